import { type CharSet, union } from './charset.ts';
import type { Nfa, StateSet } from './nfa.ts';

// The subset construction done lazily: a set of NFA states becomes a DFA state the first time a walk reaches it,
// and each move is computed once. A ceiling's automaton keeps its DFA for as long as the ceiling is in use, so
// checks after the first walk mostly through moves already known (every candidate starts at the same hosts).

/** Enough for every walk of a busy gateway; past it the cache starts over rather than growing without bound. */
const MAX_STATES = 200_000;

export class LazyDfa {
  private readonly nfa: Nfa;
  private ids = new Map<string, number>();
  private sets: StateSet[] = [];
  private accepting: boolean[] = [];
  private moves: Array<Map<number, number>> = [];
  private cutsCache: Array<number[] | undefined> = [];
  private domains: Array<CharSet | undefined> = [];
  initial: number;

  constructor(nfa: Nfa) {
    this.nfa = nfa;
    this.initial = this.idOf(nfa.initial);
  }

  /** Work the underlying automaton has done (moves worked out, not those looked up). */
  get work(): number {
    return this.nfa.work;
  }

  accepts(state: number): boolean {
    return this.accepting[state]!;
  }

  /** No word continues from here. */
  isDead(state: number): boolean {
    return this.sets[state]!.length === 0;
  }

  step(state: number, char: number): number {
    const known = this.moves[state]!.get(char);
    if (known !== undefined) return known;
    const next = this.idOf(this.nfa.step(this.sets[state]!, char));
    this.moves[state]!.set(char, next);
    return next;
  }

  /** Every character some edge leaving `state` takes. */
  domain(state: number): CharSet {
    let domain = this.domains[state];
    if (!domain) {
      const labels: CharSet[] = [];
      this.nfa.labels(this.sets[state]!, labels);
      domain = labels.length === 1 ? labels[0]! : union(...labels);
      this.domains[state] = domain;
    }
    return domain;
  }

  /** Where the labels leaving `state` start and end: between two cuts, all of them take a character or none does. */
  cuts(state: number): number[] {
    let cuts = this.cutsCache[state];
    if (!cuts) {
      const labels: CharSet[] = [];
      this.nfa.labels(this.sets[state]!, labels);
      const points = new Set<number>();
      for (const label of labels)
        for (const [lo, hi] of label) {
          points.add(lo);
          points.add(hi + 1);
        }
      cuts = [...points].sort((a, b) => a - b);
      this.cutsCache[state] = cuts;
    }
    return cuts;
  }

  private idOf(set: StateSet): number {
    const key = set.join(',');
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.sets.length;
    this.ids.set(key, id);
    this.sets.push(set);
    this.accepting.push(this.nfa.accepts(set));
    this.moves.push(new Map());
    this.cutsCache.push(undefined);
    this.domains.push(undefined);
    return id;
  }

  /** Before a walk (never during one: its nodes hold state ids): a cache grown too large starts over. */
  trim(): void {
    if (this.sets.length < MAX_STATES) return;
    this.ids = new Map();
    this.sets = [];
    this.accepting = [];
    this.moves = [];
    this.cutsCache = [];
    this.domains = [];
    this.initial = this.idOf(this.nfa.initial);
  }
}
