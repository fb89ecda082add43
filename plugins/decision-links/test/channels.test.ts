// Decision links in the chat and push channels, delivered by the webhooks engine to real receivers on loopback (an
// HTTP receiver; web-push-testing, which decrypts): an approval.pending chat message carries approve / reject /
// review links bound to its destination (any signed-in user decides with them, as themself); a push notification
// carries links bound to the subscription's creator, under a tag per chunk that the decision's notification reuses.
// The decision's own messages carry no links.
import { deny, type Fixture, poll } from '@portcullis/plugin-approvals/testing';
import { startPushService } from '@portcullis/plugin-webhook-webpush/testing';
import { deliveriesSettled, type Receiver, startReceiver } from '@portcullis/plugin-webhooks/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ALICE, as, BOB, linkApi, linksFixture } from './helpers.ts';

const channels = suite<{ f: Fixture; receiver: Receiver }>('decision links in chat messages');
channels.before.each(async (context) => {
  context.f = await linksFixture(['webhook-chat-blocks', 'webhook-chat-embeds', 'webhook-webpush']);
  context.receiver = await startReceiver(200);
});
channels.after.each(async ({ f, receiver }) => {
  await receiver.close();
  await f.close();
});

const GITHUB = { host: 'api.github.com', port: 443, binary: '/usr/bin/curl', method: 'GET', path: '/repos/acme/app' };
const URL_IN_LINK = /\((http[^)]+)\)/g;

channels('chat_blocks buttons and chat_embeds links of approval.pending decide as whoever uses them; approval.approved has none', async ({ f, receiver }) => {
  for (const channel of ['chat_blocks', 'chat_embeds']) {
    const created = await f.t.http.post('/api/webhooks', {
      url: `${receiver.url}/${channel}`,
      channel_type: channel,
      event_types: ['approval.pending', 'approval.approved'],
    });
    assert.is(created.status, 201, created.text);
  }
  const id = deny(f, GITHUB);
  await poll(f);
  await deliveriesSettled(f.t);

  const blocks = receiver.requests.find((request) => request.path.endsWith('/chat_blocks'))!.json as any;
  const buttons = blocks.attachments[0].blocks.find((block: { type: string }) => block.type === 'actions').elements;
  assert.equal(
    buttons.map((button: any) => button.text.text),
    ['Approve', 'Reject', 'Review first'],
  );
  const embeds = receiver.requests.find((request) => request.path.endsWith('/chat_embeds'))!.json as any;
  const decide = embeds.embeds[0].fields[0];
  assert.is(decide.name, 'Decide');
  const embedLinks = [...decide.value.matchAll(URL_IN_LINK)].map((match: RegExpMatchArray) => match[1]!);
  assert.is(embedLinks.length, 3);

  const seen = await as(f, BOB).get(linkApi(buttons[0].url));
  assert.equal([seen.status, seen.body.chunk.chunk_id], [200, id], 'anyone in the chat may open it');
  const approved = await as(f, ALICE).post(`${linkApi(embedLinks[0]!)}/decide`, { decision: 'approve' });
  assert.equal([approved.status, approved.body.status], [200, 'approved'], approved.text);
  const other = await as(f, BOB).post(`${linkApi(buttons[2].url)}/decide`, { decision: 'approve' });
  assert.equal([other.status, other.body.code], [409, 'CHUNK_NOT_PENDING'], "the other destination's link meets the decided chunk");

  await deliveriesSettled(f.t);
  const decidedBlocks = receiver.requests.filter((request) => request.path.endsWith('/chat_blocks')).at(-1)!.json as any;
  assert.match(decidedBlocks.text, /approval\.approved/);
  assert.not.ok(decidedBlocks.attachments[0].blocks.some((block: { type: string }) => block.type === 'actions'));
});

channels("a push notification carries its subscriber's links; the decision's notification replaces it under the same tag", async ({ f }) => {
  const push = await startPushService();
  try {
    const key = await f.t.http.get('/api/webhook-channels/webpush/vapid-public-key');
    const subscription = await push.subscribe(key.body.public_key);
    const created = await f.t.http.as({ role: 'admin', name: ALICE, id: `test:${ALICE}`, type: 'user' }).post('/api/webhooks', {
      url: 'webpush:alice-laptop',
      channel_type: 'webpush',
      event_types: ['approval.pending', 'approval.rejected'],
      extra_config: { subscription },
    });
    assert.is(created.status, 201, created.text);
    const id = deny(f, GITHUB);
    await poll(f);
    await deliveriesSettled(f.t);

    const [pending] = await push.messages(subscription);
    assert.equal([pending.event, pending.tag, pending.url], ['approval.pending', `approval:gw/default/box/${id}`, pending.actions.open]);
    const notYours = await as(f, BOB).get(linkApi(pending.actions.reject));
    assert.equal([notYours.status, notYours.body.code], [403, 'LINK_NOT_YOURS'], 'bound to who subscribed');
    const rejected = await as(f, ALICE).post(`${linkApi(pending.actions.reject)}/decide`, { decision: 'reject', reason: 'no' });
    assert.equal([rejected.status, rejected.body.status], [200, 'rejected'], rejected.text);

    await deliveriesSettled(f.t);
    const decided = (await push.messages(subscription)).find((message) => message.event === 'approval.rejected');
    assert.equal([decided.event, decided.tag, decided.actions], ['approval.rejected', pending.tag, undefined]);
  } finally {
    await push.close();
  }
});

channels.run();
