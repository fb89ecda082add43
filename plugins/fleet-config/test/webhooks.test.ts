// Webhooks as a declarable kind of the webhooks plugin: declared by name, created, changed and deleted through the
// same service as the API (the same audit rows), their signing secret by reference only; unnamed webhooks are
// not declarable; an export applied to a fresh instance leaves nothing to change there.

import { createHmac } from 'node:crypto';
import { type Receiver, startReceiver } from '@portcullis/plugin-webhooks/testing';
import { auditRows, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { actions, bootFleetConfig, plan, planAndApply } from './helpers.ts';

interface DeclaredWebhook {
  url: string;
  event_types: string[];
  active?: boolean;
}

const SIGNING_SECRET = 'a-signing-secret-the-receiver-knows';
process.env.FLEET_TEST_WEBHOOK_SECRET = SIGNING_SECRET;

function documentOf(url: string): { version: number; webhooks: Record<string, DeclaredWebhook>; secrets: unknown } {
  return {
    version: 1,
    webhooks: { 'ops-alerts': { url, event_types: ['webhook.test'] } },
    secrets: { webhooks: { 'ops-alerts': { secret: { env: 'FLEET_TEST_WEBHOOK_SECRET' } } } },
  };
}

/** An audit row as two ways of making the same change should leave it: without the row's own ids and times. */
function comparable(row: Record<string, any>): Record<string, unknown> {
  const { name: _name, operation_id: _operation, ...detail } = row.detail;
  return { action: row.action, actor: row.actor, resource_type: row.resource_type, detail };
}

async function webhookNamed(t: TestKernel, name: string): Promise<Record<string, any>> {
  return (await t.http.get('/api/webhooks')).body.items.find((webhook: { name: string | null }) => webhook.name === name);
}

const webhooks = suite<{ t: TestKernel; receiver: Receiver }>('webhooks in a fleet document');

webhooks.before(async (context) => {
  context.t = await bootFleetConfig({ plugins: ['webhooks', 'webhook-generic', 'webhook-email'] });
  context.receiver = await startReceiver();
});
webhooks.after(async ({ t, receiver }) => {
  await receiver.close();
  await t.stop();
});

webhooks('a named webhook is created with its secret from the reference and the audit row of the API; unnamed ones are not listed', async ({ t, receiver }) => {
  const byApi = await t.http.post('/api/webhooks', { name: 'by-api', url: receiver.url, event_types: ['webhook.test'] });
  assert.is(byApi.status, 201, byApi.text);
  assert.is((await t.http.post('/api/webhooks', { url: receiver.url, event_types: ['*'] })).status, 201);
  const document = documentOf(receiver.url);
  const planned = await plan(t, document);
  assert.equal(actions(planned.body), ['webhooks/by-api kept', 'webhooks/ops-alerts create'], 'the unnamed webhook is not declarable');
  assert.equal(planned.body.objects[1].secrets, ['secret']);
  const result = await planAndApply(t, document);
  assert.equal(result.summary, { done: 1, failed: 0 });

  const created = await auditRows(t, 'webhook.create');
  const apiRow = created.find((row) => row.detail.name === 'by-api');
  const documentRow = created.find((row) => row.detail.name === 'ops-alerts');
  assert.equal(comparable(documentRow!), comparable(apiRow!), 'the same audit row as the API makes');
  assert.ok(documentRow!.detail.operation_id, 'the row names the apply operation');
  assert.equal(
    t.events.filter((event) => event.name.startsWith('webhook.')),
    [],
    'neither way emits an event of its own',
  );

  const tested = await t.http.post(`/api/webhooks/${(await webhookNamed(t, 'ops-alerts')).id}/test`);
  assert.is(tested.status, 200, tested.text);
  const delivered = receiver.requests.at(-1)!;
  const expected = `sha256=${createHmac('sha256', SIGNING_SECRET).update(delivered.body).digest('hex')}`;
  assert.is(delivered.headers['x-service-signature'], expected, 'signed with the referenced secret');

  const taken = await t.http.post('/api/webhooks', { name: 'ops-alerts', url: receiver.url, event_types: ['*'] });
  assert.equal([taken.status, taken.body.code], [409, 'ALREADY_EXISTS']);
});

webhooks('a changed field plans exactly that field; apply makes one update and is then idempotent', async ({ t, receiver }) => {
  const changed = documentOf(receiver.url);
  changed.webhooks['ops-alerts']!.event_types = ['webhook.test', 'config.drifted'];
  const planned = await plan(t, changed);
  assert.equal(actions(planned.body), ['webhooks/by-api kept', 'webhooks/ops-alerts change']);
  assert.equal(planned.body.objects[1].fields, [{ field: 'event_types', from: ['webhook.test'], to: ['webhook.test', 'config.drifted'] }]);
  await planAndApply(t, changed);
  assert.equal(
    (await auditRows(t, 'webhook.update')).map((row) => row.detail.changed),
    [['event_types']],
  );
  assert.equal((await webhookNamed(t, 'ops-alerts')).event_types, ['webhook.test', 'config.drifted']);
  assert.equal(actions((await plan(t, changed)).body), ['webhooks/by-api kept', 'webhooks/ops-alerts unchanged']);
  assert.equal(await planAndApply(t, changed), { outcomes: [], summary: { done: 0, failed: 0 } });
  assert.is((await auditRows(t, 'webhook.update')).length, 1, 'nothing written again');
});

webhooks('prune deletes an undeclared named webhook only with the flag, through the API service', async ({ t, receiver }) => {
  const document = documentOf(receiver.url);
  await planAndApply(t, document);
  assert.ok(await webhookNamed(t, 'by-api'), 'kept without prune');
  assert.equal(actions((await plan(t, document, { query: { prune: 'true' } })).body), ['webhooks/by-api delete', 'webhooks/ops-alerts unchanged']);
  await planAndApply(t, document, { prune: 'true' });
  assert.not.ok(await webhookNamed(t, 'by-api'));
  assert.equal(
    (await auditRows(t, 'webhook.delete')).map((row) => row.detail.name),
    ['by-api'],
  );
  assert.is((await t.http.get('/api/webhooks')).body.total, 2, 'the unnamed webhook is never pruned');
});

webhooks('secrets inline are refused; rules of the webhooks plugin show in the plan', async ({ t, receiver }) => {
  const signing = await plan(t, { version: 1, webhooks: { a: { url: receiver.url, event_types: ['*'], secret: SIGNING_SECRET } } });
  assert.equal([signing.status, signing.body.errors.map((error: { path: string }) => error.path)], [400, ['body.webhooks.a']]);
  const setting = await plan(t, {
    version: 1,
    webhooks: {
      mail: {
        url: 'mailto:ops@example.com',
        channel_type: 'email',
        event_types: ['*'],
        extra_config: { smtp_host: '127.0.0.1', to_addrs: ['ops@example.com'], smtp_pass: 'hunter2' },
      },
    },
  });
  assert.equal([setting.status, setting.body.errors[0].path], [400, 'body.webhooks.mail.extra_config.smtp_pass']);
  const refusalOf = (planned: { body: { objects: Array<{ name: string; refusal: string }> } }, name: string) =>
    planned.body.objects.find((object) => object.name === name)?.refusal ?? '';
  const unknownEvent = await plan(t, { version: 1, webhooks: { odd: { url: receiver.url, event_types: ['sandbox.exploded'] } } });
  assert.match(refusalOf(unknownEvent, 'odd'), /event_types\.0 unknown event sandbox\.exploded/);
  const unsigned = await plan(t, {
    version: 1,
    webhooks: {
      quiet: {
        url: 'mailto:ops@example.com',
        channel_type: 'email',
        event_types: ['*'],
        extra_config: { smtp_host: '127.0.0.1', to_addrs: ['ops@example.com'] },
      },
    },
    secrets: { webhooks: { quiet: { secret: { env: 'FLEET_TEST_WEBHOOK_SECRET' } } } },
  });
  assert.match(refusalOf(unsigned, 'quiet'), /channel email does not sign deliveries/);
});

webhooks('the export applied to a fresh instance plans no changes there, and it holds no secret', async ({ t, receiver }) => {
  await t.http.post('/api/webhooks', { name: 'paused', url: `${receiver.url}/b`, event_types: ['*', '*'], active: false });
  const exported = await t.http.get('/api/config/export');
  assert.not.match(exported.text, /secret/);
  assert.equal(actions((await plan(t, exported.text)).body), ['webhooks/ops-alerts unchanged', 'webhooks/paused unchanged']);
  const target = await bootFleetConfig({ plugins: ['webhooks', 'webhook-generic'] });
  try {
    await planAndApply(target, exported.text);
    assert.equal(actions((await plan(target, exported.text)).body), ['webhooks/ops-alerts unchanged', 'webhooks/paused unchanged']);
    assert.is((await target.http.get('/api/config/export')).text, exported.text);
  } finally {
    await target.stop();
  }
});

webhooks.run();
