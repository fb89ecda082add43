// Exec: validation before the 202 (and no operation for a bad command), the result through the operation, exit
// 124 on timeout, output caps, a stopped sandbox, a stream without an exit status, audit rows, roles.

import { eventually } from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Bench, boot, json, rows, settled, shutdown } from './helpers.ts';

const exec = suite<{ bench: Bench }>('exec');
exec.before(async (context) => {
  const bench = await boot({ env: { SERVICE_EXEC_TIMEOUT_SECONDS: '1', SERVICE_SANDBOX_EXEC_OUTPUT_MAX_BYTES: '1024' } });
  context.bench = bench;
  for (const name of ['box', 'idle']) bench.sim.control.seedSandbox({ name });
  await eventually(() => bench.sim.control.state().sandboxes.every((sandbox) => sandbox.phase === 'SANDBOX_PHASE_READY'));
});
exec.after(async ({ bench }) => {
  await shutdown(bench);
});

async function run(bench: Bench, body: unknown, sandbox = 'box') {
  const started = await bench.t.http.as('operator').post(`${bench.base}/${sandbox}/exec`, body);
  assert.is(started.status, 202, started.text);
  assert.equal(
    { type: started.body.type, location: started.headers.get('location') },
    { type: 'sandbox.exec', location: `/api/operations/${started.body.operation_id}` },
  );
  return settled(bench.t, started.body.operation_id);
}

/** The outcome rows of sandbox.exec (each follows its intent), detail without the operation id. */
const execAudits = async (bench: Bench) =>
  (await rows(bench.t, "SELECT detail, outcome FROM audit_log WHERE action = 'sandbox.exec' AND intent_id IS NOT NULL ORDER BY id")).map((row) => ({
    ...json(row.detail),
    operation_id: undefined,
    outcome: row.outcome,
  }));

exec('["echo","hi"] → exit 0 and hi, audited with command, exit_code and status', async ({ bench }) => {
  const done = await run(bench, { command: ['echo', 'hi'] });
  assert.equal(
    { status: done.status, result: done.result, resource: done.resource },
    {
      status: 'succeeded',
      result: { exit_code: 0, stdout: 'hi\n', stderr: '', truncated: false },
      resource: 'box',
    },
  );
  const [audit] = await execAudits(bench);
  assert.equal(audit, { command: ['echo', 'hi'], exit_code: 0, status: 'succeeded', workspace: 'default', operation_id: undefined, outcome: 'succeeded' });
  const [intent, outcome] = await rows(bench.t, "SELECT actor, resource_id, gateway, outcome, detail FROM audit_log WHERE action = 'sandbox.exec' ORDER BY id");
  assert.equal(
    [intent!.outcome, json(intent!.detail)],
    ['pending', { command: ['echo', 'hi'], workspace: 'default', operation_id: done.id }],
    'the command is on record before it runs',
  );
  assert.equal([outcome!.actor, outcome!.resource_id, outcome!.gateway], ['operator@test.local', 'box', 'gw']);
});

exec('a command string is split shell-style; workdir, environment and stdin reach the gateway', async ({ bench }) => {
  assert.is((await run(bench, { command: `echo 'hello   world' "a \\"b\\"" c\\ d` })).result.stdout, 'hello   world a "b" c d\n');
  assert.is((await run(bench, { command: 'pwd', workdir: '/tmp/work' })).result.stdout, '/tmp/work\n');
  assert.match((await run(bench, { command: ['env'], environment: { GREETING: 'hej' } })).result.stdout, /GREETING=hej/);
  assert.is((await run(bench, { command: 'cat', stdin: 'from stdin' })).result.stdout, 'from stdin');
  const failing = await run(bench, { command: ['false'] });
  assert.equal([failing.status, failing.result.exit_code], ['succeeded', 1], 'a non-zero exit is a result, not a failed operation');
  assert.equal((await run(bench, { command: 'nosuchcmd' })).result.exit_code, 127);
});

exec('bad commands are 400 before the 202: no operation, no RPC', async ({ bench }) => {
  const { t, sim, base } = bench;
  sim.control.resetCalls();
  const execOperations = async () =>
    Number((await rows<{ count: number | string }>(t, "SELECT COUNT(*) AS count FROM operations WHERE type = 'sandbox.exec'"))[0]!.count);
  const before = await execOperations();
  const cases: Array<[unknown, string, RegExp]> = [
    [{ command: 'echo "unbalanced' }, 'body.command', /unbalanced double quote/],
    [{ command: "echo 'unbalanced" }, 'body.command', /unbalanced single quote/],
    [{ command: 'echo trailing\\' }, 'body.command', /unfinished backslash/],
    [{ command: '' }, 'body.command', /must not be empty/],
    [{ command: '   ' }, 'body.command', /must not be empty/],
    [{ command: [] }, 'body.command', /must not be empty/],
    [{ command: ['echo', 'a\u0000b'] }, 'body.command.1', /NUL/],
    [{ command: 'echo a\u0000b' }, 'body.command', /NUL/],
    [{ command: Array.from({ length: 1025 }, () => 'x') }, 'body.command', /at most 1024 arguments/],
    [{ command: ['', 'x'] }, 'body.command.0', /program name/],
    [{ command: 42 }, 'body.command', /array of strings or a string/],
    [{ command: ['echo', 'x'.repeat(32 * 1024 + 1)] }, 'body.command.1', /longer than 32768 bytes/],
    [{ command: ['echo'], timeout_seconds: 0 }, 'body.timeout_seconds', /at least 1/],
    [{ command: ['echo'], environment: { 'BAD-KEY': 'x' } }, 'body.environment.BAD-KEY', /must match/],
    [{ command: ['echo'], environment: { K: 'a\nb' } }, 'body.environment.K', /CR or LF/],
    [{ command: ['echo'], environment: { K: 'a\rb' } }, 'body.environment.K', /CR or LF/],
    [{ command: ['echo'], environment: { OPENSHELL_SANDBOX_ID: 'x' } }, 'body.environment.OPENSHELL_SANDBOX_ID', /reserved for the gateway/],
    [{ command: '#', environment: { K: {} } }, 'body.environment.K', /must be a string/],
    [{ command: ['echo'], workdir: 'a\tb' }, 'body.workdir', /control characters/],
    [{ command: ['echo'], tty: true }, 'body', /.+/],
  ];
  for (const [body, path, message] of cases) {
    const response = await t.http.as('operator').post(`${base}/box/exec`, body);
    assert.is(response.status, 400, `${JSON.stringify(body).slice(0, 60)}: ${response.text.slice(0, 200)}`);
    assert.is(response.body.errors[0].path, path, JSON.stringify(body).slice(0, 60));
    assert.match(response.body.errors[0].message, message);
  }
  assert.is(await execOperations(), before, 'no operation was created');
  assert.equal([sim.control.calls('ExecSandbox'), sim.control.calls('GetSandbox')], [0, 0]);
});

exec('a command that outlives its timeout ends with exit 124; the default is SERVICE_EXEC_TIMEOUT_SECONDS', async ({ bench }) => {
  const explicit = await run(bench, { command: ['sleep', '30'], timeout_seconds: 1 });
  assert.equal([explicit.status, explicit.result.exit_code], ['succeeded', 124]);
  const byDefault = await run(bench, { command: 'sleep 30' });
  assert.equal([byDefault.status, byDefault.result.exit_code], ['succeeded', 124], 'the 1 s default of this kernel applied');
});

exec('stdout and stderr are capped; the result says truncated', async ({ bench }) => {
  const done = await run(bench, { command: ['echo', 'x'.repeat(3000)] });
  assert.equal([done.result.stdout.length, done.result.truncated, done.result.exit_code], [1024, true, 0]);
});

exec('exec on a stopped sandbox: the operation fails with a clear message, and is audited as failed', async ({ bench }) => {
  const { t, base } = bench;
  assert.is((await t.http.as('operator').post(`${base}/idle/stop`)).status, 200);
  const done = await run(bench, { command: ['echo', 'hi'] }, 'idle');
  assert.equal([done.status, done.error.code], ['failed', 'SANDBOX_NOT_READY']);
  assert.match(
    done.error.message,
    /Sandbox idle is not running, so it cannot run commands \(the gateway answered: sandbox is not ready\)\. Start it and try again\./,
  );
  const audits = await execAudits(bench);
  assert.equal(audits[audits.length - 1], {
    command: ['echo', 'hi'],
    exit_code: null,
    status: 'failed',
    workspace: 'default',
    error: 'SANDBOX_NOT_READY',
    operation_id: undefined,
    outcome: 'failed',
  });
});

exec('a stream that ends without an exit status is a failure, never a silent success', async ({ bench }) => {
  const done = await run(bench, { command: ['__relay_fail__'] });
  assert.equal([done.status, done.error.code], ['failed', 'GATEWAY_UNAVAILABLE']);
  assert.match(done.error.message, /exec relay closed before the command reported an exit status/);
});

exec('unknown sandbox is 404 before the 202; viewers cannot exec; an Idempotency-Key runs a command once', async ({ bench }) => {
  const { t, sim, base } = bench;
  const missing = await t.http.as('operator').post(`${base}/nope/exec`, { command: ['echo'] });
  assert.equal([missing.status, missing.body.code], [404, 'SANDBOX_NOT_FOUND']);
  const denied = await t.http.as('viewer').post(`${base}/box/exec`, { command: ['echo'] });
  assert.equal([denied.status, denied.body.code], [403, 'PERMISSION_DENIED']);
  sim.control.resetCalls();
  const headers = { 'idempotency-key': 'exec-once' };
  const first = await t.http.as('operator').post(`${base}/box/exec`, { command: ['echo', 'once'] }, { headers });
  const again = await t.http.as('operator').post(`${base}/box/exec`, { command: ['echo', 'once'] }, { headers });
  assert.is(again.body.operation_id, first.body.operation_id);
  const other = await t.http.as('operator').post(`${base}/box/exec`, { command: ['echo', 'twice'] }, { headers });
  assert.equal([other.status, other.body.code], [409, 'IDEMPOTENCY_KEY_REUSED']);
  await settled(t, first.body.operation_id);
  assert.is(sim.control.calls('ExecSandbox'), 1);
});

exec.run();
