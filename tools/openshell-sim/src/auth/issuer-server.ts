// A small OAuth2 / OIDC issuer for the oidc profile, laid out like a Keycloak realm: a discovery document, the JWKS
// and a token endpoint serving the client-credentials grant (client_secret_basic or client_secret_post). Its URL is
// the issuer the gRPC side checks, so a management plane can obtain, cache and refresh tokens the way it would
// against a real gateway's identity provider (docs/openshell-0.0.md §a.3, §g.6).

import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { OidcClient } from '../options.ts';
import type { TokenAuthority } from './jwt.ts';

const REALM_PATH = '/realms/openshell';
const TOKEN_PATH = `${REALM_PATH}/protocol/openid-connect/token`;
const JWKS_PATH = `${REALM_PATH}/protocol/openid-connect/certs`;
const MAX_BODY_BYTES = 64 * 1024;

export interface IssuerServerOptions {
  host: string;
  port: number;
  tokenTtlSeconds: number;
  clients: OidcClient[];
  /** The authority signing tokens; it exists only once the issuer URL is known, hence a getter. */
  tokens: () => TokenAuthority;
  /** Called for every token request (counted as calls of `oidc.token`). */
  onTokenRequest: () => void;
}

export interface IssuerServer {
  server: Server;
  issuer: string;
  tokenEndpoint: string;
  addClient(client: OidcClient): void;
}

class OAuthError extends Error {
  readonly status: number;

  constructor(status: number, code: string, description: string) {
    super(description);
    this.status = status;
    this.name = code;
  }
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new OAuthError(400, 'invalid_request', 'request body too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** RFC 6749 §2.3.1: Basic credentials are form-urlencoded before base64; the body form is the alternative. */
function clientCredentials(request: IncomingMessage, form: URLSearchParams): { id: string; secret: string } {
  const header = request.headers.authorization ?? '';
  if (/^basic /i.test(header)) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw new OAuthError(401, 'invalid_client', 'malformed Basic credentials');
    return { id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')) };
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

function send(response: ServerResponse, status: number, body: object, extra: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...extra });
  response.end(JSON.stringify(body));
}

export function startIssuerServer(options: IssuerServerOptions): Promise<IssuerServer> {
  const clients = new Map(options.clients.map((client) => [client.clientId, client]));
  let issuer = '';

  async function issueToken(request: IncomingMessage): Promise<object> {
    options.onTokenRequest();
    const form = await readForm(request);
    const { id, secret } = clientCredentials(request, form);
    const client = clients.get(id);
    if (!client || !sameSecret(client.clientSecret, secret)) {
      throw new OAuthError(401, 'invalid_client', 'Invalid client or Invalid client credentials');
    }
    if (form.get('grant_type') !== 'client_credentials') {
      throw new OAuthError(400, 'unsupported_grant_type', 'only client_credentials is supported');
    }
    const scope = form.get('scope') ?? '';
    const audience = form.get('audience');
    const token = options.tokens().mint({
      subject: client.subject ?? `service-account-${client.clientId}`,
      roles: client.roles ?? [],
      expiresInSeconds: options.tokenTtlSeconds,
      claims: { azp: client.clientId, scope, ...(audience ? { aud: audience } : {}) },
    });
    return { access_token: token, token_type: 'Bearer', expires_in: options.tokenTtlSeconds, scope };
  }

  function discovery(): object {
    return {
      issuer,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      response_types_supported: ['token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
    };
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://issuer').pathname;
    const route = `${request.method} ${path}`;
    if (route === `GET ${REALM_PATH}/.well-known/openid-configuration`) return send(response, 200, discovery());
    if (route === `GET ${JWKS_PATH}`) return send(response, 200, options.tokens().jwks());
    if (route !== `POST ${TOKEN_PATH}`) return send(response, 404, { error: 'not_found' });
    issueToken(request).then(
      (body) => send(response, 200, body),
      (error: unknown) => {
        const failure = error instanceof OAuthError ? error : new OAuthError(400, 'invalid_request', String(error));
        const challenge: Record<string, string> = failure.status === 401 ? { 'www-authenticate': 'Basic realm="openshell"' } : {};
        send(response, failure.status, { error: failure.name, error_description: failure.message }, challenge);
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      const host = options.host.includes(':') ? `[${options.host}]` : options.host;
      issuer = `http://${host}:${port}${REALM_PATH}`;
      resolve({
        server,
        issuer,
        tokenEndpoint: `${issuer}/protocol/openid-connect/token`,
        addClient: (client) => {
          clients.set(client.clientId, client);
        },
      });
    });
  });
}
