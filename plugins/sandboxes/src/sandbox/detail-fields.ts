import { defineExtensionPoint } from '@portcullis/core';

// Members of the sandbox JSON whose values this plugin cannot know itself: the spec's `metered_requests_today`
// is counted elsewhere. They are always present (the spec's shape), with these values unless a plugin enabled in
// this deployment contributes others, so this plugin names the fields but never the plugins that fill them.

export interface ContributedSandboxFields {
  /** Metered requests of the sandbox during the current UTC day; null when nothing meters them. */
  metered_requests_today: number | null;
}

export const CONTRIBUTED_FIELD_DEFAULTS: Readonly<ContributedSandboxFields> = { metered_requests_today: null };

export interface SandboxFieldsScope {
  gateway: string;
  workspace: string;
}

export interface SandboxDetailFields {
  id: string;
  /**
   * Values for the named sandboxes of one gateway workspace, by sandbox name (called once per list, so a
   * contributor reads its store once); names it leaves out keep the values they had.
   */
  fields(scope: SandboxFieldsScope, names: string[]): Promise<Map<string, Partial<ContributedSandboxFields>>>;
}

export const sandboxDetailFields = defineExtensionPoint<SandboxDetailFields>('sandboxes.detail-fields');

/** What `sandboxDetailFields` contributions say about the named sandboxes, merged over the defaults in plugin order. */
export async function contributedFields(
  contributors: readonly SandboxDetailFields[],
  scope: SandboxFieldsScope,
  names: string[],
): Promise<Map<string, ContributedSandboxFields>> {
  const merged = new Map(names.map((name) => [name, { ...CONTRIBUTED_FIELD_DEFAULTS }]));
  for (const contributor of contributors) {
    for (const [name, values] of await contributor.fields(scope, names)) {
      const current = merged.get(name);
      if (current) Object.assign(current, values);
    }
  }
  return merged;
}

/** Holds the contributions, which exist only once start-up has resolved them (the plugin's `start` sets them). */
export class DetailFieldContributors {
  list: SandboxDetailFields[] = [];
}
