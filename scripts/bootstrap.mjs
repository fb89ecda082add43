// Brings the project-local toolchain (Node 24 and pnpm, from the npm registry) and the workspace dependencies
// into place. Idempotent and quick when everything is already there: a second run only compares two hashes.
// Plain JavaScript that runs on Node 20, because it is what gets us off Node 20.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TOOLS = join(ROOT, '.tools');
const BIN = join(TOOLS, 'bin');
const MIN_NODE_MAJOR = 24;

function pins() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return { node: pkg.toolchain.node, pnpm: pkg.packageManager.replace(/^pnpm@/, '') };
}

function log(message) {
  process.stderr.write(`[bootstrap] ${message}\n`);
}

function systemNode() {
  const major = Number(process.versions.node.split('.')[0]);
  return major >= MIN_NODE_MAJOR ? process.execPath : null;
}

function installedVersion(pkg) {
  const manifest = join(TOOLS, 'node_modules', pkg, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : null;
}

// One npm install for everything in .tools: npm prunes packages it was not asked for, so the tool set is declared
// as a whole. --ignore-scripts: the arch-specific node package already ships the binary.
function installTools(wanted) {
  const missing = Object.entries(wanted).filter(([pkg, version]) => installedVersion(pkg) !== version);
  if (missing.length === 0) return;
  log(`installing ${missing.map(([pkg, version]) => `${pkg}@${version}`).join(', ')} into .tools`);
  mkdirSync(TOOLS, { recursive: true });
  writeFileSync(join(TOOLS, 'package.json'), `${JSON.stringify({ private: true, dependencies: wanted }, null, 2)}\n`);
  execFileSync('npm', ['install', '--prefix', TOOLS, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function link(target, name) {
  const path = join(BIN, name);
  rmSync(path, { force: true });
  symlinkSync(target, path);
}

function writeShim(name, body) {
  const path = join(BIN, name);
  writeFileSync(path, body);
  chmodSync(path, 0o755);
}

function dependencyFingerprint(nodeBinary) {
  const hash = createHash('sha256');
  hash.update(nodeBinary);
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json']) {
    const path = join(ROOT, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

function installDependencies(pnpm, env, nodeBinary) {
  const stamp = join(ROOT, 'node_modules', '.portcullis-install');
  const fingerprint = dependencyFingerprint(nodeBinary);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return;
  log('installing workspace dependencies with the lockfile');
  execFileSync(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only'], { cwd: ROOT, env, stdio: ['ignore', 2, 2] });
  writeFileSync(stamp, fingerprint);
}

// Assets a package builds from sources (a plugin's browser assets, the kernel's native addon): it declares them in
// its package.json as `portcullis.assets: { inputs, output, build }`. The build runs only when the hash of the inputs
// (and of the lockfile, which pins the bundler) differs from the one stamped into the output by the last build.
const ASSETS_STAMP = '.inputs-hash';

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

function assetsFingerprint(packageDir, inputs) {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(ROOT, 'pnpm-lock.yaml')));
  const files = inputs.flatMap((input) => filesUnder(join(packageDir, input))).sort();
  for (const file of files) hash.update(relative(packageDir, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

/** The kernel's and every plugin's directory: the packages that may declare `portcullis.assets`. */
function assetPackageDirs() {
  const pluginsDir = join(ROOT, 'plugins');
  return [
    join(ROOT, 'core'),
    ...readdirSync(pluginsDir)
      .sort()
      .map((name) => join(pluginsDir, name)),
  ];
}

function buildAssets(node, env) {
  for (const packageDir of assetPackageDirs()) {
    const manifest = join(packageDir, 'package.json');
    const assets = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).portcullis?.assets : undefined;
    if (!assets) continue;
    const stamp = join(packageDir, assets.output, ASSETS_STAMP);
    const fingerprint = assetsFingerprint(packageDir, assets.inputs);
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) continue;
    log(`building the assets of ${relative(ROOT, packageDir)}`);
    execFileSync(node, [assets.build], { cwd: packageDir, env, stdio: ['ignore', 2, 2] });
    writeFileSync(stamp, fingerprint);
  }
}

export function ensureToolchain() {
  const versions = pins();
  const nodePackage = `node-${process.platform}-${process.arch}`;
  const system = systemNode();
  installTools(system ? { pnpm: versions.pnpm } : { [nodePackage]: versions.node, pnpm: versions.pnpm });
  const node = system ?? join(TOOLS, 'node_modules', nodePackage, 'bin', 'node');
  const pnpmEntry = join(TOOLS, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
  mkdirSync(BIN, { recursive: true });
  link(node, 'node');
  writeShim('pnpm', `#!/bin/sh\nexec "${join(BIN, 'node')}" "${pnpmEntry}" "$@"\n`);
  const path = `${BIN}:${process.env.PATH ?? ''}`;
  const nodeDir = resolve(dirname(node), '..');
  const env = {
    ...process.env,
    PATH: path,
    // Native addons (if any) must build against the Node that runs them, not the system's.
    npm_config_nodedir: existsSync(join(nodeDir, 'include', 'node')) ? nodeDir : process.env.npm_config_nodedir,
  };
  installDependencies(join(BIN, 'pnpm'), env, node);
  buildAssets(join(BIN, 'node'), env);
  return { node: join(BIN, 'node'), pnpm: join(BIN, 'pnpm'), path, env };
}
