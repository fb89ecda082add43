import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, type TablesOf, typedQueries } from '@portcullis/core';
import { ApprovalChunk, type ApprovalChunkRow, type SandboxRef } from './entity.ts';
import type { ChunkJson } from './json.ts';
import type { Override } from './status.ts';

const query = typedQueries<TablesOf<typeof ApprovalChunk>>();

const workspacesOfGateways = query((db, args: { gateways: string[] }, { listOf }) =>
  db.selectFrom('approval_chunks').select(['gateway', 'workspace']).distinct().where('gateway', 'in', listOf(args.gateways)),
);

const overrideSet = query((db, args: { ids: string[]; override: Override | null; overrideAt: Date | null; now: Date }, { listOf }) =>
  db.updateTable('approval_chunks').set({ override: args.override, overrideAt: args.overrideAt, updatedAt: args.now }).where('id', 'in', listOf(args.ids)),
);

export interface ChunkState {
  snapshot: ChunkJson;
  upstreamStatus: string;
  override: Override | null;
}

/**
 * Our table of chunks seen. Methods that take an entity manager run inside the caller's transaction (on SQLite
 * nothing else may touch the database meanwhile); the others read on their own.
 */
export class ChunkStore {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor(deps: { database: Database; clock: Clock }) {
    this.database = deps.database;
    this.clock = deps.clock;
  }

  /** Sandboxes of the workspace in which we have seen this chunk id. */
  async locate(gateway: string, workspace: string, chunkId: string): Promise<string[]> {
    const rows = await this.database.fork().find(ApprovalChunk, { gateway, workspace, chunkId }, { fields: ['sandbox'] });
    return [...new Set(rows.map((row) => row.sandbox))];
  }

  /** Rows of a sandbox; only those with an override when `overridden`. */
  async ofSandbox(ref: SandboxRef, options: { overridden?: boolean } = {}): Promise<ApprovalChunkRow[]> {
    return this.database.fork().find(ApprovalChunk, { ...ref, ...(options.overridden ? { override: { $ne: null } } : {}) });
  }

  async find(ref: SandboxRef, chunkId: string): Promise<ApprovalChunkRow | null> {
    return this.database.fork().findOne(ApprovalChunk, { ...ref, chunkId });
  }

  /** The workspaces in which chunks of each of these gateways were seen (the poller looks there too); one query. */
  async workspacesOf(gateways: string[]): Promise<Map<string, string[]>> {
    const rows = gateways.length === 0 ? [] : await this.database.queries.all(workspacesOfGateways, { gateways });
    const workspaces = new Map<string, string[]>();
    for (const { gateway, workspace } of rows) {
      const known = workspaces.get(gateway);
      if (known) known.push(workspace);
      else workspaces.set(gateway, [workspace]);
    }
    return workspaces;
  }

  async rowsIn(em: EntityManager, ref: SandboxRef, chunkIds: string[]): Promise<Map<string, ApprovalChunkRow>> {
    if (chunkIds.length === 0) return new Map();
    const rows = await em.find(ApprovalChunk, { ...ref, chunkId: { $in: chunkIds } });
    return new Map(rows.map((row) => [row.chunkId, row]));
  }

  /** A row for a chunk first seen now (not yet announced). */
  create(em: EntityManager, ref: SandboxRef, snapshot: ChunkJson, upstreamStatus: string): ApprovalChunkRow {
    const now = this.clock.date();
    return em.create(ApprovalChunk, {
      id: randomUUID(),
      ...ref,
      chunkId: snapshot.chunk_id,
      snapshot,
      upstreamStatus,
      override: null,
      overrideAt: null,
      hitCount: snapshot.hit_count,
      notifiedHitCount: 0,
      notifiedAt: null,
      firstSeen: dateOf(snapshot.first_seen),
      lastSeen: dateOf(snapshot.last_seen),
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Refreshes a row from a newer look at the chunk. */
  refresh(row: ApprovalChunkRow, snapshot: ChunkJson, upstreamStatus: string): void {
    row.snapshot = snapshot;
    row.upstreamStatus = upstreamStatus;
    row.hitCount = snapshot.hit_count;
    row.lastSeen = dateOf(snapshot.last_seen);
    row.updatedAt = this.clock.date();
  }

  /** Sets (or with null, lifts) our override of the given rows. */
  async setOverride(em: EntityManager, rowIds: string[], override: Override | null): Promise<void> {
    if (rowIds.length === 0) return;
    const now = this.clock.date();
    await this.database.queries.run(overrideSet, { ids: rowIds, override, overrideAt: override ? now : null, now }, em);
  }

  /** Records a decision: the state after it, creating the row when the chunk was never seen before. */
  async record(em: EntityManager, ref: SandboxRef, state: ChunkState): Promise<ApprovalChunkRow> {
    const row =
      (await this.rowsIn(em, ref, [state.snapshot.chunk_id])).get(state.snapshot.chunk_id) ?? this.create(em, ref, state.snapshot, state.upstreamStatus);
    this.refresh(row, state.snapshot, state.upstreamStatus);
    if (row.override !== state.override) {
      row.override = state.override;
      row.overrideAt = state.override ? this.clock.date() : null;
    }
    await em.flush();
    return row;
  }
}

function dateOf(iso: string | null): Date | null {
  return iso ? new Date(iso) : null;
}
