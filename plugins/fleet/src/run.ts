import { type Actor, OperationFailure, type OperationHandle, Problem } from '@portcullis/core';
import { forEachBounded } from './bounded.ts';
import type { FleetConfig } from './config.ts';
import { performTarget, planTarget } from './plan.ts';
import type { ActionName, Selector } from './request.ts';
import { type Resolution, resolveTargets } from './resolve-targets.ts';
import { outcomeOf, type Resolve, type Target, type TargetAction, type TargetOutcome } from './target.ts';

export interface FleetRun {
  action: ActionName;
  selector: Selector;
  bound: TargetAction;
  resolve: Resolve;
  actor: Actor;
  config: FleetConfig;
}

export interface FleetResult {
  action: ActionName;
  targets: TargetOutcome[];
  summary: { done: number; skipped: number; failed: number };
}

function resolveFor(run: FleetRun, signal: AbortSignal): Promise<Resolution> {
  return resolveTargets(run.selector, {
    resolve: run.resolve,
    actor: run.actor,
    timeoutMs: run.config.gateway_timeout_seconds * 1000,
    concurrency: run.config.concurrency,
    selects: run.bound.selects,
    workspace: run.bound.workspace,
    signal,
  });
}

function tooMany(count: number, config: FleetConfig): string {
  return `The selector finds ${count} targets; at most ${config.max_targets} (SERVICE_FLEET_MAX_TARGETS) may be acted on at once.`;
}

function limits(config: FleetConfig) {
  return { overall: config.concurrency, perKey: config.gateway_concurrency };
}

const gatewayOf = (target: Target) => target.scope.gateway.name;

/** The dry run: every target with what would happen to it. Only reads, with the run's concurrency bounds. */
export async function previewFleetAction(run: FleetRun, signal: AbortSignal): Promise<TargetOutcome[]> {
  const resolution = await resolveFor(run, signal);
  if (resolution.targets.length > run.config.max_targets)
    throw new Problem(422, 'TOO_MANY_TARGETS', { detail: tooMany(resolution.targets.length, run.config) });
  const planned = new Map<Target, TargetOutcome>();
  await forEachBounded(
    resolution.targets,
    gatewayOf,
    limits(run.config),
    async (target) => {
      planned.set(target, await planTarget(target, run.bound));
    },
    signal,
  );
  return [...resolution.gateways, ...resolution.targets.map((target) => planned.get(target) ?? outcomeOf(target, 'skipped', 'not looked at (request ended)'))];
}

/**
 * The operation's work: resolves the targets, then performs each (bounded per gateway and overall), reporting every
 * outcome as a progress step as it happens. Cancelled, it starts no further target; those are listed as skipped.
 */
export async function runFleetAction(run: FleetRun, handle: OperationHandle): Promise<FleetResult> {
  const resolution = await resolveFor(run, handle.signal);
  if (resolution.targets.length > run.config.max_targets) throw new OperationFailure('TOO_MANY_TARGETS', tooMany(resolution.targets.length, run.config));
  const progress = new ProgressReporter(handle, resolution.gateways.length + resolution.targets.length);
  for (const entry of resolution.gateways) progress.report(entry);
  const outcomes = new Map<Target, TargetOutcome>();
  const notStarted = await forEachBounded(
    resolution.targets,
    gatewayOf,
    limits(run.config),
    async (target) => {
      const outcome = await performTarget(target, run.bound, handle.signal);
      outcomes.set(target, outcome);
      progress.report(outcome);
    },
    handle.signal,
  );
  for (const target of notStarted) {
    const outcome = outcomeOf(target, 'skipped', 'cancelled before it started', 'CANCELLED');
    outcomes.set(target, outcome);
    progress.report(outcome);
  }
  await progress.flushed();
  const targets = [...resolution.gateways, ...resolution.targets.map((target) => outcomes.get(target)!)];
  return { action: run.action, targets, summary: summarise(targets) };
}

function summarise(targets: TargetOutcome[]): FleetResult['summary'] {
  const count = (outcome: TargetOutcome['outcome']) => targets.filter((target) => target.outcome === outcome).length;
  return { done: count('done'), skipped: count('skipped'), failed: count('failed') };
}

/**
 * One progress step per outcome, in order: steps are written one after another so that none is lost to another
 * written at the same moment (each is a step of the operation's stream).
 */
class ProgressReporter {
  private readonly handle: OperationHandle;
  private readonly total: number;
  private reported = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(handle: OperationHandle, total: number) {
    this.handle = handle;
    this.total = total;
  }

  report(outcome: TargetOutcome): void {
    this.reported += 1;
    const percent = this.total === 0 ? 100 : (this.reported / this.total) * 100;
    const message = `${outcome.outcome} ${outcome.gateway}/${outcome.sandbox ?? '*'}${outcome.reason ? `: ${outcome.reason}` : ''}`;
    this.chain = this.chain.then(() => this.handle.progress(percent, message));
  }

  flushed(): Promise<void> {
    return this.chain;
  }
}
