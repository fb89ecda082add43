import { pagingQueryShape } from '@portcullis/core';
import { type ExposedService, sandboxParams, serviceNameSchema, servicePortSchema, workspaceQueryShape } from '@portcullis/plugin-gateways';
import { z } from 'zod';

// Request and response shapes of the service endpoints.

/** In a path, the sandbox's unnamed service (named `''` on the gateway; `_` is no DNS label, so no name clashes). */
export const UNNAMED_SERVICE = '_';

export const serviceParams = sandboxParams.extend({
  service: z.union([z.literal(UNNAMED_SERVICE), serviceNameSchema], { error: `must be a DNS label, or ${UNNAMED_SERVICE} for the unnamed service` }),
});

export const serviceQuery = z.object(workspaceQueryShape);
export const serviceListQuery = z.object({ ...workspaceQueryShape, ...pagingQueryShape });

export const exposeBody = z.strictObject({
  /** Omitted: the sandbox's unnamed service. */
  name: serviceNameSchema.optional(),
  port: servicePortSchema,
  domain: z.boolean({ error: 'must be true or false' }).optional(),
});

export const serviceJsonSchema = z.object({
  /** `''` for the sandbox's unnamed service (`_` in paths). */
  name: z.string(),
  sandbox: z.string(),
  port: z.number().int(),
  domain: z.boolean(),
  /** Where the gateway serves it; null when the gateway names no URL. */
  url: z.string().nullable(),
  created_at: z.string().nullable(),
});

export const serviceListResponse = z.object({ items: z.array(serviceJsonSchema), total: z.number().int() });

export function serviceJson(service: ExposedService): z.infer<typeof serviceJsonSchema> {
  return {
    name: service.name,
    sandbox: service.sandbox,
    port: service.port,
    domain: service.domain,
    url: service.url,
    created_at: service.createdAt === null ? null : new Date(service.createdAt).toISOString(),
  };
}

/** The gateway's name of the service a path names. */
export function serviceNameOf(pathName: string): string {
  return pathName === UNNAMED_SERVICE ? '' : pathName;
}
