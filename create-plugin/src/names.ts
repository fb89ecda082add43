import { envName, setting } from '@portcullis/core';

/** Every name a new plugin's files use, derived from its id. */
export interface PluginNames {
  /** kebab-case plugin id, also its settings namespace and URL segment. */
  id: string;
  packageName: string;
  /** `AcmeNotes`: entity names. */
  pascal: string;
  /** `acme_notes`: table names. */
  snake: string;
}

export const PLUGIN_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The example setting of the generic plugin. */
export const EXAMPLE_SETTING = 'max_title_length';

export function pluginNames(id: string, packageName = `portcullis-plugin-${id}`): PluginNames {
  const words = id.split('-');
  return {
    id,
    packageName,
    pascal: words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(''),
    snake: words.join('_'),
  };
}

/** The environment variable of setting `key` in the plugin's namespace, as the kernel derives it. */
export function variableOf(names: PluginNames, key: string): string {
  return envName(names.id, key, setting.int(1, ''));
}
