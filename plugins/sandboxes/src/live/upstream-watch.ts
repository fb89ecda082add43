import { isProblem } from '@portcullis/core';
import type { GatewaySandbox, GatewayStream, LogLine, PlatformEvent, WatchEvent, WatchRequest } from '@portcullis/plugin-gateways';
import { LogCursor } from './log-cursor.ts';
import { CLOSE, type StreamError } from './messages.ts';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5000;
// A stream that stayed up this long earns a fresh backoff; one that breaks sooner (an overloaded consumer lagging
// again right after each reconnect) keeps backing off instead of reconnecting in a tight loop.
const HEALTHY_AFTER_MS = 10_000;
// After a reconnect, ask for the whole ring since the last line seen (the gateway keeps 2000 lines).
const RECONNECT_TAIL = 2000;
const EVENT_TAIL = 20;

export type WatchStream = GatewayStream<WatchEvent>;

/** How to reach the sandbox: opening resolves the gateway and the sandbox id anew each time. */
export interface WatchSource {
  open(request: WatchRequest): Promise<WatchStream>;
  /** A failure as status + code + message. */
  describe(error: unknown): { status: number; code: string; message: string };
}

export interface WatchListener {
  snapshot(sandbox: GatewaySandbox): void;
  log(line: LogLine): void;
  event(event: PlatformEvent): void;
  /** The stream broke; another attempt follows. */
  broken(error: StreamError): void;
  /** The sandbox (or its gateway) is gone: nothing more will come. */
  gone(code: number, reason: string): void;
}

/**
 * One upstream WatchSandbox (follow status, logs and events), kept open until stopped: when it breaks (lag,
 * gateway unavailable) it reconnects with backoff and resumes the logs where they stopped; when it ends normally
 * or the sandbox is not found any more, the sandbox was deleted.
 */
export class UpstreamWatch {
  private readonly source: WatchSource;
  private readonly listener: WatchListener;
  private readonly replayLines: number;
  private readonly cursor = new LogCursor();
  private stream: WatchStream | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private connected = false;
  /** The last snapshot showed the sandbox DELETING (docs/openshell-0.0.md §g.3). */
  private deleting = false;
  private streamOpenedAt = 0;
  private stopped = false;

  constructor(source: WatchSource, listener: WatchListener, options: { replayLines: number }) {
    this.source = source;
    this.listener = listener;
    this.replayLines = options.replayLines;
  }

  start(): void {
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.stream?.cancel();
    this.stream = null;
  }

  private request(): WatchRequest {
    const resuming = this.cursor.started;
    return {
      followStatus: true,
      followLogs: true,
      followEvents: true,
      logTailLines: resuming ? RECONNECT_TAIL : Math.max(1, this.replayLines),
      logsSince: this.cursor.sinceMs,
      eventTail: this.connected ? 0 : EVENT_TAIL,
    };
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    let stream: WatchStream;
    try {
      stream = await this.source.open(this.request());
    } catch (error) {
      this.failed(error);
      return;
    }
    if (this.stopped) {
      stream.on('error', () => {});
      stream.cancel();
      return;
    }
    this.stream = stream;
    this.streamOpenedAt = Date.now();
    let failed = false;
    stream.on('data', (item) => this.dispatch(item));
    stream.on('error', (error) => {
      failed = true;
      if (this.stream !== stream) return;
      if (this.deleting && isProblem(error) && error.extensions.grpc_status === 'CANCELLED') this.removed();
      else this.failed(error);
    });
    stream.on('end', () => {
      if (failed || this.stream !== stream || this.stopped) return;
      this.removed();
    });
  }

  /** The gateway removed the sandbox: its stream ended, normally or (HEAD) CANCELLED "stream closed" after DELETING. */
  private removed(): void {
    this.stream = null;
    this.listener.gone(CLOSE.normal, 'sandbox deleted');
  }

  private dispatch(item: WatchEvent): void {
    if (item.kind === 'sandbox') {
      this.connected = true;
      this.deleting = item.sandbox.phase === 'DELETING';
      this.listener.snapshot(item.sandbox);
    } else if (item.kind === 'log') {
      if (this.cursor.accept(item.line)) this.listener.log(item.line);
    } else if (item.kind === 'event') this.listener.event(item.event);
  }

  private failed(error: unknown): void {
    this.stream = null;
    if (this.stopped) return;
    const problem = this.source.describe(error);
    if (problem.status === 404) {
      if (problem.code === 'GATEWAY_NOT_FOUND') this.listener.gone(CLOSE.normal, 'gateway unregistered');
      else if (this.connected) this.listener.gone(CLOSE.normal, 'sandbox deleted');
      else this.listener.gone(CLOSE.notFound, problem.code);
      return;
    }
    if (this.streamOpenedAt > 0 && Date.now() - this.streamOpenedAt >= HEALTHY_AFTER_MS) this.attempt = 0;
    this.streamOpenedAt = 0;
    this.attempt += 1;
    this.listener.broken({ code: problem.code, message: problem.message, reconnecting: true });
    this.cursor.rewind();
    const delay = Math.min(FIRST_RETRY_MS * 2 ** (this.attempt - 1), MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}
