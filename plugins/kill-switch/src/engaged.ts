import type { AccessControl, Actor } from '@portcullis/core';
import { type KillSwitchJson, killSwitchJson } from './record/json.ts';
import type { SwitchStore } from './record/store.ts';

/**
 * The switches engaged across every gateway the caller has a role on (docs/roles.md: a gateway the caller cannot
 * see is not named), most recently engaged first: what the console's overview shows as "kill switches engaged".
 */
export class EngagedSwitches {
  private readonly store: SwitchStore;
  private readonly access: AccessControl;

  constructor(deps: { store: SwitchStore; access: AccessControl }) {
    this.store = deps.store;
    this.access = deps.access;
  }

  async list(actor: Actor): Promise<KillSwitchJson[]> {
    return (await this.access.visibleOf(actor, await this.store.engaged())).map((record) => killSwitchJson(record, record));
  }
}
