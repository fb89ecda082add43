import { problems } from '@portcullis/core';
import { passwordProblems } from './policy.ts';

/** Throws a 400 that names every rule the password breaks; the password itself never appears in it. */
export function requireAcceptablePassword(password: string, email: string | null, path = 'body.password'): void {
  const found = passwordProblems(password, email);
  if (found.length === 0) return;
  throw problems.validation(
    found.map((message) => ({ path, message })),
    `The password is not acceptable: it ${found.join('; it ')}.`,
  );
}
