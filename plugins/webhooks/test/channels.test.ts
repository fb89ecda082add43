// A channel is a plugin: switching any one of the five off leaves the engine and the other four working, and a
// webhook whose channel was switched off after it was saved fails its attempts plainly while the rest deliver.

import { rows } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootWebhooks, createWebhook, deliveriesSettled, records, registerGateway, startReceiver } from './helpers.ts';

const CHANNELS: Record<string, string> = {
  'webhook-generic': 'generic',
  'webhook-chat-blocks': 'chat_blocks',
  'webhook-chat-embeds': 'chat_embeds',
  'webhook-email': 'email',
  'webhook-webpush': 'webpush',
};

for (const [left, type] of Object.entries(CHANNELS)) {
  test(`without ${left}: the other channels are listed and deliver; ${type} is refused as unknown`, async () => {
    const others = Object.keys(CHANNELS).filter((plugin) => plugin !== left);
    const t = await bootWebhooks({ plugins: [...others, 'gateways'] });
    const receiver = await startReceiver();
    try {
      const listed = await t.http.get('/api/webhook-channels');
      assert.equal(
        listed.body.items.map((channel: { type: string }) => channel.type),
        others.map((plugin) => CHANNELS[plugin]).sort(),
      );
      const refused = await t.http.post('/api/webhooks', { url: receiver.url, channel_type: type, event_types: ['*'] });
      assert.equal([refused.status, refused.body.errors[0].path], [400, 'body.channel_type']);
      assert.match(refused.body.errors[0].message, new RegExp(`unknown channel type ${type}`));

      const http = ['generic', 'chat_blocks', 'chat_embeds'].filter((candidate) => candidate !== type);
      const webhooks = [];
      for (const channel of http) webhooks.push(await createWebhook(t, { url: `${receiver.url}?${channel}`, channel_type: channel }));
      await registerGateway(t);
      await deliveriesSettled(t);
      assert.equal(receiver.requests.map((request) => request.path).sort(), http.map((channel) => `/hook?${channel}`).sort());
      for (const webhook of webhooks)
        assert.equal(
          (await records(t, webhook.id)).map((record) => record.status),
          ['success'],
        );
    } finally {
      await receiver.close();
      await t.stop();
    }
  });
}

test('only a channel that signs gets a signing secret: none is made, stored or returned for chat, and none can be added later', async () => {
  const t = await bootWebhooks({ plugins: ['webhook-generic', 'webhook-chat-blocks', 'gateways'] });
  const receiver = await startReceiver();
  try {
    const channels = (await t.http.get('/api/webhook-channels')).body.items.map((channel: { type: string; signs: boolean }) => [channel.type, channel.signs]);
    assert.equal(channels, [
      ['chat_blocks', false],
      ['generic', true],
    ]);
    const chat = await createWebhook(t, { url: `${receiver.url}?chat`, channel_type: 'chat_blocks' });
    assert.not.ok('secret' in chat, JSON.stringify(chat));
    const generic = await createWebhook(t, { url: `${receiver.url}?generic`, channel_type: 'generic' });
    assert.match(generic.secret, /^[A-Za-z0-9_-]{43}$/);
    const sealed = await rows<{ id: string; secret_sealed: string }>(t, 'SELECT id, secret_sealed FROM webhooks');
    assert.equal(sealed.find((row) => row.id === chat.id)!.secret_sealed, '');
    assert.ok(sealed.find((row) => row.id === generic.id)!.secret_sealed.length > 43);

    const retarget = await t.http.put(`/api/webhooks/${chat.id}`, { channel_type: 'generic' });
    assert.equal([retarget.status, retarget.body.errors?.[0]?.path], [400, 'body.channel_type'], retarget.text);
    assert.match(retarget.body.errors[0].message, /does not sign, so it has no signing secret; create a new webhook/);
    assert.is((await t.http.get(`/api/webhooks/${chat.id}`)).body.channel_type, 'chat_blocks');

    await registerGateway(t);
    await deliveriesSettled(t);
    const chatRequest = receiver.requests.find((request) => request.path === '/hook?chat')!;
    assert.is(chatRequest.headers['x-service-signature'], undefined, 'an unsigned channel sends no signature');
    assert.equal(
      (await records(t, chat.id)).map((record) => record.status),
      ['success'],
    );
  } finally {
    await receiver.close();
    await t.stop();
  }
});

test('a webhook whose channel plugin was switched off since: still shown, its attempts fail without retry, the others deliver; it can be switched off, not retargeted', async () => {
  const all = await bootWebhooks({ plugins: ['webhook-generic', 'webhook-chat-embeds', 'gateways'] });
  const receiver = await startReceiver();
  const orphan = await createWebhook(all, { url: `${receiver.url}?embeds`, channel_type: 'chat_embeds' });
  const kept = await createWebhook(all, { url: `${receiver.url}?generic` });
  await all.stop({ keepDatabase: true });
  const t = await bootWebhooks({ database: all.database, plugins: ['webhook-generic', 'gateways'] });
  try {
    assert.equal((await t.http.get(`/api/webhooks/${orphan.id}`)).body.channel_type, 'chat_embeds');
    await registerGateway(t);
    await deliveriesSettled(t);
    assert.equal(
      receiver.requests.map((request) => request.path),
      ['/hook?generic'],
    );
    assert.equal(
      (await records(t, kept.id)).map((record) => record.status),
      ['success'],
    );
    assert.equal(
      (await records(t, orphan.id)).map((record) => [record.status, record.error, record.next_attempt_at]),
      [['failed', 'channel type chat_embeds is not enabled on this service', null]],
    );
    const off = await t.http.put(`/api/webhooks/${orphan.id}`, { active: false, event_types: ['*'] });
    assert.equal([off.status, off.body.active, off.body.channel_type], [200, false, 'chat_embeds'], off.text);
    const moved = await t.http.put(`/api/webhooks/${orphan.id}`, { url: `${receiver.url}?elsewhere` });
    assert.equal([moved.status, moved.body.errors?.[0]?.path], [400, 'body.channel_type']);
  } finally {
    await receiver.close();
    await t.stop();
    await all.database.drop();
  }
});

test.run();
