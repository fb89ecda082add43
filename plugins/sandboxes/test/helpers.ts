// Shared test helpers: a kernel with the gateways and sandboxes plugins in front of a real simulator on loopback,
// operation polling, and a WebSocket viewer that records what it receives.

import type { Plugin } from '@portcullis/core';
import { type Simulator, type StartOptions, startSimulator } from '@portcullis/openshell-sim';
import gateways from '@portcullis/plugin-gateways';
import { FAST_SIMULATOR_TIMINGS, WIRE_LINE_PLUGINS } from '@portcullis/plugin-gateways/testing';
import { createTestKernel, eventually, type TestKernel, type TestKernelOptions } from '@portcullis/testing';
import { WebSocket } from 'ws';
import sandboxes from '../src/index.ts';

export interface Bench {
  t: TestKernel;
  sim: Simulator;
  /** Path prefix of the registered gateway's sandboxes. */
  base: string;
}

export interface BootOptions extends Omit<TestKernelOptions, 'plugins'> {
  plugins?: Array<string | Plugin>;
  sim?: StartOptions;
}

const running: Bench[] = [];

/** A kernel with gateways + sandboxes (+ extra plugins) and one gateway `gw` pointing at a fresh simulator. */
export async function boot(options: BootOptions = {}): Promise<Bench> {
  const { plugins = [], env = {}, sim: simOptions = {}, ...rest } = options;
  const sim = await startSimulator({ port: 0, timings: FAST_SIMULATOR_TIMINGS, ...simOptions });
  const t = await createTestKernel({
    ...rest,
    plugins: [gateways, ...WIRE_LINE_PLUGINS, sandboxes, ...plugins],
    env: { SERVICE_LOCAL_MODE: 'true', SERVICE_HEALTH_INTERVAL_SECONDS: '3600', ...env },
  });
  const registered = await t.http.post('/api/gateway/register', { name: 'gw', endpoint: `http://${sim.address}`, auth_mode: 'none' });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${registered.text}`);
  const bench = { t, sim, base: '/api/gateways/gw/sandboxes' };
  running.push(bench);
  return bench;
}

export async function shutdown(bench: Bench): Promise<void> {
  running.splice(running.indexOf(bench), 1);
  await bench.t.stop();
  await bench.sim.close();
}

/** Polls an operation until it is terminal. */
export async function settled(t: TestKernel, id: string, timeoutMs = 10_000): Promise<any> {
  return eventually(
    async () => {
      const response = await t.http.get(`/api/operations/${id}`);
      return ['succeeded', 'failed', 'cancelled'].includes(response.body.status) ? response.body : null;
    },
    timeoutMs,
    25,
  );
}

/** Creates a sandbox and waits for its operation; returns the finished operation. */
export async function createSandbox(bench: Bench, body: Record<string, unknown>): Promise<any> {
  const response = await bench.t.http.as('operator').post(bench.base, body);
  if (response.status !== 202) throw new Error(`create failed: ${response.status} ${response.text}`);
  return settled(bench.t, response.body.operation_id);
}

export { jsonColumn as json, rows } from '@portcullis/testing';

export interface Viewer {
  socket: WebSocket;
  messages: Array<{ type: string; data: any }>;
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first message (received so far or later) that matches. */
  next(predicate: (message: { type: string; data: any }) => boolean, timeoutMs?: number): Promise<{ type: string; data: any }>;
  close(): Promise<void>;
}

/** A WebSocket client on `/ws/gw/{name}` acting as `role` (the test actor header), or with other headers. */
export async function viewer(t: TestKernel, path: string, options: { role?: string | null; headers?: Record<string, string> } = {}): Promise<Viewer> {
  const role = options.role === undefined ? 'viewer' : options.role;
  const headers = { ...(role ? { 'x-portcullis-test-actor': JSON.stringify({ role }) } : {}), ...options.headers };
  const socket = new WebSocket(`${t.url.replace('http', 'ws')}${path}`, { headers });
  const messages: Viewer['messages'] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
  });
  return {
    socket,
    messages,
    closed,
    next: (predicate, timeoutMs = 5000) => eventually(() => messages.find(predicate), timeoutMs, 10),
    close: async () => {
      if (socket.readyState === WebSocket.OPEN) socket.close();
      await closed;
    },
  };
}

/** Collects the server-sent events of an operation until the server ends the stream. */
export async function operationEvents(t: TestKernel, id: string): Promise<any[]> {
  const response = await fetch(`${t.url}/api/operations/${id}/stream`, { headers: { 'x-portcullis-test-actor': JSON.stringify({ role: 'viewer' }) } });
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event: operation'))
    .map((block) => JSON.parse(block.split('\n')[1]!.slice(6)));
}
