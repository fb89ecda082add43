import { chunkJson } from '../chunks/json.ts';
import { type MoveDeps, refOf, type SandboxTarget } from './context.ts';

export interface ClearResult {
  sandbox: string;
  chunks_cleared: number;
  chunk_ids: string[];
}

/**
 * pending → dismissed, every pending chunk of the sandbox, without a decision. The gateway deletes cleared chunks
 * (history included), so each one's snapshot is stored as dismissed on our side before ClearDraftChunks is
 * called; if the gateway refuses, the dismissals are taken back. The clear is audited write-ahead like every move.
 */
export async function clearChunks(deps: MoveDeps, target: SandboxTarget): Promise<ClearResult> {
  const ref = refOf(target);
  const [pending, overridden] = await Promise.all([
    deps.drafts.chunks(target.scope, target.sandbox, 'pending'),
    deps.chunks.ofSandbox(ref, { overridden: true }),
  ]);
  const reopened = overridden.filter((row) => row.override === 'reopened');
  const already = new Set(overridden.filter((row) => row.override === 'dismissed').map((row) => row.chunkId));
  const dismissing = pending.filter((chunk) => !already.has(chunk.id));
  const ids = [...dismissing.map((chunk) => chunk.id), ...reopened.map((row) => row.chunkId)];
  const dismissedRows = await deps.database.transaction(async (em) => {
    const rows = [];
    for (const chunk of dismissing)
      rows.push(await deps.chunks.record(em, ref, { snapshot: chunkJson(chunk, target.sandbox), upstreamStatus: chunk.status, override: 'dismissed' }));
    await deps.chunks.setOverride(
      em,
      reopened.map((row) => row.id),
      'dismissed',
    );
    return rows.map((row) => row.id);
  });
  await deps.audit.effect(
    {
      action: 'approval.clear',
      resourceType: 'sandbox',
      resourceId: target.sandbox,
      gateway: target.scope.gateway.name,
      detail: { workspace: target.scope.workspace, chunk_ids: ids, chunks_cleared: ids.length },
    },
    async () => (pending.length > 0 ? deps.drafts.clear(target.scope, target.sandbox) : 0),
    {
      outcome: (cleared) => ({ upstream_cleared: cleared }),
      record: async () => {
        deps.events.emit('approval.cleared', { gateway: ref.gateway, sandbox: ref.sandbox, workspace: ref.workspace, chunk_ids: ids, count: ids.length });
      },
      abandon: () =>
        deps.database.transaction(async (em) => {
          await deps.chunks.setOverride(em, dismissedRows, null);
          await deps.chunks.setOverride(
            em,
            reopened.map((row) => row.id),
            'reopened',
          );
        }),
    },
  );
  return { sandbox: target.sandbox, chunks_cleared: ids.length, chunk_ids: ids };
}
