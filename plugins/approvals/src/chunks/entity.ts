import { defineEntity, p } from '@mikro-orm/core';
import type { ChunkJson } from './json.ts';
import type { Override } from './status.ts';

/**
 * A chunk we have seen, per gateway, workspace and sandbox: the last snapshot (so a cleared chunk can still be
 * shown), the hit count we last announced, and our override of the gateway's status. Kept when the sandbox goes.
 */
export const ApprovalChunk = defineEntity({
  name: 'ApprovalChunk',
  tableName: 'approval_chunks',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    workspace: p.string(),
    sandbox: p.string(),
    chunkId: p.string(),
    snapshot: p.json<ChunkJson>(),
    upstreamStatus: p.string(),
    override: p.string().$type<Override>().nullable(),
    overrideAt: p.datetime().nullable(),
    hitCount: p.integer(),
    notifiedHitCount: p.integer(),
    notifiedAt: p.datetime().nullable(),
    firstSeen: p.datetime().nullable(),
    lastSeen: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  uniques: [{ name: 'approval_chunks_key', properties: ['gateway', 'workspace', 'sandbox', 'chunkId'] }],
  indexes: [{ name: 'approval_chunks_chunk', properties: ['gateway', 'chunkId'] }],
});

export type ApprovalChunkRow = InstanceType<typeof ApprovalChunk.class>;

export interface SandboxRef {
  gateway: string;
  workspace: string;
  sandbox: string;
}
