import type { Plugin } from './define.ts';

export interface PluginStatus {
  id: string;
  description: string;
  enabled: boolean;
  reason: string;
  depends_on: string[];
  optional_depends_on: string[];
  /** Events the plugin declares it emits. */
  events: string[];
}

export interface PluginGraph {
  /** Enabled plugins, dependencies before dependents. */
  ordered: Plugin[];
  statuses: PluginStatus[];
  errors: string[];
}

/**
 * Checks the requested plugins before anything starts: every hard dependency present, no cycles. Then decides
 * what runs: a plugin is disabled when its own configuration says so or when a hard dependency is disabled.
 * `disabledByConfig` maps plugin id to the reason its configuration gave.
 */
export function buildGraph(requested: Plugin[], disabledByConfig: Map<string, string>): PluginGraph {
  const byId = new Map(requested.map((plugin) => [plugin.id, plugin]));
  const errors = [...missingDependencies(requested, byId), ...cycles(requested, byId)];
  if (errors.length > 0) return { ordered: [], statuses: [], errors };
  const order = topologicalOrder(requested, byId);
  const reasons = new Map<string, string>();
  for (const plugin of order) {
    const own = disabledByConfig.get(plugin.id);
    if (own) {
      reasons.set(plugin.id, own);
      continue;
    }
    const blocked = (plugin.dependsOn ?? []).find((dependency) => reasons.has(dependency));
    if (blocked) reasons.set(plugin.id, `depends on ${blocked}, which is disabled`);
  }
  return {
    ordered: order.filter((plugin) => !reasons.has(plugin.id)),
    statuses: order.map((plugin) => status(plugin, reasons.get(plugin.id))),
    errors: [],
  };
}

export function status(plugin: Plugin, disabledReason: string | undefined): PluginStatus {
  return {
    id: plugin.id,
    description: plugin.description,
    enabled: disabledReason === undefined,
    reason: disabledReason ?? 'enabled',
    depends_on: plugin.dependsOn ?? [],
    optional_depends_on: plugin.optionalDependsOn ?? [],
    events: Object.keys(plugin.events ?? {}),
  };
}

/** Dependencies among the requested plugins (missing ones are reported separately). */
function edges(plugin: Plugin, byId: Map<string, Plugin>): string[] {
  return [...(plugin.dependsOn ?? []), ...(plugin.optionalDependsOn ?? [])].filter((id) => byId.has(id));
}

function missingDependencies(requested: Plugin[], byId: Map<string, Plugin>): string[] {
  return requested.flatMap((plugin) =>
    (plugin.dependsOn ?? [])
      .filter((dependency) => !byId.has(dependency))
      .map((dependency) => `plugin ${plugin.id} depends on ${dependency}, which is not in the plugin list`),
  );
}

function cycles(requested: Plugin[], byId: Map<string, Plugin>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const seen = new Set<string>();
  const visit = (plugin: Plugin, path: string[]): void => {
    state.set(plugin.id, 'visiting');
    for (const next of edges(plugin, byId)) {
      if (state.get(next) === 'visiting') {
        const cycle = [...path.slice(path.indexOf(next)), next];
        const key = [...cycle].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          found.push(`dependency cycle: ${cycle.join(' -> ')}`);
        }
      } else if (!state.has(next)) {
        visit(byId.get(next)!, [...path, next]);
      }
    }
    state.set(plugin.id, 'done');
  };
  for (const plugin of requested) if (!state.has(plugin.id)) visit(plugin, [plugin.id]);
  return found;
}

/** Kahn's algorithm; ties keep the configured order so start-up is predictable. */
function topologicalOrder(requested: Plugin[], byId: Map<string, Plugin>): Plugin[] {
  const remaining = new Map(requested.map((plugin) => [plugin.id, new Set(edges(plugin, byId))]));
  const order: Plugin[] = [];
  while (remaining.size > 0) {
    const ready = requested.find((plugin) => remaining.get(plugin.id)?.size === 0);
    if (!ready) break;
    order.push(ready);
    remaining.delete(ready.id);
    for (const dependencies of remaining.values()) dependencies.delete(ready.id);
  }
  return order;
}
