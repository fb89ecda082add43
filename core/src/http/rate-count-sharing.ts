import type { Logger } from 'pino';
import type { NotifyChannel } from '../events/wakeups.ts';
import type { ClientRateLimit, RateCounts } from './client-rate-limit.ts';

export const RATE_COUNTS_CHANNEL = 'portcullis_rate_counts';

/** How often a replica sends the counts that changed when no client is near its limit. */
const ROUND_MS = 500;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; an update is split into messages below this. */
const MAX_MESSAGE_BYTES = 7000;

interface Message extends RateCounts {
  from: string;
}

/**
 * Shares one replica's per-client request counts with the others over a NOTIFY channel (docs/limits.md): every
 * round the counts that changed, and at once (one message in flight at a time) while a client is near its limit.
 * Messages are read defensively: anything malformed on the channel is ignored.
 */
export class RateCountSharing {
  private readonly limiter: ClientRateLimit;
  private readonly channel: NotifyChannel;
  private readonly self: string;
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;
  private sendAgain = false;

  constructor(options: { limiter: ClientRateLimit; channel: NotifyChannel; self: string; logger: Logger }) {
    this.limiter = options.limiter;
    this.channel = options.channel;
    this.self = options.self;
    this.logger = options.logger;
  }

  async start(): Promise<void> {
    await this.channel.listen((payload) => this.receive(payload));
    this.limiter.onUrgent = () => setImmediate(() => this.send());
    this.timer = setInterval(() => this.send(), ROUND_MS);
    this.timer.unref();
  }

  /** Stops sending; what is on its way is awaited. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.limiter.onUrgent = () => {};
    await this.sending;
  }

  private send(): void {
    if (!this.timer) return;
    if (this.sending) {
      this.sendAgain = true;
      return;
    }
    const update = this.limiter.takeUpdates();
    if (update.counts.length === 0) return;
    this.sending = Promise.all(messages(this.self, update).map((message) => this.channel.notify(message)))
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn({ err: error }, 'could not share request counts with the other replicas'))
      .finally(() => {
        this.sending = null;
        if (this.sendAgain) {
          this.sendAgain = false;
          this.send();
        }
      });
  }

  private receive(payload: string): void {
    const message = parseMessage(payload);
    if (message && message.from !== this.self) this.limiter.receive(message.from, message);
  }
}

/** The update as JSON messages under the size limit; a client name too long for any message is not shared. */
function messages(from: string, update: RateCounts): string[] {
  const head = JSON.stringify({ from, window: update.window, counts: [] }).length;
  const batches: Array<Array<[string, number]>> = [[]];
  let size = head;
  for (const entry of update.counts) {
    const entrySize = Buffer.byteLength(JSON.stringify(entry)) + 1;
    if (head + entrySize > MAX_MESSAGE_BYTES) continue;
    if (size + entrySize > MAX_MESSAGE_BYTES) {
      batches.push([]);
      size = head;
    }
    batches.at(-1)!.push(entry);
    size += entrySize;
  }
  return batches.filter((batch) => batch.length > 0).map((counts) => JSON.stringify({ from, window: update.window, counts }));
}

function parseMessage(payload: string): Message | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const { from, window, counts } = (value ?? {}) as Partial<Message>;
  if (typeof from !== 'string' || !Number.isSafeInteger(window) || !Array.isArray(counts)) return null;
  const valid = counts.filter(
    (entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && Number.isSafeInteger(entry[1]) && entry[1] > 0,
  );
  return { from, window: window!, counts: valid };
}
