// The OCSF 1.3 class schemas of test/fixtures (a JSON Schema subset written from schema.ocsf.io), compiled once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const load = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(load('ocsf-1.3-common.json'));

const byClass = new Map<number, ValidateFunction>([
  [6003, ajv.compile(load('ocsf-1.3-api-activity.json'))],
  [3001, ajv.compile(load('ocsf-1.3-account-change.json'))],
  [3003, ajv.compile(load('ocsf-1.3-authorize-session.json'))],
]);

/** Schema errors of `event` against its class (empty when valid); an unknown class is an error too. */
export function ocsfErrors(event: Record<string, unknown>): string[] {
  const validate = byClass.get(event.class_uid as number);
  if (!validate) return [`no schema for class_uid ${String(event.class_uid)}`];
  if (validate(event)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
}
