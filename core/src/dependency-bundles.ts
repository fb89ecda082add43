import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

/** 2: bundles serve `import` only, and may come from CommonJS packages. */
export const MANIFEST_VERSION = 2;

/** What `npm run build` bundled (scripts/dependency-bundles.ts): per installed copy, its entry file and the bundle. */
export interface BundleManifest {
  version: number;
  bundles: Array<{ package: string; source: string; entry: string; bundle: string }>;
}

/**
 * Loads the bundled form of a dependency wherever Node's `import` would have loaded its entry file. The redirect is
 * keyed by the resolved entry URL, not by the specifier: a copy that was not bundled (another version, a manifest
 * left over from an older install) resolves as usual, and so does everything when no manifest exists (an installed
 * package, a checkout that was never built). A `require()` keeps the package as installed, in the format it expects.
 * Must run before anything imports a bundled package, or the process would hold two copies of it.
 * `module.registerHooks` runs in the loading thread and only adds a map lookup to each resolution.
 * Returns the packages it will redirect.
 */
export function useDependencyBundles(manifestFile: URL): string[] {
  let manifest: BundleManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BundleManifest;
  } catch {
    return [];
  }
  if (manifest.version !== MANIFEST_VERSION || manifest.bundles.length === 0) return [];
  const bundleOf = new Map(manifest.bundles.map(({ entry, bundle }) => [entry, bundle]));
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const bundle = bundleOf.get(resolved.url);
      if (bundle === undefined || !context.conditions.includes('import')) return resolved;
      return { url: bundle, format: 'module', shortCircuit: true };
    },
  });
  return manifest.bundles.map((bundle) => bundle.package);
}

/** Where the workspace's build leaves the manifest, seen from core/src or core/dist. */
export const WORKSPACE_BUNDLE_MANIFEST = new URL('../../node_modules/.cache/portcullis-bundles/manifest.json', import.meta.url);
