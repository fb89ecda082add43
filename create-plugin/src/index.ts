// The plugin scaffold, apart from the kernel package (which is the plugin API and runtime only). Its bin,
// create-portcullis-plugin, writes a new plugin package; the kernel's `portcullis plugin new` runs the same command
// through `developerCommands` when this package is installed beside it.
import type { DeveloperCommand } from '@portcullis/core';
import { pluginNewCommand } from './plugin-new.ts';

export { pluginNew, pluginNewCommand } from './plugin-new.ts';

/** What the `portcullis` command runs for a plugin author. */
export const developerCommands: DeveloperCommand[] = [pluginNewCommand];
