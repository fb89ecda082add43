import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from 'pino';
import { PRESENCE_LOCK_NAMESPACE, type Presence } from './instances.ts';

const RECONNECT_DELAY_MS = 1000;

/**
 * Holds a session-level advisory lock on this instance's id, on a connection of its own, for as long as the process
 * lives. PostgreSQL releases it the moment the connection ends, and a killed process's connection ends with it
 * (the operating system closes its sockets), so another instance can tell at once that this one is gone.
 */
export class PostgresPresence implements Presence {
  private readonly url: string;
  private readonly logger: Logger;
  private instanceId = '';
  private client: pg.Client | null = null;
  private released = false;

  constructor(url: string, logger: Logger) {
    this.url = url;
    this.logger = logger;
  }

  async hold(instanceId: string): Promise<void> {
    this.instanceId = instanceId;
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (error) => this.lost(client, error));
    await client.connect();
    await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [PRESENCE_LOCK_NAMESPACE, instanceId]);
    if (this.released) await client.end();
    else this.client = client;
  }

  async release(): Promise<void> {
    this.released = true;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.released || client !== this.client) return;
    this.client = null;
    this.logger.error({ err: error }, 'lost the presence connection; until it is back, a starting replica counts this instance as stopped');
    void client.end().catch(() => undefined);
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    while (!this.released && !this.client) {
      await delay(RECONNECT_DELAY_MS, undefined, { ref: false });
      if (this.released) return;
      try {
        await this.hold(this.instanceId);
        this.logger.info('presence connection restored');
      } catch (error) {
        this.logger.warn({ err: error }, 'presence connection still down');
      }
    }
  }
}
