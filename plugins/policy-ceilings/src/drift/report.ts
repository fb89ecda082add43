import { isProblem } from '@portcullis/core';
import { forEachLimited, type GatewayRecord, type GatewayScope } from '@portcullis/plugin-gateways';
import { type PolicyGateway, rulesOf } from '@portcullis/plugin-policies';
import type { Sandboxes, SandboxJson } from '@portcullis/plugin-sandboxes';
import type { CeilingCounterexample, CeilingJudge } from '../ceilings/judge.ts';
import { selects } from '../ceilings/selector.ts';
import type { CeilingRecord, CeilingStore } from '../ceilings/store.ts';
import { Undecided } from '../containment/search.ts';

// Drift: running sandboxes whose policy in force already exceeds a ceiling that binds them, typically after the
// ceiling was tightened (writes are judged from then on, but what was allowed before stays until someone narrows
// it). Each sandbox's active policy is read from its gateway and judged like a write would be.

export interface DriftItem {
  sandbox: string;
  workspace: string;
  policy_version: number;
  /** The ceilings that bind it (selectors; null: the gateway-wide one). */
  ceilings: Array<string | null>;
  /** The check ran out of budget: not shown to be within. */
  undecided: boolean;
  counterexamples: CeilingCounterexample[];
}

export interface SandboxRef {
  gateway: string;
  workspace: string;
  sandbox: string;
}

export interface GatewayDrift {
  drifting: DriftItem[];
  /** Running sandboxes found within every ceiling that binds them (or bound by none). */
  within: SandboxRef[];
  /** Why sandboxes could not be judged (their gateway failed to answer): they are in neither list. */
  errors: unknown[];
}

/** Policies read from one gateway at a time per scan. */
const CONCURRENCY = 4;

export class DriftReport {
  private readonly deps: { store: CeilingStore; judge: CeilingJudge; sandboxes: Sandboxes; policies: PolicyGateway };

  constructor(deps: DriftReport['deps']) {
    this.deps = deps;
  }

  /** The running sandboxes of one workspace that drift, and how many running sandboxes were checked. */
  async ofWorkspace(scope: GatewayScope, signal?: AbortSignal): Promise<{ items: DriftItem[]; checked: number }> {
    const ceilings = await this.deps.store.ofGateway(scope.gateway.name);
    if (ceilings.length === 0) return { items: [], checked: 0 };
    const running = (await this.deps.sandboxes.list(scope, signal)).filter((sandbox) => sandbox.state === 'running');
    const { drifting } = await this.scan(scope.gateway, ceilings, running, signal, { failFast: true });
    return { items: drifting, checked: running.length };
  }

  /** Every workspace of the gateway (the background check); a sandbox that cannot be read is left out. */
  async ofGateway(gateway: GatewayRecord, signal: AbortSignal): Promise<GatewayDrift> {
    const ceilings = await this.deps.store.ofGateway(gateway.name);
    if (ceilings.length === 0) return { drifting: [], within: [], errors: [] };
    const { sandboxes } = await this.deps.sandboxes.fetchEveryWorkspace(gateway, signal);
    const running: SandboxJson[] = [];
    for (const record of sandboxes) {
      const view = await this.deps.sandboxes.view({ gateway, workspace: record.workspace }, record);
      if (view.state === 'running') running.push(view);
    }
    return this.scan(gateway, ceilings, running, signal, { failFast: false });
  }

  private async scan(
    gateway: GatewayRecord,
    ceilings: CeilingRecord[],
    running: SandboxJson[],
    signal: AbortSignal | undefined,
    options: { failFast: boolean },
  ): Promise<GatewayDrift> {
    const drifting: DriftItem[] = [];
    const within: SandboxRef[] = [];
    const errors = await forEachLimited(
      running,
      CONCURRENCY,
      async (sandbox) => {
        const item = await this.judgeSandbox(gateway, ceilings, sandbox, signal);
        if (item) drifting.push(item);
        else within.push({ gateway: gateway.name, workspace: sandbox.workspace, sandbox: sandbox.name });
      },
      signal,
    );
    if (options.failFast && errors.length > 0) throw errors[0];
    drifting.sort((a, b) => a.workspace.localeCompare(b.workspace) || a.sandbox.localeCompare(b.sandbox));
    return { drifting, within, errors };
  }

  /** The drift of one sandbox, or null when its policy is within every ceiling that binds it. */
  private async judgeSandbox(
    gateway: GatewayRecord,
    ceilings: CeilingRecord[],
    sandbox: SandboxJson,
    signal: AbortSignal | undefined,
  ): Promise<DriftItem | null> {
    const binding = ceilings.filter((ceiling) => selects(ceiling.selector, sandbox.labels));
    if (binding.length === 0) return null;
    let active;
    try {
      active = await this.deps.policies.active({ gateway, workspace: sandbox.workspace }, sandbox.name, signal);
    } catch (error) {
      // Deleted since it was listed: nothing to report.
      if (isProblem(error) && error.code === 'SANDBOX_NOT_FOUND') return null;
      throw error;
    }
    const item = {
      sandbox: sandbox.name,
      workspace: sandbox.workspace,
      policy_version: active.active_version,
      ceilings: binding.map((ceiling) => ceiling.selector || null),
    };
    try {
      // Not limited per caller: one report judges up to CONCURRENCY sandboxes at once; the pool's queue bounds it.
      const verdict = await this.deps.judge.judge(binding, rulesOf(active.policy), { caller: null });
      return verdict.within ? null : { ...item, undecided: false, counterexamples: verdict.counterexamples };
    } catch (error) {
      if (!(error instanceof Undecided)) throw error;
      return { ...item, undecided: true, counterexamples: [] };
    }
  }
}
