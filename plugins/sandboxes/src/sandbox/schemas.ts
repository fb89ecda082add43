import { pagingQueryShape } from '@portcullis/core';
import { labelFilterSchema, labelsSchema, sandboxParams, workspaceQueryShape } from '@portcullis/plugin-gateways';
import { z } from 'zod';

// Schemas several routes share. Labels and description follow the gateway limits (spec Limits table): labels
// from the gateways plugin, description at most 1000 characters.
export const DESCRIPTION_MAX = 1000;

export const descriptionSchema = z.string({ error: 'must be a string' }).max(DESCRIPTION_MAX, { error: `must be at most ${DESCRIPTION_MAX} characters` });

export { labelsSchema, sandboxParams };

export const scopeQuery = z.object(workspaceQueryShape);

export const listQuery = z.object({
  ...workspaceQueryShape,
  label: labelFilterSchema,
  ...pagingQueryShape,
});

/** PATCH: absent = unchanged, null = cleared; an empty body is a 400. */
export const patchBody = z
  .strictObject({
    labels: labelsSchema.nullable().optional(),
    description: descriptionSchema.nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if (Object.keys(body).length === 0) ctx.addIssue({ code: 'custom', message: 'send labels and/or description' });
  });

/** `Idempotency-Key`: 1–255 printable ASCII characters. */
export const idempotencyKeySchema = z
  .string()
  .min(1, { error: 'must not be empty' })
  .max(255, { error: 'must be at most 255 characters' })
  .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' });
