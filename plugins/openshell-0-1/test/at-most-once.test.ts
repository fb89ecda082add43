// Request ids on the 0.1 line (docs/wire-lines.md): a mutation whose answer was lost is sent again with the same id
// and answered from the gateway's memory, so it happens once; the gateway's refusals of a reused id become problems
// people understand.

import type { Simulator } from '@portcullis/openshell-sim';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import { closeTestSimulators, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { eventually, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

interface Context {
  t: TestKernel;
  sim: Simulator;
  scope: GatewayScope;
}

const once = suite<Context>('at most once on the 0.1 line');

once.before(async (context) => {
  context.t = await gatewayTestKernel({ plugins: ['sandboxes'] });
  context.sim = await startTestSimulator({ profile: 'v0.1.2' });
  await registerSimulator(context.t, 'gw', context.sim);
  const gateway = await context.t.resolve('gatewayRegistry', 'sandboxes').require('gw');
  context.scope = { gateway, workspace: 'default' };
});
once.after(async ({ t }) => {
  await t.stop();
  await closeTestSimulators();
});

const api = (t: TestKernel) => t.resolve('gatewayApi', 'sandboxes');
const named = (sim: Simulator, name: string) => sim.control.state().sandboxes.filter((sandbox) => sandbox.name === name);

async function settled(t: TestKernel, id: string): Promise<any> {
  return eventually(async () => {
    const response = await t.http.get(`/api/operations/${id}`);
    return ['succeeded', 'failed'].includes(response.body.status) ? response.body : null;
  }, 10_000);
}

once('a create whose answer was lost is sent again with its request id: one sandbox, and the operation succeeds', async ({ t, sim }) => {
  sim.control.resetCalls();
  const replaysBefore = sim.control.replays('CreateSandbox');
  sim.control.dropNextResponse('CreateSandbox');
  const started = await t.http.as('operator').post('/api/gateways/gw/sandboxes', { name: 'lost', image: 'base' });
  assert.is(started.status, 202, started.text);
  assert.equal(
    [sim.control.calls('CreateSandbox'), sim.control.replays('CreateSandbox') - replaysBefore],
    [2, 1],
    'the second attempt was answered from memory',
  );
  assert.is(named(sim, 'lost').length, 1);
  assert.is((await settled(t, started.body.operation_id)).status, 'succeeded');
});

once('a client retrying with its Idempotency-Key after every attempt was lost gets the sandbox made the first time', async ({ t, sim }) => {
  sim.control.resetCalls();
  const replaysBefore = sim.control.replays('CreateSandbox');
  sim.control.dropNextResponse('CreateSandbox', 4);
  const body = { name: 'retried', image: 'base' };
  const headers = { 'idempotency-key': 'client-retry-1' };
  const first = await t.http.as('operator').post('/api/gateways/gw/sandboxes', body, { headers });
  assert.equal([first.status, first.body.code], [503, 'GATEWAY_UNAVAILABLE'], first.text);
  assert.is(named(sim, 'retried').length, 1, 'the gateway made it before the answers were lost');
  const again = await t.http.as('operator').post('/api/gateways/gw/sandboxes', body, { headers });
  assert.is(again.status, 202, again.text);
  assert.is((await settled(t, again.body.operation_id)).status, 'succeeded');
  assert.equal([sim.control.calls('CreateSandbox'), sim.control.replays('CreateSandbox') - replaysBefore, named(sim, 'retried').length], [5, 4, 1]);
});

once('two attempts of one change at the same time: the second waits for the first and gets its answer', async ({ t, sim, scope }) => {
  sim.control.setDelay('CreateSandbox', 300);
  try {
    const spec = { name: 'twins', image: 'base', environment: {}, providers: [], gpu: null };
    const [a, b] = await Promise.all([
      api(t).sandboxes.create(scope, spec, { requestId: 'twin-change' }),
      api(t).sandboxes.create(scope, spec, { requestId: 'twin-change' }),
    ]);
    assert.is(a.id, b.id);
    assert.is(named(sim, 'twins').length, 1);
  } finally {
    sim.control.setDelay('CreateSandbox', 0);
  }
});

once("a request id reused for another change is refused, in the gateway's words and ours", async ({ t, scope }) => {
  const spec = { name: 'first', image: 'base', environment: {}, providers: [], gpu: null };
  await api(t).sandboxes.create(scope, spec, { requestId: 'reused-id' });
  await api(t)
    .sandboxes.create(scope, { ...spec, name: 'second' }, { requestId: 'reused-id' })
    .then(
      () => assert.unreachable('a reused id made a second sandbox'),
      (error: { status: number; code: string; detail: string; extensions: Record<string, unknown> }) => {
        assert.equal([error.status, error.code, error.extensions.reason], [409, 'REQUEST_ID_CONFLICT', 'REQUEST_ID_PAYLOAD_MISMATCH']);
        assert.match(error.detail, /already handled this request id with a different payload/);
      },
    );
});

once('a command that ran is not run again by a retry of its request id', async ({ t, sim, scope }) => {
  const { id } = sim.control.seedSandbox({ name: 'runner', image: 'base' });
  await eventually(async () => (await api(t).sandboxes.get(scope, 'runner')).phase === 'READY');
  const run = async () => {
    const stream = await api(t).sandboxes.exec(scope, { name: 'runner', id }, { command: ['echo', 'once'], timeoutSeconds: 5 }, { requestId: 'exec-once' });
    return new Promise<{ exit: number | null; error: any }>((resolve) => {
      let exit: number | null = null;
      stream.on('data', (event) => {
        if (event.kind === 'exit') exit = event.exitCode;
      });
      stream.on('error', (error) => resolve({ exit, error }));
      stream.on('end', () => resolve({ exit, error: null }));
    });
  };
  assert.equal((await run()).exit, 0);
  const again = await run();
  assert.equal([again.exit, again.error?.status, again.error?.code], [null, 409, 'EXEC_ALREADY_RAN']);
});

once.run();
