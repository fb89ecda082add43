import { problems } from '../errors.ts';
import { type Actor, type Role, roleAtLeast } from './actor.ts';
import type { RoleResolver } from './chain.ts';

/** The one place that decides whether an actor may do something: every route goes through `check`. */
export class AccessControl {
  private resolver: RoleResolver;

  constructor(resolver: RoleResolver) {
    this.resolver = resolver;
  }

  setResolver(resolver: RoleResolver): void {
    this.resolver = resolver;
  }

  effectiveRole(actor: Actor, gateway: string | null): Promise<Role | null> {
    return this.resolver.effectiveRole(actor, gateway);
  }

  /**
   * What a route's access level admits the caller with. `authenticated` needs only a caller: its role is null when
   * it has roles on some gateways only (its handler decides, e.g. per resource). Roles are checked as by `check`.
   */
  async admit(actor: Actor | null, access: Role | 'authenticated', gateway: string | null): Promise<Role | null> {
    if (access !== 'authenticated') return this.check(actor, access, gateway);
    if (!actor) throw problems.unauthenticated();
    return this.resolver.effectiveRole(actor, gateway);
  }

  /** Gateways where the actor's role is below `role` because a per-gateway grant lowers it there (docs/roles.md). */
  async gatewaysBelow(actor: Actor, role: Role): Promise<string[]> {
    const perGateway = (await this.resolver.gatewayRoles?.(actor)) ?? new Map<string, Role>();
    return [...perGateway]
      .filter(([, held]) => !roleAtLeast(held, role))
      .map(([gateway]) => gateway)
      .sort();
  }

  /**
   * The actor's effective role on each gateway where it differs from `globalRole` (upwards or downwards), keyed by
   * gateway name in name order; every other gateway has the global role (docs/roles.md).
   */
  async rolesDifferingFrom(actor: Actor, globalRole: Role | null): Promise<Record<string, Role>> {
    const perGateway = (await this.resolver.gatewayRoles?.(actor)) ?? new Map<string, Role>();
    const differing = [...perGateway].filter(([, held]) => held !== globalRole).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(differing);
  }

  /**
   * Which of `records` are of a gateway the actor has a role on (docs/roles.md: a gateway the caller cannot see is
   * neither listed nor named), each gateway resolved once, in the order given.
   */
  async visibleOf<T extends { gateway: string }>(actor: Actor, records: T[]): Promise<T[]> {
    const visible = new Map<string, boolean>();
    for (const gateway of new Set(records.map((record) => record.gateway))) {
      visible.set(gateway, (await this.resolver.effectiveRole(actor, gateway)) !== null);
    }
    return records.filter((record) => visible.get(record.gateway));
  }

  /**
   * 403 when a per-gateway grant lowers the actor below `required` anywhere: for what reaches every gateway at once
   * (a full backup, handing out rights), so that a demotion on one gateway is not gone around (docs/roles.md).
   */
  async checkEveryGateway(actor: Actor, required: Role): Promise<void> {
    const below = await this.gatewaysBelow(actor, required);
    if (below.length > 0) throw problems.forbidden(`This needs the ${required} role on every gateway; you have less on ${below.join(', ')}.`);
  }

  /** Returns the effective role, or throws 401/403. */
  async check(actor: Actor | null, required: Role | 'authenticated', gateway: string | null): Promise<Role> {
    if (!actor) throw problems.unauthenticated();
    const role = await this.resolver.effectiveRole(actor, gateway);
    if (role === null) throw problems.forbidden('You have no role here.');
    if (required !== 'authenticated' && !roleAtLeast(role, required)) {
      throw problems.forbidden(`This needs the ${required} role${gateway ? ` on gateway ${gateway}` : ''}; you have ${role}.`);
    }
    return role;
  }
}
