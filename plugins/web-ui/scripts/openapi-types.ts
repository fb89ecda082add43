import { createTestKernel } from '@portcullis/testing';
import openapiTS, { astToString } from 'openapi-typescript';

export const SCHEMA_FILE = new URL('../app/src/api/schema.ts', import.meta.url);

const HEADER =
  '// Generated from the OpenAPI document of a standard boot by `node plugins/web-ui/scripts/api-types.ts`.\n// Do not edit: regenerate (a test fails while this file differs from the document).\n\n';

/**
 * Settings that switch on plugins of the standard list that are off by default: the console has pages for them
 * (usage, budgets), so its types must describe their routes too.
 */
const OPTIONAL_PLUGINS_ON = { SERVICE_BUDGET_METERING_ENABLED: 'true' };

/** The API's OpenAPI document as a standard boot (config/default.yaml, throw-away SQLite) describes it, optional plugins on. */
export async function standardOpenApiDocument(): Promise<Record<string, unknown>> {
  const t = await createTestKernel({ plugins: 'configured', env: OPTIONAL_PLUGINS_ON });
  try {
    const response = await t.http.as('admin').get('/api/system/openapi.json');
    if (response.status !== 200) throw new Error(`GET /api/system/openapi.json answered ${response.status}`);
    return response.body as Record<string, unknown>;
  } finally {
    await t.stop();
  }
}

/** The console's API types (openapi-fetch `paths`) for that document. */
export async function apiTypesSource(): Promise<string> {
  const ast = await openapiTS(canonicalPaths(await standardOpenApiDocument()) as never);
  return HEADER + astToString(ast);
}

/** The document without its deprecated alias paths: the console calls each operation by its canonical path. */
function canonicalPaths(document: Record<string, unknown>): Record<string, unknown> {
  const paths = Object.entries(document.paths as Record<string, Record<string, { deprecated?: boolean }>>).filter(
    ([, operations]) => !Object.values(operations).every((operation) => operation.deprecated === true),
  );
  return { ...document, paths: Object.fromEntries(paths) };
}
