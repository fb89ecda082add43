import { type GatewayTemplate, type GatewayTemplateSpec, gatewayParams, labelsSchema, workspaceSchema } from '@portcullis/plugin-gateways';
import { environmentSchema, gpuSchema } from '@portcullis/plugin-sandboxes';
import { z } from 'zod';

// Request and response shapes of the gateway template endpoints (and of the fleet's template push).

const IMAGE_MAX = 1024;
const QUANTITY_MAX = 64;

const quantity = z
  .string({ error: 'must be a string' })
  .max(QUANTITY_MAX, { error: `must be at most ${QUANTITY_MAX} characters` })
  .regex(/^([0-9]+(\.[0-9]+)?([a-zA-Z]{1,2})?)?$/, { error: 'must be a Kubernetes quantity such as 500m or 512Mi' });

export const templateParams = gatewayParams.extend({ name: workspaceSchema });

/** A template as created: its name (a DNS label), gateway-side labels, and the workload it gives its sandboxes. */
export const templateBody = z.strictObject({
  name: workspaceSchema,
  labels: labelsSchema.optional(),
  image: z
    .string({ error: 'must be a string' })
    .min(1, { error: 'must not be empty' })
    .max(IMAGE_MAX, { error: `must be at most ${IMAGE_MAX} characters` })
    .regex(/^[^\s\x00-\x1f\x7f]*$/, { error: 'must not contain spaces or control characters' }),
  environment: environmentSchema.default({}),
  cpu: quantity.default(''),
  memory: quantity.default(''),
  gpu: gpuSchema.default(false),
});

export type TemplateBody = z.output<typeof templateBody>;

export function templateSpecOf(body: TemplateBody): GatewayTemplateSpec {
  return {
    image: body.image,
    environment: body.environment,
    cpu: body.cpu,
    memory: body.memory,
    gpu: body.gpu === false ? null : { count: body.gpu === true ? null : body.gpu.count },
  };
}

export const templateJsonSchema = z.object({
  gateway: z.string(),
  workspace: z.string(),
  name: z.string(),
  labels: z.record(z.string(), z.string()),
  resource_version: z.number().int(),
  created_at: z.string().nullable(),
  image: z.string(),
  environment: z.record(z.string(), z.string()),
  cpu: z.string(),
  memory: z.string(),
  /** null: no GPU; `{count: null}`: a GPU of any count. */
  gpu: z.object({ count: z.number().int().nullable() }).nullable(),
});

export function templateJson(gateway: string, template: GatewayTemplate): z.infer<typeof templateJsonSchema> {
  return {
    gateway,
    workspace: template.workspace,
    name: template.name,
    labels: template.labels,
    resource_version: template.resourceVersion,
    created_at: template.createdAt === null ? null : new Date(template.createdAt).toISOString(),
    ...template.spec,
  };
}
