import { z } from 'zod';
import { type FieldError, problems } from '../errors.ts';

/** The query parameter names a route accepts, or `any` when its schema takes names it does not list (a record). */
type AcceptedQuery = ReadonlySet<string> | 'any';

type JsonSchema = Record<string, unknown>;

const NONE: AcceptedQuery = new Set();
/** Worked out on a schema's first query string (most requests carry none), then kept with the schema. */
const acceptedBySchema = new WeakMap<z.ZodType, AcceptedQuery>();

/**
 * Read from a route's query schema the way the OpenAPI document lists its parameters. A route without a query
 * schema accepts none; an object schema accepts its properties; a schema that accepts further keys (`z.record`,
 * `z.looseObject`, a catchall) accepts any.
 */
function acceptedQuery(schema: z.ZodType | undefined): AcceptedQuery {
  if (!schema) return NONE;
  let accepted = acceptedBySchema.get(schema);
  if (!accepted) {
    accepted = namesOf(schema);
    acceptedBySchema.set(schema, accepted);
  }
  return accepted;
}

function namesOf(schema: z.ZodType): AcceptedQuery {
  const names = new Set<string>();
  try {
    return collect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, names) ? names : 'any';
  } catch {
    return 'any';
  }
}

/** Adds the object's property names; false when it (or a branch) accepts names it does not list. */
function collect(schema: JsonSchema, names: Set<string>): boolean {
  const branches = [...((schema.allOf ?? []) as JsonSchema[]), ...((schema.anyOf ?? []) as JsonSchema[]), ...((schema.oneOf ?? []) as JsonSchema[])];
  if (branches.length > 0) return branches.every((branch) => collect(branch, names));
  if (schema.properties === undefined) return false;
  for (const name of Object.keys(schema.properties as JsonSchema)) names.add(name);
  const additional = schema.additionalProperties;
  return additional === undefined || additional === false;
}

/** A 400 VALIDATION_ERROR naming every query parameter the route does not declare: one that was ignored would mislead. */
export function refuseUnknownQuery(schema: z.ZodType | undefined, query: Record<string, unknown>): void {
  const given = Object.keys(query);
  if (given.length === 0) return;
  const accepted = acceptedQuery(schema);
  if (accepted === 'any') return;
  const unknown = given.filter((name) => !accepted.has(name));
  if (unknown.length === 0) return;
  const listed = accepted.size > 0 ? `accepted: ${[...accepted].join(', ')}` : 'this endpoint takes no query parameters';
  const errors: FieldError[] = unknown.map((name) => ({ path: `query.${name}`, message: `is not a query parameter of this endpoint (${listed})` }));
  throw problems.validation(errors, `Unknown query parameter${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
}
