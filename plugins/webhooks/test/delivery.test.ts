// Deliveries through the engine and the generic channel to a real HTTP receiver on loopback: the signed envelope
// (checked with an independent HMAC), the retry schedule for 500, timeouts and refused connections, no retry for a
// 4xx or a redirect, the delivery log, the metric, and what never leaves the process.

import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  advance,
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

const delivery = suite<Context>('deliveries');
delivery.before.each(async (context) => {
  context.t = await bootWebhooks({ env: { SERVICE_WEBHOOK_TIMEOUT_SECONDS: '1' } });
  context.receiver = await startReceiver();
});
delivery.after.each(async ({ t, receiver }) => {
  await receiver.close();
  await t.stop();
});

delivery('a real event arrives once as the signed envelope; the record says success', async ({ t, receiver }) => {
  const webhook = await createWebhook(t, { url: receiver.url });
  await registerGateway(t, 'edge-1');
  await deliveriesSettled(t);

  assert.is(receiver.requests.length, 1);
  const [request] = receiver.requests;
  assert.is(request!.method, 'POST');
  assert.is(request!.path, '/hook');
  assert.is(request!.headers['content-type'], 'application/json');
  assert.is(request!.headers['x-service-event'], 'gateway.registered');
  assert.ok(signatureValid(webhook.secret, request!.body, request!.headers['x-service-signature']), 'X-Service-Signature verifies with the secret');
  assert.not.ok(signatureValid('another-secret', request!.body, request!.headers['x-service-signature']));
  const [event] = t.eventsNamed('gateway.registered');
  assert.equal(request!.json, { event: 'gateway.registered', timestamp: event!.timestamp, data: event!.data });
  assert.equal(request!.json.data, { actor: 'admin@test.local', gateway: 'edge-1', endpoint: 'http://127.0.0.1:1', auth_mode: 'none', labels: {} });

  const [record] = await records(t, webhook.id);
  assert.equal(
    { ...record, id: undefined, created_at: undefined, duration_ms: undefined },
    {
      id: undefined,
      webhook_id: webhook.id,
      delivery_id: request!.headers['x-service-delivery'],
      event: 'gateway.registered',
      event_id: event!.id,
      attempt: 1,
      status: 'success',
      response_code: 200,
      error: null,
      duration_ms: undefined,
      created_at: undefined,
      next_attempt_at: null,
    },
  );
  assert.equal(await rows(t, 'SELECT id FROM webhook_outbox'), [], 'a finished delivery leaves the outbox');
});

delivery('HTTP 500: retried after 5, 30 and 120 s with the same delivery id, then failed; each attempt recorded', async ({ t, receiver }) => {
  receiver.answer(500);
  const webhook = await createWebhook(t, { url: receiver.url });
  await registerGateway(t);
  await deliveriesSettled(t);
  assert.is(receiver.requests.length, 1);

  await advance(t, 4_000);
  assert.is(receiver.requests.length, 1, 'not before 5 s');
  await advance(t, 1_000);
  assert.is(receiver.requests.length, 2, 'second attempt at 5 s');
  await advance(t, 29_000);
  assert.is(receiver.requests.length, 2);
  await advance(t, 1_000);
  assert.is(receiver.requests.length, 3, 'third at 30 s more');
  await advance(t, 120_000);
  assert.is(receiver.requests.length, 4, 'fourth at 120 s more');
  await advance(t, 3_600_000);
  assert.is(receiver.requests.length, 4, 'three retries, then no more');

  assert.equal(new Set(receiver.requests.map((request) => request.headers['x-service-delivery'])).size, 1, 'one delivery id for every attempt');
  assert.equal(new Set(receiver.requests.map((request) => request.body.toString())).size, 1, 'the same body every time');
  const log = await records(t, webhook.id);
  assert.equal(
    log.map((record) => [record.attempt, record.status, record.response_code, record.error]),
    [
      [1, 'retrying', 500, 'HTTP 500 Internal Server Error'],
      [2, 'retrying', 500, 'HTTP 500 Internal Server Error'],
      [3, 'retrying', 500, 'HTTP 500 Internal Server Error'],
      [4, 'failed', 500, 'HTTP 500 Internal Server Error'],
    ],
  );
  const gaps = log.slice(0, 3).map((record) => Date.parse(record.next_attempt_at) - Date.parse(record.created_at));
  assert.equal(gaps, [5_000, 30_000, 120_000]);
  assert.is(log[3]!.next_attempt_at, null);
  assert.equal(await rows(t, 'SELECT id FROM webhook_outbox'), []);

  const metrics = await t.http.get('/metrics');
  assert.match(metrics.text, /portcullis_webhook_deliveries_total\{result="retrying"\} 3/);
  assert.match(metrics.text, /portcullis_webhook_deliveries_total\{result="failed"\} 1/);
});

delivery('a 500 then a 200: the retry succeeds and nothing more is sent', async ({ t, receiver }) => {
  receiver.answer(500);
  const webhook = await createWebhook(t, { url: receiver.url });
  await registerGateway(t);
  await deliveriesSettled(t);
  receiver.answer(200);
  await advance(t, 5_000);
  await advance(t, 600_000);
  assert.is(receiver.requests.length, 2);
  assert.equal(
    (await records(t, webhook.id)).map((record) => [record.attempt, record.status]),
    [
      [1, 'retrying'],
      [2, 'success'],
    ],
  );
});

delivery('HTTP 400 and a redirect fail at once, without retry', async ({ t, receiver }) => {
  receiver.answer((request) => (request.json?.data?.gateway === 'bad-request' ? 400 : 302));
  const webhook = await createWebhook(t, { url: receiver.url });
  await registerGateway(t, 'bad-request');
  await registerGateway(t, 'redirected');
  await deliveriesSettled(t);
  await advance(t, 600_000);
  assert.is(receiver.requests.length, 2);
  const log = await records(t, webhook.id);
  assert.equal(log.map((record) => [record.status, record.response_code, record.next_attempt_at]).sort(), [
    ['failed', 302, null],
    ['failed', 400, null],
  ]);
  assert.ok(log.some((record) => record.error === 'HTTP 302 Found: redirects are not followed'));
});

delivery('a receiver that never answers: the attempt times out and is retried', async ({ t, receiver }) => {
  receiver.answer('hang');
  const webhook = await createWebhook(t, { url: receiver.url });
  await registerGateway(t);
  await deliveriesSettled(t);
  const [first] = await records(t, webhook.id);
  assert.equal([first!.status, first!.response_code, first!.error], ['retrying', null, 'timed out after 1 s']);
  assert.ok(first!.duration_ms >= 900 && first!.duration_ms < 5_000, `duration ${first!.duration_ms}`);
  receiver.answer(204);
  await advance(t, 5_000);
  assert.equal(
    (await records(t, webhook.id)).map((record) => [record.attempt, record.status, record.response_code]),
    [
      [1, 'retrying', null],
      [2, 'success', 204],
    ],
  );
});

delivery('connection refused: retried on the schedule, the error recorded', async ({ t }) => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  const webhook = await createWebhook(t, { url: `http://127.0.0.1:${port}/hook` });
  await registerGateway(t);
  await deliveriesSettled(t);
  await advance(t, 5_000);
  const log = await records(t, webhook.id);
  assert.equal(
    log.map((record) => [record.attempt, record.status, record.response_code]),
    [
      [1, 'retrying', null],
      [2, 'retrying', null],
    ],
  );
  assert.match(log[0]!.error, /ECONNREFUSED/);
});

delivery('only subscribed events, only active webhooks, and never an internal event', async ({ t, receiver }) => {
  const everything = await createWebhook(t, { url: `${receiver.url}?all`, event_types: ['*'] });
  const other = await createWebhook(t, { url: `${receiver.url}?other`, event_types: ['gateway.unregistered'] });
  const off = await createWebhook(t, { url: `${receiver.url}?off`, event_types: ['*'], active: false });
  await registerGateway(t, 'watched');
  await deliveriesSettled(t);
  assert.equal(
    receiver.requests.map((request) => [request.path, request.json.event]),
    [['/hook?all', 'gateway.registered']],
  );
  assert.ok(
    t.events.some((event) => event.name === 'operation.updated' || event.name.startsWith('gateway.')),
    'events flowed',
  );

  assert.is((await t.http.delete('/api/gateway/watched')).status, 204);
  await deliveriesSettled(t);
  assert.equal(receiver.requests.map((request) => request.path).sort(), ['/hook?all', '/hook?all', '/hook?other']);
  assert.equal((await records(t, off.id)).length, 0);
  assert.equal(
    (await records(t, everything.id)).map((record) => record.event),
    ['gateway.registered', 'gateway.unregistered'],
  );
  assert.equal(
    (await records(t, other.id)).map((record) => record.event),
    ['gateway.unregistered'],
  );
});

delivery('a pending retry of a webhook switched off is dropped; switched on again, new events flow', async ({ t, receiver }) => {
  receiver.answer(503);
  const webhook = await createWebhook(t, { url: receiver.url });
  await registerGateway(t);
  await deliveriesSettled(t);
  assert.is((await t.http.put(`/api/webhooks/${webhook.id}`, { active: false })).status, 200);
  await advance(t, 5_000);
  assert.is(receiver.requests.length, 1, 'no attempt while switched off');
  assert.equal(await rows(t, 'SELECT id FROM webhook_outbox'), []);
  receiver.answer(200);
  assert.is((await t.http.put(`/api/webhooks/${webhook.id}`, { active: true })).status, 200);
  await registerGateway(t);
  await deliveriesSettled(t);
  assert.is(receiver.requests.length, 2);
});

delivery('the deliveries endpoint: newest first, paged, filtered by status', async ({ t, receiver }) => {
  receiver.answer((request) => (request.json.data.gateway === 'fails' ? 400 : 200));
  const webhook = await createWebhook(t, { url: receiver.url });
  for (const name of ['one', 'two', 'fails']) await registerGateway(t, name);
  await deliveriesSettled(t);
  const all = await t.http.get(`/api/webhooks/${webhook.id}/deliveries`);
  assert.is(all.body.total, 3);
  const ids = all.body.items.map((item: { id: number }) => item.id);
  assert.equal(
    ids,
    [...ids].sort((a: number, b: number) => b - a),
    'newest first',
  );
  const page = await t.http.get(`/api/webhooks/${webhook.id}/deliveries`, { query: { limit: '1', offset: '1' } });
  assert.equal([page.body.total, page.body.items.map((item: { id: number }) => item.id)], [3, [ids[1]]]);
  const failed = await t.http.get(`/api/webhooks/${webhook.id}/deliveries`, { query: { status: 'failed' } });
  assert.equal([failed.body.total, failed.body.items[0].response_code], [1, 400]);
  const bad = await t.http.get(`/api/webhooks/${webhook.id}/deliveries`, { query: { status: 'lost' } });
  assert.equal([bad.status, bad.body.code], [400, 'VALIDATION_ERROR']);
  assert.is((await t.http.get('/api/webhooks/no-such-webhook/deliveries')).body.code, 'WEBHOOK_NOT_FOUND');
});

delivery('records older than SERVICE_WEBHOOK_DELIVERY_MAX_AGE_DAYS are purged', async ({ t, receiver }) => {
  const webhook = await createWebhook(t, { url: receiver.url });
  await registerGateway(t);
  await deliveriesSettled(t);
  t.manualClock!.advance(6 * 86_400_000);
  await t.kernel.scheduler.runNow('webhooks.purge');
  assert.is((await records(t, webhook.id)).length, 1, 'six days old: kept');
  t.manualClock!.advance(86_400_000 + 1);
  await t.kernel.scheduler.runNow('webhooks.purge');
  assert.is((await records(t, webhook.id)).length, 0, 'seven days old: purged');
});

delivery.run();
