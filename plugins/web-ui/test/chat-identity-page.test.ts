// test-dialects: sqlite
// The profile page's Chat account section in a real Chromium against the configured boot: a user creates a
// one-time linking code, sends it from "chat" (the signed slash-command callback the chat service would make), sees
// the linked chat account, and unlinks it. axe-core on each state.
// This checks the console in the browser; the linking API is tested on both databases by the
// webhook-chat-blocks plugin's tests: SQLite only.

import { randomUUID } from 'node:crypto';
import { signatureOf } from '@portcullis/plugin-webhook-chat-blocks';
import type { TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConsoleBrowsers } from './support/console-browser.ts';
import { assertFixedPort, checkAccessibility, createUser, heading, logIn, setUpAdmin, startConsoleService } from './support/console-steps.ts';

const PORT = assertFixedPort(26300);
const ORIGIN = `http://localhost:${PORT}`;
const SECRET = 'console-test-signing-secret';

let t: TestKernel;
let browsers: ConsoleBrowsers | null = null;

test.before(async () => {
  browsers = await ConsoleBrowsers.launch('the chat account section of the profile page', ORIGIN);
  t = await startConsoleService(PORT, { SERVICE_CHAT_BLOCKS_SIGNING_SECRET: SECRET });
});

test.after(async () => {
  await browsers?.close();
  await t?.stop();
});

/**
 * The chat service's slash-command callback, signed as it signs it. Each command carries its own trigger id, as the
 * chat service's do, so two commands sent within one second are two requests rather than a replay of one.
 */
async function sendFromChat(text: string): Promise<{ text: string }> {
  const body = new URLSearchParams({
    command: '/portcullis',
    text,
    user_id: 'U_ALICE',
    user_name: 'alice-chat',
    team_id: 'T_ACME',
    trigger_id: randomUUID(),
  }).toString();
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${ORIGIN}/api/chat-blocks/commands`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-slack-request-timestamp': timestamp,
      'x-slack-signature': signatureOf(SECRET, timestamp, body),
    },
    body,
  });
  assert.is(response.status, 200, await response.clone().text());
  return (await response.json()) as { text: string };
}

test('a user links a chat account with a one-time code from the profile page, sees it, and unlinks it', async () => {
  const admin = await setUpAdmin(ORIGIN);
  const user = await createUser(admin, 'alice@example.com', 'operator');
  const browser = await browsers!.open();
  const { page } = browser;
  await logIn(page, user.email, user.password);
  await page.goto(`${ORIGIN}/profile`);
  await heading(page, 'Profile');
  const section = page.getByRole('region', { name: 'Chat account' });
  await section.getByTestId('chat-identity').getByText('No chat account is linked').waitFor();
  await checkAccessibility(browser, 'no chat account');

  await section.getByRole('button', { name: 'Create a linking code' }).click();
  const command = (await section.getByTestId('chat-link-command').textContent())!;
  assert.match(command, /^\/portcullis link [A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await checkAccessibility(browser, 'a linking code shown');
  const answer = await sendFromChat(command.replace('/portcullis ', ''));
  assert.ok(answer.text.includes('now linked'), answer.text);

  await section.getByRole('button', { name: 'I sent it' }).click();
  await section.getByTestId('chat-identity').getByText('alice-chat').waitFor();
  await checkAccessibility(browser, 'a chat account linked');

  await section.getByRole('button', { name: 'Unlink chat account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlink chat account' }).click();
  await section.getByTestId('chat-identity').getByText('No chat account is linked').waitFor();
  const again = await sendFromChat(command.replace('/portcullis ', ''));
  assert.ok(again.text.includes('unknown, used or expired'), 'the code worked once');
  await browser.close();
});

test.run();
