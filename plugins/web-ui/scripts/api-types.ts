// Regenerates app/src/api/schema.ts, the console's API types, from the OpenAPI document of a standard boot.
import { writeFileSync } from 'node:fs';
import { apiTypesSource, SCHEMA_FILE } from './openapi-types.ts';

writeFileSync(SCHEMA_FILE, await apiTypesSource());
process.stdout.write(`wrote ${SCHEMA_FILE.pathname}\n`);
