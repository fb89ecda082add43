import { canonicalJson, type Database, type EventBus } from '@portcullis/core';
import type { GatewayScope, PolicyChunk } from '@portcullis/plugin-gateways';
import type { ApprovalChunkRow, SandboxRef } from '../chunks/entity.ts';
import { chunkJson, withStatus } from '../chunks/json.ts';
import { shownStatus } from '../chunks/status.ts';
import type { ChunkStore } from '../chunks/store.ts';

type Announcement = { name: 'approval.pending' | 'approval.updated'; row: ApprovalChunkRow };

/**
 * Turns a look at a sandbox's chunks (by the poller, or by someone reading the inbox) into our rows and into
 * events: `approval.pending` once per chunk id, `approval.updated` when a pending chunk was hit again since.
 * Observers of one sandbox are serialised, so two of them (a poll and a read, or two replicas) never announce
 * the same chunk twice.
 */
export class ChunkObserver {
  private readonly database: Database;
  private readonly events: EventBus;
  private readonly store: ChunkStore;

  constructor(deps: { database: Database; events: EventBus; chunks: ChunkStore }) {
    this.database = deps.database;
    this.events = deps.events;
    this.store = deps.chunks;
  }

  async observe(scope: GatewayScope, sandbox: string, chunks: PolicyChunk[]): Promise<void> {
    if (chunks.length === 0) return;
    const ref: SandboxRef = { gateway: scope.gateway.name, workspace: scope.workspace, sandbox };
    await this.database.transaction(async (em) => {
      await this.database.lock(em, `approvals:${ref.gateway}/${ref.workspace}/${sandbox}`);
      const rows = await this.store.rowsIn(
        em,
        ref,
        chunks.map((chunk) => chunk.id),
      );
      const due: Announcement[] = [];
      for (const chunk of chunks) {
        const row = rows.get(chunk.id) ?? this.store.create(em, ref, chunkJson(chunk, sandbox), chunk.status);
        if (changed(row, chunk)) this.store.refresh(row, chunkJson(chunk, sandbox), chunk.status);
        const announcement = this.announcementFor(row);
        if (announcement) due.push(announcement);
      }
      await em.flush();
      // With the rows that say they were announced: a crash cannot mark a chunk announced and lose its event.
      for (const { name, row } of due) {
        this.events.emit(name, {
          gateway: row.gateway,
          sandbox: row.sandbox,
          workspace: row.workspace,
          chunk_id: row.chunkId,
          chunk: withStatus(row.snapshot, shownStatus(row.upstreamStatus, row.override), row.upstreamStatus),
        });
      }
    });
  }

  /** What is due for a pending chunk: its first announcement, or news of more hits. Marks it announced. */
  private announcementFor(row: ApprovalChunkRow): Announcement | null {
    if (shownStatus(row.upstreamStatus, row.override) !== 'pending') return null;
    if (!row.notifiedAt) {
      row.notifiedAt = row.updatedAt;
      row.notifiedHitCount = row.hitCount;
      return { name: 'approval.pending', row };
    }
    if (row.hitCount <= row.notifiedHitCount) return null;
    row.notifiedHitCount = row.hitCount;
    return { name: 'approval.updated', row };
  }
}

/** Only a newer look changes the row: more hits, a new status, or an edited rule (JSONB reorders keys: compare canonically). */
function changed(row: ApprovalChunkRow, chunk: PolicyChunk): boolean {
  return (
    chunk.hitCount !== row.hitCount ||
    chunk.status !== row.upstreamStatus ||
    chunk.ruleName !== row.snapshot.rule_name ||
    canonicalJson(chunkJson(chunk, row.sandbox).suggested_action) !== canonicalJson(row.snapshot.suggested_action)
  );
}
