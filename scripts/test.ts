// `npm test`: every test file, each in its own process, on SQLite and on PostgreSQL (files under proto/ and
// tools/ and scripts/ do not touch the database and run once; fuzz/ is the route fuzzer, briefly here and longer
// with `npm run fuzz`). Every response the test kernels give is recorded, and the last step holds them against the
// OpenAPI document (each operation/status pair that conforms counts as passed, each that does not as failed).
// A file whose first line is `// test-dialects: postgresql` (or `none`) runs only on those; `once` runs it once
// with every dialect of the run named in PORTCULLIS_TEST_DIALECTS (a costly setup shared by both databases).
// The longest runs start first (durations measured by earlier runs), so the last minutes are not one long file.
// Ends with the line `N passed, N failed`.
//   npm test -- core/test/http        only files whose path contains one of the arguments
//   npm test -- --db sqlite           one dialect only
//   npm test -- --update-durations    also write this run's durations into scripts/test-durations.json
//   PORTCULLIS_RECORD_RESPONSES=<dir>  keep the recorded responses there (`node scripts/check-responses.ts <dir>`)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkRecordedResponses, RECORD_RESPONSES_ENV } from '@portcullis/testing/conformance';
import { compileCacheDir } from './service-command.mjs';
import { ensurePostgres } from './services/postgres.ts';
import { ensureSystemPrograms } from './services/system-packages.ts';
import { longestFirst, type Run, recordDurations, runKey } from './test-schedule.ts';

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

interface Args {
  filters: string[];
  dialects: Array<'sqlite' | 'postgresql'>;
  updateDurations: boolean;
}

function parseArgs(argv: string[]): Args {
  const filters: string[] = [];
  let dialects: Array<'sqlite' | 'postgresql'> = ['sqlite', 'postgresql'];
  let updateDurations = false;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--db') dialects = [argv[++i] as 'sqlite' | 'postgresql'];
    else if (argv[i] === '--update-durations') updateDurations = true;
    else filters.push(argv[i]!);
  }
  return { filters, dialects, updateDurations };
}

function discover(filters: string[], dialects: Array<'sqlite' | 'postgresql'>): Run[] {
  const files = globSync('{core,create-plugin,proto,scripts,fuzz,deploy,plugins/*,tools/*}/test/**/*.test.ts', { cwd: ROOT })
    .filter((file) => !file.includes('node_modules'))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort();
  return files.flatMap((file): Run[] => {
    const declared = declaredDialects(file);
    if (declared === 'none' || (!declared && /^(proto|tools|scripts)\//.test(file))) return [{ file, dialect: 'none' }];
    if (declared === 'once') return [{ file, dialect: 'once' }];
    return dialects.filter((dialect) => !declared || declared.includes(dialect)).map((dialect) => ({ file, dialect }));
  });
}

/** The dialects a file's first line names (`// test-dialects: postgresql`), `none`, `once`, or null for the default. */
function declaredDialects(file: string): Array<'sqlite' | 'postgresql'> | 'none' | 'once' | null {
  const firstLine = readFileSync(`${ROOT}${file}`, 'utf8').split('\n', 1)[0]!;
  const declared = /^\/\/ test-dialects: (.+)$/
    .exec(firstLine)?.[1]
    ?.split(',')
    .map((name) => name.trim());
  if (!declared) return null;
  if (declared.includes('none')) return 'none';
  if (declared.includes('once')) return 'once';
  const unknown = declared.filter((name) => name !== 'sqlite' && name !== 'postgresql');
  if (unknown.length > 0) throw new Error(`${file}: unknown test dialect ${unknown.join(', ')}`);
  return declared as Array<'sqlite' | 'postgresql'>;
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
    // Each file leads its own process group, so a timeout also ends what it started (simulators, services), and
    // processes it leaked cannot hold its output pipes open and stall the whole run.
    const child = spawn(process.execPath, [run.file], {
      cwd: ROOT,
      // A `once` file reads the run's dialects from PORTCULLIS_TEST_DIALECTS (in `env`); the others get theirs here.
      env: { ...env, ...(run.dialect === 'none' || run.dialect === 'once' ? {} : { PORTCULLIS_TEST_DATABASE: run.dialect }) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let exitCode: number | null = null;
    const killGroup = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    };
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      output += `\n[runner] timed out after ${FILE_TIMEOUT_MS} ms\n`;
      killGroup();
    }, FILE_TIMEOUT_MS);
    child.on('exit', (code) => {
      exitCode = code;
      setTimeout(() => {
        if (child.stdout.readable || child.stderr.readable) {
          output += '\n[runner] processes left running by the file were killed\n';
          killGroup();
        }
      }, 5000).unref();
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      killGroup();
      resolve({ ...run, ...count(output, code ?? exitCode), ms: Date.now() - started, output });
    });
  });
}

/** Files that import scripts/build.ts or scripts/dist.ts compile the workspace (and pack or run what it compiled). */
function needsBuild(run: Run): boolean {
  return /from '(\.\.\/)+(scripts\/)?(build|dist)\.ts'/.test(readFileSync(`${ROOT}${run.file}`, 'utf8'));
}

interface Build {
  done: boolean;
  finished: Promise<void>;
}

/**
 * `npm run build` in the background while the first files run, when some files compile the workspace: they start
 * after it and find it up to date, instead of one compiling while the others hold their workers waiting for the
 * build lock. A failed build is reported as a failed run; the files that need it then fail on their own.
 */
function buildInBackground(needed: boolean, outcomes: Outcome[]): Build {
  if (!needed) return { done: true, finished: Promise.resolve() };
  const started = Date.now();
  const build: Build = { done: false, finished: Promise.resolve() };
  build.finished = new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const outcome: Outcome = { file: 'npm run build', dialect: 'none', passed: 0, failed: code === 0 ? 0 : 1, ms: Date.now() - started, output };
      report(outcome);
      outcomes.push(outcome);
      build.done = true;
      resolve();
    });
  });
  return build;
}

function report(outcome: Outcome): void {
  const line = `${outcome.failed === 0 ? 'ok  ' : 'FAIL'} ${runKey(outcome)}`;
  process.stdout.write(
    `${line.padEnd(72)} ${outcome.passed} passed, ${outcome.failed} failed (${(outcome.ms / 1000).toFixed(1)} s)${outcome.note ? ` ${outcome.note}` : ''}\n`,
  );
  if (outcome.failed > 0)
    process.stdout.write(
      `${outcome.output
        .replace(ANSI, '')
        .split('\n')
        .map((line) => `    | ${line}`)
        .join('\n')}\n`,
    );
}

async function runAll(runs: Run[], env: NodeJS.ProcessEnv): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const queue = [...runs];
  const building = new Set(runs.filter(needsBuild));
  const build = buildInBackground(building.size > 0, outcomes);
  /** The first run in the queue that can start now; undefined while only runs waiting for the build are left. */
  const next = () => {
    const index = queue.findIndex((run) => build.done || !building.has(run));
    return index === -1 ? undefined : queue.splice(index, 1)[0];
  };
  const worker = async () => {
    while (queue.length > 0) {
      const run = next();
      if (!run) {
        await build.finished;
        continue;
      }
      const outcome = await execute(run, env);
      outcomes.push(outcome);
      report(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, JOBS) }, worker));
  await build.finished;
  return outcomes;
}

/** The recorded responses held against the OpenAPI document, reported like one more test run. */
function conformance(records: string): Outcome {
  const started = Date.now();
  const result = checkRecordedResponses(records);
  const failing = new Set(result.findings.map((finding) => finding.key));
  const outcome: Outcome = {
    file: 'OpenAPI conformance of the recorded responses',
    dialect: 'none',
    passed: result.conforming.length,
    failed: failing.size,
    ms: Date.now() - started,
    note: `(${result.checked} responses)`,
    output: result.findings
      .map((finding) => `${finding.key} (${finding.count}×): ${finding.reason}\n  e.g. ${finding.example.method} ${finding.example.path}`)
      .join('\n'),
  };
  const label = `${outcome.failed === 0 ? 'ok  ' : 'FAIL'} ${outcome.file}`;
  process.stdout.write(`${label.padEnd(72)} ${outcome.passed} passed, ${outcome.failed} failed ${outcome.note}\n`);
  if (outcome.failed > 0)
    process.stdout.write(
      `${outcome.output
        .split('\n')
        .map((line) => `    | ${line}`)
        .join('\n')}\n`,
    );
  return outcome;
}

async function main(): Promise<void> {
  const { filters, dialects, updateDurations } = parseArgs(process.argv.slice(2));
  const runs = longestFirst(discover(filters, dialects));
  const keepRecords = Boolean(process.env[RECORD_RESPONSES_ENV]);
  const records = process.env[RECORD_RESPONSES_ENV] || mkdtempSync(join(tmpdir(), 'portcullis-responses-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    [RECORD_RESPONSES_ENV]: records,
    PORTCULLIS_TEST_DIALECTS: dialects.join(','),
    // Each file is a fresh Node process that would otherwise strip the types of, and compile, the same few
    // hundred modules again; the cache (keyed by each file's content) saves about a sixth of a file's CPU time.
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? compileCacheDir(ROOT),
  };
  let stopPostgres: () => Promise<void> = async () => {};
  if (runs.some((run) => run.dialect === 'postgresql' || (run.dialect === 'once' && dialects.includes('postgresql')))) {
    try {
      const postgres = await ensurePostgres();
      env.PORTCULLIS_TEST_PG_URL = postgres.url;
      stopPostgres = postgres.stop;
      process.stdout.write(`PostgreSQL: ${postgres.started ? `started a temporary server at ${postgres.url}` : `using ${postgres.url}`}\n`);
    } catch (error) {
      process.stdout.write(`PostgreSQL is not available and could not be started: ${(error as Error).message}\n`);
    }
  }
  for (const line of ensureSystemPrograms()) process.stdout.write(`${line}\n`);
  ensureNativeAddon();
  process.stdout.write(`${runs.length} test runs (${JOBS} at a time)\n`);
  let outcomes: Outcome[] = [];
  try {
    outcomes = await runAll(runs, env);
  } finally {
    await stopPostgres();
  }
  recordDurations(outcomes, updateDurations);
  if (outcomes.length > 0) outcomes.push(conformance(records));
  if (!keepRecords) rmSync(records, { recursive: true, force: true });
  const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
  const failing = outcomes.filter((outcome) => outcome.failed > 0);
  if (failing.length > 0) {
    process.stdout.write(`\nFailing:\n${failing.map((o) => `  ${relative('.', runKey(o))}`).join('\n')}\n`);
  }
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  process.exitCode = failed > 0 || runs.length === 0 ? 1 : 0;
}

/** The bootstrap builds the kernel's native addon only where it found a compiler; the tests may have just installed one. */
function ensureNativeAddon(): void {
  if (existsSync(join(ROOT, 'core/native/build/malloc-trim.node'))) return;
  spawnSync(process.execPath, [join(ROOT, 'core/native/build.mjs')], { stdio: ['ignore', 1, 2] });
}

await main();
