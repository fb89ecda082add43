import { isProblem, roleAtLeast } from '@portcullis/core';
import { outcomeOf, type Target, type TargetAction, type TargetOutcome } from './target.ts';

/** A failure as a target's outcome: a problem's code and detail; nothing of unexpected errors. */
export function failedOutcome(target: Target, error: unknown): TargetOutcome {
  if (isProblem(error)) return outcomeOf(target, 'failed', error.detail, error.code);
  return outcomeOf(target, 'failed', 'An unexpected error occurred.', 'INTERNAL_ERROR');
}

/**
 * What the action would do to the target: skipped when the caller lacks the action's role on its gateway (per-gateway
 * roles included) or when the action's precheck says so, otherwise `would_run`. Only reads.
 */
export async function planTarget(target: Target, action: TargetAction): Promise<TargetOutcome> {
  if (!roleAtLeast(target.role, action.role)) {
    return outcomeOf(target, 'skipped', `needs the ${action.role} role on gateway ${target.scope.gateway.name}; you have ${target.role}`, 'FORBIDDEN');
  }
  try {
    const skip = await action.precheck(target);
    if (skip === null) return outcomeOf(target, 'would_run', null);
    return typeof skip === 'string' ? outcomeOf(target, 'skipped', skip) : outcomeOf(target, 'skipped', skip.reason, skip.code);
  } catch (error) {
    return failedOutcome(target, error);
  }
}

/** Plans the target and, when it would run, runs it. */
export async function performTarget(target: Target, action: TargetAction, signal: AbortSignal): Promise<TargetOutcome> {
  const planned = await planTarget(target, action);
  if (planned.outcome !== 'would_run') return planned;
  try {
    return outcomeOf(target, 'done', await action.run(target, signal));
  } catch (error) {
    return failedOutcome(target, error);
  }
}
