// test-dialects: sqlite
// The published JSON Schema of the fleet document: the one `npm run docs` generates from the kinds' own schemas of
// the standard plugin set, and every YAML example of docs/fleet-config.md passes it (and the API's own parse). No
// database is involved beyond booting: SQLite only.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestKernel, type TestKernel } from '@portcullis/testing';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { fleetConfigRef } from '../src/refs.ts';

const docs = (file: string) => fileURLToPath(new URL(`../../../docs/${file}`, import.meta.url));
const schemaFile = docs('fleet-document.schema.json');
const examples = [...readFileSync(docs('fleet-config.md'), 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => parse(match[1]!));

const schema = suite<{ t: TestKernel }>('fleet document JSON Schema');

schema.before(async (context) => {
  // The standard plugin set, as `npm run docs` boots it (metering on, for the budgets plugin's kind): the published
  // schema is that set's.
  context.t = await createTestKernel({ plugins: 'configured', env: { SERVICE_BUDGET_METERING_ENABLED: 'true' } });
});
schema.after(async ({ t }) => {
  await t.stop();
});

schema('docs/fleet-document.schema.json is what the kinds make (npm run docs writes it)', ({ t }) => {
  assert.equal(JSON.parse(readFileSync(schemaFile, 'utf8')), JSON.parse(JSON.stringify(t.resolve(fleetConfigRef).jsonSchema())));
});

schema('every YAML example of docs/fleet-config.md is valid by the JSON Schema and by the API', ({ t }) => {
  const validate = new Ajv2020({ strict: false, allErrors: true }).compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
  assert.ok(examples.length >= 2, 'the page has examples');
  for (const example of examples) {
    assert.ok(validate(example), JSON.stringify(validate.errors));
    t.resolve(fleetConfigRef).parse(example);
  }
});

schema('the JSON Schema refuses a secret inline and an unknown kind, as the API does', () => {
  const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(schemaFile, 'utf8')));
  assert.not.ok(validate({ version: 1, gateways: { a: { endpoint: 'a:1', auth_mode: 'api_key', api_key: 'sk-inline' } } }));
  assert.not.ok(validate({ version: 1, toasters: {} }));
  assert.not.ok(validate({ version: 1, secrets: { gateways: { a: { api_key: 'sk-inline' } } } }));
});

schema.run();
