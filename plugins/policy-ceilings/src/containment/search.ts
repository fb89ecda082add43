import { byPlainness, has, representative, SEPARATOR } from './charset.ts';
import type { LazyDfa } from './dfa.ts';

// The inclusion test: a breadth-first walk over the product of the automata (each determinised lazily, dfa.ts). A
// word every `accept` automaton accepts and no `reject` automaton does is a counterexample; breadth first, the
// first one found is a shortest one. The alphabet is split, at each step, only where the labels leaving the
// current states differ, and only within what the leading automaton can take.

/**
 * What the walks of one check may still spend: a unit per product state visited, per alphabet cut considered and per
 * automaton edge looked at, so that neither many states nor huge state sets let hostile patterns keep a request busy.
 */
export interface Budget {
  remaining: number;
}

/** The budget ran out before the question was decided. */
export class Undecided extends Error {
  constructor() {
    super('the containment check exceeded its budget');
    this.name = 'Undecided';
  }
}

interface Node {
  states: number[];
  parent: number;
  char: number;
}

/**
 * A shortest word every `accept` automaton accepts and no `reject` automaton accepts, or null when there is none.
 * `accept[0]` leads: only the characters it can take are tried.
 */
export function findWitness(accept: LazyDfa[], reject: LazyDfa[], budget: Budget): number[] | null {
  const automata = [...accept, ...reject];
  for (const automaton of automata) automaton.trim();
  const start = automata.map((automaton) => automaton.initial);
  const nodes: Node[] = [{ states: start, parent: -1, char: -1 }];
  const seen = new Set([start.join(',')]);
  const work = () => automata.reduce((sum, automaton) => sum + automaton.work, 0);
  let worked = work();
  for (let index = 0; index < nodes.length; index += 1) {
    const { states } = nodes[index]!;
    if (isWitness(automata, states, accept.length)) return wordTo(nodes, index);
    const chars = characters(automata, states);
    for (const char of chars) {
      const next = step(automata, states, char, accept.length);
      if (!next) continue;
      const key = next.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      nodes.push({ states: next, parent: index, char });
    }
    const now = work();
    budget.remaining -= 1 + chars.cuts + (now - worked);
    worked = now;
    if (budget.remaining < 0) throw new Undecided();
  }
  return null;
}

/** Accepted by every automaton that must accept (the first `mustAccept`), by none of the others. */
function isWitness(automata: LazyDfa[], states: number[], mustAccept: number): boolean {
  for (let k = 0; k < automata.length; k += 1) {
    if (automata[k]!.accepts(states[k]!) !== k < mustAccept) return false;
  }
  return true;
}

/** Every automaton moved by `char`; null as soon as one that must accept can no longer. */
function step(automata: LazyDfa[], states: number[], char: number, mustAccept: number): number[] | null {
  const next: number[] = [];
  for (let k = 0; k < automata.length; k += 1) {
    const moved = automata[k]!.step(states[k]!, char);
    if (k < mustAccept && automata[k]!.isDead(moved)) return null;
    next.push(moved);
  }
  return next;
}

/**
 * One character for every piece of the leading automaton's domain on which all the current states agree, and how
 * many cuts were considered to find them.
 */
function characters(automata: LazyDfa[], states: number[]): number[] & { cuts: number } {
  const found = (chars: number[], cuts: number) => Object.assign(chars, { cuts });
  const domain = automata[0]!.domain(states[0]!);
  if (domain.length === 0) return found([], 0);
  // The common case, a literal character (hosts, ports, paths spelled out): nothing to split.
  if (domain.length === 1 && domain[0]![0] === domain[0]![1]) return found([domain[0]![0]], 0);
  const cuts = new Set<number>();
  for (const [lo, hi] of domain) {
    cuts.add(lo);
    cuts.add(hi + 1);
  }
  let considered = 0;
  for (let k = 0; k < automata.length; k += 1) {
    const all = automata[k]!.cuts(states[k]!);
    considered += all.length;
    for (const cut of all) if (has(domain, cut)) cuts.add(cut);
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  const chars: number[] = [];
  for (let i = 0; i < sorted.length - 1; i += 1) {
    const lo = sorted[i]!;
    if (has(domain, lo)) chars.push(representative(lo, Math.min(sorted[i + 1]! - 1, SEPARATOR)));
  }
  return found(chars.sort(byPlainness), considered);
}

function wordTo(nodes: Node[], index: number): number[] {
  const word: number[] = [];
  for (let at = index; nodes[at]!.parent >= 0; at = nodes[at]!.parent) word.push(nodes[at]!.char);
  return word.reverse();
}
