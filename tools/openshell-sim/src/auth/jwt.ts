// A test OIDC issuer in miniature: an RS256 signing key, its JWKS, token minting and the checks a gateway applies
// to a bearer access token (signature, key id, issuer, audience, expiry).
import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import type { JsonWebKey, KeyObject } from 'node:crypto';

export interface MintTokenInput {
  subject: string;
  roles?: string[];
  expiresInSeconds?: number;
  /** Extra or overriding claims (e.g. a different audience or issuer, to test refusals). */
  claims?: Record<string, unknown>;
}

export class TokenAuthority {
  readonly issuer: string;
  readonly audience: string;
  private readonly rolesClaim: string;
  private readonly keyId = randomUUID();
  private keys: { privateKey: KeyObject; publicKey: KeyObject } | undefined;

  constructor(issuer: string, audience: string, rolesClaim: string) {
    this.issuer = issuer;
    this.audience = audience;
    this.rolesClaim = rolesClaim;
  }

  /** Made on first use: RSA key generation costs tens of milliseconds, and most profiles never need it. */
  private get privateKey(): KeyObject {
    this.keys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
    return this.keys.privateKey;
  }

  private get publicKey(): KeyObject {
    this.keys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
    return this.keys.publicKey;
  }

  jwks(): { keys: JsonWebKey[] } {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return { keys: [{ ...jwk, kid: this.keyId, alg: 'RS256', use: 'sig' }] };
  }

  mint(input: MintTokenInput): string {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      iss: this.issuer, aud: this.audience, sub: input.subject, iat: now, nbf: now - 5,
      exp: now + (input.expiresInSeconds ?? 3600), preferred_username: input.subject,
      ...nestClaim(this.rolesClaim, input.roles ?? []),
      ...input.claims,
    };
    const header = { alg: 'RS256', typ: 'JWT', kid: this.keyId };
    const signingInput = `${encodePart(header)}.${encodePart(claims)}`;
    const signature = sign('sha256', Buffer.from(signingInput), this.privateKey).toString('base64url');
    return `${signingInput}.${signature}`;
  }

  /** Returns the claims or throws Error with a JWT validation message. */
  verify(token: string): Record<string, unknown> {
    const parts = token.split('.');
    if (parts.length !== 3) throw new Error('invalid token: InvalidToken (not a JWT)');
    const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
    const header = decodePart(headerPart, 'header');
    if (header['alg'] !== 'RS256') throw new Error(`invalid token: InvalidAlgorithm (${String(header['alg'])})`);
    if (header['kid'] !== this.keyId) throw new Error('invalid token: unknown key id');
    const signed = Buffer.from(`${headerPart}.${payloadPart}`);
    if (!verify('sha256', signed, this.publicKey, Buffer.from(signaturePart, 'base64url'))) {
      throw new Error('invalid token: InvalidSignature');
    }
    const claims = decodePart(payloadPart, 'claims');
    const now = Date.now() / 1000;
    if (typeof claims['exp'] !== 'number' || claims['exp'] < now) throw new Error('invalid token: ExpiredSignature');
    if (typeof claims['nbf'] === 'number' && claims['nbf'] > now + 60) throw new Error('invalid token: ImmatureSignature');
    if (claims['iss'] !== this.issuer) throw new Error('invalid token: InvalidIssuer');
    const audiences = Array.isArray(claims['aud']) ? claims['aud'] : [claims['aud']];
    if (!audiences.includes(this.audience)) throw new Error('invalid token: InvalidAudience');
    return claims;
  }
}

function encodePart(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodePart(part: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw new Error(`invalid token: InvalidToken (bad ${what})`);
}

/** { "realm_access.roles": [...] } → { realm_access: { roles: [...] } } */
function nestClaim(path: string, value: unknown): Record<string, unknown> {
  return path.split('.').reverse().reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

export function readClaim(claims: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) =>
    node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined, claims);
}
