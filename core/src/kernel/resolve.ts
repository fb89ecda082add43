import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { settingCollisions } from '../config/collisions.ts';
import { type KernelConfig, kernelConfigSection } from '../config/kernel-config.ts';
import { type Environment, loadSection, readYamlFile, unknownVariables, type YamlDocument, type YamlSource } from '../config/load.ts';
import { applyPluginChanges, pluginListOf, pluginListProblem } from '../config/plugin-list.ts';
import { type ConfigSection, yamlKey } from '../config/section.ts';
import { shapeProblems, unknownSections } from '../config/yaml-shape.ts';
import { checkMigrationSets } from '../db/migrate.ts';
import { StartupError } from '../errors.ts';
import { eventDeclarationProblems } from '../events/catalog.ts';
import type { DisabledPlugin } from '../http/middleware/disabled-plugins.ts';
import { isLoopbackHost } from '../net/address-policy.ts';
import type { Plugin } from '../plugins/define.ts';
import { dryRegister } from '../plugins/dry-register.ts';
import { buildGraph, type PluginGraph, type PluginStatus } from '../plugins/graph.ts';
import { describeInstalledPlugin, loadPlugin, type PluginEntry } from '../plugins/load.ts';
import { standardConfigFile } from './installation.ts';

export interface ResolvedSetup {
  kernelConfig: KernelConfig;
  /** Enabled plugins in dependency order. */
  plugins: Plugin[];
  /** Ids of the plugins loaded from a package the list names (as opposed to plugin objects handed in by a test). */
  fromPackages: ReadonlySet<string>;
  /** Listed plugins the configuration disables, why, and the paths they would serve. */
  disabled: DisabledPlugin[];
  /** Standard plugins the list leaves out, and the paths they would serve (imported when called). */
  notListed: () => Promise<DisabledPlugin[]>;
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

const DEFAULT_FILE = standardConfigFile();

/** The settings files, the operator's (SERVICE_CONFIG_FILE) before the standard one: the first that has a key wins. */
interface YamlSettings {
  sources: YamlSource[];
  /** The operator's file (SERVICE_CONFIG_FILE), if any. */
  operator?: YamlSource;
  defaults: YamlDocument;
}

function yamlSources(env: Environment, problems: string[]): YamlSettings {
  // No standard set without an installation (the kernel package used on its own, as in a plugin's tests).
  const defaults = existsSync(DEFAULT_FILE) ? readYamlFile(DEFAULT_FILE) : { document: {} };
  if (defaults.error) problems.push(defaults.error);
  const sources: YamlSource[] = [{ path: DEFAULT_FILE, document: defaults.document }];
  const path = env.SERVICE_CONFIG_FILE;
  let operator: YamlSource | undefined;
  if (path) {
    const read = readYamlFile(isAbsolute(path) ? path : join(process.cwd(), path));
    if (read.error) problems.push(read.error);
    operator = { path, document: read.document };
    sources.unshift(operator);
  }
  for (const source of sources) {
    const problem = pluginListProblem(source);
    if (problem) problems.push(problem);
  }
  return { sources, ...(operator ? { operator } : {}), defaults: defaults.document };
}

/** Where plugins named by package may also be installed: SERVICE_PLUGIN_DIR, else the configuration file's directory. */
function deploymentDirectory(config: KernelConfig, env: Environment): string | null {
  if (config.plugin_dir) return resolve(config.plugin_dir);
  return env.SERVICE_CONFIG_FILE ? dirname(resolve(env.SERVICE_CONFIG_FILE)) : null;
}

/**
 * The plugins to load: the tests' list as given; otherwise a replacing list (SERVICE_PLUGINS, else the operator's
 * `plugins:` list, else the standard set), then the changes of the operator's `plugins: { add, remove }` and of
 * SERVICE_PLUGINS_ADD / SERVICE_PLUGINS_REMOVE.
 */
function pluginList(options: ResolveOptions, kernel: KernelConfig, yaml: YamlSettings, problems: string[]): PluginEntry[] {
  if (options.plugins) return options.plugins;
  const operator = pluginListOf(yaml.operator);
  const base = kernel.plugins.length > 0 ? kernel.plugins : (operator.replacement ?? standardSet(yaml.defaults));
  const changed = applyPluginChanges(base, {
    add: [...operator.changes.add, ...kernel.plugins_add],
    remove: [...operator.changes.remove, ...kernel.plugins_remove],
  });
  problems.push(...changed.problems);
  return changed.list;
}

const standardSet = (defaults: YamlDocument): string[] => (Array.isArray(defaults.plugins) ? defaults.plugins.map(String) : []);

/**
 * Everything decided before start-up touches anything: settings of the kernel and of every plugin, the plugin
 * graph, migrations. Problems are gathered, not thrown one by one, so the operator sees all of them at once.
 */
export async function resolveSetup(options: ResolveOptions): Promise<ResolvedSetup> {
  const problems: string[] = [];
  const yaml = yamlSources(options.env, problems);
  const kernelLoaded = loadSection(kernelConfigSection, options.env, yaml.sources);
  problems.push(...kernelLoaded.errors);
  const kernelConfig = kernelLoaded.values as KernelConfig;

  const plugins: Plugin[] = [];
  const fromPackages = new Set<string>();
  const warnings: string[] = [];
  const loading = { deploymentDir: deploymentDirectory(kernelConfig, options.env), warn: (message: string) => warnings.push(message) };
  for (const entry of pluginList(options, kernelConfig, yaml, problems)) {
    try {
      const plugin = await loadPlugin(entry, loading);
      if (plugins.some((other) => other.id === plugin.id)) problems.push(`plugin ${plugin.id} is listed twice`);
      else plugins.push(plugin);
      if (typeof entry === 'string') fromPackages.add(plugin.id);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }

  const sections = new Map<string, ConfigSection>([['core', kernelConfigSection]]);
  const pluginConfigs = new Map<string, Record<string, unknown>>();
  const disabled = new Map<string, string>();
  const unsettled = new Set<string>();
  const namespaces = new Map<string, string>([
    ['', 'core'],
    ['service', 'core'],
  ]);
  for (const plugin of plugins) {
    if (!plugin.config) {
      pluginConfigs.set(plugin.id, {});
      continue;
    }
    const owner = namespaces.get(plugin.config.namespace);
    if (owner) {
      problems.push(`plugins ${owner} and ${plugin.id} both use the settings namespace "${plugin.config.namespace}"`);
      continue;
    }
    namespaces.set(plugin.config.namespace, plugin.id);
    sections.set(plugin.id, plugin.config);
    const loaded = loadSection(plugin.config, options.env, yaml.sources);
    problems.push(...loaded.errors);
    if (loaded.errors.length > 0) unsettled.add(plugin.id);
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
  const listedIds = new Set(plugins.map((plugin) => plugin.id));
  const notListed = options.plugins
    ? new Map<string, string>()
    : await sectionsOfUnlistedPlugins(yaml, [...sections.values()], listedIds, loading.deploymentDir);
  for (const source of yaml.sources) problems.push(...shapeProblems(source, [...sections.values()], notListed));
  const declared = declareDry(plugins, graph, { kernelConfig, pluginConfigs, unsettled });
  problems.push(...declared.problems);
  if (problems.length > 0) throw new StartupError('Portcullis cannot start; fix these and try again:', problems);

  const unlisted = unlistedStandardPlugins(yaml.defaults, listedIds);
  const unknown = unknownVariables([...sections.values()], options.env, ['SERVICE_CONFIG_FILE']);
  const portWarning = publicUrlPortWarning(kernelConfig);
  return {
    kernelConfig,
    plugins: graph.ordered,
    fromPackages,
    disabled: declared.disabled,
    notListed: () => notListedRoutes(unlisted, kernelConfig, loading.deploymentDir),
    pluginConfigs,
    statuses: [...graph.statuses, ...unlisted],
    sections,
    warnings: [
      ...warnings,
      ...unknown.map(({ name, hint }) => `${name} is set but no enabled plugin reads it${hint || ' (typo, or a plugin not in the list?)'}`),
      ...(portWarning ? [portWarning] : []),
    ],
  };
}

/**
 * Every listed plugin's `register`, run dry (plugins/dry-register.ts): the settings problems an enabled plugin finds
 * there join the others (not a second round after migrations), and a disabled plugin's paths are known. A plugin
 * whose settings already failed is not asked: it would judge defaults it was not given.
 */
function declareDry(
  plugins: Plugin[],
  graph: PluginGraph,
  settings: { kernelConfig: KernelConfig; pluginConfigs: Map<string, Record<string, unknown>>; unsettled: Set<string> },
): { problems: string[]; disabled: DisabledPlugin[] } {
  const enabled = new Set(['core', ...graph.ordered.map((plugin) => plugin.id)]);
  const isEnabled = (id: string) => enabled.has(id);
  const problems: string[] = [];
  const disabled: DisabledPlugin[] = [];
  for (const plugin of plugins) {
    if (settings.unsettled.has(plugin.id)) continue;
    const dry = dryRegister(plugin, settings.pluginConfigs.get(plugin.id) ?? {}, settings.kernelConfig, isEnabled);
    if (enabled.has(plugin.id)) {
      problems.push(...dry.problems);
      continue;
    }
    const reason = graph.statuses.find((status) => status.id === plugin.id)?.reason ?? 'disabled';
    disabled.push({ id: plugin.id, reason, paths: dry.paths });
  }
  return { problems, disabled };
}

/**
 * The service listens on another port than its public URL names, on this very machine: browsers sent to the URL
 * (OIDC redirects, passkeys, the origin check of cookie writes) would miss it. Usually SERVICE_PORT was changed and
 * SERVICE_PUBLIC_URL forgotten. A public URL elsewhere (a proxy's) is the operator's business.
 */
function publicUrlPortWarning(config: KernelConfig): string | null {
  if (config.port === 0) return null;
  let url: URL;
  try {
    url = new URL(config.public_url);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!isLoopbackHost(host)) return null;
  const publicPort = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (publicPort === config.port) return null;
  return `SERVICE_PORT is ${config.port} but SERVICE_PUBLIC_URL (${config.public_url}) names port ${publicPort} on this machine: set SERVICE_PUBLIC_URL to the address browsers use (http://localhost:${config.port} when they connect directly), or logins, OIDC redirects and cookie-authenticated writes will fail.`;
}

/**
 * Standard plugins left out of the configured list, so /api/system/plugins can say why they are off. They are
 * described from their package.json, not imported: a plugin that is off costs no memory.
 */
function unlistedStandardPlugins(defaults: YamlDocument, listed: Set<string>): PluginStatus[] {
  return standardSet(defaults)
    .filter((entry) => !listed.has(entry))
    .flatMap((entry) => {
      const described = describeInstalledPlugin(entry);
      return described ? [{ ...described, enabled: false, reason: notListedReason(entry), depends_on: [], optional_depends_on: [], events: [] }] : [];
    });
}

/**
 * The settings sections of standard plugins the list leaves out, by section name. Only asked for when a file has a
 * section no loaded plugin owns: reading a plugin's section means importing it, which a plugin that is off should
 * not cost otherwise.
 */
async function sectionsOfUnlistedPlugins(
  yaml: YamlSettings,
  sections: ConfigSection[],
  listed: Set<string>,
  deploymentDir: string | null,
): Promise<Map<string, string>> {
  const notListed = new Map<string, string>();
  if (!yaml.sources.some((source) => unknownSections(source, sections).length > 0)) return notListed;
  for (const entry of standardSet(yaml.defaults).filter((id) => !listed.has(id))) {
    const plugin = await loadPlugin(entry, { deploymentDir }).catch(() => null);
    if (plugin?.config) notListed.set(yamlKey(plugin.config.namespace), plugin.id);
  }
  return notListed;
}

const notListedReason = (id: string) => `not in the configured plugin list (add it: plugins: { add: [${id}] }, or SERVICE_PLUGINS_ADD=${id})`;

/** The paths of standard plugins the list leaves out, from a dry registration with their default settings. */
async function notListedRoutes(unlisted: PluginStatus[], kernelConfig: KernelConfig, deploymentDir: string | null): Promise<DisabledPlugin[]> {
  const routes: DisabledPlugin[] = [];
  for (const status of unlisted) {
    const plugin = await loadPlugin(status.id, { deploymentDir }).catch(() => null);
    if (!plugin) continue;
    const defaults = plugin.config ? loadSection(plugin.config, {}, []).values : {};
    routes.push({ id: plugin.id, reason: status.reason, paths: dryRegister(plugin, defaults, kernelConfig, () => false).paths });
  }
  return routes;
}
