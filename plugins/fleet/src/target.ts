import type { Actor, Role, ServiceMap } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxJson } from '@portcullis/plugin-sandboxes';

/** One sandbox a fleet action selected, with the caller's role on its gateway. */
export interface Target {
  scope: GatewayScope;
  sandbox: SandboxJson;
  role: Role;
}

/**
 * What happened (or, in a dry run, would happen) to one target. `sandbox` is null for an entry about a whole
 * gateway (unreachable, unknown, or one the caller has no role on). `code` names a failure's problem.
 */
export interface TargetOutcome {
  gateway: string;
  sandbox: string | null;
  outcome: 'would_run' | 'done' | 'skipped' | 'failed';
  reason: string | null;
  code: string | null;
}

export type Resolve = <K extends keyof ServiceMap>(name: K) => ServiceMap[K];

/** An action bound to its parameters and the caller. */
export interface TargetAction {
  /** Why the target is left alone (already as wanted, pinned, in the wrong state), or null when it would run. */
  precheck(target: Target): Promise<string | null>;
  /**
   * Performs the effect through the owning plugin's service; returns a note for the outcome, or null. `signal`
   * aborts on cancel: only waits after the effect may stop early, never the effect's own gateway call.
   */
  run(target: Target, signal: AbortSignal): Promise<string | null>;
}

export interface BindContext {
  resolve: Resolve;
  actor: Actor;
}

export function outcomeOf(target: Target, outcome: TargetOutcome['outcome'], reason: string | null, code: string | null = null): TargetOutcome {
  return { gateway: target.scope.gateway.name, sandbox: target.sandbox.name, outcome, reason, code };
}
