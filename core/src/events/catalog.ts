import type { Plugin } from '../plugins/define.ts';

export interface DeclaredEvent {
  name: string;
  /** The plugin that emits it. */
  plugin: string;
  /** When it fires. */
  description: string;
}

/**
 * The events enabled plugins declare they emit (`definePlugin({ events: {...} })`): what subscribers outside the
 * process (webhooks) may ask for, and what `/api/system/plugins` lists. Internal events that no one outside should
 * subscribe to (operation progress, cache invalidation) are simply not declared.
 */
export class EventCatalog {
  private readonly byName: Map<string, DeclaredEvent>;

  constructor(plugins: Plugin[]) {
    this.byName = new Map(
      plugins.flatMap((plugin) =>
        Object.entries(plugin.events ?? {}).map(([name, description]): [string, DeclaredEvent] => [
          name,
          { name, plugin: plugin.id, description: description as string },
        ]),
      ),
    );
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  list(): DeclaredEvent[] {
    return [...this.byName.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}

/** Two plugins declaring one event name would make its payload ambiguous; start-up refuses it. */
export function eventDeclarationProblems(plugins: Plugin[]): string[] {
  const owners = new Map<string, string>();
  const problems: string[] = [];
  for (const plugin of plugins) {
    for (const name of Object.keys(plugin.events ?? {})) {
      const owner = owners.get(name);
      if (owner) problems.push(`event ${name} is declared by both ${owner} and ${plugin.id}`);
      else owners.set(name, plugin.id);
    }
  }
  return problems;
}
