import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Portcullis installation this kernel belongs to (its config/default.yaml names the standard plugins). When
 * @portcullis/core is installed as a package (a plugin's tests), this is no installation and there is no such file.
 */
export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The kernel package's own version (src/ and dist/ sit side by side in it). It is the version plugins declare
// their kernel range against; the workspace releases every package with this one number.
export const VERSION: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
