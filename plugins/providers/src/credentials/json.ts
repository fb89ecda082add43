import type { CredentialRefreshStatus } from '@portcullis/plugin-gateways';
import { z } from 'zod';

// A provider credential's refresh state as REST clients see it (OpenShell 0.1 gateways). No credential value is in it.

const RECOVERY_ACTIONS = ['retry', 'reauthorize', 'fix_configuration', 'investigate', 'unspecified'] as const;

/** Recovery actions a retry cannot give: someone has to act (plugins/providers/README.md "Credential refresh"). */
export const NEEDS_A_PERSON: ReadonlySet<string> = new Set(['reauthorize', 'fix_configuration', 'investigate']);

export const credentialStatusSchema = z.object({
  credential_key: z.string(),
  /** The gateway's refresh strategy in lower case: `static`, `oauth2_refresh_token`, `aws_sts_assume_role`, … */
  strategy: z.string(),
  /** The gateway's own word: `static`, `refreshed`, `error`, `reauthorization_required`, `configuration_required`, … */
  state: z.string(),
  /** What a failed refresh needs: `retry` (POST …/refresh), `reauthorize` (a new credential value), `fix_configuration` (PUT the provider's config), `investigate`; `unspecified` when nothing is needed. */
  recovery_action: z.enum(RECOVERY_ACTIONS),
  /** Whether the recovery action needs a person (reauthorize, fix_configuration, investigate). */
  needs_attention: z.boolean(),
  /** The last refresh error, as the gateway words it. */
  message: z.string().nullable(),
  failure_code: z.string().nullable(),
  last_refreshed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  next_refresh_at: z.string().nullable(),
  last_error_at: z.string().nullable(),
});

export type CredentialStatusJson = z.output<typeof credentialStatusSchema>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function credentialStatusJson(status: CredentialRefreshStatus): CredentialStatusJson {
  return {
    credential_key: status.credentialKey,
    strategy: status.strategy,
    state: status.state,
    recovery_action: status.recoveryAction,
    needs_attention: NEEDS_A_PERSON.has(status.recoveryAction),
    message: status.message,
    failure_code: status.failureCode,
    last_refreshed_at: iso(status.lastRefreshedAt),
    expires_at: iso(status.expiresAt),
    next_refresh_at: iso(status.nextRefreshAt),
    last_error_at: iso(status.lastErrorAt),
  };
}
