// ExecSandbox command table and SSH sessions (docs/openshell-0.0.md §b.3, §b.4, §f.4).
import { status } from '@grpc/grpc-js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from './helpers.ts';
import { collect, readySandbox, rejects, startHarness, stream } from './helpers.ts';

let h: Harness;
let id: string;
test.before(async () => {
  h = await startHarness();
  id = (await readySandbox(h, 'runner')).metadata.id;
});
test.after(() => h.close());

async function exec(request: object) {
  const result = await collect<any>(stream(h.clients.openshell, 'ExecSandbox', { sandbox_id: id, ...request }));
  const text = (kind: 'stdout' | 'stderr') => Buffer.concat(result.events.filter((e) => e.payload === kind).map((e) => e[kind].data)).toString();
  const exits = result.events.filter((e) => e.payload === 'exit');
  return { ...result, stdout: text('stdout'), stderr: text('stderr'), exits, exitCode: exits[0]?.exit.exit_code };
}

test('echo, true, false: output chunks then exactly one exit event', async () => {
  const echo = await exec({ command: ['echo', 'hello', 'world'] });
  assert.is(echo.stdout, 'hello world\n');
  assert.is(echo.exits.length, 1);
  assert.is(echo.exitCode, 0);
  assert.is(echo.events.at(-1).payload, 'exit', 'exit comes last');
  assert.is(echo.error, undefined);
  assert.is((await exec({ command: ['true'] })).exitCode, 0);
  assert.is((await exec({ command: ['/bin/false'] })).exitCode, 1);
});

test('cat echoes stdin; env and workdir are passed through; sh -c is understood', async () => {
  assert.is((await exec({ command: ['cat'], stdin: Buffer.from('piped\n') })).stdout, 'piped\n');
  assert.is((await exec({ command: ['env'], environment: { B: '2', A: '1' } })).stdout, 'A=1\nB=2\n');
  assert.is((await exec({ command: ['pwd'], workdir: '/sandbox/app' })).stdout, '/sandbox/app\n');
  assert.is((await exec({ command: ['sh', '-c', 'echo via shell'] })).stdout, 'via shell\n');
});

test('unknown commands exit 127 on stderr; tty merges stderr into stdout', async () => {
  const missing = await exec({ command: ['frobnicate'] });
  assert.is(missing.stderr, 'frobnicate: command not found\n');
  assert.is(missing.exitCode, 127);
  const tty = await exec({ command: ['frobnicate'], tty: true });
  assert.is(tty.stderr, '');
  assert.is(tty.stdout, 'frobnicate: command not found\n');
});

test('sleep past timeout_seconds exits 124 without an error; a short sleep exits 0', async () => {
  const started = Date.now();
  const timedOut = await exec({ command: ['sleep', '5'], timeout_seconds: 1 });
  assert.is(timedOut.exitCode, 124);
  assert.is(timedOut.error, undefined);
  assert.ok(Date.now() - started < 2500, 'stopped at the timeout');
  assert.is((await exec({ command: ['sleep', '0.05'] })).exitCode, 0);
});

test('relay failure ends the stream with UNAVAILABLE and no exit event', async () => {
  const failed = await exec({ command: ['__relay_fail__'] });
  assert.is(failed.exits.length, 0);
  assert.is(failed.error?.code, status.UNAVAILABLE);
  assert.is(failed.error?.details, 'exec relay closed before the command reported an exit status');
});

test('scripted commands from the control API', async () => {
  h.sim.control.setExecScript('deploy', { stdout: 'deployed\n', stderr: 'warning\n', exitCode: 3 });
  const result = await exec({ command: ['deploy'] });
  assert.equal([result.stdout, result.stderr, result.exitCode], ['deployed\n', 'warning\n', 3]);
});

test('preconditions and argument limits', async () => {
  const fail = async (request: object, code: status, message: string | RegExp) => {
    const result = await collect<any>(stream(h.clients.openshell, 'ExecSandbox', request));
    assert.is(result.error?.code, code, JSON.stringify(request));
    if (typeof message === 'string') assert.is(result.error?.details, message);
    else assert.match(result.error?.details ?? '', message);
  };
  await fail({ command: ['echo'] }, status.INVALID_ARGUMENT, 'sandbox_id is required');
  await fail({ sandbox_id: 'not-a-sandbox', command: ['echo'] }, status.NOT_FOUND, 'sandbox not found');
  await fail({ sandbox_id: id, command: [] }, status.INVALID_ARGUMENT, 'command is required');
  await fail(
    { sandbox_id: id, command: ['echo'], environment: { 'BAD-KEY': 'x' } },
    status.INVALID_ARGUMENT,
    'environment keys must match ^[A-Za-z_][A-Za-z0-9_]*$',
  );
  await fail({ sandbox_id: id, command: ['echo'], workdir: '/tmp/\n' }, status.INVALID_ARGUMENT, 'workdir contains newline or carriage return characters');
  await fail({ sandbox_id: id, command: Array(1025).fill('x') }, status.INVALID_ARGUMENT, 'command array exceeds 1024 argument limit');
  h.sim.control.seedSandbox({ name: 'not-ready' });
  const notReady = h.sim.control.state().sandboxes.find((s) => s.name === 'not-ready')!;
  await fail({ sandbox_id: notReady.id, command: ['echo'] }, status.FAILED_PRECONDITION, 'sandbox is not ready');
});

test('each exec leaves a gateway audit line', async () => {
  const logs = (await h.call('GetSandboxLogs', { sandbox_id: id, sources: ['gateway'] })).logs;
  assert.ok(logs.some((l: any) => l.target === 'openshell_server::grpc::exec' && /ExecSandbox/.test(l.message)));
});

test('SSH sessions: character-set contract, 24 h TTL, revoke semantics, stop clears sessions', async () => {
  const session = await h.call('CreateSshSession', { sandbox_id: id });
  assert.is(session.sandbox_id, id);
  assert.match(session.sandbox_id, /^[A-Za-z0-9._-]{1,128}$/);
  assert.match(session.token, /^[A-Za-z0-9._~+/=-]{1,4096}$/);
  assert.match(session.gateway_host, /^[A-Za-z0-9.\-:[\]]{1,253}$/);
  assert.is(session.gateway_host, '127.0.0.1', 'the raw bind address');
  assert.is(session.gateway_port, h.sim.port);
  assert.is(session.gateway_scheme, 'http');
  assert.is(session.host_key_fingerprint, '');
  const ttl = session.expires_at_ms - Date.now();
  assert.ok(ttl > 23.9 * 3600_000 && ttl <= 24 * 3600_000, `ttl ${ttl}`);
  assert.equal(await h.call('RevokeSshSession', { token: session.token }), { revoked: true });
  assert.equal(await h.call('RevokeSshSession', { token: 'unknown-token' }), { revoked: false });
  await rejects(h.call('RevokeSshSession', { token: '' }), status.INVALID_ARGUMENT, 'token is required');
  await h.call('CreateSshSession', { sandbox_id: id });
  assert.is(h.sim.control.state().sandboxes.find((s) => s.id === id)!.sshSessions, 1);
  await h.call('StopSandbox', { name: 'runner' });
  assert.is(h.sim.control.state().sandboxes.find((s) => s.id === id)!.sshSessions, 0);
  await rejects(h.call('CreateSshSession', { sandbox_id: id }), status.FAILED_PRECONDITION, 'sandbox is not ready');
});

test('SSH gateway_host is the raw bind address: 0.0.0.0 for a gateway bound to every interface', async () => {
  const everywhere = await startHarness({ host: '0.0.0.0' });
  try {
    const sandbox = await readySandbox(everywhere, 'wide');
    const session = await everywhere.call('CreateSshSession', { sandbox_id: sandbox.metadata.id });
    assert.equal([session.gateway_host, session.gateway_port], ['0.0.0.0', everywhere.sim.port]);
  } finally {
    await everywhere.close();
  }
});

test.run();
