// The webpush channel end to end against web-push-testing, a real push service on loopback that checks the VAPID
// signature against the key the subscription was made with and decrypts the message: a real gateway.registered
// event arrives as a notification; a subscription the service reports gone switches the webhook off; the generated
// key pair is stored once and survives a restart; configured keys and the subject are used as set.
import { StartupError } from '@portcullis/core';
import { setupAdmin, userWithRole } from '@portcullis/plugin-users/testing';
import { deliveriesSettled, type WebhookKernelOptions, webhookTestKernel } from '@portcullis/plugin-webhooks/testing';
import { auditRows, ManualClock, rows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import webpush from 'web-push';
import { type PushService, startPushService } from './push-service.ts';

function boot(options: WebhookKernelOptions = {}): Promise<TestKernel> {
  const { plugins = [], env = {}, ...rest } = options;
  return webhookTestKernel({ ...rest, plugins: ['webhook-webpush', 'gateways', ...plugins], env: { SERVICE_HEALTH_INTERVAL_SECONDS: '86400', ...env } });
}

async function publicKey(t: TestKernel): Promise<{ public_key: string; source: string }> {
  const response = await t.http.get('/api/webhook-channels/webpush/vapid-public-key');
  if (response.status !== 200) throw new Error(response.text);
  return response.body;
}

async function register(t: TestKernel, name: string): Promise<void> {
  const response = await t.http.post('/api/gateway/register', { name, endpoint: 'http://127.0.0.1:1', auth_mode: 'none' });
  if (response.status !== 201) throw new Error(response.text);
  await deliveriesSettled(t);
}

async function records(t: TestKernel, id: string): Promise<Array<Record<string, any>>> {
  return [...(await t.http.get(`/api/webhooks/${id}/deliveries`)).body.items].reverse();
}

interface Context {
  push: PushService;
  kernels: TestKernel[];
}

const channel = suite<Context>('webpush channel');
channel.before.each(async (context) => {
  context.push = await startPushService();
  context.kernels = [];
});
channel.after.each(async ({ push, kernels }) => {
  for (const t of kernels) await t.stop();
  // A kernel booted on its predecessor's database leaves it behind; dropping twice is harmless.
  for (const t of kernels) await t.database.drop();
  await push.close();
});

channel('a real event arrives as an encrypted, VAPID-signed notification; the subscription is write-only', async ({ push, kernels }) => {
  const t = await boot();
  kernels.push(t);
  const key = await publicKey(t);
  assert.equal([key.source, key.public_key.length], ['generated', 87]);
  const subscription = await push.subscribe(key.public_key);
  const created = await t.http.post('/api/webhooks', {
    url: 'webpush:my-laptop',
    channel_type: 'webpush',
    event_types: ['gateway.registered'],
    extra_config: { subscription },
  });
  assert.is(created.status, 201, created.text);
  assert.equal([created.body.extra_config, created.body.extra_config_secrets], [{ ttl_seconds: 86_400, urgency: 'normal' }, ['subscription']]);

  await register(t, 'edge-1');
  const [record] = await records(t, created.body.id);
  assert.equal([record!.status, record!.response_code], ['success', 201], record!.error);
  const [event] = t.eventsNamed('gateway.registered');
  assert.equal(await push.messages(subscription), [
    {
      title: 'Portcullis: gateway.registered',
      body: 'gateway.registered · gateway edge-1 · by admin@test.local\nA gateway was registered (by an admin or by discovery).',
      event: 'gateway.registered',
      severity: 'success',
      timestamp: event!.timestamp,
      delivery_id: record!.delivery_id,
      url: 'http://localhost:8888',
      data: event!.data,
    },
  ]);

  const everywhere = [
    (await t.http.get(`/api/webhooks/${created.body.id}`)).text,
    t.logs.text(),
    JSON.stringify(await rows(t, 'SELECT * FROM audit_log')),
    JSON.stringify(await rows(t, 'SELECT * FROM webhooks')),
    JSON.stringify(t.events),
  ].join('\n');
  assert.not.ok(everywhere.includes(subscription.keys.auth), "the subscription's auth secret is never shown or logged");
});

channel('a subscription the push service reports gone (410) switches the webhook off, with its reason and an audit row', async ({ push, kernels }) => {
  const t = await boot();
  kernels.push(t);
  const subscription = await push.subscribe((await publicKey(t)).public_key);
  const created = await t.http.post('/api/webhooks', {
    url: 'webpush:phone',
    channel_type: 'webpush',
    event_types: ['gateway.registered'],
    extra_config: { subscription },
  });
  await push.expire(subscription);
  await register(t, 'first');
  t.manualClock!.advance(600_000);
  await t.tick();
  await register(t, 'second');

  assert.equal(
    (await records(t, created.body.id)).map((record) => [record.status, record.response_code, record.next_attempt_at]),
    [['failed', 410, null]],
    'not retried, and nothing more sent once switched off',
  );
  const webhook = (await t.http.get(`/api/webhooks/${created.body.id}`)).body;
  assert.is(webhook.active, false);
  assert.match(webhook.deactivated_reason, /no longer knows this subscription \(HTTP 410\)/);
  const [audit] = await auditRows(t, 'webhook.deactivate');
  assert.equal([audit!.actor, audit!.actor_type, audit!.resource_id, audit!.detail.response_code], ['system', 'system', created.body.id, 410]);

  const fresh = await push.subscribe((await publicKey(t)).public_key);
  const revived = await t.http.put(`/api/webhooks/${created.body.id}`, { active: true, extra_config: { subscription: fresh } });
  assert.equal([revived.status, revived.body.active, revived.body.deactivated_reason], [200, true, null], revived.text);
  await register(t, 'third');
  assert.is((await push.messages(fresh)).length, 1);
});

channel('the generated key pair is stored once (private key sealed) and still signs after a restart', async ({ push, kernels }) => {
  const clock = new ManualClock();
  const first = await boot({ clock });
  const key = await publicKey(first);
  assert.equal(await publicKey(first), key);
  const [stored] = await rows(first, 'SELECT public_key, private_key_sealed FROM webpush_vapid_keys');
  assert.is(stored!.public_key, key.public_key);
  assert.match(stored!.private_key_sealed, /^v1\./);
  const subscription = await push.subscribe(key.public_key);
  const created = await first.http.post('/api/webhooks', {
    url: 'webpush:desk',
    channel_type: 'webpush',
    event_types: ['gateway.registered'],
    extra_config: { subscription },
  });
  await first.stop({ keepDatabase: true });

  const second = await boot({ clock, database: first.database });
  kernels.push(second);
  assert.equal(await publicKey(second), key);
  await register(second, 'after-restart');
  assert.equal(
    (await records(second, created.body.id)).map((record) => record.status),
    ['success'],
  );
  assert.is((await push.messages(subscription)).length, 1, 'the push service accepted the signature of the same key');
});

channel('configured keys are used as set; a key without its pair stops the start', async ({ push, kernels }) => {
  const pair = webpush.generateVAPIDKeys();
  const t = await boot({
    env: {
      SERVICE_WEBPUSH_VAPID_PUBLIC_KEY: pair.publicKey,
      SERVICE_WEBPUSH_VAPID_PRIVATE_KEY: pair.privateKey,
      SERVICE_WEBPUSH_SUBJECT: 'mailto:push@example.test',
    },
  });
  kernels.push(t);
  assert.equal(await publicKey(t), { public_key: pair.publicKey, source: 'settings' });
  assert.is(await t.resolve('webPushSubject', 'webhook-webpush').current(), 'mailto:push@example.test');
  const subscription = await push.subscribe(pair.publicKey);
  const created = await t.http.post('/api/webhooks', {
    url: 'webpush:x',
    channel_type: 'webpush',
    event_types: ['gateway.registered'],
    extra_config: { subscription },
  });
  await register(t, 'configured');
  assert.equal(
    (await records(t, created.body.id)).map((record) => record.status),
    ['success'],
  );
  assert.equal(await rows(t, 'SELECT id FROM webpush_vapid_keys'), [], 'nothing generated');

  const refused = await boot({ env: { SERVICE_WEBPUSH_VAPID_PUBLIC_KEY: pair.publicKey } }).then(
    (other) => other.stop().then(() => null),
    (error: unknown) => error,
  );
  assert.instance(refused, StartupError);
  assert.ok(
    (refused as StartupError).problems.some((problem) => /must be set together/.test(problem)),
    (refused as StartupError).problems.join('\n'),
  );
  const malformed = await boot({ env: { SERVICE_WEBPUSH_VAPID_PUBLIC_KEY: 'short', SERVICE_WEBPUSH_VAPID_PRIVATE_KEY: pair.privateKey } }).then(
    (other) => other.stop().then(() => null),
    (error: unknown) => error,
  );
  assert.instance(malformed, StartupError);
  assert.ok(
    (malformed as StartupError).problems.some((problem) => /^SERVICE_WEBPUSH_VAPID_PUBLIC_KEY: must be 65 bytes/.test(problem)),
    (malformed as StartupError).problems.join('\n'),
  );
});

channel('without a subject setting: mailto: of the first admin, or of the service while there is none', async ({ kernels }) => {
  const t = await boot({ plugins: ['users'], env: { SERVICE_AUTH_PASSWORD_HASH_COST: '10' } });
  kernels.push(t);
  const subject = t.resolve('webPushSubject', 'webhook-webpush');
  const before = await subject.current();
  assert.is(before, 'mailto:portcullis@localhost');
  const admin = await setupAdmin(t, 'first-admin@example.test');
  t.manualClock!.advance(1000);
  await userWithRole(t, admin, 'another-admin@example.test', 'admin');
  assert.is(await subject.current(), 'mailto:first-admin@example.test');
});

channel('bad subscriptions are a 400 naming the field; plain http push services only in local mode', async ({ push, kernels }) => {
  const t = await boot();
  const strict = await boot({ env: { SERVICE_LOCAL_MODE: 'false' } });
  kernels.push(t, strict);
  const subscription = await push.subscribe((await publicKey(t)).public_key);
  const cases: Array<[TestKernel, Record<string, unknown>, string]> = [
    [t, { url: 'webpush:x', extra_config: {} }, 'body.extra_config.subscription'],
    [
      t,
      { url: 'webpush:x', extra_config: { subscription: { ...subscription, keys: { p256dh: 'not base64!' } } } },
      'body.extra_config.subscription.keys.p256dh',
    ],
    [t, { url: 'https://push.example.test/x', extra_config: { subscription } }, 'body.url'],
    [
      t,
      { url: 'webpush:x', extra_config: { subscription: { ...subscription, endpoint: 'ftp://push.example.test/x' } } },
      'body.extra_config.subscription.endpoint',
    ],
    [
      strict,
      { url: 'webpush:x', extra_config: { subscription: { ...subscription, endpoint: 'http://push.example.test/x' } } },
      'body.extra_config.subscription.endpoint',
    ],
  ];
  for (const [kernel, body, path] of cases) {
    const response = await kernel.http.post('/api/webhooks', { channel_type: 'webpush', event_types: ['*'], ...body });
    assert.is(response.status, 400, `${path}: ${response.text}`);
    assert.ok(
      response.body.errors.some((error: { path: string }) => error.path === path),
      `${path} in ${response.text}`,
    );
  }
  const loopback = await strict.http.post('/api/webhooks', {
    channel_type: 'webpush',
    event_types: ['*'],
    url: 'webpush:x',
    extra_config: { subscription: { ...subscription, endpoint: 'https://127.0.0.1/x' } },
  });
  assert.equal([loopback.status, loopback.body.code, loopback.body.errors[0].path], [400, 'URL_NOT_ALLOWED', 'body.extra_config.subscription.endpoint']);
  assert.equal(await rows(t, 'SELECT id FROM webhooks'), []);
});

channel.run();
