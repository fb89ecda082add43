// The outbound-address rule for webhook targets, outside local mode: a URL naming a private, loopback, link-local or
// metadata address (in any spelling, or through a name that resolves there) is refused at create and update with
// nothing stored; and the address is judged again when a delivery connects, so a name rebound to loopback after
// the webhook was saved, or a loopback webhook saved in local mode, never reaches the receiver listening there.

import { startDnsServer, type TestDnsServer, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootWebhooks, createWebhook, deliveriesSettled, type Receiver, records, registerGateway, rows, startReceiver } from './helpers.ts';

interface Context {
  t: TestKernel;
  dns: TestDnsServer;
  receiver: Receiver;
}

const PUBLIC = '93.184.216.34';
const PUBLIC_GATEWAY = `http://${PUBLIC}:443`;

const strict = suite<Context>('webhook targets outside local mode');
strict.before(async (context) => {
  context.dns = await startDnsServer();
  context.receiver = await startReceiver();
  context.t = await bootWebhooks({ env: { SERVICE_LOCAL_MODE: 'false', SERVICE_DNS_SERVERS: context.dns.address, SERVICE_DNS_TIMEOUT_SECONDS: '2' } });
});
strict.after(async ({ t, dns, receiver }) => {
  await t.stop();
  await dns.close();
  await receiver.close();
});

async function count(t: TestKernel): Promise<number[]> {
  return [(await rows(t, 'SELECT id FROM webhooks')).length, (await rows(t, "SELECT id FROM audit_log WHERE action LIKE 'webhook.%'")).length];
}

strict('create refuses private, loopback, link-local and metadata targets in any spelling: 400 URL_NOT_ALLOWED, nothing stored', async ({ t, dns }) => {
  dns.set('internal.hooks.test', [PUBLIC, '10.20.30.40']);
  const refused: Array<[string, RegExp]> = [
    ['http://127.0.0.1:8080/hook', /127\.0\.0\.1 is loopback/],
    ['http://0x7f.1/hook', /127\.0\.0\.1 is loopback/],
    ['http://2130706433/hook', /127\.0\.0\.1 is loopback/],
    ['http://[::1]/hook', /::1 is loopback/],
    ['http://[::ffff:10.0.0.1]/hook', /10\.0\.0\.1, which is private/],
    ['https://10.1.2.3/hook', /10\.1\.2\.3 is private \(RFC 1918\)/],
    ['https://192.168.1.10/hook', /private/],
    ['http://169.254.169.254/latest/meta-data/', /the cloud metadata service/],
    ['http://169.254.10.10/', /link-local/],
    ['http://[fd00::1]/', /unique local/],
    ['http://localhost:9000/hook', /localhost is loopback/],
    ['http://admin.localhost/hook', /loopback/],
    ['http://internal.hooks.test/hook', /internal\.hooks\.test resolves to 10\.20\.30\.40, which is private/],
  ];
  for (const [url, detail] of refused) {
    const response = await t.http.post('/api/webhooks', { url, event_types: ['*'] });
    assert.equal([response.status, response.body.code, response.body.errors?.[0]?.path], [400, 'URL_NOT_ALLOWED', 'body.url'], `${url}: ${response.text}`);
    assert.match(response.body.detail, detail, url);
    assert.match(response.body.detail, /SERVICE_LOCAL_MODE/);
  }
  const unresolved = await t.http.post('/api/webhooks', { url: 'https://nowhere.hooks.test/hook', event_types: ['*'] });
  assert.equal([unresolved.status, unresolved.body.code, unresolved.body.errors[0].path], [400, 'VALIDATION_ERROR', 'body.url']);
  assert.match(unresolved.body.errors[0].message, /does not resolve/);
  assert.equal(await count(t), [0, 0]);
});

strict('update refuses a private target and keeps the stored one; switching off needs no lookup', async ({ t, dns }) => {
  dns.set('public.hooks.test', [PUBLIC]);
  const webhook = await createWebhook(t, { url: 'https://public.hooks.test/hook' });
  const before = await count(t);
  const refused = await t.http.put(`/api/webhooks/${webhook.id}`, { url: 'http://192.168.0.1/hook' });
  assert.equal([refused.status, refused.body.code], [400, 'URL_NOT_ALLOWED']);
  assert.equal(await count(t), before);
  assert.is((await t.http.get(`/api/webhooks/${webhook.id}`)).body.url, 'https://public.hooks.test/hook');
  dns.set('public.hooks.test', []);
  const off = await t.http.put(`/api/webhooks/${webhook.id}`, { active: false });
  assert.equal([off.status, off.body.active], [200, false], off.text);
  await t.http.delete(`/api/webhooks/${webhook.id}`);
});

strict(
  'DNS rebinding: a name public when saved and loopback when delivering is refused at connect time; the receiver there gets nothing',
  async ({ t, dns, receiver }) => {
    dns.set('rebind.hooks.test', [PUBLIC]);
    const webhook = await createWebhook(t, { url: `http://rebind.hooks.test:${receiver.port}/hook` });
    dns.set('rebind.hooks.test', ['127.0.0.1']);
    await registerGateway(t, 'rebind-event', PUBLIC_GATEWAY);
    await deliveriesSettled(t);
    const [record] = await records(t, webhook.id);
    assert.equal([record!.status, record!.response_code, record!.next_attempt_at], ['failed', null, null], 'a refused address is not retried');
    assert.is(record!.error, 'not allowed: rebind.hooks.test resolves to 127.0.0.1, which is loopback');
    assert.is(receiver.requests.length, 0);
    assert.ok(dns.queries('rebind.hooks.test') >= 3, 'looked up again when connecting');
    await t.http.delete(`/api/webhooks/${webhook.id}`);
  },
);

strict.run();

const restarted = suite<Context>('a loopback webhook saved in local mode, after a restart without it');
restarted.before(async (context) => {
  context.dns = await startDnsServer();
  context.receiver = await startReceiver();
});
restarted.after(async ({ t, dns, receiver }) => {
  await t.stop();
  await t.database.drop();
  await dns.close();
  await receiver.close();
});

restarted('the stored address literal is judged before connecting: refused, recorded, never dialled', async (context) => {
  const local = await bootWebhooks();
  const webhook = await createWebhook(local, { url: context.receiver.url });
  await local.stop({ keepDatabase: true });
  context.t = await bootWebhooks({ database: local.database, env: { SERVICE_LOCAL_MODE: 'false', SERVICE_DNS_SERVERS: context.dns.address } });
  const t = context.t;
  await registerGateway(t, 'after-restart', PUBLIC_GATEWAY);
  await deliveriesSettled(t);
  const tested = await t.http.post(`/api/webhooks/${webhook.id}/test`);
  assert.equal([tested.status, tested.body.status, tested.body.error], [200, 'failed', 'not allowed: 127.0.0.1 is loopback']);
  assert.equal(
    (await records(t, webhook.id)).map((record) => [record.event, record.status, record.error]),
    [
      ['gateway.registered', 'failed', 'not allowed: 127.0.0.1 is loopback'],
      ['webhook.test', 'failed', 'not allowed: 127.0.0.1 is loopback'],
    ],
  );
  assert.is(context.receiver.requests.length, 0);
});

restarted.run();
