import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import semver from 'semver';
import { VERSION } from '../version.ts';
import { isPlugin, type Plugin } from './define.ts';

/**
 * A plugin named in configuration: the id of one of Portcullis' own (`gateways` → @portcullis/plugin-gateways) or
 * a package name (`@acme/portcullis-plugin-x`, or unscoped `portcullis-plugin-x`).
 */
export type PluginEntry = string | Plugin;

/** The packages an entry may name, most specific first: a word is first taken as a Portcullis plugin id. */
function packageNames(entry: string): string[] {
  return entry.startsWith('@') || entry.includes('/') ? [entry] : [`@portcullis/plugin-${entry}`, entry];
}

function isOwnPluginName(entry: string, name: string): boolean {
  return name === `@portcullis/plugin-${entry}`;
}

export interface LoadOptions {
  /** A deployment's own directory: packages installed in its node_modules may be named too. */
  deploymentDir?: string | null;
  /** Receives what is worth an operator's attention but does not refuse the plugin. */
  warn?: (message: string) => void;
}

export interface PackageManifest {
  name: string;
  version?: string;
  description?: string;
  main?: string;
  exports?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

interface LocatedPackage {
  /** The module to import. */
  entry: string;
  /** The directory holding its package.json. */
  packageDir: string;
  manifest: PackageManifest;
}

const KERNEL_PACKAGE = '@portcullis/core';
/** This kernel's package directory (src/ and dist/ sit side by side in it). */
export const KERNEL_DIR = fileURLToPath(new URL('../..', import.meta.url));
/** What the kernel imports a deployment's package as (it is always an ES module import). */
const IMPORT_CONDITIONS = ['import', 'node', 'default'];

/**
 * A plugin package: first as the kernel itself resolves packages (the Portcullis installation, under the same
 * export conditions the kernel runs with), then in the deployment directory's node_modules. Installed plugins
 * that match the kernel package win, so a copy a deployment pulled in as a peer never replaces a standard plugin.
 */
function locate(name: string, deploymentDir: string | null): LocatedPackage | null {
  return fromInstallation(name) ?? (deploymentDir ? fromDirectory(name, deploymentDir) : null);
}

function fromInstallation(name: string): LocatedPackage | null {
  let entry: string;
  try {
    entry = fileURLToPath(import.meta.resolve(name));
  } catch {
    return null;
  }
  for (let directory = dirname(entry); dirname(directory) !== directory; directory = dirname(directory)) {
    const manifest = readManifest(join(directory, 'package.json'));
    if (manifest?.name === name) return { entry, packageDir: directory, manifest };
  }
  return null;
}

/** Where package `name` is installed as seen from `directory` (Node's search path: its node_modules, then its parents'). */
export function installedPackage(name: string, directory: string): { packageDir: string; manifest: PackageManifest } | null {
  for (const modules of createRequire(join(directory, 'package.json')).resolve.paths(name) ?? []) {
    const packageDir = join(modules, name);
    const manifest = readManifest(join(packageDir, 'package.json'));
    if (manifest) return { packageDir, manifest };
  }
  return null;
}

/** An installed package's entry, from its `exports`. */
function fromDirectory(name: string, directory: string): LocatedPackage | null {
  const installed = installedPackage(name, directory);
  if (!installed) return null;
  const target = exportedEntry(installed.manifest);
  if (!target) throw new Error(`package ${name} (${installed.packageDir}) exports nothing an import of "${name}" reaches`);
  return { entry: join(installed.packageDir, target), packageDir: installed.packageDir, manifest: installed.manifest };
}

/** The `.` export under the import conditions, or `main`. */
function exportedEntry(manifest: PackageManifest): string | null {
  if (manifest.exports === undefined) return manifest.main ?? 'index.js';
  const exports = manifest.exports as Record<string, unknown> | string;
  const root = typeof exports === 'object' && !Array.isArray(exports) && Object.keys(exports).some((key) => key.startsWith('.')) ? exports['.'] : exports;
  return conditional(root);
}

function conditional(target: unknown): string | null {
  if (typeof target === 'string') return target;
  if (Array.isArray(target)) return target.map(conditional).find((found) => found !== null) ?? null;
  if (typeof target !== 'object' || target === null) return null;
  for (const [condition, value] of Object.entries(target)) {
    if (IMPORT_CONDITIONS.includes(condition)) {
      const found = conditional(value);
      if (found !== null) return found;
    }
  }
  return null;
}

function readManifest(path: string): PackageManifest | null {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as PackageManifest;
  } catch {
    return null;
  }
}

/**
 * The kernel range a plugin package declares (a peer dependency on @portcullis/core, or a plain dependency) must
 * include this kernel's version. `workspace:` ranges are packages built in this very workspace.
 */
function kernelRangeRefusal(manifest: PackageManifest, warn: (message: string) => void): string | null {
  const range = manifest.peerDependencies?.[KERNEL_PACKAGE] ?? manifest.dependencies?.[KERNEL_PACKAGE];
  const label = `${manifest.name}${manifest.version ? ` ${manifest.version}` : ''}`;
  if (range === undefined) {
    warn(`plugin package ${label} declares no ${KERNEL_PACKAGE} range (peerDependencies); it was not checked against kernel ${VERSION}`);
    return null;
  }
  if (range.startsWith('workspace:')) return null;
  if (semver.validRange(range) === null) return `plugin package ${label} declares ${KERNEL_PACKAGE} "${range}", which is not a semver range`;
  if (semver.satisfies(VERSION, range)) return null;
  return `plugin package ${label} supports ${KERNEL_PACKAGE} ${range}, but this kernel is ${VERSION}; install a version of the plugin made for ${VERSION}`;
}

/**
 * A plugin must run on this kernel: a second copy of @portcullis/core (one installed inside the plugin's own
 * node_modules, or one a deployment got beside another installation) shares none of its state (settings, the
 * request context, extension points), and fails later in ways that do not name the cause. So the copy the plugin
 * would import, as Node resolves it from the plugin's directory, must be this one (docs/plugins.md, "One kernel").
 */
function secondKernelRefusal(located: LocatedPackage): string | null {
  // From where Node resolves the plugin's imports: its real directory (pnpm links packages into node_modules).
  const seen = installedPackage(KERNEL_PACKAGE, realpathSync(located.packageDir));
  if (!seen) return null;
  const theirs = realpathSync(seen.packageDir);
  const ours = realpathSync(KERNEL_DIR);
  if (theirs === ours) return null;
  return (
    `plugin package ${located.manifest.name} (${located.packageDir}) would load a second copy of ${KERNEL_PACKAGE}: it resolves ${theirs}, ` +
    `but the kernel is ${ours}. Remove ${seen.packageDir} so that the plugin uses the kernel it is installed beside ` +
    `(a plugin names ${KERNEL_PACKAGE} in peerDependencies, never dependencies; npm then installs no copy of its own), ` +
    'and install plugins into the directory the kernel is installed in'
  );
}

function locateEntry(entry: string, deploymentDir: string | null): LocatedPackage | null {
  for (const name of packageNames(entry)) {
    const located = locate(name, deploymentDir);
    if (located) return located;
  }
  return null;
}

/** A plugin package's description without importing it (for plugins that are installed but not enabled). */
export function describeInstalledPlugin(entry: string, deploymentDir: string | null = null): { id: string; description: string } | null {
  const located = locateEntry(entry, deploymentDir);
  return located ? { id: entry, description: located.manifest.description ?? '' } : null;
}

export async function loadPlugin(entry: PluginEntry, options: LoadOptions = {}): Promise<Plugin> {
  if (typeof entry !== 'string') return entry;
  const located = locateEntry(entry, options.deploymentDir ?? null);
  if (!located) {
    const where = options.deploymentDir ? ` in the Portcullis installation or in ${options.deploymentDir}` : '';
    throw new Error(`plugin "${entry}" is not installed (package ${packageNames(entry).join(' or ')} not found${where})`);
  }
  const name = located.manifest.name;
  const refusal = kernelRangeRefusal(located.manifest, options.warn ?? (() => {})) ?? secondKernelRefusal(located);
  if (refusal) throw new Error(refusal);
  const module = (await import(pathToFileURL(located.entry).href)) as { default?: unknown };
  if (!isPlugin(module.default)) throw new Error(`package ${name} does not export a plugin (use definePlugin as its default export)`);
  if (isOwnPluginName(entry, name) && module.default.id !== entry) {
    throw new Error(`package ${name} declares plugin id "${module.default.id}", expected "${entry}"`);
  }
  return module.default;
}
