// Hostile clients against a real server process (`serve()`, as `npm start` runs it): every input here used to end
// the process. Each must now be answered or closed, counted, and leave the service answering /healthz.
import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, eventually, type TestDatabase } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const SERVE = fileURLToPath(new URL('./fixtures/serve-notes.ts', import.meta.url));

interface Service {
  child: ChildProcess;
  url: string;
  port: number;
  output: () => string;
  database: TestDatabase;
}

const hostile = suite<{ service: Service }>('hostile clients');

hostile.before(async (context) => {
  const database = await createTestDatabase();
  const child = spawn(process.execPath, [SERVE], {
    env: { PATH: process.env.PATH ?? '', ...database.env, SERVICE_PORT: '0', SERVICE_AUTH_ENABLED: 'false', SERVICE_LOG_LEVEL: 'debug' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const url = await eventually(() => /"url":"(http:[^"]+)"/.exec(output)?.[1], 15_000);
  context.service = { child, url, port: Number(new URL(url).port), output: () => output, database };
});

hostile.after(async ({ service }) => {
  service.child.kill('SIGKILL');
  await service.database.drop();
});

/** Sends raw bytes and collects the answer until the server closes, or (WebSocket) until it sent a close frame. */
function exchange(port: number, data: Buffer | string, options: { untilCloseFrame?: boolean } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(String(data).slice(0, 60))}`));
    }, 10_000);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks));
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (options.untilCloseFrame && closeCode(Buffer.concat(chunks)) !== null) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined); // the server may close while we are still writing an oversized frame
    socket.write(data);
  });
}

function httpAnswer(raw: Buffer): { status: number; headers: string; body: any; rest: Buffer } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end).toString('latin1');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const rest = raw.subarray(end + 4);
  const text = rest.toString();
  return { status, headers: head, rest, body: /content-type: application\/problem\+json/i.test(head) && text ? JSON.parse(text) : text };
}

/** Server frames are unmasked: walks them and returns the close frame's status code, if one arrived. */
function closeCode(raw: Buffer): number | null {
  let offset = raw.indexOf('\r\n\r\n') + 4;
  if (offset < 4) return null;
  while (offset + 2 <= raw.length) {
    const opcode = raw[offset]! & 0x0f;
    let length = raw[offset + 1]! & 0x7f;
    let start = offset + 2;
    if (length === 126) {
      length = raw.readUInt16BE(start);
      start += 2;
    }
    if (start + length > raw.length) return null;
    if (opcode === 0x8) return raw.readUInt16BE(start);
    offset = start + length;
  }
  return null;
}

function upgrade(target: string): string {
  return (
    `GET ${target} HTTP/1.1\r\nHost: portcullis.test\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n'
  );
}

/** A client frame; clients must mask, so `masked: false` is itself a protocol error. */
function frame(opcode: number, payload: Buffer, masked = true): Buffer {
  const length = payload.length;
  const lengthBytes = length < 126 ? [length] : length < 65_536 ? [126, length >> 8, length & 0xff] : [127, ...bigEndian64(length)];
  lengthBytes[0]! |= masked ? 0x80 : 0;
  const key = Buffer.from([0x12, 0x34, 0x56, 0x78]);
  const body = masked ? Buffer.from(payload.map((byte, index) => byte ^ key[index % 4]!)) : payload;
  return Buffer.concat([Buffer.from([0x80 | opcode, ...lengthBytes]), masked ? key : Buffer.alloc(0), body]);
}

function bigEndian64(value: number): number[] {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  return [...bytes];
}

const closeFrame = (code: number) => frame(0x8, Buffer.from([code >> 8, code & 0xff]));

async function metric(service: Service, name: string, label: string): Promise<number> {
  const text = await (await fetch(`${service.url}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`portcullis_${name}{${label}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

async function assertAlive(service: Service, after: string): Promise<void> {
  assert.is(service.child.exitCode, null, `the process ended after ${after}:\n${service.output().slice(-2000)}`);
  const health = await fetch(`${service.url}/healthz`);
  assert.is(health.status, 200, `/healthz after ${after}`);
}

hostile('malformed WebSocket request targets are problem+json answers, before any handler runs', async ({ service }) => {
  const cases: Array<[string, number, string, string | undefined]> = [
    ['/ws/notes/%ZZ', 400, 'VALIDATION_ERROR', 'params.gw'],
    ['/ws/notes/%ED%A0%80', 400, 'VALIDATION_ERROR', 'params.gw'],
    ['/ws/notes/a%00b', 400, 'VALIDATION_ERROR', 'params.gw'],
    ['/ws/notes/a?x=%00', 400, 'VALIDATION_ERROR', 'query.x'],
    ['http://[::1/ws/notes/b', 400, 'MALFORMED_REQUEST', undefined],
    ['/ws/%ZZ/x', 404, 'NOT_FOUND', undefined],
  ];
  for (const [target, status, code, path] of cases) {
    const answer = httpAnswer(await exchange(service.port, upgrade(target)));
    assert.is(answer.status, status, target);
    assert.match(answer.headers, /content-type: application\/problem\+json/i, target);
    assert.is(answer.body.code, code, target);
    if (path) assert.is(answer.body.errors[0].path, path, target);
    await assertAlive(service, target);
  }
  assert.is(await metric(service, 'http_requests_total', 'method="GET",status="400"'), 5);
});

hostile('protocol errors on an accepted WebSocket close it with the right code and are counted', async ({ service }) => {
  const before = await metric(service, 'connection_errors_total', 'kind="websocket"');
  const cases: Array<[string, Buffer, number]> = [
    ['an unmasked frame', frame(0x1, Buffer.from('hi'), false), 1002],
    ['opcode 0x3', frame(0x3, Buffer.from('hi')), 1002],
    ['invalid UTF-8 text', frame(0x1, Buffer.from([0xc3, 0x28, 0xff])), 1007],
    ['close code 1005', closeFrame(1005), 1002],
    ['close code 999', closeFrame(999), 1002],
    ['a frame over maxPayload', frame(0x2, Buffer.alloc(70_000)), 1009],
  ];
  for (const [name, bytes, expected] of cases) {
    const raw = await exchange(service.port, Buffer.concat([Buffer.from(upgrade('/ws/notes/gw-1')), bytes]), { untilCloseFrame: true });
    assert.is(httpAnswer(raw).status, 101, name);
    assert.is(closeCode(raw), expected, name);
    await assertAlive(service, name);
  }
  assert.is((await metric(service, 'connection_errors_total', 'kind="websocket"')) - before, cases.length);
});

hostile('malformed HTTP is answered with problem+json and counted', async ({ service }) => {
  const before = await metric(service, 'connection_errors_total', 'kind="http"');
  const cases: Array<[string, string, number, string]> = [
    ['garbage', 'GARBAGE\r\n\r\n', 400, 'MALFORMED_REQUEST'],
    ['an unknown method token', 'FOO@ / HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'MALFORMED_REQUEST'],
    ['headers over the limit', `GET /api/notes HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
  ];
  for (const [name, bytes, status, code] of cases) {
    const answer = httpAnswer(await exchange(service.port, bytes));
    assert.is(answer.status, status, name);
    assert.is(answer.body.code, code, name);
    assert.not.equal(answer.body.title, 'Error', name);
    assert.match(answer.headers, /x-content-type-options: nosniff/i, name);
    await assertAlive(service, name);
  }
  assert.is((await metric(service, 'connection_errors_total', 'kind="http"')) - before, cases.length);
});

hostile('a WebSocket handler that throws closes its socket with 1011 and is counted', async ({ service }) => {
  const raw = await exchange(service.port, upgrade('/ws/notes-broken'), { untilCloseFrame: true });
  assert.is(closeCode(raw), 1011);
  assert.is(await metric(service, 'unexpected_errors_total', 'source="socket"'), 1);
  await assertAlive(service, 'a failing WebSocket handler');
});

hostile('none of the above needed the last resort; errors nothing caught are logged, counted and survived', async ({ service }) => {
  assert.is(await metric(service, 'unexpected_errors_total', 'source="process"'), 0);
  const response = await fetch(`${service.url}/api/notes/stray-errors`, { method: 'POST', headers: { origin: service.url } });
  assert.is(response.status, 202);
  await eventually(async () => (await metric(service, 'unexpected_errors_total', 'source="process"')) === 2, 5000);
  assert.match(
    service.output(),
    /uncaught exception; the service carries on.*stray exception from a timer|stray exception from a timer.*uncaught exception; the service carries on/,
  );
  assert.match(service.output(), /stray rejection/);
  await assertAlive(service, 'stray errors');
});

hostile('the served process counts the freed heap pages and native memory it gives back', async ({ service }) => {
  const text = await (await fetch(`${service.url}/metrics`)).text();
  for (const name of ['portcullis_heap_pages_returned_bytes_total', 'portcullis_native_memory_returned_bytes_total']) {
    assert.match(text, new RegExp(`^# TYPE ${name} counter$`, 'm'));
    assert.match(text, new RegExp(`^${name} \\d+$`, 'm'));
  }
});

hostile.run();
