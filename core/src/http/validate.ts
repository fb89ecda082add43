import type { z } from 'zod';
import { type FieldError, problems } from '../errors.ts';
import { inputProblems } from './input-guard.ts';
import { refuseUnknownQuery } from './query-names.ts';

export function fieldErrors(where: string, error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/** Parses with the schema or throws a 400 VALIDATION_ERROR naming every bad field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw problems.validation(fieldErrors(where, result.error));
  return result.data;
}

/**
 * Request input (path parameters, query, body): the kernel's own checks first (see input-guard.ts), then the
 * route's schema when it declares one.
 */
export function validateInput(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  const refused = inputProblems(value, where);
  if (refused.length > 0) throw problems.validation(refused);
  return schema ? validate(schema, value, where) : value;
}

/** The query: the kernel's own checks, then no name the route does not declare, then the route's schema. */
export function validateQuery(schema: z.ZodType | undefined, value: Record<string, unknown>): unknown {
  const refused = inputProblems(value, 'query');
  if (refused.length > 0) throw problems.validation(refused);
  refuseUnknownQuery(schema, value);
  return schema ? validate(schema, value, 'query') : value;
}

/**
 * Path parameters from their raw (still percent-encoded) text, checked as the kernel checks all input (see
 * input-guard.ts). One that is not valid percent-encoded UTF-8 (`%ZZ`, an encoded lone surrogate `%ED%A0%80`) or
 * holds text no database can store (NUL) is a 400 naming it, never passed on. Runs before the role lookup, which
 * queries by the gateway parameter.
 */
export function decodePathParams(raw: Record<string, string>): Record<string, string> {
  const decoded: Record<string, string> = {};
  const errors: FieldError[] = [];
  for (const [name, text] of Object.entries(raw)) {
    try {
      decoded[name] = decodeURIComponent(text);
    } catch {
      errors.push({ path: `params.${name}`, message: 'is not valid percent-encoded UTF-8' });
    }
  }
  errors.push(...inputProblems(decoded, 'params'));
  if (errors.length > 0) throw problems.validation(errors);
  return decoded;
}

/**
 * Repeated query keys arrive as arrays (label=a:1&label=b:2); single ones as strings. Keys are defined, not
 * assigned, so that `?__proto__=x` is a plain key (which the input checks refuse), not a prototype.
 */
export function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of search) {
    const existing = Object.hasOwn(out, key) ? out[key] : undefined;
    const combined = existing === undefined ? value : [...[existing].flat(), value];
    Object.defineProperty(out, key, { value: combined, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
