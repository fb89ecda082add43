import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../version.ts';
import { isPlugin, type Plugin } from './define.ts';

/** A plugin named in configuration: a bare id (`gateways` → @portcullis/plugin-gateways) or a package name. */
export type PluginEntry = string | Plugin;

export function packageName(entry: string): string {
  return entry.startsWith('@') || entry.includes('/') ? entry : `@portcullis/plugin-${entry}`;
}

// Resolved from the project root, whose package.json lists the plugins a deployment may use.
const requireFromRoot = createRequire(join(PROJECT_ROOT, 'package.json'));

/** A plugin package's description without importing it (for plugins that are installed but not enabled). */
export function describeInstalledPlugin(entry: string): { id: string; description: string } | null {
  try {
    let directory = dirname(requireFromRoot.resolve(packageName(entry)));
    while (!existsSync(join(directory, 'package.json')) && dirname(directory) !== directory) directory = dirname(directory);
    const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as { description?: string };
    return { id: entry, description: manifest.description ?? '' };
  } catch {
    return null;
  }
}

export async function loadPlugin(entry: PluginEntry): Promise<Plugin> {
  if (typeof entry !== 'string') return entry;
  const name = packageName(entry);
  let path: string;
  try {
    path = requireFromRoot.resolve(name);
  } catch {
    throw new Error(`plugin "${entry}" is not installed (package ${name} not found)`);
  }
  const module = (await import(pathToFileURL(path).href)) as { default?: unknown };
  if (!isPlugin(module.default)) throw new Error(`package ${name} does not export a plugin (use definePlugin as its default export)`);
  if (typeof entry === 'string' && !entry.includes('/') && module.default.id !== entry) {
    throw new Error(`package ${name} declares plugin id "${module.default.id}", expected "${entry}"`);
  }
  return module.default;
}
