// A real OpenID Provider for the tests: oidc-provider on loopback, with its own development login and consent
// pages, a mutable set of accounts, and a count of the requests each of its endpoints received.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const CLIENT_ID = 'portcullis';
export const CLIENT_SECRET = 'a-client-secret-for-tests-only';
/** What Portcullis's test kernels register as their callback (SERVICE_PUBLIC_URL + the callback path). */
export const REDIRECT_URI = 'http://localhost:8888/api/auth/oidc/callback';

export interface AccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface TestIdentityProvider {
  issuer: string;
  /** Accounts by id: the id is what the login page is given, and the `sub`. Change them between logins. */
  accounts: Map<string, AccountClaims>;
  /** Requests per path (`/token`, `/jwks`, `/.well-known/openid-configuration`, ...). */
  hits: Map<string, number>;
  /**
   * A discovery document to serve instead of the real one (null: the real one), for providers whose document
   * points somewhere it should not.
   */
  discoveryOverride: ((real: Record<string, unknown>) => Record<string, unknown>) | null;
  close(): Promise<void>;
}

export interface ProviderOptions {
  /** false: claims go into the ID token (as many providers do); true (the default): only through userinfo. */
  conformIdTokenClaims?: boolean;
}

export async function startIdentityProvider(options: ProviderOptions = {}): Promise<TestIdentityProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, AccountClaims>();
  const provider = new Provider(issuer, {
    clients: [{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'client_secret_basic' }],
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    conformIdTokenClaims: options.conformIdTokenClaims ?? true,
    cookies: { keys: ['test-cookie-key-not-secret'] },
    jwks: {
      keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }],
    },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx, id) => {
      const claims = accounts.get(id);
      return claims ? { accountId: id, claims: async () => ({ sub: id, ...claims }) } : undefined;
    },
  });
  const fixture: TestIdentityProvider = {
    issuer,
    accounts,
    hits: new Map(),
    discoveryOverride: null,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const handle = provider.callback();
  server.on('request', (request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    fixture.hits.set(path, (fixture.hits.get(path) ?? 0) + 1);
    if (path === '/.well-known/openid-configuration' && fixture.discoveryOverride) {
      serveRewrittenDiscovery(handle, request, response, fixture.discoveryOverride);
      return;
    }
    handle(request, response);
  });
  return fixture;
}

/** Lets oidc-provider answer, then serves its document as the override rewrites it. */
function serveRewrittenDiscovery(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
  request: IncomingMessage,
  response: ServerResponse,
  rewrite: (real: Record<string, unknown>) => Record<string, unknown>,
): void {
  const chunks: Buffer[] = [];
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  response.write = ((chunk: Buffer | string) => {
    chunks.push(Buffer.from(chunk));
    return true;
  }) as typeof response.write;
  response.end = ((chunk?: Buffer | string) => {
    if (chunk) chunks.push(Buffer.from(chunk));
    const body = JSON.stringify(rewrite(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    response.removeHeader('content-length');
    response.removeHeader('etag');
    write(body);
    return end();
  }) as typeof response.end;
  handle(request, response);
}
