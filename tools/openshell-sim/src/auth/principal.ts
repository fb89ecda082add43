// Who is calling (docs/openshell-0.0.md §a.3): the identity rules of the three emulated auth profiles.
import { TLSSocket } from 'node:tls';
import type * as grpc from '@grpc/grpc-js';
import { unauthenticated } from '../grpc/errors.ts';
import type { SurfaceCall } from '../grpc/surface-call.ts';
import type { ResolvedOptions } from '../options.ts';
import type { TokenAuthority } from './jwt.ts';
import { readClaim } from './jwt.ts';

export interface Principal {
  subject: string;
  displayName: string;
  roles: string[];
  scopes: string[];
  identityProvider: string;
  /** Platform admins may act in every workspace and call GetGatewayInfo. */
  platformAdmin: boolean;
}

interface PeerCertificateLike {
  subject?: Record<string, string | string[] | undefined>;
}

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

interface CertificateIdentity {
  cn: string;
  ous: string[];
}

/**
 * Identities by TLS connection. A connection's client certificate is fixed at its handshake, while grpc-js rebuilds
 * the whole certificate object (fingerprints included) on every call that asks for it.
 */
const identities = new WeakMap<object, CertificateIdentity | null>();

/**
 * The TLS connection under a server call. grpc-js does not expose it, so this follows the fields of the pinned
 * version (the server call's intercepting call, its HTTP/2 stream, the stream's session); when they are not there,
 * nothing is cached and every call reads its certificate.
 */
function connectionOf(call: SurfaceCall): object | undefined {
  const socket = (call as { call?: { stream?: { session?: { socket?: unknown } } } }).call?.stream?.session?.socket;
  return socket instanceof TLSSocket ? socket : undefined;
}

function readIdentity(call: SurfaceCall): CertificateIdentity | null {
  const certificate = call.getAuthContext()?.sslPeerCertificate as PeerCertificateLike | undefined;
  const cn = asList(certificate?.subject?.['CN'])[0];
  return cn ? { cn, ous: asList(certificate?.subject?.['OU']) } : null;
}

/** The verified client certificate, if any: grpc-js reports only certificates that chained to the client CA. */
export function certificateIdentity(call: SurfaceCall): CertificateIdentity | undefined {
  const connection = connectionOf(call);
  let identity = connection ? identities.get(connection) : undefined;
  if (identity === undefined) {
    identity = readIdentity(call);
    if (connection) identities.set(connection, identity);
  }
  return identity ?? undefined;
}

function bearerToken(metadata: grpc.Metadata): string | undefined {
  const header = metadata.get('authorization')[0];
  if (typeof header !== 'string' || !header) return undefined;
  return header.replace(/^Bearer\s+/i, '');
}

const LOCAL_DEV: Principal = {
  subject: 'unauthenticated-local-dev',
  displayName: 'Local developer',
  roles: [],
  scopes: [],
  identityProvider: 'local',
  platformAdmin: true,
};

export function authenticate(call: SurfaceCall, options: ResolvedOptions, tokens: TokenAuthority): Principal {
  switch (options.authProfile) {
    case 'dev-open':
      return LOCAL_DEV;
    case 'mtls-local': {
      const cert = certificateIdentity(call);
      if (!cert) throw unauthenticated('missing client certificate');
      // Without OIDC the admin-role name is empty upstream, so every authenticated caller is platform admin.
      return { subject: cert.cn, displayName: cert.cn, roles: cert.ous, scopes: [], identityProvider: 'mtls', platformAdmin: true };
    }
    case 'oidc':
      return oidcPrincipal(call, options, tokens);
  }
}

/**
 * An OIDC gateway authenticates bearer tokens. Without one, a verified client certificate is the caller only when
 * mTLS user auth is enabled (normally off once OIDC is configured, docs/openshell-0.0.md §g.6).
 */
function oidcPrincipal(call: SurfaceCall, options: ResolvedOptions, tokens: TokenAuthority): Principal {
  const token = bearerToken(call.metadata);
  if (!token) {
    const cert = options.oidc.mtlsAuthEnabled ? certificateIdentity(call) : undefined;
    if (!cert) throw unauthenticated('missing authorization header');
    return {
      subject: cert.cn,
      displayName: cert.cn,
      roles: cert.ous,
      scopes: [],
      identityProvider: 'mtls',
      platformAdmin: cert.ous.includes(options.oidc.adminRole),
    };
  }
  let claims: Record<string, unknown>;
  try {
    claims = tokens.verify(token);
  } catch (error) {
    throw unauthenticated((error as Error).message);
  }
  const roles = readClaim(claims, options.oidc.rolesClaim);
  const roleList = Array.isArray(roles) ? roles.map(String) : [];
  const scopes = options.oidc.scopesClaim ? readClaim(claims, options.oidc.scopesClaim) : undefined;
  const subject = String(claims['sub'] ?? '');
  return {
    subject,
    displayName: String(claims['preferred_username'] ?? claims['name'] ?? subject),
    roles: roleList,
    scopes: Array.isArray(scopes) ? scopes.map(String) : typeof scopes === 'string' ? scopes.split(' ') : [],
    identityProvider: 'oidc',
    platformAdmin: roleList.includes(options.oidc.adminRole),
  };
}
