import { sandboxNameSchema, serviceNameSchema, servicePortSchema, workspaceSchema } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { descriptionSchema, labelsSchema } from '../sandbox/schemas.ts';

// The create body (spec: name, image, providers, presets, gpu, environment, description, labels). Every limit the
// gateway enforces (docs/openshell-0.0.md §b.2) is checked here first, so a bad body is a 400 naming the field before
// any call.
export const MAX_PROVIDERS = 32;
export const MAX_PRESETS = 32;
export const MAX_ENVIRONMENT = 128;
export const MAX_SERVICES = 32;
export const ENV_KEY_MAX = 256;
export const ENV_VALUE_MAX_BYTES = 8 * 1024;
export const ENV_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
/**
 * The drivers pass the whole environment as one variable, so the gateway caps names and values together
 * (docs/openshell-0.0.md §g.7).
 */
export const ENV_TOTAL_MAX_BYTES = 256 * 1024;
const IMAGE_MAX = 1024;

/**
 * Why the gateway would refuse a variable (docs/openshell-0.0.md §g.7), so that it is refused here first: names must be
 * variable names outside the gateway's own OPENSHELL_ namespace, values must stay on one line.
 */
export function environmentEntryProblems(key: string, value: string): Array<{ message: string }> {
  const problems: Array<{ message: string }> = [];
  if (!ENV_KEY_PATTERN.test(key)) problems.push({ message: 'name must match [A-Za-z_][A-Za-z0-9_]*' });
  else if (key.startsWith('OPENSHELL_')) problems.push({ message: 'names starting with OPENSHELL_ are reserved for the gateway' });
  if (/[\r\n]/.test(value)) problems.push({ message: 'value must not contain CR or LF' });
  return problems;
}

export const environmentSchema = z
  .record(z.string(), z.unknown(), { error: 'must be an object of string values' })
  .superRefine((environment, ctx) => {
    const keys = Object.keys(environment);
    if (keys.length > MAX_ENVIRONMENT) ctx.addIssue({ code: 'custom', message: `at most ${MAX_ENVIRONMENT} variables (got ${keys.length})` });
    let total = 0;
    for (const key of keys) {
      const value = environment[key];
      total += Buffer.byteLength(key) + (typeof value === 'string' ? Buffer.byteLength(value) : 0);
      if (key.length > ENV_KEY_MAX) ctx.addIssue({ code: 'custom', path: [key], message: `name must be at most ${ENV_KEY_MAX} characters` });
      if (typeof value !== 'string') {
        ctx.addIssue({ code: 'custom', path: [key], message: 'value must be a string' });
        continue;
      }
      for (const problem of environmentEntryProblems(key, value)) ctx.addIssue({ code: 'custom', path: [key], ...problem });
      if (Buffer.byteLength(value) > ENV_VALUE_MAX_BYTES)
        ctx.addIssue({ code: 'custom', path: [key], message: `value must be at most ${ENV_VALUE_MAX_BYTES} bytes` });
    }
    if (total > ENV_TOTAL_MAX_BYTES)
      ctx.addIssue({ code: 'custom', message: `names and values together must be at most ${ENV_TOTAL_MAX_BYTES} bytes (got ${total})` });
  })
  .transform((environment) => environment as Record<string, string>);

export const gpuSchema = z.union(
  [
    z.boolean(),
    z.strictObject({
      count: z
        .number({ error: 'must be a number' })
        .int({ error: 'must be an integer' })
        .min(1, { error: 'must be at least 1' })
        .max(64, { error: 'must be at most 64' }),
    }),
  ],
  { error: 'must be true, false or {"count": N}' },
);

const simpleName = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(253, { error: 'must be at most 253 characters' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: 'must be letters, digits, dots, underscores and hyphens' });

function uniqueList(item: z.ZodType<string>, max: number, what: string) {
  return z
    .array(item, { error: 'must be an array of strings' })
    .max(max, { error: `at most ${max} ${what}` })
    .superRefine((list, ctx) => {
      list.forEach((value, index) => {
        if (list.indexOf(value) !== index) ctx.addIssue({ code: 'custom', path: [index], message: `${value} is listed twice` });
      });
    });
}

/** Preset names without repeats: what a create body and a preset rule list. */
export const presetNamesSchema = uniqueList(simpleName, MAX_PRESETS, 'presets');

/** Services exposed with the sandbox, in the services plugin's words: `name` omitted is the unnamed service. */
const servicesSchema = z
  .array(z.strictObject({ name: serviceNameSchema.optional(), port: servicePortSchema }), { error: 'must be an array of {name, port}' })
  .max(MAX_SERVICES, { error: `at most ${MAX_SERVICES} services` })
  .superRefine((services, ctx) => {
    const names = services.map((service) => service.name ?? '');
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `${name ? `service ${name}` : 'the unnamed service'} is listed twice` });
    });
  });

export const createBody = z.strictObject({
  name: sandboxNameSchema,
  image: z
    .string({ error: 'must be a string' })
    .max(IMAGE_MAX, { error: `must be at most ${IMAGE_MAX} characters` })
    .regex(/^[^\s\x00-\x1f\x7f]*$/, { error: 'must not contain spaces or control characters' })
    .optional(),
  gpu: gpuSchema.default(false),
  providers: uniqueList(simpleName, MAX_PROVIDERS, 'providers').default([]),
  environment: environmentSchema.default({}),
  presets: presetNamesSchema.default([]),
  labels: labelsSchema.optional(),
  description: descriptionSchema.nullish(),
  /** A template stored on the gateway in the workspace (0.1 gateways): it fills what the body leaves out, the image first. */
  gateway_template: workspaceSchema.optional(),
  /** Ports the gateway exposes once the sandbox is stored (0.1 gateways); each is then listed with the sandbox's services. */
  services: servicesSchema.optional(),
});

export type CreateBody = z.output<typeof createBody>;
