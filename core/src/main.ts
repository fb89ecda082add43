// `npm start`: boot the configured plugins and serve until SIGTERM/SIGINT.
import { useDependencyBundles, WORKSPACE_BUNDLE_MANIFEST } from './dependency-bundles.ts';

// Compiled (dist/) and source (src/) forms must not mix: a compiled kernel whose workspace packages resolve to
// src/ would give every plugin a second copy of the kernel. The compiled form runs under its export condition.
if (new URL('.', import.meta.resolve('@portcullis/core')).href !== new URL('.', import.meta.url).href) {
  process.stderr.write(
    'This is the compiled kernel; start it as `node --conditions=portcullis-compiled core/dist/main.js` so its plugins load compiled too.\n',
  );
  process.exit(1);
}

// Before the kernel is imported, so that every import of a bundled dependency gets the bundle.
useDependencyBundles(WORKSPACE_BUNDLE_MANIFEST);
const { serve } = await import('./serve.ts');
await serve();
