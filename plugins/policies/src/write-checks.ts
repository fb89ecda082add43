import { defineExtensionPoint, type Problem } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import type { NetworkRule, PolicyDocument } from './document/schema.ts';
import type { PolicyGateway } from './gateway/policy-gateway.ts';

// Judgements of what a write would leave in force, made before anything reaches the gateway: every path that can
// widen a sandbox's network access (PUT, apply, network rules, presets, and the approvals plugin's approve, edit and
// approve-all) asks the checks contributed to `policies.write-check`, and the first refusal is the answer. Unlike
// the apply gate (a workflow holding an apply back as a vote), a check holds nothing: it only looks.

/** A network rule under its key in `network_policies`. */
export interface NamedRule {
  key: string;
  rule: NetworkRule;
}

export interface PolicyWriteCheckInput {
  scope: GatewayScope;
  sandbox: string;
  /** The write, named as its audit action: `policy.replace`, `policy.rule.add`, `policy.preset.apply`, `approval.approve`, ... */
  change: string;
  /**
   * Rules of the policy in force that the write keeps (none when it replaces the document). Read from the gateway
   * on the first call only, so a check with nothing to judge on this sandbox costs no gateway call.
   */
  kept(): Promise<NamedRule[]>;
  /**
   * Rules the write adds. A merge into an existing key is read as both rules side by side: the gateway refuses a
   * merge that would grant more than the two grant apart (docs/openshell-0.0.md §g.1).
   */
  added: NamedRule[];
}

export interface PolicyWriteJudgement {
  /** Why the write must not happen (the answer as it is), or null. */
  refusal: Problem | null;
  /** What a dry run shows of this check, merged into its answer (e.g. `{"ceiling": {...}}`). */
  report: Record<string, unknown>;
}

export interface PolicyWriteCheck {
  id: string;
  judge(input: PolicyWriteCheckInput): Promise<PolicyWriteJudgement>;
}

export const policyWriteChecks = defineExtensionPoint<PolicyWriteCheck>('policies.write-check');

export interface PolicyWrite {
  scope: GatewayScope;
  sandbox: string;
  change: string;
  /** `merge` keeps the rules in force; `replace` leaves only `rules`. */
  mode: 'merge' | 'replace';
  rules: NamedRule[];
  /** The policy in force, when the caller has read it already (otherwise it is read only if some check asks). */
  current?: PolicyDocument;
}

export function rulesOf(document: PolicyDocument): NamedRule[] {
  return Object.entries(document.network_policies ?? {}).map(([key, rule]) => ({ key, rule }));
}

/**
 * Runs the contributed checks (exported as `policyWriteChecks`). Without any contribution nothing is read and
 * nothing is judged.
 */
export class PolicyWriteChecks {
  private readonly gateway: PolicyGateway;
  private checks: readonly PolicyWriteCheck[] = [];

  constructor(gateway: PolicyGateway) {
    this.gateway = gateway;
  }

  /** The contributions, known once every plugin has started. */
  use(checks: readonly PolicyWriteCheck[]): void {
    this.checks = checks;
  }

  /** Throws the first refusal. */
  async enforce(write: PolicyWrite): Promise<void> {
    const [refusal] = await this.refusals(write, [write.rules]);
    if (refusal) throw refusal;
  }

  /** What each check reports for a dry run of `write`, merged. */
  async report(write: PolicyWrite): Promise<Record<string, unknown>> {
    const input = this.input(write, this.keptBy(write), write.rules);
    const judgements = await Promise.all(this.checks.map((check) => check.judge(input)));
    return Object.assign({}, ...judgements.map((judgement) => judgement.report));
  }

  /**
   * Several writes judged each on its own against the same policy in force (approve-all judges chunk by chunk):
   * the first refusal of each, or null. `write.rules` is ignored; `candidates` are the rules of each write.
   */
  async refusals(write: PolicyWrite, candidates: NamedRule[][]): Promise<Array<Problem | null>> {
    const kept = this.keptBy(write);
    const results: Array<Problem | null> = [];
    for (const rules of candidates) {
      const input = this.input(write, kept, rules);
      let refusal: Problem | null = null;
      for (const check of this.checks) {
        refusal = (await check.judge(input)).refusal;
        if (refusal) break;
      }
      results.push(refusal);
    }
    return results;
  }

  /** The rules in force that `write` keeps, read at most once, and only if a check asks. */
  private keptBy(write: PolicyWrite): () => Promise<NamedRule[]> {
    if (write.mode === 'replace') return async () => [];
    let reading: Promise<NamedRule[]> | null = null;
    return () => {
      reading ??= write.current
        ? Promise.resolve(rulesOf(write.current))
        : this.gateway.active(write.scope, write.sandbox).then((active) => rulesOf(active.policy));
      return reading;
    };
  }

  private input(write: PolicyWrite, kept: () => Promise<NamedRule[]>, added: NamedRule[]): PolicyWriteCheckInput {
    return { scope: write.scope, sandbox: write.sandbox, change: write.change, kept, added };
  }
}
