import type { FieldError } from '../errors.ts';
import { MAX_INPUT_DEPTH } from './input-limits.ts';

// Checked once by the kernel on every path parameter, query value and parsed body, before any route's schema:
// text no database or audit row can hold (PostgreSQL refuses NUL in text, and a lone UTF-16 surrogate cannot be
// encoded as UTF-8), keys that would change an object's prototype when copied by assignment, and nesting deeper
// than any recursive consumer should ever see.

/** A body with a million bad strings gets the first few named, not a million-line answer. */
const MAX_REPORTED = 20;

interface Pending {
  value: unknown;
  parent: Pending | null;
  key: string;
  depth: number;
}

/** What is wrong with `value` (named by paths under `where`), or nothing. Iterative, so depth costs no stack. */
export function inputProblems(value: unknown, where: string): FieldError[] {
  const errors: FieldError[] = [];
  const pending: Pending[] = [{ value, parent: null, key: where, depth: 0 }];
  for (let item = pending.pop(); item && errors.length < MAX_REPORTED; item = pending.pop()) {
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) errors.push({ path: pathOf(item), message: problem });
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) {
      errors.push({ path: pathOf(item), message: `nests objects or arrays more than ${MAX_INPUT_DEPTH} levels deep` });
      continue;
    }
    const entries = Object.entries(item.value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, inner] = entries[index]!;
      const child = { value: inner, parent: item, key, depth: item.depth + 1 };
      const problem = Array.isArray(item.value) ? null : keyProblem(key);
      if (problem) errors.push({ path: pathOf(child), message: problem });
      else pending.push(child);
    }
  }
  return errors;
}

function textProblem(text: string): string | null {
  if (text.includes('\0')) return 'must not contain NUL characters';
  if (!text.isWellFormed()) return 'must not contain unpaired UTF-16 surrogates';
  return null;
}

function keyProblem(key: string): string | null {
  if (key === '__proto__') return 'a key named __proto__ is not accepted';
  const problem = textProblem(key);
  return problem ? `key ${problem}` : null;
}

function pathOf(item: Pending): string {
  const keys: string[] = [];
  for (let node: Pending | null = item; node; node = node.parent) keys.push(node.key);
  return keys.reverse().join('.');
}
