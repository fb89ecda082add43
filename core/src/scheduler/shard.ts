import { createHash } from 'node:crypto';

/**
 * This replica's share of a sharded task's keys for one run (docs/plugins.md, Tasks): `owns(key)` says whether the
 * periodic work of that key (a gateway's name) is this replica's this run. Every live replica computes the same
 * answer from the same membership, so each key has exactly one owner.
 */
export interface Shard {
  /** Whether this replica does the work of `key` this run. */
  owns(key: string): boolean;
  /** The replicas sharing the work (instance ids, sorted), this one included. */
  readonly members: readonly string[];
}

/** The share of a replica that is alone (SQLite, one replica), or of a task that is not sharded: every key. */
export const WHOLE_SHARD: Shard = Object.freeze({ owns: () => true, members: Object.freeze([]) as readonly string[] });

/**
 * The weight of a member for a key: the first 48 bits of SHA-256 over both (exact in a double). Rendezvous
 * (highest-random-weight) hashing gives each key to the member with the highest weight, so a member joining takes
 * only the keys it now weighs most for, and a member leaving gives away only its own keys.
 */
function weight(member: string, key: string): number {
  return createHash('sha256').update(member).update('\0').update(key).digest().readUIntBE(0, 6);
}

/** The member that owns `key` among `members` (null when there are none); ties go to the smaller id. */
export function rendezvousOwner(key: string, members: readonly string[]): string | null {
  let owner: string | null = null;
  let best = -1;
  for (const member of members) {
    const candidate = weight(member, key);
    if (candidate > best || (candidate === best && owner !== null && member < owner)) {
      owner = member;
      best = candidate;
    }
  }
  return owner;
}

/** The replicas sharing with `self`, itself counted whether or not `members` names it, sorted. */
function membersWith(self: string, members: readonly string[]): string[] {
  return [...new Set([self, ...members])].sort();
}

/** The share of `self` among `members` (itself counted whether or not the list names it). */
export function shardOf(self: string, members: readonly string[]): Shard {
  return shareOf(self, membersWith(self, members));
}

// Decisions a share keeps before it forgets them all: a bound on memory should keys (gateways) churn for long under
// one membership; forgetting only costs hashing them again.
const MAX_DECIDED = 100_000;

function shareOf(self: string, all: string[]): Shard {
  if (all.length === 1) return { owns: () => true, members: all };
  const decided = new Map<string, boolean>();
  return {
    members: all,
    owns(key) {
      let mine = decided.get(key);
      if (mine === undefined) {
        mine = rendezvousOwner(key, all) === self;
        if (decided.size >= MAX_DECIDED) decided.clear();
        decided.set(key, mine);
      }
      return mine;
    },
  };
}

/**
 * One replica's share, kept from run to run while the membership stays the same: every sharded task of every run
 * asks who owns each key (gateway), and hashing each against every member again would cost O(keys × members) per run
 * for an answer that only a membership change moves.
 */
export class ShardMemo {
  private last: { key: string; shard: Shard } | null = null;

  /** The share of `self` among `members`, the same object as the last call's when both are the same. */
  of(self: string, members: readonly string[]): Shard {
    const all = membersWith(self, members);
    const key = [self, ...all].join('\n');
    if (this.last?.key !== key) this.last = { key, shard: shareOf(self, all) };
    return this.last.shard;
  }
}
