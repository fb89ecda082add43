import { formatIp } from '@portcullis/core';
import { LazyDfa } from './dfa.ts';
import { decodeAddress, decodeFields, denialAutomaton, reachAutomaton, UNIVERSE } from './encoding.ts';
import { denialsOf, type NamedRule, type Reach, reachesOf } from './reach.ts';
import { type Budget, findWitness } from './search.ts';

// "Is every request the candidate allows also allowed by the ceiling?" — pure, no I/O. The ceiling is compiled
// once into one automaton; each endpoint of the candidate is checked on its own, so a failure names the rule it
// comes from, and an endpoint's verdict is remembered by the compiled ceiling (the policy in force is judged again
// with every change to it).

/** A request the candidate allows and the ceiling does not. */
export interface Counterexample {
  /** The candidate's rule key that allows it. */
  rule: string;
  host: string;
  port: number;
  binary: string;
  /** The private address it reaches through `allowed_ips`; null for a public address. */
  private_address: string | null;
  /** HTTP method and path; both null for a connection the proxy does not inspect (plain TCP). */
  method: string | null;
  path: string | null;
}

export interface Containment {
  within: boolean;
  counterexamples: Counterexample[];
}

/** Product states one check may visit (every endpoint together) before it gives up undecided. */
export const DEFAULT_BUDGET = 2_000_000;
const REMEMBERED_VERDICTS = 20_000;

type Verdict = Omit<Counterexample, 'rule'> | null;

export class CompiledCeiling {
  private readonly automaton: LazyDfa;
  private readonly verdicts = new Map<string, Verdict>();

  constructor(rules: NamedRule[]) {
    this.automaton = new LazyDfa(reachAutomaton(reachesOf(rules)));
  }

  /**
   * Whether `candidate` stays within; up to `limit` counterexamples, one per endpoint that does not. Throws
   * `Undecided` when the budget runs out first.
   */
  check(candidate: NamedRule[], options: { limit?: number; budget?: Budget } = {}): Containment {
    const limit = options.limit ?? 20;
    const budget = options.budget ?? { remaining: DEFAULT_BUDGET };
    const denials = denialsOf(candidate);
    const denied = denials.length > 0 ? new LazyDfa(denialAutomaton(denials)) : null;
    const denialKey = JSON.stringify(denials);
    const counterexamples: Counterexample[] = [];
    for (const reach of reachesOf(candidate)) {
      const verdict = this.verdict(reach, denied, denialKey, budget);
      if (verdict) counterexamples.push({ rule: reach.rule, ...verdict });
      if (counterexamples.length >= limit) break;
    }
    return { within: counterexamples.length === 0, counterexamples };
  }

  private verdict(reach: Reach, denied: LazyDfa | null, denialKey: string, budget: Budget): Verdict {
    const { rule: _rule, ...shape } = reach;
    const key = `${JSON.stringify(shape)}\u0000${denialKey}`;
    const known = this.verdicts.get(key);
    if (known !== undefined) return known;
    const word = findWitness([new LazyDfa(reachAutomaton([reach])), UNIVERSE], denied ? [this.automaton, denied] : [this.automaton], budget);
    const verdict = word ? decode(word) : null;
    // Full: start over (cheaper than evicting one by one, and the verdicts in use come back at once).
    if (this.verdicts.size >= REMEMBERED_VERDICTS) this.verdicts.clear();
    this.verdicts.set(key, verdict);
    return verdict;
  }
}

function decode(word: number[]): Omit<Counterexample, 'rule'> {
  const [host = '', port = '', binary = '', address = '', method = '', path = ''] = decodeFields(word);
  const privateAddress = decodeAddress(address);
  return {
    host,
    port: Number(port),
    binary,
    private_address: privateAddress ? formatIp(privateAddress) : null,
    method: method === '' ? null : method,
    path: method === '' ? null : path,
  };
}
