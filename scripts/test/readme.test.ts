import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROJECT_ROOT } from '../../core/src/version.ts';
import { configurationReference, README, withReference } from '../docs.ts';

test('the README configuration reference matches the settings schemas (run `npm run docs` after changing them)', async () => {
  const readme = readFileSync(README, 'utf8');
  assert.fixture(withReference(readme, await configurationReference()), readme);
});

test('the README names the two front-door commands', () => {
  const readme = readFileSync(README, 'utf8');
  assert.match(readme, /npm start/);
  assert.match(readme, /npm test/);
});

interface Running {
  child: ChildProcess;
  output(): string;
}

/** Starts a process and waits until its output matches `ready` (then returns the match too). */
function start(file: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<Running & { match: RegExpExecArray }> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, file), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} did not start: ${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, output: () => output, match });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}: ${output}`));
    });
  });
}

function stop(running: Running | undefined): Promise<void> {
  if (!running || running.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.child.once('exit', () => resolve());
    running.child.kill('SIGTERM');
  });
}

function bash(script: string, cwd: string, timeoutMs: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script], { cwd, env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The block the walkthrough says to paste in one go (terminal 3). */
function walkthrough(readme: string): string {
  const block = /```sh\n(# terminal 3[\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no "# terminal 3" block');
  return block;
}

const trimmedLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

test('the walkthrough works pasted as one block, and it registers the simulator with the command the simulator prints', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portcullis-readme-'));
  let sim: (Running & { match: RegExpExecArray }) | undefined;
  let service: (Running & { match: RegExpExecArray }) | undefined;
  try {
    // As the README starts them, on ephemeral ports instead of 17670 and 8888.
    sim = await start('tools/openshell-sim/src/cli.ts', ['--port', '0', '--demo'], {}, /listening on http:\/\/(127\.0\.0\.1:\d+)[\s\S]*\nDemo sandbox/);
    service = await start(
      'core/src/main.ts',
      [],
      { SERVICE_LOCAL_MODE: 'true', SERVICE_PORT: '0', SERVICE_DATA_DIR: join(dir, 'data') },
      /"url":"(http:\/\/127\.0\.0\.1:\d+)"/,
    );
    const simAddress = sim.match[1]!;
    const printed = /Register it with Portcullis[^\n]*\n([\s\S]*?\n[^\n]*\n)/.exec(sim.output())![1]!;
    const block = walkthrough(readFileSync(README, 'utf8')).replaceAll('127.0.0.1:17670', simAddress);
    const blockLines = trimmedLines(block);
    const printedLines = trimmedLines(printed);
    const at = blockLines.indexOf(printedLines[0]!);
    assert.ok(at >= 0 && blockLines[at + 1] === printedLines[1], `the README registers the simulator as it prints:\n${printed}`);

    // The requests go to the ephemeral port; the Origin header stays the default public URL, as the service expects.
    const result = await bash(block.replaceAll('http://localhost:8888/', `${service.match[1]}/`), dir, 120_000);
    assert.is(result.code, 0, result.stderr);
    assert.match(result.stdout, /"name":"sim","endpoint":"http:\/\/127\.0\.0\.1:\d+"/, 'the gateway was registered');
    const operations = [...result.stdout.matchAll(/data: (\{[^\n]*\})/g)].map((match) => JSON.parse(match[1]!));
    assert.equal(
      operations.map((operation) => [operation.type, operation.status]),
      [
        ['sandbox.create', 'succeeded'],
        ['sandbox.exec', 'succeeded'],
      ],
      result.stdout,
    );
    assert.equal([operations[1].result.exit_code, operations[1].result.stdout], [0, 'hello\n']);
  } finally {
    await stop(service);
    await stop(sim);
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
