import { isProblem, roleAtLeast } from '@portcullis/core';
import { outcomeOf, type Target, type TargetAction, type TargetOutcome } from './target.ts';

/** A failure as a target's outcome: a problem's code and detail; nothing of unexpected errors. */
export function failedOutcome(target: Target, error: unknown): TargetOutcome {
  if (isProblem(error)) return outcomeOf(target, 'failed', error.detail, error.code);
  return outcomeOf(target, 'failed', 'An unexpected error occurred.', 'INTERNAL_ERROR');
}

/**
 * What the action would do to the target: skipped when the caller is not an operator on its gateway (per-gateway
 * roles included) or when the action's precheck says so, otherwise `would_run`. Only reads.
 */
export async function planTarget(target: Target, action: TargetAction): Promise<TargetOutcome> {
  if (!roleAtLeast(target.role, 'operator')) {
    return outcomeOf(target, 'skipped', `needs the operator role on gateway ${target.scope.gateway.name}; you have ${target.role}`, 'FORBIDDEN');
  }
  try {
    const reason = await action.precheck(target);
    return reason ? outcomeOf(target, 'skipped', reason) : outcomeOf(target, 'would_run', null);
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
