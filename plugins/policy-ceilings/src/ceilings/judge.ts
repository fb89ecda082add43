import { actorKey, type ComputeOptions, type ComputePool, computeTask, currentContext } from '@portcullis/core';
import type { GatewayScope, Labels } from '@portcullis/plugin-gateways';
import type { NamedRule } from '@portcullis/plugin-policies';
import type { Sandboxes } from '@portcullis/plugin-sandboxes';
import { DEFAULT_BUDGET } from '../containment/check.ts';
import { Undecided } from '../containment/search.ts';
import type { CeilingCounterexample, ContainmentInput, ContainmentOutcome } from '../containment/task.ts';
import { selects } from './selector.ts';
import type { CeilingRecord, CeilingStore } from './store.ts';

export type { CeilingCounterexample } from '../containment/task.ts';

export interface CeilingVerdict {
  within: boolean;
  counterexamples: CeilingCounterexample[];
  /** The ceilings judged against (their selectors; null: the gateway-wide one). */
  ceilings: Array<string | null>;
}

/** Counterexamples an answer lists at most; one is enough to refuse. */
export const SHOWN = 20;

const containmentTask = computeTask<ContainmentInput, ContainmentOutcome>(import.meta.url, '../containment/task', 'judgeContainment');

/**
 * Which ceilings apply to a sandbox and what a set of rules does against them (exported as `policyCeilings`). A
 * sandbox is bound by every ceiling of its gateway whose selector its labels match (the gateway-wide one always):
 * it must stay within each. The check itself runs on a compute worker (containment/task.ts), limited per caller:
 * the caller of the request being served, unless `options.caller` names another (null: background work).
 */
export class CeilingJudge {
  private readonly store: CeilingStore;
  private readonly sandboxes: Sandboxes;
  private readonly compute: ComputePool;

  constructor(deps: { store: CeilingStore; sandboxes: Sandboxes; compute: ComputePool }) {
    this.store = deps.store;
    this.sandboxes = deps.sandboxes;
    this.compute = deps.compute;
  }

  /** The ceilings that bind `sandbox`; its labels are read only when some ceiling of the gateway has a selector. */
  async applicable(scope: GatewayScope, sandbox: string, labels?: Labels): Promise<CeilingRecord[]> {
    const ceilings = await this.store.ofGateway(scope.gateway.name);
    if (ceilings.every((ceiling) => ceiling.selector === '')) return ceilings;
    const known = labels ?? (await this.sandboxes.get(scope, sandbox)).labels;
    return ceilings.filter((ceiling) => selects(ceiling.selector, known));
  }

  /** `rules` against each of `ceilings`; throws `Undecided` when the budget runs out first. */
  async judge(ceilings: CeilingRecord[], rules: NamedRule[], options: ComputeOptions = {}): Promise<CeilingVerdict> {
    const [counterexamples = []] = await this.judgeEach(ceilings, [rules], options);
    return { within: counterexamples.length === 0, counterexamples, ceilings: ceilings.map((ceiling) => ceiling.selector || null) };
  }

  /**
   * Each rule set of `candidates` against each of `ceilings`, from one budget: up to SHOWN counterexamples per set.
   * Throws `Undecided` when the budget runs out first.
   */
  async judgeEach(ceilings: CeilingRecord[], candidates: NamedRule[][], options: ComputeOptions = {}): Promise<CeilingCounterexample[][]> {
    if (ceilings.length === 0) return candidates.map(() => []);
    const input: ContainmentInput = {
      ceilings: ceilings.map((ceiling) => ({
        selector: ceiling.selector || null,
        rules: Object.entries(ceiling.networkPolicies).map(([key, rule]) => ({ key, rule })),
      })),
      candidates,
      limit: SHOWN,
      budget: DEFAULT_BUDGET,
    };
    const outcome = await this.compute.run(containmentTask, input, { caller: options.caller === undefined ? callerOfRequest() : options.caller });
    if (outcome.undecided) throw new Undecided();
    return outcome.counterexamples;
  }
}

/** Who asks, when a request is being served. */
function callerOfRequest(): string | null {
  const actor = currentContext()?.actor;
  return actor ? actorKey(actor) : null;
}
