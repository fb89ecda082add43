import { type Actor, type AuditInput, type AuditWriter, type Database, type EventBus, problems, type Role } from '@portcullis/core';
import type { GatewayScope, PolicyChunk } from '@portcullis/plugin-gateways';
import type { NamedRule, PolicyGateway, PolicyWriteChecks } from '@portcullis/plugin-policies';
import type { ApprovalChunkRow, SandboxRef } from '../chunks/entity.ts';
import { type ChunkJson, chunkJson, ruleOf } from '../chunks/json.ts';
import { type ShownStatus, shownStatus } from '../chunks/status.ts';
import type { ChunkStore } from '../chunks/store.ts';
import type { DecisionChannel, DecisionGate } from '../decision-gate.ts';
import type { ApprovalEventData } from '../types.ts';
import type { DraftGateway } from '../upstream/drafts.ts';

export interface MoveDeps {
  drafts: DraftGateway;
  chunks: ChunkStore;
  database: Database;
  audit: AuditWriter;
  events: EventBus;
  policies: PolicyGateway;
  /** The policies plugin's write checks: what an approval would merge is judged before any gate or the gateway. */
  writeChecks: PolicyWriteChecks;
}

export interface SandboxTarget {
  scope: GatewayScope;
  sandbox: string;
}

export interface ChunkTarget extends SandboxTarget {
  chunkId: string;
}

/** Who moves, and the gates their move must pass (contributions to `approvals.decision-gate`). */
export interface Caller {
  actor: Actor;
  role: Role;
  gates: DecisionGate[];
  /** Where the decision is made; `api` when absent. */
  via?: DecisionChannel;
}

/** The channel of a caller's decision, as its audit row and event record it. */
export function channelOf(caller: Caller): DecisionChannel {
  return caller.via ?? 'api';
}

export interface CurrentChunk {
  chunk: PolicyChunk;
  row: ApprovalChunkRow | null;
  status: ShownStatus;
}

export function refOf(target: SandboxTarget): SandboxRef {
  return { gateway: target.scope.gateway.name, workspace: target.scope.workspace, sandbox: target.sandbox };
}

/** The chunk as the gateway has it now, with the status we show for it (404 CHUNK_NOT_FOUND). */
export async function currentChunk(deps: MoveDeps, target: ChunkTarget): Promise<CurrentChunk> {
  const [chunk, row] = await Promise.all([deps.drafts.require(target.scope, target.sandbox, target.chunkId), deps.chunks.find(refOf(target), target.chunkId)]);
  return { chunk, row, status: shownStatus(chunk.status, row?.override) };
}

/** Moves of the state table start from `pending`; anything else is a conflict, not a gateway error. */
export function requirePending(current: CurrentChunk, move: string): void {
  if (current.status === 'pending') return;
  throw problems.conflict('CHUNK_NOT_PENDING', `Chunk ${current.chunk.id} is ${current.status}; only a pending chunk can be ${move}.`, {
    chunk_status: current.status,
  });
}

/** The chunk after a decision, as we store and show it. */
export function decided(chunk: PolicyChunk, sandbox: string, status: 'approved' | 'rejected' | 'pending', rejectionReason = ''): ChunkJson {
  return chunkJson({ ...chunk, status, rejectionReason }, sandbox);
}

/** The rule an approval of `chunk` merges into the policy (none for a chunk without a proposal). */
export function proposedRules(chunk: PolicyChunk): NamedRule[] {
  const rule = ruleOf(chunk);
  return rule ? [{ key: chunk.ruleName, rule }] : [];
}

/** An approval merges a rule: refused (by the policies plugin's write checks) when what it leaves in force may not be. */
export function judgeApproval(deps: MoveDeps, target: SandboxTarget, change: string, rules: NamedRule[]): Promise<void> {
  return deps.writeChecks.enforce({ scope: target.scope, sandbox: target.sandbox, change, mode: 'merge', rules });
}

/** The audit intent of a move on one chunk: `detail` after the chunk's sandbox and workspace. */
export function chunkIntent(target: ChunkTarget, action: string, detail: Record<string, unknown>): AuditInput {
  return {
    action,
    resourceType: 'approval_chunk',
    resourceId: target.chunkId,
    gateway: target.scope.gateway.name,
    detail: { sandbox: target.sandbox, workspace: target.scope.workspace, ...detail },
  };
}

export function eventData(target: ChunkTarget, chunk: ChunkJson | null): ApprovalEventData {
  return { gateway: target.scope.gateway.name, sandbox: target.sandbox, workspace: target.scope.workspace, chunk_id: target.chunkId, chunk };
}
