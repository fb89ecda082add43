// Builds the curfew's console extension (app/) into console/: type-checks it against the console's host
// module, then bundles it without React (scripts/build-extension.ts of the web-ui plugin). The bootstrap runs
// this when the hash of the package's asset inputs changed (package.json `portcullis.assets`).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildConsoleExtension } from '../../web-ui/scripts/build-extension.ts';

const SOURCE = fileURLToPath(new URL('../app', import.meta.url));
const TSC = fileURLToPath(new URL('../../../node_modules/.bin/tsc', import.meta.url));

execFileSync(TSC, ['--noEmit', '-p', `${SOURCE}/tsconfig.json`], { stdio: 'inherit' });
await buildConsoleExtension({ entry: `${SOURCE}/index.tsx`, outDir: fileURLToPath(new URL('../console', import.meta.url)) });
