// Dependencies the service loads as hundreds of small ES modules, bundled into one file each by `npm run build`.
// Node resolves, reads, compiles and links every module of a package one by one: kysely (about 300 modules, under
// MikroORM's SQL layer) took 136 ms to import and 18 ms as one file; zod is about 100. With both bundled, the
// standard set started in a median 973 ms instead of 1045 ms and idled at 114.3 MB instead of 117.4 MB (7 warm
// starts each, interleaved; issue 12). Only pure ES-module packages that read no files beside themselves are listed:
// the bundle replaces the package's entry file, so a package imported by subpath, or one that finds its own files
// through import.meta, must not be. The service picks the bundles up through core/src/dependency-bundles.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BundleManifest, MANIFEST_VERSION, WORKSPACE_BUNDLE_MANIFEST } from '../core/src/dependency-bundles.ts';
import { ROOT } from './packages.ts';

export const BUNDLED_PACKAGES = ['kysely', 'zod'];
/** Where the service looks for the manifest, and so where the build leaves it. */
const MANIFEST_FILE = basename(fileURLToPath(WORKSPACE_BUNDLE_MANIFEST));
const BUNDLE_DIR = dirname(fileURLToPath(WORKSPACE_BUNDLE_MANIFEST));

/** Every installed copy of a package (pnpm keeps one directory per version and peer set). */
function installedCopies(name: string): string[] {
  const store = join(ROOT, 'node_modules', '.pnpm');
  return globSync(`${name.replace('/', '+')}@*/node_modules/${name}`, { cwd: store })
    .map((copy) => join(store, copy))
    .sort();
}

function manifestIsCurrent(directory: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(join(directory, MANIFEST_FILE), 'utf8')) as BundleManifest;
    const recorded = manifest.bundles.map((bundle) => bundle.source).sort();
    const wanted = BUNDLED_PACKAGES.flatMap(installedCopies).sort();
    return (
      manifest.version === MANIFEST_VERSION &&
      recorded.join('\n') === wanted.join('\n') &&
      manifest.bundles.every((bundle) => existsSync(fileURLToPath(bundle.bundle)))
    );
  } catch {
    return false;
  }
}

/**
 * Brings the bundles in `directory` up to date: nothing to do (the usual case) costs a directory listing; otherwise
 * the bundler runs in a child process, as its API is asynchronous and `build()` is not.
 */
export function bundleDependencies(directory = BUNDLE_DIR): void {
  if (manifestIsCurrent(directory)) return;
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), directory], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bundling dependencies failed:\n${result.stdout}${result.stderr}`);
}

/**
 * Replaces `file` at once: a service starting meanwhile reads the old file or the new one, never a part (the
 * manifest is replaced last, so it never names a bundle that is not there yet).
 */
function replaceFile(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** One copy into one ES module file; the manifest maps the entry file Node would load to it. */
async function bundleCopy(directory: string, name: string, source: string, index: number): Promise<BundleManifest['bundles'][number]> {
  const { rolldown } = await import('rolldown');
  const version = (JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string }).version;
  // Resolved from the copy's own directory, with the conditions Node's ESM loader uses for `import`.
  const bundler = await rolldown({ input: name, cwd: source, platform: 'node', logLevel: 'warn', resolve: { conditionNames: ['node', 'import', 'default'] } });
  const { output } = await bundler.generate({ format: 'esm' });
  await bundler.close();
  const [chunk] = output;
  if (!chunk.facadeModuleId) throw new Error(`rolldown found no entry module for ${name} in ${source}`);
  // A package import left in the bundle would resolve from the cache directory, not from where the package lives;
  // Node's own modules resolve the same from anywhere.
  const imports = [...chunk.imports, ...chunk.dynamicImports].filter((specifier) => !isBuiltin(specifier));
  if (output.length > 1 || imports.length > 0) throw new Error(`${name} is not self-contained (it imports ${imports.join(', ')}); it cannot be bundled`);
  const file = join(directory, `${name.replace('/', '+')}@${version}-${index}.mjs`);
  replaceFile(file, chunk.code);
  return { package: name, source, entry: pathToFileURL(chunk.facadeModuleId).href, bundle: pathToFileURL(file).href };
}

async function writeBundles(directory: string): Promise<void> {
  mkdirSync(directory, { recursive: true });
  const bundles: BundleManifest['bundles'] = [];
  for (const name of BUNDLED_PACKAGES) {
    for (const [index, source] of installedCopies(name).entries()) bundles.push(await bundleCopy(directory, name, source, index));
  }
  const manifest: BundleManifest = { version: MANIFEST_VERSION, bundles };
  replaceFile(join(directory, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  const kept = new Set([MANIFEST_FILE, ...bundles.map((bundle) => fileURLToPath(bundle.bundle).slice(directory.length + 1))]);
  for (const file of readdirSync(directory)) if (!kept.has(file)) rmSync(join(directory, file), { force: true });
}

if (import.meta.main) await writeBundles(process.argv[2] ?? BUNDLE_DIR);
