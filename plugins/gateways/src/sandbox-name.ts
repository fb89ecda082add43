import { z } from 'zod';
import { gatewayParams } from './scope.ts';

// The gateway's sandbox name rule (docs/openshell-0.0.md §b.2, since v0.0.88, older than every supported gateway): a
// lower-case DNS label of at most 19 characters, no leading or trailing hyphen and no `--`. It lives here, with
// the gateway scope every sandbox-scoped plugin already uses, so that a sandbox name in a path, a query or a
// body is checked by this one schema everywhere: a name no gateway can hold is a 400 before any RPC.
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

/** Params of `/api/gateways/{gw}/sandboxes/{name}/...` (and `/ws/{gw}/{name}`). */
export const sandboxParams = gatewayParams.extend({ name: sandboxNameSchema });
