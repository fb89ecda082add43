import { type Actor, isProblem } from '@portcullis/core';
import { forEachLimited, type GatewayRecord, matchesLabels } from '@portcullis/plugin-gateways';
import type { Selector } from './request.ts';
import type { Resolve, Target, TargetOutcome } from './target.ts';

/** The selected sandboxes, and entries for gateways whose sandboxes could not (or may not) be looked at. */
export interface Resolution {
  targets: Target[];
  gateways: TargetOutcome[];
}

export interface ResolveOptions {
  resolve: Resolve;
  actor: Actor;
  /** How long one gateway may take to list its sandboxes. */
  timeoutMs: number;
  /** How many gateways are listed at once. */
  concurrency: number;
  signal: AbortSignal;
}

function gatewayEntry(gateway: string, outcome: 'skipped' | 'failed', reason: string, code: string | null = null): TargetOutcome {
  return { gateway, sandbox: null, outcome, reason, code };
}

/**
 * Finds what the selector names: gateways by name and labels, then each gateway's sandboxes (its default
 * workspace) by labels and state. Only reads: ListSandboxes on gateways the caller has a role on, each bounded by
 * `timeoutMs` so an unreachable gateway is reported rather than waited on.
 */
export async function resolveTargets(selector: Selector, options: ResolveOptions): Promise<Resolution> {
  const registered = await options.resolve('gatewayRegistry').list();
  const known = new Set(registered.map((gateway) => gateway.name));
  const unknown = (selector.gateways ?? [])
    .filter((name) => !known.has(name))
    .map((name) => gatewayEntry(name, 'skipped', 'no gateway of that name', 'GATEWAY_NOT_FOUND'));
  const chosen = registered.filter(
    (gateway) => (selector.gateways === null || selector.gateways.includes(gateway.name)) && matchesLabels(gateway.labels, selector.gatewayLabels),
  );
  const perGateway: Resolution[] = [];
  const [error] = await forEachLimited(chosen, options.concurrency, async (gateway) => {
    perGateway.push(await targetsOf(gateway, selector, options));
  });
  if (error) throw error;
  return {
    targets: perGateway.flatMap((found) => found.targets).sort(byName),
    gateways: [...unknown, ...perGateway.flatMap((found) => found.gateways)].sort((a, b) => a.gateway.localeCompare(b.gateway)),
  };
}

async function targetsOf(gateway: GatewayRecord, selector: Selector, options: ResolveOptions): Promise<Resolution> {
  const role = await options.resolve('access').effectiveRole(options.actor, gateway.name);
  // Without any role on it, even its sandboxes' names are not the caller's to see.
  if (role === null) return { targets: [], gateways: [gatewayEntry(gateway.name, 'skipped', 'you have no role on this gateway', 'FORBIDDEN')] };
  const scope = { gateway, workspace: gateway.defaultWorkspace };
  const deadline = AbortSignal.timeout(options.timeoutMs);
  try {
    const sandboxes = await options.resolve('sandboxes').list(scope, AbortSignal.any([options.signal, deadline]));
    const targets = sandboxes
      .filter((sandbox) => matchesLabels(sandbox.labels, selector.sandboxLabels) && (selector.states === null || selector.states.includes(sandbox.state)))
      .map((sandbox) => ({ scope, sandbox, role }));
    return { targets, gateways: [] };
  } catch (error) {
    return { targets: [], gateways: [unreachable(gateway.name, error, deadline.aborted ? options.timeoutMs : null)] };
  }
}

/** A gateway whose sandboxes could not be listed: it timed out, or the call failed with a problem. */
function unreachable(gateway: string, error: unknown, timedOutAfterMs: number | null): TargetOutcome {
  if (timedOutAfterMs !== null)
    return gatewayEntry(gateway, 'failed', `unreachable: no answer within ${Math.round(timedOutAfterMs / 1000)} s`, 'GATEWAY_TIMEOUT');
  if (isProblem(error)) return gatewayEntry(gateway, 'failed', `unreachable: ${error.detail}`, error.code);
  return gatewayEntry(gateway, 'failed', 'unreachable: an unexpected error occurred', 'INTERNAL_ERROR');
}

function byName(a: Target, b: Target): number {
  return a.scope.gateway.name.localeCompare(b.scope.gateway.name) || a.sandbox.name.localeCompare(b.sandbox.name);
}
