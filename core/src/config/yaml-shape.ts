import { didYouMean } from '../text/closest.ts';
import type { YamlSource } from './load.ts';
import { type ConfigSection, yamlKey } from './section.ts';

// A settings file is checked by shape before any value is used: every top-level key must be `plugins` or the
// section of the kernel (`service`) or of a loaded plugin, every section a mapping of that section's settings.
// A misspelt key would otherwise be ignored in silence and its setting keep its default.

const PLUGINS = 'plugins';

/** Top-level keys of a settings file that are neither `plugins` nor the section of a loaded plugin or the kernel. */
export function unknownSections(source: YamlSource, sections: ConfigSection[]): string[] {
  const known = new Set([PLUGINS, ...sections.map((section) => yamlKey(section.namespace))]);
  return Object.keys(source.document).filter((name) => !known.has(name));
}

/**
 * Unknown sections, sections that are not mappings, and keys no setting of their section has. `notListed` maps the
 * sections of installed plugins the plugin list leaves out to their plugin, so such a section names the plugin
 * and how to add it rather than reading like a typo.
 */
export function shapeProblems(source: YamlSource, sections: ConfigSection[], notListed: ReadonlyMap<string, string> = new Map()): string[] {
  const byName = new Map(sections.map((section) => [yamlKey(section.namespace), section]));
  const problems: string[] = [];
  for (const [name, value] of Object.entries(source.document)) {
    if (name === PLUGINS) continue;
    const section = byName.get(name);
    const unlistedPlugin = notListed.get(name);
    if (!section && unlistedPlugin) {
      problems.push(
        `${source.path}: section ${name} configures plugin ${unlistedPlugin}, which is not in the plugin list; add it (plugins: { add: [${unlistedPlugin}] }) or delete the section`,
      );
      continue;
    }
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
