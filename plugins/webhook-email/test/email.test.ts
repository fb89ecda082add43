// The email channel end to end against a real SMTP server (smtp-server on loopback, with AUTH), reading what
// arrived with mailparser: a real gateway.registered event as a plain-text email; the SMTP password write-only and
// nowhere to be seen; SMTP replies mapped to the retry rules; STARTTLS required by default; the SMTP host under
// the outbound-address rule.
import type { AddressInfo } from 'node:net';
import { advance, deliveriesSettled, webhookTestKernel } from '@portcullis/plugin-webhooks/testing';
import { rows, type TestKernel } from '@portcullis/testing';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const PASSWORD = 'smtp-pass-Qx7-never-shown';
const USER = 'mailer@example.test';

interface SmtpPeer {
  port: number;
  messages: ParsedMail[];
  logins: string[];
  /** An SMTP reply code to refuse recipients with, or null to accept them. */
  refuseRecipients: number | null;
  close(): Promise<void>;
}

/** smtp-server without STARTTLS (its built-in certificate has expired), AUTH over plaintext, AUTH required. */
async function startSmtp(): Promise<SmtpPeer> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth: (auth, _session, callback) => {
      peer.logins.push(auth.username ?? '');
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo: (_address, _session, callback) => {
      if (peer.refuseRecipients === null) return callback();
      return callback(Object.assign(new Error(peer.refuseRecipients >= 500 ? 'No such mailbox' : 'Try again later'), { responseCode: peer.refuseRecipients }));
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then((parsed) => {
        peer.messages.push(parsed);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const peer: SmtpPeer = {
    port: (server.server.address() as AddressInfo).port,
    messages: [],
    logins: [],
    refuseRecipients: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return peer;
}

interface Context {
  t: TestKernel;
  smtp: SmtpPeer;
}

const settings = (smtp: SmtpPeer, extra: Record<string, unknown> = {}) => ({
  smtp_host: '127.0.0.1',
  smtp_port: smtp.port,
  smtp_tls: 'none',
  smtp_user: USER,
  smtp_pass: PASSWORD,
  from_addr: 'portcullis@example.test',
  to_addrs: ['ops@example.test', 'oncall@example.test'],
  ...extra,
});

async function records(t: TestKernel, id: string): Promise<Array<Record<string, any>>> {
  return [...(await t.http.get(`/api/webhooks/${id}/deliveries`)).body.items].reverse();
}

async function register(t: TestKernel, name: string): Promise<void> {
  const response = await t.http.post('/api/gateway/register', { name, endpoint: 'http://127.0.0.1:1', auth_mode: 'none' });
  if (response.status !== 201) throw new Error(response.text);
  await deliveriesSettled(t);
}

const email = suite<Context>('email channel');
email.before.each(async (context) => {
  context.smtp = await startSmtp();
  context.t = await webhookTestKernel({
    plugins: ['webhook-email', 'gateways'],
    env: { SERVICE_HEALTH_INTERVAL_SECONDS: '86400', SERVICE_WEBHOOK_TIMEOUT_SECONDS: '5' },
  });
});
email.after.each(async ({ t, smtp }) => {
  await t.stop();
  await smtp.close();
});

email('a real event arrives as a plain-text email, after AUTH with the write-only password', async ({ t, smtp }) => {
  const created = await t.http.post('/api/webhooks', {
    url: 'mailto:ops@example.test',
    channel_type: 'email',
    event_types: ['gateway.registered'],
    extra_config: settings(smtp),
  });
  assert.is(created.status, 201, created.text);
  const { smtp_pass: _writeOnly, ...shown } = settings(smtp);
  assert.equal([created.body.extra_config, created.body.extra_config_secrets], [shown, ['smtp_pass']]);
  await register(t, 'edge-1');

  assert.equal(smtp.logins, [USER]);
  assert.is(smtp.messages.length, 1);
  const [mail] = smtp.messages;
  assert.is(mail!.subject, '[Portcullis] gateway.registered · gateway edge-1 · by admin@test.local');
  assert.equal(
    mail!.from!.value.map((address) => address.address),
    ['portcullis@example.test'],
  );
  assert.equal(
    (Array.isArray(mail!.to) ? mail!.to : [mail!.to!]).flatMap((to) => to.value.map((address) => address.address)),
    ['ops@example.test', 'oncall@example.test'],
  );
  assert.is(mail!.headers.get('x-service-event'), 'gateway.registered');
  const [record] = await records(t, created.body.id);
  assert.is(mail!.headers.get('x-service-delivery'), record!.delivery_id);
  assert.equal([record!.status, record!.response_code], ['success', 250]);
  assert.match(
    mail!.text!,
    /^A gateway was registered \(by an admin or by discovery\)\.\n\nGateway: edge-1\nActor: admin@test\.local\nEndpoint: http:\/\/127\.0\.0\.1:1\nAuth mode: none\n/,
  );
  assert.match(mail!.text!, /Event: gateway\.registered \(success\)/);
  assert.not.ok(mail!.html, 'plain text only');

  const answers = [await t.http.get(`/api/webhooks/${created.body.id}`), await t.http.get('/api/webhooks')];
  const everywhere = [
    ...answers.map((answer) => answer.text),
    t.logs.text(),
    JSON.stringify(t.events),
    JSON.stringify(await rows(t, 'SELECT * FROM audit_log')),
    JSON.stringify(await rows(t, 'SELECT * FROM webhooks')),
    JSON.stringify(await rows(t, 'SELECT * FROM webhook_deliveries')),
  ].join('\n');
  assert.not.ok(everywhere.includes(PASSWORD), 'the SMTP password appears in an answer, a log line, an audit row, an event or a stored row');
});

email(
  'an update that leaves smtp_pass out keeps it; one that removes it (and the user) sends without AUTH, which this server refuses for good',
  async ({ t, smtp }) => {
    const created = await t.http.post('/api/webhooks', {
      url: 'mailto:ops@example.test',
      channel_type: 'email',
      event_types: ['gateway.registered'],
      extra_config: settings(smtp),
    });
    const { smtp_pass: _kept, ...withoutPassword } = settings(smtp, { to_addrs: ['team@example.test'] });
    const kept = await t.http.put(`/api/webhooks/${created.body.id}`, { extra_config: withoutPassword });
    assert.equal([kept.status, kept.body.extra_config_secrets, kept.body.extra_config.to_addrs], [200, ['smtp_pass'], ['team@example.test']], kept.text);
    await register(t, 'kept');
    assert.equal([smtp.logins, smtp.messages.length], [[USER], 1]);

    const { smtp_user: _user, ...anonymous } = withoutPassword;
    const removed = await t.http.put(`/api/webhooks/${created.body.id}`, { extra_config: { ...anonymous, smtp_pass: null } });
    assert.equal([removed.status, removed.body.extra_config_secrets], [200, []], removed.text);
    await register(t, 'anonymous');
    await advance(t, 600_000);
    assert.is(smtp.messages.length, 1, 'nothing sent without AUTH');
    const last = (await records(t, created.body.id)).at(-1)!;
    assert.equal([last.status, last.response_code, last.next_attempt_at], ['failed', 530, null]);

    const half = await t.http.put(`/api/webhooks/${created.body.id}`, { extra_config: { ...anonymous, smtp_user: USER } });
    assert.equal([half.status, half.body.errors?.[0]?.path], [400, 'body.extra_config.smtp_pass']);
  },
);

email('SMTP replies follow the retry rules: 4xx is retried, 5xx fails at once', async ({ t, smtp }) => {
  const created = await t.http.post('/api/webhooks', {
    url: 'mailto:ops@example.test',
    channel_type: 'email',
    event_types: ['gateway.registered'],
    extra_config: settings(smtp),
  });
  smtp.refuseRecipients = 451;
  await register(t, 'busy');
  smtp.refuseRecipients = 550;
  await advance(t, 5_000);
  await advance(t, 600_000);
  assert.equal(
    (await records(t, created.body.id)).map((record) => [record.attempt, record.status, record.response_code]),
    [
      [1, 'retrying', 451],
      [2, 'failed', 550],
    ],
  );
  assert.is(smtp.messages.length, 0);
});

email('STARTTLS is required unless smtp_tls says otherwise: a server without it gets nothing in clear', async ({ t, smtp }) => {
  const created = await t.http.post('/api/webhooks', {
    url: 'mailto:ops@example.test',
    channel_type: 'email',
    event_types: ['gateway.registered'],
    extra_config: settings(smtp, { smtp_tls: undefined }),
  });
  assert.equal([created.status, created.body.extra_config.smtp_tls], [201, 'starttls']);
  await register(t, 'cleartext');
  const [record] = await records(t, created.body.id);
  assert.equal([record!.status, record!.next_attempt_at], ['failed', null]);
  assert.match(record!.error, /STARTTLS/i);
  assert.equal([smtp.logins, smtp.messages.length], [[], 0], 'neither the password nor the mail went out');
});

email('bad settings are a 400 naming the field, and nothing is stored', async ({ t, smtp }) => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ url: 'mailto:ops@example.test', extra_config: { ...settings(smtp), smtp_host: undefined } }, 'body.extra_config.smtp_host'],
    [{ url: 'mailto:ops@example.test', extra_config: { ...settings(smtp), to_addrs: undefined } }, 'body.extra_config.to_addrs'],
    [{ url: 'mailto:ops@example.test', extra_config: { ...settings(smtp), to_addrs: [] } }, 'body.extra_config.to_addrs'],
    [{ url: 'mailto:ops@example.test', extra_config: { ...settings(smtp), to_addrs: ['not-an-address'] } }, 'body.extra_config.to_addrs.0'],
    [{ url: 'mailto:ops@example.test', extra_config: { ...settings(smtp), smtp_port: 70000 } }, 'body.extra_config.smtp_port'],
    [{ url: 'mailto:ops@example.test', extra_config: { ...settings(smtp), smtp_tls: 'sometimes' } }, 'body.extra_config.smtp_tls'],
    [{ url: 'mailto:ops@example.test', extra_config: { ...settings(smtp), smtp_host: 'bad host!' } }, 'body.extra_config.smtp_host'],
    [{ url: 'https://example.test/hook', extra_config: settings(smtp) }, 'body.url'],
  ];
  for (const [body, path] of cases) {
    const response = await t.http.post('/api/webhooks', { channel_type: 'email', event_types: ['*'], ...body });
    assert.is(response.status, 400, `${path}: ${response.text}`);
    assert.ok(
      response.body.errors.some((error: { path: string }) => error.path === path),
      `${path} in ${response.text}`,
    );
    assert.not.ok(response.text.includes(PASSWORD));
  }
  assert.equal(await rows(t, 'SELECT id FROM webhooks'), []);
});

email.run();

const strict = suite<{ t: TestKernel }>('email channel outside local mode');
strict.before(async (context) => {
  context.t = await webhookTestKernel({ plugins: ['webhook-email'], env: { SERVICE_LOCAL_MODE: 'false' } });
});
strict.after(async ({ t }) => {
  await t.stop();
});

strict('an SMTP host on a private or loopback address is refused like any webhook target', async ({ t }) => {
  for (const host of ['10.0.0.25', '127.0.0.1', 'localhost', '[::1]']) {
    const response = await t.http.post('/api/webhooks', {
      url: 'mailto:ops@example.test',
      channel_type: 'email',
      event_types: ['*'],
      extra_config: { smtp_host: host, to_addrs: ['ops@example.test'] },
    });
    assert.equal([response.status, response.body.code, response.body.errors[0].path], [400, 'URL_NOT_ALLOWED', 'body.extra_config.smtp_host'], host);
  }
  assert.equal(await rows(t, 'SELECT id FROM webhooks'), []);
});

strict.run();
