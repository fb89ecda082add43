// Why a sandbox on a 0.1 gateway is not running (docs/wire-lines.md): a configuration the gateway rejected holds it
// in provisioning, said in the API and ending its create at once; a main process that exited 0 is `completed`, a
// non-zero exit an `error` with its code.

import type { Simulator } from '@portcullis/openshell-sim';
import { closeTestSimulators, gatewayTestKernel, registerSimulator, startTestSimulator } from '@portcullis/plugin-gateways/testing';
import { eventually, type TestKernel } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const readiness = suite<{ t: TestKernel; sim: Simulator }>('readiness on the 0.1 line');

readiness.before(async (context) => {
  context.t = await gatewayTestKernel({ plugins: ['sandboxes'] });
  context.sim = await startTestSimulator({ profile: 'v0.1.2' });
  await registerSimulator(context.t, 'gw', context.sim);
});
readiness.after(async ({ t }) => {
  await t.stop();
  await closeTestSimulators();
});

const sandbox = async (t: TestKernel, name: string) => (await t.http.get(`/api/gateways/gw/sandboxes/${name}`)).body;

async function settled(t: TestKernel, id: string): Promise<any> {
  return eventually(async () => {
    const response = await t.http.get(`/api/operations/${id}`);
    return ['succeeded', 'failed'].includes(response.body.status) ? response.body : null;
  }, 10_000);
}

readiness('a rejected configuration ends the create at once, and the sandbox says why it waits', async ({ t }) => {
  const started = await t.http.as('operator').post('/api/gateways/gw/sandboxes', { name: 'held', image: 'reject-config:1' });
  assert.is(started.status, 202, started.text);
  const done = await settled(t, started.body.operation_id);
  assert.equal([done.status, done.error.code], ['failed', 'SANDBOX_CONFIGURATION_REJECTED']);
  assert.match(done.error.message, /configuration rejected/);
  const held = await sandbox(t, 'held');
  assert.equal([held.state, held.configuration.admission, held.not_ready.source], ['creating', 'rejected', 'configuration']);
  assert.ok(held.configuration.error, 'the gateway says what it rejected');
  assert.ok(held.provisioning?.attempt_id, 'the provisioning attempt is shown');
});

readiness('a sandbox waiting for admission is pending; once admitted it runs and says nothing', async ({ t, sim }) => {
  sim.control.seedSandbox({ name: 'admitted', image: 'base' });
  await eventually(async () => (await sandbox(t, 'admitted')).state === 'running');
  const running = await sandbox(t, 'admitted');
  assert.equal([running.configuration.admission, running.not_ready], ['accepted', null]);
});

readiness('a main process that exits 0 leaves a completed sandbox; a non-zero exit an error with its code', async ({ t, sim }) => {
  for (const name of ['finished', 'crashed']) sim.control.seedSandbox({ name, image: 'base' });
  await eventually(async () => (await sandbox(t, 'finished')).state === 'running' && (await sandbox(t, 'crashed')).state === 'running');
  sim.control.exitMainProcess('finished', 0);
  sim.control.exitMainProcess('crashed', 3);
  const finished = await sandbox(t, 'finished');
  assert.equal(
    [finished.state, finished.phase, finished.exit_code, finished.not_ready],
    ['completed', 'COMPLETED', 0, { source: 'exit', reason: 'the main process exited with code 0' }],
  );
  const crashed = await sandbox(t, 'crashed');
  assert.equal([crashed.state, crashed.exit_code, crashed.not_ready.source], ['error', 3, 'exit']);
});

readiness.run();
