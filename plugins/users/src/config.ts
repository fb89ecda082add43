import { ROLES, setting } from '@portcullis/core';
import { z } from 'zod';

// Settings of the identity plugin. The namespace is `auth`, so variables read SERVICE_AUTH_<KEY>; the two session
// lifetimes and the default role of accounts made by other login methods keep the names docs/decisions.md §6 and
// §11 give them.
export const usersConfigSchema = z.object({
  registration_enabled: setting.bool(
    false,
    'Allow anyone who can reach the service to create an account at POST /api/auth/register. Registered accounts are viewers.',
  ),
  session_idle_seconds: setting.int(
    8 * 3600,
    'A session ends after this many seconds without a request (the svc_session cookie stops working).',
    { min: 60 },
    { env: 'SERVICE_SESSION_IDLE_SECONDS' },
  ),
  session_max_age_seconds: setting.int(
    7 * 86_400,
    'A session ends this many seconds after login, however active it is.',
    { min: 60 },
    { env: 'SERVICE_SESSION_MAX_AGE_SECONDS' },
  ),
  login_rate_limit: setting.int(
    10,
    'Failed logins allowed from one client address within SERVICE_AUTH_LOGIN_RATE_WINDOW_SECONDS; further attempts get 429 RATE_LIMITED.',
    { min: 1 },
  ),
  login_rate_window_seconds: setting.int(300, 'Sliding window of the per-address login limit, in seconds.', { min: 1 }),
  lockout_threshold: setting.int(5, 'Consecutive failed logins for one email after which that account is locked (429 ACCOUNT_LOCKED).', { min: 1 }),
  lockout_seconds: setting.int(900, 'How long a locked account stays locked, in seconds; failures older than this are forgotten.', { min: 1 }),
  invite_ttl_seconds: setting.int(7 * 86_400, 'Lifetime of an invitation token, in seconds.', { min: 60 }),
  external_default_role: setting.oneOf(
    ROLES,
    'viewer',
    'Global role of accounts a login method creates for a person a provider vouches for (OIDC, identity headers from a proxy, ...) when no role mapping decides one.',
    { env: 'SERVICE_OIDC_DEFAULT_ROLE' },
  ),
  password_hash_cost: setting.int(15, 'scrypt cost as a power of two (N = 2^cost, r = 8, p = 3). Raising it re-hashes each password at its next login.', {
    min: 10,
    max: 20,
  }),
});

export type UsersConfig = z.output<typeof usersConfigSchema>;
