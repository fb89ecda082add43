import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';

/** An instance that has not beaten for this long is dead. */
export const ALIVE_WINDOW_MS = 30_000;

/**
 * The service processes sharing the database (`portcullis_instances`): each beats while it runs and removes its row
 * when it stops cleanly. Work owned by an instance that is not alive (operations, idempotency claims) is taken
 * over or failed by whoever looks next.
 */
export class Instances {
  private readonly database: Database;
  private readonly clock: Clock;
  readonly self: string;

  constructor(options: { database: Database; clock: Clock; instanceId: string }) {
    this.database = options.database;
    this.clock = options.clock;
    this.self = options.instanceId;
  }

  /** Marks this process alive. */
  async beat(): Promise<void> {
    const now = this.clock.now();
    const updated = await this.database.run('UPDATE portcullis_instances SET heartbeat_at = ? WHERE id = ?', [now, this.self]);
    if (updated === 0) await this.database.run('INSERT INTO portcullis_instances (id, started_at, heartbeat_at) VALUES (?, ?, ?)', [this.self, now, now]);
  }

  /** Ids of the instances that are alive, this one included. */
  async liveIds(): Promise<string[]> {
    const rows = await this.database.execute<{ id: string }>('SELECT id FROM portcullis_instances WHERE heartbeat_at > ?', [this.clock.now() - ALIVE_WINDOW_MS]);
    return [...new Set([this.self, ...rows.map((row) => row.id)])];
  }

  async isAlive(id: string): Promise<boolean> {
    return (await this.liveIds()).includes(id);
  }

  /** A clean stop: nobody needs to wait for this instance's heartbeat to go stale. */
  async leave(): Promise<void> {
    await this.database.run('DELETE FROM portcullis_instances WHERE id = ?', [this.self]);
  }
}
