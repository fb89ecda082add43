// The files of a new plugin package. Each is what a plugin author would write by hand, commented for a first read:
// it type-checks, builds to dist/ for packing, and its test runs on SQLite and PostgreSQL as it is.
import { consoleContribution, consolePage } from './console-templates.ts';
import { EXAMPLE_SETTING, type PluginNames, variableOf } from './names.ts';

/** Versions (ranges) the package.json names. */
export interface DependencyRanges {
  kernel: string;
  /** Portcullis' own plugins are released with the kernel, under its version. */
  plugins: string;
  mikroOrm: string;
  zod: string;
  typescript: string;
  uvu: string;
  typesNode: string;
  /**
   * Where devDependencies get Portcullis packages when not from a registry: what the installation that runs
   * `plugin new` was installed from (`file:` a tarball of the distribution), by package name.
   */
  sources: Record<string, string>;
}

export type PluginFiles = Record<string, string>;

/** `plugins`: Portcullis plugins the new one builds on (peer dependencies, like the kernel). */
function packageJson(names: PluginNames, ranges: DependencyRanges, plugins: string[]): string {
  const peers = {
    '@portcullis/core': ranges.kernel,
    ...Object.fromEntries(plugins.map((id) => [`@portcullis/plugin-${id}`, ranges.plugins])),
    '@mikro-orm/core': ranges.mikroOrm,
    zod: ranges.zod,
  };
  // The test kit is released with the kernel, under its version; only the package's tests import it.
  const testKit = { '@portcullis/testing': ranges.kernel };
  const tools = { '@types/node': ranges.typesNode, typescript: ranges.typescript, uvu: ranges.uvu };
  return `${JSON.stringify(
    {
      name: names.packageName,
      version: '0.1.0',
      description: `Portcullis plugin ${names.id}.`,
      type: 'module',
      exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
      files: ['dist', 'src', 'console'],
      engines: { node: '>=24' },
      scripts: {
        build: 'tsc -p tsconfig.build.json',
        typecheck: 'tsc --noEmit -p tsconfig.json',
        // portcullis-node (from @portcullis/core) is node under Node 24 whatever node is on PATH (older Node stops at
        // the first .ts file), or one line saying which Node to install.
        test: 'PORTCULLIS_TEST_DATABASE=sqlite portcullis-node test/plugin.test.ts && PORTCULLIS_TEST_DATABASE=postgresql portcullis-node test/plugin.test.ts',
        prepack: 'tsc -p tsconfig.build.json',
      },
      peerDependencies: peers,
      devDependencies: { ...peers, ...testKit, ...sourcesOf(Object.keys({ ...peers, ...testKit }), ranges), ...tools },
    },
    null,
    2,
  )}\n`;
}

const sourcesOf = (names: string[], ranges: DependencyRanges): Record<string, string> =>
  Object.fromEntries(names.flatMap((name) => (ranges.sources[name] ? [[name, ranges.sources[name]]] : [])));

const TSCONFIG = `{
  "compilerOptions": {
    "target": "es2024",
    "lib": ["es2024", "esnext.disposable"],
    "module": "nodenext",
    "types": ["node"],
    "strict": true,
    "noEmit": true,
    "allowImportingTsExtensions": true,
    "rewriteRelativeImportExtensions": true,
    "erasableSyntaxOnly": true,
    "verbatimModuleSyntax": true,
    "noUncheckedIndexedAccess": true,
    "skipLibCheck": true
  },
  "include": ["src", "test"]
}
`;

const TSCONFIG_BUILD = `{
  "extends": "./tsconfig.json",
  "compilerOptions": { "noEmit": false, "declaration": true, "rootDir": "src", "outDir": "dist" },
  "include": ["src"]
}
`;

function index(names: PluginNames): string {
  return `// ${names.id}: the plugin's manifest. It names everything the plugin brings; each part lives in its own file.
import { fileURLToPath } from 'node:url';
import { consoleExtensions, definePlugin } from '@portcullis/core';
import { ${names.pascal}Record } from './entity.ts';
import { migrations } from './migrations.ts';
import { recordRoutes } from './routes.ts';
import { settings } from './settings.ts';

// The payload of each event this plugin emits (declaration merging: emit() and subscribers are typed by it).
declare module '@portcullis/core' {
  interface EventMap {
    '${names.id}.record_created': { id: string; title: string };
  }
}

export default definePlugin({
  id: '${names.id}',
  description: 'Keeps records (a new plugin: say what it adds).',
  // Add dependsOn: ['gateways'] (and the package as a peer dependency) to resolve another plugin's services.
  events: { '${names.id}.record_created': 'A record was created.' },
  config: { namespace: '${names.id}', schema: settings },
  entities: [${names.pascal}Record],
  migrations,
  register(api) {
    recordRoutes(api);
${consoleContribution(names)}  },
});
`;
}

function settingsFile(names: PluginNames): string {
  return `import { setting } from '@portcullis/core';
import { z } from 'zod';

// Settings: ${variableOf(names, EXAMPLE_SETTING)} and so on in the environment, or \`${names.id}:\` in the YAML configuration
// file. Every value is validated at start-up, with every other plugin's. Use setting.secret(...) for secrets: they
// are redacted wherever configuration is shown.
export const settings = z.object({
  ${EXAMPLE_SETTING}: setting.int(200, 'Longest record title accepted.', { min: 1, max: 10_000 }),
});

export type Settings = z.output<typeof settings>;
`;
}

function entity(names: PluginNames): string {
  return `import { defineEntity, p } from '@mikro-orm/core';

// Column conventions: ids are UUID strings; p.datetime() is a DATETIME column holding epoch milliseconds on SQLite
// and TIMESTAMPTZ on PostgreSQL (see migrations.ts). Rows of other plugins are referred to by id, never by relation.
export const ${names.pascal}Record = defineEntity({
  name: '${names.pascal}Record',
  tableName: '${names.snake}_records',
  properties: {
    id: p.string().primary(),
    title: p.text(),
    createdBy: p.string(),
    createdAt: p.datetime(),
  },
});

export type ${names.pascal}RecordRow = InstanceType<typeof ${names.pascal}Record.class>;
`;
}

function migrations(names: PluginNames): string {
  return `import { dialectMigrations, type PluginMigrations } from '@portcullis/core';

// Explicit, ordered SQL, written once for both databases: \`types\` has each dialect's column types (timestamp is
// DATETIME holding epoch milliseconds on SQLite and TIMESTAMPTZ on PostgreSQL; json, epochMs, boolean, ...).
// Applied at start-up, recorded as "${names.id}:<name>". A migration that has shipped is never edited: add the next one.
export const migrations: PluginMigrations = dialectMigrations((types) => [
  {
    name: '0001_records',
    up: [
      \`CREATE TABLE ${names.snake}_records (id VARCHAR(36) PRIMARY KEY, title TEXT NOT NULL, created_by VARCHAR(255) NOT NULL, created_at \${types.timestamp} NOT NULL)\`,
      'CREATE INDEX ${names.snake}_records_created_at ON ${names.snake}_records (created_at)',
    ],
  },
]);
`;
}

function routes(names: PluginNames): string {
  const record = `${names.pascal}Record`;
  return `import { randomUUID } from 'node:crypto';
import { listResponse, pagingQuery, problems, type PluginApi } from '@portcullis/core';
import { z } from 'zod';
import { ${record}, type ${record}Row } from './entity.ts';
import type { Settings } from './settings.ts';

const recordJson = z.object({ id: z.string(), title: z.string(), created_by: z.string(), created_at: z.string() });

function toJson(row: ${record}Row): z.output<typeof recordJson> {
  return { id: row.id, title: row.title, created_by: row.createdBy, created_at: row.createdAt.toISOString() };
}

/**
 * The plugin's HTTP API. Routes are data: the kernel authenticates the caller, checks the role (viewer < operator
 * < admin; a {gw} path parameter makes it per gateway), validates params, query and body, then calls the handler.
 * Throw problems.* for answers clients should see; anything else is a bare 500.
 */
export function recordRoutes(api: PluginApi<Settings>): void {
  api.route({
    method: 'POST', path: '/api/${names.id}/records', access: 'operator', summary: 'Create a record.',
    body: z.object({ title: z.string().min(1).max(api.config.${EXAMPLE_SETTING}) }),
    response: recordJson, status: 201,
    handler: async (request) => {
      const id = randomUUID();
      // The row, its audit entry and its event commit together; every query inside goes through \`em\`.
      const row = await request.audit({ action: '${names.id}.record.create', resourceType: '${names.snake}_record', resourceId: id },
        async (em) => {
          const created = em.create(${record}, { id, title: request.body.title, createdBy: request.actor!.name, createdAt: new Date() });
          request.resolve('events').emit('${names.id}.record_created', { id, title: created.title });
          return created;
        });
      return toJson(row);
    },
  });

  api.route({
    method: 'GET', path: '/api/${names.id}/records', access: 'viewer', summary: 'List records, oldest first.',
    query: pagingQuery, response: listResponse(recordJson),
    handler: async (request) => {
      const [rows, total] = await request.em.findAndCount(${record}, {}, { orderBy: { createdAt: 'asc' }, limit: request.query.limit, offset: request.query.offset });
      return { items: rows.map(toJson), total };
    },
  });

  api.route({
    method: 'GET', path: '/api/${names.id}/records/{id}', access: 'viewer', summary: 'One record.',
    params: z.object({ id: z.string().uuid() }), response: recordJson,
    handler: async (request) => {
      const row = await request.em.findOne(${record}, { id: request.params.id });
      if (!row) throw problems.notFound('RECORD_NOT_FOUND', \`No record \${request.params.id}.\`);
      return toJson(row);
    },
  });
}
`;
}

function test(names: PluginNames): string {
  return `// Runs on the database PORTCULLIS_TEST_DATABASE names (sqlite, or postgresql at PORTCULLIS_TEST_PG_URL, by default
// postgresql://postgres@127.0.0.1:5432/postgres): \`npm test\` runs it on both.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { auditRows, createTestKernel } from '@portcullis/testing';
import plugin from '../src/index.ts';

test('an operator creates a record: stored, audited, announced, then listed and fetched by viewers', async () => {
  const t = await createTestKernel({ plugins: [plugin] });
  try {
    const created = await t.http.as('operator').post('/api/${names.id}/records', { title: 'First' });
    assert.is(created.status, 201);
    assert.is(created.body.created_by, 'operator@test.local');
    const [audit] = await auditRows(t, '${names.id}.record.create');
    assert.equal({ actor: audit?.actor, resource_id: audit?.resource_id }, { actor: 'operator@test.local', resource_id: created.body.id });
    const event = await t.waitForEvent('${names.id}.record_created');
    assert.is((event.data as { id: string }).id, created.body.id);
    const listed = await t.http.as('viewer').get('/api/${names.id}/records');
    assert.equal(listed.body, { items: [created.body], total: 1 });
    const fetched = await t.http.as('viewer').get(\`/api/${names.id}/records/\${created.body.id}\`);
    assert.equal(fetched.body, created.body);
  } finally {
    await t.stop();
  }
});

test('roles, unknown records and the title setting are enforced', async () => {
  const t = await createTestKernel({ plugins: [plugin], env: { ${variableOf(names, EXAMPLE_SETTING)}: '5' } });
  try {
    assert.is((await t.http.as('viewer').post('/api/${names.id}/records', { title: 'Nope' })).status, 403);
    assert.is((await t.http.as(null).get('/api/${names.id}/records')).status, 401);
    const missing = await t.http.as('viewer').get('/api/${names.id}/records/00000000-0000-4000-8000-000000000000');
    assert.equal([missing.status, missing.body.code], [404, 'RECORD_NOT_FOUND']);
    const tooLong = await t.http.as('operator').post('/api/${names.id}/records', { title: 'Longer than five' });
    assert.equal([tooLong.status, tooLong.body.code], [400, 'VALIDATION_ERROR']);
    assert.equal((await t.http.get('/api/${names.id}/records')).body.total, 0, 'nothing refused was stored');
  } finally {
    await t.stop();
  }
});

test.run();
`;
}

function readme(names: PluginNames, ranges: DependencyRanges): string {
  return `# ${names.packageName}

A Portcullis plugin (\`${names.id}\`): records, created by operators and read by viewers, with a table, a setting,
an event and an audit row per change, and a web console page listing them (console/index.js, loaded by the console
at run time). Replace it with what your plugin does; docs/plugins.md in the Portcullis repository explains every
part.

${readmeUsage(names, ranges, `${names.id}:\n  ${EXAMPLE_SETTING}: 120`)}`;
}

/** YAML reserves `@` at the start of a plain scalar, so a scoped package name is quoted. */
const yamlScalar = (text: string): string => (text.startsWith('@') ? `'${text}'` : text);

/**
 * Building, testing and installing the package; `settingsYaml` is its section of the configuration file. Each
 * step works as written with only npm on the machine (docs/plugins.md, "Writing a plugin outside the repository").
 */
export function readmeUsage(names: PluginNames, ranges: DependencyRanges, settingsYaml: string): string {
  const tarball = `${names.packageName.replace(/^@/, '').replace('/', '-')}-0.1.0.tgz`;
  const sources = Object.entries(ranges.sources);
  return `\`\`\`sh
npm install            # @portcullis/core and the other peers, and the test kit, as devDependencies (see below)
npm test               # test/plugin.test.ts on SQLite, then on PostgreSQL (PORTCULLIS_TEST_PG_URL)
npm run typecheck
npm pack               # builds dist/ (prepack) and writes ${tarball}
\`\`\`

Portcullis needs Node 24. \`npm test\` runs the test under it through \`portcullis-node\` (from
\`@portcullis/core\`): when \`node\` is older, Node 24 is fetched once from the npm registry into
\`~/.cache/portcullis\`, or one line says how to install it.

Install the tarball in the deployment directory, the one Portcullis is installed in (\`npx portcullis\` runs there):

\`\`\`sh
cd /srv/portcullis && npm install /path/to/${tarball}
\`\`\`

and add the package to the standard plugins in its \`portcullis.yaml\` (or the file \`SERVICE_CONFIG_FILE\` names):

\`\`\`yaml
plugins:
  add: [${yamlScalar(names.packageName)}]
${settingsYaml}
\`\`\`

then restart the service there (\`npx portcullis\`). The kernel refuses the plugin at start-up unless its version
is in the \`@portcullis/core\` range of \`peerDependencies\`, and refuses a plugin that would run on a copy of
\`@portcullis/core\` of its own: keep Portcullis packages in \`peerDependencies\` (and \`devDependencies\`), never in
\`dependencies\`; the test kit, \`@portcullis/testing\`, is in \`devDependencies\` only.

${
  sources.length > 0
    ? `The Portcullis packages in \`devDependencies\` are the tarballs the deployment was installed from
(${sources.map(([name]) => `\`${name}\``).join(', ')}); where Portcullis is on your registry, use the
\`peerDependencies\` range there instead (the kernel's, for the test kit).
`
    : `Where the Portcullis packages are not on your registry, point their devDependencies at the distribution's
tarballs (\`npm run dist\` in a Portcullis checkout writes them):
\`"@portcullis/core": "file:/path/to/dist/portcullis-core-${ranges.kernel.replace(/^\^/, '')}.tgz"\`, and likewise
\`"@portcullis/testing": "file:/path/to/dist/portcullis-testing-${ranges.kernel.replace(/^\^/, '')}.tgz"\`.
`
}`;
}

/** The package's frame: manifest, compiler settings, ignores. */
export function packageFiles(names: PluginNames, ranges: DependencyRanges, plugins: string[] = []): PluginFiles {
  return {
    'package.json': packageJson(names, ranges, plugins),
    'tsconfig.json': TSCONFIG,
    'tsconfig.build.json': TSCONFIG_BUILD,
    '.gitignore': 'node_modules/\ndist/\n*.tgz\n',
  };
}

/** The generic plugin: records with a table, routes, a setting and an event. */
export function pluginFiles(names: PluginNames, ranges: DependencyRanges): PluginFiles {
  return {
    ...packageFiles(names, ranges),
    'README.md': readme(names, ranges),
    'src/index.ts': index(names),
    'src/settings.ts': settingsFile(names),
    'src/entity.ts': entity(names),
    'src/migrations.ts': migrations(names),
    'src/routes.ts': routes(names),
    'console/index.js': consolePage(names),
    'test/plugin.test.ts': test(names),
  };
}
