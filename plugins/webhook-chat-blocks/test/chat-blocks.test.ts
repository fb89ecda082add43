// The chat_blocks channel end to end: a real gateway.registered event through the engine to a real HTTP receiver on
// loopback, as a Block Kit message whose colour follows the event's severity and whose text escapes what the
// event data carries (a label or an actor name cannot ping a channel).

import { deliveriesSettled, startReceiver, webhookTestKernel } from '@portcullis/plugin-webhooks/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const HOSTILE = '<!channel> *bold* & <@U123>';

test('gateway.registered arrives as a Block Kit message, escaped and coloured; gateway.unregistered in amber', async () => {
  const t = await webhookTestKernel({ plugins: ['webhook-chat-blocks', 'gateways'], env: { SERVICE_HEALTH_INTERVAL_SECONDS: '86400' } });
  const receiver = await startReceiver();
  try {
    const created = await t.http.post('/api/webhooks', {
      url: receiver.url,
      channel_type: 'chat_blocks',
      event_types: ['gateway.registered', 'gateway.unregistered'],
    });
    assert.is(created.status, 201, created.text);
    const admin = t.http.as({ role: 'admin', name: HOSTILE });
    const registered = await admin.post('/api/gateway/register', {
      name: 'edge-1',
      endpoint: 'http://127.0.0.1:1',
      auth_mode: 'none',
      labels: { env: 'prod' },
    });
    assert.is(registered.status, 201, registered.text);
    await deliveriesSettled(t);

    assert.is(receiver.requests.length, 1);
    const [request] = receiver.requests;
    assert.is(request!.headers['content-type'], 'application/json');
    assert.is(request!.headers['x-service-signature'], undefined, 'chat messages are unsigned');
    const escaped = '&lt;!channel&gt; *bold* &amp; &lt;@U123&gt;';
    const timestamp = t.eventsNamed('gateway.registered')[0]!.timestamp;
    assert.equal(request!.json, {
      text: `gateway.registered · gateway edge-1 · by ${escaped}`,
      attachments: [
        {
          color: '#12b76a',
          blocks: [
            { type: 'header', text: { type: 'plain_text', text: 'gateway.registered' } },
            { type: 'section', text: { type: 'mrkdwn', text: 'A gateway was registered (by an admin or by discovery).' } },
            {
              type: 'section',
              fields: [
                { type: 'mrkdwn', text: '*Gateway*\nedge-1' },
                { type: 'mrkdwn', text: `*Actor*\n${escaped}` },
                { type: 'mrkdwn', text: '*Endpoint*\nhttp://127.0.0.1:1' },
                { type: 'mrkdwn', text: '*Auth mode*\nnone' },
                { type: 'mrkdwn', text: '*Labels*\n{"env":"prod"}' },
              ],
            },
            { type: 'context', elements: [{ type: 'mrkdwn', text: `Portcullis · success · ${timestamp}` }] },
          ],
        },
      ],
    });
    assert.not.ok(request!.body.toString().includes('<!channel>'), 'no raw control sequence reaches the chat service');

    assert.is((await t.http.delete('/api/gateway/edge-1')).status, 204);
    await deliveriesSettled(t);
    assert.is(receiver.requests[1]!.json.attachments[0].color, '#f79009');
    const log = await t.http.get(`/api/webhooks/${created.body.id}/deliveries`);
    assert.equal(
      log.body.items.map((item: { status: string }) => item.status),
      ['success', 'success'],
    );

    const refused = await t.http.post('/api/webhooks', {
      url: receiver.url,
      channel_type: 'chat_blocks',
      event_types: ['*'],
      extra_config: { channel: '#ops' },
    });
    assert.equal([refused.status, refused.body.errors[0].path], [400, 'body.extra_config']);
  } finally {
    await receiver.close();
    await t.stop();
  }
});

test.run();
