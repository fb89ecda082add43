// Shared test plumbing: a simulator on an ephemeral port, grpc-js clients from @portcullis/proto, promise wrappers
// for unary and streaming calls, and small waiting helpers.
import * as grpc from '@grpc/grpc-js';
import type { GatewayClients } from '@portcullis/proto';
import { createGatewayClients } from '@portcullis/proto';
import * as assert from 'uvu/assert';
import type { Simulator, StartOptions } from '../src/index.ts';
import { startSimulator } from '../src/index.ts';

export const FAST_TIMINGS = { readyDelayMs: 60, stopDelayMs: 20, policyLoadDelayMs: 30, deleteDelayMs: 40, flushIntervalMs: 0 };

export interface Harness {
  sim: Simulator;
  clients: GatewayClients;
  /** Unary call on the OpenShell service. */
  call<T = any>(method: string, request?: object, metadata?: grpc.Metadata): Promise<T>;
  /** Unary call on the Inference service. */
  inference<T = any>(method: string, request?: object, metadata?: grpc.Metadata): Promise<T>;
  close(): Promise<void>;
}

export function unary<T>(client: grpc.Client, method: string, request: object, metadata = new grpc.Metadata(), options: grpc.CallOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const fn = (client as unknown as Record<string, Function>)[method];
    if (!fn) throw new Error(`no client method ${method}`);
    fn.call(client, request, metadata, { deadline: Date.now() + 10_000, ...options }, (error: grpc.ServiceError | null, response: T) =>
      error ? reject(error) : resolve(response),
    );
  });
}

export async function startHarness(
  options: StartOptions = {},
  credentials = grpc.credentials.createInsecure(),
  channelOptions: grpc.ChannelOptions = {},
): Promise<Harness> {
  const sim = await startSimulator({ timings: FAST_TIMINGS, ...options });
  const clients = createGatewayClients(sim.address, credentials, channelOptions);
  return {
    sim,
    clients,
    call: (method, request = {}, metadata) => unary(clients.openshell, method, request, metadata),
    inference: (method, request = {}, metadata) => unary(clients.inference, method, request, metadata),
    async close() {
      clients.close();
      await sim.close();
    },
  };
}

/** Asserts that a call fails with `code` and (optionally) a message containing `message`. */
export async function rejects(promise: Promise<unknown>, code: grpc.status, message?: string | RegExp): Promise<grpc.ServiceError> {
  try {
    await promise;
  } catch (error) {
    const serviceError = error as grpc.ServiceError;
    assert.is(grpc.status[serviceError.code], grpc.status[code], `status code (details: ${serviceError.details})`);
    if (typeof message === 'string') assert.is(serviceError.details, message);
    else if (message) assert.match(serviceError.details, message);
    return serviceError;
  }
  throw new assert.Assertion({
    message: `expected ${grpc.status[code]}, but the call succeeded`,
    operator: 'rejects',
    generated: false,
    expects: code,
    actual: 'success',
  });
}

export interface Collected<T> {
  events: T[];
  status: grpc.StatusObject | undefined;
  error: grpc.ServiceError | undefined;
}

/** Reads a server stream to its end. */
export function collect<T>(stream: grpc.ClientReadableStream<T>): Promise<Collected<T>> {
  const events: T[] = [];
  let status: grpc.StatusObject | undefined;
  return new Promise((resolve) => {
    stream.on('data', (event: T) => events.push(event));
    stream.on('status', (s: grpc.StatusObject) => {
      status = s;
    });
    stream.on('error', (error: grpc.ServiceError) => resolve({ events, status, error }));
    stream.on('end', () => setImmediate(() => resolve({ events, status, error: undefined })));
  });
}

export function stream<T = any>(client: grpc.Client, method: string, request: object, metadata = new grpc.Metadata()): grpc.ClientReadableStream<T> {
  const fn = (client as unknown as Record<string, Function>)[method]!;
  return fn.call(client, request, metadata, { deadline: Date.now() + 15_000 });
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 3000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the sandbox is READY; returns the READY snapshot. */
export async function waitReady(h: Harness, name: string, workspace = ''): Promise<any> {
  let sandbox: any;
  await waitFor(
    async () => {
      sandbox = (await h.call('GetSandbox', { name, workspace })).sandbox;
      return sandbox.status.phase === 'SANDBOX_PHASE_READY';
    },
    3000,
    `${name} READY`,
  );
  return sandbox;
}

/** Creates a sandbox and waits until READY; returns the READY snapshot. */
export async function readySandbox(h: Harness, name: string, spec: object = {}, extra: { workspace?: string } = {}): Promise<any> {
  await h.call('CreateSandbox', { name, spec, ...extra });
  return waitReady(h, name, extra.workspace ?? '');
}

export function basePolicy(extraRules: Record<string, object> = {}) {
  return {
    version: 1,
    filesystem: { include_workdir: true, read_only: ['/usr'], read_write: ['/sandbox'] },
    landlock: { compatibility: 'best_effort' },
    process: { run_as_user: 'sandbox', run_as_group: 'sandbox' },
    network_policies: {
      github: {
        name: 'github',
        endpoints: [{ host: 'api.github.com', port: 443, ports: [443] }],
        binaries: [{ path: '/usr/bin/curl' }],
      },
      ...extraRules,
    },
  };
}
