import type { Logger } from '@portcullis/core';
import type { GatewayApi, GatewayScope, GatewayStream, SandboxTarget, WatchEvent, WatchRequest } from '@portcullis/plugin-gateways';
import type { DraftCheck } from './draft-check.ts';
import { sandboxKey } from './sandbox-key.ts';

/** Status only: a snapshot is the whole signal (docs/openshell-0.0.md §b.6); no log tail, no events. */
const STATUS_ONLY: WatchRequest = { followStatus: true, followLogs: false, followEvents: false, logTailLines: 1, eventTail: 0, logsSince: 0 };
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export interface WatchedSandbox {
  scope: GatewayScope;
  /** Only what the stream is opened with: a stream lives long, and a listed sandbox carries its whole policy. */
  sandbox: SandboxTarget;
}

/** A stream opened after its owner stopped: closed at once, its cancellation error expected. */
function discard(stream: GatewayStream<WatchEvent>): void {
  stream.on('error', () => {});
  stream.cancel();
}

/** One sandbox's status-only WatchSandbox: every snapshot (and a draft update, should a gateway ever send one) is a look. */
class DraftStream {
  private readonly target: WatchedSandbox;
  private readonly deps: { gateways: GatewayApi; check: DraftCheck; logger: Logger };
  private stream: GatewayStream<WatchEvent> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private stopped = false;
  /** A snapshot came since the stream last (re)opened: chunks made meanwhile were looked at. */
  connected = false;

  constructor(target: WatchedSandbox, deps: DraftStream['deps']) {
    this.target = target;
    this.deps = deps;
  }

  async open(): Promise<void> {
    if (this.stopped) return;
    const { scope, sandbox } = this.target;
    const opened = await this.deps.gateways.sandboxes.watch(scope, sandbox, STATUS_ONLY).then(
      (stream) => stream,
      (error: unknown) => {
        this.retry(error);
        return null;
      },
    );
    if (opened && this.stopped) discard(opened);
    else if (opened) this.follow(opened);
  }

  private follow(stream: GatewayStream<WatchEvent>): void {
    const { scope, sandbox } = this.target;
    this.stream = stream;
    stream.on('data', (item) => {
      if (item.kind !== 'sandbox' && item.kind !== 'draft') return;
      this.connected = true;
      this.attempt = 0;
      void this.deps.check.check(scope, sandbox.name);
    });
    stream.on('error', (error) => {
      if (this.stream === stream) this.retry(error);
    });
    // Ended normally: the sandbox is gone; the next poll cycle no longer asks for it.
    stream.on('end', () => {
      if (this.stream === stream) this.stream = null;
      this.connected = false;
    });
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const stream = this.stream;
    this.stream = null;
    this.connected = false;
    stream?.cancel();
  }

  private retry(error: unknown): void {
    this.stream = null;
    this.connected = false;
    if (this.stopped) return;
    this.deps.logger.debug({ err: error, gateway: this.target.scope.gateway.name, sandbox: this.target.sandbox.name }, 'draft watch broke; reopening');
    this.attempt += 1;
    this.retryTimer = setTimeout(() => void this.open(), Math.min(FIRST_RETRY_MS * 2 ** (this.attempt - 1), MAX_RETRY_MS));
    this.retryTimer.unref();
  }
}

/**
 * The watch streams this replica keeps for approval detection: exactly the sandboxes the last poll cycle asked for
 * (those with a workflow, on gateways this replica owns). A sandbox whose stream is up needs no poll: the gateway
 * signals each draft change on it.
 */
export class DraftStreams {
  private readonly deps: { gateways: GatewayApi; check: DraftCheck; logger: Logger };
  private readonly streams = new Map<string, DraftStream>();

  constructor(deps: DraftStreams['deps']) {
    this.deps = deps;
  }

  /** Opens the streams of `wanted` not open yet and closes every other. */
  keep(wanted: ReadonlyMap<string, WatchedSandbox>): void {
    for (const [key, stream] of this.streams) {
      if (wanted.has(key)) continue;
      stream.stop();
      this.streams.delete(key);
    }
    for (const [key, target] of wanted) {
      if (this.streams.has(key)) continue;
      const stream = new DraftStream(target, this.deps);
      this.streams.set(key, stream);
      void stream.open();
    }
  }

  /** Whether the sandbox's stream is up (its draft changes arrive without a poll). */
  live(scope: GatewayScope, sandbox: string): boolean {
    return this.streams.get(sandboxKey(scope, sandbox))?.connected ?? false;
  }

  /** How many are held (tests and the bench look). */
  get size(): number {
    return this.streams.size;
  }

  stop(): void {
    this.keep(new Map());
  }
}
