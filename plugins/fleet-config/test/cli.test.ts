// `plan` and `apply` from the CLI against a database: the plan printed per object, apply through the owners with a
// credential read from the file its reference names (never printed), a reference that cannot be read refused before
// anything changes, and the applied document recorded for drift.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIRE_LINE_PLUGINS } from '@portcullis/plugin-gateways/testing';
import { auditRows, createTestDatabase } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootFleetConfig } from './helpers.ts';

const CLI = fileURLToPath(new URL('../../../core/src/cli.ts', import.meta.url));
const database = await createTestDatabase();
const dir = mkdtempSync(join(tmpdir(), 'fleet-config-cli-'));

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

function cli(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      SERVICE_PLUGINS: ['gateways', ...WIRE_LINE_PLUGINS, 'fleet-config'].join(','),
      SERVICE_LOCAL_MODE: 'true',
      ...database.env,
      ...env,
    },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const keyFile = write('api-key', 'sk-from-a-file\n');
const document = write(
  'fleet.yaml',
  [
    'version: 1',
    'gateways:',
    '  keyed:',
    '    endpoint: http://127.0.0.1:7',
    '    auth_mode: api_key',
    '    labels: { env: prod }',
    'secrets:',
    '  gateways:',
    '    keyed:',
    `      api_key: { file: ${keyFile} }`,
    '',
  ].join('\n'),
);

test.after(async () => {
  await database.drop();
});

test('plan prints each object and changes nothing; a secret reference that cannot be read stops apply before any change', async () => {
  const planned = cli(['plan', document]);
  assert.is(planned.code, 0, planned.stderr);
  assert.match(planned.stdout, /^create +gateways\/keyed\n/);
  assert.match(planned.stdout, /: 1 to create, 0 to change, 0 to delete, 0 unchanged, 0 kept, 0 refused\n$/);
  const missing = write(
    'missing.yaml',
    [
      'version: 1',
      'gateways:',
      '  keyed: { endpoint: "http://127.0.0.1:7", auth_mode: api_key }',
      'secrets:',
      '  gateways:',
      '    keyed:',
      '      api_key: { env: NOT_SET_ANYWHERE }',
      '',
    ].join('\n'),
  );
  const refused = cli(['apply', missing]);
  assert.is(refused.code, 1);
  assert.match(refused.stderr, /body\.secrets\.gateways\.keyed\.api_key: environment variable NOT_SET_ANYWHERE is not set/);
});

test('apply registers the gateway with the credential from its file, audited, and records the document', async () => {
  const applied = cli(['apply', document]);
  assert.is(applied.code, 0, applied.stderr);
  assert.match(applied.stdout, /done {3}gateways\/keyed create\napplied: 1 done, 0 failed\n$/);
  assert.not.match(applied.stdout + applied.stderr, /sk-from-a-file/);
  const t = await bootFleetConfig({ database });
  try {
    const [gateway] = (await t.http.get('/api/gateway/list')).body.items;
    assert.equal([gateway.name, gateway.auth_mode, gateway.labels, gateway.has_api_key], ['keyed', 'api_key', { env: 'prod' }, true]);
    assert.is((await auditRows(t, 'gateway.register')).length, 1);
    assert.is((await auditRows(t, 'config.apply')).length, 1, 'the apply that ran, not the refused one');
    assert.equal(
      (await t.http.request('POST', '/api/config/plan', { raw: readFileSync(document, 'utf8'), headers: { 'content-type': 'application/yaml' } })).body.summary
        .unchanged,
      1,
    );
    assert.equal((await t.http.get('/api/config/drift')).body.drifted, false, 'the CLI records the applied document');
  } finally {
    await t.stop();
  }
});

test.run();
