// docs/decisions.md §1: every list answers {items, total} and accepts offset and limit. Checked over the declared
// routes of the standard plugin set (through the OpenAPI document they generate), so a new list that forgets paging
// fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestKernel } from '@portcullis/testing';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../src/version.ts';

const STANDARD = (parse(readFileSync(join(PROJECT_ROOT, 'config', 'default.yaml'), 'utf8')) as { plugins: string[] }).plugins;

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> }>;
}

test('every GET that answers {items, total} accepts offset and limit', async () => {
  const t = await createTestKernel({ plugins: STANDARD });
  try {
    const paths = (await t.http.get('/api/system/openapi.json')).body.paths as Record<string, Record<string, Operation>>;
    const lists: string[] = [];
    const unpaged: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      const get = operations.get;
      const properties = get?.responses['200']?.content?.['application/json']?.schema?.properties;
      if (properties?.items?.type !== 'array' || !properties.total) continue;
      lists.push(path);
      const query = new Set((get?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name));
      if (!query.has('offset') || !query.has('limit')) unpaged.push(path);
    }
    assert.ok(lists.length >= 20, `found ${lists.length} lists`);
    for (const path of [
      '/api/policies/presets',
      '/api/gateways/{gw}/sandboxes/{name}/logs',
      '/api/audit',
      '/api/auth/groups/{id}/members',
      '/api/system/tasks',
    ]) {
      assert.ok(lists.includes(path), `${path} is a list`);
    }
    assert.equal(unpaged, [], 'lists without offset and limit');
  } finally {
    await t.stop();
  }
});

test.run();
