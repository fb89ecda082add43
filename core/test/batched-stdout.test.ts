// test-dialects: none
import { spawnSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BatchedStdout } from '../src/batched-stdout.ts';

class Writes {
  readonly calls: string[] = [];
  write(text: string): void {
    this.calls.push(text);
  }
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('the lines of one turn reach the target in one write at the end of that turn, in order', async () => {
  const target = new Writes();
  const stdout = new BatchedStdout(target);
  stdout.write('{"n":1}\n');
  stdout.write('{"n":2}\n');
  assert.equal(target.calls, []);
  await nextTurn();
  assert.equal(target.calls, ['{"n":1}\n{"n":2}\n']);
  stdout.write('{"n":3}\n');
  await nextTurn();
  assert.equal(target.calls, ['{"n":1}\n{"n":2}\n', '{"n":3}\n']);
});

test('flush writes what is pending at once', () => {
  const target = new Writes();
  const stdout = new BatchedStdout(target);
  stdout.write('{"n":1}\n');
  stdout.flush();
  assert.equal(target.calls, ['{"n":1}\n']);
});

test('a line logged just before process.exit is still written', () => {
  const module = new URL('../src/logger.ts', import.meta.url).pathname;
  const script = `import { createLogger } from ${JSON.stringify(module)}; createLogger({ level: 'info' }).info('last words'); process.exit(3);`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.is(run.status, 3, run.stderr);
  assert.match(run.stdout, /"msg":"last words"/);
});

test.run();
