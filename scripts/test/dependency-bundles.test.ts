// The build bundles the listed packages (ES modules and CommonJS alike), and the service's resolve hook loads each
// bundle exactly where Node's import would have loaded the package's own entry file, never for a require(), and never
// when the manifest does not match what is installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BundleManifest } from '../../core/src/dependency-bundles.ts';
import { BUNDLED_PACKAGES, bundleDependencies } from '../dependency-bundles.ts';
import { ROOT } from '../packages.ts';

const test = suite('dependency bundles');
const HOOK_MODULE = pathToFileURL(join(ROOT, 'core', 'src', 'dependency-bundles.ts')).href;
const scratch = mkdtempSync(join(tmpdir(), 'portcullis-bundles-'));
// Bundled afresh into a directory of the test's own: the workspace's bundles may be in use by a service under test.
const BUNDLES = join(scratch, 'bundles');
const MANIFEST = join(BUNDLES, 'manifest.json');
test.after(() => rmSync(scratch, { recursive: true, force: true }));

interface HookRun {
  packages: string[];
  /** Per bundled package imported: the URLs Node loaded for it. */
  loaded: Record<string, string[]>;
  /** What a require() of semver loaded. */
  required: string[];
  /** For the CommonJS packages: the names their import gave, and the keys of what require() gave. */
  exported: Record<string, { imported: string[]; required: string[] }>;
  works: boolean;
}

/**
 * In a fresh Node run from core/ (where the kernel imports zod, yaml, semver and awilix, and MikroORM imports
 * kysely): registers the hook with `manifest`, runs a query through the ORM (which runs it through kysely) and uses
 * each other package, and reports which file each import got and whether everything worked.
 */
function loadThroughHook(manifest: string): HookRun {
  const script = `
    import { createRequire, registerHooks } from 'node:module';
    const { useDependencyBundles } = await import(${JSON.stringify(HOOK_MODULE)});
    const require = createRequire(import.meta.url);
    const packages = useDependencyBundles(new URL(${JSON.stringify(pathToFileURL(manifest).href)}));
    const loaded = Object.fromEntries(${JSON.stringify(BUNDLED_PACKAGES)}.map((name) => [name, new Set()]));
    const required = new Set();
    registerHooks({
      resolve(specifier, context, next) {
        const resolved = next(specifier, context);
        if (context.conditions.includes('require')) { if (specifier === 'semver') required.add(resolved.url); }
        else loaded[specifier]?.add(resolved.url);
        return resolved;
      },
    });
    const { MikroORM } = await import('@mikro-orm/sqlite');
    const { z } = await import('zod');
    const yaml = await import('yaml');
    const semverModule = await import('semver');
    const { default: semver, satisfies } = semverModule;
    const { asValue, createContainer } = await import('awilix');
    const orm = await MikroORM.init({ dbName: ':memory:', entities: [], discovery: { warnWhenNoEntities: false } });
    const [row] = await orm.em.getConnection().execute('SELECT 1 + ? AS two', [1]);
    await orm.close();
    const container = createContainer().register({ answer: asValue(42) });
    const works = row.two === 2 && z.object({ n: z.coerce.number() }).parse({ n: '4' }).n === 4
      && yaml.parse('a: [1, 2]').a[1] === 2 && yaml.default.stringify === yaml.stringify
      && satisfies('1.2.3', '^1.0.0') && semver.satisfies === satisfies && container.resolve('answer') === 42
      && typeof require('semver').SemVer === 'function';
    const namesOf = (object) => Object.keys(object).filter((key) => key !== 'default' && /^[A-Za-z_$][\\w$]*$/.test(key)).sort();
    const exported = {
      yaml: { imported: namesOf(yaml), required: namesOf(require('yaml')) },
      semver: { imported: namesOf(semverModule), required: namesOf(require('semver')) },
    };
    const urls = (sets) => Object.fromEntries(Object.entries(sets).map(([name, set]) => [name, [...set]]));
    console.log(JSON.stringify({ packages, loaded: urls(loaded), required: [...required], exported, works }));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(ROOT, 'core'), encoding: 'utf8' });
  assert.is(result.status, 0, result.stderr);
  return JSON.parse(result.stdout);
}

/** Where pnpm installed `name` (what the resolution gives without a bundle). */
const installed = (name: string) => new RegExp(`/node_modules/\\.pnpm/${name.replace('/', '\\+')}@`);

/** The specifiers a bundle's code imports, statically or not. */
function importsOf(code: string): string[] {
  return [...code.matchAll(/^\s*(?:import|export)\s[^'"]*?\sfrom\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm)].map(
    (match) => (match[1] ?? match[2])!,
  );
}

test('the build bundles each installed copy into one file that imports only Node, and leaves a current manifest alone', () => {
  bundleDependencies(BUNDLES);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as BundleManifest;
  assert.equal([...new Set(manifest.bundles.map((bundle) => bundle.package))].sort(), [...BUNDLED_PACKAGES].sort());
  for (const { bundle } of manifest.bundles) {
    for (const specifier of importsOf(readFileSync(new URL(bundle), 'utf8'))) assert.ok(isBuiltin(specifier), `${bundle} imports ${specifier}`);
  }
  assert.equal(readdirSync(BUNDLES).sort(), ['manifest.json', ...manifest.bundles.map((bundle) => basename(fileURLToPath(bundle.bundle)))].sort());
  const written = statSync(MANIFEST).mtimeMs;
  bundleDependencies(BUNDLES);
  assert.is(statSync(MANIFEST).mtimeMs, written, 'an up-to-date manifest is not rewritten');
});

test('with the manifest, every import of a bundled package gets its bundle, a require() the installed copy, and all work', () => {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as BundleManifest;
  const bundleOf = (name: string) => manifest.bundles.filter((bundle) => bundle.package === name).map((bundle) => bundle.bundle);
  const run = loadThroughHook(MANIFEST);
  assert.equal(run.packages.sort(), [...BUNDLED_PACKAGES].sort());
  for (const name of BUNDLED_PACKAGES) {
    assert.ok(run.loaded[name]!.length > 0, `${name} was imported`);
    for (const url of run.loaded[name]!) assert.ok(bundleOf(name).includes(url), `${name} from ${url}`);
  }
  assert.is(run.required.length, 1);
  assert.match(run.required[0]!, installed('semver'));
  // A CommonJS package's bundle exports by name every key of what the package exports.
  for (const [name, { imported, required }] of Object.entries(run.exported)) assert.equal(imported, required, name);
  assert.ok(run.works);
});

test('no manifest, or one that names other files than those installed: the packages load as installed', () => {
  const missing = loadThroughHook(join(scratch, 'absent.json'));
  assert.equal(missing.packages, []);
  const stale = join(scratch, 'stale.json');
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as BundleManifest;
  const elsewhere = manifest.bundles.map((bundle) => ({ ...bundle, entry: bundle.entry.replace(/@(\d)/, '@0.0.0-$1') }));
  writeFileSync(stale, JSON.stringify({ ...manifest, bundles: elsewhere }));
  for (const run of [missing, loadThroughHook(stale)]) {
    for (const name of BUNDLED_PACKAGES) for (const url of run.loaded[name]!) assert.match(url, installed(name));
    assert.ok(run.works);
  }
});

test.run();
