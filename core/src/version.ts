import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The root package.json is the single source of the version number.
export const VERSION: string = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')).version;
