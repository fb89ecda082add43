import { z } from 'zod';

// Label limits exactly as the spec's Limits table: at most 20 entries, keys matching the pattern and at most 63
// characters, values free text of at most 253 characters. Checked by hand so that each broken rule names the
// label it concerns (`body.labels.<key>`).
export const MAX_LABELS = 20;
export const LABEL_KEY_MAX = 63;
export const LABEL_VALUE_MAX = 253;
export const LABEL_KEY_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;

export type Labels = Record<string, string>;

// Names every JavaScript object already answers to. A label called `constructor` would be indistinguishable
// from the object's own member to any client reading `labels[key]`, and `__proto__` does not even survive
// parsing (the kernel refuses it in bodies before this schema runs; it is listed for the query filter).
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function keyProblem(key: string): string | null {
  if (RESERVED_KEYS.has(key)) return `label key ${key} is reserved`;
  if (key.length > LABEL_KEY_MAX) return `label key must be at most ${LABEL_KEY_MAX} characters`;
  if (!LABEL_KEY_PATTERN.test(key)) return 'label key must match [a-zA-Z0-9][a-zA-Z0-9._-]*';
  return null;
}

export const labelsSchema = z
  .record(z.string(), z.unknown(), { error: 'must be an object of string values' })
  .superRefine((labels, ctx) => {
    const keys = Object.keys(labels);
    if (keys.length > MAX_LABELS) ctx.addIssue({ code: 'custom', message: `at most ${MAX_LABELS} labels (got ${keys.length})` });
    for (const key of keys) {
      const value = labels[key];
      const problem = keyProblem(key);
      if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem });
      if (typeof value !== 'string') ctx.addIssue({ code: 'custom', path: [key], message: 'label value must be a string' });
      else if (value.length > LABEL_VALUE_MAX)
        ctx.addIssue({ code: 'custom', path: [key], message: `label value must be at most ${LABEL_VALUE_MAX} characters` });
    }
  })
  .transform((labels) => labels as Labels);

export interface LabelFilter {
  key: string;
  value: string;
}

/** `label=key:value`, repeatable; split at the first colon so that values may contain colons. */
export const labelFilterSchema = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(
    z
      .string()
      .superRefine((raw, ctx) => {
        const colon = raw.indexOf(':');
        if (colon < 0) {
          ctx.addIssue({ code: 'custom', message: 'must be key:value' });
          return;
        }
        const problem = keyProblem(raw.slice(0, colon));
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((raw): LabelFilter => ({ key: raw.slice(0, raw.indexOf(':')), value: raw.slice(raw.indexOf(':') + 1) })),
  ),
);

/** Every filter must match (AND). */
export function matchesLabels(labels: Labels, filters: LabelFilter[]): boolean {
  return filters.every((filter) => Object.hasOwn(labels, filter.key) && labels[filter.key] === filter.value);
}
