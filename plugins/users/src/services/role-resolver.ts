import {
  type Actor,
  type Database,
  highestRole,
  oncePerRequest,
  type QueryHelpers,
  type Role,
  type RoleResolver,
  type TablesOf,
  type TypedDb,
  typedQueries,
} from '@portcullis/core';
import type { GatewayRole } from '../entities/gateway-role.ts';
import type { RoleFacts, RoleSubject } from '../extension-points.ts';

export const GROUP_SUBJECT = 'group';

type Tables = TablesOf<typeof GatewayRole>;
const query = typedQueries<Tables>();

interface OverrideArgs {
  subjectType: string;
  subjectId: string;
  groupType: string;
  groupIds: string[];
}

/** Overrides of one subject and of any of its groups (none when `groupIds` is empty). */
function subjectOverrides(db: TypedDb<Tables>, args: OverrideArgs, { listOf }: QueryHelpers) {
  return db
    .selectFrom('gateway_role_overrides')
    .select(['gateway', 'subjectType', 'subjectId', 'role'])
    .where((eb) =>
      eb.or([
        eb.and([eb('subjectType', '=', args.subjectType), eb('subjectId', '=', args.subjectId)]),
        eb.and([eb('subjectType', '=', args.groupType), eb('subjectId', 'in', listOf(args.groupIds))]),
      ]),
    );
}

// Two queries rather than one whose gateway condition an argument switches off: the one-gateway read runs on every
// request to a gateway's routes and keeps the plan of its equality on the gateway.
const overridesOnGateway = query((db, args: OverrideArgs & { gateway: string }, helpers) =>
  subjectOverrides(db, args, helpers).where('gateway', '=', args.gateway),
);
const overridesOnEveryGateway = query(subjectOverrides);

/** The inputs of the spec's role resolution, one list per tier. */
export interface TierInput {
  individualGateway: Role | null;
  groupGateway: Role[];
  individualGlobal: Role | null;
  groupGlobal: Role[];
}

/**
 * The spec's four tiers, highest priority first: individual gateway role, group gateway role, individual global
 * role, group global role. The first tier that has a value decides; within a tier the highest rank wins.
 */
export function fourTierRole(input: TierInput): Role | null {
  return input.individualGateway ?? highestRole(input.groupGateway) ?? input.individualGlobal ?? highestRole(input.groupGlobal);
}

interface OverrideRow {
  gateway: string;
  subjectType: string;
  subjectId: string;
  role: Role;
}

interface GatewayOverrides {
  individual: Role | null;
  groups: Role[];
}

/** One gateway's override rows, split into the individual tier and the group tier. */
function tierOverrides(rows: OverrideRow[], subjectType: string, subjectId: string): GatewayOverrides {
  return {
    individual: rows.find((row) => row.subjectType === subjectType && row.subjectId === subjectId)?.role ?? null,
    groups: rows.filter((row) => row.subjectType === GROUP_SUBJECT).map((row) => row.role),
  };
}

function tierInput(facts: RoleFacts, overrides: GatewayOverrides): TierInput {
  return {
    individualGateway: overrides.individual,
    groupGateway: overrides.groups,
    individualGlobal: facts.globalRole,
    groupGlobal: facts.groups.flatMap((group) => (group.role ? [group.role] : [])),
  };
}

/**
 * The kernel's role resolver (contributed to `auth.role-resolver`): every route's access check goes through it.
 * Facts are read from the database on each request, so demotions, group changes and overrides apply at once;
 * within one request they are read once per actor.
 */
export class FourTierRoleResolver implements RoleResolver {
  private readonly database: Database;
  private readonly subjects: () => RoleSubject[];

  constructor(database: Database, subjects: () => RoleSubject[]) {
    this.database = database;
    this.subjects = subjects;
  }

  async effectiveRole(actor: Actor, gateway: string | null): Promise<Role | null> {
    const subject = this.subjects().find((candidate) => candidate.actorType === actor.type);
    if (!subject) return actor.role;
    const facts = await this.factsOf(subject, actor);
    // Not one of ours (the local-dev actor, a test harness actor): its authenticator's role stands.
    if (!facts) return actor.role;
    const overrides = gateway === null ? { individual: null, groups: [] } : await this.overrides(subject.subjectType, actor.id, facts, gateway);
    return fourTierRole(tierInput(facts, overrides));
  }

  /** The effective role on each gateway that has an override for the actor or one of its groups. */
  async gatewayRoles(actor: Actor): Promise<Map<string, Role>> {
    const subject = this.subjects().find((candidate) => candidate.actorType === actor.type);
    const facts = subject ? await this.factsOf(subject, actor) : null;
    if (!subject || !facts) return new Map();
    const rows = await this.overrideRows(subject.subjectType, actor.id, facts, null);
    const roles = new Map<string, Role>();
    for (const gateway of new Set(rows.map((row) => row.gateway))) {
      const role = fourTierRole(
        tierInput(
          facts,
          tierOverrides(
            rows.filter((row) => row.gateway === gateway),
            subject.subjectType,
            actor.id,
          ),
        ),
      );
      if (role) roles.set(gateway, role);
    }
    return roles;
  }

  private factsOf(subject: RoleSubject, actor: Actor): Promise<RoleFacts | null> {
    return oncePerRequest(`users.role-facts:${actor.type}:${actor.id}`, () => subject.facts(actor));
  }

  /** A hot read: it runs on every request to a gateway's routes. */
  private async overrides(subjectType: string, subjectId: string, facts: RoleFacts, gateway: string): Promise<GatewayOverrides> {
    return tierOverrides(await this.overrideRows(subjectType, subjectId, facts, gateway), subjectType, subjectId);
  }

  /** Overrides of the subject and its groups, on one gateway or (null) on all. */
  private overrideRows(subjectType: string, subjectId: string, facts: RoleFacts, gateway: string | null): Promise<OverrideRow[]> {
    const args = { subjectType, subjectId, groupType: GROUP_SUBJECT, groupIds: facts.groups.map((group) => group.id) };
    return gateway === null ? this.database.queries.all(overridesOnEveryGateway, args) : this.database.queries.all(overridesOnGateway, { ...args, gateway });
  }
}
