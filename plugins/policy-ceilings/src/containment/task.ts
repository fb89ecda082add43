import type { NamedRule } from '@portcullis/plugin-policies';
import { CompiledCeiling, type Counterexample } from './check.ts';
import { Undecided } from './search.ts';

// The containment check as a compute task (run on a kernel worker, off the event loop). Each run compiles its
// ceilings afresh and spends one budget counted in steps: what an earlier check left in a shared automaton or
// verdict cache never changes the answer, so the same input is always judged the same way (within, exceeded with
// the same counterexamples, or undecided).

export interface ContainmentInput {
  ceilings: Array<{ selector: string | null; rules: NamedRule[] }>;
  /** Rule sets judged in turn against every ceiling, all from one budget. */
  candidates: NamedRule[][];
  /** Counterexamples listed at most per rule set. */
  limit: number;
  /** Steps the whole check may take (search.ts counts them). */
  budget: number;
}

export type CeilingCounterexample = Counterexample & {
  /** The ceiling's sandbox selector; null for the gateway-wide ceiling. */
  ceiling: string | null;
};

/** Per rule set, the requests it allows that some ceiling does not; `undecided` when the budget ran out. */
export type ContainmentOutcome = { undecided: true } | { undecided: false; counterexamples: CeilingCounterexample[][] };

export function judgeContainment(input: ContainmentInput): ContainmentOutcome {
  const budget = { remaining: input.budget };
  const ceilings = input.ceilings.map(({ selector, rules }) => ({ selector, compiled: new CompiledCeiling(rules) }));
  try {
    const counterexamples = input.candidates.map((rules) => {
      const found: CeilingCounterexample[] = [];
      for (const { selector, compiled } of ceilings) {
        if (found.length >= input.limit) break;
        const result = compiled.check(rules, { limit: input.limit - found.length, budget });
        found.push(...result.counterexamples.map((example) => ({ ...example, ceiling: selector })));
      }
      return found;
    });
    return { undecided: false, counterexamples };
  } catch (error) {
    if (error instanceof Undecided) return { undecided: true };
    throw error;
  }
}
