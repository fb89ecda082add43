import { readFileSync } from 'node:fs';
import { normalise } from './hasher.ts';

// Password rules of docs/decisions.md §6: 10–128 characters, at least one letter and one digit, not a common
// password, not the account's email address. Each broken rule yields its own message so the user learns why.
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** Shorter words are too likely to appear inside a strong password by chance. */
const MIN_BASE_WORD = 4;

const COMMON = loadCommonPasswords();

function loadCommonPasswords(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

/** "Summer2024!" → "summer": what is left once the digits and symbols people pad passwords with are removed. */
function baseWord(password: string): string {
  return password.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
}

/** "123456789!" → "123456789": symbols added at either end to satisfy a rule. */
function withoutEdgeSymbols(password: string): string {
  return password.replace(/^[^\p{L}\p{Nd}]+/u, '').replace(/[^\p{L}\p{Nd}]+$/u, '');
}

export function isCommonPassword(password: string): boolean {
  const lower = normalise(password).toLowerCase();
  if (COMMON.has(lower) || COMMON.has(withoutEdgeSymbols(lower))) return true;
  const base = baseWord(lower);
  return base.length >= MIN_BASE_WORD && COMMON.has(base);
}

/** Every rule the password breaks, as messages for the `errors` of a 400; empty when it is acceptable. */
export function passwordProblems(password: string, email: string | null): string[] {
  const value = normalise(password);
  const length = [...value].length;
  const found: string[] = [];
  if (length < PASSWORD_MIN_LENGTH) found.push(`must be at least ${PASSWORD_MIN_LENGTH} characters long`);
  if (length > PASSWORD_MAX_LENGTH) found.push(`must be at most ${PASSWORD_MAX_LENGTH} characters long`);
  if (!/\p{L}/u.test(value)) found.push('must contain at least one letter');
  if (!/\p{Nd}/u.test(value)) found.push('must contain at least one digit');
  if (isCommonPassword(value)) found.push('is too common (it appears in lists of leaked passwords); choose one that is harder to guess');
  if (email && value.trim().toLowerCase() === email.trim().toLowerCase()) found.push('must not be the same as the email address');
  return found;
}
