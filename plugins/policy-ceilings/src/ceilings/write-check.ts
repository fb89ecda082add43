import type { PolicyWriteCheck } from '@portcullis/plugin-policies';
import { Undecided } from '../containment/search.ts';
import { type CeilingJudge, SHOWN } from './judge.ts';
import { ceilingExceeded, ceilingUndecided, type SourcedCounterexample } from './refusals.ts';

/**
 * The ceiling at the policies plugin's write check: what a write would leave in force (the rules it keeps and the
 * ones it adds) must stay within every ceiling that binds the sandbox. A dry run reports `ceiling: {within,
 * counterexamples, ceilings}`; a write that does not stay within is refused before anything reaches the gateway.
 */
export function ceilingWriteCheck(judge: CeilingJudge): PolicyWriteCheck {
  return {
    id: 'policy-ceilings',
    judge: async (input) => {
      const ceilings = await judge.applicable(input.scope, input.sandbox);
      const selectors = ceilings.map((ceiling) => ceiling.selector || null);
      if (ceilings.length === 0) return { refusal: null, report: { ceiling: { within: true, counterexamples: [], ceilings: [] } } };
      const kept = await input.kept();
      try {
        const [change = [], inForce = []] = await judge.judgeEach(ceilings, [input.added, kept]);
        const counterexamples = [
          ...change.map((example): SourcedCounterexample => ({ ...example, source: 'change' })),
          ...inForce.map((example): SourcedCounterexample => ({ ...example, source: 'in_force' })),
        ].slice(0, SHOWN);
        const within = counterexamples.length === 0;
        return {
          refusal: within ? null : ceilingExceeded(input.scope.gateway.name, input.sandbox, counterexamples, selectors),
          report: { ceiling: { within, counterexamples, ceilings: selectors } },
        };
      } catch (error) {
        if (!(error instanceof Undecided)) throw error;
        return { refusal: ceilingUndecided(input.sandbox), report: { ceiling: { within: false, undecided: true, counterexamples: [], ceilings: selectors } } };
      }
    },
  };
}
