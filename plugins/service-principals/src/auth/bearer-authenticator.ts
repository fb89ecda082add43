import { type Authenticator, type AuthRequest, problems, REALM } from '@portcullis/core';
import { KEY_PREFIX } from '../keys.ts';
import type { ServicePrincipalDirectory } from '../services/principals.ts';

/** `Authorization: Bearer <key>`; WebSocket clients, which cannot set headers in a browser, may use `?token=`. */
export function bearerToken(request: AuthRequest): string | null {
  const header = request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  if (match) return match[1]!;
  if (request.kind === 'websocket') return request.query.get('token');
  return null;
}

/**
 * The API-key link of the auth chain, before the session cookie (an explicit key wins over an ambient cookie).
 * A bad or expired `svc_` key is refused outright (401); an unknown token without our prefix is left to other
 * bearer schemes further down the chain, and is anonymous if none takes it.
 */
export function bearerAuthenticator(principals: ServicePrincipalDirectory): Authenticator {
  return {
    id: 'api-key',
    order: 50,
    challenge: `Bearer realm="${REALM}"`,
    webSocketQuery: ['token'],
    async authenticate(request) {
      const token = bearerToken(request);
      if (!token) return null;
      const result = await principals.check(token);
      if (result.outcome === 'expired') {
        throw problems.unauthenticated(`This API key expired at ${result.principal.expiresAt!.toISOString()}; rotate it or ask an admin for a new one.`);
      }
      if (result.outcome === 'unknown') {
        if (token.startsWith(KEY_PREFIX)) throw problems.unauthenticated('This API key is not valid.');
        return null;
      }
      const { principal } = result;
      return {
        type: 'service_principal',
        id: principal.id,
        name: principal.name,
        role: principal.role,
        method: 'api_key',
        attributes: { key_prefix: principal.keyPrefix },
      };
    },
  };
}
