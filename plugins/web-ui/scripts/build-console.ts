// Builds the console (app/) into console/: type-checks it, then bundles it with Vite. The bootstrap runs this when
// the hash of the package's asset inputs changed (package.json `portcullis.assets`); run it by hand after editing
// the app while the service runs: `node scripts/run.mjs pnpm --filter @portcullis/plugin-web-ui build-console`.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const APP = fileURLToPath(new URL('../app', import.meta.url));
const OUT = fileURLToPath(new URL('../console', import.meta.url));
const TSC = fileURLToPath(new URL('../../../node_modules/.bin/tsc', import.meta.url));

execFileSync(TSC, ['--noEmit', '-p', `${APP}/tsconfig.json`], { stdio: 'inherit' });
await build({
  root: APP,
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: OUT,
    emptyOutDir: true,
    // The polyfill would be an inline script, which the Content-Security-Policy forbids; every browser we serve
    // supports modulepreload.
    modulePreload: { polyfill: false },
    // Never inline assets as data: URLs into scripts or styles: they stay plain, hashed, cacheable files.
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // The first-load chunk is about 680 kB minified (200 kB gzip) and the charts' lazy chunk 180 kB (62 kB gzip):
    // the budget that counts is the first load's gzip one, which bench/web-console measures (< 250 kB).
    chunkSizeWarningLimit: 800,
  },
});
