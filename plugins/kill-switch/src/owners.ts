// Who holds a kill switch. A switch stays engaged while any owner holds it, and each owner lets go only of its
// own hold: a curfew ending never lifts what an operator or a budget engaged (the spec's rule), and a budget
// exceeded during a curfew keeps the providers detached after the curfew ends.
export const OWNERS = ['budget', 'curfew', 'manual'] as const;
export type Owner = (typeof OWNERS)[number];

/** One sandbox, in the workspace the caller resolved (no default applies here). */
export interface SandboxRef {
  gateway: string;
  workspace: string;
  sandbox: string;
}

export function refKey(ref: SandboxRef): string {
  return `${ref.gateway}\u0000${ref.workspace}\u0000${ref.sandbox}`;
}
