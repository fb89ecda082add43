import { didYouMean } from '../text/closest.ts';
import type { YamlSource } from './load.ts';

// Which plugins a deployment runs. The standard set (config/default.yaml) is the default; a deployment either
// replaces it with a list (`plugins: [...]`, SERVICE_PLUGINS) or changes it (`plugins: { add, remove }`,
// SERVICE_PLUGINS_ADD / SERVICE_PLUGINS_REMOVE), so that a plugin a later release adds to the standard set is
// picked up by a deployment that only added its own (docs/plugins.md, "Installing into a deployment").

const PLUGINS = 'plugins';
const CHANGE_KEYS = ['add', 'remove'] as const;

/** Changes to a base list: entries to append and entries to leave out. */
export interface PluginListChanges {
  add: string[];
  remove: string[];
}

const isNameList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string' && entry.trim() !== '');

/** `plugins:` must be a list of plugin names, or a mapping with `add` and/or `remove`, each such a list. */
export function pluginListProblem(source: YamlSource): string | null {
  if (!(PLUGINS in source.document)) return null;
  const value = source.document[PLUGINS];
  if (isNameList(value)) return null;
  const shape = `${source.path}: plugins must be a list of plugin names, or a mapping with add and/or remove lists`;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `${shape} (got ${JSON.stringify(value)})`;
  for (const [key, entries] of Object.entries(value)) {
    if (!(CHANGE_KEYS as readonly string[]).includes(key)) return `${shape}; plugins.${key} is neither add nor remove${didYouMean(key, [...CHANGE_KEYS])}`;
    if (!isNameList(entries)) return `${shape} (plugins.${key} is ${JSON.stringify(entries)})`;
  }
  return null;
}

/** The operator's `plugins:` as written: a replacing list, changes, or nothing. */
export function pluginListOf(source: YamlSource | undefined): { replacement: string[] | null; changes: PluginListChanges } {
  const value = source?.document[PLUGINS];
  if (isNameList(value)) return { replacement: value, changes: { add: [], remove: [] } };
  const mapping = (value ?? {}) as Partial<Record<(typeof CHANGE_KEYS)[number], unknown>>;
  return {
    replacement: null,
    changes: { add: isNameList(mapping.add) ? mapping.add : [], remove: isNameList(mapping.remove) ? mapping.remove : [] },
  };
}

/**
 * `base` with `changes` applied: removals first, additions appended in their order. Removing what is not there or
 * adding what already is would leave the list other than the operator meant, so both are problems.
 */
export function applyPluginChanges(base: string[], changes: PluginListChanges): { list: string[]; problems: string[] } {
  const problems: string[] = [];
  for (const entry of changes.remove) {
    if (changes.add.includes(entry)) problems.push(`plugin ${entry} is both added and removed`);
    else if (!base.includes(entry)) problems.push(`cannot remove plugin ${entry}: it is not in the plugin list${didYouMean(entry, base)}`);
  }
  const kept = base.filter((entry) => !changes.remove.includes(entry));
  const list = [...kept];
  for (const entry of changes.add) {
    if (changes.remove.includes(entry)) continue;
    if (list.includes(entry)) problems.push(`plugin ${entry} is added but already in the plugin list`);
    else list.push(entry);
  }
  return { list, problems };
}
