// The curfew's console extension: the gateway page's "Curfew" tab, imported by the console at run time
// (docs/plugins.md, "Console pages"). Built into console/ by scripts/build-console.ts.
import type { ExtensionComponents } from '@portcullis/console';
import { CurfewTab } from './CurfewTab.tsx';

export default function activate(): ExtensionComponents {
  return { gatewayTabs: { curfew: CurfewTab } };
}
