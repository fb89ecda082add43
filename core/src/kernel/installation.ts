import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { installedPackage, KERNEL_DIR } from '../plugins/load.ts';
import { PROJECT_ROOT } from '../version.ts';

/** The package an installed distribution is (`npm run dist` packs it): its config/default.yaml names the standard plugins. */
const DISTRIBUTION_PACKAGE = 'portcullis';

/**
 * The standard set's file: the checkout's config/default.yaml, else that of the `portcullis` package installed
 * beside this kernel (a deployment installed from the distribution: docs/plugins.md, "Installing Portcullis").
 * A kernel package on its own (a plugin's tests) belongs to no installation; the path returned then does not exist.
 */
export function standardConfigFile(): string {
  const checkout = join(PROJECT_ROOT, 'config', 'default.yaml');
  if (existsSync(checkout)) return checkout;
  const distribution = installedPackage(DISTRIBUTION_PACKAGE, KERNEL_DIR);
  const ours = distribution?.manifest.dependencies?.['@portcullis/core'] !== undefined;
  return ours && distribution ? join(distribution.packageDir, 'config', 'default.yaml') : checkout;
}
