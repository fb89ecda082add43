import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, type TablesOf, typedQueries } from '@portcullis/core';
import type { CredentialRefreshStatus } from '@portcullis/plugin-gateways';
import { CredentialState } from './entity.ts';
import { NEEDS_A_PERSON } from './json.ts';

/** Where a provider lives: gateway, workspace, provider name. */
export interface ProviderPlace {
  gateway: string;
  workspace: string;
  provider: string;
}

const query = typedQueries<TablesOf<typeof CredentialState>>();

const credentialForgotten = query((db, args: ProviderPlace & { credentialKey: string }) =>
  db
    .deleteFrom('provider_credential_states')
    .where('gateway', '=', args.gateway)
    .where('workspace', '=', args.workspace)
    .where('provider', '=', args.provider)
    .where('credentialKey', '=', args.credentialKey),
);

const gatewayForgotten = query((db, args: { gateway: string }) => db.deleteFrom('provider_credential_states').where('gateway', '=', args.gateway));

// Column width of `state` (entity.ts): a longer word from the gateway is cut, never refused.
const STATE_WIDTH = 128;

/** The refresh state each credential was last seen in, and which observations are a transition into needing a person. */
export class CredentialStates {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor(deps: { database: Database; clock: Clock }) {
    this.database = deps.database;
    this.clock = deps.clock;
  }

  /**
   * Records what the credentials of one provider are now (inside the caller's transaction) and answers those that
   * just entered a state that needs a person: from a state that did not, or from one that needed another action.
   */
  async observe(em: EntityManager, place: ProviderPlace, statuses: CredentialRefreshStatus[]): Promise<CredentialRefreshStatus[]> {
    const entered: CredentialRefreshStatus[] = [];
    for (const status of statuses) {
      const key = { ...place, credentialKey: status.credentialKey };
      const fields = { state: status.state.slice(0, STATE_WIDTH), recoveryAction: status.recoveryAction, observedAt: new Date(this.clock.now()) };
      const previous = await em.findOne(CredentialState, key);
      if (NEEDS_A_PERSON.has(status.recoveryAction) && previous?.recoveryAction !== status.recoveryAction) entered.push(status);
      if (previous) em.assign(previous, fields);
      else em.create(CredentialState, { ...key, ...fields });
    }
    await em.flush();
    return entered;
  }

  /** Forgets one credential (inside the caller's transaction): the configuration it was seen under is gone. */
  async forget(em: EntityManager, place: ProviderPlace, credentialKey: string): Promise<void> {
    await this.database.queries.run(credentialForgotten, { ...place, credentialKey }, em);
  }

  /** Forgets the credentials of one workspace that are gone from the gateway (their provider or key was removed). */
  async keepOnly(em: EntityManager, gateway: string, workspace: string, present: ReadonlySet<string>): Promise<void> {
    const known = await em.find(CredentialState, { gateway, workspace });
    for (const row of known) if (!present.has(credentialId(row.provider, row.credentialKey))) em.remove(row);
    await em.flush();
  }

  async forgetGateway(gateway: string): Promise<void> {
    await this.database.queries.run(gatewayForgotten, { gateway });
  }
}

export function credentialId(provider: string, credentialKey: string): string {
  return `${provider}\u0000${credentialKey}`;
}
