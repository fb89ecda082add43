// The webhook endpoints (docs/decisions.md §7 bodies), admin only: create with its one-time secret, get, list, update,
// delete and test, audit rows for each, bad input refused before anything is stored, and the signing secret
// nowhere but in the create answer: not in any other answer, log line, audit row, event, outbox row or record.

import type { TestKernel, TestResponse } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  auditRows,
  bootWebhooks,
  createWebhook,
  deliveriesSettled,
  type Receiver,
  records,
  registerGateway,
  rows,
  signatureValid,
  startReceiver,
} from './helpers.ts';

interface Context {
  t: TestKernel;
  receiver: Receiver;
}

const webhooks = suite<Context>('webhook endpoints');
webhooks.before(async (context) => {
  context.t = await bootWebhooks();
  context.receiver = await startReceiver();
});
webhooks.after(async ({ t, receiver }) => {
  await receiver.close();
  await t.stop();
});

async function stored(t: TestKernel): Promise<{ webhooks: number; audit: number; outbox: number }> {
  const count = async (table: string) => Number((await rows<{ n: number | string }>(t, `SELECT COUNT(*) AS n FROM ${table}`))[0]!.n);
  return { webhooks: await count('webhooks'), audit: await count('audit_log'), outbox: await count('webhook_outbox') };
}

function problem(response: TestResponse, status: number, code: string): void {
  assert.is(response.status, status, response.text);
  assert.match(response.headers.get('content-type') ?? '', /application\/problem\+json/);
  assert.is(response.body.code, code, response.text);
}

webhooks('create: 201 with the secret this once; get and list never show it; the audit row names the target, not its path', async ({ t, receiver }) => {
  const url = `${receiver.url}/services/T0001/B0002/path-token-xyz`;
  const created = await t.http.post('/api/webhooks', { url, event_types: ['gateway.registered', 'gateway.unregistered'] });
  assert.is(created.status, 201, created.text);
  const webhook = created.body;
  assert.is(created.headers.get('location'), `/api/webhooks/${webhook.id}`);
  assert.match(webhook.secret, /^[A-Za-z0-9_-]{43}$/);
  assert.equal(
    { ...webhook, id: undefined, secret: undefined, created_at: undefined, updated_at: undefined },
    {
      id: undefined,
      name: null,
      url,
      event_types: ['gateway.registered', 'gateway.unregistered'],
      channel_type: 'generic',
      extra_config: {},
      extra_config_secrets: [],
      active: true,
      deactivated_reason: null,
      created_by: 'admin@test.local',
      created_at: undefined,
      updated_at: undefined,
      secret: undefined,
    },
  );

  const got = await t.http.get(`/api/webhooks/${webhook.id}`);
  assert.is(got.status, 200);
  const { secret: _shownOnce, ...withoutSecret } = webhook;
  assert.equal(got.body, withoutSecret);
  assert.not.ok('secret' in got.body);
  const listed = await t.http.get('/api/webhooks');
  assert.equal([listed.body.total, listed.body.items[0]], [1, got.body]);

  const [audit] = await auditRows(t, 'webhook.create');
  assert.equal([audit!.actor, audit!.resource_type, audit!.resource_id], ['admin@test.local', 'webhook', webhook.id]);
  assert.equal(audit!.detail, {
    channel_type: 'generic',
    target: `http://127.0.0.1:${receiver.port}`,
    event_types: ['gateway.registered', 'gateway.unregistered'],
    active: true,
    extra_config_keys: [],
    extra_config_secrets: [],
  });
  assert.not.ok(JSON.stringify(audit).includes('path-token-xyz'), "a chat URL's token never reaches the append-only log");
  assert.is((await t.http.delete(`/api/webhooks/${webhook.id}`)).status, 204);
});

webhooks('update: fields left out are kept; the audit row lists what changed; switching off and on', async ({ t, receiver }) => {
  const webhook = await createWebhook(t, { url: receiver.url });
  const updated = await t.http.put(`/api/webhooks/${webhook.id}`, { event_types: ['*'], active: false });
  assert.is(updated.status, 200, updated.text);
  assert.equal([updated.body.url, updated.body.event_types, updated.body.active, 'secret' in updated.body], [receiver.url, ['*'], false, false]);
  assert.ok(Date.parse(updated.body.updated_at) >= Date.parse(webhook.updated_at));
  const moved = await t.http.put(`/api/webhooks/${webhook.id}`, { url: `${receiver.url}?v=2`, active: true });
  assert.equal([moved.status, moved.body.url, moved.body.active, moved.body.event_types], [200, `${receiver.url}?v=2`, true, ['*']]);
  const audits = await auditRows(t, 'webhook.update');
  assert.equal(
    audits.map((row) => row.detail.changed),
    [
      ['event_types', 'active'],
      ['url', 'active'],
    ],
  );
  problem(await t.http.put(`/api/webhooks/${webhook.id}`, {}), 400, 'VALIDATION_ERROR');
  problem(await t.http.put('/api/webhooks/no-such-webhook', { active: false }), 404, 'WEBHOOK_NOT_FOUND');
  await t.http.delete(`/api/webhooks/${webhook.id}`);
});

webhooks('name: optional and unique; set, changed and removed by update; shown in every answer and the audit row', async ({ t, receiver }) => {
  const named = await createWebhook(t, { url: receiver.url, name: 'ops-alerts' });
  assert.is(named.name, 'ops-alerts');
  assert.is((await t.http.get(`/api/webhooks/${named.id}`)).body.name, 'ops-alerts');
  assert.equal(
    (await t.http.get('/api/webhooks')).body.items.map((item: { name: string | null }) => item.name),
    ['ops-alerts'],
  );
  assert.is((await auditRows(t, 'webhook.create')).at(-1)!.detail.name, 'ops-alerts');
  const taken = await t.http.post('/api/webhooks', { url: receiver.url, event_types: ['*'], name: 'ops-alerts' });
  problem(taken, 409, 'ALREADY_EXISTS');
  assert.match(taken.body.detail, /ops-alerts/);
  const unnamed = await createWebhook(t, { url: receiver.url });
  problem(await t.http.put(`/api/webhooks/${unnamed.id}`, { name: 'ops-alerts' }), 409, 'ALREADY_EXISTS');
  const second = await createWebhook(t, { url: receiver.url });
  assert.equal([unnamed.name, second.name], [null, null], 'any number of webhooks have no name');
  assert.is((await t.http.put(`/api/webhooks/${named.id}`, { name: 'ops-alerts' })).status, 200, 'its own name is not taken');
  const renamed = await t.http.put(`/api/webhooks/${unnamed.id}`, { name: 'night-shift' });
  assert.equal([renamed.status, renamed.body.name], [200, 'night-shift']);
  assert.equal((await auditRows(t, 'webhook.update')).at(-1)!.detail.changed, ['name']);
  const cleared = await t.http.put(`/api/webhooks/${named.id}`, { name: null });
  assert.equal([cleared.status, cleared.body.name], [200, null]);
  for (const name of ['Ops', '-ops', 'ops_alerts', 'x'.repeat(64), '']) {
    const refused = await t.http.post('/api/webhooks', { url: receiver.url, event_types: ['*'], name });
    problem(refused, 400, 'VALIDATION_ERROR');
    assert.is(refused.body.errors[0].path, 'body.name', name);
  }
  for (const { id } of [named, unnamed, second]) await t.http.delete(`/api/webhooks/${id}`);
});

webhooks('delete: 204, then 404; its pending deliveries and records go with it; audited', async ({ t, receiver }) => {
  receiver.answer(500);
  const webhook = await createWebhook(t, { url: receiver.url });
  await registerGateway(t);
  await deliveriesSettled(t);
  assert.is((await rows(t, 'SELECT id FROM webhook_outbox WHERE webhook_id = ?', [webhook.id])).length, 1, 'a retry is pending');
  assert.is((await t.http.delete(`/api/webhooks/${webhook.id}`)).status, 204);
  problem(await t.http.get(`/api/webhooks/${webhook.id}`), 404, 'WEBHOOK_NOT_FOUND');
  problem(await t.http.delete(`/api/webhooks/${webhook.id}`), 404, 'WEBHOOK_NOT_FOUND');
  assert.equal(await rows(t, 'SELECT id FROM webhook_outbox WHERE webhook_id = ?', [webhook.id]), []);
  assert.equal(await rows(t, 'SELECT id FROM webhook_deliveries WHERE webhook_id = ?', [webhook.id]), []);
  receiver.answer(200);
  const audit = (await auditRows(t, 'webhook.delete')).at(-1);
  assert.equal([audit!.resource_id, audit!.detail], [webhook.id, { channel_type: 'generic', target: `http://127.0.0.1:${receiver.port}` }]);
});

webhooks("test: a webhook.test event with sample data to this webhook only; the answer is the attempt's record", async ({ t, receiver }) => {
  const webhook = await createWebhook(t, { url: receiver.url });
  const bystander = await createWebhook(t, { url: `${receiver.url}?bystander`, event_types: ['*'] });
  const before = receiver.requests.length;
  const tested = await t.http.post(`/api/webhooks/${webhook.id}/test`);
  assert.is(tested.status, 200, tested.text);
  assert.equal(
    [tested.body.webhook_id, tested.body.event, tested.body.attempt, tested.body.status, tested.body.response_code],
    [webhook.id, 'webhook.test', 1, 'success', 200],
  );
  const sent = receiver.requests.slice(before);
  assert.is(sent.length, 1, 'only the tested webhook');
  assert.equal(sent[0]!.json.data, {
    gateway: 'example-gateway',
    sandbox: 'example-sandbox',
    actor: 'admin@test.local',
    webhook_id: webhook.id,
    message: 'A test event from Portcullis: this webhook receives events.',
  });
  assert.is(sent[0]!.headers['x-service-event'], 'webhook.test');
  assert.is(sent[0]!.headers['x-service-delivery'], tested.body.delivery_id);
  assert.ok(signatureValid(webhook.secret, sent[0]!.body, sent[0]!.headers['x-service-signature']));
  assert.equal(
    (await records(t, webhook.id)).map((record) => record.id),
    [tested.body.id],
  );
  const [audit] = await auditRows(t, 'webhook.test');
  assert.equal([audit!.resource_id, audit!.detail], [webhook.id, { event_id: tested.body.event_id, channel_type: 'generic' }]);

  await t.http.put(`/api/webhooks/${webhook.id}`, { active: false });
  problem(await t.http.post(`/api/webhooks/${webhook.id}/test`), 409, 'WEBHOOK_INACTIVE');
  problem(await t.http.post('/api/webhooks/no-such-webhook/test'), 404, 'WEBHOOK_NOT_FOUND');
  for (const id of [webhook.id, bystander.id]) await t.http.delete(`/api/webhooks/${id}`);
});

webhooks('bad input is a 400 problem+json and stores nothing', async ({ t, receiver }) => {
  const before = await stored(t);
  const cases: Array<[Record<string, unknown>, string, RegExp]> = [
    [
      { url: receiver.url, event_types: ['*'], channel_type: 'carrier_pigeon' },
      'body.channel_type',
      /unknown channel type carrier_pigeon; enabled channel types: generic/,
    ],
    [{ url: 'not a url', event_types: ['*'] }, 'body.url', /absolute URL/],
    [{ url: 'ftp://127.0.0.1/hook', event_types: ['*'] }, 'body.url', /http:\/\/ or https:\/\//],
    [{ url: 'http://user:pass@127.0.0.1/hook', event_types: ['*'] }, 'body.url', /credentials/],
    [{ url: receiver.url, event_types: ['gateway.registered', 'sandbox.exploded'] }, 'body.event_types.1', /unknown event sandbox\.exploded/],
    [{ url: receiver.url, event_types: ['operation.updated'] }, 'body.event_types.0', /unknown event operation\.updated/],
    [{ url: receiver.url, event_types: [] }, 'body.event_types', /at least one/],
    [{ url: receiver.url, event_types: ['*'], extra_config: { padding: 'x'.repeat(17_000) } }, 'body.extra_config', /at most 16384 bytes/],
    [{ url: receiver.url, event_types: ['*'], extra_config: { unexpected: true } }, 'body.extra_config', /nrecognized key/],
    [{ url: receiver.url, event_types: ['*'], extra_config: [1, 2] }, 'body.extra_config', /object/],
    [{ url: receiver.url, event_types: ['*'], secret: 'mine' }, 'body', /nrecognized key/],
    [{ url: receiver.url, event_types: ['*'], active: 'yes' }, 'body.active', /true or false/],
  ];
  for (const [body, path, message] of cases) {
    const response = await t.http.post('/api/webhooks', body);
    problem(response, 400, 'VALIDATION_ERROR');
    const error = response.body.errors.find((candidate: { path: string }) => candidate.path === path);
    assert.ok(error, `${path} in ${response.text}`);
    assert.match(error.message, message);
  }
  const webhook = await createWebhook(t, { url: receiver.url });
  const afterCreate = await stored(t);
  for (const body of [
    { channel_type: 'carrier_pigeon' },
    { url: 'gopher://x' },
    { event_types: ['nope.never'] },
    { extra_config: { padding: 'x'.repeat(17_000) } },
  ]) {
    problem(await t.http.put(`/api/webhooks/${webhook.id}`, body), 400, 'VALIDATION_ERROR');
  }
  assert.equal(await stored(t), afterCreate, 'refused updates change nothing');
  assert.equal((await t.http.get(`/api/webhooks/${webhook.id}`)).body.url, receiver.url);
  await t.http.delete(`/api/webhooks/${webhook.id}`);
  assert.equal({ ...(await stored(t)), audit: before.audit }, before);
});

webhooks('viewers and operators get 403 on every webhook endpoint, and nothing happens', async ({ t, receiver }) => {
  const webhook = await createWebhook(t, { url: receiver.url });
  const before = { stored: await stored(t), requests: receiver.requests.length };
  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/api/webhooks'],
    ['POST', '/api/webhooks', { url: receiver.url, event_types: ['*'] }],
    ['GET', `/api/webhooks/${webhook.id}`],
    ['PUT', `/api/webhooks/${webhook.id}`, { active: false }],
    ['DELETE', `/api/webhooks/${webhook.id}`],
    ['POST', `/api/webhooks/${webhook.id}/test`],
    ['GET', `/api/webhooks/${webhook.id}/deliveries`],
    ['GET', '/api/webhook-channels'],
  ];
  for (const role of ['viewer', 'operator'] as const) {
    for (const [method, path, body] of calls) {
      const response = await t.http.as(role).request(method, path, body === undefined ? {} : { body });
      problem(response, 403, 'PERMISSION_DENIED');
    }
  }
  for (const [method, path] of calls) assert.is((await t.http.as(null).request(method, path)).status, 401, `${method} ${path} anonymous`);
  assert.equal({ stored: await stored(t), requests: receiver.requests.length }, before);
  await t.http.delete(`/api/webhooks/${webhook.id}`);
});

webhooks('five creates racing for one name: exactly one is 201, the others 409, one webhook stored', async ({ t, receiver }) => {
  const before = (await t.http.get('/api/webhooks')).body.items.length;
  const answers = await Promise.all(Array.from({ length: 5 }, () => t.http.post('/api/webhooks', { url: receiver.url, event_types: ['*'], name: 'raced' })));
  assert.equal(answers.map((answer) => answer.status).sort(), [201, 409, 409, 409, 409]);
  for (const answer of answers.filter((each) => each.status === 409)) assert.is(answer.body.code, 'ALREADY_EXISTS');
  const items = (await t.http.get('/api/webhooks')).body.items as Array<{ id: string; name: string | null }>;
  assert.equal([items.length - before, items.filter((item) => item.name === 'raced').length], [1, 1]);
  for (const { id } of items.filter((item) => item.name === 'raced')) await t.http.delete(`/api/webhooks/${id}`);
});

webhooks('the channel list names what enabled plugins provide', async ({ t }) => {
  const channels = await t.http.get('/api/webhook-channels');
  assert.equal(channels.body, { items: [{ type: 'generic', description: channels.body.items[0].description, signs: true, secret_fields: [] }], total: 1 });
  assert.match(channels.body.items[0].description, /X-Service-Signature/);
});

webhooks(
  'the secret appears only in the create answer: never in another answer, a log line, an audit row, an event, an outbox row or a record',
  async ({ t, receiver }) => {
    receiver.answer(500);
    const created = await t.http.post('/api/webhooks', { url: receiver.url, event_types: ['*'] });
    const { id, secret } = created.body as { id: string; secret: string };
    const answers = [
      await t.http.get(`/api/webhooks/${id}`),
      await t.http.get('/api/webhooks'),
      await t.http.put(`/api/webhooks/${id}`, { event_types: ['*', 'gateway.registered'] }),
      await t.http.post(`/api/webhooks/${id}/test`),
    ];
    await registerGateway(t);
    await deliveriesSettled(t);
    answers.push(await t.http.get(`/api/webhooks/${id}/deliveries`));
    for (const answer of answers) assert.not.ok(answer.text.includes(secret), `an answer carries the secret: ${answer.text}`);
    assert.ok(receiver.requests.length >= 2, 'deliveries were attempted (and signed with it)');
    const everywhere = [
      t.logs.text(),
      JSON.stringify(t.events),
      JSON.stringify(await rows(t, 'SELECT * FROM audit_log')),
      JSON.stringify(await rows(t, 'SELECT * FROM webhook_outbox')),
      JSON.stringify(await rows(t, 'SELECT * FROM webhook_deliveries')),
      JSON.stringify(await rows(t, 'SELECT * FROM webhooks')),
    ].join('\n');
    assert.not.ok(everywhere.includes(secret), 'the secret leaked into logs, audit, events or stored rows');
    assert.ok((await rows(t, 'SELECT secret_sealed FROM webhooks WHERE id = ?', [id]))[0]!.secret_sealed.startsWith('v1.'), 'stored sealed');
    receiver.answer(200);
    await t.http.delete(`/api/webhooks/${id}`);
  },
);

webhooks.run();
