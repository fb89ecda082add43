import { listResponse, type PluginApi, pagingQuery } from '@portcullis/core';
import { audited, gatewayRoleRoutes, roleSchema } from '@portcullis/plugin-users';
import { z } from 'zod';
import type { ServicePrincipalRecord } from '../entities/service-principal.ts';
import { PRINCIPAL_SUBJECT, principalJson, principalWithKeyJson } from '../services/principals.ts';
import type { PrincipalEventFields } from '../types.ts';

const name = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'is required' })
  .max(100, { error: 'must be at most 100 characters' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, { error: 'may contain letters, digits, spaces, ".", "_" and "-", and must start with a letter or digit' });
const expiresAt = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp such as 2027-01-31T00:00:00Z' }).transform((value) => new Date(value));

const createBody = z.object({ name, role: roleSchema.default('viewer'), expires_at: expiresAt.nullable().optional() });
const updateBody = z
  .object({ name: name.optional(), role: roleSchema.optional(), expires_at: expiresAt.nullable().optional() })
  .refine((body) => Object.keys(body).length > 0, { error: 'name at least one of name, role, expires_at' });
const rotateBody = z.object({ expires_at: expiresAt.nullable().optional() });
const params = z.object({ id: z.string().min(1).max(100) });

const principalResponse = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  key_prefix: z.string(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
const withKeyResponse = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  key: z.string(),
  key_prefix: z.string(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});

function iso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

function eventFields(principal: ServicePrincipalRecord): PrincipalEventFields {
  return { gateway: null, principal_id: principal.id, name: principal.name, key_prefix: principal.keyPrefix };
}

/**
 * Service principals (admin only). The key appears in exactly two answers: creation and rotation. Writes hand out
 * a key with a role on every gateway, so they need an admin on every gateway (docs/roles.md).
 */
export function principalRoutes<C>(api: PluginApi<C>): void {
  api.route({
    method: 'GET',
    path: '/api/auth/service-principals',
    access: 'admin',
    tags: ['service-principals'],
    summary: 'List service principals (with key_prefix, expires_at and last_used_at; never the key).',
    query: pagingQuery,
    response: listResponse(principalResponse),
    handler: async (request) => {
      const [records, total] = await request.resolve('servicePrincipals').list(request.em, request.query);
      return { items: records.map(principalJson), total };
    },
  });

  api.route({
    method: 'POST',
    path: '/api/auth/service-principals',
    access: 'admin',
    everyGateway: true,
    tags: ['service-principals'],
    status: 201,
    summary: 'Create a service principal. The answer holds its key (svc_...), shown this one time only.',
    body: createBody,
    response: withKeyResponse,
    handler: async (request) => {
      const { principal, key } = await audited(
        request,
        (em) =>
          request.resolve('servicePrincipals').create(em, {
            name: request.body.name,
            role: request.body.role,
            expiresAt: request.body.expires_at ?? null,
            createdBy: request.actor!.name,
          }),
        ({ principal }) => ({
          action: 'service_principal.create',
          resourceType: 'service_principal',
          resourceId: principal.id,
          detail: { name: principal.name, role: principal.role, key_prefix: principal.keyPrefix, expires_at: iso(principal.expiresAt) },
        }),
        ({ principal }) =>
          request
            .resolve('events')
            .emit('service_principal.created', { ...eventFields(principal), role: principal.role, expires_at: iso(principal.expiresAt) }),
      );
      return principalWithKeyJson(principal, key);
    },
  });

  api.route({
    method: 'GET',
    path: '/api/auth/service-principals/{id}',
    access: 'admin',
    tags: ['service-principals'],
    summary: 'One service principal (by id or name).',
    params,
    response: principalResponse,
    handler: async (request) => principalJson(await request.resolve('servicePrincipals').require(request.em, request.params.id)),
  });

  api.route({
    method: 'PATCH',
    path: '/api/auth/service-principals/{id}',
    access: 'admin',
    everyGateway: true,
    tags: ['service-principals'],
    summary: "Rename, change the role or the expiry (null: never). A role change applies to the key's next request.",
    params,
    body: updateBody,
    response: principalResponse,
    handler: async (request) => {
      const principals = request.resolve('servicePrincipals');
      const { principal } = await audited(
        request,
        async (em) => {
          const principal = await principals.require(em, request.params.id);
          const before = { name: principal.name, role: principal.role, expires_at: iso(principal.expiresAt) };
          await principals.update(em, principal, { name: request.body.name, role: request.body.role, expiresAt: request.body.expires_at });
          return { principal, before };
        },
        ({ principal, before }) => ({
          action: 'service_principal.update',
          resourceType: 'service_principal',
          resourceId: principal.id,
          detail: { before, after: { name: principal.name, role: principal.role, expires_at: iso(principal.expiresAt) } },
        }),
        ({ principal }) => principals.announceChange(principal.id),
      );
      return principalJson(principal);
    },
  });

  api.route({
    method: 'DELETE',
    path: '/api/auth/service-principals/{id}',
    access: 'admin',
    everyGateway: true,
    tags: ['service-principals'],
    summary: 'Delete a service principal; its key stops working at once.',
    params,
    handler: async (request) => {
      const principals = request.resolve('servicePrincipals');
      await audited(
        request,
        async (em) => {
          const principal = await principals.require(em, request.params.id);
          await principals.delete(em, principal);
          return principal;
        },
        (principal) => ({
          action: 'service_principal.delete',
          resourceType: 'service_principal',
          resourceId: principal.id,
          detail: { name: principal.name, key_prefix: principal.keyPrefix },
        }),
        (principal) => {
          principals.announceChange(principal.id);
          request.resolve('events').emit('service_principal.deleted', eventFields(principal));
        },
      );
      return undefined;
    },
  });

  api.route({
    method: 'POST',
    path: '/api/auth/service-principals/{id}/rotate',
    access: 'admin',
    everyGateway: true,
    tags: ['service-principals'],
    summary: 'Generate a new key (shown this one time); the old key is invalid at once. Optional body `{"expires_at"}` sets a new expiry.',
    params,
    body: rotateBody,
    bodyOptional: true,
    response: withKeyResponse,
    handler: async (request) => {
      const principals = request.resolve('servicePrincipals');
      // bodyOptional: an empty request arrives as undefined.
      const body = request.body as z.output<typeof rotateBody> | undefined;
      const { principal, key } = await audited(
        request,
        async (em) => {
          const principal = await principals.require(em, request.params.id);
          const rotated = await principals.rotate(em, principal, body?.expires_at);
          return { principal, ...rotated };
        },
        ({ principal, previousPrefix }) => ({
          action: 'service_principal.rotate',
          resourceType: 'service_principal',
          resourceId: principal.id,
          detail: { name: principal.name, key_prefix: principal.keyPrefix, previous_key_prefix: previousPrefix, expires_at: iso(principal.expiresAt) },
        }),
        ({ principal, previousPrefix }) => {
          principals.announceChange(principal.id);
          request
            .resolve('events')
            .emit('service_principal.rotated', { ...eventFields(principal), previous_key_prefix: previousPrefix, expires_at: iso(principal.expiresAt) });
        },
      );
      return principalWithKeyJson(principal, key);
    },
  });

  gatewayRoleRoutes(api, {
    collection: '/api/auth/service-principals',
    subjectType: PRINCIPAL_SUBJECT,
    resourceType: 'service_principal',
    tag: 'service-principals',
    findSubject: async (request, em, reference) => {
      const principal = await request.resolve('servicePrincipals').require(em, reference);
      return { id: principal.id, label: principal.name };
    },
    // Streams the principal opened are checked again on every replica (the role resolution itself reads fresh).
    announce: (request, subject) => request.resolve('servicePrincipals').announceChange(subject.id),
  });
}
