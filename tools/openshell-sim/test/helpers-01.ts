// Test plumbing for the 0.1 line: a `v0.1.2` simulator and a grpc-js client built from @portcullis/proto/line-0.1,
// selectors, the response metadata of unary calls, and the structured details of errors.
import * as grpc from '@grpc/grpc-js';
import { OpenShell01ClientConstructor } from '@portcullis/proto/line-0.1';
import type { StatusDetails } from '@portcullis/proto/rpc-status';
import { decodeStatusDetails } from '@portcullis/proto/rpc-status';
import type { Simulator, StartOptions } from '../src/index.ts';
import { startSimulator } from '../src/index.ts';
import type { Collected } from './helpers.ts';
import { collect, FAST_TIMINGS, waitFor } from './helpers.ts';

/** `workspace_scope` naming one workspace. */
export const scope = (workspace = 'default') => ({ workspace_scope: { workspace } });
export const ALL_WORKSPACES = { workspace_scope: { all_workspaces: {} } };

export interface Harness01 {
  sim: Simulator;
  client: grpc.Client;
  call<T = any>(method: string, request?: object, metadata?: grpc.Metadata): Promise<T>;
  /** A unary call with the response (initial) metadata it came with. */
  callWithMetadata<T = any>(method: string, request?: object): Promise<{ response: T; metadata: grpc.Metadata }>;
  stream<T = any>(method: string, request: object, metadata?: grpc.Metadata): grpc.ClientReadableStream<T>;
  collect<T = any>(method: string, request: object): Promise<Collected<T>>;
  close(): Promise<void>;
}

type Method = (...args: unknown[]) => grpc.ClientUnaryCall | grpc.ClientReadableStream<unknown>;

function method(client: grpc.Client, name: string): Method {
  const fn = (client as unknown as Record<string, Method>)[name];
  if (!fn) throw new Error(`no client method ${name}`);
  return fn.bind(client);
}

export function unary01<T>(client: grpc.Client, name: string, request: object, metadata = new grpc.Metadata()) {
  return new Promise<{ response: T; metadata: grpc.Metadata }>((resolve, reject) => {
    let received = new grpc.Metadata();
    const call = method(client, name)(request, metadata, { deadline: Date.now() + 10_000 }, (error: grpc.ServiceError | null, response: T) =>
      error ? reject(error) : resolve({ response, metadata: received }),
    ) as grpc.ClientUnaryCall;
    call.on('metadata', (value: grpc.Metadata) => {
      received = value;
    });
  });
}

export async function startHarness01(options: StartOptions = {}, credentials = grpc.credentials.createInsecure()): Promise<Harness01> {
  const sim = await startSimulator({ profile: 'v0.1.2', timings: { ...FAST_TIMINGS, receiptDelayMs: 80 }, ...options });
  const client = new OpenShell01ClientConstructor(sim.address, credentials);
  const stream = <T>(name: string, request: object, metadata = new grpc.Metadata()) =>
    method(client, name)(request, metadata, { deadline: Date.now() + 15_000 }) as grpc.ClientReadableStream<T>;
  return {
    sim,
    client,
    call: async (name, request = {}, metadata) => (await unary01<any>(client, name, request, metadata)).response,
    callWithMetadata: (name, request = {}) => unary01(client, name, request),
    stream,
    collect: (name, request) => collect(stream(name, request)),
    async close() {
      client.close();
      await sim.close();
    },
  };
}

/** The google.rpc details of a failed call (null when it sent none). */
export function detailsOf(error: grpc.ServiceError): StatusDetails | null {
  const bytes = error.metadata?.get('grpc-status-details-bin')[0];
  return Buffer.isBuffer(bytes) ? decodeStatusDetails(bytes) : null;
}

export async function waitReady01(h: Harness01, name: string, workspace = 'default'): Promise<any> {
  let sandbox: any;
  await waitFor(
    async () => {
      sandbox = (await h.call('GetSandbox', { name, ...scope(workspace) })).sandbox;
      return sandbox.status.phase === 'SANDBOX_PHASE_READY';
    },
    3000,
    `${name} READY`,
  );
  return sandbox;
}

export async function readySandbox01(h: Harness01, name: string, spec: object = {}, workspace = 'default'): Promise<any> {
  await h.call('CreateSandbox', { name, spec, ...scope(workspace) });
  return waitReady01(h, name, workspace);
}
