import { pino } from 'pino';
import type { KernelConfig } from '../config/kernel-config.ts';
import type { Plugin, PluginApi } from './define.ts';

/** What a plugin's `register` declared when run on its own: its route paths, and the problem it threw, if any. */
export interface DryRegistration {
  paths: string[];
  problem: string | null;
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
  const ignore = () => undefined;
  const api: PluginApi<never> = {
    id: plugin.id,
    config: config as never,
    kernelConfig,
    logger: silent,
    isEnabled,
    provide: ignore,
    route: (definition) => paths.add(definition.path),
    websocket: ignore,
    task: ignore,
    on: ignore,
    extensionPoint: ignore,
    contribute: ignore,
    contributeWith: ignore,
  };
  try {
    plugin.register(api);
    return { paths: [...paths], problem: null };
  } catch (error) {
    return { paths: [...paths], problem: `plugin ${plugin.id}: ${(error as Error).message}` };
  }
}
