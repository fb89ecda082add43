// The v0.1.2 profile speaks the 0.1 wire line (proto/line-0.1): its OpenShell service, no Inference service, version
// 0.1.2. A request of the other line fails the way the real gateways fail (docs/openshell-0.1.md §1 "Symptoms of the
// wrong line"), which falls out of each line decoding with its own protos.
import * as grpc from '@grpc/grpc-js';
import { createGatewayClients } from '@portcullis/proto';
import { OpenShell01ClientConstructor } from '@portcullis/proto/line-0.1';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rejects, startHarness, unary } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { detailsOf, scope, startHarness01, unary01 } from './helpers-01.ts';

let h: Harness01;
test.before(async () => {
  h = await startHarness01();
});
test.after(() => h.close());

test('v0.1.2 reports 0.1.2 and its profile; version / setVersion still override the string', async () => {
  assert.equal([(await h.call('Health')).version, h.sim.profile], ['0.1.2', 'v0.1.2']);
  assert.is((await h.call('GetGatewayInfo')).gateway_version, '0.1.2');
  h.sim.control.setVersion('0.2.0');
  assert.is((await h.call('Health')).version, '0.2.0');
  h.sim.control.setVersion('0.1.2');
  const older = await startHarness01({ version: '0.1.0' });
  try {
    assert.is((await older.call('Health')).version, '0.1.0');
  } finally {
    await older.close();
  }
});

test('GetGatewayInfo lists a compute and a credential driver among the negotiated extensions', async () => {
  const info = await h.call('GetGatewayInfo');
  const kinds = info.extensions.map((e: any) => e.kind);
  assert.ok(kinds.includes('EXTENSION_KIND_COMPUTE_DRIVER') && kinds.includes('EXTENSION_KIND_CREDENTIAL_DRIVER'), String(kinds));
  assert.equal(info.compute_drivers[0].name, 'docker');
});

test('there is no Inference service on the 0.1 line: its RPCs are UNIMPLEMENTED', async () => {
  const clients = createGatewayClients(h.sim.address, grpc.credentials.createInsecure());
  try {
    await rejects(unary(clients.inference, 'GetInferenceRoute', {}), grpc.status.UNIMPLEMENTED);
    await rejects(unary(clients.inference, 'SetInferenceRoute', { provider_name: 'x', model_id: 'm' }), grpc.status.UNIMPLEMENTED);
  } finally {
    clients.close();
  }
});

test('a 0.0 client on a 0.1 gateway: workspace_scope is required, or the request does not decode', async () => {
  const clients = createGatewayClients(h.sim.address, grpc.credentials.createInsecure());
  try {
    const required = await rejects(unary(clients.openshell, 'GetSandbox', { name: 'x' }), grpc.status.INVALID_ARGUMENT, 'workspace_scope is required');
    assert.equal(
      detailsOf(required)?.fieldViolations.map((v) => v.field),
      ['workspace_scope'],
    );
    // the 0.0 workspace string lands where the 0.1 selector message is expected
    await rejects(unary(clients.openshell, 'ListSandboxes', { workspace: 'default' }), grpc.status.INTERNAL);
  } finally {
    clients.close();
  }
});

test('a 0.1 client on a 0.0 gateway: the selector bytes are read as a workspace name', async () => {
  const old = await startHarness();
  const client = new OpenShell01ClientConstructor(old.sim.address, grpc.credentials.createInsecure());
  try {
    await rejects(unary01(client, 'GetSandbox', { name: 'x', ...scope('default') }), grpc.status.NOT_FOUND, "workspace '\n\u0007default' not found");
    await rejects(unary01(client, 'ListSandboxTemplates', { page_size: 1, ...scope('default') }), grpc.status.UNIMPLEMENTED);
  } finally {
    client.close();
    await old.close();
  }
});

/** Calls any RPC of the 0.1 service with an empty request and reports how it failed (or 'OK'). */
function outcome(client: grpc.Client, rpc: string, kind: { requestStream: boolean; responseStream: boolean }): Promise<string> {
  const fn = (client as unknown as Record<string, (...args: unknown[]) => any>)[rpc]!.bind(client);
  return new Promise((resolve) => {
    const done = (error: grpc.ServiceError | null) => resolve(error ? `${grpc.status[error.code]} ${error.details}` : 'OK');
    if (!kind.requestStream && !kind.responseStream) fn({}, done);
    else if (kind.requestStream && !kind.responseStream) fn(done).end();
    else {
      const call = kind.requestStream ? fn() : fn({});
      call.on('data', () => {});
      call.on('error', done);
      call.on('end', () => done(null));
      if (kind.requestStream) call.end();
    }
  });
}

test('every supervisor RPC refuses a user; every RPC not simulated says so', async () => {
  const { openShell01ServiceDefinition } = await import('@portcullis/proto/line-0.1');
  const { NOT_SIMULATED_01 } = await import('../src/line-0.1/service.ts');
  const { rpc01Info } = await import('../src/line-0.1/rpc-catalog.ts');
  const client = new OpenShell01ClientConstructor(h.sim.address, grpc.credentials.createInsecure());
  try {
    for (const [rpc, kind] of Object.entries(openShell01ServiceDefinition)) {
      if (rpc01Info(rpc).authorization.auth_mode === 'sandbox') {
        assert.is(await outcome(client, rpc, kind), 'PERMISSION_DENIED this method requires a sandbox principal', rpc);
      } else if (NOT_SIMULATED_01.has(rpc)) {
        assert.is(await outcome(client, rpc, kind), `UNIMPLEMENTED not simulated: ${rpc}`, rpc);
      }
    }
  } finally {
    client.close();
  }
});

test.run();
