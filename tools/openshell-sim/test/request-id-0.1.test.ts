// request_id on the 0.1 line (docs/openshell-0.1.md §2.12, §3 "request_id"): a retry with the same id and payload gets
// the stored answer with `openshell-replayed: true`; another payload is REQUEST_ID_PAYLOAD_MISMATCH; a retry while the
// first is in flight (or after it failed) REQUEST_OUTCOME_UNCERTAIN; an exec never replays
// (REQUEST_STREAM_UNAVAILABLE). Admissions are scoped by caller, method and workspace and capped per caller.
// dropNextResponse loses an answer after its effect: the retried create that follows creates one sandbox.
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rejects, waitFor } from './helpers.ts';
import type { Harness01 } from './helpers-01.ts';
import { detailsOf, readySandbox01, scope, startHarness01 } from './helpers-01.ts';

let h: Harness01;
test.before(async () => {
  h = await startHarness01({
    workspaces: [{ name: 'team' }],
    providerProfiles: ['openai'],
    providers: [{ name: 'oai', type: 'openai', credentials: { OPENAI_API_KEY: 'k' } }],
    timings: { readyDelayMs: 30, stopDelayMs: 300, policyLoadDelayMs: 10, deleteDelayMs: 20, flushIntervalMs: 0, receiptDelayMs: 50 },
  });
});
test.after(() => h.close());

const reasonOf = (error: grpc.ServiceError) => {
  const info = detailsOf(error)?.errorInfo;
  return info && `${info.domain}/${info.reason}`;
};
const sandboxNames = async (workspace = 'default') => (await h.call('ListSandboxes', scope(workspace))).sandboxes.map((s: any) => s.metadata.name);

test('same id and payload: the stored answer, marked openshell-replayed; no second sandbox', async () => {
  const request = { name: 'once', spec: {}, request_id: randomUUID(), ...scope() };
  const first = await h.callWithMetadata('CreateSandbox', request);
  assert.equal(first.metadata.get('openshell-replayed'), [], 'the first answer is not a replay');
  const again = await h.callWithMetadata('CreateSandbox', request);
  assert.equal(again.metadata.get('openshell-replayed'), ['true']);
  assert.match(String(again.metadata.get('x-request-id')[0]), /^[0-9a-f-]{36}$/);
  assert.equal(again.response, first.response);
  assert.is(h.sim.control.replays('CreateSandbox'), 1);
  assert.equal(
    (await sandboxNames()).filter((n: string) => n === 'once'),
    ['once'],
  );
});

test('same id, other payload: FAILED_PRECONDITION REQUEST_ID_PAYLOAD_MISMATCH', async () => {
  const id = randomUUID();
  await h.call('CreateSandbox', { name: 'payload-a', spec: {}, request_id: id, ...scope() });
  const error = await rejects(
    h.call('CreateSandbox', { name: 'payload-b', spec: {}, request_id: id, ...scope() }),
    grpc.status.FAILED_PRECONDITION,
    'request_id was already used with a different payload',
  );
  assert.is(reasonOf(error), 'openshell.nvidia.com/REQUEST_ID_PAYLOAD_MISMATCH');
});

test('a retry while the first call is in flight is REQUEST_OUTCOME_UNCERTAIN; afterwards it replays', async () => {
  await readySandbox01(h, 'stopping');
  const request = { name: 'stopping', request_id: randomUUID(), ...scope() };
  const first = h.call('StopSandbox', request);
  await waitFor(async () => (await h.call('GetSandbox', { name: 'stopping', ...scope() })).sandbox.status.phase === 'SANDBOX_PHASE_STOPPING');
  const error = await rejects(h.call('StopSandbox', request), grpc.status.FAILED_PRECONDITION, /^request is admitted but has no confirmed replayable success/);
  assert.is(reasonOf(error), 'openshell.nvidia.com/REQUEST_OUTCOME_UNCERTAIN');
  const answer = await first;
  const replay = await h.callWithMetadata('StopSandbox', request);
  assert.equal([replay.response, replay.metadata.get('openshell-replayed')], [answer, ['true']]);
});

test('a failed call leaves its request_id unresolved: the retry is REQUEST_OUTCOME_UNCERTAIN', async () => {
  const request = { name: 'Not-Valid', spec: {}, request_id: randomUUID(), ...scope() };
  await rejects(h.call('CreateSandbox', request), grpc.status.INVALID_ARGUMENT, /lowercase/);
  const error = await rejects(h.call('CreateSandbox', request), grpc.status.FAILED_PRECONDITION);
  assert.is(reasonOf(error), 'openshell.nvidia.com/REQUEST_OUTCOME_UNCERTAIN');
});

test('a dropped response: the create happened, the client saw UNAVAILABLE, the retry replays it (one sandbox)', async () => {
  h.sim.control.dropNextResponse('CreateSandbox');
  const request = { name: 'dropped', spec: {}, request_id: randomUUID(), ...scope() };
  await rejects(h.call('CreateSandbox', request), grpc.status.UNAVAILABLE);
  assert.ok((await sandboxNames()).includes('dropped'), 'the handler ran');
  const retry = await h.callWithMetadata('CreateSandbox', request);
  assert.equal([retry.response.sandbox.metadata.name, retry.metadata.get('openshell-replayed')], ['dropped', ['true']]);
  assert.equal(
    (await sandboxNames()).filter((n: string) => n === 'dropped'),
    ['dropped'],
  );
  // without a request_id a retry would have failed instead
  h.sim.control.dropNextResponse('CreateSandbox');
  await rejects(h.call('CreateSandbox', { name: 'unprotected', spec: {}, ...scope() }), grpc.status.UNAVAILABLE);
  await rejects(h.call('CreateSandbox', { name: 'unprotected', spec: {}, ...scope() }), grpc.status.ALREADY_EXISTS);
});

test('admissions are scoped by method and workspace; a malformed id is refused', async () => {
  const id = randomUUID();
  await h.call('CreateSandbox', { name: 'scoped', spec: {}, request_id: id, ...scope() });
  const elsewhere = await h.callWithMetadata('CreateSandbox', { name: 'scoped', spec: {}, request_id: id, ...scope('team') });
  assert.equal([elsewhere.metadata.get('openshell-replayed'), elsewhere.response.sandbox.metadata.workspace], [[], 'team']);
  const deleted = await h.callWithMetadata('DeleteSandbox', { name: 'scoped', request_id: id, ...scope() });
  assert.equal([deleted.metadata.get('openshell-replayed'), deleted.response.outcome], [[], 'DELETION_OUTCOME_ACCEPTED']);
  const replayed = await h.callWithMetadata('DeleteSandbox', { name: 'scoped', request_id: id, ...scope() });
  assert.equal([replayed.metadata.get('openshell-replayed'), replayed.response], [['true'], deleted.response]);
  for (const bad of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
    const error = await rejects(
      h.call('CreateSandbox', { name: 'x', spec: {}, request_id: bad, ...scope() }),
      grpc.status.INVALID_ARGUMENT,
      'must be a nonzero hyphenated UUID (36 characters)',
    );
    assert.equal(
      detailsOf(error)?.fieldViolations.map((v) => v.field),
      ['request_id'],
    );
  }
});

test('other mutations replay too: attach, UpdateConfig, profile import, draft clear, workspace create', async () => {
  await readySandbox01(h, 'mut');
  const replayOf = async (rpc: string, request: object) => {
    const first = await h.callWithMetadata(rpc, request);
    const again = await h.callWithMetadata(rpc, request);
    assert.equal([again.metadata.get('openshell-replayed'), again.response], [['true'], first.response], rpc);
  };
  await replayOf('AttachSandboxProvider', { sandbox: 'mut', provider: 'oai', request_id: randomUUID(), ...scope() });
  await replayOf('UpdateConfig', {
    sandbox: 'mut',
    setting_key: 'ocsf_json_enabled',
    setting_value: { bool_value: true },
    request_id: randomUUID(),
    ...scope(),
  });
  await replayOf('ImportProviderProfiles', { profiles: [{ profile: { id: 'acme', display_name: 'Acme' } }], request_id: randomUUID() });
  await replayOf('ClearDraftChunks', { sandbox: 'mut', request_id: randomUUID(), ...scope() });
  await replayOf('CreateWorkspace', { name: 'made-once', request_id: randomUUID() });
  assert.is((await h.call('ListProviderProfiles', {})).profiles.filter((p: any) => p.id === 'acme').length, 1);
});

test('exec: a retry while it runs is UNCERTAIN, another payload MISMATCH, after it ended STREAM_UNAVAILABLE', async () => {
  h.sim.control.setExecScript('slow', { stdout: 'done\n', delayMs: 300 });
  const request = { sandbox: 'mut', command: ['slow'], request_id: randomUUID(), ...scope() };
  const running = h.collect('ExecSandbox', request);
  const reasons = async (req: object) => {
    const { error } = await h.collect('ExecSandbox', req);
    return error && `${grpc.status[error.code]} ${reasonOf(error)}`;
  };
  await waitFor(async () => (await reasons(request)) === 'FAILED_PRECONDITION openshell.nvidia.com/REQUEST_OUTCOME_UNCERTAIN', 2000, 'admitted');
  assert.is(await reasons({ ...request, command: ['slow', 'other'] }), 'FAILED_PRECONDITION openshell.nvidia.com/REQUEST_ID_PAYLOAD_MISMATCH');
  const { events } = await running;
  assert.is(events.at(-1).exit.exit_code, 0);
  await waitFor(async () => (await reasons(request)) === 'FAILED_PRECONDITION openshell.nvidia.com/REQUEST_STREAM_UNAVAILABLE', 2000, 'settled');
});

test('each caller holds at most maxRequestAdmissionsPerCaller admissions; then RESOURCE_EXHAUSTED', async () => {
  const capped = await startHarness01({ maxRequestAdmissionsPerCaller: 2 });
  try {
    for (const name of ['a', 'b']) await capped.call('CreateSandbox', { name, spec: {}, request_id: randomUUID(), ...scope() });
    await rejects(
      capped.call('CreateSandbox', { name: 'c', spec: {}, request_id: randomUUID(), ...scope() }),
      grpc.status.RESOURCE_EXHAUSTED,
      'caller has reached the durable mutation admission limit; unresolved requests require reconciliation',
    );
    assert.ok(await capped.call('CreateSandbox', { name: 'c', spec: {}, ...scope() }), 'calls without a request_id are not admitted');
  } finally {
    await capped.close();
  }
});

test('admissions belong to the caller: another identity with the same id runs its own call', async () => {
  const oidc = await startHarness01({ authProfile: 'oidc' });
  const as = (subject: string) => {
    const metadata = new grpc.Metadata();
    metadata.set('authorization', `Bearer ${oidc.sim.mintToken({ subject, roles: ['openshell-admin'] })}`);
    return metadata;
  };
  try {
    const id = randomUUID();
    await oidc.call('CreateSandbox', { name: 'alice-box', spec: {}, request_id: id, ...scope() }, as('alice'));
    await oidc.call('CreateSandbox', { name: 'bob-box', spec: {}, request_id: id, ...scope() }, as('bob'));
    await rejects(oidc.call('CreateSandbox', { name: 'bob-box', spec: {}, request_id: id, ...scope() }, as('alice')), grpc.status.FAILED_PRECONDITION);
  } finally {
    await oidc.close();
  }
});

test.run();
