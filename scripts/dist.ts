// `npm run dist [-- --out <dir>]`: Portcullis as tarballs an operator installs with npm, in one directory (default
// dist/): the `portcullis` package (the command that starts the service, config/default.yaml, the standard plugins
// as dependencies), @portcullis/core, @portcullis/proto, every standard plugin, @portcullis/create-plugin (the
// scaffold `npx portcullis plugin new` runs, a dependency of the service) and @portcullis/testing (the test kit a
// plugin package written outside the repository tests with; no dependency of the service). Each manifest is written for
// installing, not for the workspace (docs/plugins.md, "Installing Portcullis"): real version ranges in place of
// `catalog:` and `workspace:`, compiled entry points only, @portcullis/core a peer of every plugin so that a
// deployment has one kernel, and the kernel package applying the workspace's patches to its dependencies.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { build } from './build.ts';
import { packageHash, ROOT } from './packages.ts';

interface Manifest {
  name: string;
  version: string;
  description?: string;
  license?: string;
  exports?: Record<string, unknown>;
  files?: string[];
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  publishConfig?: { exports?: Record<string, unknown> };
  portcullis?: { assets?: { output: string } };
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const KERNEL = '@portcullis/core';
/** The test kit: distributed for plugin authors (the scaffold's devDependencies), not a dependency of the service. */
const TEST_KIT = '@portcullis/testing';
/** The scaffold: its manifest names the tool versions the plugins it writes get (an installation has no dev tools). */
const SCAFFOLD = '@portcullis/create-plugin';
/** The runtime dependencies the workspace patches: the kernel package ships their patches and applies them. */
const RUNTIME_PATCHES = ['@grpc/grpc-js', '@mikro-orm/core', 'prom-client'];

/** Each runtime patch's file in patches/ (pnpm's naming: `@mikro-orm__core@7.2.1.patch`) and the version it patches. */
function runtimePatches(): Array<{ name: string; file: string; version: string }> {
  const files = readdirSync(join(ROOT, 'patches'));
  return RUNTIME_PATCHES.map((name) => {
    const file = files.find((each) => each.startsWith(`${name.replace('/', '__')}@`));
    if (!file) throw new Error(`no patch for ${name} in patches/`);
    return { name, file, version: file.slice(file.lastIndexOf('@') + 1, -'.patch'.length) };
  });
}
/** The distribution's own files (its command), beside this script. */
const DIST_FILES = join(ROOT, 'scripts', 'distribution');

/** The standard plugins (config/default.yaml) and the packages they need, by workspace directory. */
export function distributedPackages(): string[] {
  const standard = (parse(readFileSync(join(ROOT, 'config', 'default.yaml'), 'utf8')) as { plugins: string[] }).plugins;
  return ['core', 'create-plugin', 'testing', 'proto', ...standard.map((id) => `plugins/${id}`)];
}

interface Context {
  catalog: Record<string, string>;
  versions: Map<string, string>;
  root: { version: string; toolchain: { node: string }; devDependencies: Record<string, string> };
}

function context(packageDirs: string[]): Context {
  const workspace = parse(readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8')) as { catalog: Record<string, string> };
  const versions = new Map(packageDirs.map((dir) => readJson<Manifest>(join(ROOT, dir, 'package.json'))).map((m) => [m.name, m.version]));
  return { catalog: workspace.catalog, versions, root: readJson(join(ROOT, 'package.json')) };
}

/** A workspace range as npm understands it: `catalog:` from the catalog, `workspace:` from the package's version. */
function realRange(name: string, range: string, ctx: Context): string {
  if (range === 'catalog:') {
    const found = ctx.catalog[name];
    if (!found) throw new Error(`${name}: catalog: but the catalog has no ${name}`);
    return found;
  }
  if (!range.startsWith('workspace:')) return range;
  const version = ctx.versions.get(name);
  if (!version) throw new Error(`${name} (${range}) is not one of the distributed packages`);
  const prefix = range.slice('workspace:'.length);
  return prefix === '*' ? version : `${prefix === '^' || prefix === '~' ? prefix : ''}${version}`;
}

const realRanges = (ranges: Record<string, string> | undefined, ctx: Context) =>
  Object.fromEntries(Object.entries(ranges ?? {}).map(([name, range]) => [name, realRange(name, range, ctx)]));

/** The compiled entry points: `publishConfig.exports`, else each `portcullis-compiled` target (source-only exports, such as test helpers, are left out). */
function releaseExports(manifest: Manifest): Record<string, unknown> {
  if (manifest.publishConfig?.exports) return manifest.publishConfig.exports;
  const entries = Object.entries(manifest.exports ?? {}).flatMap(([subpath, target]) => {
    const compiled = typeof target === 'object' && target !== null ? (target as Record<string, unknown>)['portcullis-compiled'] : undefined;
    return typeof compiled === 'string' ? [[subpath, { types: compiled.replace(/\.js$/, '.d.ts'), import: compiled }]] : [];
  });
  return Object.fromEntries(entries);
}

/**
 * Peer dependencies for installing: a plugin's @portcullis/core (taken out of `dependencies` where the workspace
 * has it there) with the kernel's caret range, so that npm gives it the deployment's kernel rather than a copy of
 * its own; a Portcullis peer the distribution does not ship (the gateway simulator, for tests) is optional, as is
 * one the manifest marks optional (the test kit, which only a package's test helpers import).
 */
function releasePeers(manifest: Manifest, dependencies: Record<string, string>, ctx: Context) {
  const declared = manifest.peerDependencies ?? {};
  const unshipped = Object.keys(declared).filter((name) => name.startsWith('@portcullis/') && !ctx.versions.has(name));
  const peers = realRanges(Object.fromEntries(Object.entries(declared).filter(([name]) => !unshipped.includes(name))), ctx);
  for (const name of unshipped) peers[name] = `^${manifest.version}`;
  const optional = Object.keys(declared).filter((name) => unshipped.includes(name) || manifest.peerDependenciesMeta?.[name]?.optional);
  if (manifest.name !== KERNEL && (KERNEL in dependencies || KERNEL in peers)) {
    delete dependencies[KERNEL];
    peers[KERNEL] = `^${ctx.versions.get(KERNEL)}`;
  }
  return {
    ...(Object.keys(peers).length > 0 ? { peerDependencies: peers } : {}),
    ...(optional.length > 0 ? { peerDependenciesMeta: Object.fromEntries(optional.map((name) => [name, { optional: true }])) } : {}),
  };
}

/** A package's manifest for installing: real ranges, compiled entry points, no workspace scripts or devDependencies. */
function releaseManifest(manifest: Manifest, ctx: Context): Record<string, unknown> {
  const dependencies = realRanges(manifest.dependencies, ctx);
  // A patch fits one version: the kernel pins what it patches, or a later install would get a version it refuses.
  if (manifest.name === KERNEL) for (const { name, version } of runtimePatches()) dependencies[name] = version;
  const peers = releasePeers(manifest, dependencies, ctx);
  return {
    name: manifest.name,
    version: manifest.version,
    description: manifest.description,
    license: manifest.license,
    type: 'module',
    exports: releaseExports(manifest),
    ...(manifest.bin ? { bin: manifest.bin } : {}),
    ...(manifest.name === KERNEL ? kernelExtras(ctx) : {}),
    ...(manifest.name === SCAFFOLD ? scaffoldExtras(ctx) : {}),
    dependencies,
    ...peers,
  };
}

/**
 * The kernel package also carries the postinstall that patches its dependencies (with the patches) and builds its
 * native addon where a C compiler is found (core/native/build.mjs), and the pinned Node its commands fetch on older Node.
 */
function kernelExtras(ctx: Context): Record<string, unknown> {
  return {
    scripts: { postinstall: 'node bin/apply-patches.mjs && node native/build.mjs' },
    toolchain: { node: ctx.root.toolchain.node },
  };
}

/** The scaffold package carries the tool versions `plugin new` writes. */
function scaffoldExtras(ctx: Context): Record<string, unknown> {
  const tools = ['typescript', '@types/node', 'uvu'];
  return {
    portcullis: { pluginTools: Object.fromEntries(tools.map((name) => [name, realRange(name, ctx.root.devDependencies[name] ?? 'catalog:', ctx)])) },
  };
}

/** Directories of a package that hold no runtime files (sources are compiled into dist/; the rest is for the workspace). */
const WORKSPACE_ONLY = new Set(['src', 'test', 'node_modules', 'scripts', 'app', 'fixtures']);

/**
 * What a package ships: its `files` (without exclusions), else dist/ and the other directories its code reads at
 * run time beside it (the web console's built assets, the policy presets, the sandbox templates, provider data).
 */
function shippedPaths(packageDir: string, manifest: Manifest): string[] {
  if (manifest.files) return manifest.files.filter((path) => !path.startsWith('!'));
  return readdirSync(join(ROOT, packageDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !WORKSPACE_ONLY.has(entry.name))
    .map((entry) => entry.name)
    .concat(manifest.portcullis?.assets ? [manifest.portcullis.assets.output] : [])
    .filter((path, index, all) => all.indexOf(path) === index);
}

/** Copies the package's files and its manifest into `stage/package` (npm's layout of a tarball). */
function stagePackage(packageDir: string, stage: string, ctx: Context): Manifest {
  const manifest = readJson<Manifest>(join(ROOT, packageDir, 'package.json'));
  const target = join(stage, 'package');
  for (const path of shippedPaths(packageDir, manifest)) {
    const source = join(ROOT, packageDir, path);
    if (!existsSync(source))
      throw new Error(`${manifest.name} ships ${path}, which is missing (npm run dist builds it; the bootstrap builds a plugin's assets)`);
    cpSync(source, join(target, path), { recursive: true, filter: (file) => !file.endsWith('.tsbuildinfo') && !file.includes('/node_modules') });
  }
  for (const extra of ['README.md']) if (existsSync(join(ROOT, packageDir, extra))) cpSync(join(ROOT, packageDir, extra), join(target, extra));
  cpSync(join(ROOT, 'LICENSE'), join(target, 'LICENSE'));
  if (manifest.name === KERNEL) {
    for (const { file } of runtimePatches()) cpSync(join(ROOT, 'patches', file), join(target, 'patches', file));
  }
  writeFileSync(join(target, 'package.json'), `${JSON.stringify(releaseManifest(manifest, ctx), null, 2)}\n`);
  return manifest;
}

/** The `portcullis` package: its command, the standard set's configuration and every distributed package as a dependency. */
function stageService(stage: string, ctx: Context): void {
  const target = join(stage, 'package');
  mkdirSync(join(target, 'bin'), { recursive: true });
  cpSync(join(DIST_FILES, 'portcullis.mjs'), join(target, 'bin', 'portcullis.mjs'));
  cpSync(join(DIST_FILES, 'README.md'), join(target, 'README.md'));
  cpSync(join(ROOT, 'config', 'default.yaml'), join(target, 'config', 'default.yaml'));
  for (const file of ['service-node-flags', 'service-environment']) cpSync(join(ROOT, 'scripts', file), join(target, file));
  cpSync(join(ROOT, 'LICENSE'), join(target, 'LICENSE'));
  const manifest = {
    name: 'portcullis',
    version: ctx.root.version,
    description: 'A management plane for NVIDIA OpenShell sandbox gateways: the service and its standard plugins.',
    license: 'Apache-2.0',
    type: 'module',
    bin: { portcullis: 'bin/portcullis.mjs' },
    toolchain: { node: ctx.root.toolchain.node },
    dependencies: Object.fromEntries([...ctx.versions].filter(([name]) => name !== TEST_KIT)),
  };
  writeFileSync(join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** npm's tarball of a staged package (a gzipped tar of `package/`). */
function tarball(stage: string, file: string): void {
  const made = spawnSync('tar', ['--sort=name', '--owner=0', '--group=0', '--numeric-owner', '-czf', file, '-C', stage, 'package'], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`tar of ${stage} failed: ${made.stderr}`);
}

const tarballName = (name: string, version: string) => `${name.replace('@', '').replace('/', '-')}-${version}.tgz`;

function distHash(packageDirs: string[]): string {
  const hash = createHash('sha256');
  for (const file of ['package.json', 'config/default.yaml', 'scripts/service-node-flags', 'scripts/service-environment', 'scripts/dist.ts', 'LICENSE']) {
    hash.update(readFileSync(join(ROOT, file)));
  }
  for (const dir of ['scripts/distribution', 'patches', ...packageDirs]) hash.update(dir).update(packageHash(join(ROOT, dir)));
  return hash.digest('hex').slice(0, 16);
}

const CACHE = join(ROOT, 'node_modules', '.cache', 'portcullis-dist');

/**
 * Builds and packs the distribution, once per content: the tarballs are kept under node_modules/.cache by a hash
 * of everything that goes into them (as scripts/packages.ts keeps single packs), so tests and repeated runs share
 * them. Returns the directory holding them (`out`, when given, receives copies).
 */
export function dist(out?: string): string {
  build();
  const packageDirs = distributedPackages();
  const cached = join(CACHE, distHash(packageDirs));
  if (!existsSync(cached)) {
    const ctx = context(packageDirs);
    mkdirSync(CACHE, { recursive: true });
    const staging = join(CACHE, `staging-${process.pid}-${Date.now()}`);
    try {
      const packs = join(staging, 'packs');
      mkdirSync(packs, { recursive: true });
      for (const dir of packageDirs) {
        const stage = join(staging, 'stage', dir);
        const manifest = stagePackage(dir, stage, ctx);
        tarball(stage, join(packs, tarballName(manifest.name, manifest.version)));
      }
      stageService(join(staging, 'stage', 'portcullis'), ctx);
      tarball(join(staging, 'stage', 'portcullis'), join(packs, tarballName('portcullis', ctx.root.version)));
      // Renamed into place whole, so a test running alongside sees every tarball or none.
      renameSync(packs, cached);
    } catch (error) {
      if (!existsSync(cached)) throw error;
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  if (!out) return cached;
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(out).filter((name) => name.endsWith('.tgz'))) rmSync(join(out, file));
  cpSync(cached, out, { recursive: true });
  return out;
}

if (import.meta.main) {
  const at = process.argv.indexOf('--out');
  const out = resolve(at === -1 ? join(ROOT, 'dist') : (process.argv[at + 1] ?? ''));
  try {
    dist(out);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  const files = readdirSync(out).filter((name) => name.endsWith('.tgz'));
  process.stdout.write(`${files.length} packages in ${out}; in an empty deployment directory: npm install ${join(out, '*.tgz')} && npx portcullis\n`);
}
