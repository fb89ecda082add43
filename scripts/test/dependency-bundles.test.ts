// The build bundles kysely and zod, and the service's resolve hook loads each bundle exactly where Node would have
// loaded the package's own entry file, never when the manifest does not match what is installed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/**
 * In a fresh Node run from core/ (where the kernel imports zod, and MikroORM imports kysely): registers the hook
 * with `manifest`, runs a query through the ORM (which runs it through kysely) and a zod parse, and reports which
 * file each import of kysely and zod got and whether both worked.
 */
function loadThroughHook(manifest: string): { packages: string[]; loaded: Record<string, string[]>; works: boolean } {
  const script = `
    import { registerHooks } from 'node:module';
    const { useDependencyBundles } = await import(${JSON.stringify(HOOK_MODULE)});
    const packages = useDependencyBundles(new URL(${JSON.stringify(pathToFileURL(manifest).href)}));
    const loaded = { kysely: new Set(), zod: new Set() };
    registerHooks({ resolve(specifier, context, next) { const resolved = next(specifier, context); loaded[specifier]?.add(resolved.url); return resolved; } });
    const { MikroORM } = await import('@mikro-orm/sqlite');
    const { z } = await import('zod');
    const orm = await MikroORM.init({ dbName: ':memory:', entities: [], discovery: { warnWhenNoEntities: false } });
    const [row] = await orm.em.getConnection().execute('SELECT 1 + ? AS two', [1]);
    await orm.close();
    const works = row.two === 2 && z.object({ n: z.coerce.number() }).parse({ n: '4' }).n === 4;
    console.log(JSON.stringify({ packages, loaded: { kysely: [...loaded.kysely], zod: [...loaded.zod] }, works }));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(ROOT, 'core'), encoding: 'utf8' });
  assert.is(result.status, 0, result.stderr);
  return JSON.parse(result.stdout);
}

test('the build bundles each installed copy into one self-contained file, and leaves a current manifest alone', () => {
  bundleDependencies(BUNDLES);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as BundleManifest;
  assert.equal([...new Set(manifest.bundles.map((bundle) => bundle.package))].sort(), [...BUNDLED_PACKAGES].sort());
  for (const { bundle } of manifest.bundles) {
    assert.not.match(readFileSync(new URL(bundle), 'utf8'), /^\s*import\s.+\sfrom\s+["'](?!node:)/m, `${bundle} imports a package`);
  }
  assert.equal(readdirSync(BUNDLES).sort(), ['manifest.json', ...manifest.bundles.map((bundle) => basename(fileURLToPath(bundle.bundle)))].sort());
  const written = statSync(MANIFEST).mtimeMs;
  bundleDependencies(BUNDLES);
  assert.is(statSync(MANIFEST).mtimeMs, written, 'an up-to-date manifest is not rewritten');
});

test('with the manifest, every import of kysely and zod gets its bundle, and both work', () => {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as BundleManifest;
  const bundleOf = (name: string) => manifest.bundles.filter((bundle) => bundle.package === name).map((bundle) => bundle.bundle);
  const run = loadThroughHook(MANIFEST);
  assert.equal(run.packages.sort(), ['kysely', 'zod']);
  assert.ok(run.loaded.kysely!.length > 0 && run.loaded.zod!.length > 0, 'both were imported');
  for (const url of run.loaded.kysely!) assert.ok(bundleOf('kysely').includes(url), `kysely from ${url}`);
  for (const url of run.loaded.zod!) assert.ok(bundleOf('zod').includes(url), `zod from ${url}`);
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
    for (const url of [...run.loaded.kysely!, ...run.loaded.zod!]) assert.match(url, /\/node_modules\/\.pnpm\/(kysely|zod)@/);
    assert.ok(run.works);
  }
});

test.run();
