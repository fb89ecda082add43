// Plugins named by package in a deployment's configuration: found in the deployment directory's node_modules
// (SERVICE_PLUGIN_DIR, or the configuration file's directory), configured from their YAML section, refused when
// the kernel range they declare does not include this kernel. The packages here are plain JavaScript in
// node_modules, as an installed package is; their imports of @portcullis/core and zod reach the workspace's copies.
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { StartupError, VERSION } from '../src/index.ts';
import { resolveSetup } from '../src/kernel/resolve.ts';

const CORE = fileURLToPath(new URL('..', import.meta.url));
/** Every directory the tests make, removed at the end. */
const WORK = mkdtempSync(join(tmpdir(), 'portcullis-plugin-packages-'));
test.after(() => rmSync(WORK, { recursive: true, force: true }));

const PLUGIN_SOURCE = `import { definePlugin, problems, reply, setting } from '@portcullis/core';
import { z } from 'zod';

export default definePlugin({
  id: 'hello',
  description: 'Says hello (a package in a deployment directory).',
  config: { namespace: 'hello', schema: z.object({ greeting: setting.string('Hello', 'What it says.') }) },
  register(api) {
    api.route({
      method: 'GET', path: '/api/hello/{name}', access: 'viewer', summary: 'Greets.',
      status: 202, response: z.object({ text: z.string() }),
      handler: (request) => {
        if (request.params.name === 'nobody') throw problems.notFound('NOBODY', 'Nobody is here.');
        return reply(202, { text: api.config.greeting + ', ' + request.params.name });
      },
    });
  },
});
`;

/** A deployment directory whose node_modules holds the hello plugin as package `name` with the given manifest fields. */
function deployment(manifest: Record<string, unknown>, name = '@acme/portcullis-plugin-hello'): string {
  const dir = mkdtempSync(join(WORK, 'deployment-'));
  const packageDir = join(dir, 'node_modules', ...name.split('/'));
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(
    join(packageDir, 'package.json'),
    JSON.stringify({
      name,
      version: '1.2.3',
      type: 'module',
      description: 'Says hello.',
      exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
      ...manifest,
    }),
  );
  mkdirSync(join(packageDir, 'dist'));
  writeFileSync(join(packageDir, 'dist', 'index.js'), PLUGIN_SOURCE);
  mkdirSync(join(dir, 'node_modules', '@portcullis'));
  symlinkSync(CORE, join(dir, 'node_modules', '@portcullis', 'core'));
  symlinkSync(realpathSync(join(CORE, 'node_modules', 'zod')), join(dir, 'node_modules', 'zod'));
  return dir;
}

const SUPPORTED = { peerDependencies: { '@portcullis/core': `^${VERSION}` } };

async function refusal(env: Record<string, string>): Promise<string[]> {
  try {
    await resolveSetup({ env: { SERVICE_PLUGINS: '@acme/portcullis-plugin-hello', ...env } });
  } catch (error) {
    assert.instance(error, StartupError);
    return (error as StartupError).problems;
  }
  throw new Error('expected start-up to be refused');
}

test('a package in SERVICE_PLUGIN_DIR is loaded, configured from its YAML section, and serves its routes', async () => {
  const dir = deployment(SUPPORTED);
  const config = join(mkdtempSync(join(WORK, 'config-')), 'portcullis.yaml');
  writeFileSync(config, 'hello:\n  greeting: Ahoy\n');
  const t = await createTestKernel({ plugins: ['@acme/portcullis-plugin-hello'], env: { SERVICE_CONFIG_FILE: config, SERVICE_PLUGIN_DIR: dir } });
  try {
    const greeted = await t.http.as('viewer').get('/api/hello/ada');
    assert.equal([greeted.status, greeted.body], [202, { text: 'Ahoy, ada' }]);
    const missing = await t.http.as('viewer').get('/api/hello/nobody');
    assert.equal([missing.status, missing.body.code], [404, 'NOBODY']);
    const listed = (await t.http.get('/api/system/plugins')).body.items.find((item: { id: string }) => item.id === 'hello');
    assert.equal([listed.enabled, listed.description], [true, 'Says hello (a package in a deployment directory).']);
  } finally {
    await t.stop();
  }
});

test("without SERVICE_PLUGIN_DIR the configuration file's directory is the deployment directory", async () => {
  const dir = deployment(SUPPORTED);
  writeFileSync(join(dir, 'portcullis.yaml'), 'plugins: ["@acme/portcullis-plugin-hello"]\n');
  const setup = await resolveSetup({ env: { SERVICE_CONFIG_FILE: join(dir, 'portcullis.yaml') } });
  assert.equal(
    setup.plugins.map((plugin) => plugin.id),
    ['hello'],
  );
  assert.equal(setup.warnings, []);
});

test('an unscoped package is named as it is; a word that is no Portcullis plugin id is taken as a package name', async () => {
  const dir = deployment(SUPPORTED, 'portcullis-plugin-hello');
  const setup = await resolveSetup({ env: { SERVICE_PLUGINS: 'portcullis-plugin-hello', SERVICE_PLUGIN_DIR: dir } });
  assert.equal(
    setup.plugins.map((plugin) => plugin.id),
    ['hello'],
  );
});

test('a package whose kernel range excludes this kernel is refused, saying which range and which kernel', async () => {
  const dir = deployment({ peerDependencies: { '@portcullis/core': '^9.0.0' } });
  assert.equal(await refusal({ SERVICE_PLUGIN_DIR: dir }), [
    `plugin package @acme/portcullis-plugin-hello 1.2.3 supports @portcullis/core ^9.0.0, but this kernel is ${VERSION}; install a version of the plugin made for ${VERSION}`,
  ]);
  const invalid = deployment({ peerDependencies: { '@portcullis/core': 'the latest one' } });
  assert.equal(await refusal({ SERVICE_PLUGIN_DIR: invalid }), [
    'plugin package @acme/portcullis-plugin-hello 1.2.3 declares @portcullis/core "the latest one", which is not a semver range',
  ]);
});

test('a package that would load a second copy of the kernel package is refused, naming both copies and the fix', async () => {
  const dir = deployment(SUPPORTED);
  const own = join(dir, 'node_modules', '@acme', 'portcullis-plugin-hello', 'node_modules', '@portcullis', 'core');
  mkdirSync(own, { recursive: true });
  writeFileSync(join(own, 'package.json'), JSON.stringify({ name: '@portcullis/core', version: VERSION }));
  const [problem, ...others] = await refusal({ SERVICE_PLUGIN_DIR: dir });
  assert.equal(others, []);
  assert.match(
    problem!,
    `plugin package @acme/portcullis-plugin-hello (${join(dir, 'node_modules', '@acme', 'portcullis-plugin-hello')}) would load a second copy of @portcullis/core`,
  );
  assert.match(problem!, `it resolves ${realpathSync(own)}, but the kernel is ${realpathSync(CORE)}. Remove ${own} `);
  assert.match(problem!, 'names @portcullis/core in peerDependencies, never dependencies');
});

test('a package that declares no kernel range loads with a warning', async () => {
  const dir = deployment({});
  const setup = await resolveSetup({ env: { SERVICE_PLUGINS: '@acme/portcullis-plugin-hello', SERVICE_PLUGIN_DIR: dir } });
  assert.equal(
    setup.plugins.map((plugin) => plugin.id),
    ['hello'],
  );
  assert.equal(setup.warnings, [
    `plugin package @acme/portcullis-plugin-hello 1.2.3 declares no @portcullis/core range (peerDependencies); it was not checked against kernel ${VERSION}`,
  ]);
});

test('a package found nowhere names both places it was looked for', async () => {
  const dir = mkdtempSync(join(WORK, 'deployment-'));
  assert.equal(await refusal({ SERVICE_PLUGIN_DIR: dir }), [
    `plugin "@acme/portcullis-plugin-hello" is not installed (package @acme/portcullis-plugin-hello not found in the Portcullis installation or in ${dir})`,
  ]);
  assert.equal(await refusal({}), ['plugin "@acme/portcullis-plugin-hello" is not installed (package @acme/portcullis-plugin-hello not found)']);
  assert.equal(await refusal({ SERVICE_PLUGINS: 'hello' }), ['plugin "hello" is not installed (package @portcullis/plugin-hello or hello not found)']);
});

test('the kernel version is the version of the whole workspace', () => {
  const root = JSON.parse(readFileSync(join(dirname(CORE), 'package.json'), 'utf8')) as { version: string };
  assert.is(VERSION, root.version);
});

test.run();
