import { pagingQueryShape } from '@portcullis/core';
import { CREDENTIAL_REFRESH_STRATEGIES, gatewayParams, sandboxParams, workspaceQueryShape } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import { providerNameSchema, providerPathName, providerTypeNameSchema } from '../provider/names.ts';

// Request shapes of the provider endpoints. Secret values are checked for size only and never echoed in a
// validation message.

const MAP_ENTRIES_MAX = 64;
const VALUE_MAX = 8192;
const KEY_MAX = 256;

// Credentials become environment variables inside sandboxes, so their keys must be valid variable names.
const credentialKey = z
  .string()
  .max(KEY_MAX, { error: `must be at most ${KEY_MAX} characters` })
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'must be an environment variable name (letters, digits, underscores; not starting with a digit)' });
const configKey = z
  .string()
  .max(KEY_MAX, { error: `must be at most ${KEY_MAX} characters` })
  .regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]*$/, { error: 'must be letters, digits, underscores, dots and hyphens' });

const secretValue = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(VALUE_MAX, { error: `must be at most ${VALUE_MAX} characters` });
const configValue = z
  .string({ error: 'must be a string' })
  .min(1, { error: 'must not be empty' })
  .max(VALUE_MAX, { error: `must be at most ${VALUE_MAX} characters` });
/** In an update, `null` or `""` removes the key (upstream merge semantics). */
const removable = z
  .string({ error: 'must be a string or null' })
  .max(VALUE_MAX, { error: `must be at most ${VALUE_MAX} characters` })
  .nullable();
const timestamp = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp' });

function boundedMap<K extends z.ZodType<string>, V extends z.ZodType>(key: K, value: V) {
  return z.record(key, value).refine((map) => Object.keys(map).length <= MAP_ENTRIES_MAX, { error: `must have at most ${MAP_ENTRIES_MAX} entries` });
}

export const providerParams = gatewayParams.extend({ name: providerPathName });
export { sandboxParams };
export const attachmentParams = sandboxParams.extend({ provider: providerPathName });
export const credentialParams = providerParams.extend({ key: credentialKey });

export const listQuery = z.object({ ...workspaceQueryShape, ...pagingQueryShape });

export const createBody = z.strictObject({
  name: providerNameSchema,
  type: providerTypeNameSchema,
  api_key: secretValue.optional(),
  credentials: boundedMap(credentialKey, secretValue).optional(),
  config: boundedMap(configKey, configValue).optional(),
  credential_expires_at: boundedMap(credentialKey, timestamp).optional(),
});

export type CreateBody = z.output<typeof createBody>;

export const updateBody = z
  .strictObject({
    type: providerTypeNameSchema.optional(),
    api_key: removable.optional(),
    credentials: boundedMap(credentialKey, removable).optional(),
    config: boundedMap(configKey, removable).optional(),
    credential_expires_at: boundedMap(credentialKey, timestamp.nullable()).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'send at least one of type, api_key, credentials, config, credential_expires_at' });

export type UpdateBody = z.output<typeof updateBody>;

/**
 * A credential's refresh configuration. Every material value is write-only (never answered, audited or announced);
 * the keys in `secret_material_keys` must be keys of `material`.
 */
export const refreshConfigBody = z
  .strictObject({
    strategy: z.enum(CREDENTIAL_REFRESH_STRATEGIES, { error: `must be one of ${CREDENTIAL_REFRESH_STRATEGIES.join(', ')}` }),
    material: boundedMap(configKey, secretValue),
    secret_material_keys: z
      .array(configKey)
      .max(MAP_ENTRIES_MAX, { error: `must have at most ${MAP_ENTRIES_MAX} keys` })
      .optional(),
    expires_at: timestamp.optional(),
  })
  .refine((body) => (body.secret_material_keys ?? []).every((key) => key in body.material), {
    path: ['secret_material_keys'],
    error: 'each key must be a key of material',
  });

export type RefreshConfigBody = z.output<typeof refreshConfigBody>;
