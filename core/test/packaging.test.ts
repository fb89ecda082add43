// test-dialects: once
// A third party's plugin from source to a running deployment, as its author and an operator would do it: the
// workspace is built and @portcullis/core packed; the plugin (fixtures/guestbook-plugin) is compiled against that
// packed core and packed itself; both tarballs are installed into a fresh deployment directory, whose configuration
// file enables the plugin and sets its options; the workspace's kernel starts from that configuration, migrates the
// plugin's table and serves its routes. The deployment runs beside the workspace's kernel (the installed copy is
// replaced by it, as one installed from the distribution has only its own), since the kernel refuses a plugin that
// would load a second copy; a copy's objects are still recognised, which the packed copy shows. Packed and
// installed once; the kernel starts from the deployment on each database of the run.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  auditRows,
  createTestDatabase,
  createTestKernel,
  eventually,
  rows,
  type TestDatabase,
  type TestDialect,
  type TestKernel,
  testDialects,
} from '@portcullis/testing';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../scripts/build.ts';
import { flatDeployment, install, installedVersion, linkWorkspacePackages, pack, packedWorkspacePackage, ROOT } from '../../scripts/packages.ts';
import { appliedMigrations } from '../src/db/migrate.ts';
import { HANDLED, isProblem, isReply, Problem, Reply, VERSION } from '../src/index.ts';

const CORE = join(ROOT, 'core');
const FIXTURE = fileURLToPath(new URL('./fixtures/guestbook-plugin/', import.meta.url));
const PLUGIN = '@portcullis-test/plugin-guestbook';
/** Every directory the journey makes (packs, the plugin's project, the deployment), removed when the file ends. */
const WORK = mkdtempSync(join(tmpdir(), 'portcullis-packaging-'));
process.on('exit', () => rmSync(WORK, { recursive: true, force: true }));

interface Prepared {
  packs: string;
  coreTarball: string;
  deployment: string;
  /** The deployment's configuration file. */
  config: string;
  /** The installed copy of the packed kernel, moved aside for the workspace's. */
  packedCore: string;
}

/** The plugin author's project: the fixture's sources, a manifest, the packed kernel and the types it builds with. */
function buildPlugin(coreTarball: string, packs: string): string {
  const project = mkdtempSync(join(WORK, 'plugin-project-'));
  cpSync(FIXTURE, project, { recursive: true });
  const peers = { '@portcullis/core': `^${VERSION}`, '@mikro-orm/core': installedVersion(CORE, '@mikro-orm/core'), zod: `^${installedVersion(CORE, 'zod')}` };
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify(
      {
        name: PLUGIN,
        version: '1.0.0',
        type: 'module',
        description: 'A guestbook, from a package.',
        exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
        files: ['dist'],
        peerDependencies: peers,
      },
      null,
      2,
    ),
  );
  install(
    project,
    [
      coreTarball,
      `@mikro-orm/core@${peers['@mikro-orm/core']}`,
      `zod@${installedVersion(CORE, 'zod')}`,
      `@types/node@${installedVersion(CORE, '@types/node')}`,
    ],
    { dev: true },
  );
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], { encoding: 'utf8' });
  assert.is(tsc.status, 0, `the plugin compiles against the packed kernel's declarations:\n${tsc.stdout}${tsc.stderr}`);
  return pack(project, packs);
}

let prepared: Prepared | undefined;

/** The packs and the deployment, made by the first suite that needs them (nothing here uses a database). */
function prepare(): Prepared {
  if (prepared) return prepared;
  build();
  const packs = mkdtempSync(join(WORK, 'packs-'));
  const coreTarball = packedWorkspacePackage(CORE);
  const pluginTarball = buildPlugin(coreTarball, packs);
  const deployment = mkdtempSync(join(WORK, 'deployment-'));
  flatDeployment(deployment);
  install(deployment, [coreTarball, pluginTarball]);
  const packedCore = linkWorkspacePackages(deployment, { '@portcullis/core': 'core' })['@portcullis/core']!;
  const config = join(deployment, 'portcullis.yaml');
  writeFileSync(config, `plugins: ["${PLUGIN}"]\nguestbook:\n  greeting: Hello from YAML\n  max_message_length: 20\n`);
  prepared = { packs, coreTarball, deployment, config, packedCore };
  return prepared;
}

const packaged = suite<Prepared>('a plugin packed against the packed kernel and installed into a deployment');

packaged.before((context) => {
  Object.assign(context, prepare());
});

packaged('the packed kernel manifest has real ranges and types/import exports only', ({ coreTarball, packs }) => {
  const unpacked = join(packs, 'core');
  mkdirSync(unpacked);
  assert.is(spawnSync('tar', ['-xzf', coreTarball, '-C', unpacked]).status, 0);
  const manifest = JSON.parse(readFileSync(join(unpacked, 'package', 'package.json'), 'utf8'));
  assert.not.match(JSON.stringify(manifest), /catalog:|workspace:/);
  assert.equal(manifest.exports['.'], { types: './dist/index.d.ts', import: './dist/index.js' });
  assert.is(manifest.version, VERSION);
  assert.is(manifest.private, undefined);
});

packaged('the plugin resolves the kernel itself; a copy of the kernel package makes objects the kernel recognises', async ({ deployment, packedCore }) => {
  const plugin = realpathSync(join(deployment, 'node_modules', PLUGIN));
  assert.is(realpathSync(join(plugin, '..', '..', '@portcullis', 'core')), realpathSync(CORE), 'one kernel in the deployment');
  const copy = (await import(pathToFileURL(join(packedCore, 'dist', 'index.js')).href)) as typeof import('../src/index.ts');
  assert.is.not(copy.Problem, Problem, 'another class');
  const problem = copy.problems.notFound('X', 'x');
  assert.ok(isProblem(problem) && problem instanceof Problem, 'yet a Problem here');
  assert.ok(isReply(copy.reply(202)) && copy.reply(202) instanceof Reply);
  assert.is(copy.HANDLED, HANDLED);
});

packaged.run();

for (const dialect of testDialects()) deploymentJourney(dialect);

/** The workspace's kernel started from the deployment's configuration on one database. */
function deploymentJourney(dialect: TestDialect): void {
  const journey = suite<{ t: TestKernel; database: TestDatabase }>(`the packed plugin enabled by the deployment's configuration, on ${dialect}`);

  journey.before(async (context) => {
    const { config } = prepare();
    context.database = await createTestDatabase(dialect);
    context.t = await createTestKernel({ plugins: 'configured', env: { SERVICE_CONFIG_FILE: config }, database: context.database });
  });

  journey.after(async ({ t, database }) => {
    await t?.stop();
    await database?.drop();
  });

  journey('the plugin was enabled by the configuration file, with its options from its YAML section', async ({ t }) => {
    const listed = (await t.http.as('viewer').get('/api/system/plugins')).body.items.find((item: { id: string }) => item.id === 'guestbook');
    assert.equal(
      { enabled: listed.enabled, description: listed.description },
      { enabled: true, description: 'Test fixture: a guestbook installed from a package.' },
    );
    const config = await t.http.get('/api/system/config');
    assert.equal(config.body.guestbook, { greeting: 'Hello from YAML', max_message_length: 20 });
  });

  journey('its migration ran on this database', async ({ t }) => {
    assert.ok((await appliedMigrations(t.kernel.database)).includes('guestbook:0001_signatures'));
    assert.equal(await rows(t, 'SELECT COUNT(*) AS n FROM guestbook_signatures').then((found) => Number(found[0]!.n)), 0);
  });

  journey('its routes answer: a Reply keeps its status, headers and body, and the change is audited', async ({ t }) => {
    const signed = await t.http.as('operator').post('/api/guestbook', { name: 'Ada', message: 'Lovely kernel' });
    assert.is(signed.status, 202);
    assert.equal({ name: signed.body.name, message: signed.body.message }, { name: 'Ada', message: 'Lovely kernel' });
    assert.is(signed.headers.get('location'), `/api/guestbook/${signed.body.id}`);
    const fetched = await t.http.as('viewer').get(`/api/guestbook/${signed.body.id}`);
    assert.equal([fetched.status, fetched.body], [200, signed.body]);
    const [audit] = await auditRows(t, 'guestbook.sign');
    assert.equal({ actor: audit!.actor, resource_type: audit!.resource_type }, { actor: 'operator@test.local', resource_type: 'guestbook_signature' });
    const listed = await t.http.as('viewer').get('/api/guestbook');
    assert.equal(listed.body, { greeting: 'Hello from YAML', items: [signed.body] });
  });

  journey('its Problems are problem+json with their status and code, and its options bound validation', async ({ t }) => {
    const missing = await t.http.as('viewer').get('/api/guestbook/00000000-0000-4000-8000-000000000000');
    assert.equal([missing.status, missing.body.code], [404, 'SIGNATURE_NOT_FOUND']);
    assert.match(missing.headers.get('content-type') ?? '', 'application/problem+json');
    const tooLong = await t.http.as('operator').post('/api/guestbook', { name: 'Bob', message: 'x'.repeat(21) });
    assert.equal([tooLong.status, tooLong.body.code], [400, 'VALIDATION_ERROR']);
  });

  journey('a HANDLED answer is left as the handler wrote it, and an OperationFailure ends its operation failed', async ({ t }) => {
    const exported = await t.http.as('viewer').get('/api/guestbook/export');
    assert.equal([exported.status, exported.headers.get('content-type'), exported.text], [200, 'text/plain; charset=utf-8', 'Ada: Lovely kernel\n']);
    const started = await t.http.as('operator').post('/api/guestbook/tidy');
    assert.is(started.status, 202);
    const failed = await eventually(async () => {
      const operation = (await t.http.as('operator').get(`/api/operations/${started.body.operation_id}`)).body;
      return operation.status === 'failed' ? operation : null;
    });
    assert.equal(failed.error, { code: 'NOTHING_TO_TIDY', message: 'The guestbook is already tidy.' });
  });

  journey.run();
}
