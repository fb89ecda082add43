// Another revision of this repository, checked out beside the workspace and made ready to run, so that a benchmark
// can measure it and the current code in one run on the same machine (BENCH_BASELINE in bench/http-pipeline.bench.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Baseline {
  /** The revision as given, and the commit it names. */
  revision: string;
  commit: string;
  /** The root of its temporary worktree. */
  root: string;
  /** Removes the worktree; safe to call more than once. */
  remove(): void;
}

/**
 * Checks `revision` out into a temporary detached worktree of the repository at `workspace` and prepares it as
 * scripts/bootstrap.mjs and `npm run build` prepare a workspace: dependencies from the lockfile, the plugins'
 * browser assets, then the compiled packages. Dependencies come from the pnpm store the workspace already filled
 * where it has them; an older lockfile may name packages the workspace no longer uses, and those are downloaded.
 * The worktree is removed again if any step fails.
 */
export function prepareBaseline(workspace: string, revision: string): Baseline {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: workspace, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const commit = commitOf(git, revision);
  const root = mkdtempSync(join(tmpdir(), 'portcullis-baseline-'));
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      git('worktree', 'remove', '--force', root);
    } catch {
      // Not registered (the checkout itself failed) or already half gone: drop the files and git's record of them.
      rmSync(root, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  };
  try {
    git('worktree', 'add', '--detach', root, commit);
    run(root, join(workspace, '.tools', 'bin', 'pnpm'), ['install', '--prefer-offline', '--frozen-lockfile', '--reporter=append-only']);
    buildAssets(root);
    run(root, process.execPath, ['scripts/build.ts']);
  } catch (error) {
    remove();
    throw error;
  }
  return { revision, commit, root, remove };
}

function commitOf(git: (...args: string[]) => string, revision: string): string {
  try {
    return git('rev-parse', '--verify', `${revision}^{commit}`);
  } catch {
    throw new Error(`baseline: ${revision} names no commit of this repository`);
  }
}

/** Runs a step of the preparation in `cwd`; its output is shown only when it fails. */
function run(cwd: string, program: string, args: string[]): void {
  try {
    execFileSync(program, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`baseline: ${[program, ...args].join(' ')} failed in ${cwd}:\n${stdout}${stderr}`);
  }
}

/** The browser assets each plugin declares in its package.json (`portcullis.assets`), built as bootstrap.mjs builds them. */
function buildAssets(root: string): void {
  const pluginsDir = join(root, 'plugins');
  for (const name of readdirSync(pluginsDir).sort()) {
    const manifest = join(pluginsDir, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const assets = (JSON.parse(readFileSync(manifest, 'utf8')) as { portcullis?: { assets?: { build: string } } }).portcullis?.assets;
    if (assets) run(join(pluginsDir, name), process.execPath, [assets.build]);
  }
}
