import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { settingCollisions } from '../config/collisions.ts';
import { kernelConfigSection, type KernelConfig } from '../config/kernel-config.ts';
import { loadSection, readYamlFile, unknownVariables, type Environment, type YamlDocument } from '../config/load.ts';
import type { ConfigSection } from '../config/section.ts';
import { checkMigrationSets } from '../db/migrate.ts';
import { eventDeclarationProblems } from '../events/catalog.ts';
import { StartupError } from '../errors.ts';
import type { Plugin } from '../plugins/define.ts';
import { buildGraph, type PluginStatus } from '../plugins/graph.ts';
import { describeInstalledPlugin, loadPlugin, type PluginEntry } from '../plugins/load.ts';
import { PROJECT_ROOT } from '../version.ts';

export interface ResolvedSetup {
  kernelConfig: KernelConfig;
  /** Enabled plugins in dependency order. */
  plugins: Plugin[];
  pluginConfigs: Map<string, Record<string, unknown>>;
  statuses: PluginStatus[];
  sections: Map<string, ConfigSection>;
  warnings: string[];
}

export interface ResolveOptions {
  env: Environment;
  /** Replaces the configured plugin list (tests). */
  plugins?: PluginEntry[];
}

const DEFAULT_FILE = join(PROJECT_ROOT, 'config', 'default.yaml');

function yamlDocuments(env: Environment, problems: string[]): { defaults: YamlDocument; operator: YamlDocument } {
  // No standard set without an installation (the kernel package used on its own, as in a plugin's tests).
  const defaults = existsSync(DEFAULT_FILE) ? readYamlFile(DEFAULT_FILE) : { document: {} };
  if (defaults.error) problems.push(defaults.error);
  const path = env.SERVICE_CONFIG_FILE;
  if (!path) return { defaults: defaults.document, operator: {} };
  const operator = readYamlFile(isAbsolute(path) ? path : join(process.cwd(), path));
  if (operator.error) problems.push(operator.error);
  return { defaults: defaults.document, operator: operator.document };
}

/** Where plugins named by package may also be installed: SERVICE_PLUGIN_DIR, else the configuration file's directory. */
function deploymentDirectory(config: KernelConfig, env: Environment): string | null {
  if (config.plugin_dir) return resolve(config.plugin_dir);
  return env.SERVICE_CONFIG_FILE ? dirname(resolve(env.SERVICE_CONFIG_FILE)) : null;
}

function pluginList(options: ResolveOptions, kernel: KernelConfig, yaml: { defaults: YamlDocument; operator: YamlDocument }): PluginEntry[] {
  if (options.plugins) return options.plugins;
  if (kernel.plugins.length > 0) return kernel.plugins;
  const fromYaml = (yaml.operator.plugins ?? yaml.defaults.plugins ?? []) as unknown;
  return Array.isArray(fromYaml) ? fromYaml.map(String) : [];
}

/**
 * Everything decided before start-up touches anything: settings of the kernel and of every plugin, the plugin
 * graph, migrations. Problems are gathered, not thrown one by one, so the operator sees all of them at once.
 */
export async function resolveSetup(options: ResolveOptions): Promise<ResolvedSetup> {
  const problems: string[] = [];
  const yaml = yamlDocuments(options.env, problems);
  const merged: YamlDocument = { ...yaml.defaults, ...yaml.operator };
  const kernelLoaded = loadSection(kernelConfigSection, options.env, merged);
  problems.push(...kernelLoaded.errors);
  const kernelConfig = kernelLoaded.values as KernelConfig;

  const plugins: Plugin[] = [];
  const warnings: string[] = [];
  const loading = { deploymentDir: deploymentDirectory(kernelConfig, options.env), warn: (message: string) => warnings.push(message) };
  for (const entry of pluginList(options, kernelConfig, yaml)) {
    try {
      const plugin = await loadPlugin(entry, loading);
      if (plugins.some((other) => other.id === plugin.id)) problems.push(`plugin ${plugin.id} is listed twice`);
      else plugins.push(plugin);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }

  const sections = new Map<string, ConfigSection>([['core', kernelConfigSection]]);
  const pluginConfigs = new Map<string, Record<string, unknown>>();
  const disabled = new Map<string, string>();
  const namespaces = new Map<string, string>([['', 'core'], ['service', 'core']]);
  for (const plugin of plugins) {
    if (!plugin.config) { pluginConfigs.set(plugin.id, {}); continue; }
    const owner = namespaces.get(plugin.config.namespace);
    if (owner) { problems.push(`plugins ${owner} and ${plugin.id} both use the settings namespace "${plugin.config.namespace}"`); continue; }
    namespaces.set(plugin.config.namespace, plugin.id);
    sections.set(plugin.id, plugin.config);
    const loaded = loadSection(plugin.config, options.env, merged);
    problems.push(...loaded.errors);
    pluginConfigs.set(plugin.id, loaded.values);
    if (loaded.errors.length === 0 && plugin.config.enabled) {
      const verdict = plugin.config.enabled(loaded.values as never);
      if (verdict !== true) disabled.set(plugin.id, verdict);
    }
  }

  problems.push(...settingCollisions(sections));

  const graph = buildGraph(plugins, disabled);
  problems.push(...graph.errors);
  problems.push(...checkMigrationSets(plugins.filter((p) => p.migrations).map((p) => ({ plugin: p.id, migrations: p.migrations! }))));
  problems.push(...eventDeclarationProblems(graph.ordered));
  problems.push(...replicaProblems(kernelConfig));
  if (problems.length > 0) throw new StartupError('Portcullis cannot start; fix these and try again:', problems);

  const listed = new Set(plugins.map((plugin) => plugin.id));
  const unlisted = unlistedStandardPlugins(yaml.defaults, listed);
  const unknown = unknownVariables([...sections.values()], options.env, ['SERVICE_CONFIG_FILE']);
  return {
    kernelConfig,
    plugins: graph.ordered,
    pluginConfigs,
    statuses: [...graph.statuses, ...unlisted],
    sections,
    warnings: [...warnings, ...unknown.map((name) => `${name} is set but no enabled plugin reads it (typo, or a plugin not in the list?)`)],
  };
}

function replicaProblems(config: KernelConfig): string[] {
  if (config.replicas <= 1) return [];
  const found: string[] = [];
  if (!config.database_url) {
    found.push(`SERVICE_REPLICAS=${config.replicas} needs PostgreSQL: SQLite is a single file on one machine and cannot be shared by replicas. Set SERVICE_DATABASE_URL=postgresql://... or SERVICE_REPLICAS=1.`);
  }
  if (!config.secret_key) found.push(`SERVICE_REPLICAS=${config.replicas} needs SERVICE_SECRET_KEY, identical on every replica (they must read each other's encrypted data and cookies).`);
  return found;
}

/**
 * Standard plugins left out of the configured list, so /api/system/plugins can say why they are off. They are
 * described from their package.json, not imported: a plugin that is off costs no memory.
 */
function unlistedStandardPlugins(defaults: YamlDocument, listed: Set<string>): PluginStatus[] {
  const standard = Array.isArray(defaults.plugins) ? defaults.plugins.map(String) : [];
  return standard.filter((entry) => !listed.has(entry)).flatMap((entry) => {
    const described = describeInstalledPlugin(entry);
    return described ? [{ ...described, enabled: false, reason: 'not in the configured plugin list', depends_on: [], optional_depends_on: [], events: [] }] : [];
  });
}
