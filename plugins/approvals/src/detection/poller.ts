import type { Logger } from '@portcullis/core';
import type { GatewayRecord, GatewayRegistry, GatewayScope, PolicyChunk, SandboxBrief } from '@portcullis/plugin-gateways';
import type { ChunkStore } from '../chunks/store.ts';
import { mapLimited } from '../limited.ts';
import type { DraftGateway } from '../upstream/drafts.ts';
import type { DraftStreams, WatchedSandbox } from './draft-streams.ts';
import type { IdleBackoff } from './idle-backoff.ts';
import type { DraftStreamInterest } from './interest.ts';
import type { ChunkObserver } from './observer.ts';
import { keyOf, sandboxKey } from './sandbox-key.ts';

export interface PollerDependencies {
  registry: GatewayRegistry;
  drafts: DraftGateway;
  chunks: ChunkStore;
  observer: ChunkObserver;
  streams: DraftStreams;
  backoff: IdleBackoff;
  interest: () => readonly DraftStreamInterest[];
  logger: Logger;
  concurrency: number;
  /** How many running sandboxes of one gateway get a watch stream (those some plugin is interested in first). */
  watchPerGateway: number;
}

/** What one cycle gathers: pending chunks per gateway, and the sandboxes to keep a stream on. */
interface CycleState {
  pending: Map<string, number>;
  /** Keys of the sandboxes some plugin wants streamed. */
  interesting: Set<string>;
  /** Per gateway, the workspaces besides its default that it has chunks in. */
  workspaces: Map<string, string[]>;
  wanted: Map<string, WatchedSandbox>;
}

/** The running sandboxes of one gateway workspace. */
interface RunningIn {
  scope: GatewayScope;
  running: SandboxBrief[];
}

/**
 * The `approvals.poll` task, run by every replica for the gateways it owns (a sharded task, docs/plugins.md) that
 * are not known to be unreachable. Up to `watchPerGateway` running sandboxes of each gateway get a watch stream,
 * whose snapshots signal draft changes (docs/openshell-0.0.md §b.6), and are not polled while it is up: those some
 * plugin is interested in (a workflow) first, then the others by name. The remaining running sandboxes are polled
 * (GetDraftPolicy), less often while they stay idle. Whatever is seen goes through the observer. A gateway that fails
 * is skipped until the next cycle; failures raise no events (the health monitor reports gateways).
 */
export class ApprovalPoller {
  private readonly deps: PollerDependencies;
  /** Pending chunks per gateway as the last finished cycle knew them upstream, and when it finished. */
  private lastCycle: { finishedAt: number; pending: Map<string, number> } | null = null;

  constructor(deps: PollerDependencies) {
    this.deps = deps;
  }

  async runCycle(signal: AbortSignal, owns: (gateway: string) => boolean = () => true): Promise<void> {
    const gateways = (await this.deps.registry.list()).filter((gateway) => gateway.status !== 'unreachable' && owns(gateway.name));
    const names = gateways.map((gateway) => gateway.name);
    const cycle: CycleState = {
      pending: new Map(),
      interesting: await this.interestingIn(names),
      workspaces: await this.deps.chunks.workspacesOf(names),
      wanted: new Map(),
    };
    await mapLimited(gateways, this.deps.concurrency, (gateway) => this.pollGateway(gateway, cycle, signal), signal);
    if (signal.aborted) return;
    // Streams of sandboxes that stopped, lost their workflow, or whose gateway another replica owns now, close.
    this.deps.streams.keep(cycle.wanted);
    this.deps.backoff.endCycle();
    this.lastCycle = { finishedAt: Date.now(), pending: cycle.pending };
  }

  /**
   * What the last cycle counted (portcullis_approvals_pending) for the gateways this replica owned, unless it is
   * older than `maxAgeMs`: on a replica that no longer runs the poll the figures would only grow stale.
   */
  pendingSeen(maxAgeMs: number): Map<string, number> {
    return this.lastCycle && Date.now() - this.lastCycle.finishedAt <= maxAgeMs ? this.lastCycle.pending : new Map();
  }

  /** Keys of the sandboxes on these gateways that some plugin wants streamed. */
  private async interestingIn(names: string[]): Promise<Set<string>> {
    const keys = new Set<string>();
    if (names.length === 0) return keys;
    for (const interest of this.deps.interest()) {
      for (const wanted of await interest.sandboxes(names)) keys.add(keyOf(wanted.gateway, wanted.workspace, wanted.sandbox));
    }
    return keys;
  }

  private async pollGateway(gateway: GatewayRecord, cycle: CycleState, signal: AbortSignal): Promise<void> {
    const workspaces = new Set([gateway.defaultWorkspace, ...(cycle.workspaces.get(gateway.name) ?? [])]);
    const listed: RunningIn[] = [];
    for (const workspace of workspaces) {
      if (signal.aborted) return;
      const scope = { gateway, workspace };
      try {
        const running = (await this.deps.drafts.sandboxes(scope, signal)).filter((sandbox) => sandbox.phase === 'READY' && sandbox.name !== '');
        listed.push({ scope, running });
      } catch (error) {
        this.deps.logger.debug({ err: error, gateway: gateway.name, workspace }, 'approval poll skipped a gateway workspace');
      }
    }
    for (const watched of this.watchedOf(listed, cycle.interesting)) cycle.wanted.set(sandboxKey(watched.scope, watched.sandbox.name), watched);
    for (const { scope, running } of listed) {
      if (signal.aborted) return;
      const seen = await this.pollWorkspace(scope, running, cycle, signal);
      cycle.pending.set(gateway.name, (cycle.pending.get(gateway.name) ?? 0) + seen);
    }
  }

  /** The gateway's sandboxes that get a watch stream: the interesting ones first, then the others by name, up to the cap. */
  private watchedOf(listed: RunningIn[], interesting: Set<string>): WatchedSandbox[] {
    const all = listed.flatMap(({ scope, running }) =>
      running.map(({ name, id }) => {
        const key = sandboxKey(scope, name);
        return { key, first: interesting.has(key), watched: { scope, sandbox: { name, id } } };
      }),
    );
    // A plain comparison of the keys: the order only has to be the same at every cycle and on every replica.
    all.sort((a, b) => (a.first !== b.first ? (a.first ? -1 : 1) : a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return all.slice(0, this.deps.watchPerGateway).map((each) => each.watched);
  }

  /** Returns how many pending chunks the workspace's running sandboxes have, as far as this replica knows. */
  private async pollWorkspace(scope: GatewayScope, running: SandboxBrief[], cycle: CycleState, signal: AbortSignal): Promise<number> {
    const { backoff, streams } = this.deps;
    const due: SandboxBrief[] = [];
    for (const sandbox of running) {
      const key = sandboxKey(scope, sandbox.name);
      // A live stream already told us of every change; due() still runs for the others, to count their idle cycles.
      if (!(cycle.wanted.has(key) && streams.live(scope, sandbox.name)) && backoff.due(key)) due.push(sandbox);
    }
    const results = await mapLimited(due, this.deps.concurrency, (sandbox) => this.pollSandbox(scope, sandbox.name, signal), signal);
    results.forEach((result, index) => {
      if (!result.ok) this.deps.logger.debug({ err: result.error, gateway: scope.gateway.name, sandbox: due[index]!.name }, 'approval poll skipped a sandbox');
    });
    return running.reduce((sum, sandbox) => sum + backoff.pendingOf(sandboxKey(scope, sandbox.name)), 0);
  }

  private async pollSandbox(scope: GatewayScope, sandbox: string, signal: AbortSignal): Promise<void> {
    const chunks = await this.deps.drafts.chunks(scope, sandbox, 'pending', signal);
    await this.deps.observer.observe(scope, sandbox, chunks);
    this.deps.backoff.polled(sandboxKey(scope, sandbox), fingerprint(chunks), chunks.length);
  }
}

/** Changes when a pending chunk comes, goes, is hit again or is edited. */
function fingerprint(chunks: PolicyChunk[]): string {
  return chunks
    .map((chunk) => `${chunk.id}:${chunk.hitCount}:${chunk.ruleName}`)
    .sort()
    .join(',');
}
