import { type CharSet, has } from './charset.ts';

// Nondeterministic automata over code points (plus the field separator), built by composing fragments the way
// Thompson's construction does. The automaton folds epsilon moves into closures as it first needs them, so a step
// of the search is "every edge of every state in the set whose label holds the character, then the closure of
// where they lead".

export interface Edge {
  label: CharSet;
  to: number;
}

/** A piece under construction: from `start`, any path to `end` spells a word of its language. */
export interface Fragment {
  start: number;
  end: number;
}

export class NfaBuilder {
  private readonly edges: Edge[][] = [];
  private readonly epsilons: number[][] = [];

  state(): number {
    this.edges.push([]);
    this.epsilons.push([]);
    return this.edges.length - 1;
  }

  edge(from: number, label: CharSet, to: number): void {
    if (label.length > 0) this.edges[from]!.push({ label, to });
  }

  epsilon(from: number, to: number): void {
    this.epsilons[from]!.push(to);
  }

  /** One symbol of `label`. */
  symbol(label: CharSet): Fragment {
    const start = this.state();
    const end = this.state();
    this.edge(start, label, end);
    return { start, end };
  }

  /** One symbol of each label in turn: a chain of states, without the epsilon moves a sequence of symbols has. */
  chain(labels: CharSet[]): Fragment {
    const start = this.state();
    let end = start;
    for (const label of labels) {
      const next = this.state();
      this.edge(end, label, next);
      end = next;
    }
    return { start, end };
  }

  /** The empty word. */
  empty(): Fragment {
    const start = this.state();
    return { start, end: start };
  }

  /** Any number (zero included) of symbols of `label`. */
  repeat(label: CharSet): Fragment {
    const state = this.state();
    this.edge(state, label, state);
    return { start: state, end: state };
  }

  /** One or more symbols of `label`. */
  some(label: CharSet): Fragment {
    return this.sequence([this.symbol(label), this.repeat(label)]);
  }

  /** Any number (zero included) of words of `fragment`. */
  star(fragment: Fragment): Fragment {
    const hub = this.state();
    this.epsilon(hub, fragment.start);
    this.epsilon(fragment.end, hub);
    return { start: hub, end: hub };
  }

  sequence(parts: Fragment[]): Fragment {
    if (parts.length === 0) return this.empty();
    for (let i = 1; i < parts.length; i += 1) this.epsilon(parts[i - 1]!.end, parts[i]!.start);
    return { start: parts[0]!.start, end: parts.at(-1)!.end };
  }

  /** The union of the fragments' languages; no fragment at all is the empty language. */
  choice(parts: Fragment[]): Fragment {
    const start = this.state();
    const end = this.state();
    for (const part of parts) {
      this.epsilon(start, part.start);
      this.epsilon(part.end, end);
    }
    return { start, end };
  }

  /** The automaton of `fragment`: its start's closure, its end accepting. */
  build(fragment: Fragment): Nfa {
    return new Nfa(this.edges, this.epsilons, fragment.start, fragment.end);
  }
}

/** A set of states, sorted, as the search moves it along a word. */
export type StateSet = Int32Array;

export class Nfa {
  readonly edges: Edge[][];
  private readonly epsilons: number[][];
  private readonly closures: Array<StateSet | undefined>;
  private readonly accepting: number;
  /** Marks of the states a step has reached already, by step number (no set allocated per step). */
  private readonly reached: Uint32Array;
  private stepNumber = 0;
  /** Edges looked at by steps so far: what a search's budget counts besides the states it visits. */
  work = 0;
  readonly initial: StateSet;

  constructor(edges: Edge[][], epsilons: number[][], start: number, accepting: number) {
    this.edges = edges;
    this.epsilons = epsilons;
    this.closures = new Array(edges.length);
    this.accepting = accepting;
    this.reached = new Uint32Array(edges.length);
    this.initial = this.closure(start);
  }

  accepts(states: StateSet): boolean {
    return states.includes(this.accepting);
  }

  /** Where `char` leads from `states`. */
  step(states: StateSet, char: number): StateSet {
    const mark = this.nextMark();
    const out: number[] = [];
    for (const state of states) {
      this.work += this.edges[state]!.length;
      for (const edge of this.edges[state]!) {
        if (!has(edge.label, char)) continue;
        for (const reached of this.closure(edge.to)) {
          if (this.reached[reached] === mark) continue;
          this.reached[reached] = mark;
          out.push(reached);
        }
      }
    }
    const next = Int32Array.from(out);
    return next.length > 1 ? next.sort() : next;
  }

  /** The labels leaving `states`: where the alphabet must be split to tell their successors apart. */
  labels(states: StateSet, into: CharSet[]): void {
    for (const state of states) for (const edge of this.edges[state]!) into.push(edge.label);
  }

  /**
   * The states epsilon moves reach from `state`, keeping only those that matter: states with edges, and the
   * accepting one. Sets that differ in pass-through states only are then one DFA state.
   */
  private closure(state: number): StateSet {
    let closure = this.closures[state];
    if (closure) return closure;
    if (this.epsilons[state]!.length === 0) {
      closure = this.edges[state]!.length > 0 || state === this.accepting ? Int32Array.of(state) : new Int32Array(0);
      this.closures[state] = closure;
      return closure;
    }
    const seen = new Set([state]);
    const stack = [state];
    while (stack.length > 0) {
      for (const next of this.epsilons[stack.pop()!]!) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    closure = Int32Array.from([...seen].filter((reached) => this.edges[reached]!.length > 0 || reached === this.accepting)).sort();
    this.closures[state] = closure;
    return closure;
  }

  private nextMark(): number {
    if (this.stepNumber === 0xffff_ffff) {
      this.reached.fill(0);
      this.stepNumber = 0;
    }
    this.stepNumber += 1;
    return this.stepNumber;
  }
}
