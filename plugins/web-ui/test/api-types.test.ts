// test-dialects: sqlite
// The console's API types are generated from the OpenAPI document and checked in; they must say what a standard boot
// serves today (regenerate with `node plugins/web-ui/scripts/api-types.ts`). The document does not depend on the
// database, and the types are generated from a SQLite boot, so it runs on SQLite only.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apiTypesSource, SCHEMA_FILE } from '../scripts/openapi-types.ts';

test('the checked-in API types match the OpenAPI document of a standard boot', async () => {
  const checkedIn = readFileSync(SCHEMA_FILE, 'utf8');
  const current = await apiTypesSource();
  assert.ok(
    checkedIn === current,
    'plugins/web-ui/app/src/api/schema.ts is stale: run `node scripts/run.mjs pnpm --filter @portcullis/plugin-web-ui api-types`',
  );
});

test.run();
