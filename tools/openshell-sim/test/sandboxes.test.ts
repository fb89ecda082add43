// Sandbox lifecycle (docs/openshell-0.0.md §b.2, §f.3): create/get/list/delete, name rules, Stop/Start and the injected
// failures.
import { status } from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { readySandbox, rejects, startHarness, waitFor, waitReady } from './helpers.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness({ badImagePattern: /bad/, providers: [{ name: 'openai', type: 'openai', credentials: { K: 'v' } }] });
});
test.after(() => h.close());

test('create returns PROVISIONING at once, then READY with the Ready condition', async () => {
  const created = (await h.call('CreateSandbox', { name: 'alpha', spec: {}, labels: { team: 'a' } })).sandbox;
  assert.is(created.status.phase, 'SANDBOX_PHASE_PROVISIONING');
  assert.match(created.metadata.id, /^[0-9a-f-]{36}$/);
  assert.is(created.metadata.workspace, 'default');
  assert.is(created.spec.command.join(' '), '/bin/bash -l');
  assert.is(created.spec.tty, true);
  assert.ok(created.spec.template.image.length > 0, 'default image filled in');
  const ready = await waitReady(h, 'alpha');
  const condition = ready.status.conditions.find((c: any) => c.type === 'Ready');
  assert.equal([condition.status, condition.reason, condition.message], ['True', 'DependenciesReady', 'Supervisor session connected']);
  assert.ok(ready.metadata.resource_version > created.metadata.resource_version, 'resource_version bumped');
});

test('name rules, required spec, duplicates and unknown providers', async () => {
  await rejects(h.call('CreateSandbox', { name: 'x' }), status.INVALID_ARGUMENT, 'spec is required');
  await rejects(h.call('CreateSandbox', { name: 'a'.repeat(20), spec: {} }), status.INVALID_ARGUMENT, 'name exceeds maximum length (20 > 19)');
  await rejects(
    h.call('CreateSandbox', { name: 'Bad_Name', spec: {} }),
    status.INVALID_ARGUMENT,
    'name must contain only lowercase alphanumeric characters or hyphens',
  );
  await rejects(h.call('CreateSandbox', { name: 'a--b', spec: {} }), status.INVALID_ARGUMENT, /consecutive hyphens/);
  await rejects(h.call('CreateSandbox', { name: '-ab', spec: {} }), status.INVALID_ARGUMENT, 'name must not start or end with a hyphen');
  await rejects(h.call('CreateSandbox', { name: 'p1', spec: { providers: ['nope'] } }), status.FAILED_PRECONDITION, "provider 'nope' not found");
  await rejects(
    h.call('CreateSandbox', { name: 'e1', spec: { environment: { '1BAD': 'x' } } }),
    status.INVALID_ARGUMENT,
    "spec.environment keys must match ^[A-Za-z_][A-Za-z0-9_]*$; got '1BAD'",
  );
  await h.call('CreateSandbox', { name: 'dup', spec: { providers: ['openai'] } });
  await rejects(h.call('CreateSandbox', { name: 'dup', spec: {} }), status.ALREADY_EXISTS, "sandbox 'dup' already exists");
  const petnamed = (await h.call('CreateSandbox', { spec: {} })).sandbox;
  assert.match(petnamed.metadata.name, /^[a-z]+-[a-z]+(-\d+)?$/);
});

test('get/list: NOT_FOUND, workspaces, label selector, all_workspaces', async () => {
  await rejects(h.call('GetSandbox', { name: '' }), status.INVALID_ARGUMENT, 'name is required');
  await rejects(h.call('GetSandbox', { name: 'ghost' }), status.NOT_FOUND, 'sandbox not found');
  await rejects(h.call('ListSandboxes', { workspace: 'nowhere' }), status.NOT_FOUND, "workspace 'nowhere' not found");
  await rejects(
    h.call('ListSandboxes', { workspace: 'default', all_workspaces: true }),
    status.INVALID_ARGUMENT,
    'all_workspaces and workspace are mutually exclusive',
  );
  h.sim.control.addWorkspace('team-b');
  await h.call('CreateSandbox', { name: 'in-b', spec: {}, workspace: 'team-b', labels: { team: 'b' } });
  const inB = (await h.call('ListSandboxes', { workspace: 'team-b' })).sandboxes;
  assert.equal(
    inB.map((s: any) => s.metadata.name),
    ['in-b'],
  );
  const selected = (await h.call('ListSandboxes', { label_selector: 'team=a' })).sandboxes;
  assert.equal(
    selected.map((s: any) => s.metadata.name),
    ['alpha'],
  );
  const everywhere = (await h.call('ListSandboxes', { all_workspaces: true })).sandboxes;
  assert.ok(everywhere.some((s: any) => s.metadata.name === 'in-b') && everywhere.some((s: any) => s.metadata.name === 'alpha'));
  const paged = (await h.call('ListSandboxes', { limit: 1, offset: 1 })).sandboxes;
  assert.is(paged.length, 1);
  await rejects(h.call('ListSandboxes', { label_selector: 'novalue' }), status.INVALID_ARGUMENT, /label_selector/);
});

test('a bad image ends in ERROR/ImagePullBackOff, which is sticky', async () => {
  await h.call('CreateSandbox', { name: 'broken', spec: { template: { image: 'registry/bad:1' } } });
  let sandbox: any;
  await waitFor(async () => {
    sandbox = (await h.call('GetSandbox', { name: 'broken' })).sandbox;
    return sandbox.status.phase === 'SANDBOX_PHASE_ERROR';
  });
  const ready = sandbox.status.conditions.find((c: any) => c.type === 'Ready');
  assert.equal([ready.status, ready.reason], ['False', 'ImagePullBackOff']);
  await rejects(h.call('StopSandbox', { name: 'broken' }), status.FAILED_PRECONDITION, 'sandbox must be Ready to stop (current phase: Error)');
});

test("the 0.1 line's rejected-configuration images come up as usual on the 0.0 line", async () => {
  await readySandbox(h, 'unfussy', { template: { image: 'ghcr.io/acme/reject-config:1' } });
});

test('stop returns the STOPPED snapshot; start returns STARTING then READY; idempotent cases', async () => {
  await readySandbox(h, 'cycle');
  const stopped = (await h.call('StopSandbox', { name: 'cycle' })).sandbox;
  assert.is(stopped.status.phase, 'SANDBOX_PHASE_STOPPED');
  assert.ok(stopped.status.conditions.some((c: any) => c.type === 'Ready' && c.reason === 'Stopped'));
  assert.is((await h.call('StopSandbox', { name: 'cycle' })).sandbox.status.phase, 'SANDBOX_PHASE_STOPPED');
  const starting = (await h.call('StartSandbox', { name: 'cycle' })).sandbox;
  assert.is(starting.status.phase, 'SANDBOX_PHASE_STARTING');
  await waitReady(h, 'cycle');
  assert.is((await h.call('StartSandbox', { name: 'cycle' })).sandbox.status.phase, 'SANDBOX_PHASE_READY');
});

test('start from a non-STOPPED phase is refused', async () => {
  h.sim.control.seedSandbox({ name: 'held' });
  h.sim.control.holdProvisioning('held');
  await rejects(h.call('StartSandbox', { name: 'held' }), status.FAILED_PRECONDITION, 'sandbox must be Stopped to start (current phase: Provisioning)');
  await new Promise((r) => setTimeout(r, 150));
  assert.is((await h.call('GetSandbox', { name: 'held' })).sandbox.status.phase, 'SANDBOX_PHASE_PROVISIONING', 'held forever');
});

test('injected Stop/Start failures restore the previous phase and return the chosen code', async () => {
  await readySandbox(h, 'flaky');
  h.sim.control.failNextStop('flaky', { code: 'UNAVAILABLE', message: 'docker daemon unreachable' });
  await rejects(h.call('StopSandbox', { name: 'flaky' }), status.UNAVAILABLE, 'stop sandbox failed: docker daemon unreachable');
  assert.is((await h.call('GetSandbox', { name: 'flaky' })).sandbox.status.phase, 'SANDBOX_PHASE_READY');
  await h.call('StopSandbox', { name: 'flaky' });
  h.sim.control.failNextStart('flaky', { code: 'INTERNAL', message: 'boom' });
  await rejects(h.call('StartSandbox', { name: 'flaky' }), status.INTERNAL, 'start sandbox failed: boom');
  assert.is((await h.call('GetSandbox', { name: 'flaky' })).sandbox.status.phase, 'SANDBOX_PHASE_STOPPED');
});

test('forced ERROR with an exit code looks like the main process exiting', async () => {
  await readySandbox(h, 'exits');
  h.sim.control.forceSandboxError('exits', { exitCode: 3 });
  const sandbox = (await h.call('GetSandbox', { name: 'exits' })).sandbox;
  assert.is(sandbox.status.phase, 'SANDBOX_PHASE_ERROR');
  assert.is(sandbox.status.exit_code, 3);
  assert.ok(sandbox.status.conditions.some((c: any) => c.reason === 'MainProcessExited'));
});

test('delete answers at once and the record goes once removal is confirmed; unknown names are NOT_FOUND', async () => {
  await readySandbox(h, 'gone');
  assert.equal(await h.call('DeleteSandbox', { name: 'gone' }), { deleted: true });
  await waitFor(async () => (await h.call('ListSandboxes', {})).sandboxes.every((s: any) => s.metadata.name !== 'gone'), 3000, 'removal');
  await rejects(h.call('GetSandbox', { name: 'gone' }), status.NOT_FOUND);
  await rejects(h.call('DeleteSandbox', { name: 'gone' }), status.NOT_FOUND, 'sandbox not found');
});

test.run();
