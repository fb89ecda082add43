import { isProblem, type Logger, type MetricCounter, type Metrics } from '@portcullis/core';
import type { GatewayApi, GatewayRegistry, SandboxSnapshotObserver } from '@portcullis/plugin-gateways';
import type { WebSocket } from 'ws';
import type { MetadataStore, SandboxKey } from '../sandbox/metadata-store.ts';
import type { Sandboxes } from '../sandbox/sandboxes.ts';
import { type ChannelSettings, ClientChannel } from './client-channel.ts';
import { type ContextOf, SandboxFeed } from './feed.ts';
import { CLOSE, errorFrame, frame } from './messages.ts';
import type { WatchSource } from './upstream-watch.ts';

export interface HubSettings extends ChannelSettings {
  heartbeatIdleMs: number;
  lingerMs: number;
  replayLines: number;
}

export interface HubDependencies {
  gateways: GatewayApi;
  registry: GatewayRegistry;
  sandboxes: Sandboxes;
  metadata: MetadataStore;
  logger: Logger;
  metrics: Metrics;
  settings: HubSettings;
  /** Told of every snapshot a feed receives (docs/plugins.md): the stream is open for the viewers anyway. */
  snapshotObservers: () => readonly SandboxSnapshotObserver[];
}

export interface ViewerTarget {
  gateway: string;
  /** Absent: the gateway's default workspace. */
  workspace?: string | undefined;
  name: string;
}

/** Approval events carry the gateway and sandbox they concern (and the workspace when there is one). */
export interface ApprovalEventData {
  gateway?: unknown;
  sandbox?: unknown;
  workspace?: unknown;
}

const keyString = (key: SandboxKey) => `${key.gateway}\u0000${key.workspace}\u0000${key.name}`;

/**
 * The live stream behind `/ws/{gw}/{name}`: one feed (one upstream WatchSandbox) per sandbox, shared by all of its
 * viewers on this replica, opened by the first viewer and closed shortly after the last one left. Approval events
 * from any replica are pushed to the viewers of the sandbox they concern.
 */
export class LiveHub {
  private readonly deps: HubDependencies;
  private readonly feeds = new Map<string, SandboxFeed>();
  /** portcullis_websocket_dropped_messages_total: messages a slow viewer's full queue could not take. */
  private readonly dropped: MetricCounter;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(deps: HubDependencies) {
    this.deps = deps;
    this.dropped = deps.metrics.counter(
      'websocket_dropped_messages_total',
      'Messages dropped for slow WebSocket viewers of sandbox streams (their queue was full).',
      [],
    );
  }

  /**
   * The viewer's workspace: the one it names (checked against the gateway's workspaces, as every gateway-scoped
   * request's), else the gateway's default.
   */
  private async workspaceOf(target: ViewerTarget): Promise<string> {
    const gateway = await this.deps.registry.require(target.gateway);
    if (target.workspace === undefined) return gateway.defaultWorkspace;
    await this.deps.gateways.workspaces.require(gateway, target.workspace);
    return target.workspace;
  }

  /** Adds a connected viewer; an unknown gateway or (on a 0.1 gateway) workspace closes it with 4404. */
  async attach(socket: WebSocket, target: ViewerTarget): Promise<void> {
    let workspace: string;
    try {
      workspace = await this.workspaceOf(target);
    } catch (error) {
      if (!isProblem(error) || error.status !== 404) throw error;
      socket.send(errorFrame({ code: error.code, message: error.detail, reconnecting: false }));
      socket.close(CLOSE.notFound, error.code);
      return;
    }
    if (this.stopped || socket.readyState !== socket.OPEN) return;
    const channel = new ClientChannel(socket, this.deps.settings, Date.now(), () => this.dropped.inc());
    const feed = this.feedFor({ gateway: target.gateway, workspace, name: target.name });
    channel.onClosed = () => feed.leave(channel);
    feed.join(channel);
    socket.once('close', () => channel.markClosed());
  }

  /** Pushes an approval event to the viewers of its sandbox (`{type: "approval", data: {...event.data, event}}`). */
  pushApproval(name: string, data: ApprovalEventData): void {
    if (typeof data.gateway !== 'string' || typeof data.sandbox !== 'string') return;
    const message = frame('approval', { ...data, event: name });
    for (const feed of this.feeds.values()) {
      const { key } = feed;
      if (key.gateway === data.gateway && key.name === data.sandbox && (typeof data.workspace !== 'string' || data.workspace === key.workspace))
        feed.broadcast(message);
    }
  }

  /** Deleted (here or on another replica): its viewers are closed cleanly with 1000. */
  sandboxDeleted(key: SandboxKey): void {
    this.feeds.get(keyString(key))?.close(CLOSE.normal, 'sandbox deleted');
  }

  gatewayUnregistered(gateway: string): void {
    for (const feed of [...this.feeds.values()]) if (feed.key.gateway === gateway) feed.close(CLOSE.normal, 'gateway unregistered');
  }

  /** Labels or description changed: viewers get a fresh status. */
  metadataChanged(key: SandboxKey): void {
    this.feeds.get(keyString(key))?.refreshContext();
  }

  /** Open feeds, connected viewers and what was dropped for them (tests and the bench look at it). */
  stats(): { feeds: number; viewers: number; dropped: number } {
    let viewers = 0;
    let dropped = 0;
    for (const feed of this.feeds.values()) {
      viewers += feed.viewers;
      dropped += feed.dropped;
    }
    return { feeds: this.feeds.size, viewers, dropped };
  }

  stop(): void {
    this.stopped = true;
    for (const feed of [...this.feeds.values()]) feed.close(CLOSE.goingAway, 'service stopping');
    this.updateHeartbeat();
  }

  private feedFor(key: SandboxKey): SandboxFeed {
    const id = keyString(key);
    const existing = this.feeds.get(id);
    if (existing && !existing.isEnded) return existing;
    const { settings, logger } = this.deps;
    const feed = new SandboxFeed({
      key,
      source: this.source(key),
      context: () => this.context(key),
      changed: () => this.changed(key),
      replayLines: settings.replayLines,
      lingerMs: settings.lingerMs,
      clock: Date.now,
      logger,
      closed: (closed) => {
        if (this.feeds.get(id) === closed) this.feeds.delete(id);
        this.updateHeartbeat();
      },
    });
    this.feeds.set(id, feed);
    this.updateHeartbeat();
    return feed;
  }

  /** Opening resolves the gateway and the sandbox id again each time: both may have changed since the last try. */
  private source(key: SandboxKey): WatchSource {
    const { gateways, registry, sandboxes } = this.deps;
    return {
      open: async (request) => {
        const scope = { gateway: await registry.require(key.gateway), workspace: key.workspace };
        const sandbox = await sandboxes.fetch(scope, key.name);
        return gateways.sandboxes.watch(scope, sandbox, request);
      },
      describe: (error) => {
        if (isProblem(error)) return { status: error.status, code: error.code, message: error.detail };
        this.deps.logger.error({ err: error, sandbox: key.name }, 'sandbox watch failed unexpectedly');
        return { status: 500, code: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' };
      },
    };
  }

  private changed(key: SandboxKey): void {
    const observers = this.deps.snapshotObservers();
    if (observers.length === 0) return;
    void this.deps.registry.require(key.gateway).then(
      (gateway) => {
        for (const observer of observers) observer.changed({ gateway, workspace: key.workspace }, key.name);
      },
      (error: unknown) => this.deps.logger.debug({ err: error, gateway: key.gateway }, 'sandbox snapshot not passed on'),
    );
  }

  private async context(key: SandboxKey): Promise<ContextOf> {
    const metadataOf = await this.deps.metadata.reader(key);
    const contributed = (await this.deps.sandboxes.contributed(key, [key.name])).get(key.name)!;
    return (sandboxId) => ({ gateway: key.gateway, workspace: key.workspace, metadata: metadataOf(sandboxId), contributed });
  }

  /** One timer for every viewer on this replica, running only while there are feeds. */
  private updateHeartbeat(): void {
    if (this.feeds.size > 0 && !this.heartbeatTimer) {
      const idle = this.deps.settings.heartbeatIdleMs;
      this.heartbeatTimer = setInterval(
        () => {
          const now = Date.now();
          for (const feed of this.feeds.values()) feed.heartbeat(now, idle);
        },
        Math.min(1000, Math.max(25, Math.floor(idle / 4))),
      );
      this.heartbeatTimer.unref();
    } else if (this.feeds.size === 0 && this.heartbeatTimer) {
      clearInterval(this.heartbeatTimer);
      this.heartbeatTimer = null;
    }
  }
}
