// Dependencies the service loads as hundreds of small ES modules, bundled into one file each by `npm run build`.
// Node resolves, reads, compiles and links every module of a package one by one: kysely (about 300 modules, under
// MikroORM's SQL layer) took 136 ms to import and 18 ms as one file; zod is about 100. With both bundled, the
// standard set started in a median 973 ms instead of 1045 ms and idled at 114.3 MB instead of 117.4 MB (7 warm
// starts each, interleaved; issue 12). Only pure ES-module packages that read no files beside themselves are listed:
// the bundle replaces the package's entry file, so a package imported by subpath, or one that finds its own files
// through import.meta, must not be. The service picks the bundles up through core/src/dependency-bundles.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BundleManifest, MANIFEST_VERSION } from '../core/src/dependency-bundles.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BUNDLED_PACKAGES = ['kysely', 'zod'];
export const BUNDLE_DIR = join(ROOT, 'node_modules', '.cache', 'portcullis-bundles');
const MANIFEST = join(BUNDLE_DIR, 'manifest.json');

/** Every installed copy of a package (pnpm keeps one directory per version and peer set). */
function installedCopies(name: string): string[] {
  const store = join(ROOT, 'node_modules', '.pnpm');
  return globSync(`${name.replace('/', '+')}@*/node_modules/${name}`, { cwd: store })
    .map((copy) => join(store, copy))
    .sort();
}

function manifestIsCurrent(copies: Map<string, string[]>): boolean {
  if (!existsSync(MANIFEST)) return false;
  try {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as BundleManifest;
    const recorded = manifest.bundles.map((bundle) => bundle.source).sort();
    const wanted = [...copies.values()].flat().sort();
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
 * Brings the bundles up to date: nothing to do (the usual case) costs a directory listing; otherwise the bundler
 * runs in a child process, as its API is asynchronous and `build()` is not.
 */
export function bundleDependencies(): void {
  const copies = new Map(BUNDLED_PACKAGES.map((name) => [name, installedCopies(name)]));
  if (manifestIsCurrent(copies)) return;
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bundling dependencies failed:\n${result.stdout}${result.stderr}`);
}

/** One copy into one ES module file; the manifest maps the entry file Node would load to it. */
async function bundleCopy(name: string, source: string, index: number): Promise<BundleManifest['bundles'][number]> {
  const { rolldown } = await import('rolldown');
  const version = (JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string }).version;
  // Resolved from the copy's own directory, with the conditions Node's ESM loader uses for `import`.
  const bundler = await rolldown({ input: name, cwd: source, platform: 'node', logLevel: 'warn', resolve: { conditionNames: ['node', 'import', 'default'] } });
  const file = join(BUNDLE_DIR, `${name.replace('/', '+')}@${version}-${index}.mjs`);
  const { output } = await bundler.write({ file, format: 'esm' });
  await bundler.close();
  const [chunk] = output;
  if (!chunk.facadeModuleId) throw new Error(`rolldown found no entry module for ${name} in ${source}`);
  // An import left in the bundle would resolve from the cache directory, not from where the package lives.
  const imports = [...chunk.imports, ...chunk.dynamicImports];
  if (output.length > 1 || imports.length > 0) throw new Error(`${name} is not self-contained (it imports ${imports.join(', ')}); it cannot be bundled`);
  const entry = chunk.facadeModuleId;
  return { package: name, source, entry: pathToFileURL(entry).href, bundle: pathToFileURL(file).href };
}

async function writeBundles(): Promise<void> {
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
  mkdirSync(BUNDLE_DIR, { recursive: true });
  const bundles: BundleManifest['bundles'] = [];
  for (const name of BUNDLED_PACKAGES) {
    for (const [index, source] of installedCopies(name).entries()) bundles.push(await bundleCopy(name, source, index));
  }
  const manifest: BundleManifest = { version: MANIFEST_VERSION, bundles };
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

if (import.meta.main) await writeBundles();
