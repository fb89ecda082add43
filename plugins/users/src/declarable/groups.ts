import type { AccessControl, Database, DeclarableKind, DeclaredChange, DeclaredFields, DeclaredObjects } from '@portcullis/core';
import { z } from 'zod';
import type { GroupRecord } from '../entities/group.ts';
import { emailSchema, groupDescriptionSchema, groupNameSchema, roleSchema } from '../schemas.ts';
import type { GatewayRoleChanges, RoleSubjectChange } from '../services/gateway-role-changes.ts';
import type { GatewayRoleService } from '../services/gateway-roles.ts';
import type { GroupChanges } from '../services/group-changes.ts';
import type { GroupDirectory, GroupUpdate } from '../services/groups.ts';
import type { IdentityEvents } from '../services/identity-events.ts';
import { GROUP_SUBJECT } from '../services/role-resolver.ts';
import type { UserDirectory } from '../services/user-directory.ts';
import { applyGatewayRoles, gatewayRoleMapOf, gatewayRoleMapSchema } from './gateway-role-map.ts';
import { adminRefusal, unknownGatewayRefusal, unknownUserRefusal } from './refusals.ts';

/** A group with every default filled in and its members in email order, so equal means unchanged. */
const declaredGroup = z
  .strictObject({
    description: groupDescriptionSchema.nullable().default(null),
    role: roleSchema.nullable().default(null).describe('The global role of its members (null: none).'),
    members: z
      .array(emailSchema)
      .max(10_000)
      .default([])
      .describe('Emails of users (users are not declared: they must exist).')
      .superRefine((emails, ctx) => {
        emails.forEach((email, index) => {
          if (emails.indexOf(email) !== index) ctx.addIssue({ code: 'custom', path: [index], message: `${email} is listed twice` });
        });
      }),
    gateway_roles: gatewayRoleMapSchema.default({}).describe('The role its members have on each named gateway: { <gateway>: <role> }.'),
  })
  .transform((group) => ({ ...group, members: [...group.members].sort() }));

type DeclaredGroup = z.output<typeof declaredGroup>;

export interface GroupsKindDeps {
  database: Database;
  access: AccessControl;
  users: UserDirectory;
  groups: GroupDirectory;
  gatewayRoles: GatewayRoleService;
  groupChanges: GroupChanges;
  gatewayRoleChanges: GatewayRoleChanges;
  events: IdentityEvents;
}

/**
 * Groups as a fleet document declares them (core's `declarableKinds`), by name: created, changed and deleted through
 * the same service methods as the group routes (`group.*` audit rows, `group.*` events), members by email and
 * per-gateway roles included. Applied after the gateways their roles name.
 */
export function groupsKind(deps: GroupsKindDeps): DeclarableKind {
  async function declaredOf(group: GroupRecord): Promise<DeclaredGroup> {
    const em = deps.database.fork();
    return {
      description: group.description ?? null,
      role: group.role ?? null,
      members: (await deps.groups.members(em, group)).map((member) => member.email).sort(),
      gateway_roles: gatewayRoleMapOf(await deps.gatewayRoles.list(em, GROUP_SUBJECT, group.id)),
    };
  }

  function subjectOf(group: GroupRecord): RoleSubjectChange {
    return {
      subjectType: GROUP_SUBJECT,
      resourceType: 'group',
      id: group.id,
      label: group.name,
      announce: (change) => deps.events.groupUpdated(group, change),
    };
  }

  async function rulesRefusal(change: DeclaredChange, declared: DeclaredObjects): Promise<string | null> {
    const desired = change.desired as DeclaredGroup | null;
    if (desired) {
      const refused =
        (await unknownUserRefusal(deps.users, deps.database.fork(), desired.members)) ??
        (await unknownGatewayRefusal(deps.gatewayRoles, Object.keys(desired.gateway_roles), declared));
      if (refused) return refused;
    }
    if (change.action === 'create') return null;
    return deps.groupChanges.lastAdminRefusal(change.name, desired && { role: desired.role, memberEmails: desired.members });
  }

  /** Brings a group's members, its changed `fields` of description and role, and its gateway roles to `desired`. */
  async function bringInLine(group: GroupRecord, desired: DeclaredGroup, fields: readonly string[]): Promise<void> {
    const live = await declaredOf(group);
    // Members join before others leave, so a change that hands the admin role on is never refused midway.
    for (const email of desired.members) if (!live.members.includes(email)) await deps.groupChanges.addMember(group.id, email);
    const update: GroupUpdate = {
      ...(fields.includes('description') ? { description: desired.description } : {}),
      ...(fields.includes('role') ? { role: desired.role } : {}),
    };
    if (Object.keys(update).length > 0) await deps.groupChanges.update(group.id, update);
    for (const email of live.members) if (!desired.members.includes(email)) await deps.groupChanges.removeMember(group.id, email);
    await applyGatewayRoles(deps.gatewayRoleChanges, subjectOf(group), live.gateway_roles, desired.gateway_roles);
  }

  return {
    kind: 'groups',
    description: 'Groups by name: description, global role, members (by email; users are not declared) and per-gateway roles.',
    order: 40,
    name: groupNameSchema,
    fields: declaredGroup as unknown as z.ZodType<DeclaredFields>,
    secretFields: {},
    // Group changes reach every member on every gateway: the routes need an admin on every gateway (refusal).
    access: () => ({ role: 'admin', gateway: null }),
    async read() {
      const declared: Record<string, DeclaredFields> = {};
      for (const group of await deps.groups.all(deps.database.fork())) declared[group.name] = await declaredOf(group);
      return declared;
    },
    async refusal(change, declared) {
      return (await adminRefusal(deps.access, 'every')) ?? rulesRefusal(change, declared);
    },
    async apply(change) {
      if (change.action === 'delete') return deps.groupChanges.delete(change.name);
      const desired = change.desired as DeclaredGroup;
      if (change.action === 'change') return bringInLine(await deps.groups.require(deps.database.fork(), change.name), desired, change.fields);
      const created = await deps.groupChanges.create({ name: change.name, description: desired.description, role: desired.role });
      return bringInLine(created, desired, []);
    },
  };
}
