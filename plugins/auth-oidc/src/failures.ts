import { EgressRefused, isProblem, type Logger, type Metrics, type Reply, reply } from '@portcullis/core';
import type { OpenIdClient } from './openid.ts';
import { ProviderRefused } from './provider-clients.ts';

/** Where an error happened decides what it means. */
export type Stage = 'discovery' | 'exchange' | 'userinfo';

/** Why an OIDC login failed: the metric label, the audit-free log field and the `reason` the login page gets. */
export type FailureReason =
  | 'denied'
  | 'missing_state'
  | 'bad_state'
  | 'expired_state'
  | 'replayed_state'
  | 'provider_unavailable'
  | 'address_refused'
  | 'insecure_endpoint'
  | 'token_exchange'
  | 'invalid_token'
  | 'missing_email'
  | 'email_not_verified'
  | 'account_conflict'
  | 'last_admin'
  | 'account_locked'
  | 'rate_limited'
  | 'account_refused';

/** The spec's two messages: the provider said no, or anything else went wrong. */
const DENIED = 'Login was denied by the identity provider';
const FAILED = 'Authentication failed';

/** A login that cannot go on; carries what went wrong underneath for the log. */
export class LoginFailed extends Error {
  readonly reason: FailureReason;
  constructor(reason: FailureReason, cause?: unknown) {
    super(reason, { cause });
    this.name = 'LoginFailed';
    this.reason = reason;
  }
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current instanceof Error && chain.length < 8; current = current.cause) chain.push(current);
  return chain;
}

/** Codes of openid-client errors about the token endpoint's answer itself (the rest are about what it contained). */
const EXCHANGE_CODES = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON', 'OAUTH_RESPONSE_BODY_ERROR']);

/** What an error from openid-client (`client`, the loaded module) or the egress fetch under it means for the login. */
export function classify(error: unknown, stage: Stage, client: OpenIdClient): LoginFailed {
  if (error instanceof LoginFailed) return error;
  const chain = causes(error);
  if (chain.some((item) => item instanceof EgressRefused)) return new LoginFailed('address_refused', error);
  if (chain.some((item) => item instanceof ProviderRefused)) return new LoginFailed('insecure_endpoint', error);
  if (stage === 'discovery') return new LoginFailed('provider_unavailable', error);
  if (error instanceof client.AuthorizationResponseError) return new LoginFailed('denied', error);
  if (error instanceof client.ResponseBodyError) return new LoginFailed('token_exchange', error);
  if (error instanceof client.ClientError && error.code) return new LoginFailed(EXCHANGE_CODES.has(error.code) ? 'token_exchange' : 'invalid_token', error);
  // No code: the request itself failed (connection refused, timeout).
  return new LoginFailed('provider_unavailable', error);
}

/** A refusal of the shared login path (users' Problems) as a failure reason. */
export function refusalReason(error: unknown): FailureReason {
  if (!isProblem(error)) throw error;
  switch (error.code) {
    case 'EMAIL_NOT_VERIFIED':
      return 'email_not_verified';
    case 'CONFLICT':
      return 'account_conflict';
    case 'LAST_ADMIN':
      return 'last_admin';
    case 'ACCOUNT_LOCKED':
      return 'account_locked';
    case 'RATE_LIMITED':
      return 'rate_limited';
    default:
      return 'account_refused';
  }
}

/** Counts and logs failures (never a token: only the reason and the error's own message and code). */
export class FailureReporter {
  private readonly failures: ReturnType<Metrics['counter']>;
  private readonly logger: Logger;

  constructor(metrics: Metrics, logger: Logger) {
    this.failures = metrics.counter(
      'oidc_login_failures_total',
      'Failed OIDC logins by provider and reason (denied, bad_state, expired_state, token_exchange, invalid_token, ...).',
      ['provider', 'reason'],
    );
    this.logger = logger;
  }

  /** Counts and logs the failure and answers with the redirect to the login page that says what happened. */
  report(provider: string, failure: LoginFailed): Reply {
    this.failures.inc({ provider, reason: failure.reason });
    // Messages and codes of the errors underneath (openid-client wraps the egress refusal, for one); never bodies.
    const chain = causes(failure.cause) as Error[];
    this.logger.warn(
      {
        provider,
        reason: failure.reason,
        ...(chain.length > 0
          ? {
              error: chain
                .map((error) => error.message)
                .join(': ')
                .slice(0, 500),
              code: (chain[0] as { code?: unknown }).code ?? null,
            }
          : {}),
      },
      'OIDC login failed',
    );
    const message = failure.reason === 'denied' ? DENIED : FAILED;
    return reply(303, undefined, { Location: `/login?${new URLSearchParams({ error: message, reason: failure.reason })}` });
  }
}
