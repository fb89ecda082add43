// The order `npm test` starts its runs in: longest first (longest-processing-time scheduling), so that the files
// that take a minute start while the short ones fill the gaps, and the run does not end with one worker busy on a
// long file that happened to sort last. The durations come from earlier runs on this machine
// (node_modules/.cache, rewritten after every run) and otherwise from scripts/test-durations.json, checked in for a
// fresh clone and refreshed with `npm test -- --update-durations`. A run neither knows starts after the known ones.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Run {
  file: string;
  /** `none`: no database; `once`: one process handed every dialect of the run. */
  dialect: 'sqlite' | 'postgresql' | 'none' | 'once';
}

interface Measured extends Run {
  ms: number;
  failed: number;
}

type Durations = Record<string, number>;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHECKED_IN = join(ROOT, 'scripts', 'test-durations.json');
const LOCAL = join(ROOT, 'node_modules', '.cache', 'portcullis-test-durations.json');
const NOTE = '//';

/** How a run is named in the output and in the durations files: the file, and its dialect unless it has none. */
export function runKey(run: Run): string {
  return `${run.file}${run.dialect === 'none' ? '' : ` [${run.dialect}]`}`;
}

function readDurations(path: string): Durations {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

/** The runs, longest expected first; equal (or unknown) ones keep their path order. */
export function longestFirst(runs: Run[]): Run[] {
  const known = { ...readDurations(CHECKED_IN), ...readDurations(LOCAL) };
  const expected = (run: Run) => known[runKey(run)] ?? 0;
  return runs
    .map((run, index) => ({ run, index }))
    .sort((a, b) => expected(b.run) - expected(a.run) || a.index - b.index)
    .map(({ run }) => run);
}

/**
 * Keeps what this run measured for the next one (runs that failed are left out: a file that broke early would
 * look short). With `checkedIn`, scripts/test-durations.json gets them too.
 */
export function recordDurations(outcomes: Measured[], checkedIn: boolean): void {
  const measured: Durations = Object.fromEntries(
    outcomes
      .filter((outcome) => outcome.failed === 0 && outcome.file.endsWith('.test.ts'))
      .map((outcome) => [runKey(outcome), Math.round(outcome.ms / 100) / 10]),
  );
  mkdirSync(dirname(LOCAL), { recursive: true });
  writeDurations(LOCAL, { ...readDurations(LOCAL), ...measured });
  if (checkedIn)
    writeDurations(CHECKED_IN, {
      [NOTE]: 'Seconds per test run, measured by `npm test -- --update-durations`; the runner starts the longest first.',
      ...readDurations(CHECKED_IN),
      ...measured,
    });
}

function writeDurations(path: string, durations: Record<string, number | string>): void {
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a === NOTE ? -1 : b === NOTE ? 1 : a.localeCompare(b))));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
