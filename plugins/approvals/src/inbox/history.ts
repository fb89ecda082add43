import type { GatewayScope } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import type { ApprovalChunkRow } from '../chunks/entity.ts';
import { chunkJsonSchema, withStatus } from '../chunks/json.ts';
import type { ChunkStore } from '../chunks/store.ts';
import type { DraftGateway } from '../upstream/drafts.ts';

export const historyEntrySchema = z.object({
  timestamp: z.string(),
  event_type: z.string(),
  description: z.string(),
  chunk_id: z.string(),
  /** The snapshot we kept (dismissed chunks, which the gateway deleted). */
  chunk: chunkJsonSchema.optional(),
});

export type HistoryEntry = z.output<typeof historyEntrySchema>;

/** What only we know: clears (the gateway deletes cleared chunks, history included) and re-opened rejections. */
function ourEntries(row: ApprovalChunkRow): HistoryEntry[] {
  const at = row.overrideAt?.toISOString() ?? row.updatedAt.toISOString();
  const rule = row.snapshot.rule_name;
  if (row.override === 'reopened') {
    return [{ timestamp: at, event_type: 'reopened', description: `Rejection of rule '${rule}' undone; pending again`, chunk_id: row.chunkId }];
  }
  if (row.override !== 'dismissed') return [];
  return [
    {
      timestamp: row.snapshot.first_seen ?? row.createdAt.toISOString(),
      event_type: 'proposed',
      description: `Rule '${rule}' proposed (confidence: ${Math.round(row.snapshot.confidence * 100)}%)`,
      chunk_id: row.chunkId,
    },
    {
      timestamp: at,
      event_type: 'dismissed',
      description: `Rule '${rule}' dismissed without a decision`,
      chunk_id: row.chunkId,
      chunk: withStatus(row.snapshot, 'dismissed', row.upstreamStatus),
    },
  ];
}

/** A sandbox's decision history, newest first: the gateway's entries joined with ours. */
export async function approvalHistory(
  deps: { drafts: DraftGateway; chunks: ChunkStore },
  scope: GatewayScope,
  sandbox: string,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> {
  const [upstream, overridden] = await Promise.all([
    deps.drafts.history(scope, sandbox, signal),
    deps.chunks.ofSandbox({ gateway: scope.gateway.name, workspace: scope.workspace, sandbox }, { overridden: true }),
  ]);
  const entries: HistoryEntry[] = upstream.map((entry) => ({
    timestamp: new Date(entry.time ?? 0).toISOString(),
    event_type: entry.eventType,
    description: entry.description,
    chunk_id: entry.chunkId,
  }));
  entries.push(...overridden.flatMap(ourEntries));
  return entries.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}
