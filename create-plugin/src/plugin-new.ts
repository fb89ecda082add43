// `create-portcullis-plugin <id>`, also `portcullis plugin new <id>`: writes a ready plugin package (manifest,
// settings, entity and migrations for both dialects, routes, README, a test on both databases). It needs no
// configuration and no database.
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CliInput, CliUsageError, type DeveloperCommand, type DeveloperIo, installedPackage, VERSION } from '@portcullis/core';
import { channelFiles } from './channel-templates.ts';
import { loginMethodFiles } from './login-method-templates.ts';
import { PLUGIN_ID, type PluginNames, pluginNames } from './names.ts';
import { type DependencyRanges, type PluginFiles, pluginFiles } from './templates.ts';

export const pluginNewCommand: DeveloperCommand = {
  name: 'plugin new',
  summary: 'Write a new plugin package (no configuration or database needed).',
  description:
    'Writes a ready package: manifest, settings, an entity with migrations for both databases, a route, a README and a test on SQLite and PostgreSQL. --channel writes a webhook channel for the webhooks plugin, --auth a login method for the users plugin.',
  options: {
    dir: { type: 'string', value: 'path', description: 'Where to write it (default: the package name without its scope, under the current directory).' },
    package: { type: 'string', value: 'name', description: 'The npm package name (default @acme/portcullis-plugin-<id>-style from the id).' },
    channel: { type: 'boolean', description: 'A webhook channel (contributes to the webhooks plugin).' },
    auth: { type: 'boolean', description: 'A login method (contributes to the users plugin).' },
  },
  positionals: [{ name: 'id', description: 'The plugin id, kebab-case (like acme-notes).' }],
  run: (input, io) => pluginNew(input, io),
};

/** Plugin kinds that contribute to another plugin's extension point, by their flag. */
const KINDS: Record<'channel' | 'auth', (names: PluginNames, ranges: DependencyRanges) => PluginFiles> = {
  channel: channelFiles,
  auth: loginMethodFiles,
};

/** This package's directory (its manifest and what is installed beside it). */
const OWN_DIR = fileURLToPath(new URL('..', import.meta.url));
/** A login method's id is also the plugin's, and the users plugin takes at most 32 characters. */
const MAX_ID_LENGTH = 32;

/** The tool versions this package names in the distribution (dist.ts writes them; an installation has no dev tools). */
function pluginTools(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(OWN_DIR, 'package.json'), 'utf8')) as { portcullis?: { pluginTools?: Record<string, string> } };
  return manifest.portcullis?.pluginTools ?? {};
}

/** The kernel's directory, its real path (a workspace links it), whose dependencies a plugin shares. */
function kernelDir(): string {
  const kernel = installedPackage('@portcullis/core', OWN_DIR);
  if (!kernel) throw new Error(`@portcullis/core is not installed beside ${OWN_DIR}`);
  return realpathSync(kernel.packageDir);
}

/**
 * The version of a package as installed beside the kernel (from `near`: the kernel's own dependencies, or the tools
 * beside this package), as a range; else the distribution's range for it; else `*`.
 */
function rangeOf(name: string, near: string, exact = false): string {
  const version = installedPackage(name, near)?.manifest.version;
  if (!version) return pluginTools()[name] ?? '*';
  return exact ? version : `^${version}`;
}

/**
 * What the installation running this was installed from, for the Portcullis packages a plugin builds on: the
 * specs in the package.json of the directory whose node_modules holds this package that are tarballs (`file:`, made
 * absolute; a registry range is the peer range already). None in a checkout: its tests point them at packed ones.
 */
function installationSources(): Record<string, string> {
  const modules = OWN_DIR.split(sep).lastIndexOf('node_modules');
  if (modules === -1) return {};
  const deployment = OWN_DIR.split(sep).slice(0, modules).join(sep) || sep;
  let dependencies: Record<string, string>;
  try {
    dependencies = (JSON.parse(readFileSync(join(deployment, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
  } catch {
    return {};
  }
  const sources = Object.entries(dependencies).flatMap(([name, spec]): Array<[string, string]> => {
    if (!name.startsWith('@portcullis/')) return [];
    if (spec.startsWith('file:')) return [[name, `file:${resolve(deployment, spec.slice('file:'.length))}`]];
    return [];
  });
  return Object.fromEntries(sources);
}

function dependencyRanges(): DependencyRanges {
  const kernel = kernelDir();
  return {
    kernel: `^${VERSION}`,
    plugins: `^${VERSION}`,
    // The MikroORM packages pin each other exactly; a plugin's entities must be read by the kernel's copy.
    mikroOrm: rangeOf('@mikro-orm/core', kernel, true),
    zod: rangeOf('zod', kernel),
    typescript: rangeOf('typescript', OWN_DIR),
    uvu: rangeOf('uvu', OWN_DIR),
    typesNode: rangeOf('@types/node', OWN_DIR),
    sources: installationSources(),
  };
}

function isEmptyOrMissing(directory: string): boolean {
  return !existsSync(directory) || readdirSync(directory).length === 0;
}

/** Returns the process exit code: 0 written, 1 refused (target not empty); usage errors are thrown (exit 2). */
export function pluginNew(input: CliInput, io: DeveloperIo): number {
  const values = input.options as { dir?: string; package?: string; channel?: boolean; auth?: boolean };
  if (values.channel && values.auth) throw new CliUsageError('--channel and --auth write different plugins; choose one');
  const id = input.positionals[0];
  if (!id || !PLUGIN_ID.test(id) || id.length > MAX_ID_LENGTH) {
    throw new CliUsageError(`needs one plugin id in kebab-case, at most ${MAX_ID_LENGTH} characters (like acme-notes)`);
  }
  const names = pluginNames(id, values.package);
  const target = resolve(io.cwd, values.dir ?? names.packageName.replace(/^@[^/]+\//, ''));
  if (!isEmptyOrMissing(target)) {
    io.err(`${target} exists and is not empty; choose another --dir`);
    return 1;
  }
  const write = values.channel ? KINDS.channel : values.auth ? KINDS.auth : pluginFiles;
  const files = write(names, dependencyRanges());
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), content);
  }
  io.out(`Wrote plugin ${id} (package ${names.packageName}) in ${target}.`);
  const shown = relative(io.cwd, target);
  io.out(`Next: cd ${shown.startsWith('..') ? target : shown || '.'} && npm install && npm test   (see its README.md)`);
  return 0;
}
