import pg from 'pg';
import type { Logger } from 'pino';
import { EVENTS_CHANNEL } from './log.ts';

/** One PostgreSQL NOTIFY channel on the listening connection: what replicas tell each other besides events. */
export interface NotifyChannel {
  /** Sends to every listener of the channel, this process included; the payload stays under 8000 bytes. */
  notify(payload: string): Promise<void>;
  listen(handler: (payload: string) => void): Promise<void>;
  /** Resolves once the notifications sent before the call (on any channel) have been handled here. */
  barrier(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Tells this replica that another one committed events (PostgreSQL LISTEN): the events themselves are read from the
 * log, so a notification carries nothing and a lost one only delays the reader until its next poll. The same
 * connection carries the other channels replicas share (`channel`), so each process holds one listening connection.
 */
export class PostgresWakeups {
  private readonly client: pg.Client;
  private readonly logger: Logger;
  private readonly handlers = new Map<string, (payload: string) => void>();
  private connecting: Promise<void> | null = null;
  private connected = false;
  // The last barrier round trip sent, and the next one, which callers join until it is sent.
  private lastBarrier: Promise<void> = Promise.resolve();
  private nextBarrier: Promise<void> | null = null;

  constructor(url: string, logger: Logger) {
    this.client = new pg.Client({ connectionString: url });
    this.logger = logger;
    this.client.on('error', (error) => this.logger.warn({ err: error }, 'event wake-up connection error'));
    this.client.on('notification', (message) => this.handlers.get(message.channel)?.(message.payload ?? ''));
  }

  listen(wake: () => void): Promise<void> {
    return this.channel(EVENTS_CHANNEL).listen(() => wake());
  }

  channel(name: string): NotifyChannel {
    if (!CHANNEL_NAME.test(name)) throw new Error(`invalid notification channel name ${name}`);
    return {
      notify: async (payload) => {
        if (!this.connected) return;
        await this.client.query('SELECT pg_notify($1, $2)', [name, payload]);
      },
      listen: async (handler) => {
        await this.connect();
        this.handlers.set(name, handler);
        await this.client.query(`LISTEN ${name}`);
      },
      barrier: () => this.barrier(),
    };
  }

  /**
   * A round trip on the listening connection. PostgreSQL sends a listener its pending notifications before it answers
   * the listener's next query, so the wake-up of every transaction committed before this call has been handled when
   * it resolves. Callers that arrive while one is on its way share the next (the one on its way may predate them).
   */
  barrier(): Promise<void> {
    if (!this.connected) return Promise.resolve();
    this.nextBarrier ??= this.lastBarrier.then(() => {
      this.nextBarrier = null;
      const roundTrip = this.client.query('SELECT 1').then(() => undefined);
      this.lastBarrier = roundTrip.catch(() => undefined);
      return roundTrip;
    });
    return this.nextBarrier;
  }

  async close(): Promise<void> {
    if (!this.connected) return;
    this.connected = false;
    await this.client.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting ??= this.client.connect().then(() => {
      this.connected = true;
    });
    return this.connecting;
  }
}
