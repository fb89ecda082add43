import { ROLES, setting } from '@portcullis/core';
import { z } from 'zod';

// Namespace `oidc`: SERVICE_OIDC_PROVIDERS_JSON and SERVICE_OIDC_STATE_MAX_AGE, the names docs/decisions.md §11 fixes.
// (SERVICE_OIDC_DEFAULT_ROLE belongs to the users plugin: every login method that creates accounts uses it.)

const role = z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` });

/** A scope token (RFC 6749 §3.3). */
const scope = z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, { error: 'must be a scope token (no spaces or quotes)' });

export const providerSchema = z.object({
  name: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, { error: 'must be URL-safe: lower-case letters, digits, "-" and "_", at most 63' }),
  display_name: z.string().trim().min(1).max(100).optional(),
  issuer: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  client_id: z.string().min(1, { error: 'is required' }).max(512),
  client_secret: z.string().max(4096).default(''),
  scopes: z
    .array(scope)
    .default(['openid', 'email', 'profile'])
    .refine((scopes) => scopes.includes('openid'), { error: 'must include openid' }),
  role_mapping: z
    .object({
      claim: z.string().min(1).max(200),
      values: z.record(z.string(), role),
    })
    .nullable()
    .default(null),
});

export type ProviderSettings = z.output<typeof providerSchema>;

export const oidcConfigSchema = z.object({
  providers_json: setting.json(
    z
      .array(providerSchema)
      .refine((providers) => new Set(providers.map((provider) => provider.name)).size === providers.length, { error: 'provider names must be unique' }),
    [],
    'JSON array of OIDC providers: name (URL-safe), display_name, issuer (https; serves /.well-known/openid-configuration), client_id, client_secret (redacted wherever configuration is shown), scopes (default ["openid","email","profile"]), role_mapping {"claim", "values": {"<claim value>": "admin"|"operator"|"viewer"}} (highest matching role wins, re-applied at every login). Empty: OIDC login is off. The redirect URI to register is SERVICE_PUBLIC_URL + /api/auth/oidc/callback.',
  ),
  state_max_age: setting.int(
    300,
    'Seconds the svc_oidc_state cookie (PKCE verifier, state, nonce) is valid: how long a login at the identity provider may take.',
    { min: 30, max: 3600 },
  ),
});

export type OidcConfig = z.output<typeof oidcConfigSchema>;
