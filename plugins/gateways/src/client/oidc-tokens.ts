import { type Clock, isProblem, lazily, Problem } from '@portcullis/core';
import type * as oidc from 'openid-client';
import type { EndpointPolicy } from '../endpoint/check.ts';
import type { GatewayRecord, OidcClient } from '../gateway/record.ts';
import { issuerFetch } from './issuer-fetch.ts';

// auth_mode oidc_client_credentials (docs/openshell-0.0.md §g.6): an OIDC gateway accepts only unexpired JWTs from its
// issuer, so a static token stops working when it expires. Portcullis holds the client's credentials instead and gets
// access tokens with the OAuth2 client-credentials grant (openid-client): discovery once per gateway and connection
// settings, a token kept until shortly before it expires, and a new one on demand when the gateway refuses the one it
// has (UNAUTHENTICATED: expired early, or the issuer rotated its signing key).

/** openid-client is loaded with the first token request, not at start-up. */
const openidClient = lazily(() => import('openid-client'));

interface Cached<T> {
  connectionId: string;
  value: T;
}

interface AccessToken {
  value: string;
  /** Kernel clock time after which a call gets a new token first. */
  refreshAt: number;
}

// A token is replaced this long before it expires (at most a quarter of its life), so no call carries one that
// expires on the way.
const REFRESH_MARGIN_MS = 60_000;

// The issuer's own expires_in, not openid-client's expiresIn(): that one counts down on the wall clock in whole
// seconds, so a response handled a millisecond late would lose a second (and the kernel clock is the one we keep).
function refreshAt(now: number, expiresInSeconds: number | undefined): number {
  if (expiresInSeconds === undefined || !Number.isFinite(expiresInSeconds)) return Number.POSITIVE_INFINITY;
  const lifetime = expiresInSeconds * 1000;
  return now + lifetime - Math.min(REFRESH_MARGIN_MS, lifetime / 4);
}

/** Node's words for a connection that did not work, as the category a caller can act on. */
function unreachable(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'OAUTH_TIMEOUT') return 'timeout';
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (typeof code === 'string' && /^(ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNRESET|ETIMEDOUT)$/.test(code)) return 'unreachable';
  return null;
}

function oauthError(code: unknown, description: unknown): string | null {
  if (typeof code !== 'string' || code === '') return null;
  return `${code}${typeof description === 'string' && description ? ` (${description})` : ''}`;
}

/** What the issuer said: its OAuth error (in the body, or in a 401's challenge), else what went wrong. */
async function refusalOf(error: unknown): Promise<string> {
  const openid = await openidClient();
  if (error instanceof openid.ResponseBodyError) return oauthError(error.error, error.error_description) ?? `HTTP ${error.status}`;
  if (error instanceof openid.WWWAuthenticateChallengeError) {
    const body = (await error.response.json().catch(() => null)) as { error?: unknown; error_description?: unknown } | null;
    const challenge = error.cause[0]?.parameters;
    return oauthError(body?.error, body?.error_description) ?? oauthError(challenge?.error, challenge?.error_description) ?? `HTTP ${error.status}`;
  }
  return (error as Error).message;
}

/** A failed discovery or grant as a problem: never the client secret, which openid-client never puts in messages. */
async function tokenProblem(gateway: string, client: OidcClient, error: unknown): Promise<unknown> {
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (isProblem(cause)) return cause;
  if (isProblem(error)) return error;
  const network = unreachable(cause) ?? unreachable(error);
  if (network) {
    return new Problem(503, 'GATEWAY_UNAVAILABLE', {
      detail: `The OIDC issuer ${client.issuer} of gateway ${gateway} cannot be reached: ${network}.`,
      extensions: { gateway },
      cause: error,
    });
  }
  const refusal = await refusalOf(error);
  return new Problem(502, 'GATEWAY_AUTH_FAILED', {
    detail: `Could not get an access token for gateway ${gateway} from the OIDC issuer ${client.issuer} as client ${client.clientId}: ${refusal}.`,
    extensions: { gateway },
    cause: error,
  });
}

/**
 * Access tokens of gateways in oidc_client_credentials mode (a private service of the gateways plugin, used by the
 * client pool and test-connection). One token request at a time per gateway; kept per connection settings, so a
 * PATCH of the credentials starts over.
 */
export class OidcTokens {
  private readonly policy: EndpointPolicy;
  private readonly clock: Clock;
  private readonly timeoutSeconds: number;
  private readonly configurations = new Map<string, Cached<Promise<oidc.Configuration>>>();
  private readonly tokens = new Map<string, Cached<AccessToken>>();
  private readonly requests = new Map<string, Promise<string>>();

  constructor(deps: { policy: EndpointPolicy; clock: Clock; timeoutSeconds: number }) {
    this.policy = deps.policy;
    this.clock = deps.clock;
    this.timeoutSeconds = deps.timeoutSeconds;
  }

  /** A token for a call to the gateway: the kept one while it is fresh, else a new one (`fresh`: a new one anyway). */
  async token(gateway: GatewayRecord, clientSecret: string, options: { fresh?: boolean } = {}): Promise<string> {
    const kept = this.tokens.get(gateway.name);
    if (!options.fresh && kept && kept.connectionId === gateway.connectionId && this.clock.now() < kept.value.refreshAt) return kept.value.value;
    const running = this.requests.get(gateway.name);
    if (running) return running;
    const request = this.request(gateway, clientSecret).finally(() => this.requests.delete(gateway.name));
    this.requests.set(gateway.name, request);
    return request;
  }

  /** The token kept for a gateway (to keep it out of error messages), or null. */
  current(name: string): string | null {
    return this.tokens.get(name)?.value.value ?? null;
  }

  forget(name: string): void {
    this.configurations.delete(name);
    this.tokens.delete(name);
  }

  private async request(gateway: GatewayRecord, clientSecret: string): Promise<string> {
    const client = gateway.oidc;
    if (!client) throw new Error(`gateway ${gateway.name} has no OIDC client configured`);
    const openid = await openidClient();
    try {
      const configuration = await this.configuration(gateway, client, clientSecret);
      const parameters: Record<string, string> = {
        ...(client.scopes.length > 0 ? { scope: client.scopes.join(' ') } : {}),
        ...(client.audience ? { audience: client.audience } : {}),
      };
      const response = await openid.clientCredentialsGrant(configuration, parameters);
      const value = { value: response.access_token, refreshAt: refreshAt(this.clock.now(), response.expires_in) };
      this.tokens.set(gateway.name, { connectionId: gateway.connectionId, value });
      return value.value;
    } catch (error) {
      this.tokens.delete(gateway.name);
      throw await tokenProblem(gateway.name, client, error);
    }
  }

  /** The issuer's metadata, discovered once per connection settings (a failed discovery is tried again next time). */
  private configuration(gateway: GatewayRecord, client: OidcClient, clientSecret: string): Promise<oidc.Configuration> {
    const kept = this.configurations.get(gateway.name);
    if (kept && kept.connectionId === gateway.connectionId) return kept.value;
    const url = new URL(client.issuer);
    const discovered = openidClient().then((openid) =>
      openid.discovery(url, client.clientId, undefined, openid.ClientSecretBasic(clientSecret), {
        [openid.customFetch]: issuerFetch(gateway.name, this.policy),
        timeout: this.timeoutSeconds,
        // Plain http only reaches this point in local mode (the issuer rule refuses it otherwise).
        ...(url.protocol === 'http:' && this.policy.localMode ? { execute: [openid.allowInsecureRequests] } : {}),
      }),
    );
    this.configurations.set(gateway.name, { connectionId: gateway.connectionId, value: discovered });
    discovered.catch(() => {
      if (this.configurations.get(gateway.name)?.value === discovered) this.configurations.delete(gateway.name);
    });
    return discovered;
  }
}
