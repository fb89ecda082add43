import type { Actor, ResolveService, Role } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxJson } from '@portcullis/plugin-sandboxes';

/** One sandbox or (`sandbox` null) one gateway a fleet action selected, with the caller's role on its gateway. */
export interface Target {
  scope: GatewayScope;
  sandbox: SandboxJson | null;
  role: Role;
}

export interface SandboxTarget extends Target {
  sandbox: SandboxJson;
}

/** Why a target is left alone: a reason, or a reason with the code of the problem behind it. */
export type Skip = string | { reason: string; code: string };

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

/** By name or by ref (an optional plugin's exported service). */
export type Resolve = ResolveService;

/** An action on each selected sandbox. */
export interface SandboxAction {
  /** Why the target is left alone (already as wanted, pinned, in the wrong state), or null when it would run. */
  precheck(target: SandboxTarget): Promise<string | null>;
  /**
   * Performs the effect through the owning plugin's service; returns a note for the outcome, or null. `signal`
   * aborts on cancel: only waits after the effect may stop early, never the effect's own gateway call.
   */
  run(target: SandboxTarget, signal: AbortSignal): Promise<string | null>;
}

/** An action bound to its parameters and the caller: what it selects, the role it needs on each target's gateway. */
export interface TargetAction {
  /** `sandboxes`: every sandbox the selector finds; `gateways`: every gateway it finds (`sandbox` null). */
  selects: 'sandboxes' | 'gateways';
  /** On a `gateways` action, the workspace acted in (null: each gateway's default workspace). */
  workspace: string | null;
  role: Role;
  precheck(target: Target): Promise<Skip | null>;
  run(target: Target, signal: AbortSignal): Promise<string | null>;
}

/** A sandbox action as the fleet runs it: the operator role on each sandbox's gateway. */
export function forSandboxes(action: SandboxAction): TargetAction {
  return {
    selects: 'sandboxes',
    workspace: null,
    role: 'operator',
    precheck: (target) => action.precheck(sandboxTarget(target)),
    run: (target, signal) => action.run(sandboxTarget(target), signal),
  };
}

function sandboxTarget(target: Target): SandboxTarget {
  if (target.sandbox === null) throw new Error(`a sandbox action was given gateway ${target.scope.gateway.name} without a sandbox`);
  return { scope: target.scope, sandbox: target.sandbox, role: target.role };
}

export interface BindContext {
  resolve: Resolve;
  actor: Actor;
}

export function outcomeOf(target: Target, outcome: TargetOutcome['outcome'], reason: string | null, code: string | null = null): TargetOutcome {
  return { gateway: target.scope.gateway.name, sandbox: target.sandbox?.name ?? null, outcome, reason, code };
}
