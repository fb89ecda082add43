// `npm run build`: compiles every runtime package into its dist/ with the workspace's TypeScript (tsc -b over
// tsconfig.build.json: incremental, dependencies first): JavaScript that Node runs without type stripping (what a
// package installed into node_modules needs), declarations and maps for plugin authors. Files under src/ that are
// not TypeScript (data the code reads beside itself) are copied along, so dist/ is complete. The workspace itself
// keeps running from src/; `node --conditions=portcullis-compiled core/dist/main.js` runs the compiled service.
// It also bundles the dependencies the service loads as hundreds of modules (dependency-bundles.ts).
import { spawnSync } from 'node:child_process';
import { cpSync, globSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleDependencies } from './dependency-bundles.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOLUTION = join(ROOT, 'tsconfig.build.json');

interface BuildConfig {
  compilerOptions?: { rootDir?: string };
  references?: Array<{ path: string }>;
}

/** The directories of the packages tsconfig.build.json names. */
export function builtPackages(): string[] {
  const solution = JSON.parse(readFileSync(SOLUTION, 'utf8')) as BuildConfig;
  return (solution.references ?? []).map((reference) => dirname(join(ROOT, reference.path)));
}

function copyAssets(packageDir: string): void {
  const config = JSON.parse(readFileSync(join(packageDir, 'tsconfig.build.json'), 'utf8')) as BuildConfig;
  const rootDir = join(packageDir, config.compilerOptions?.rootDir ?? 'src');
  for (const file of globSync('src/**/*', { cwd: packageDir, withFileTypes: true })) {
    if (!file.isFile() || file.name.endsWith('.ts')) continue;
    const source = join(file.parentPath, file.name);
    cpSync(source, join(packageDir, 'dist', relative(rootDir, source)), { preserveTimestamps: true });
  }
}

const LOCK = join(ROOT, 'node_modules', '.portcullis-build.lock');
const LOCK_STALE_MS = 5 * 60_000;

/**
 * One build at a time writes the dist/ folders (tests that build run in parallel, on both databases): a second
 * build waits for the first, then finds everything up to date. A lock older than any build is a crashed one's.
 */
function whileLocked(work: () => void): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() - lockTime() > LOCK_STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      else Atomics.wait(pause, 0, 0, 100);
    }
  }
  try {
    work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function lockTime(): number {
  try {
    return statSync(LOCK).mtimeMs;
  } catch {
    return Date.now();
  }
}

/** Throws with the compiler's output when the build fails. */
export function build(): void {
  whileLocked(() => {
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = spawnSync(process.execPath, [tsc, '-b', SOLUTION], { cwd: ROOT, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`tsc -b failed:\n${result.stdout}${result.stderr}`);
    for (const packageDir of builtPackages()) copyAssets(packageDir);
    bundleDependencies();
  });
}

if (import.meta.main) {
  const started = Date.now();
  try {
    build();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  process.stdout.write(`built ${builtPackages().length} packages into their dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
