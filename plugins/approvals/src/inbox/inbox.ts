import { Problem } from '@portcullis/core';
import type { GatewayScope, PolicyChunk } from '@portcullis/plugin-gateways';
import type { SandboxRef } from '../chunks/entity.ts';
import { type ChunkJson, chunkJson } from '../chunks/json.ts';
import { shownStatus } from '../chunks/status.ts';
import type { ChunkStore } from '../chunks/store.ts';
import type { ChunkObserver } from '../detection/observer.ts';
import { mapLimited } from '../limited.ts';
import type { DraftGateway } from '../upstream/drafts.ts';

/** Newest first (by first sighting), ties by id so that pages are stable. */
export function newestFirst(a: ChunkJson, b: ChunkJson): number {
  return (b.first_seen ?? '').localeCompare(a.first_seen ?? '') || a.chunk_id.localeCompare(b.chunk_id);
}

/**
 * The pending inbox: what the gateway has pending, minus what we dismissed, plus rejections we re-opened. Every
 * read also goes through the observer, so a chunk someone looked at is known (gateway-level paths resolve its
 * sandbox) and announced once, even before the next poll.
 */
export class ApprovalInbox {
  private readonly deps: { drafts: DraftGateway; chunks: ChunkStore; observer: ChunkObserver; concurrency: number };

  constructor(deps: ApprovalInbox['deps']) {
    this.deps = deps;
  }

  async pendingOf(scope: GatewayScope, sandbox: string, signal?: AbortSignal): Promise<ChunkJson[]> {
    const ref: SandboxRef = { gateway: scope.gateway.name, workspace: scope.workspace, sandbox };
    const [pending, overridden] = await Promise.all([
      this.deps.drafts.chunks(scope, sandbox, 'pending', signal),
      this.deps.chunks.ofSandbox(ref, { overridden: true }),
    ]);
    await this.deps.observer.observe(scope, sandbox, pending);
    const dismissed = new Set(overridden.filter((row) => row.override === 'dismissed').map((row) => row.chunkId));
    const shown = pending.filter((chunk) => !dismissed.has(chunk.id)).map((chunk) => chunkJson(chunk, sandbox));
    const reopened = new Set(overridden.filter((row) => row.override === 'reopened').map((row) => row.chunkId));
    if (reopened.size > 0) shown.push(...(await this.reopened(scope, sandbox, reopened, signal)));
    return shown.sort(newestFirst);
  }

  /** One chunk as the gateway has it now, with the status we show for it (404 CHUNK_NOT_FOUND). */
  async one(scope: GatewayScope, sandbox: string, chunkId: string): Promise<ChunkJson> {
    const [chunk, row] = await Promise.all([
      this.deps.drafts.require(scope, sandbox, chunkId),
      this.deps.chunks.find({ gateway: scope.gateway.name, workspace: scope.workspace, sandbox }, chunkId),
    ]);
    return chunkJson(chunk, sandbox, shownStatus(chunk.status, row?.override));
  }

  /** Across the gateway's sandboxes in the workspace (one sandbox vanishing meanwhile is not an error). */
  async pendingOfGateway(scope: GatewayScope, signal?: AbortSignal): Promise<ChunkJson[]> {
    const names = (await this.deps.drafts.sandboxes(scope, signal)).map((sandbox) => sandbox.name).filter((name) => name !== '');
    const results = await mapLimited(names, this.deps.concurrency, (name) => this.pendingOf(scope, name, signal), signal);
    const chunks: ChunkJson[] = [];
    for (const result of results) {
      if (result.ok) chunks.push(...result.value);
      else if (!(result.error instanceof Problem && result.error.code === 'SANDBOX_NOT_FOUND')) throw result.error;
    }
    return chunks.sort(newestFirst);
  }

  /** Re-opened rejections are shown pending for as long as the gateway still has them rejected. */
  private async reopened(scope: GatewayScope, sandbox: string, ids: Set<string>, signal?: AbortSignal): Promise<ChunkJson[]> {
    const all = await this.deps.drafts.chunks(scope, sandbox, 'all', signal);
    return all.filter((chunk: PolicyChunk) => ids.has(chunk.id) && chunk.status === 'rejected').map((chunk) => chunkJson(chunk, sandbox, 'pending'));
  }
}
