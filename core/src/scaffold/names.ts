import { envName } from '../config/section.ts';
import { setting } from '../config/settings.ts';

/** Every name a new plugin's files use, derived from its id. */
export interface PluginNames {
  /** kebab-case plugin id, also its settings namespace and URL segment. */
  id: string;
  packageName: string;
  /** `AcmeNotes`: entity names. */
  pascal: string;
  /** `acme_notes`: table names. */
  snake: string;
  /** The variable of the plugin's one setting, as the kernel derives it. */
  settingVariable: string;
}

export const PLUGIN_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The example setting every new plugin has (its variable name follows from the namespace). */
export const EXAMPLE_SETTING = 'max_title_length';

export function pluginNames(id: string, packageName = `portcullis-plugin-${id}`): PluginNames {
  const words = id.split('-');
  return {
    id,
    packageName,
    pascal: words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(''),
    snake: words.join('_'),
    settingVariable: envName(id, EXAMPLE_SETTING, setting.int(1, '')),
  };
}
