import type { z } from 'zod';
import { problems, type FieldError } from '../errors.ts';

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
