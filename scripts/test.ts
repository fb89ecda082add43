// `npm test`: every test file, each in its own process, on SQLite and on PostgreSQL (files under proto/ and
// tools/ and scripts/ do not touch the database and run once; fuzz/ is the route fuzzer, briefly here and longer
// with `npm run fuzz`). Ends with the line `N passed, N failed`.
//   npm test -- core/test/http        only files whose path contains one of the arguments
//   npm test -- --db sqlite           one dialect only
import { spawn } from 'node:child_process';
import { globSync } from 'node:fs';
import { relative } from 'node:path';
import { ensurePostgres } from './services/postgres.ts';

interface Run {
  file: string;
  dialect: 'sqlite' | 'postgresql' | 'none';
}

interface Outcome extends Run {
  passed: number;
  failed: number;
  ms: number;
  output: string;
  note?: string;
}

const ROOT = new URL('..', import.meta.url).pathname;
const FILE_TIMEOUT_MS = Number(process.env.PORTCULLIS_TEST_FILE_TIMEOUT_MS ?? 300_000);
const JOBS = Number(process.env.PORTCULLIS_TEST_JOBS ?? 2);
const ANSI = /\u001b\[[0-9;]*m/g;

function parseArgs(argv: string[]): { filters: string[]; dialects: Array<'sqlite' | 'postgresql'> } {
  const filters: string[] = [];
  let dialects: Array<'sqlite' | 'postgresql'> = ['sqlite', 'postgresql'];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--db') dialects = [argv[++i] as 'sqlite' | 'postgresql'];
    else filters.push(argv[i]!);
  }
  return { filters, dialects };
}

function discover(filters: string[], dialects: Array<'sqlite' | 'postgresql'>): Run[] {
  const files = globSync('{core,proto,scripts,fuzz,plugins/*,tools/*}/test/**/*.test.ts', { cwd: ROOT })
    .filter((file) => !file.includes('node_modules'))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort();
  return files.flatMap((file): Run[] => (/^(proto|tools|scripts)\//.test(file) ? [{ file, dialect: 'none' }] : dialects.map((dialect) => ({ file, dialect }))));
}

/** uvu prints `Total:` and `Passed:` once per process; a crash before that counts as one failure. */
function count(output: string, exitCode: number | null): { passed: number; failed: number; note?: string } {
  const plain = output.replace(ANSI, '');
  const total = /Total:\s+(\d+)/.exec(plain);
  const passed = /Passed:\s+(\d+)/.exec(plain);
  const skipped = /Skipped:\s+(\d+)/.exec(plain);
  if (!total || !passed) return { passed: 0, failed: 1, note: `no test summary (exit ${exitCode})` };
  const failed = Number(total[1]) - Number(passed[1]) - Number(skipped?.[1] ?? 0);
  if (failed === 0 && exitCode !== 0) return { passed: Number(passed[1]), failed: 1, note: `exit code ${exitCode}` };
  return { passed: Number(passed[1]), failed };
}

function execute(run: Run, env: NodeJS.ProcessEnv): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [run.file], {
      cwd: ROOT,
      env: { ...env, ...(run.dialect === 'none' ? {} : { PORTCULLIS_TEST_DATABASE: run.dialect }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    const timer = setTimeout(() => { output += `\n[runner] timed out after ${FILE_TIMEOUT_MS} ms\n`; child.kill('SIGKILL'); }, FILE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ ...run, ...count(output, code), ms: Date.now() - started, output });
    });
  });
}

async function runAll(runs: Run[], env: NodeJS.ProcessEnv): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const queue = [...runs];
  const worker = async () => {
    for (let run = queue.shift(); run; run = queue.shift()) {
      const outcome = await execute(run, env);
      outcomes.push(outcome);
      const label = `${outcome.failed === 0 ? 'ok  ' : 'FAIL'} ${outcome.file}${outcome.dialect === 'none' ? '' : ` [${outcome.dialect}]`}`;
      process.stdout.write(`${label.padEnd(72)} ${outcome.passed} passed, ${outcome.failed} failed (${(outcome.ms / 1000).toFixed(1)} s)${outcome.note ? ` ${outcome.note}` : ''}\n`);
      if (outcome.failed > 0) process.stdout.write(`${outcome.output.replace(ANSI, '').split('\n').map((line) => `    | ${line}`).join('\n')}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, JOBS) }, worker));
  return outcomes;
}

async function main(): Promise<void> {
  const { filters, dialects } = parseArgs(process.argv.slice(2));
  const runs = discover(filters, dialects);
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  let stopPostgres = async () => undefined as void;
  if (runs.some((run) => run.dialect === 'postgresql')) {
    try {
      const postgres = await ensurePostgres();
      env.PORTCULLIS_TEST_PG_URL = postgres.url;
      stopPostgres = postgres.stop;
      process.stdout.write(`PostgreSQL: ${postgres.started ? `started a temporary server at ${postgres.url}` : `using ${postgres.url}`}\n`);
    } catch (error) {
      process.stdout.write(`PostgreSQL is not available and could not be started: ${(error as Error).message}\n`);
    }
  }
  process.stdout.write(`${runs.length} test runs (${JOBS} at a time)\n`);
  let outcomes: Outcome[] = [];
  try {
    outcomes = await runAll(runs, env);
  } finally {
    await stopPostgres();
  }
  const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
  const failing = outcomes.filter((outcome) => outcome.failed > 0);
  if (failing.length > 0) {
    process.stdout.write(`\nFailing:\n${failing.map((o) => `  ${relative('.', o.file)}${o.dialect === 'none' ? '' : ` [${o.dialect}]`}`).join('\n')}\n`);
  }
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  process.exitCode = failed > 0 || runs.length === 0 ? 1 : 0;
}

await main();
