import { type LabelFilter, type Labels, labelFilterSchema, matchesLabels } from '@portcullis/plugin-gateways';
import { z } from 'zod';

// `sandbox_selector`: the sandboxes a ceiling applies to, as `key:value,...` (every pair must match, as in the
// `label=key:value` filters of sandbox and gateway lists; a value cannot hold a comma here). Stored in one canonical
// spelling (pairs sorted by key) so that `b:2,a:1` and `a:1,b:2` are the same ceiling. Empty: every sandbox.

export const SELECTOR_MAX = 512;

export type Selector = LabelFilter[];

export function formatSelector(selector: Selector): string {
  return selector.map((filter) => `${filter.key}:${filter.value}`).join(',');
}

export function parseSelector(text: string): Selector {
  return text === '' ? [] : labelFilterSchema.parse(text.split(','));
}

/** The canonical text of a selector given by a client, or the reasons it is refused. */
export const selectorSchema = z
  .string({ error: 'must be a string of key:value pairs separated by commas' })
  .max(SELECTOR_MAX, { error: `must be at most ${SELECTOR_MAX} characters` })
  .transform((text, ctx) => {
    const trimmed = text.trim();
    if (trimmed === '') return '';
    const parsed = labelFilterSchema.safeParse(trimmed.split(',').map((pair) => pair.trim()));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: `pair ${Number(issue.path[0]) + 1}: ${issue.message}` });
      return z.NEVER;
    }
    const keys = parsed.data.map((filter) => filter.key);
    const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
    if (repeated !== undefined) {
      ctx.addIssue({ code: 'custom', message: `label ${repeated} appears twice (a sandbox has one value per label)` });
      return z.NEVER;
    }
    return formatSelector([...parsed.data].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)));
  });

export function selects(selector: string, labels: Labels): boolean {
  return matchesLabels(labels, parseSelector(selector));
}
