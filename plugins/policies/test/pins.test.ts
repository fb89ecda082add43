import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CREATE_TIME_POLICY, type PolicyFixture, plainRule, policyFixture } from './helpers.ts';

const pins = suite<{ f: PolicyFixture }>('policy pins');
pins.before.each(async (context) => {
  context.f = await policyFixture();
});
pins.after.each(async ({ f }) => {
  await f.close();
});

const writes = (base: string): Array<[string, string, unknown, Record<string, string>?]> => [
  ['PUT', `${base}/policy`, CREATE_TIME_POLICY],
  ['POST', `${base}/policy/apply`, CREATE_TIME_POLICY],
  ['POST', `${base}/policy/network-rules`, { key: 'k', rule: plainRule('a.example.com') }],
  ['DELETE', `${base}/policy/network-rules/k`, undefined],
  ['POST', `${base}/policy/filesystem`, { path: '/opt', access: 'read_only' }],
  ['DELETE', `${base}/policy/filesystem`, { path: '/usr' }],
  ['PUT', `${base}/policy/process`, { run_as_user: 'sandbox' }],
  ['POST', `${base}/policy/presets/pypi`, undefined],
  ['DELETE', `${base}/policy/presets/pypi`, undefined],
];

pins('while pinned every write path answers 423 policy_locked, reads and export keep working; unpinning restores writes', async ({ f }) => {
  const { t, base, sim } = f;
  const pinned = await t.http.as('operator').post(`${base}/policy/pin`, { reason: 'incident 42 under investigation' });
  assert.is(pinned.status, 201, pinned.text);
  assert.equal(
    { reason: pinned.body.reason, by: pinned.body.pinned_by, version: pinned.body.pinned_version, expires: pinned.body.expires_at },
    { reason: 'incident 42 under investigation', by: 'operator@test.local', version: 1, expires: null },
  );
  const before = sim.control.calls('UpdateConfig');
  for (const [method, path, body] of writes(base)) {
    const response = await t.http.as('operator').request(method, path, body === undefined ? {} : { body });
    assert.is(response.status, 423, `${method} ${path}: ${response.text}`);
    assert.is(response.body.code, 'policy_locked', `${method} ${path}`);
  }
  const invalidBody = await t.http.as('operator').post(`${base}/policy/network-rules`, { nonsense: true });
  assert.is(invalidBody.status, 423, 'the pin is checked before the body is validated');
  assert.is(sim.control.calls('UpdateConfig'), before, 'no write reached the gateway');
  assert.is((await t.http.as('viewer').get(`${base}/policy`)).status, 200);
  assert.is((await t.http.as('viewer').get(`${base}/export`)).status, 200);
  assert.is((await t.http.as('viewer').get(`${base}/policy/pin`)).body.reason, 'incident 42 under investigation');
  const twice = await t.http.as('operator').post(`${base}/policy/pin`, { reason: 'again' });
  assert.is(twice.status, 409);

  const removed = await t.http.as('operator').delete(`${base}/policy/pin`);
  assert.is(removed.status, 204);
  assert.is((await t.http.get(`${base}/policy/pin`)).status, 404);
  const write = await t.http.as('operator').post(`${base}/policy/network-rules`, { key: 'k', rule: plainRule('a.example.com') });
  assert.is(write.status, 201);
  const audit = await t.kernel.database.execute<{ action: string }>("SELECT action FROM audit_log WHERE action LIKE 'policy.%pin%' ORDER BY id");
  assert.equal(
    audit.map((row) => row.action),
    ['policy.pin', 'policy.unpin'],
  );
});

pins('a pin with expires_at lapses on its own, without any request', async ({ f }) => {
  const { t, base } = f;
  const expiresAt = new Date(t.clock.now() + 60_000).toISOString();
  const pinned = await t.http.as('operator').post(`${base}/policy/pin`, { reason: 'change freeze', expires_at: expiresAt });
  assert.is(pinned.body.expires_at, expiresAt);
  t.manualClock!.advance(30_000);
  await t.tick();
  assert.is((await t.kernel.database.execute('SELECT id FROM policy_pins')).length, 1, 'not lapsed yet');
  t.manualClock!.advance(31_000);
  await t.tick();
  assert.is((await t.kernel.database.execute('SELECT id FROM policy_pins')).length, 0, 'the expiry task removed it');
  const audit = await t.kernel.database.execute<{ action: string; actor: string }>("SELECT action, actor FROM audit_log WHERE action = 'policy.pin.expired'");
  assert.equal(audit, [{ action: 'policy.pin.expired', actor: 'system' }]);
  assert.is(t.eventsNamed('policy.pin_expired').length, 1);
  assert.is((await t.http.as('operator').post(`${base}/policy/network-rules`, { key: 'k', rule: plainRule('a.example.com') })).status, 201);
});

pins('a lapsed pin never blocks, even before the expiry task has run', async ({ f }) => {
  const { t, base } = f;
  await t.http.as('operator').post(`${base}/policy/pin`, { reason: 'short', expires_at: new Date(t.clock.now() + 1000).toISOString() });
  t.manualClock!.advance(2000);
  const write = await t.http.as('operator').post(`${base}/policy/network-rules`, { key: 'k', rule: plainRule('a.example.com') });
  assert.is(write.status, 201);
  assert.is((await t.http.get(`${base}/policy/pin`)).status, 404);
});

pins('pin bodies are validated; pinning needs an existing sandbox; viewers cannot pin or unpin', async ({ f }) => {
  const { t, base } = f;
  const noReason = await t.http.as('operator').post(`${base}/policy/pin`, { reason: '  ' });
  assert.equal(
    noReason.body.errors.map((e: { path: string }) => e.path),
    ['body.reason'],
  );
  const past = await t.http.as('operator').post(`${base}/policy/pin`, { reason: 'x', expires_at: new Date(t.clock.now() - 1000).toISOString() });
  assert.equal(past.body.errors, [{ path: 'body.expires_at', message: 'must be in the future' }]);
  const badDate = await t.http.as('operator').post(`${base}/policy/pin`, { reason: 'x', expires_at: 'tomorrow' });
  assert.is(badDate.status, 400);
  const ghost = await t.http.as('operator').post('/api/gateways/gw/sandboxes/ghost/policy/pin', { reason: 'x' });
  assert.equal({ status: ghost.status, code: ghost.body.code }, { status: 404, code: 'SANDBOX_NOT_FOUND' });
  assert.is((await t.http.as('viewer').post(`${base}/policy/pin`, { reason: 'x' })).status, 403);
  assert.is((await t.http.as('viewer').delete(`${base}/policy/pin`)).status, 403);
  assert.is((await t.kernel.database.execute('SELECT id FROM policy_pins')).length, 0);
});

pins('ten parallel pins of one sandbox: one 201, nine 409 ALREADY_EXISTS', async ({ f }) => {
  const { t, base } = f;
  const answers = await Promise.all(Array.from({ length: 10 }, () => t.http.as('operator').post(`${base}/policy/pin`, { reason: 'freeze' })));
  assert.equal(answers.map((answer) => `${answer.status} ${answer.body.code ?? ''}`).sort(), ['201 ', ...Array(9).fill('409 ALREADY_EXISTS')]);
});

pins.run();
