import type { Actor, Role } from './actor.ts';

/** What an authenticator may look at: the same shape for plain HTTP requests and WebSocket upgrades. */
export interface AuthRequest {
  kind: 'http' | 'websocket';
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  query: URLSearchParams;
  /** The client's address: from X-Forwarded-For when SERVICE_TRUST_PROXY is on (rate limits, audit rows). */
  ip: string;
  /**
   * The TCP peer's address, never taken from a header: what an authenticator that trusts the machine in front of
   * the service (an identity-aware proxy) must judge, since any client can send X-Forwarded-For.
   */
  peer: string;
  cookie(name: string): string | undefined;
  /**
   * True when an open stream presents the credential it was opened with again, to learn whether it still holds
   * (docs/streams.md): not a new use of it, so it must not count as activity (a session's idle time).
   */
  recheck?: boolean;
}

/** What an authenticator may do besides answering: set or clear cookies on the response. */
export interface AuthResponse {
  setCookie(name: string, value: string, options: CookieOptions): void;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  path?: string;
}

/**
 * One link of the auth chain (extension point `auth.method`). `authenticate` answers:
 * - an Actor when the credentials it understands are present and valid;
 * - `null` when it sees nothing it understands (the next link is tried);
 * - a thrown Problem when the request carries its kind of credentials but they are bad or not allowed here
 *   (for example a cookie write from a foreign origin).
 */
export interface Authenticator {
  id: string;
  /** Lower runs first. */
  order: number;
  /** The WWW-Authenticate challenge of the credentials it reads (`Bearer realm="portcullis"`), sent on every 401. */
  challenge?: string;
  /**
   * Query parameters it reads a credential from on WebSocket upgrades (browsers cannot set headers there): every
   * WebSocket route accepts them besides its own.
   */
  webSocketQuery?: string[];
  authenticate(request: AuthRequest, response: AuthResponse | null): Promise<Actor | null>;
}

/**
 * The effective role of an actor, globally (`gateway` null) or for one gateway (extension point
 * `auth.role-resolver`; the identity plugin contributes the four-tier resolution).
 */
export interface RoleResolver {
  effectiveRole(actor: Actor, gateway: string | null): Promise<Role | null>;
  /**
   * The actor's effective role on each gateway where a per-gateway grant decides it (elsewhere its global role
   * applies). Without this, no gateway differs from the global role.
   */
  gatewayRoles?(actor: Actor): Promise<Map<string, Role>>;
}

export const globalRoleResolver: RoleResolver = {
  effectiveRole: async (actor) => actor.role,
};

export const REALM = 'portcullis';
const DEFAULT_CHALLENGE = `Bearer realm="${REALM}"`;

/** What a 401 answers in WWW-Authenticate: each scheme the chain accepts (RFC 9110 requires at least one). */
export function challengesOf(chain: Authenticator[]): string[] {
  const declared = [...new Set(chain.map((authenticator) => authenticator.challenge).filter((challenge): challenge is string => Boolean(challenge)))];
  return declared.length > 0 ? declared : [DEFAULT_CHALLENGE];
}

export async function authenticate(chain: Authenticator[], request: AuthRequest, response: AuthResponse | null): Promise<Actor | null> {
  for (const authenticator of chain) {
    const actor = await authenticator.authenticate(request, response);
    if (actor) return actor;
  }
  return null;
}
