// test-dialects: once
// The external example (examples/webhook-syslog) from its source to a running deployment: its author installs the
// packed kernel and webhooks plugin as its devDependencies, type-checks it, runs its own test and packs it; an
// operator installs the three tarballs into a fresh deployment directory (beside the workspace's kernel and webhooks
// plugin, which take the installed copies' place) and enables it by the configuration file, with its options there. The kernel migrates its table, serves its route, and its channel delivers a webhook to a
// real syslog listener. Packed and installed once; the author's test and the deployment run on each database.
import { spawnSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, createTestKernel, type TestDatabase, type TestDialect, type TestKernel, testDialects } from '@portcullis/testing';
import { packagedApi } from '@portcullis/testing/conformance';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../scripts/build.ts';
import {
  devDependOnPacked,
  flatDeployment,
  install,
  installDependencies,
  linkWorkspacePackages,
  pack,
  packedWorkspacePackage,
  ROOT,
} from '../../scripts/packages.ts';
import { appliedMigrations } from '../src/db/migrate.ts';

const EXAMPLE = join(ROOT, 'examples', 'webhook-syslog');
const PACKAGE = 'portcullis-plugin-webhook-syslog';
/** Every directory the journey makes, removed when the file ends (after the last database's kernel stopped). */
const WORK = mkdtempSync(join(tmpdir(), 'portcullis-example-'));
process.on('exit', () => rmSync(WORK, { recursive: true, force: true }));

function run(command: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, command, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The author's checkout of the example, its Portcullis devDependencies pointed at packed packages. */
function authorProject(): string {
  const project = join(WORK, 'webhook-syslog');
  cpSync(EXAMPLE, project, { recursive: true, filter: (source) => !/[/\\](node_modules|dist)$/.test(source) });
  devDependOnPacked(project, { '@portcullis/core': 'core', '@portcullis/testing': 'testing', '@portcullis/plugin-webhooks': 'plugins/webhooks' });
  installDependencies(project);
  return project;
}

interface Prepared {
  project: string;
  /** The deployment's configuration file. */
  config: string;
}

let prepared: Prepared | undefined;

/** The author's project and the deployment, made by the first suite that needs them (nothing here uses a database). */
function prepare(): Prepared {
  if (prepared) return prepared;
  build();
  const project = authorProject();
  const tarball = pack(project, mkdtempSync(join(WORK, 'packs-')));
  const deployment = mkdtempSync(join(WORK, 'deployment-'));
  flatDeployment(deployment);
  install(deployment, [packedWorkspacePackage(join(ROOT, 'core')), packedWorkspacePackage(join(ROOT, 'plugins', 'webhooks')), tarball]);
  // Beside the workspace's kernel and webhooks plugin, as a deployment installed from the distribution has one of each.
  linkWorkspacePackages(deployment, { '@portcullis/core': 'core', '@portcullis/plugin-webhooks': 'plugins/webhooks' });
  const config = join(deployment, 'portcullis.yaml');
  writeFileSync(config, `plugins: [webhooks, ${PACKAGE}]\nsyslog:\n  app_name: from-yaml\n  facility: local5\n`);
  prepared = { project, config };
  return prepared;
}

const author = suite<{ project: string }>('the syslog channel example as its author has it');

author.before((context) => {
  context.project = prepare().project;
});

author('it type-checks against the packed packages and passes its own test on each database', ({ project }) => {
  const checked = run([join(project, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.json'], project);
  assert.is(checked.code, 0, checked.output);
  for (const dialect of testDialects()) {
    const tested = run(['test/plugin.test.ts'], project, { PORTCULLIS_TEST_DATABASE: dialect });
    assert.is(tested.code, 0, `on ${dialect}:\n${tested.output}`);
    assert.match(tested.output, /Passed:\s+3/);
  }
});

author.run();

for (const dialect of testDialects()) deploymentJourney(dialect);

/** The deployment's kernel on one database: what the configuration enabled, and a delivery. */
function deploymentJourney(dialect: TestDialect): void {
  const journey = suite<{ t: TestKernel; database: TestDatabase }>(
    `the syslog channel example installed into a deployment and enabled by its configuration, on ${dialect}`,
  );

  journey.before(async (context) => {
    const { config } = prepare();
    context.database = await createTestDatabase(dialect);
    // Local mode: the listener is on loopback, a private address.
    context.t = await createTestKernel({ plugins: 'configured', env: { SERVICE_CONFIG_FILE: config, SERVICE_LOCAL_MODE: 'true' }, database: context.database });
  });

  journey.after(async ({ t, database }) => {
    await t?.stop();
    await database?.drop();
  });

  journey('the configuration enabled it with its options, and its migration ran', async ({ t }) => {
    const listed = (await t.http.as('viewer').get('/api/system/plugins')).body.items.find((item: { id: string }) => item.id === 'webhook-syslog');
    assert.is(listed?.enabled, true);
    assert.equal((await t.http.get('/api/system/config')).body.syslog, { app_name: 'from-yaml', facility: 'local5', keep_days: 7 });
    assert.ok((await appliedMigrations(t.kernel.database)).includes('webhook-syslog:0001_sent_messages'));
    const channels = (await t.http.get('/api/webhook-channels')).body.items.map((channel: { type: string }) => channel.type);
    assert.ok(channels.includes('syslog'), `channels: ${channels}`);
  });

  journey('its routes are in the API the response-conformance check holds recorded responses against', async ({ t }) => {
    assert.ok(t.kernel.loadedFromPackage('webhook-syslog'), 'loaded from the package the configuration names');
    const paths = (packagedApi(t.kernel) as { paths: Record<string, unknown> }).paths;
    assert.ok('/api/webhook-syslog/messages' in paths, Object.keys(paths).join());
  });

  journey('an event subscribed to arrives at the syslog listener, and its route lists what was sent', async ({ t }) => {
    const socket = createSocket('udp4');
    const arrived = new Promise<string>((resolve) => socket.once('message', (message) => resolve(message.toString('utf8'))));
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
    try {
      assert.equal((await t.http.get('/api/webhook-syslog/messages')).body, { items: [], total: 0 });
      const url = `udp://127.0.0.1:${socket.address().port}`;
      const created = await t.http.post('/api/webhooks', { url, channel_type: 'syslog', event_types: ['webhook.test'] });
      assert.is(created.status, 201, created.text);
      assert.is((await t.http.post(`/api/webhooks/${created.body.id}/test`)).body.status, 'success');
      // local5 (21) * 8 + informational (6) = 174, APP-NAME from the YAML section
      const message = await arrived;
      assert.match(message, /^<174>1 \S+ \S+ from-yaml - webhook\.test \[portcullis@32473 /);
      const sent = await t.http.get('/api/webhook-syslog/messages');
      assert.equal([sent.body.total, sent.body.items[0].line], [1, message]);
    } finally {
      socket.close();
    }
  });

  journey.run();
}
