// The chat_embeds channel end to end: a real gateway.registered event through the engine to a real HTTP receiver on
// loopback, as an embed coloured by severity, with mentions switched off so that event data cannot ping anyone.

import { deliveriesSettled, startReceiver, webhookTestKernel } from '@portcullis/plugin-webhooks/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

test('gateway.registered arrives as a green embed with its fields and no mentions; gateway.unregistered in amber', async () => {
  const t = await webhookTestKernel({ plugins: ['webhook-chat-embeds', 'gateways'], env: { SERVICE_HEALTH_INTERVAL_SECONDS: '86400' } });
  const receiver = await startReceiver(204);
  try {
    const created = await t.http.post('/api/webhooks', { url: receiver.url, channel_type: 'chat_embeds', event_types: ['*'] });
    assert.is(created.status, 201, created.text);
    const registered = await t.http.as({ role: 'admin', name: '@everyone' }).post('/api/gateway/register', {
      name: 'edge-1',
      endpoint: 'http://127.0.0.1:1',
      auth_mode: 'none',
      labels: { team: 'a long label value that is wider than forty characters' },
    });
    assert.is(registered.status, 201, registered.text);
    await deliveriesSettled(t);

    assert.is(receiver.requests.length, 1);
    const [request] = receiver.requests;
    assert.is(request!.headers['x-service-signature'], undefined, 'chat messages are unsigned');
    const timestamp = t.eventsNamed('gateway.registered')[0]!.timestamp;
    assert.equal(request!.json, {
      username: 'Portcullis',
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title: 'gateway.registered · gateway edge-1 · by @everyone',
          description: 'A gateway was registered (by an admin or by discovery).',
          color: 0x12b76a,
          fields: [
            { name: 'Gateway', value: 'edge-1', inline: true },
            { name: 'Actor', value: '@everyone', inline: true },
            { name: 'Endpoint', value: 'http://127.0.0.1:1', inline: true },
            { name: 'Auth mode', value: 'none', inline: true },
            { name: 'Labels', value: '{"team":"a long label value that is wider than forty characters"}', inline: false },
          ],
          timestamp,
          footer: { text: 'Portcullis · gateway.registered · success' },
        },
      ],
    });

    assert.is((await t.http.delete('/api/gateway/edge-1')).status, 204);
    await deliveriesSettled(t);
    assert.is(receiver.requests[1]!.json.embeds[0].color, 0xf79009);
    const log = await t.http.get(`/api/webhooks/${created.body.id}/deliveries`);
    assert.equal(
      log.body.items.map((item: { status: string; response_code: number }) => [item.status, item.response_code]),
      [
        ['success', 204],
        ['success', 204],
      ],
    );
  } finally {
    await receiver.close();
    await t.stop();
  }
});

test.run();
