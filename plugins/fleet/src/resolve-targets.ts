import { type Actor, isProblem, type Role } from '@portcullis/core';
import { forEachLimited, type GatewayRecord, matchesLabels } from '@portcullis/plugin-gateways';
import { namedSandbox, type Selector } from './request.ts';
import type { Resolve, Target, TargetOutcome } from './target.ts';

/**
 * The selected sandboxes, and entries for gateways whose sandboxes could not (or may not) be looked at and for
 * named sandboxes that are not there.
 */
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
  /** `gateways`: each chosen gateway is one target (in `workspace`, or its default one), and nothing is listed. */
  selects: 'sandboxes' | 'gateways';
  workspace: string | null;
  signal: AbortSignal;
}

function gatewayEntry(gateway: string, outcome: 'skipped' | 'failed', reason: string, code: string | null = null): TargetOutcome {
  return { gateway, sandbox: null, outcome, reason, code };
}

/**
 * Finds what the selector names: gateways by name and labels, then (for a sandbox action) each gateway's sandboxes
 * (its default workspace) by labels and state. Only reads: ListSandboxes on gateways the caller has a role on, each bounded by
 * `timeoutMs` so an unreachable gateway is reported rather than waited on. A gateway the caller has no role on is
 * not the caller's to see at all: it is selected by nothing, and named it answers as an unknown one does.
 */
export async function resolveTargets(selector: Selector, options: ResolveOptions): Promise<Resolution> {
  const wanted = namedGateways(selector);
  const named = (await options.resolve('gatewayRegistry').list()).filter((gateway) => wanted === null || wanted.has(gateway.name));
  const visible = await withRoles(named, options);
  const known = new Set(visible.map(({ gateway }) => gateway.name));
  const unknown = [...(wanted ?? [])]
    .filter((name) => !known.has(name))
    .map((name) => gatewayEntry(name, 'skipped', 'no gateway of that name', 'GATEWAY_NOT_FOUND'));
  const chosen = visible.filter(({ gateway }) => matchesLabels(gateway.labels, selector.gatewayLabels));
  const perGateway: Resolution[] = [];
  const [error] = await forEachLimited(chosen, options.concurrency, async ({ gateway, role }) => {
    perGateway.push(await targetsOf(gateway, role, selector, options));
  });
  if (error) throw error;
  return {
    targets: perGateway.flatMap((found) => found.targets).sort(byName),
    gateways: [...unknown, ...perGateway.flatMap((found) => found.gateways)].sort((a, b) => a.gateway.localeCompare(b.gateway)),
  };
}

/**
 * The gateways the selector names (by `gateways`, and by the gateways of the `sandboxes` it names; both: those in
 * both), or null when it names none and every gateway is a candidate.
 */
function namedGateways(selector: Selector): Set<string> | null {
  const ofSandboxes = selector.sandboxes && new Set([...selector.sandboxes].map((ref) => ref.slice(0, ref.indexOf('/'))));
  if (selector.gateways === null) return ofSandboxes;
  return new Set(ofSandboxes ? selector.gateways.filter((name) => ofSandboxes.has(name)) : selector.gateways);
}

/** Those of the gateways the caller has a role on, with that role. */
async function withRoles(gateways: GatewayRecord[], options: ResolveOptions): Promise<Array<{ gateway: GatewayRecord; role: Role }>> {
  const access = options.resolve('access');
  const visible: Array<{ gateway: GatewayRecord; role: Role }> = [];
  for (const gateway of gateways) {
    const role = await access.effectiveRole(options.actor, gateway.name);
    if (role !== null) visible.push({ gateway, role });
  }
  return visible;
}

async function targetsOf(gateway: GatewayRecord, role: Role, selector: Selector, options: ResolveOptions): Promise<Resolution> {
  if (options.selects === 'gateways')
    return { targets: [{ scope: { gateway, workspace: options.workspace ?? gateway.defaultWorkspace }, sandbox: null, role }], gateways: [] };
  const scope = { gateway, workspace: gateway.defaultWorkspace };
  const deadline = AbortSignal.timeout(options.timeoutMs);
  try {
    const sandboxes = await options.resolve('sandboxes').list(scope, AbortSignal.any([options.signal, deadline]));
    const targets = sandboxes
      .filter(
        (sandbox) =>
          matchesLabels(sandbox.labels, selector.sandboxLabels) &&
          (selector.states === null || selector.states.includes(sandbox.state)) &&
          (selector.sandboxes === null || selector.sandboxes.has(namedSandbox(gateway.name, sandbox.name))),
      )
      .map((sandbox) => ({ scope, sandbox, role }));
    return { targets, gateways: missingSandboxes(gateway.name, selector, new Set(sandboxes.map((sandbox) => sandbox.name))) };
  } catch (error) {
    return { targets: [], gateways: [unreachable(gateway.name, error, deadline.aborted ? options.timeoutMs : null)] };
  }
}

/** Entries for the sandboxes the selector names on `gateway` that the gateway does not have (any more). */
function missingSandboxes(gateway: string, selector: Selector, present: Set<string>): TargetOutcome[] {
  const prefix = namedSandbox(gateway, '');
  return [...(selector.sandboxes ?? [])]
    .filter((ref) => ref.startsWith(prefix) && !present.has(ref.slice(prefix.length)))
    .map((ref) => ({ gateway, sandbox: ref.slice(prefix.length), outcome: 'skipped', reason: 'no sandbox of that name', code: 'SANDBOX_NOT_FOUND' }));
}

/** A gateway whose sandboxes could not be listed: it timed out, or the call failed with a problem. */
function unreachable(gateway: string, error: unknown, timedOutAfterMs: number | null): TargetOutcome {
  if (timedOutAfterMs !== null)
    return gatewayEntry(gateway, 'failed', `unreachable: no answer within ${Math.round(timedOutAfterMs / 1000)} s`, 'GATEWAY_TIMEOUT');
  if (isProblem(error)) return gatewayEntry(gateway, 'failed', `unreachable: ${error.detail}`, error.code);
  return gatewayEntry(gateway, 'failed', 'unreachable: an unexpected error occurred', 'INTERNAL_ERROR');
}

function byName(a: Target, b: Target): number {
  return a.scope.gateway.name.localeCompare(b.scope.gateway.name) || (a.sandbox?.name ?? '').localeCompare(b.sandbox?.name ?? '');
}
