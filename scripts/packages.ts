// Packing and installing packages the way a plugin author and an operator do (`pnpm pack`, `pnpm add`), for the
// tests that follow a plugin from its source to a running deployment. Installs prefer the local store and
// metadata cache, so after the first run they need no network.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, globSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
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
  const output = pnpm(['pack', '--json', '--pack-destination', destination], packageDir);
  // A prepack script's output comes first; the report is the JSON object after it.
  return (JSON.parse(output.slice(output.search(/^\{/m))) as { filename: string }).filename;
}

const PACKS = join(ROOT, 'node_modules', '.cache', 'portcullis-packs');
const STALE_PACK_MS = 60 * 60_000;

/**
 * A workspace package packed once for every test that installs it: the tarball is kept under node_modules/.cache,
 * named by a hash of what goes into it (the package's files and the workspace's catalog and lockfile, which
 * resolve its ranges), so the files that pack core, and both databases' runs of them, share one `pnpm pack`.
 * Build first: the hash covers dist/ as it is.
 */
export function packedWorkspacePackage(packageDir: string): string {
  const name = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string }).name.replace('@', '').replace('/', '-');
  const tarball = join(PACKS, `${name}-${packageHash(packageDir)}.tgz`);
  if (existsSync(tarball)) return tarball;
  mkdirSync(PACKS, { recursive: true });
  // Packed beside the cache and renamed into it, so a test running alongside sees the whole tarball or none.
  const staging = mkdtempSync(join(PACKS, 'staging-'));
  try {
    renameSync(pack(packageDir, staging), tarball);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  // Earlier contents of this package go once nothing can still be installing them (another package's name may
  // extend this one's, hence the exact pattern).
  const stale = (file: string) =>
    file !== basename(tarball) &&
    file.startsWith(`${name}-`) &&
    /^[0-9a-f]{16}\.tgz$/.test(file.slice(name.length + 1)) &&
    Date.now() - (statSync(join(PACKS, file), { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > STALE_PACK_MS;
  for (const file of readdirSync(PACKS).filter(stale)) rmSync(join(PACKS, file), { force: true });
  return tarball;
}

/** A hash of what goes into a pack of `packageDir`: its files (without node_modules) and the workspace's catalog and lockfile. */
export function packageHash(packageDir: string): string {
  const hash = createHash('sha256');
  for (const shared of ['pnpm-workspace.yaml', 'pnpm-lock.yaml']) hash.update(readFileSync(join(ROOT, shared)));
  const files = globSync('**/*', { cwd: packageDir, withFileTypes: true, exclude: (entry) => entry.name === 'node_modules' })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(relative(packageDir, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
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

/**
 * Points a project's devDependencies on Portcullis packages at packed ones (what a plugin author does until those
 * packages are on their registry): `packages` maps a package name to its workspace directory.
 */
export function devDependOnPacked(projectDir: string, packages: Record<string, string>): void {
  const manifestPath = join(projectDir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { devDependencies?: Record<string, string> };
  const packed = Object.fromEntries(Object.entries(packages).map(([name, packageDir]) => [name, `file:${packedWorkspacePackage(join(ROOT, packageDir))}`]));
  writeFileSync(manifestPath, JSON.stringify({ ...manifest, devDependencies: { ...manifest.devDependencies, ...packed } }, null, 2));
}

/**
 * A deployment directory whose packages pnpm installs flat, as npm does, so that every installed package resolves
 * the deployment's top-level copies (which linkWorkspacePackages can then replace).
 */
export function flatDeployment(directory: string): void {
  writeFileSync(join(directory, 'package.json'), JSON.stringify({ name: 'our-portcullis', private: true }));
  writeFileSync(join(directory, '.npmrc'), 'node-linker=hoisted\n');
}

/**
 * Puts this workspace's packages (name → workspace directory) in place of a deployment's installed copies: the
 * deployment then runs beside this workspace's kernel as one installed from the distribution runs beside its own,
 * with one copy of each (the kernel refuses a plugin that would load another: docs/plugins.md, "One kernel").
 * Returns where each installed copy was moved to, for tests that look at the packed package itself.
 */
export function linkWorkspacePackages(deployment: string, packages: Record<string, string>): Record<string, string> {
  const moved: Record<string, string> = {};
  for (const [name, packageDir] of Object.entries(packages)) {
    const installed = join(deployment, 'node_modules', name);
    moved[name] = join(deployment, 'node_modules', `.packed-${name.replace('/', '+')}`);
    renameSync(installed, moved[name]);
    symlinkSync(join(ROOT, packageDir), installed, 'dir');
  }
  return moved;
}
