import { gatewayParams, labelsSchema, workspaceSchema } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import type { WorkspaceView } from './service.ts';

// Request and response shapes of the workspace endpoints.

const SUBJECT_MAX = 255;

export const workspaceRoleSchema = z.enum(['user', 'admin'], { error: 'must be user or admin' });

/** An OIDC subject as gateways take it: printable, without control characters. */
export const subjectSchema = z
  .string()
  .min(1, { error: 'must not be empty' })
  .max(SUBJECT_MAX, { error: `must be at most ${SUBJECT_MAX} characters` })
  .regex(/^[^\p{Cc}\s][^\p{Cc}]*$/u, { error: 'must be printable and not start with a space' });

export const workspaceParams = gatewayParams.extend({ ws: workspaceSchema });
export const memberParams = workspaceParams.extend({ subject: subjectSchema });

export const createBody = z.strictObject({ name: workspaceSchema, labels: labelsSchema.optional() });
export const memberBody = z.strictObject({ role: workspaceRoleSchema });

export const workspaceJsonSchema = z.object({
  gateway: z.string(),
  name: z.string(),
  /** `active`, `terminating`, `unspecified`; null when the gateway does not manage workspaces. */
  phase: z.string().nullable(),
  labels: z.record(z.string(), z.string()),
  created_at: z.string().nullable(),
  /** false: an OpenShell 0.0 gateway, which has workspaces but cannot list or change them. */
  managed: z.boolean(),
  /** The gateway's `default_workspace` (used when a request names none). */
  default: z.boolean(),
});

export const memberJsonSchema = z.object({
  subject: z.string(),
  role: z.enum(['user', 'admin', 'unspecified']),
  created_at: z.string().nullable(),
});

export const gatewayListResponse = z.object({ items: z.array(workspaceJsonSchema), total: z.number().int(), managed: z.boolean() });

export const acrossResponse = z.object({
  items: z.array(workspaceJsonSchema),
  total: z.number().int(),
  gateways: z.array(
    z.object({
      gateway: z.string(),
      managed: z.boolean().nullable(),
      error: z.object({ code: z.string(), detail: z.string() }).nullable(),
    }),
  ),
});

function isoOf(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

export function workspaceJson(view: WorkspaceView): z.infer<typeof workspaceJsonSchema> {
  return {
    gateway: view.gateway,
    name: view.name,
    phase: view.phase,
    labels: view.labels,
    created_at: isoOf(view.createdAt),
    managed: view.managed,
    default: view.isDefault,
  };
}

export function memberJson(member: { subject: string; role: 'user' | 'admin' | 'unspecified'; createdAt: number | null }): z.infer<typeof memberJsonSchema> {
  return { subject: member.subject, role: member.role, created_at: isoOf(member.createdAt) };
}
