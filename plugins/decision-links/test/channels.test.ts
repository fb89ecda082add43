// Decision links in the chat channels, delivered by the webhooks engine to a real HTTP receiver on loopback: an
// approval.pending message carries approve / reject / review links bound to its destination (any signed-in user
// decides with them, as themself); the decision's own message carries none.
import { deny, type Fixture, poll } from '@portcullis/plugin-approvals/testing';
import { deliveriesSettled, type Receiver, startReceiver } from '@portcullis/plugin-webhooks/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ALICE, as, BOB, linkApi, linksFixture } from './helpers.ts';

const channels = suite<{ f: Fixture; receiver: Receiver }>('decision links in chat messages');
channels.before.each(async (context) => {
  context.f = await linksFixture(['webhook-chat-blocks', 'webhook-chat-embeds']);
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

channels.run();
