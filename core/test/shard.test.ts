// Rendezvous assignment of sharded tasks' keys (docs/plugins.md, Tasks): one owner per key, shares in balance, and
// as little movement as possible when a replica joins or leaves.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rendezvousOwner, shardOf, WHOLE_SHARD } from '../src/index.ts';
import { ShardMemo } from '../src/scheduler/shard.ts';

const KEYS = Array.from({ length: 1000 }, (_, i) => `gateway-${i}`);
const REPLICAS = ['host-a-101-0a1b2c3d', 'host-b-202-4e5f6a7b', 'host-c-303-8c9d0e1f'];

function assignment(members: string[]): Map<string, string> {
  return new Map(KEYS.map((key) => [key, rendezvousOwner(key, members)!]));
}

function countsOf(owners: Map<string, string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const owner of owners.values()) counts.set(owner, (counts.get(owner) ?? 0) + 1);
  return counts;
}

test('each key has exactly one owner, and every replica computes the same one', () => {
  const shards = REPLICAS.map((self) => shardOf(self, REPLICAS));
  for (const key of KEYS) assert.is(shards.filter((shard) => shard.owns(key)).length, 1, key);
  // The order a replica lists the members in does not matter.
  const reversed = shardOf(REPLICAS[0]!, [...REPLICAS].reverse());
  assert.ok(KEYS.every((key) => reversed.owns(key) === shards[0]!.owns(key)));
});

test('1,000 keys over three replicas: each takes a third, within 15%', () => {
  const counts = countsOf(assignment(REPLICAS));
  assert.is(counts.size, 3);
  for (const [replica, count] of counts) assert.ok(Math.abs(count - 1000 / 3) <= (1000 / 3) * 0.15, `${replica} owns ${count} of 1000`);
});

test('a replica joining takes only keys for itself, about its fair share; none moves between the others', () => {
  const before = assignment(REPLICAS);
  const joined = 'host-d-404-2a3b4c5d';
  const after = assignment([...REPLICAS, joined]);
  const moved = KEYS.filter((key) => before.get(key) !== after.get(key));
  assert.ok(
    moved.every((key) => after.get(key) === joined),
    'every key that moved went to the new replica',
  );
  assert.ok(Math.abs(moved.length - 250) <= 250 * 0.2, `${moved.length} of 1000 keys moved to the fourth replica`);
});

test('a replica leaving gives away only its own keys, spread over the others', () => {
  const before = assignment(REPLICAS);
  const [gone, ...rest] = REPLICAS as [string, string, string];
  const after = assignment(rest);
  const moved = KEYS.filter((key) => before.get(key) !== after.get(key));
  assert.equal(
    moved,
    KEYS.filter((key) => before.get(key) === gone),
  );
  const takers = countsOf(new Map(moved.map((key) => [key, after.get(key)!])));
  for (const replica of rest) assert.ok((takers.get(replica) ?? 0) > moved.length / 4, `${replica} took ${takers.get(replica)} of ${moved.length}`);
});

test('alone (one replica, SQLite, a CLI run) a replica owns every key', () => {
  const alone = shardOf('only', []);
  assert.ok(KEYS.every((key) => alone.owns(key)));
  assert.equal(alone.members, ['only']);
  assert.ok(KEYS.every((key) => WHOLE_SHARD.owns(key)));
  assert.is(rendezvousOwner('gateway-1', []), null);
});

test('a share is reused while the membership stays the same, and made anew when it or the replica changes', () => {
  const memo = new ShardMemo();
  const [a, b, c] = REPLICAS as [string, string, string];
  const first = memo.of(a, [c, b, a]);
  // The same members in another order, and without the replica itself: the same share, decisions kept.
  assert.is(memo.of(a, [b, c]), first);
  const afterLeave = memo.of(a, [a, b]);
  assert.is.not(afterLeave, first);
  assert.equal(afterLeave.members, [a, b]);
  assert.ok(KEYS.every((key) => afterLeave.owns(key) === (rendezvousOwner(key, [a, b]) === a)));
  // Another replica with the same members owns the other keys, not the first one's.
  const other = memo.of(b, [a, b]);
  assert.is.not(other, afterLeave);
  assert.ok(KEYS.every((key) => other.owns(key) !== afterLeave.owns(key)));
});

test.run();
