import { pino } from 'pino';
import type { KernelConfig } from '../config/kernel-config.ts';
import { gatewayParamProblem, pathsOf } from '../http/router.ts';
import type { Plugin, PluginApi } from './define.ts';

/** What a plugin's `register` declared when run on its own: its route paths, and the problems it has, if any. */
export interface DryRegistration {
  paths: string[];
  /** What `register` threw, and routes that do not say which parameter names their gateway. */
  problems: string[];
}

const silent = pino({ level: 'silent' });

/**
 * Runs a plugin's `register` against an API that records route paths and ignores everything else, so nothing of
 * the plugin is built, subscribed or started (docs/plugins.md: `register` only declares). Start-up uses it to
 * report the settings problems a plugin finds in `register` with every other problem, and to know the paths of a
 * plugin the configuration disables.
 */
export function dryRegister(plugin: Plugin, config: Record<string, unknown>, kernelConfig: KernelConfig, isEnabled: (id: string) => boolean): DryRegistration {
  const paths = new Set<string>();
  const problems: string[] = [];
  const declare = (route: { method?: string; path: string; aliases?: readonly string[]; gatewayParam?: string }) => {
    for (const path of pathsOf(route)) paths.add(path);
    const problem = gatewayParamProblem(route, plugin.id);
    if (problem) problems.push(problem);
  };
  const ignore = () => undefined;
  const api: PluginApi<never> = {
    id: plugin.id,
    config: config as never,
    kernelConfig,
    logger: silent,
    isEnabled,
    provide: ignore,
    route: declare,
    websocket: declare,
    task: ignore,
    on: ignore,
    extensionPoint: ignore,
    contribute: ignore,
    contributeWith: ignore,
  };
  try {
    plugin.register(api);
  } catch (error) {
    problems.unshift(`plugin ${plugin.id}: ${(error as Error).message}`);
  }
  return { paths: [...paths], problems };
}
