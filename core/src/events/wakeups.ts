import pg from 'pg';
import type { Logger } from 'pino';
import { EVENTS_CHANNEL } from './log.ts';

/**
 * Tells this replica that another one committed events (PostgreSQL LISTEN): the events themselves are read from the
 * log, so a notification carries nothing and a lost one only delays the reader until its next poll.
 */
export class PostgresWakeups {
  private readonly client: pg.Client;
  private readonly logger: Logger;
  private connected = false;
  // The last barrier round trip sent, and the next one, which callers join until it is sent.
  private lastBarrier: Promise<void> = Promise.resolve();
  private nextBarrier: Promise<void> | null = null;

  constructor(url: string, logger: Logger) {
    this.client = new pg.Client({ connectionString: url });
    this.logger = logger;
    this.client.on('error', (error) => this.logger.warn({ err: error }, 'event wake-up connection error'));
  }

  async listen(wake: () => void): Promise<void> {
    await this.client.connect();
    this.connected = true;
    this.client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) wake();
    });
    await this.client.query(`LISTEN ${EVENTS_CHANNEL}`);
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
}
