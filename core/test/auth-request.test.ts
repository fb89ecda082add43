// What authenticators see of the client: `ip` may come from X-Forwarded-For (SERVICE_TRUST_PROXY), `peer` is always
// the TCP peer. Requests come from 127.0.0.2 (the kernel listens on 127.0.0.1; all of 127/8 is loopback).
import { request as httpRequest } from 'node:http';
import { createTestKernel, type TestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import WebSocket from 'ws';
import { authMethods, definePlugin } from '../src/index.ts';

/** An authenticator that names the caller after the addresses it was shown, and routes that answer them. */
const addressProbe = definePlugin({
  id: 'address-probe',
  description: 'shows what authenticators see',
  register(api) {
    api.contribute(authMethods, {
      id: 'address-probe',
      order: 0,
      authenticate: async (request) => ({
        type: 'user',
        id: 'probe',
        name: JSON.stringify({ ip: request.ip, peer: request.peer }),
        role: 'viewer',
        method: 'probe',
      }),
    });
    api.route({ method: 'GET', path: '/api/probe', access: 'viewer', summary: 'probe', handler: (request) => JSON.parse(request.actor!.name) });
    api.websocket({
      path: '/ws/probe',
      access: 'viewer',
      summary: 'probe',
      handler: (socket, request) => {
        socket.send(request.actor.name);
        socket.close(1000);
      },
    });
  },
});

let t: TestKernel;

test.after.each(async () => {
  await t.stop();
});

function getFrom(localAddress: string, headers: Record<string, string>): Promise<unknown> {
  const url = new URL('/api/probe', t.url);
  return new Promise((resolve, reject) => {
    httpRequest({ host: url.hostname, port: url.port, path: url.pathname, localAddress, headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve(JSON.parse(body)));
    })
      .on('error', reject)
      .end();
  });
}

function socketFrom(localAddress: string, headers: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/ws/probe`, { localAddress, headers });
    socket.on('message', (data) => resolve(JSON.parse(String(data))));
    socket.on('error', reject);
  });
}

test('with SERVICE_TRUST_PROXY the client address comes from X-Forwarded-For; the peer is the connection, for HTTP and WebSockets', async () => {
  t = await createTestKernel({ plugins: [addressProbe], testActors: false, env: { SERVICE_TRUST_PROXY: 'true' } });
  const forwarded = { 'x-forwarded-for': '203.0.113.9' };
  assert.equal(await getFrom('127.0.0.2', forwarded), { ip: '203.0.113.9', peer: '127.0.0.2' });
  assert.equal(await socketFrom('127.0.0.2', forwarded), { ip: '203.0.113.9', peer: '127.0.0.2' });
});

test('without SERVICE_TRUST_PROXY both are the connection', async () => {
  t = await createTestKernel({ plugins: [addressProbe], testActors: false });
  assert.equal(await getFrom('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' }), { ip: '127.0.0.2', peer: '127.0.0.2' });
});

test.run();
