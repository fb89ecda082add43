import type { Database } from '@portcullis/core';
import type { LogCursorState } from '@portcullis/plugin-sandboxes';

/** Where a sandbox's log was read up to, as stored. */
export interface StoredCursor {
  sandboxId: string;
  state: LogCursorState;
  /** Whether the sandbox was running at its last poll (a sandbox that stopped since is read once more). */
  running: boolean;
  version: number;
}

/** A cursor to store: `previous` is the version read (null for a sandbox seen for the first time). */
export interface CursorWrite {
  sandboxId: string;
  workspace: string;
  sandbox: string;
  state: LogCursorState;
  running: boolean;
  previous: number | null;
}

export interface CountIncrement {
  workspace: string;
  sandbox: string;
  day: string;
  requests: number;
}

/** Thrown inside the commit when a cursor moved since it was read: the whole commit rolls back. */
class CursorMoved extends Error {}

const ACTIVATED_AT = 'activated_at';

/**
 * Cursors, counters and the activation time. A poll's new cursors and the counts they account for commit in one
 * transaction, and each cursor only if its version is still the one read: another replica that polled the same
 * lines in between makes this commit roll back, so a line is counted once whoever polls.
 */
export class MeteringStore {
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  /** Metering starts at its first activation (earlier lines are never counted); later starts keep that time. */
  async activate(now: number): Promise<number> {
    await this.database.run('INSERT INTO metering_state (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING', [ACTIVATED_AT, now]);
    const [row] = await this.database.execute<{ value: number | string }>('SELECT value FROM metering_state WHERE name = ?', [ACTIVATED_AT]);
    return Number(row!.value);
  }

  async cursorsOf(gateway: string): Promise<Map<string, StoredCursor>> {
    const rows = await this.database.execute<{
      sandbox_id: string;
      last_ms: number | string;
      at_last: string;
      running: number | string;
      version: number | string;
    }>('SELECT sandbox_id, last_ms, at_last, running, version FROM metering_cursors WHERE gateway = ?', [gateway]);
    return new Map(
      rows.map((row) => [
        row.sandbox_id,
        {
          sandboxId: row.sandbox_id,
          state: { lastMs: Number(row.last_ms), atLast: JSON.parse(row.at_last) as Array<[string, number]> },
          running: Number(row.running) === 1,
          version: Number(row.version),
        },
      ]),
    );
  }

  /**
   * Stores a gateway's poll: new cursors, counter increments, and the removal of cursors of sandboxes that are gone.
   * False when a cursor had moved (nothing is stored; the next poll reads from the stored cursors again).
   */
  async commit(gateway: string, poll: { cursors: CursorWrite[]; counts: CountIncrement[]; gone: StoredCursor[] }, now: number): Promise<boolean> {
    try {
      await this.database.transaction(async (em) => {
        for (const cursor of poll.cursors) {
          const stored =
            cursor.previous === null
              ? await this.database.run(
                  'INSERT INTO metering_cursors (gateway, sandbox_id, workspace, sandbox, last_ms, at_last, running, version, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?) ON CONFLICT (gateway, sandbox_id) DO NOTHING',
                  [
                    gateway,
                    cursor.sandboxId,
                    cursor.workspace,
                    cursor.sandbox,
                    cursor.state.lastMs,
                    JSON.stringify(cursor.state.atLast),
                    cursor.running ? 1 : 0,
                    now,
                  ],
                  em,
                )
              : await this.database.run(
                  'UPDATE metering_cursors SET workspace = ?, sandbox = ?, last_ms = ?, at_last = ?, running = ?, version = version + 1, updated_at = ? WHERE gateway = ? AND sandbox_id = ? AND version = ?',
                  [
                    cursor.workspace,
                    cursor.sandbox,
                    cursor.state.lastMs,
                    JSON.stringify(cursor.state.atLast),
                    cursor.running ? 1 : 0,
                    now,
                    gateway,
                    cursor.sandboxId,
                    cursor.previous,
                  ],
                  em,
                );
          if (stored === 0) throw new CursorMoved();
        }
        for (const count of poll.counts) {
          await this.database.run(
            'INSERT INTO metering_counters (gateway, workspace, sandbox, day, requests) VALUES (?, ?, ?, ?, ?) ON CONFLICT (gateway, workspace, sandbox, day) DO UPDATE SET requests = metering_counters.requests + excluded.requests',
            [gateway, count.workspace, count.sandbox, count.day, count.requests],
            em,
          );
        }
        for (const cursor of poll.gone) {
          await this.database.run(
            'DELETE FROM metering_cursors WHERE gateway = ? AND sandbox_id = ? AND version = ?',
            [gateway, cursor.sandboxId, cursor.version],
            em,
          );
        }
      });
      return true;
    } catch (error) {
      if (error instanceof CursorMoved) return false;
      throw error;
    }
  }

  /** An unregistered gateway's cursors go (a gateway registered again under its name starts afresh); counts stay. */
  async forgetGateway(gateway: string): Promise<void> {
    await this.database.run('DELETE FROM metering_cursors WHERE gateway = ?', [gateway]);
  }
}
