// test-dialects: none
// The kernel's outbound-address rule as HTTP clients use it: `inspect` judges a host by its canonical form and by
// every address it resolves to; `lookup` makes a node:http connection dial only what was judged, so a name cannot
// pass the check with one address and connect to another.
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Egress, EgressRefused, type HostResolver } from '@portcullis/core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const table =
  (records: Record<string, string[]>): HostResolver =>
  async (host) =>
    records[host] ? { ok: true, addresses: records[host] } : { ok: false, message: `${host} does not resolve (ENOTFOUND)` };

const resolver = table({ 'public.example': ['93.184.216.34'], 'sneaky.example': ['93.184.216.34', '10.1.2.3'], 'here.example': ['127.0.0.1'] });

test('inspect: literals in any spelling, names by every record, localhost names without a lookup', async () => {
  const strict = new Egress({ localMode: false, resolve: resolver });
  assert.equal(await strict.inspect('public.example'), { kind: 'addresses', addresses: ['93.184.216.34'] });
  assert.equal(await strict.inspect('0x7f.1'), { kind: 'refused', address: '127.0.0.1', reason: 'loopback' });
  assert.equal(await strict.inspect('sneaky.example'), { kind: 'refused', address: '10.1.2.3', reason: 'private (RFC 1918)' });
  assert.equal(await strict.inspect('api.localhost'), { kind: 'refused', address: 'api.localhost', reason: 'loopback (a localhost name)' });
  assert.equal(await strict.inspect('gone.example'), { kind: 'unresolved', message: 'gone.example does not resolve (ENOTFOUND)' });
  const local = new Egress({ localMode: true, resolve: resolver });
  assert.equal(await local.inspect('sneaky.example'), { kind: 'addresses', addresses: ['93.184.216.34', '10.1.2.3'] });
});

function listen(): Promise<{ server: Server; port: number }> {
  const server = createServer((_request, response) => response.end('hello'));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

function fetchText(egress: Egress, host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    get({ host, port, path: '/', lookup: egress.lookup(), agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

test('lookup: a connection dials only judged addresses', async () => {
  const { server, port } = await listen();
  try {
    const refused = await fetchText(new Egress({ localMode: false, resolve: resolver }), 'here.example', port).then(
      () => null,
      (error: unknown) => error,
    );
    assert.instance(refused, EgressRefused);
    assert.is((refused as EgressRefused).message, 'here.example resolves to 127.0.0.1, which is loopback');
    assert.is(await fetchText(new Egress({ localMode: true, resolve: resolver }), 'here.example', port), 'hello');
    const unresolved = await fetchText(new Egress({ localMode: true, resolve: resolver }), 'gone.example', port).then(
      () => null,
      (error: NodeJS.ErrnoException) => error.code,
    );
    assert.is(unresolved, 'ENOTFOUND');
  } finally {
    server.close();
  }
});

test('fetch: judged, pinned, never redirected, bounded', async () => {
  const server = createServer((request, response) => {
    if (request.url === '/redirect') {
      response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      return;
    }
    if (request.url === '/big') {
      response.end(Buffer.alloc(64 * 1024, 'x'));
      return;
    }
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => response.end(JSON.stringify({ method: request.method, host: request.headers.host, body })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  try {
    const strict = new Egress({ localMode: false, resolve: resolver });
    for (const url of [`http://here.example:${port}/`, `http://0x7f.1:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`]) {
      const refused = await strict.fetch(url).then(
        () => null,
        (error: unknown) => error,
      );
      assert.instance(refused, EgressRefused, url);
    }
    const local = new Egress({ localMode: true, resolve: resolver });
    const echoed = await local.fetch(`http://here.example:${port}/echo`, { method: 'POST', body: 'hi', headers: { 'content-type': 'text/plain' } });
    assert.equal(await echoed.json(), { method: 'POST', host: `here.example:${port}`, body: 'hi' }, 'the Host header keeps the name');
    const redirect = await local.fetch(`http://127.0.0.1:${port}/redirect`);
    assert.equal([redirect.status, redirect.headers.get('location')], [302, 'http://169.254.169.254/'], 'not followed');
    const big = await local.fetch(`http://127.0.0.1:${port}/big`, { maxResponseBytes: 1024 }).then(
      () => null,
      (error: Error) => error.message,
    );
    assert.match(big ?? '', /larger than 1024 bytes/);
  } finally {
    server.close();
  }
});

test.run();
