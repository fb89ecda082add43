import type { Guard } from '@portcullis/core';
import { sandboxParams, workspaceQueryShape } from '@portcullis/plugin-gateways';
import { z } from 'zod';

export { sandboxParams };

export const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const readQuery = z.object(workspaceQueryShape);

export const writeQuery = z.object({ ...workspaceQueryShape, wait_loaded: flag.default(false) });

/** Every write path checks the pin after authentication and role, before its body is read (docs/decisions.md §4). */
export const pinGuard: Guard<{ gw: string; name: string }, unknown> = (request) =>
  request.resolve('policyPins').assertUnpinned(request.params.gw, request.params.name);

export const revisionSchema = z.object({
  version: z.number().int(),
  status: z.string(),
  policy_hash: z.string(),
  created_at: z.string().nullable(),
  loaded_at: z.string().nullable(),
  load_error: z.string().nullable(),
  provenance: z.record(z.string(), z.string()).optional(),
});

export const writeOutcomeSchema = z.object({
  version: z.number().int(),
  policy_hash: z.string(),
  previous_version: z.number().int(),
  changed: z.boolean(),
  revision: revisionSchema.optional(),
});
