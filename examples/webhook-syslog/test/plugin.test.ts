// Runs on the database PORTCULLIS_TEST_DATABASE names (sqlite, or postgresql at PORTCULLIS_TEST_PG_URL, by default
// postgresql://postgres@127.0.0.1:5432/postgres): `npm test` runs it on both. Real UDP and TCP listeners on loopback
// stand for the syslog server.
import { randomUUID } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { type AddressInfo, createServer } from 'node:net';
import webhooks from '@portcullis/plugin-webhooks';
import { createTestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import plugin from '../src/index.ts';

interface Listener {
  url: string;
  /** The next message that arrives. */
  next(): Promise<string>;
  close(): Promise<void>;
}

/** Hands out messages in arrival order, whether they came before or after they were asked for. */
function inbox() {
  const arrived: string[] = [];
  const waiting: Array<(message: string) => void> = [];
  return {
    put: (message: string) => (waiting.length > 0 ? waiting.shift()!(message) : arrived.push(message)),
    next: () => (arrived.length > 0 ? Promise.resolve(arrived.shift()!) : new Promise<string>((resolve) => waiting.push(resolve))),
  };
}

async function udpListener(): Promise<Listener> {
  const messages = inbox();
  const socket = createSocket('udp4', (message) => messages.put(message.toString('utf8')));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { url: `udp://127.0.0.1:${socket.address().port}`, next: messages.next, close: () => new Promise((resolve) => socket.close(() => resolve())) };
}

/** RFC 6587 octet counting: `<length> <message>` per frame. */
async function tcpListener(): Promise<Listener> {
  const messages = inbox();
  const server = createServer((connection) => {
    let buffered = Buffer.alloc(0);
    connection.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (let space = buffered.indexOf(32); space > 0; space = buffered.indexOf(32)) {
        const length = Number(buffered.subarray(0, space).toString());
        if (buffered.length < space + 1 + length) break;
        messages.put(buffered.subarray(space + 1, space + 1 + length).toString('utf8'));
        buffered = buffered.subarray(space + 1 + length);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `tcp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    next: messages.next,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Loopback listeners are private addresses: local mode lets webhooks reach them.
const boot = () =>
  createTestKernel({ plugins: [webhooks, plugin], env: { SERVICE_LOCAL_MODE: 'true', SERVICE_SYSLOG_APP_NAME: 'edge', SERVICE_SYSLOG_FACILITY: 'local3' } });

for (const [transport, listen] of [
  ['udp', udpListener],
  ['tcp', tcpListener],
] as const) {
  test(`a test event arrives over ${transport} as an RFC 5424 message, and is listed as sent`, async () => {
    const t = await boot();
    const listener = await listen();
    try {
      const created = await t.http.post('/api/webhooks', { url: listener.url, channel_type: 'syslog', event_types: ['webhook.test'] });
      assert.is(created.status, 201, created.text);
      const tested = await t.http.post(`/api/webhooks/${created.body.id}/test`);
      assert.equal([tested.status, tested.body.status], [200, 'success']);
      const message = await listener.next();
      // local3 (19) * 8 + informational (6) = 158
      assert.match(
        message,
        /^<158>1 \d{4}-\d\d-\d\dT[\d:.]+Z \S+ edge - webhook\.test \[portcullis@32473 delivery="[0-9a-f-]{36}" webhook="[0-9a-f-]{36}" attempt="1"\] \uFEFFwebhook\.test · /,
      );
      assert.match(message, `webhook="${created.body.id}"`);
      const sent = await t.http.get(`/api/webhook-syslog/messages?webhook_id=${created.body.id}`);
      assert.equal([sent.status, sent.body.total, sent.body.items[0].line, sent.body.items[0].transport], [200, 1, message, transport]);
    } finally {
      await listener.close();
      await t.stop();
    }
  });
}

test('only udp:// and tcp:// hosts are syslog targets; the messages are for admins, listed by syslog webhook', async () => {
  const t = await boot();
  try {
    const http = await t.http.post('/api/webhooks', { url: 'https://logs.example.test/', channel_type: 'syslog', event_types: ['webhook.test'] });
    assert.equal([http.status, http.body.code], [400, 'VALIDATION_ERROR']);
    const withPath = await t.http.post('/api/webhooks', { url: 'udp://127.0.0.1:514/x', channel_type: 'syslog', event_types: ['webhook.test'] });
    assert.is(withPath.status, 400);
    assert.is((await t.http.as('operator').get('/api/webhook-syslog/messages')).status, 403);
    const unknown = await t.http.get(`/api/webhook-syslog/messages?webhook_id=${randomUUID()}`);
    assert.equal([unknown.status, unknown.body.code], [404, 'WEBHOOK_NOT_FOUND']);
  } finally {
    await t.stop();
  }
});

test.run();
