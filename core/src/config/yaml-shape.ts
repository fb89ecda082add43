import { didYouMean } from '../text/closest.ts';
import type { YamlSource } from './load.ts';
import { type ConfigSection, yamlKey } from './section.ts';

// A settings file is checked by shape before any value is used: every top-level key must be `plugins` or the
// section of the kernel (`service`) or of a loaded plugin, every section a mapping of that section's settings.
// A misspelt key would otherwise be ignored in silence and its setting keep its default.

const PLUGINS = 'plugins';

/** `plugins:` must be a list of plugin names. */
export function pluginListProblem(source: YamlSource): string | null {
  if (!(PLUGINS in source.document)) return null;
  const list = source.document[PLUGINS];
  if (Array.isArray(list) && list.every((entry) => typeof entry === 'string' && entry.trim() !== '')) return null;
  return `${source.path}: plugins must be a list of plugin names (got ${JSON.stringify(list)})`;
}

/** Unknown sections, sections that are not mappings, and keys no setting of their section has. */
export function shapeProblems(source: YamlSource, sections: ConfigSection[]): string[] {
  const byName = new Map(sections.map((section) => [yamlKey(section.namespace), section]));
  const problems: string[] = [];
  for (const [name, value] of Object.entries(source.document)) {
    if (name === PLUGINS) continue;
    const section = byName.get(name);
    if (!section) {
      problems.push(
        `${source.path}: unknown section ${name}${didYouMean(name, [PLUGINS, ...byName.keys()])}; sections are plugins, service and the namespaces of enabled plugins`,
      );
      continue;
    }
    if (value === null) continue;
    if (typeof value !== 'object' || Array.isArray(value)) {
      problems.push(`${source.path}: ${name} must be a mapping of settings (got ${JSON.stringify(value)})`);
      continue;
    }
    const keys = Object.keys(section.schema.shape);
    for (const key of Object.keys(value)) {
      if (!keys.includes(key)) problems.push(`${source.path}: ${name}.${key} is not a setting${didYouMean(key, keys).replace('mean ', `mean ${name}.`)}`);
    }
  }
  return problems;
}
