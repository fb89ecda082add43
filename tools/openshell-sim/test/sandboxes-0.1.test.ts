// Sandboxes on the 0.1 line: Timestamps at number + 100, DeletionOutcome with the record lingering in DELETING,
// names instead of UUIDs, COMPLETED on exit 0, configuration admission (PENDING, ACCEPTED, REJECTED holding the
// sandbox in PROVISIONING), policy endpoint enums both ways, and the image baseline (docs/openshell-0.1.md §2, §3;
// docs/openshell-0.0.md §g).
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rejects, waitFor } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { detailsOf, readySandbox01, scope, startHarness01, waitReady01 } from './helpers-01.ts';

let h: Harness01;
test.before(async () => {
  h = await startHarness01();
});
test.after(() => h.close());

const get = async (name: string) => (await h.call('GetSandbox', { name, ...scope() })).sandbox;
const nearNow = (time: any) => Math.abs(Number(time.seconds) - Date.now() / 1000) < 60;

test('a sandbox on the wire: Timestamps in metadata and conditions, admission PENDING then ACCEPTED', async () => {
  const created = (await h.call('CreateSandbox', { name: 'fresh', spec: {}, ...scope() })).sandbox;
  assert.is(created.status.phase, 'SANDBOX_PHASE_PROVISIONING');
  assert.ok(nearNow(created.metadata.created_time), 'created_time is a Timestamp');
  assert.is(created.metadata.deletion_time, null);
  assert.is(created.status.configuration_admission.state, 'CONFIGURATION_ADMISSION_STATE_PENDING');
  assert.is(created.status.configuration_activated, false);
  const ready = await waitReady01(h, 'fresh');
  assert.equal(
    [ready.status.configuration_admission.state, ready.status.configuration_admission.instance_id, ready.status.configuration_activated],
    ['CONFIGURATION_ADMISSION_STATE_ACCEPTED', ready.status.main_process_instance_id, true],
  );
  assert.ok(ready.status.configuration_admission.policy_version >= 1 && ready.status.configuration_admission.config_revision > 0);
  const condition = ready.status.conditions.find((c: any) => c.type === 'Ready');
  assert.equal([condition.status, condition.reason], ['True', 'DependenciesReady']);
  assert.ok(nearNow(condition.transition_time));
  assert.match(ready.spec.provider_attachment_epoch, /^[0-9a-f]{16}$/);
  assert.is(ready.created_from_workload_template, null);
});

test('a fresh sandbox already has the image baseline policy (docs/openshell-0.0.md §g.4)', async () => {
  const status = await h.call('GetSandboxPolicyStatus', { sandbox: 'fresh', ...scope() });
  assert.equal(Object.keys(status.revision.policy.network_policies).sort(), ['npm_registry', 'pypi']);
  assert.ok(nearNow(status.revision.created_time) && nearNow(status.revision.loaded_time));
});

test('policy endpoint enums go in and come back; TERMINATE / PASSTHROUGH are refused naming the field', async () => {
  const endpoint = {
    host: 'api.example.com',
    port: 443,
    protocol: 'rest',
    tls: 'NETWORK_TLS_MODE_SKIP',
    enforcement: 'NETWORK_ENFORCEMENT_MODE_AUDIT',
    access: 'NETWORK_ACCESS_PRESET_READ_ONLY',
  };
  const policy = { version: 1, network_policies: { api: { name: 'api', endpoints: [endpoint], binaries: [{ path: '/usr/bin/curl' }] } } };
  const sandbox = await readySandbox01(h, 'enums', { policy });
  const stored = sandbox.spec.policy.network_policies.api.endpoints[0];
  assert.equal([stored.tls, stored.enforcement, stored.access], ['NETWORK_TLS_MODE_SKIP', 'NETWORK_ENFORCEMENT_MODE_AUDIT', 'NETWORK_ACCESS_PRESET_READ_ONLY']);
  const revision = (await h.call('GetSandboxPolicyStatus', { sandbox: 'enums', ...scope() })).revision.policy.network_policies.api.endpoints[0];
  assert.is(revision.access, 'NETWORK_ACCESS_PRESET_READ_ONLY');
  for (const tls of ['NETWORK_TLS_MODE_TERMINATE', 'NETWORK_TLS_MODE_PASSTHROUGH']) {
    const bad = { version: 1, network_policies: { api: { endpoints: [{ ...endpoint, tls }], binaries: [] } } };
    const error = await rejects(
      h.call('CreateSandbox', { name: 'tls', spec: { policy: bad }, ...scope() }),
      grpc.status.INVALID_ARGUMENT,
      new RegExp(`spec\\.policy\\.network_policies\\.api\\.endpoints\\[0\\]\\.tls: ${tls}`),
    );
    assert.equal(
      detailsOf(error)?.fieldViolations.map((v) => v.field),
      ['spec.policy.network_policies.api.endpoints[0].tls'],
    );
    await rejects(
      h.call('UpdateConfig', { sandbox: 'enums', policy: bad, ...scope() }),
      grpc.status.INVALID_ARGUMENT,
      /policy\.network_policies\.api\.endpoints\[0\]\.tls/,
    );
  }
});

test('sandboxes are named, not given by UUID: a UUID is looked up as a name', async () => {
  const { metadata } = await get('fresh');
  const id = metadata.id;
  await rejects(h.call('GetSandbox', { name: id, ...scope() }), grpc.status.NOT_FOUND, 'sandbox not found');
  await rejects(h.call('GetSandboxConfig', { name: id, ...scope() }), grpc.status.NOT_FOUND, 'sandbox not found');
  await rejects(h.call('CreateSshSession', { sandbox: id, ...scope() }), grpc.status.NOT_FOUND, 'sandbox not found');
  await rejects(h.call('GetSandboxLogs', { sandbox: id, ...scope() }), grpc.status.NOT_FOUND, 'sandbox not found');
  const exec = await h.collect('ExecSandbox', { sandbox: id, command: ['true'], ...scope() });
  assert.equal([exec.error?.code, exec.error?.details], [grpc.status.NOT_FOUND, 'sandbox not found']);
  const watch = await h.collect('WatchSandbox', { sandbox: id, ...scope() });
  assert.equal([watch.error?.code, watch.error?.details], [grpc.status.NOT_FOUND, 'sandbox not found']);
  const config = await h.call('GetSandboxConfig', { name: 'fresh', ...scope() });
  assert.equal(
    [config.configuration_admitted, config.configuration_instance_id, config.workspace],
    [true, (await get('fresh')).status.main_process_instance_id, 'default'],
  );
});

test('DeleteSandbox answers ACCEPTED with the id; the record lingers DELETING; a missing one is NOT_FOUND or ALREADY_ABSENT', async () => {
  const sandbox = await readySandbox01(h, 'doomed');
  h.sim.control.holdDeletion('doomed');
  assert.equal(await h.call('DeleteSandbox', { name: 'doomed', ...scope() }), { outcome: 'DELETION_OUTCOME_ACCEPTED', sandbox_id: sandbox.metadata.id });
  const deleting = await get('doomed');
  assert.equal([deleting.status.phase, nearNow(deleting.metadata.deletion_time)], ['SANDBOX_PHASE_DELETING', true]);
  assert.equal(await h.call('DeleteSandbox', { name: 'doomed', ...scope() }), { outcome: 'DELETION_OUTCOME_ACCEPTED', sandbox_id: sandbox.metadata.id });
  await rejects(h.call('CreateSandbox', { name: 'doomed', spec: {}, ...scope() }), grpc.status.ALREADY_EXISTS, "sandbox 'doomed' already exists");
  h.sim.control.holdDeletion('doomed', false);
  await rejects(h.call('DeleteSandbox', { name: 'doomed', ...scope() }), grpc.status.NOT_FOUND, 'sandbox not found');
  assert.equal(await h.call('DeleteSandbox', { name: 'doomed', allow_missing: true, ...scope() }), {
    outcome: 'DELETION_OUTCOME_ALREADY_ABSENT',
    sandbox_id: '',
  });
});

test('Stop and Start keep their 0.0 behaviour and failure wording', async () => {
  await readySandbox01(h, 'cycle');
  assert.is((await h.call('StopSandbox', { name: 'cycle', ...scope() })).sandbox.status.phase, 'SANDBOX_PHASE_STOPPED');
  assert.is((await h.call('StartSandbox', { name: 'fresh', ...scope() })).sandbox.status.phase, 'SANDBOX_PHASE_READY', 'Start on READY is a no-op');
  await h.call('CreateSandbox', { name: 'slow', spec: {}, ...scope() });
  h.sim.control.holdProvisioning('slow');
  await rejects(
    h.call('StopSandbox', { name: 'slow', ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    'sandbox must be Ready to stop (current phase: Provisioning)',
  );
  h.sim.control.failNextStart('cycle', { code: 'UNAVAILABLE', message: 'docker unreachable' });
  await rejects(h.call('StartSandbox', { name: 'cycle', ...scope() }), grpc.status.UNAVAILABLE, 'start sandbox failed: docker unreachable');
  assert.is((await h.call('StartSandbox', { name: 'cycle', ...scope() })).sandbox.status.phase, 'SANDBOX_PHASE_STARTING');
  await waitReady01(h, 'cycle');
});

test('the main process exiting: 0 is COMPLETED, non-zero ERROR, both with exit_code', async () => {
  await readySandbox01(h, 'done');
  await readySandbox01(h, 'crashed');
  h.sim.control.exitMainProcess('done', 0);
  h.sim.control.exitMainProcess('crashed', 3);
  const done = await get('done');
  const crashed = await get('crashed');
  assert.equal([done.status.phase, done.status.exit_code], ['SANDBOX_PHASE_COMPLETED', 0]);
  assert.equal([crashed.status.phase, crashed.status.exit_code], ['SANDBOX_PHASE_ERROR', 3]);
  assert.is(crashed.status.conditions.find((c: any) => c.type === 'Ready').reason, 'MainProcessExited');
});

test('a rejected configuration holds the sandbox in PROVISIONING with admission REJECTED and the provisioning attempt', async () => {
  await h.call('CreateSandbox', { name: 'refused', spec: { template: { image: 'ghcr.io/acme/reject-config:1' } }, ...scope() });
  let sandbox: any;
  await waitFor(async () => {
    sandbox = await get('refused');
    return sandbox.status.configuration_admission.state === 'CONFIGURATION_ADMISSION_STATE_REJECTED';
  });
  assert.is(sandbox.status.phase, 'SANDBOX_PHASE_PROVISIONING');
  assert.match(sandbox.status.configuration_admission.error, /supervisor rejected the sandbox configuration/);
  const { provisioning } = sandbox.status;
  assert.match(provisioning.attempt_id, /^[0-9a-f-]{36}$/);
  assert.ok(Number(provisioning.deadline.seconds) > Date.now() / 1000, 'the repair window is open');
  assert.is(sandbox.status.conditions.find((c: any) => c.type === 'Ready').reason, 'ConfigurationRejected');
  const config = await h.call('GetSandboxConfig', { name: 'refused', ...scope() });
  assert.equal([config.configuration_admitted, config.configuration_error], [false, sandbox.status.configuration_admission.error]);
  // accepted again: it comes up
  h.sim.control.rejectConfiguration('refused', null);
  const ready = await waitReady01(h, 'refused');
  assert.equal([ready.status.configuration_admission.state, ready.status.provisioning], ['CONFIGURATION_ADMISSION_STATE_ACCEPTED', null]);
  // a running sandbox whose configuration is rejected goes back to PROVISIONING
  h.sim.control.rejectConfiguration('refused', 'policy middleware unavailable');
  const held = await get('refused');
  assert.equal([held.status.phase, held.status.configuration_admission.error], ['SANDBOX_PHASE_PROVISIONING', 'policy middleware unavailable']);
  assert.is(held.status.configuration_activated, true, 'activation is never reset');
});

test('SSH sessions: raw bind address and a Timestamp expiry; revocation answers an outcome', async () => {
  const session = await h.call('CreateSshSession', { sandbox: 'fresh', ...scope() });
  assert.equal([session.gateway_host, session.gateway_scheme, session.gateway_port], ['127.0.0.1', 'http', h.sim.port]);
  const hours = (Number(session.expiration_time.seconds) - Date.now() / 1000) / 3600;
  assert.ok(hours > 23.9 && hours <= 24, `24 h TTL (${hours})`);
  assert.equal(await h.call('RevokeSshSession', { token: session.token }), { outcome: 'DELETION_OUTCOME_COMPLETED' });
  await rejects(h.call('RevokeSshSession', { token: 'unknown' }), grpc.status.NOT_FOUND, 'ssh session not found');
  assert.equal(await h.call('RevokeSshSession', { token: 'unknown', allow_missing: true }), { outcome: 'DELETION_OUTCOME_ALREADY_ABSENT' });
});

test.run();
