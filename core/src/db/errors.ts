import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { type Problem, problems } from '../errors.ts';

/**
 * What a client should hear about a database failure, or null when it is an internal error. A unique index that
 * refuses a row means the name or key is taken: routes check first and answer with a precise message, so this
 * generic answer is what the loser of two concurrent creates gets (never a 500).
 */
export function problemOfDatabaseError(error: unknown): Problem | null {
  if (error instanceof UniqueConstraintViolationException) {
    return problems.conflict(
      'ALREADY_EXISTS',
      'It already exists: something with the same name or key was stored first, possibly by a request made at the same time.',
    );
  }
  return null;
}
