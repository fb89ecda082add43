import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createTestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { definePlugin, StartupError, setting } from '../src/index.ts';
import { resolveSetup } from '../src/kernel/resolve.ts';
import { notesPlugin, shoutPlugin } from './fixtures/notes-plugin.ts';
import { runMain } from './fixtures/run-main.ts';

const plugin = (id: string, dependsOn: string[] = [], extra: Partial<Parameters<typeof definePlugin>[0]> = {}) =>
  definePlugin({ id, description: id, dependsOn, register() {}, ...extra });

/** Off unless SERVICE_PAIRED_ENABLED; declares one route when it would be on. */
const pairedPlugin = definePlugin({
  id: 'paired',
  description: 'x',
  register(api) {
    api.route({ method: 'GET', path: '/api/paired/targets/{id}', access: 'viewer', summary: 'x', handler: () => ({}) });
  },
  config: {
    namespace: 'paired',
    schema: z.object({ enabled: setting.bool(false, 'On?') }),
    enabled: (config) => config.enabled || 'SERVICE_PAIRED_ENABLED is false',
  },
});

async function problemsOf(env: Record<string, string>, plugins?: Parameters<typeof resolveSetup>[0]['plugins']): Promise<string[]> {
  try {
    await resolveSetup({ env, ...(plugins ? { plugins } : {}) });
  } catch (error) {
    assert.instance(error, StartupError);
    return (error as StartupError).problems;
  }
  throw new Error('expected start-up to be refused');
}

function yamlFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'portcullis-config-')), 'portcullis.yaml');
  writeFileSync(file, text);
  return file;
}

test('every problem is reported at once: bad values, unknown plugin, cycle', async () => {
  const problems = await problemsOf({ SERVICE_PORT: 'abc', SERVICE_REPLICAS: '0', SERVICE_LOG_LEVEL: 'loud' }, [
    'no-such-plugin',
    plugin('a', ['b']),
    plugin('b', ['c']),
    plugin('c', ['a']),
  ]);
  assert.ok(
    problems.some((p) => /^SERVICE_PORT: expected an integer \(got abc\)/.test(p)),
    problems.join('\n'),
  );
  assert.ok(problems.some((p) => /^SERVICE_REPLICAS: must be at least 1/.test(p)));
  assert.ok(problems.some((p) => /^SERVICE_LOG_LEVEL: /.test(p)));
  assert.ok(problems.some((p) => /plugin "no-such-plugin" is not installed/.test(p)));
  assert.ok(problems.some((p) => /dependency cycle: a -> b -> c -> a/.test(p)));
});

test('tracing settings: a ratio is a number from 0 to 1, the endpoint an http(s) URL', async () => {
  const problems = await problemsOf({ SERVICE_TRACING_SAMPLE_RATIO: '1.5', SERVICE_TRACING_OTLP_ENDPOINT: 'collector:4318' });
  assert.ok(
    problems.some((p) => /^SERVICE_TRACING_SAMPLE_RATIO: must be at most 1/.test(p)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => /^SERVICE_TRACING_OTLP_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/.test(p)),
    problems.join('\n'),
  );
  const setup = await resolveSetup({ env: { SERVICE_TRACING_SAMPLE_RATIO: '0.25' } });
  assert.equal([setup.kernelConfig.tracing_enabled, setup.kernelConfig.tracing_sample_ratio], [false, 0.25]);
});

test('a missing hard dependency is refused before anything starts', async () => {
  const problems = await problemsOf({}, [plugin('webhooks-x', ['gateways'])]);
  assert.equal(problems, ['plugin webhooks-x depends on gateways, which is not in the plugin list']);
});

test('plugin settings are validated with the kernel settings and secrets are not echoed', async () => {
  const problems = await problemsOf({ SERVICE_NOTES_MAX_LENGTH: 'many', SERVICE_PORT: '70000', SERVICE_DATABASE_URL: '' }, [notesPlugin]);
  assert.ok(problems.includes('SERVICE_NOTES_MAX_LENGTH: expected an integer (got many)'), problems.join('\n'));
  assert.ok(problems.includes('SERVICE_PORT: must be at most 65535 (got 70000)'));
  assert.ok(problems.some((p) => p.startsWith('SERVICE_DATABASE_URL:') && p.includes('[REDACTED]')));
});

test('a plugin setting whose variable is also a kernel setting is refused, naming both owners', async () => {
  const explicit = plugin('limiter', [], {
    config: {
      namespace: 'limiter',
      schema: z.object({
        per_minute: setting.int(10, 'Requests per minute.', {}, { env: 'SERVICE_RATE_LIMIT_PER_MINUTE' }),
      }),
    },
  });
  const derived = plugin('rate', [], { config: { namespace: 'rate', schema: z.object({ limit_per_minute: setting.int(10, 'Limit.') }) } });
  const problems = await problemsOf({}, [explicit, derived]);
  assert.equal(problems, [
    'SERVICE_RATE_LIMIT_PER_MINUTE is the variable of more than one setting: the kernel (service.rate_limit_per_minute) and plugin limiter (limiter.per_minute) and plugin rate (rate.limit_per_minute); rename one (its key, namespace or env)',
  ]);
});

test("two plugins' settings with one variable are refused; the kernel's namespace is refused as such", async () => {
  const first = plugin('first', [], { config: { namespace: 'shared-thing', schema: z.object({ size: setting.int(1, 'Size.') }) } });
  const second = plugin('second', [], { config: { namespace: 'shared', schema: z.object({ thing_size: setting.int(1, 'Size.') }) } });
  const inService = plugin('in-service', [], { config: { namespace: 'service', schema: z.object({ rate_limit_per_minute: setting.int(1, 'x') }) } });
  const problems = await problemsOf({}, [first, second, inService]);
  assert.equal(problems, [
    'plugins core and in-service both use the settings namespace "service"',
    'SERVICE_SHARED_THING_SIZE is the variable of more than one setting: plugin first (shared-thing.size) and plugin second (shared.thing_size); rename one (its key, namespace or env)',
  ]);
});

test('a plugin disabled by its settings disables its dependents, with reasons', async () => {
  const optional = definePlugin({
    id: 'optional-thing',
    description: 'x',
    register() {},
    config: {
      namespace: 'thing',
      schema: z.object({ enabled: setting.bool(false, 'On?') }),
      enabled: (c) => (c.enabled ? true : 'SERVICE_THING_ENABLED is false'),
    },
  });
  const setup = await resolveSetup({ env: {}, plugins: [optional, plugin('uses-thing', ['optional-thing']), plugin('standalone')] });
  const listed = new Set(['optional-thing', 'uses-thing', 'standalone']);
  const reasons = Object.fromEntries(setup.statuses.filter((s) => listed.has(s.id)).map((s) => [s.id, s.reason]));
  assert.equal(reasons, {
    'optional-thing': 'SERVICE_THING_ENABLED is false',
    'uses-thing': 'depends on optional-thing, which is disabled',
    standalone: 'enabled',
  });
  assert.equal(
    setup.plugins.map((p) => p.id),
    ['standalone'],
  );
  const on = await resolveSetup({ env: { SERVICE_THING_ENABLED: 'true' }, plugins: [optional, plugin('uses-thing', ['optional-thing'])] });
  assert.equal(
    on.plugins.map((p) => p.id),
    ['optional-thing', 'uses-thing'],
  );
});

test('dependencies start before dependents whatever the listed order; optional edges order when present', async () => {
  const setup = await resolveSetup({ env: {}, plugins: [plugin('c', ['b']), plugin('b', [], { optionalDependsOn: ['a', 'absent'] }), plugin('a')] });
  assert.equal(
    setup.plugins.map((p) => p.id),
    ['a', 'b', 'c'],
  );
});

test('SERVICE_PLUGINS replaces the standard set, a YAML file supplies settings, environment wins', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portcullis-config-'));
  const file = join(dir, 'portcullis.yaml');
  writeFileSync(file, 'service:\n  port: 9001\n  log_level: warn\nnotes:\n  max_length: 42\n');
  const setup = await resolveSetup({ env: { SERVICE_CONFIG_FILE: file, SERVICE_LOG_LEVEL: 'error' }, plugins: [notesPlugin] });
  assert.is(setup.kernelConfig.port, 9001);
  assert.is(setup.kernelConfig.log_level, 'error');
  assert.is(setup.pluginConfigs.get('notes')!.max_length, 42);
  const problems = await problemsOf({ SERVICE_PLUGINS: 'users-typo' });
  assert.equal(problems, ['plugin "users-typo" is not installed (package @portcullis/plugin-users-typo or users-typo not found)']);
});

test('a deployment adds to and removes from the standard set, by file or by environment, and keeps its later additions', async () => {
  const NOT_LISTED = 'not in the configured plugin list';
  const listed = (setup: Awaited<ReturnType<typeof resolveSetup>>) =>
    setup.statuses.filter((status) => !status.reason.startsWith(NOT_LISTED)).map((status) => status.id);
  const standard = listed(await resolveSetup({ env: {} }));
  assert.ok(standard.includes('curfew') && standard.includes('budgets'), standard.join());
  const setup = await resolveSetup({ env: { SERVICE_PLUGINS_REMOVE: 'curfew,budgets' } });
  assert.equal(
    listed(setup),
    standard.filter((id) => id !== 'curfew' && id !== 'budgets'),
  );
  const curfew = setup.statuses.find((status) => status.id === 'curfew');
  assert.equal([curfew?.enabled, curfew?.reason], [false, `${NOT_LISTED} (add it: plugins: { add: [curfew] }, or SERVICE_PLUGINS_ADD=curfew)`]);

  const file = yamlFile('plugins:\n  remove: [curfew]\n  add: [curfew-typo-plugin]\n');
  assert.equal(await problemsOf({ SERVICE_CONFIG_FILE: file }), [
    `plugin "curfew-typo-plugin" is not installed (package @portcullis/plugin-curfew-typo-plugin or curfew-typo-plugin not found in the Portcullis installation or in ${dirname(file)})`,
  ]);
});

test('changes that cannot mean what they say, and settings of a plugin left out, are refused with the plugin named', async () => {
  const file = yamlFile(['plugins:', '  remove: [curfw, budgets]', '  add: [budgets, fleet]', 'curfew:', '  check_interval: 30'].join('\n'));
  const problems = await problemsOf({ SERVICE_CONFIG_FILE: file, SERVICE_PLUGINS_REMOVE: 'curfew' });
  assert.equal(
    problems.sort(),
    [
      `${file}: section curfew configures plugin curfew, which is not in the plugin list; add it (plugins: { add: [curfew] }) or delete the section`,
      'cannot remove plugin curfw: it is not in the plugin list (did you mean curfew?)',
      'plugin budgets is both added and removed',
      'plugin fleet is added but already in the plugin list',
    ].sort(),
  );
  const shape = await problemsOf({ SERVICE_CONFIG_FILE: yamlFile('plugins:\n  adds: [fleet]\n') });
  assert.equal(shape, [
    `${shape[0]!.split(':')[0]}: plugins must be a list of plugin names, or a mapping with add and/or remove lists; plugins.adds is neither add nor remove (did you mean add?)`,
  ]);
});

test('an unknown SERVICE_ variable is warned about, with the nearest known name', async () => {
  const setup = await resolveSetup({ env: { SERVICE_PROT: '1', SERVICE_FROBNICATE: '1' }, plugins: [notesPlugin, shoutPlugin] });
  assert.equal(setup.warnings, [
    'SERVICE_FROBNICATE is set but no enabled plugin reads it (typo, or a plugin not in the list?)',
    'SERVICE_PROT is set but no enabled plugin reads it (did you mean SERVICE_PORT?)',
  ]);
});

test('a YAML file is validated by shape: every unknown section or key, wrong type and out-of-range value is listed', async () => {
  const file = yamlFile(
    [
      'plugins: users, gateways', // a string, not a list
      'service:',
      '  prot: 9001', // near miss
      '  port: 70000', // out of range
      '  trust_proxy: maybe', // not a boolean
      '  auth_enabled: [true]', // a list where one value belongs
      '  log_level: 5', // not one of the levels
      'notse:', // near miss of a section
      '  max_length: 3',
      'notes:',
      '  max_lenght: 3',
      '  task_interval_ms: true', // the same rules as SERVICE_NOTES_TASK_INTERVAL_MS=true
      'webhooks: 5',
    ].join('\n'),
  );
  const problems = await problemsOf({ SERVICE_CONFIG_FILE: file }, [notesPlugin]);
  assert.equal(
    problems.sort(),
    [
      `${file}: notes.max_lenght is not a setting (did you mean notes.max_length?)`,
      `${file}: notes.task_interval_ms: expected an integer (got true)`,
      `${file}: unknown section notse (did you mean notes?); sections are plugins, service and the namespaces of enabled plugins`,
      `${file}: plugins must be a list of plugin names, or a mapping with add and/or remove lists (got "users, gateways")`,
      `${file}: service.auth_enabled: expected a single value, not a list or mapping (got [true])`,
      `${file}: service.log_level: Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent" (got 5)`,
      `${file}: service.port: must be at most 65535 (got 70000)`,
      `${file}: service.prot is not a setting (did you mean service.port?)`,
      `${file}: service.trust_proxy: expected true or false (got maybe)`,
      `${file}: unknown section webhooks; sections are plugins, service and the namespaces of enabled plugins`,
    ].sort(),
  );
});

test("YAML values follow the environment's rules; the environment wins; null leaves the default", async () => {
  const file = yamlFile('service:\n  trust_proxy: yes\n  port: "9001"\n  log_level:\nnotes:\n  max_length: 42\n');
  const setup = await resolveSetup({ env: { SERVICE_CONFIG_FILE: file, SERVICE_NOTES_MAX_LENGTH: '7' }, plugins: [notesPlugin] });
  assert.equal([setup.kernelConfig.trust_proxy, setup.kernelConfig.port, setup.kernelConfig.log_level], [true, 9001, 'info']);
  assert.is(setup.pluginConfigs.get('notes')!.max_length, 7);
});

test("a section's check across its settings (superRefine) is reported with every other problem", async () => {
  const paired = definePlugin({
    id: 'paired',
    description: 'x',
    register() {},
    config: {
      namespace: 'paired',
      schema: z.object({ enabled: setting.bool(false, 'On?'), target: setting.optionalString('Where to.') }).superRefine((config, context) => {
        if (config.enabled && !config.target)
          context.addIssue({ code: 'custom', path: ['target'], message: 'is required while SERVICE_PAIRED_ENABLED is true' });
      }),
    },
  });
  const file = yamlFile('paired:\n  enabled: true\n');
  const problems = await problemsOf({ SERVICE_CONFIG_FILE: file, SERVICE_PORT: 'abc' }, [paired]);
  assert.equal(problems, ['SERVICE_PORT: expected an integer (got abc)', 'SERVICE_PAIRED_TARGET: is required while SERVICE_PAIRED_ENABLED is true']);
  const second = yamlFile('paired:\n  enabled: true\n  target: ""\n');
  assert.equal(await problemsOf({ SERVICE_CONFIG_FILE: second }, [paired]), [`${second}: paired.target: is required while SERVICE_PAIRED_ENABLED is true`]);
  const fine = await resolveSetup({ env: { SERVICE_PAIRED_ENABLED: 'true', SERVICE_PAIRED_TARGET: 'there' }, plugins: [paired] });
  assert.equal(fine.pluginConfigs.get('paired'), { enabled: true, target: 'there' });
});

test('errors in the kernel section, a check across its keys and a plugin section arrive in one message', async () => {
  // The plugin judges a setting against the kernel's in `register` (as a relying party against the public URL).
  const proxied = definePlugin({
    id: 'proxied',
    description: 'x',
    register(api) {
      if (api.config.origins.length === 0) throw new Error('SERVICE_PROXIED_ORIGINS must name at least one origin');
    },
    config: { namespace: 'proxied', schema: z.object({ origins: setting.list([], 'Origins.'), max: setting.int(3, 'Most.', { min: 1 }) }) },
  });
  const problems = await problemsOf({ SERVICE_PORT: 'abc', SERVICE_REPLICAS: '2', SERVICE_PAIRED_ENABLED: 'maybe' }, [proxied, pairedPlugin]);
  assert.equal(problems, [
    'SERVICE_PORT: expected an integer (got abc)',
    'SERVICE_REPLICAS=2 needs PostgreSQL: SQLite is a single file on one machine and cannot be shared by replicas. Set SERVICE_DATABASE_URL=postgresql://... or SERVICE_REPLICAS=1.',
    "SERVICE_REPLICAS=2 needs SERVICE_SECRET_KEY, identical on every replica (they must read each other's encrypted data and cookies).",
    'SERVICE_PAIRED_ENABLED: expected true or false (got maybe)',
    'plugin proxied: SERVICE_PROXIED_ORIGINS must name at least one origin',
  ]);
  // A plugin whose own settings are wrong is not asked to judge the defaults that stand in for them.
  const own = await problemsOf({ SERVICE_PROXIED_MAX: '0' }, [proxied]);
  assert.equal(own, ['SERVICE_PROXIED_MAX: must be at least 1 (got 0)']);
});

test('a disabled plugin is not registered, but its paths answer 404 PLUGIN_DISABLED naming it and its setting', async () => {
  const t = await createTestKernel({ plugins: [notesPlugin, pairedPlugin] });
  try {
    const disabled = await t.http.get('/api/paired/targets/x1');
    assert.is(disabled.status, 404, disabled.text);
    assert.is(disabled.headers.get('content-type'), 'application/problem+json');
    assert.equal([disabled.body.code, disabled.body.plugin, disabled.body.reason], ['PLUGIN_DISABLED', 'paired', 'SERVICE_PAIRED_ENABLED is false']);
    assert.is(disabled.body.detail, '/api/paired/targets/x1 belongs to plugin paired, which is disabled: SERVICE_PAIRED_ENABLED is false.');
    assert.is((await t.http.post('/api/paired/targets/x1', {})).body.code, 'PLUGIN_DISABLED');
    const unknown = await t.http.get('/api/paired/elsewhere');
    assert.equal([unknown.status, unknown.body.code], [404, 'NOT_FOUND']);
    assert.is((await t.http.get('/api/notes')).status, 200, 'enabled routes are untouched');
    // A standard plugin the list leaves out says so too, with how to add it.
    const curfew = await t.http.get('/api/gateway/prod/curfew');
    assert.equal([curfew.status, curfew.body.code, curfew.body.plugin], [404, 'PLUGIN_DISABLED', 'curfew']);
    assert.is(
      curfew.body.detail,
      '/api/gateway/prod/curfew belongs to plugin curfew, which is disabled: not in the configured plugin list (add it: plugins: { add: [curfew] }, or SERVICE_PLUGINS_ADD=curfew).',
    );
  } finally {
    await t.stop();
  }
});

test('a port that differs from the port of a local SERVICE_PUBLIC_URL is warned about at start', async () => {
  const warning = async (env: Record<string, string>) => (await resolveSetup({ env, plugins: [] })).warnings.filter((w) => w.startsWith('SERVICE_PORT'));
  assert.equal(await warning({ SERVICE_PORT: '9001' }), [
    'SERVICE_PORT is 9001 but SERVICE_PUBLIC_URL (http://localhost:8888) names port 8888 on this machine: set SERVICE_PUBLIC_URL to the address browsers use (http://localhost:9001 when they connect directly), or logins, OIDC redirects and cookie-authenticated writes will fail.',
  ]);
  assert.equal(await warning({ SERVICE_PORT: '9001', SERVICE_PUBLIC_URL: 'http://127.0.0.1:9001' }), []);
  assert.equal(await warning({ SERVICE_PORT: '9001', SERVICE_PUBLIC_URL: 'https://portcullis.example.com' }), [], "a proxy's address is not checked");
  assert.equal(await warning({ SERVICE_PORT: '0' }), [], 'an ephemeral port cannot be known in advance');
  assert.equal(await warning({}), []);
});

test('a route whose path or alias names a gateway must say which parameter does, so per-gateway roles apply', async () => {
  const routes = definePlugin({
    id: 'routes',
    description: 'x',
    register(api) {
      const handler = () => ({});
      api.route({ method: 'GET', path: '/api/gateway/{name}/things', access: 'viewer', summary: 'x', handler });
      api.route({ method: 'GET', path: '/api/gateways/{gw}/things', access: 'viewer', summary: 'x', handler });
      api.route({ method: 'GET', path: '/api/gateway/{name}/named', gatewayParam: 'name', access: 'viewer', summary: 'x', handler });
      api.route({ method: 'GET', path: '/api/things/{id}', gatewayParam: 'gateway', access: 'viewer', summary: 'x', handler });
      api.route({ method: 'GET', path: '/api/gateways/{gw}/aliased', aliases: ['/api/gateway/{gw}/aliased'], access: 'viewer', summary: 'x', handler });
      api.route({ method: 'GET', path: '/api/gateways/{gw}/renamed', aliases: ['/api/gateway/{name}/renamed'], access: 'viewer', summary: 'x', handler });
      api.route({ method: 'GET', path: '/api/gateways/{gw}/widened', aliases: ['/api/gateway/{gw}/widened/{id}'], access: 'viewer', summary: 'x', handler });
      api.route({ method: 'GET', path: '/api/gateways/{gw}/x/{id}', aliases: ['/api/gateway/{id}/x/{gw}'], access: 'viewer', summary: 'x', handler });
    },
  });
  assert.equal(await problemsOf({}, [routes]), [
    "plugin routes: route GET /api/gateway/{name}/things names a gateway in {name} but declares gatewayParam none: add gatewayParam: 'name'",
    "plugin routes: route GET /api/things/{id} declares gatewayParam 'gateway', which is not a parameter of its path",
    'plugin routes: route GET /api/gateway/{name}/renamed is an alias of /api/gateways/{gw}/renamed but its parameters differ: an alias has the parameters of its path',
    'plugin routes: route GET /api/gateway/{gw}/widened/{id} is an alias of /api/gateways/{gw}/widened but its parameters differ: an alias has the parameters of its path',
    'plugin routes: route GET /api/gateway/{id}/x/{gw} is an alias of /api/gateways/{gw}/x/{id} but names a gateway in {id}, not in {gw}: an alias names the same gateway',
  ]);
});

test('two plugins may not declare the same route', async () => {
  const twin = definePlugin({
    id: 'twin',
    description: 'x',
    register(api) {
      api.route({ method: 'GET', path: '/api/notes/{other}', access: 'viewer', summary: 'x', handler: () => ({}) });
    },
  });
  try {
    await createTestKernel({ plugins: [notesPlugin, twin] });
    assert.unreachable('boot should fail');
  } catch (error) {
    assert.match((error as Error).message, /route GET \/api\/notes\/\{other\} is declared by both notes and twin/);
  }
});

test('npm start with bad settings exits non-zero with one message listing every problem', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portcullis-main-'));
  const file = yamlFile('service:\n  log_levle: debug\n');
  const result = await runMain({ SERVICE_PORT: 'abc', SERVICE_PLUGINS: 'nope-plugin', SERVICE_DATA_DIR: dir, SERVICE_CONFIG_FILE: file });
  assert.is(result.code, 1);
  assert.match(result.stderr, /^Portcullis cannot start; fix these and try again:\n/);
  assert.match(result.stderr, / {2}- SERVICE_PORT: expected an integer \(got abc\)\n/);
  assert.match(result.stderr, / {2}- plugin "nope-plugin" is not installed/);
  assert.ok(result.stderr.includes(`  - ${file}: service.log_levle is not a setting (did you mean service.log_level?)\n`), result.stderr);
  assert.not.match(result.stderr, /at .*\.ts:\d+/, 'no stack trace');
});

test('SERVICE_REPLICAS=2 with SQLite refuses to start with a clear message', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portcullis-main-'));
  const result = await runMain({ SERVICE_REPLICAS: '2', SERVICE_DATA_DIR: dir, SERVICE_PORT: '0' });
  assert.is(result.code, 1);
  assert.match(result.stderr, /SERVICE_REPLICAS=2 needs PostgreSQL: SQLite is a single file on one machine/);
});

test.run();
