// test-dialects: sqlite
// A decision through an e-mail link, end to end: a blocked agent's chunk is announced, the e-mail channel sends its
// approval.pending mail to a real SMTP server (smtp-server on loopback), the approve link is read from the received
// mail and opened in Chromium without a session; the console shows the sign-in page, then comes back to the
// decision page with the chunk in full, and the reviewer confirms. The decision is theirs (audit row, via link),
// and the same link opened again says it was used. axe-core on each state.
// The links' refusals and quorum votes are tested through the API on both databases by the decision-links plugin.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { consoleOnSimulator } from './support/console-on-simulator.ts';
import { assertFixedPort, checkAccessibility, createUser, heading, logIn } from './support/console-steps.ts';

const links = suite('decision links in the console');
const fixture = consoleOnSimulator(links, {
  port: assertFixedPort(26210),
  purpose: 'the decision link page of the web console',
  gateway: 'sim',
  seed: (sim) => sim.control.seedSandbox({ name: 'box' }),
});

/** An SMTP server that hands each received mail to whoever waits for the next one. */
async function startMailbox(): Promise<{ port: number; next(): Promise<ParsedMail>; close(): Promise<void> }> {
  const received: ParsedMail[] = [];
  const waiting: Array<(mail: ParsedMail) => void> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData: (stream, _session, callback) => {
      simpleParser(stream).then((mail) => {
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    next: () => {
      const mail = received.shift();
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

links('an operator approves from the link in the e-mail: sign-in, the chunk in full, confirm; the link then says it was used', async () => {
  const mailbox = await startMailbox();
  try {
    const alice = await createUser(fixture.admin, 'alice@example.com', 'operator');
    const webhook = await fixture.admin('POST', '/api/webhooks', {
      url: `mailto:${alice.email}`,
      channel_type: 'email',
      event_types: ['approval.pending'],
      extra_config: { smtp_host: '127.0.0.1', smtp_port: mailbox.port, smtp_tls: 'none', to_addrs: [alice.email] },
    });
    assert.is(webhook.status, 201, await webhook.clone().text());
    fixture.sim.control.simulateDenial({ sandbox: 'box', host: 'api.github.com', port: 443, binary: '/usr/bin/curl', method: 'GET', path: '/repos/acme/app' });
    fixture.sim.control.flushDenials('box');

    const mail = await mailbox.next();
    assert.equal(mail.to && 'value' in mail.to ? mail.to.value.map((to) => to.address) : [], [alice.email]);
    const approve = /^Approve: (\S+)$/m.exec(mail.text ?? '')?.[1];
    assert.ok(approve?.startsWith(`${fixture.origin}/decide/`), mail.text);
    assert.not.match(approve!, /github|curl|box/, 'nothing about the sandbox in the link');

    const browser = await fixture.browsers.open();
    const { page } = browser;
    await page.goto(approve!);
    await logIn(page, alice.email, alice.password, 'Decide: /usr/bin/curl');
    const facts = page.getByTestId('chunk-facts');
    await facts.getByText('api.github.com:443', { exact: true }).waitFor();
    await facts.getByText('Allow curl to connect to api.github.com:443', { exact: false }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Policy change' }).waitFor();
    await checkAccessibility(browser, 'decision page');
    await page.getByRole('button', { name: 'Confirm approval' }).click();
    await page.getByTestId('outcome').getByText('The chunk is approved.').waitFor();
    await checkAccessibility(browser, 'decided');

    const audit = (await (await fixture.admin('GET', '/api/audit?action=approval.approve')).json()) as { items: Array<Record<string, any>> };
    const decided = audit.items.find((row) => row.outcome !== 'pending');
    assert.equal([decided?.actor, decided?.detail?.via], [alice.email, 'link']);
    assert.is(fixture.sim.control.calls('ApproveDraftChunk'), 1);

    await page.goto(approve!);
    await heading(page, 'Decision link');
    await page.getByRole('alert').getByText('already used by alice@example.com', { exact: false }).waitFor();
    await checkAccessibility(browser, 'used link');
  } finally {
    await mailbox.close();
  }
});

links.run();
