import { createServiceRef, problems, type Role } from '@portcullis/core';
import { type AuditedChangeDeps, auditedChange } from './audited-change.ts';
import type { GatewayRoleChange, GatewayRoleService } from './gateway-roles.ts';
import type { Change } from './identity-events.ts';

/** One subject whose per-gateway roles change, and how its kind of subject records and reports that. */
export interface RoleSubjectChange {
  /** `subject_type` of the overrides (`user`, `group`, `service_principal`). */
  subjectType: string;
  /** Audit resource type and action prefix: `<resourceType>.gateway_role.set` / `.remove`. */
  resourceType: string;
  id: string;
  /** What audit details show (an email, a group name). */
  label: string;
  /** Reports a committed change (an identity event); `before` / `after` hold `gateway_role`. */
  announce?(change: Required<Change>): void;
}

function announced(subject: RoleSubjectChange, gateway: string, before: Role | null, after: Role | null): void {
  subject.announce?.({ changed: ['gateway_role'], gateway, before: { gateway_role: before }, after: { gateway_role: after } });
}

/**
 * Sets and removes per-gateway role overrides with their `<resourceType>.gateway_role.*` audit rows and events: the
 * gateway-role routes (users, groups, service principals) and the declarable kinds make these changes here alike.
 * Who may make them (an admin globally and on the gateway, docs/roles.md) is the caller's check.
 */
export class GatewayRoleChanges {
  private readonly deps: AuditedChangeDeps;
  private readonly gatewayRoles: GatewayRoleService;

  constructor(deps: AuditedChangeDeps & { gatewayRoles: GatewayRoleService }) {
    this.deps = { database: deps.database, audit: deps.audit };
    this.gatewayRoles = deps.gatewayRoles;
  }

  /** 404 GATEWAY_NOT_FOUND for a gateway the registry does not know. */
  async set(subject: RoleSubjectChange, gateway: string, role: Role): Promise<GatewayRoleChange> {
    await this.gatewayRoles.assertGatewayExists(gateway);
    return auditedChange(
      this.deps,
      (em) => this.gatewayRoles.set(em, subject.subjectType, subject.id, gateway, role),
      (result) => ({
        action: `${subject.resourceType}.gateway_role.set`,
        resourceType: subject.resourceType,
        resourceId: subject.id,
        gateway,
        detail: { subject: subject.label, role: result.record.role, previous_role: result.previous },
      }),
      (result) => announced(subject, gateway, result.previous, result.record.role),
    );
  }

  /** 404 when the subject has no override on the gateway. */
  async remove(subject: RoleSubjectChange, gateway: string): Promise<void> {
    await auditedChange(
      this.deps,
      async (em) => {
        const previous = await this.gatewayRoles.remove(em, subject.subjectType, subject.id, gateway);
        if (previous === null) throw problems.notFound('NOT_FOUND', `${subject.label} has no role override on gateway ${gateway}.`);
        return previous;
      },
      (previous) => ({
        action: `${subject.resourceType}.gateway_role.remove`,
        resourceType: subject.resourceType,
        resourceId: subject.id,
        gateway,
        detail: { subject: subject.label, previous_role: previous },
      }),
      (previous) => announced(subject, gateway, previous, null),
    );
  }
}

/** Not private: the gateway-role routes the service-principals plugin registers (gatewayRoleRoutes) resolve it. */
export const gatewayRoleChangesRef = createServiceRef<GatewayRoleChanges>({ id: 'users.gatewayRoleChanges' });
