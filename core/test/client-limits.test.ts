// What one client may send and hold open (docs/limits.md): the per-client rate limit across replicas for requests,
// event streams and WebSocket upgrades alike; the cap on connections per client; and sockets freed once a request is
// answered without its body, or once its body took longer than the request timeout.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { createTestDatabase, createTestKernel, eventually, ManualClock, TEST_ACTOR_HEADER, type TestKernel, testDialect } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { notesPlugin } from './fixtures/notes-plugin.ts';

const OPERATOR = JSON.stringify({ role: 'operator' });
let kernels: TestKernel[] = [];

test.after.each(async () => {
  for (const kernel of kernels) await kernel.stop();
  kernels = [];
});

async function boot(env: Record<string, string>): Promise<TestKernel> {
  const t = await createTestKernel({ plugins: [notesPlugin], env });
  kernels.push(t);
  return t;
}

/** A raw connection that collects what the server sends and says when the server closed it. */
function rawConnection(url: string): { socket: Socket; received: () => string; closed: Promise<void>; connected: Promise<void> } {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
  });
  socket.on('error', () => undefined);
  return {
    socket,
    received: () => text,
    closed: new Promise((resolve) => socket.once('close', () => resolve())),
    connected: new Promise((resolve) => socket.once('connect', () => resolve())),
  };
}

function statusOf(raw: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
}

function problemOf(raw: string): { code?: string } {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return JSON.parse(body) as { code?: string };
}

/** Sends the head of an upload that declares far more than it will ever send, then trickles bytes until closed. */
function slowUpload(url: string, headers: Record<string, string>) {
  const connection = rawConnection(url);
  const head = Object.entries({ Host: 'limits.test', 'Content-Type': 'application/json', 'Content-Length': '1000000', ...headers })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  connection.socket.write(`POST /api/notes HTTP/1.1\r\n${head}\r\n\r\n{"text":"`);
  let sent = 0;
  const trickle = setInterval(() => {
    if (connection.socket.destroyed) return;
    connection.socket.write('x');
    sent += 1;
  }, 20);
  void connection.closed.then(() => clearInterval(trickle));
  return { ...connection, sent: () => sent };
}

test('an upload answered before its body arrived (401) ends its connection right after the answer', async () => {
  const t = await boot({});
  const upload = slowUpload(t.url, {});
  await upload.closed;
  const answer = upload.received();
  assert.is(statusOf(answer), 401, answer);
  assert.match(answer, /\r\nConnection: close\r\n/i);
  assert.ok(upload.sent() < 1_000_000, 'the server closed while the body was still arriving');
});

test('a body that does not arrive within SERVICE_HTTP_REQUEST_TIMEOUT_SECONDS is answered 408 and its connection closed', async () => {
  const t = await boot({ SERVICE_HTTP_REQUEST_TIMEOUT_SECONDS: '1' });
  const upload = slowUpload(t.url, { [TEST_ACTOR_HEADER]: OPERATOR });
  await upload.closed;
  const answer = upload.received();
  assert.is(statusOf(answer), 408, answer);
  assert.is(problemOf(answer).code, 'REQUEST_TIMEOUT');
  assert.ok(upload.sent() < 1_000_000, 'the body never completed');
  assert.is((await t.http.get('/api/notes')).status, 200, 'the service keeps answering');
  const errors = t.logs.entries().filter((entry) => Number(entry.level) >= 50);
  assert.equal(errors, [], 'the route whose body was cut off is not an unexpected error');
});

test('a client gets SERVICE_HTTP_MAX_CONCURRENT_PER_CLIENT connections; the next one is answered 429 and closed', async () => {
  const t = await boot({ SERVICE_HTTP_MAX_CONCURRENT_PER_CLIENT: '3' });
  const request = `GET /api/notes HTTP/1.1\r\nHost: limits.test\r\n${TEST_ACTOR_HEADER}: ${OPERATOR}\r\n\r\n`;
  const held = [rawConnection(t.url), rawConnection(t.url), rawConnection(t.url)];
  for (const connection of held) {
    connection.socket.write(request);
    await eventually(() => statusOf(connection.received()) === 200);
  }
  const fourth = rawConnection(t.url);
  fourth.socket.write(request);
  await fourth.closed;
  assert.is(statusOf(fourth.received()), 429, fourth.received());
  assert.is(problemOf(fourth.received()).code, 'TOO_MANY_CONNECTIONS');
  assert.match(fourth.received(), /\r\nConnection: close\r\n/i);
  held[1]!.socket.write(`GET /metrics HTTP/1.1\r\nHost: limits.test\r\n${TEST_ACTOR_HEADER}: ${JSON.stringify({ role: 'admin' })}\r\n\r\n`);
  await eventually(() => /portcullis_rate_limited_total\{limiter="connections"\} 1\n/.test(held[1]!.received()));

  const idle = rawConnection(t.url);
  await idle.connected;
  await idle.closed; // an over-the-cap connection that sends nothing is not kept either

  held[0]!.socket.destroy();
  await held[0]!.closed;
  // The server sees the close on its own time: a new connection is admitted once it has.
  await eventually(async () => {
    const next = rawConnection(t.url);
    next.socket.write(request);
    await eventually(() => next.received().includes('\r\n\r\n'));
    next.socket.destroy();
    return statusOf(next.received()) === 200;
  });
});

test('behind a trusted proxy the cap counts each address its open event streams and WebSockets', async () => {
  const t = await boot({ SERVICE_TRUST_PROXY: 'true', SERVICE_HTTP_MAX_CONCURRENT_PER_CLIENT: '2' });
  const client = { 'x-forwarded-for': '198.51.100.20' };
  const started = await t.http.post('/api/notes/jobs', { mode: 'wait' });
  assert.is(started.status, 202);
  const stream = await fetch(`${t.url}/api/operations/${started.body.operation_id}/stream`, {
    headers: { ...client, [TEST_ACTOR_HEADER]: JSON.stringify({ role: 'admin' }) },
  });
  assert.is(stream.status, 200);
  const socket = await openWebSocket(`${t.url.replace('http', 'ws')}/ws/notes/gw1`, { ...client, [TEST_ACTOR_HEADER]: OPERATOR });
  assert.ok(socket instanceof WebSocket, `upgrade answered ${String(socket)}`);

  const third = await t.http.get('/api/notes', { headers: client });
  assert.equal([third.status, third.body.code], [429, 'TOO_MANY_CONNECTIONS']);
  assert.is(await openWebSocket(`${t.url.replace('http', 'ws')}/ws/notes/gw1`, { ...client, [TEST_ACTOR_HEADER]: OPERATOR }), 429);
  assert.is((await t.http.get('/api/notes', { headers: { 'x-forwarded-for': '198.51.100.21' } })).status, 200, 'another address');

  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.close();
  await closed;
  await eventually(async () => (await t.http.get('/api/notes', { headers: client })).status === 200);
  await stream.body?.cancel();
});

/** Opens a WebSocket; resolves with it once open, or with the status of a refused upgrade. */
function openWebSocket(url: string, headers: Record<string, string>): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (request, response) => {
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
    socket.once('error', reject);
  });
}

if (testDialect() === 'postgresql') {
  const LIMIT = 30;
  /** What the replicas may admit beyond the limit for a client that waits for each answer (docs/limits.md). */
  const OVERSHOOT = 2 * (3 - 1);

  test('three replicas hold one limit per client: requests, event streams and upgrades, within the stated overshoot', async () => {
    const database = await createTestDatabase();
    const clock = new ManualClock();
    const env = {
      SERVICE_TRUST_PROXY: 'true',
      SERVICE_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      SERVICE_REPLICAS: '3',
      SERVICE_SECRET_KEY: randomBytes(32).toString('base64url'),
    };
    const replicas: TestKernel[] = [];
    try {
      for (let i = 0; i < 3; i += 1) replicas.push(await createTestKernel({ plugins: [notesPlugin], database, clock, env }));
      const started = await replicas[0]!.http.post('/api/notes/jobs', { mode: 'succeed' }, { headers: { 'x-forwarded-for': '198.51.100.1' } });
      assert.is(started.status, 202);
      const client = '203.0.113.7';
      const kinds = [
        (t: TestKernel) => t.http.get('/api/notes', { headers: { 'x-forwarded-for': client } }).then((answer) => answer.status),
        (t: TestKernel) =>
          fetch(`${t.url}/api/operations/${started.body.operation_id}/stream`, {
            headers: { 'x-forwarded-for': client, [TEST_ACTOR_HEADER]: JSON.stringify({ role: 'admin' }) },
          }).then(async (answer) => {
            await answer.text();
            return answer.status;
          }),
        (t: TestKernel) =>
          openWebSocket(`${t.url.replace('http', 'ws')}/ws/notes/gw1`, { 'x-forwarded-for': client, [TEST_ACTOR_HEADER]: OPERATOR }).then((answer) => {
            if (typeof answer === 'number') return answer;
            answer.close();
            return 101;
          }),
      ];
      const statuses: number[] = [];
      // Round robin over the replicas, each kind in turn on each replica.
      for (let i = 0; i < 3 * LIMIT; i += 1) statuses.push(await kinds[Math.floor(i / 3) % kinds.length]!(replicas[i % 3]!));
      const admitted = statuses.filter((status) => status !== 429).length;
      console.log(`  ${admitted} of ${statuses.length} admitted across 3 replicas at a limit of ${LIMIT} (overshoot allowed: ${OVERSHOOT})`);
      assert.ok(
        statuses.every((status) => [200, 101, 429].includes(status)),
        statuses.join(' '),
      );
      assert.ok(admitted >= LIMIT, `only ${admitted} admitted`);
      assert.ok(admitted <= LIMIT + OVERSHOOT, `${admitted} admitted: ${statuses.join(' ')}`);
      for (const t of replicas) {
        const refused = await t.http.get('/api/notes', { headers: { 'x-forwarded-for': client } });
        assert.equal([refused.status, refused.body.code], [429, 'RATE_LIMITED']);
      }
    } finally {
      for (const t of replicas) await t.stop();
      await database.drop();
    }
  });

  test("another replica's counts on the channel are added; whatever else arrives there is ignored", async () => {
    const t = await boot({ SERVICE_TRUST_PROXY: 'true', SERVICE_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    const client = '203.0.113.8';
    const window = t.clock.now() - (t.clock.now() % 60_000);
    const notify = (payload: string) => t.kernel.database.execute('SELECT pg_notify(?, ?)', ['portcullis_rate_counts', payload]);
    for (const garbage of ['not json', 'null', '{"from":"peer","window":"now","counts":[]}', '{"from":"peer","window":1,"counts":{}}']) await notify(garbage);
    await notify(JSON.stringify({ from: 'peer', window, counts: [[client, -50], [7, 7], 'x', [client, LIMIT - 3]] }));
    await t.kernel.events.synced(); // every notification sent so far has been handled
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await t.http.get('/api/notes', { headers: { 'x-forwarded-for': client } })).status);
    assert.equal(statuses, [200, 200, 200, 429]);
  });
}

test.run();
