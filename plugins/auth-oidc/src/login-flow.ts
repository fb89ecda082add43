import { type Clock, type Reply, type RouteRequest, reply } from '@portcullis/core';
import { emailSchema, type LoginService, type VouchedIdentity } from '@portcullis/plugin-users';
import type * as oidc from 'openid-client';
import type { ProviderSettings } from './config.ts';
import { classify, type FailureReporter, LoginFailed, refusalReason, type Stage } from './failures.ts';
import { type OpenIdClient, openidClient } from './openid.ts';
import type { ProviderClients } from './provider-clients.ts';
import { mappedRole } from './role-mapping.ts';
import { type LoginState, STATE_COOKIE, STATE_COOKIE_PATH, type StateCookie } from './state-cookie.ts';
import type { UsedStates } from './used-state.ts';

type AnyRequest = RouteRequest<unknown, unknown, unknown>;

export const CALLBACK_PATH = '/api/auth/oidc/callback';

export interface LoginFlowDeps {
  clients: ProviderClients;
  cookie: StateCookie;
  usedStates: UsedStates;
  logins: LoginService;
  failures: FailureReporter;
  clock: Clock;
  publicUrl: string;
  stateMaxAgeSeconds: number;
}

/**
 * Where to go after login: only a path on this site. It must start with exactly one `/` (`//host` and `/\host`
 * are other sites to a browser) and hold no control characters; anything else is dropped for `/`.
 */
export function safeNext(next: string | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\') || /[\u0000-\u001f\u007f]/.test(next)) return '/';
  return next;
}

/** Runs an openid-client step; what it throws becomes a LoginFailed saying what it means at that stage. */
async function step<T>(stage: Stage, work: (client: OpenIdClient) => Promise<T>): Promise<T> {
  const client = await openidClient();
  try {
    return await work(client);
  } catch (error) {
    throw classify(error, stage, client);
  }
}

/**
 * The spec's OIDC login flow. `start`: PKCE (S256), state and nonce, kept in the signed `svc_oidc_state` cookie,
 * 307 to the provider. `finish` (the callback): the cookie checked (signature, age, state, single use), the code
 * exchanged, the ID token verified (signature against the provider's key set, issuer, audience, nonce), then the
 * shared login path of the users plugin. Every failure ends at the login page with a readable error, counted and
 * logged, and never with a session.
 */
export class OidcLoginFlow {
  private readonly deps: LoginFlowDeps;
  private readonly redirectUri: string;

  constructor(deps: LoginFlowDeps) {
    this.deps = deps;
    this.redirectUri = new URL(CALLBACK_PATH, deps.publicUrl).toString();
  }

  async start(request: AnyRequest, provider: ProviderSettings, next: string | undefined): Promise<Reply> {
    try {
      const configuration = await step('discovery', () => this.deps.clients.configuration(provider));
      const client = await openidClient();
      const login: LoginState = {
        provider: provider.name,
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        next: safeNext(next),
        expiresAt: this.deps.clock.now() + this.deps.stateMaxAgeSeconds * 1000,
      };
      const target = client.buildAuthorizationUrl(configuration, {
        redirect_uri: this.redirectUri,
        scope: provider.scopes.join(' '),
        state: login.state,
        nonce: login.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(login.verifier),
        code_challenge_method: 'S256',
      });
      this.writeCookie(request, this.deps.cookie.seal(login), this.deps.stateMaxAgeSeconds);
      return reply(307, undefined, { Location: target.toString() });
    } catch (error) {
      return this.deps.failures.report(provider.name, error instanceof LoginFailed ? error : classify(error, 'discovery', await openidClient()));
    }
  }

  async finish(request: AnyRequest): Promise<Reply> {
    const verdict = this.deps.cookie.open(request.ctx.cookies.get(STATE_COOKIE), this.deps.clock.now());
    // The state is spent whatever happens next.
    this.writeCookie(request, '', 0);
    const provider = verdict.ok ? this.deps.clients.get(verdict.login.provider) : undefined;
    try {
      const callback = new URL(`${this.redirectUri}?${request.ctx.querystring}`);
      if (callback.searchParams.has('error')) throw new LoginFailed('denied');
      if (!verdict.ok) throw new LoginFailed(verdict.reason);
      if (!provider) throw new LoginFailed('bad_state');
      await this.signIn(request, provider, verdict.login, callback);
      return reply(303, undefined, { Location: verdict.login.next });
    } catch (error) {
      const failure = error instanceof LoginFailed ? error : new LoginFailed(refusalReason(error), error);
      return this.deps.failures.report(provider?.name ?? 'unknown', failure);
    }
  }

  private async signIn(request: AnyRequest, provider: ProviderSettings, login: LoginState, callback: URL): Promise<void> {
    if (callback.searchParams.get('state') !== login.state) throw new LoginFailed('bad_state');
    if (!(await this.deps.usedStates.consume(login.state, login.expiresAt))) throw new LoginFailed('replayed_state');
    const configuration = await step('discovery', () => this.deps.clients.configuration(provider));
    const tokens = await step('exchange', (client) =>
      client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: login.verifier,
        expectedState: login.state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      }),
    );
    const claims = await this.claims(configuration, provider, tokens);
    await this.deps.logins.signIn(request, { method: 'oidc', identity: this.identity(provider, claims), detail: { provider: provider.name } });
  }

  /** The ID token's claims, completed from the userinfo endpoint when they lack the email or the mapped claim. */
  private async claims(
    configuration: oidc.Configuration,
    provider: ProviderSettings,
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
  ): Promise<Record<string, unknown>> {
    const idToken = tokens.claims();
    if (!idToken) throw new LoginFailed('invalid_token');
    const wanted = ['email', ...(provider.role_mapping ? [provider.role_mapping.claim] : [])];
    if (wanted.every((claim) => idToken[claim] !== undefined) || !configuration.serverMetadata().userinfo_endpoint) return idToken;
    const userinfo = await step('userinfo', (client) => client.fetchUserInfo(configuration, tokens.access_token, idToken.sub));
    return { ...userinfo, ...idToken };
  }

  private identity(provider: ProviderSettings, claims: Record<string, unknown>): VouchedIdentity {
    const email = emailSchema.safeParse(claims.email);
    if (!email.success) throw new LoginFailed('missing_email');
    const role = mappedRole(provider, claims, this.deps.logins.defaultRole);
    return {
      email: email.data,
      external: { provider: provider.name, subject: String(claims.sub) },
      ...(claims.email_verified === false ? { emailVerified: false } : {}),
      displayName: typeof claims.name === 'string' ? claims.name.slice(0, 200) : null,
      ...(role ? { role } : {}),
    };
  }

  private writeCookie(request: AnyRequest, value: string, maxAgeSeconds: number): void {
    const secure = this.deps.publicUrl.startsWith('https://');
    // Behind a TLS-terminating proxy the hop to us is plain HTTP; the cookie must still be marked Secure.
    if (secure) request.ctx.cookies.secure = true;
    request.ctx.cookies.set(STATE_COOKIE, value === '' ? null : value, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: STATE_COOKIE_PATH,
      overwrite: true,
      ...(maxAgeSeconds > 0 ? { maxAge: maxAgeSeconds * 1000 } : {}),
    });
  }
}
