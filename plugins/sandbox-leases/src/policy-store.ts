import { type AuditWriter, type Clock, type Database, type EventBus, type TablesOf, typedQueries } from '@portcullis/core';
import { SandboxLeasePolicy } from './entities.ts';
import { type PolicyBody, type PolicyView, policyView } from './json.ts';

const query = typedQueries<TablesOf<typeof SandboxLeasePolicy>>();

const gatewayPolicyRemoved = query((db, args: { gateway: string }) => db.deleteFrom('sandbox_lease_policies').where('gateway', '=', args.gateway));

/** Lease policies by gateway; a change in one transaction with its audit row and event. */
export class LeasePolicyStore {
  private readonly deps: { database: Database; audit: AuditWriter; events: EventBus; clock: Clock };

  constructor(deps: LeasePolicyStore['deps']) {
    this.deps = deps;
  }

  /** The gateway's policy, or the defaults. */
  async of(gateway: string): Promise<PolicyView> {
    return policyView(gateway, await this.deps.database.fork().findOne(SandboxLeasePolicy, { gateway }));
  }

  /** Policies that give sandboxes without a lease a default one. */
  async withDefaults(): Promise<PolicyView[]> {
    const policies = await this.deps.database.fork().find(SandboxLeasePolicy, { defaultTtlSeconds: { $ne: null } }, { orderBy: { gateway: 'asc' } });
    return policies.map((policy) => policyView(policy.gateway, policy));
  }

  async put(gateway: string, body: PolicyBody, actor: string): Promise<PolicyView> {
    return this.deps.database.transaction(async (em) => {
      const fields = {
        defaultTtlSeconds: body.default_ttl_seconds,
        maxTtlSeconds: body.max_ttl_seconds,
        defaultAction: body.default_action,
        warnBeforeSeconds: body.warn_before_seconds,
        updatedBy: actor,
        updatedAt: this.deps.clock.now(),
      };
      const existing = await em.findOne(SandboxLeasePolicy, { gateway });
      const policy = existing ? em.assign(existing, fields) : em.create(SandboxLeasePolicy, { gateway, ...fields });
      await em.flush();
      await this.deps.audit.append(em, { action: 'lease_policy.set', resourceType: 'gateway', resourceId: gateway, gateway, detail: { ...body } });
      this.deps.events.emit('lease_policy.set', { gateway, ...body });
      return policyView(gateway, policy);
    });
  }

  async removeGateway(gateway: string): Promise<void> {
    await this.deps.database.queries.run(gatewayPolicyRemoved, { gateway });
  }
}
