// SecretBox (docs/decisions.md §2, "Secrets are encrypted at rest"): one purpose's key never opens another's values,
// and the derived keys it keeps are not the ones it hands out.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SecretBox } from '../src/secrets.ts';

test('sealed values open under their own purpose only, also after the keys were derived once', () => {
  const box = new SecretBox('operator-secret');
  const sealed = box.encrypt('gateway-credentials', 'client key');
  assert.is.not(box.encrypt('gateway-credentials', 'client key'), sealed, 'each sealing has its own IV');
  assert.is(box.decrypt('gateway-credentials', sealed), 'client key');
  assert.throws(() => box.decrypt('webhook-signing', sealed));
  assert.throws(() => new SecretBox('another-secret').decrypt('gateway-credentials', sealed));
  assert.is(new SecretBox('operator-secret').decrypt('gateway-credentials', sealed), 'client key');
});

test('signatures check against their purpose and secret', () => {
  const box = new SecretBox('operator-secret');
  const signature = box.sign('oidc-state', 'payload');
  assert.ok(box.verify('oidc-state', 'payload', signature));
  assert.not.ok(box.verify('decision-links', 'payload', signature));
  assert.not.ok(box.verify('oidc-state', 'payload2', signature));
  assert.not.ok(new SecretBox('another-secret').verify('oidc-state', 'payload', signature));
});

test('a key handed out is a copy: changing it changes nothing the box seals or signs with', () => {
  const box = new SecretBox('operator-secret');
  const signature = box.sign('oidc-state', 'payload');
  const handedOut = box.key('sign:oidc-state');
  const original = Buffer.from(handedOut);
  handedOut.fill(0);
  assert.equal(box.key('sign:oidc-state'), original);
  assert.is(box.sign('oidc-state', 'payload'), signature);
  assert.is(box.key('audit-chain', 16).length, 16);
  assert.equal(box.key('audit-chain', 16), box.key('audit-chain').subarray(0, 16), 'HKDF output of a shorter length is a prefix');
});

test.run();
