// The sandboxes plugin's events (sandbox.deleted) are typed by its EventMap entries: without this import a
// compilation of this package alone (npm run build) does not see them.
import type {} from '@portcullis/plugin-sandboxes';
import type { EngagedSwitches } from './engaged.ts';
import type { Owner } from './owners.ts';
import type { SwitchPhases } from './phases.ts';
import type { SwitchStore } from './record/store.ts';
import type { KillSwitch } from './service.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** engage / release per owner, resume, status (exported: budgets, curfew and later fleet actions use it). */
    killSwitch: KillSwitch;
    /** Private to the kill-switch plugin. */
    killSwitchStore: SwitchStore;
    engagedSwitches: EngagedSwitches;
    killSwitchPhases: SwitchPhases;
  }

  interface EventMap {
    'kill_switch.engaged': { gateway: string; workspace: string; sandbox: string; engaged_by: Owner; holders: Owner[]; providers: string[] };
    'kill_switch.failed': {
      gateway: string;
      workspace: string;
      sandbox: string;
      engaged_by: Owner;
      /** The providers whose detach the gateway has not confirmed. */
      providers: string[];
      reason: string;
    };
    'kill_switch.released': {
      gateway: string;
      workspace: string;
      sandbox: string;
      released_by: Owner;
      engaged_by: Owner;
      providers: string[];
      /** Recorded providers deleted meanwhile, which could not come back. */
      not_reattached: string[];
    };
  }
}
