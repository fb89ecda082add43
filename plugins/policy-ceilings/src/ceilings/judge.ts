import type { GatewayScope, Labels } from '@portcullis/plugin-gateways';
import type { NamedRule } from '@portcullis/plugin-policies';
import type { Sandboxes } from '@portcullis/plugin-sandboxes';
import { CompiledCeiling, type Counterexample, DEFAULT_BUDGET } from '../containment/check.ts';
import type { Budget } from '../containment/search.ts';
import { selects } from './selector.ts';
import type { CeilingRecord, CeilingStore } from './store.ts';

/** A counterexample and the ceiling it exceeds. */
export interface CeilingCounterexample extends Counterexample {
  /** The ceiling's sandbox selector; null for the gateway-wide ceiling. */
  ceiling: string | null;
}

export interface CeilingVerdict {
  within: boolean;
  counterexamples: CeilingCounterexample[];
  /** The ceilings judged against (their selectors; null: the gateway-wide one). */
  ceilings: Array<string | null>;
}

/** Counterexamples an answer lists at most; one is enough to refuse. */
export const SHOWN = 20;

/**
 * Which ceilings apply to a sandbox and what a set of rules does against them (exported as `policyCeilings`). A
 * sandbox is bound by every ceiling of its gateway whose selector its labels match (the gateway-wide one always):
 * it must stay within each. Compiled ceilings are kept per ceiling version, so their automata and remembered
 * verdicts serve every check until the ceiling changes.
 */
export class CeilingJudge {
  private readonly store: CeilingStore;
  private readonly sandboxes: Sandboxes;
  private readonly compiled = new Map<string, { gateway: string; version: number; ceiling: CompiledCeiling }>();

  constructor(deps: { store: CeilingStore; sandboxes: Sandboxes }) {
    this.store = deps.store;
    this.sandboxes = deps.sandboxes;
  }

  /** The ceilings that bind `sandbox`; its labels are read only when some ceiling of the gateway has a selector. */
  async applicable(scope: GatewayScope, sandbox: string, labels?: Labels): Promise<CeilingRecord[]> {
    const ceilings = await this.store.ofGateway(scope.gateway.name);
    this.forgetOthers(scope.gateway.name, ceilings);
    if (ceilings.every((ceiling) => ceiling.selector === '')) return ceilings;
    const known = labels ?? (await this.sandboxes.get(scope, sandbox)).labels;
    return ceilings.filter((ceiling) => selects(ceiling.selector, known));
  }

  /** `rules` against each of `ceilings`; throws `Undecided` when the budget runs out first. */
  judge(ceilings: CeilingRecord[], rules: NamedRule[], budget: Budget = { remaining: DEFAULT_BUDGET }): CeilingVerdict {
    const counterexamples: CeilingCounterexample[] = [];
    for (const ceiling of ceilings) {
      const result = this.compiledOf(ceiling).check(rules, { limit: SHOWN - counterexamples.length, budget });
      counterexamples.push(...result.counterexamples.map((example) => ({ ...example, ceiling: ceiling.selector || null })));
      if (counterexamples.length >= SHOWN) break;
    }
    return { within: counterexamples.length === 0, counterexamples, ceilings: ceilings.map((ceiling) => ceiling.selector || null) };
  }

  private compiledOf(record: CeilingRecord): CompiledCeiling {
    const known = this.compiled.get(record.id);
    if (known?.version === record.version) return known.ceiling;
    const ceiling = new CompiledCeiling(Object.entries(record.networkPolicies).map(([key, rule]) => ({ key, rule })));
    this.compiled.set(record.id, { gateway: record.gateway, version: record.version, ceiling });
    return ceiling;
  }

  /** Ceilings of the gateway that are gone (removed here or by another replica) no longer need their automata. */
  private forgetOthers(gateway: string, current: CeilingRecord[]): void {
    const ids = new Set(current.map((ceiling) => ceiling.id));
    for (const [id, entry] of this.compiled) if (entry.gateway === gateway && !ids.has(id)) this.compiled.delete(id);
  }
}
