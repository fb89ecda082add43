// A kernel with users, approvals and the chat_blocks channel in front of a real simulator (the approvals fixture),
// and a real HTTP receiver on loopback acting as the chat service: it takes the webhook's messages and the
// callbacks' response_url posts. Callbacks are signed here as the chat service signs them.

import { type Fixture, type FixtureOptions, fixture } from '@portcullis/plugin-approvals/testing';
import users from '@portcullis/plugin-users';
import { type Receiver, startReceiver } from '@portcullis/plugin-webhooks/testing';
import type { TestResponse } from '@portcullis/testing';
import { eventually } from '@portcullis/testing';
import chatBlocks, { signatureOf } from '../src/index.ts';

export const SECRET = 'chat-signing-secret-for-tests';
export const TEAM = 'T0001';

export interface ChatFixture extends Fixture {
  chat: Receiver;
  /** Where the chat service's response_url points (the receiver, under /respond). */
  responseUrl: string;
}

export async function chatFixture(options: FixtureOptions = {}): Promise<ChatFixture> {
  const chat = await startReceiver();
  const base = await fixture({
    ...options,
    before: [users, ...(options.before ?? [])],
    after: ['webhooks', chatBlocks, ...(options.after ?? [])],
    env: {
      SERVICE_AUTH_PASSWORD_HASH_COST: '10',
      SERVICE_CHAT_BLOCKS_SIGNING_SECRET: SECRET,
      SERVICE_CHAT_BLOCKS_RESPONSE_ORIGIN: `http://127.0.0.1:${chat.port}`,
      ...options.env,
    },
  });
  return {
    ...base,
    chat,
    responseUrl: `http://127.0.0.1:${chat.port}/respond`,
    close: async () => {
      await base.close();
      await chat.close();
    },
  };
}

/** A user account (active, with a password) and a client acting as that user. */
export async function createUser(f: Fixture, email: string, role: 'viewer' | 'operator' | 'admin') {
  const created = await f.t.http.post('/api/auth/users', { email, role, password: 'a long enough pass phrase 4 tests' });
  if (created.status !== 201) throw new Error(`user create failed: ${created.status} ${created.text}`);
  const id: string = created.body.id;
  return { id, email, http: f.t.http.as({ type: 'user', id, name: email, role }) };
}

export interface Signing {
  /** Seconds since the epoch; default: the kernel clock's now. */
  timestamp?: number;
  secret?: string;
}

/** POSTs a form body to a callback route, signed as the chat service signs it. */
export function signedPost(f: Fixture, path: string, form: Record<string, string>, signing: Signing = {}): Promise<TestResponse> {
  const body = new URLSearchParams(form).toString();
  const timestamp = String(signing.timestamp ?? Math.floor(f.t.clock.now() / 1000));
  return f.t.http.as(null).post(path, undefined, {
    raw: body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-slack-request-timestamp': timestamp,
      'x-slack-signature': signatureOf(signing.secret ?? SECRET, timestamp, body),
    },
  });
}

/** The chat account `chatUser` linked to the user behind `http` through a code and the signed link command. */
export async function link(f: Fixture, user: { http: Fixture['t']['http'] }, chatUser: string): Promise<TestResponse> {
  const code = await user.http.post('/api/account/chat-identity/code');
  if (code.status !== 201) throw new Error(`code failed: ${code.status} ${code.text}`);
  return signedPost(f, '/api/chat-blocks/commands', {
    command: '/portcullis',
    text: `link ${code.body.code}`,
    user_id: chatUser,
    user_name: chatUser,
    team_id: TEAM,
  });
}

/** A click on a button of a received message, as the chat service reports it. */
export function clickForm(button: { action_id: string; value: string }, chatUser: string, responseUrl: string): Record<string, string> {
  return {
    payload: JSON.stringify({
      type: 'block_actions',
      user: { id: chatUser, username: chatUser },
      team: { id: TEAM },
      response_url: responseUrl,
      actions: [{ action_id: button.action_id, value: button.value, type: 'button' }],
    }),
  };
}

/** The approve and reject buttons of the approval.pending message the chat service received for `chunkId`. */
export async function buttonsFor(
  f: ChatFixture,
  chunkId: string,
): Promise<{ approve: { action_id: string; value: string }; reject: { action_id: string; value: string } }> {
  const message = await eventually(
    () =>
      f.chat.requests.find((request) =>
        request.json?.attachments?.[0]?.blocks?.some((block: any) => block.type === 'actions' && JSON.parse(block.elements[0].value).chunk_id === chunkId),
      ),
    5000,
  );
  const actions = message!.json.attachments[0].blocks.find((block: any) => block.type === 'actions');
  const [approve, reject] = actions.elements;
  return { approve, reject };
}

/** What the chat service received on response URLs. */
export function responses(f: ChatFixture): any[] {
  return f.chat.requests.filter((request) => request.path.startsWith('/respond')).map((request) => request.json);
}
