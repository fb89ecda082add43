import type { EntityManager } from '@mikro-orm/core';
import { listResponse, type PluginApi, pageOf, pagingQuery, type RouteRequest } from '@portcullis/core';
import { z } from 'zod';
import { gatewayNameSchema, gatewayRoleResponse, roleSchema } from '../schemas.ts';
import { gatewayRoleChangesRef, type RoleSubjectChange } from '../services/gateway-role-changes.ts';
import { gatewayRoleJson } from '../services/gateway-roles.ts';
import type { Change } from '../services/identity-events.ts';

export interface GatewayRoleRouteOptions<S extends RoleSubjectRef = RoleSubjectRef> {
  /** The routes are `{collection}/{id}/gateway-roles[/{gateway}]`. */
  collection: string;
  /** `subject_type` of the overrides (`user`, `group`, `service_principal`). */
  subjectType: string;
  /** Audit resource type and action prefix: `<resourceType>.gateway_role.set` / `.remove`. */
  resourceType: string;
  tag: string;
  /** The subject named by `{id}`; throws 404 when there is none. `label` is what audit details show. */
  findSubject(request: RouteRequest<unknown, unknown, unknown>, em: EntityManager, reference: string): Promise<S>;
  /** Reports a committed change (an identity event); `before` / `after` hold `gateway_role`. */
  announce?(request: RouteRequest<unknown, unknown, unknown>, subject: S, change: Required<Change>): void;
}

export interface RoleSubjectRef {
  id: string;
  label: string;
}

const listParams = z.object({ id: z.string().min(1).max(320) });
// The path parameter is `{gateway}`, not `{gw}`: these routes change who may do what on the gateway, so they need
// a global admin. With `{gw}` the kernel would accept someone who is admin on that one gateway only. They also need
// the admin role on that gateway (docs/roles.md): an admin demoted there cannot grant the role back to anyone.
const itemParams = listParams.extend({ gateway: gatewayNameSchema });
const setBody = z.object({ role: roleSchema });

/** 403 unless the caller is admin on the gateway too, not only globally (the route's own check). */
async function assertAdminOn(request: RouteRequest<unknown, unknown, unknown>, gateway: string): Promise<void> {
  await request.resolve('access').check(request.actor, 'admin', gateway);
}

/**
 * Per-gateway role overrides of one kind of subject: list, set (PUT `{"role"}`) and remove. Shared by users,
 * groups and service principals so that the three behave, validate and audit alike; the changes are made by
 * `GatewayRoleChanges`, as the declarable kinds make them.
 */
export function gatewayRoleRoutes<C, S extends RoleSubjectRef>(api: PluginApi<C>, options: GatewayRoleRouteOptions<S>): void {
  const { collection, subjectType, resourceType, tag } = options;
  const changing = (request: RouteRequest<unknown, unknown, unknown>, subject: S): RoleSubjectChange => ({
    subjectType,
    resourceType,
    id: subject.id,
    label: subject.label,
    announce: (change) => options.announce?.(request, subject, change),
  });

  api.route({
    method: 'GET',
    path: `${collection}/{id}/gateway-roles`,
    access: 'admin',
    tags: [tag],
    summary: 'Per-gateway role overrides of this subject.',
    params: listParams,
    query: pagingQuery,
    response: listResponse(gatewayRoleResponse),
    handler: async (request) => {
      const subject = await options.findSubject(request, request.em, request.params.id);
      return pageOf((await request.resolve('gatewayRoles').list(request.em, subjectType, subject.id)).map(gatewayRoleJson), request.query);
    },
  });

  api.route({
    method: 'PUT',
    path: `${collection}/{id}/gateway-roles/{gateway}`,
    access: 'admin',
    tags: [tag],
    summary: 'Set the role this subject has on one gateway (overrides its global role there). 404 GATEWAY_NOT_FOUND for an unknown gateway.',
    description: 'Needs the admin role globally and on that gateway: an admin demoted on a gateway cannot change who may do what there.',
    params: itemParams,
    body: setBody,
    response: gatewayRoleResponse,
    handler: async (request) => {
      const { gateway } = request.params;
      await assertAdminOn(request, gateway);
      const subject = await options.findSubject(request, request.em, request.params.id);
      const change = await request.resolve(gatewayRoleChangesRef).set(changing(request, subject), gateway, request.body.role);
      return gatewayRoleJson(change.record);
    },
  });

  api.route({
    method: 'DELETE',
    path: `${collection}/{id}/gateway-roles/{gateway}`,
    access: 'admin',
    tags: [tag],
    summary: "Remove this subject's override on one gateway (its other roles apply there again).",
    description: 'Needs the admin role globally and on that gateway, as setting one does.',
    params: itemParams,
    handler: async (request) => {
      const { gateway } = request.params;
      await assertAdminOn(request, gateway);
      const subject = await options.findSubject(request, request.em, request.params.id);
      await request.resolve(gatewayRoleChangesRef).remove(changing(request, subject), gateway);
      return undefined;
    },
  });
}
