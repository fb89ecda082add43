// Sandbox snapshots share the record's spec instead of copying it (src/state/sandboxes.ts): the sharing is safe only
// while nothing can write through a snapshot and every change replaces the spec whole.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveOptions } from '../src/options.ts';
import { Gateway } from '../src/state/gateway.ts';
import { sealSpec, toWire } from '../src/state/sandboxes.ts';
import { FAST_TIMINGS } from './helpers.ts';

const gateway = new Gateway(resolveOptions({ timings: FAST_TIMINGS }));
test.after(() => gateway.close());

test('a snapshot cannot write into the sandbox it was taken from, at any depth', () => {
  const record = gateway.createSandbox({ name: 'shared', workspace: 'default', spec: { environment: { A: '1' } } });
  const spec = toWire(record).spec as typeof record.spec;
  assert.throws(() => spec.providers.push('openai'), TypeError);
  assert.throws(() => {
    spec.environment = { A: '2' };
  }, TypeError);
  assert.throws(() => {
    spec.template!.image = 'other';
  }, TypeError);
  assert.equal(record.spec.providers, []);
  assert.equal(record.spec.environment, { A: '1' });
});

test('a snapshot keeps the spec it was taken with after the sandbox changes', () => {
  const record = gateway.createSandbox({ name: 'changing', workspace: 'default', spec: {} });
  const before = toWire(record);
  record.spec = sealSpec({ ...record.spec, providers: [...record.spec.providers, 'openai'] });
  assert.equal(before.spec!.providers, []);
  assert.equal(toWire(record).spec!.providers, ['openai']);
});

test.run();
