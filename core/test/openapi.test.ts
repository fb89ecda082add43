// The OpenAPI document of the standard plugin set: readable unique operationIds, a described tag per plugin, every
// operation says how it succeeds and which problems it answers, and `@redocly/cli lint` finds no errors in it.
// (That the document tells the truth about real responses is checked over the whole suite's recorded responses:
// scripts/check-responses.ts, run by `npm test`.)
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../src/version.ts';

const STANDARD = (parse(readFileSync(join(PROJECT_ROOT, 'config', 'default.yaml'), 'utf8')) as { plugins: string[] }).plugins;

type Json = Record<string, any>;

async function standardDocument(): Promise<Json> {
  const t = await createTestKernel({ plugins: STANDARD });
  try {
    return (await t.http.get('/api/system/openapi.json')).body as Json;
  } finally {
    await t.stop();
  }
}

const document = await standardDocument();
const operations = Object.entries(document.paths as Json).flatMap(([path, methods]) =>
  Object.entries(methods as Json).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation: operation as Json })),
);

test('operationIds are unique, stable and read as tag.action', () => {
  const seen = new Map<string, string>();
  for (const { name, operation } of operations) {
    assert.match(operation.operationId, /^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/, `${name}: ${operation.operationId}`);
    assert.not.ok(seen.has(operation.operationId), `${operation.operationId} names both ${seen.get(operation.operationId)} and ${name}`);
    seen.set(operation.operationId, name);
  }
  const id = (name: string) => operations.find((candidate) => candidate.name === name)?.operation.operationId;
  assert.is(id('POST /api/gateways/{gw}/sandboxes'), 'sandboxes.create');
  assert.is(id('GET /api/gateways/{gw}/sandboxes'), 'sandboxes.list');
  assert.is(id('GET /api/gateways/{gw}/sandboxes/{name}'), 'sandboxes.get');
  assert.is(id('POST /api/gateways/{gw}/sandboxes/{name}/exec'), 'sandboxes.exec');
  assert.is(id('DELETE /api/webhooks/{id}'), 'webhooks.delete');
});

test("every tag is declared once with its plugin's description", () => {
  const declared = new Map((document.tags as Json[]).map((tag) => [tag.name as string, tag.description as string]));
  for (const { name, operation } of operations) {
    assert.is(operation.tags.length, 1, name);
    assert.ok(declared.get(operation.tags[0]), `${name}: tag ${operation.tags[0]} is declared with a description`);
  }
  assert.match(declared.get('sandboxes')!, /sandbox/i);
});

test('operations that start work answer 202 with Location; streams, YAML and downloads say their media type', () => {
  const operation = (name: string) => operations.find((candidate) => candidate.name === name)!.operation;
  for (const name of ['POST /api/gateways/{gw}/sandboxes', 'DELETE /api/gateways/{gw}/sandboxes/{name}', 'POST /api/gateways/{gw}/sandboxes/{name}/exec']) {
    const accepted = operation(name).responses['202'];
    assert.ok(accepted?.headers?.Location, `${name}: 202 with Location`);
    assert.ok(accepted.content['application/json'].schema.properties.operation_id, `${name}: the operation id`);
    assert.not.ok(operation(name).responses['204'], `${name} never answers 204`);
  }
  assert.ok(operation('GET /api/operations/{id}/stream').responses['200'].content['text/event-stream']);
  assert.ok(operation('GET /api/gateways/{gw}/sandboxes/{name}/export').responses['200'].content['application/yaml']);
  assert.ok(operation('GET /api/system/backup').responses['200'].content['application/gzip']);
  assert.ok(operation('GET /api/audit/export').responses['200'].content['text/csv']);
  assert.not.ok(operation('DELETE /api/webhooks/{id}').responses['204'].content, '204 has no body');
});

test('problem responses are derived from the declaration and share one Problem schema', () => {
  const operation = (name: string) => operations.find((candidate) => candidate.name === name)!.operation;
  const statuses = (name: string) => Object.keys(operation(name).responses);
  for (const status of ['400', '401', '403', '404', '413', '415', '429'])
    assert.ok(statuses('PUT /api/webhooks/{id}').includes(status), `PUT /api/webhooks/{id} documents ${status}`);
  assert.not.ok(statuses('GET /api/auth/check').includes('403'), 'public routes authorise no one');
  assert.ok(statuses('GET /api/auth/check').includes('401'), 'but refuse a credential that does not hold');
  assert.not.ok(statuses('GET /api/webhooks').includes('404'), 'no path parameter, no 404');
  assert.not.ok(statuses('GET /healthz').includes('429'), 'exempt from rate limits');
  for (const { name, operation: each } of operations) {
    assert.ok(
      Object.keys(each.responses).some((status) => /^[23]/.test(status)),
      `${name} says how it succeeds`,
    );
    for (const [status, response] of Object.entries(each.responses as Json)) {
      if (!status.startsWith('4') && !status.startsWith('5')) continue;
      if (!response.$ref) continue;
      const shared = document.components.responses[response.$ref.split('/').pop()];
      assert.is(shared?.content['application/problem+json'].schema.$ref, '#/components/schemas/Problem', `${name} ${status}`);
    }
  }
});

test('@redocly/cli lint finds no errors in the document', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portcullis-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const redocly = join(PROJECT_ROOT, 'node_modules', '.bin', 'redocly');
    const result = await promisify(execFile)(redocly, ['lint', file, '--format', 'json'], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }));
    const report = JSON.parse(result.stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    assert.equal(errors, [], 'redocly lint errors');
    assert.is(report.totals.errors, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
