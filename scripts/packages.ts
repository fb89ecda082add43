// Packing and installing packages the way a plugin author and an operator do (`pnpm pack`, `pnpm add`), for the
// tests that follow a plugin from its source to a running deployment. Installs prefer the local store and
// metadata cache, so after the first run they need no network.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PNPM = existsSync(join(ROOT, '.tools', 'bin', 'pnpm')) ? join(ROOT, '.tools', 'bin', 'pnpm') : 'pnpm';

/** Runs pnpm in `cwd`; throws with its output when it fails. */
export function pnpm(args: string[], cwd: string): string {
  const result = spawnSync(PNPM, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: '1' } });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} (in ${cwd}) failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** `pnpm pack` of the package in `packageDir` into `destination`; returns the tarball's path. */
export function pack(packageDir: string, destination: string): string {
  return (JSON.parse(pnpm(['pack', '--json', '--pack-destination', destination], packageDir)) as { filename: string }).filename;
}

/** `pnpm add` of packages (names with versions, or tarball paths) into the project in `directory`. */
export function install(directory: string, specs: string[], options: { dev?: boolean } = {}): void {
  pnpm(['add', '--prefer-offline', ...(options.dev ? ['--save-dev'] : []), ...specs], directory);
}

/** `pnpm install` of what the package.json in `directory` names. */
export function installDependencies(directory: string): void {
  pnpm(['install', '--prefer-offline'], directory);
}

/** The exact version the workspace has installed of a dependency of `packageDir` (so installs reuse the store). */
export function installedVersion(packageDir: string, dependency: string): string {
  return (JSON.parse(readFileSync(join(packageDir, 'node_modules', dependency, 'package.json'), 'utf8')) as { version: string }).version;
}
