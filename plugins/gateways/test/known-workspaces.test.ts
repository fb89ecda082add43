// What the `?workspace=` check remembers (src/api/known-workspaces.ts): one lookup per name while an answer is fresh,
// shared by concurrent askers; nothing kept when the gateway could not say or the lookup failed; never more names
// than its bound, however many distinct ones requests bring.

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { KNOWN_WORKSPACE_TTL_MS, KnownWorkspaces } from '../src/api/known-workspaces.ts';

function counted(verdict: boolean | null | Error) {
  const lookup = async () => {
    lookup.calls += 1;
    if (verdict instanceof Error) throw verdict;
    return verdict;
  };
  lookup.calls = 0;
  return lookup;
}

test('concurrent askers share one lookup, and its answer is kept until it is stale', async () => {
  let now = 1_000;
  const known = new KnownWorkspaces(() => now);
  const lookup = counted(false);
  assert.equal(await Promise.all([1, 2, 3].map(() => known.verdict('gw', 'ws', lookup))), [false, false, false]);
  assert.is(lookup.calls, 1);
  now += KNOWN_WORKSPACE_TTL_MS - 1;
  await known.verdict('gw', 'ws', lookup);
  assert.is(lookup.calls, 1);
  now += 1;
  await known.verdict('gw', 'ws', lookup);
  assert.is(lookup.calls, 2, 'stale: asked again');
  known.forget('gw', 'ws');
  await known.verdict('gw', 'ws', lookup);
  assert.is(lookup.calls, 3, 'forgotten: asked again');
});

test('no answer and a failed lookup are not remembered', async () => {
  const known = new KnownWorkspaces(() => 0);
  const unsure = counted(null);
  await known.verdict('gw', 'ws', unsure);
  await known.verdict('gw', 'ws', unsure);
  assert.is(unsure.calls, 2);
  const failing = counted(new Error('down'));
  for (let i = 0; i < 2; i += 1) {
    const failure = await known.verdict('gw', 'other', failing).then(
      () => null,
      (error: Error) => error.message,
    );
    assert.is(failure, 'down');
  }
  assert.is(failing.calls, 2);
});

test('a flood of distinct names stays within the bound; the oldest answers go first', async () => {
  const known = new KnownWorkspaces(() => 0);
  const first = counted(true);
  await known.verdict('gw', 'first', first);
  for (let i = 0; i < 5_000; i += 1) await known.verdict('gw', `name-${i}`, counted(false));
  const size = (known as unknown as { entries: Map<string, unknown> }).entries.size;
  assert.ok(size <= 2_000, `kept ${size}`);
  await known.verdict('gw', 'first', first);
  assert.is(first.calls, 2, 'the oldest answer made room');
});

test.run();
