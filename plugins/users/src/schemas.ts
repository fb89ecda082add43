import { ROLES } from '@portcullis/core';
import { z } from 'zod';

// Shapes shared by the identity routes (and by the service-principals plugin).

export const roleSchema = z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` });

/** Stored and compared lower-case. */
export const emailSchema = z
  .string({ error: 'must be a string' })
  .trim()
  .toLowerCase()
  .max(320, { error: 'must be at most 320 characters' })
  .pipe(z.email({ error: 'must be an email address' }));

/** Only the shape here; the password rules are checked separately so that each broken rule gets its message. */
export const newPasswordSchema = z.string({ error: 'must be a string' }).max(4096, { error: 'must be at most 128 characters long' });

export const loginBody = z.object({
  email: z.string({ error: 'must be a string' }).trim().toLowerCase().min(1, { error: 'is required' }).max(320),
  password: z.string({ error: 'must be a string' }).min(1, { error: 'is required' }).max(4096),
});

export const credentialsBody = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  display_name: z.string().trim().min(1).max(200).optional(),
});

/**
 * Gateway names as the gateways plugin accepts them (its rule, repeated so this package does not import that
 * one): an override for a name that can never exist would silently never apply. Whether it exists is checked
 * against the registry when the gateways plugin is enabled.
 */
export const gatewayNameSchema = z
  .string()
  .max(253)
  .regex(/^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/, {
    error: 'must be a gateway name: lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit',
  });

export const timestamp = z.string();

export const loginResponse = z.object({ email: z.string(), role: roleSchema.nullable() });

export const userResponse = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  role: roleSchema.nullable(),
  status: z.enum(['active', 'invited']),
  has_password: z.boolean(),
  oidc_provider: z.string().nullable(),
  oidc_sub: z.string().nullable(),
  groups: z.array(z.string()),
  created_at: timestamp,
  updated_at: timestamp,
  last_login_at: timestamp.nullable(),
});

export const gatewayRoleResponse = z.object({ gateway: z.string(), role: roleSchema, created_at: timestamp, updated_at: timestamp });

// No "@": approval workflows name voters by email or by group name, and must tell the two apart.
export const groupNameSchema = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'is required' })
  .max(100, { error: 'must be at most 100 characters' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, { error: 'may contain letters, digits, spaces, ".", "_" and "-", and must start with a letter or digit' });

export const groupDescriptionSchema = z.string().trim().max(1000, { error: 'must be at most 1000 characters' });
