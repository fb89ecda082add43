// A test OIDC issuer in miniature: an RS256 signing key, its JWKS, token minting and the checks a gateway applies
// to a bearer access token (signature, key id, issuer, audience, expiry).

import type { JsonWebKey, KeyObject } from 'node:crypto';
import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';

export interface MintTokenInput {
  subject: string;
  roles?: string[];
  expiresInSeconds?: number;
  /** Extra or overriding claims (e.g. a different audience or issuer, to test refusals). */
  claims?: Record<string, unknown>;
}

export interface TokenAuthorityOptions {
  issuer: string;
  audience: string;
  rolesClaim: string;
  /** Clock skew allowed on exp/nbf, in seconds. */
  leewaySeconds: number;
}

interface SigningKey {
  keyId: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export class TokenAuthority {
  readonly issuer: string;
  readonly audience: string;
  private readonly rolesClaim: string;
  private readonly leewaySeconds: number;
  private key: SigningKey | undefined;

  constructor(options: TokenAuthorityOptions) {
    this.issuer = options.issuer;
    this.audience = options.audience;
    this.rolesClaim = options.rolesClaim;
    this.leewaySeconds = options.leewaySeconds;
  }

  /** Made on first use: RSA key generation costs tens of milliseconds, and most profiles never need it. */
  private get signingKey(): SigningKey {
    this.key ??= { keyId: randomUUID(), ...generateKeyPairSync('rsa', { modulusLength: 2048 }) };
    return this.key;
  }

  /** A new signing key replaces the old one in the JWKS: tokens signed before no longer validate. */
  rotateKey(): void {
    this.key = undefined;
  }

  jwks(): { keys: JsonWebKey[] } {
    const { keyId, publicKey } = this.signingKey;
    return { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: keyId, alg: 'RS256', use: 'sig' }] };
  }

  mint(input: MintTokenInput): string {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      iss: this.issuer,
      aud: this.audience,
      sub: input.subject,
      iat: now,
      nbf: now - 5,
      exp: now + (input.expiresInSeconds ?? 3600),
      preferred_username: input.subject,
      ...nestClaim(this.rolesClaim, input.roles ?? []),
      ...input.claims,
    };
    const { keyId, privateKey } = this.signingKey;
    const header = { alg: 'RS256', typ: 'JWT', kid: keyId };
    const signingInput = `${encodePart(header)}.${encodePart(claims)}`;
    const signature = sign('sha256', Buffer.from(signingInput), privateKey).toString('base64url');
    return `${signingInput}.${signature}`;
  }

  /** Returns the claims or throws Error with the gateway's validation message. */
  verify(token: string): Record<string, unknown> {
    const parts = token.split('.');
    if (parts.length !== 3) throw new Error('invalid token');
    const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
    const header = decodePart(headerPart);
    if (typeof header['kid'] !== 'string') throw new Error('invalid token: missing kid');
    const { keyId, publicKey } = this.signingKey;
    if (header['kid'] !== keyId) throw new Error('invalid token: unknown signing key');
    if (header['alg'] !== 'RS256') throw new Error('invalid token: InvalidAlgorithm');
    const signed = Buffer.from(`${headerPart}.${payloadPart}`);
    if (!verify('sha256', signed, publicKey, Buffer.from(signaturePart, 'base64url'))) {
      throw new Error('invalid token: InvalidSignature');
    }
    const claims = decodePart(payloadPart);
    const now = Date.now() / 1000;
    if (typeof claims['exp'] !== 'number' || claims['exp'] < now - this.leewaySeconds) {
      throw new Error('invalid token: ExpiredSignature');
    }
    if (typeof claims['nbf'] === 'number' && claims['nbf'] > now + this.leewaySeconds) {
      throw new Error('invalid token: ImmatureSignature');
    }
    if (claims['iss'] !== this.issuer) throw new Error('invalid token: InvalidIssuer');
    const audiences = Array.isArray(claims['aud']) ? claims['aud'] : [claims['aud']];
    if (!audiences.includes(this.audience)) throw new Error('invalid token: InvalidAudience');
    return claims;
  }
}

function encodePart(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodePart(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw new Error('invalid token');
}

/** { "realm_access.roles": [...] } → { realm_access: { roles: [...] } } */
function nestClaim(path: string, value: unknown): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

export function readClaim(claims: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), claims);
}
