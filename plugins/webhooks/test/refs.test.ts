// What the webhooks plugin exports to channel plugins: a webhook's settings (its own channel's webhooks only, secrets
// included) and a delivery context under the engine's rules, both by typed ref; its other services stay private.
import { definePlugin, problems } from '@portcullis/core';
import type { TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { deliveryContextRef, httpTarget, type WebhookChannel, webhookChannels, webhookSettingsRef } from '../src/index.ts';
import { storeRef } from '../src/services.ts';
import { bootWebhooks, createWebhook, startReceiver } from './helpers.ts';

const probeConfig = z.strictObject({ label: z.string().optional(), token: z.string().optional() });
type ProbeConfig = z.output<typeof probeConfig>;

const probeChannel: WebhookChannel<ProbeConfig> = {
  type: 'probe',
  description: 'A channel of the test: signs, and has a write-only token.',
  extraConfig: probeConfig,
  signs: true,
  secretFields: ['token'],
  checkTarget: (url) => httpTarget(url),
  deliver: (_event, target, context) => context.post({ url: target.url, headers: {}, body: 'event' }),
};

/** A channel plugin that reads what it needs through the exported refs only. */
const probe = definePlugin({
  id: 'probe',
  description: 'A channel plugin of the test.',
  dependsOn: ['webhooks'],
  register(api) {
    api.contribute(webhookChannels, probeChannel);
    api.route({
      method: 'GET',
      path: '/api/probe/webhooks/{id}',
      access: 'admin',
      summary: 'A probe webhook as the channel reads it.',
      params: z.object({ id: z.uuid() }),
      handler: async (request) => {
        const webhook = await request.resolve(webhookSettingsRef).find<ProbeConfig>('probe', request.params.id);
        if (!webhook) throw problems.notFound('WEBHOOK_NOT_FOUND', `No probe webhook ${request.params.id}.`);
        return webhook;
      },
    });
    api.route({
      method: 'POST',
      path: '/api/probe/ping',
      access: 'admin',
      summary: 'Posts to a URL under the engine rules.',
      body: z.object({ url: z.string() }),
      handler: (request) => request.resolve(deliveryContextRef).open(request.signal).post({ url: request.body.url, headers: {}, body: 'ping' }),
    });
  },
});

const boot = () => bootWebhooks({ plugins: ['webhook-generic', 'gateways', probe] });

test("a channel plugin reads its own webhooks' settings by ref, secrets included, and no other channel's", async () => {
  const t = await boot();
  try {
    const created = await createWebhook(t, { url: 'http://127.0.0.1:9/probe', channel_type: 'probe', extra_config: { label: 'edge', token: 't0ken' } });
    assert.not.ok('token' in created.extra_config, 'write-only in the API');
    const read = await t.http.get(`/api/probe/webhooks/${created.id}`);
    assert.equal(
      [read.status, read.body],
      [
        200,
        {
          id: created.id,
          url: 'http://127.0.0.1:9/probe',
          channelType: 'probe',
          eventTypes: ['gateway.registered'],
          active: true,
          secret: created.secret,
          config: { label: 'edge', token: 't0ken' },
        },
      ],
    );
    const generic = await createWebhook(t, { url: 'http://127.0.0.1:9/generic', channel_type: 'generic' });
    const other = await t.http.get(`/api/probe/webhooks/${generic.id}`);
    assert.equal([other.status, other.body.code], [404, 'WEBHOOK_NOT_FOUND']);
  } finally {
    await t.stop();
  }
});

test("a channel plugin sends under the engine's rules through deliveryContextRef", async () => {
  const t = await boot();
  const receiver = await startReceiver();
  try {
    const delivered = await t.http.post('/api/probe/ping', { url: receiver.url });
    assert.equal([delivered.status, delivered.body], [200, { ok: true, responseCode: 200 }]);
    assert.equal(
      receiver.requests.map((request) => request.body.toString()),
      ['ping'],
    );
    receiver.answer(503);
    const failed = await t.http.post('/api/probe/ping', { url: receiver.url });
    assert.equal([failed.body.ok, failed.body.retry, failed.body.responseCode], [false, true, 503]);
  } finally {
    await receiver.close();
    await t.stop();
  }
});

test("the engine's own services are private: a channel plugin resolving one is told so, and its types do not offer them", async () => {
  const t = await boot();
  try {
    assert.throws(
      () => t.resolve(storeRef, 'probe'),
      (error: Error) => error.message.startsWith('plugin probe cannot resolve "webhooks.store": plugin webhooks provides it privately'),
    );
    const byName = (kernel: TestKernel) =>
      // @ts-expect-error the engine's store is no ServiceMap name: nothing promises it to other plugins
      kernel.resolve('webhookStore', 'probe');
    assert.throws(() => byName(t), /Could not resolve 'webhookStore'/);
  } finally {
    await t.stop();
  }
});

test.run();
