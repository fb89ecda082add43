import type { Logger } from '@portcullis/core';
import type { GatewaySandbox, LogLine, PlatformEvent } from '@portcullis/plugin-gateways';
import { CONTRIBUTED_FIELD_DEFAULTS } from '../sandbox/detail-fields.ts';
import { type SandboxContext, sandboxJson } from '../sandbox/json.ts';
import type { SandboxKey } from '../sandbox/metadata-store.ts';
import type { ClientChannel } from './client-channel.ts';
import { errorFrame, eventFrame, type Frame, logFrame, type StreamError, statusFrame } from './messages.ts';
import { UpstreamWatch, type WatchListener, type WatchSource } from './upstream-watch.ts';

/** Our side of a status message, for the sandbox with this upstream id (stale metadata is not applied). */
export type ContextOf = (sandboxId: string) => SandboxContext;

export interface FeedOptions {
  key: SandboxKey;
  source: WatchSource;
  /** Labels, description and contributed fields for status messages (read from our stores, not the gateway). */
  context: () => Promise<ContextOf>;
  /** Each fresh snapshot from upstream (the sandbox changed: phase, policy, draft activity). */
  changed: () => void;
  replayLines: number;
  lingerMs: number;
  clock: () => number;
  logger: Logger;
  /** Called once the feed has closed for good (the hub forgets it). */
  closed: (feed: SandboxFeed) => void;
}

/**
 * Everything the viewers of one sandbox share: one upstream watch, the latest status and the recent log lines for
 * viewers who join later, and the set of viewers. Each upstream item is encoded once and offered to every viewer.
 */
export class SandboxFeed implements WatchListener {
  readonly key: SandboxKey;
  private readonly options: FeedOptions;
  private readonly upstream: UpstreamWatch;
  private readonly clients = new Set<ClientChannel>();
  private readonly recentLogs: Frame[] = [];
  private latest: GatewaySandbox | null = null;
  private latestStatus: Frame | null = null;
  private contextOf: ContextOf;
  private lingerTimer: NodeJS.Timeout | null = null;
  private ended = false;

  constructor(options: FeedOptions) {
    this.key = options.key;
    this.options = options;
    this.contextOf = () => ({
      gateway: options.key.gateway,
      workspace: options.key.workspace,
      metadata: { labels: {}, description: null },
      contributed: CONTRIBUTED_FIELD_DEFAULTS,
    });
    this.upstream = new UpstreamWatch(options.source, this, { replayLines: options.replayLines });
    // Our metadata is read before the upstream opens, so the first status already carries the labels.
    void this.loadContext().then(() => {
      if (!this.ended) this.upstream.start();
    });
  }

  get viewers(): number {
    return this.clients.size;
  }

  /** Messages dropped for the current viewers, all together. */
  get dropped(): number {
    let total = 0;
    for (const client of this.clients) total += client.dropped;
    return total;
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** A new viewer gets the latest status and the recent lines, then everything live. */
  join(client: ClientChannel): void {
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
    this.clients.add(client);
    const now = this.options.clock();
    if (this.latestStatus) client.offer(this.latestStatus, now);
    for (const line of this.recentLogs) client.offer(line, now);
  }

  /** The last viewer leaving keeps the upstream open a little longer (a page reload reuses it). */
  leave(client: ClientChannel): void {
    if (!this.clients.delete(client) || this.clients.size > 0 || this.ended) return;
    this.lingerTimer = setTimeout(() => this.end(), this.options.lingerMs);
    this.lingerTimer.unref();
  }

  broadcast(message: Frame): void {
    const now = this.options.clock();
    for (const client of this.clients) client.offer(message, now);
  }

  heartbeat(now: number, idleMs: number): void {
    for (const client of this.clients) client.heartbeatIfIdle(now, idleMs);
  }

  /** Labels or description changed: re-read them and send a fresh status. */
  refreshContext(): void {
    void this.loadContext().then(() => this.sendStatus());
  }

  /** Closes every viewer with this code and reason, and the upstream. */
  close(code: number, reason: string): void {
    for (const client of this.clients) client.close(code, reason);
    this.clients.clear();
    this.end();
  }

  // ----- WatchListener: what the upstream watch reports -----

  snapshot(sandbox: GatewaySandbox): void {
    this.latest = sandbox;
    this.sendStatus();
    this.options.changed();
    // Snapshots are rare (phase and policy changes): re-reading our side behind each keeps the next one current.
    void this.loadContext();
  }

  log(line: LogLine): void {
    const message = logFrame(line);
    if (this.options.replayLines > 0) {
      this.recentLogs.push(message);
      if (this.recentLogs.length > this.options.replayLines) this.recentLogs.shift();
    }
    this.broadcast(message);
  }

  event(event: PlatformEvent): void {
    this.broadcast(eventFrame(event));
  }

  broken(error: StreamError): void {
    this.options.logger.warn({ gateway: this.key.gateway, sandbox: this.key.name, code: error.code }, 'sandbox watch broke; reconnecting');
    this.broadcast(errorFrame(error));
  }

  gone(code: number, reason: string): void {
    if (code !== 1000)
      this.broadcast(errorFrame({ code: reason, message: `Sandbox ${this.key.name} was not found on gateway ${this.key.gateway}.`, reconnecting: false }));
    this.close(code, reason);
  }

  // ----- internals -----

  private sendStatus(): void {
    if (!this.latest || this.ended) return;
    this.latestStatus = statusFrame(sandboxJson(this.latest, this.contextOf(this.latest.id)));
    this.broadcast(this.latestStatus);
  }

  private async loadContext(): Promise<void> {
    try {
      this.contextOf = await this.options.context();
    } catch (error) {
      this.options.logger.warn({ err: error, sandbox: this.key.name }, 'could not read sandbox metadata for the live stream');
    }
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.upstream.stop();
    this.options.closed(this);
  }
}
