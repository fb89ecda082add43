import pg from 'pg';
import type { Logger } from 'pino';
import type { EventEnvelope, EventRelay } from './bus.ts';

const CHANNEL = 'portcullis_events';
// NOTIFY payloads are limited to 8000 bytes; larger events stay on the replica that emitted them.
const MAX_PAYLOAD = 7900;

/** Relays events between replicas sharing one PostgreSQL database. */
export class PostgresEventRelay implements EventRelay {
  private readonly client: pg.Client;
  private readonly logger: Logger;
  private connected = false;
  // One query at a time, in call order: pg refuses to overlap queries on one client, and other replicas should
  // see a burst of events (an approve-all) in the order it happened.
  private queue: Promise<unknown> = Promise.resolve();
  // The last barrier round trip sent, and the next one, which callers join until it is sent.
  private lastBarrier: Promise<void> = Promise.resolve();
  private nextBarrier: Promise<void> | null = null;

  constructor(url: string, logger: Logger) {
    this.client = new pg.Client({ connectionString: url });
    this.logger = logger;
    this.client.on('error', (error) => this.logger.warn({ err: error }, 'event relay connection error'));
  }

  async subscribe(receive: (envelope: EventEnvelope) => void): Promise<void> {
    await this.client.connect();
    this.connected = true;
    this.client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        receive(JSON.parse(message.payload) as EventEnvelope);
      } catch (error) {
        this.logger.warn({ err: error }, 'event relay received an unreadable payload');
      }
    });
    await this.client.query(`LISTEN ${CHANNEL}`);
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    if (!this.connected) return;
    const payload = JSON.stringify(envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
      this.logger.warn({ event: envelope.name }, 'event too large to relay to other replicas');
      return;
    }
    await this.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
  }

  /**
   * A round trip on the listening connection. PostgreSQL sends a listener its pending notifications before it answers
   * the listener's next query, so every event another replica published before this call has been received when it
   * resolves. Callers that arrive while one is on its way share the next (the one on its way may predate them).
   */
  barrier(): Promise<void> {
    if (!this.connected) return Promise.resolve();
    this.nextBarrier ??= this.lastBarrier.then(() => {
      this.nextBarrier = null;
      const roundTrip = this.query('SELECT 1', []).then(() => undefined);
      this.lastBarrier = roundTrip.catch(() => undefined);
      return roundTrip;
    });
    return this.nextBarrier;
  }

  private query(sql: string, params: unknown[]): Promise<unknown> {
    const result = this.queue.then(() => this.client.query(sql, params));
    this.queue = result.catch(() => undefined);
    return result;
  }

  async close(): Promise<void> {
    if (!this.connected) return;
    this.connected = false;
    await this.client.end().catch(() => undefined);
  }
}
