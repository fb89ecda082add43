import { z } from 'zod';

// The gateway's sandbox name rule (contract §b.2, v0.0.88+): a lower-case DNS label of at most 19 characters,
// no leading or trailing hyphen and no `--`. Checked here so a bad name is a 400 before any gateway call.
export const SANDBOX_NAME_MAX = 19;

/** Why a name breaks the gateway rule, or null. */
export function sandboxNameProblem(name: string): string | null {
  if (name.length === 0) return 'is required';
  if (name.length > SANDBOX_NAME_MAX) return `must be at most ${SANDBOX_NAME_MAX} characters`;
  if (!/^[a-z0-9-]+$/.test(name)) return 'must contain only lower-case letters, digits and hyphens';
  if (name.startsWith('-') || name.endsWith('-')) return 'must start and end with a letter or digit';
  if (name.includes('--')) return 'must not contain two hyphens in a row';
  return null;
}

export const sandboxNameSchema = z.string({ error: 'must be a string' }).superRefine((name, ctx) => {
  const problem = sandboxNameProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A name in a path: anything that could be one (the gateway answers 404 for names that do not exist). */
export const sandboxPathName = z.string().min(1).max(253, { error: 'must be at most 253 characters' });
