// Test helpers for the webhooks engine and channel plugins: a kernel with the engine in local mode (receivers
// listen on loopback), a real HTTP receiver that records what arrives, and a way to wait until every delivery
// that is due has been attempted.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Plugin } from '@portcullis/core';
import { createTestKernel, type TestKernel, type TestKernelOptions } from '@portcullis/testing';
import { dispatcherRef } from './services.ts';

export interface WebhookKernelOptions extends Omit<TestKernelOptions, 'plugins'> {
  /** Plugins besides `webhooks` (ids or definitions): channels, and whatever emits the events a test needs. */
  plugins?: Array<string | Plugin>;
}

/** A test kernel with `webhooks` first and local mode on (loopback receivers are allowed). */
export function webhookTestKernel(options: WebhookKernelOptions = {}): Promise<TestKernel> {
  const { plugins = [], env = {}, ...rest } = options;
  return createTestKernel({ ...rest, plugins: ['webhooks', ...plugins], env: { SERVICE_LOCAL_MODE: 'true', ...env } });
}

/** Waits until the events emitted so far are in the outbox and every delivery this kernel holds has been attempted. */
export async function deliveriesSettled(t: TestKernel): Promise<void> {
  await t.kernel.events.settled();
  await t.resolve(dispatcherRef).settled();
}

/** Moves the manual clock, runs due tasks (the retry sweep among them) and waits for the attempts they started. */
export async function advance(t: TestKernel, ms: number): Promise<void> {
  t.manualClock!.advance(ms);
  await t.tick();
  await deliveriesSettled(t);
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as it arrived (signatures are computed over it). */
  body: Buffer;
  /** The body parsed as JSON, or null. */
  json: any;
}

/** How the receiver answers a request: a status, or `hang` (never answer; the connection stays open). */
export type Answer = number | 'hang';

export interface Receiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** Sets how the following requests are answered (default 200). */
  answer(answer: Answer | ((request: ReceivedRequest) => Answer)): void;
  close(): Promise<void>;
}

/** A real HTTP server on loopback that records every request and answers as told. */
export async function startReceiver(initial: Answer = 200): Promise<Receiver> {
  let decide: (request: ReceivedRequest) => Answer = () => initial;
  const requests: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      let json: unknown = null;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        json = null;
      }
      const received: ReceivedRequest = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body, json };
      requests.push(received);
      const answer = decide(received);
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    requests,
    answer: (next) => {
      decide = typeof next === 'function' ? next : () => next;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
