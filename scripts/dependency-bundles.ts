// Dependencies the service loads as hundreds of small modules, bundled into one ES module each by `npm run build`.
// Node resolves, reads, compiles and links every module of a package one by one: kysely (about 300 modules, under
// MikroORM's SQL layer) took 136 ms to import and 18 ms as one file; zod is about 100. With both bundled, the
// standard set started in a median 973 ms instead of 1045 ms and idled at 114.3 MB instead of 117.4 MB (7 warm
// starts each, interleaved). yaml, semver and awilix (with fast-glob), about 190 modules more, took the
// median start from 580 to 569 ms and idle RSS from 115.1 to 114.6 MB (8 interleaved starts).
// The bundle replaces the package's entry file for `import` only, so a package that is also imported by subpath, or
// that finds its own files through import.meta or __dirname, must not be listed (the build refuses the second kind),
// and neither may one that imports another package (a bundle's imports would resolve from the cache directory). A
// CommonJS package is bundled behind a facade that exports what its `module.exports` holds, as Node's own import of
// it would. MikroORM's SQL layer, bundled with @mikro-orm/core left outside, started about 30 ms sooner but made
// every request of the pipeline bench 2-3 µs dearer (/healthz 13 -> 15.5 µs in three runs each), for a reason not
// found; it stays unbundled. The service picks the bundles up through core/src/dependency-bundles.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, findPackageJSON, isBuiltin } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OutputChunk } from 'rolldown';
import { type BundleManifest, MANIFEST_VERSION, WORKSPACE_BUNDLE_MANIFEST } from '../core/src/dependency-bundles.ts';
import { ROOT } from './packages.ts';

export const BUNDLED_PACKAGES = ['kysely', 'zod', 'yaml', 'semver', 'awilix'];
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

/** Node's rule for a file's module format: by extension, else by the `type` of the package.json above it. */
function isCommonJs(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs')) return false;
  const packageJson = findPackageJSON(pathToFileURL(file));
  return packageJson === undefined || (JSON.parse(readFileSync(packageJson, 'utf8')) as { type?: string }).type !== 'module';
}

/**
 * An ES module that exports what a CommonJS module's `module.exports` holds, as Node's own `import` of it would: the
 * object as the default export, and each of its keys by name (taken by loading it here, at build time).
 */
function writeFacade(directory: string, commonJsEntry: string): string {
  const exported = createRequire(commonJsEntry)(commonJsEntry) as object;
  const names = Object.keys(exported).filter((key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key));
  const facade = join(directory, `facade.${process.pid}.mjs`);
  writeFileSync(facade, `import cjs from ${JSON.stringify(commonJsEntry)};\nexport default cjs;\nexport const { ${names.join(', ')} } = cjs;\n`);
  return facade;
}

/** `input` and everything it imports, but Node's own modules, as one chunk. */
async function bundle(input: string, cwd: string): Promise<OutputChunk> {
  const { rolldown } = await import('rolldown');
  // Resolved from the copy's own directory, with the conditions Node's ESM loader uses for `import`.
  const bundler = await rolldown({
    input,
    cwd,
    platform: 'node',
    logLevel: 'warn',
    resolve: { conditionNames: ['node', 'import', 'default'] },
  });
  const { output } = await bundler.generate({ format: 'esm' });
  await bundler.close();
  if (output.length > 1) throw new Error(`${input} bundled into more than one file; it cannot be bundled`);
  return output[0];
}

/**
 * A bundle runs from the cache directory: a package import left in it would resolve from there, not from where the
 * package lives, and so would a package that finds its own files beside its modules (Node's own modules resolve the
 * same from anywhere, and so does rolldown's `createRequire(import.meta.url)`, which loads them).
 */
function refuseMisplaced(name: string, chunk: OutputChunk): void {
  const imports = [...chunk.imports, ...chunk.dynamicImports].filter((specifier) => !isBuiltin(specifier));
  if (imports.length > 0) throw new Error(`${name} is not self-contained (it imports ${imports.join(', ')}); it cannot be bundled`);
  const findsOwnFiles = /import\.meta|\b__dirname\b|\b__filename\b/.exec(chunk.code.replaceAll('createRequire(import.meta.url)', ''));
  if (findsOwnFiles) throw new Error(`${name} uses ${findsOwnFiles[0]} to find its own files; it cannot be bundled`);
}

/** One copy into one ES module file; the manifest maps the entry file Node's `import` would load to it. */
async function bundleCopy(directory: string, name: string, source: string, index: number): Promise<BundleManifest['bundles'][number]> {
  const version = (JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string }).version;
  let chunk = await bundle(name, source);
  const entry = chunk.facadeModuleId;
  if (!entry) throw new Error(`rolldown found no entry module for ${name} in ${source}`);
  if (isCommonJs(entry)) {
    const facade = writeFacade(directory, entry);
    chunk = await bundle(facade, source);
    rmSync(facade);
  }
  refuseMisplaced(name, chunk);
  const file = join(directory, `${name.replace('/', '+')}@${version}-${index}.mjs`);
  replaceFile(file, chunk.code);
  return { package: name, source, entry: pathToFileURL(entry).href, bundle: pathToFileURL(file).href };
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
