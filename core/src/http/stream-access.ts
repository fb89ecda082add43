import { type Actor, actorKey } from '../auth/actor.ts';
import type { AuthRequest } from '../auth/chain.ts';
import { isProblem } from '../errors.ts';

/**
 * What a long-lived stream was opened with: the credential the caller presented and the check it passed. Both are
 * run again whenever access may have changed (docs/streams.md), exactly as a new request would run them.
 */
export interface StreamGrant {
  /** The request's view for the auth chain, presented again as it was (cookie, bearer key, proxy headers). */
  credential: AuthRequest;
  /** Who opened the stream: the credential must still name the same caller. */
  actor: Actor;
  /** Throws a 401/403 Problem when `actor`, as authenticated now, may no longer follow the stream. */
  authorize(actor: Actor): Promise<unknown>;
}

/** Why a stream was ended: its credential is no longer valid (401), or its caller lost the right to it (403). */
export interface Revocation {
  status: 401 | 403;
  reason: string;
}

export type CredentialCheck = (credential: AuthRequest) => Promise<Actor | null>;

const CREDENTIAL_GONE = 'The credential this stream was opened with is no longer valid.';

/**
 * Null while the grant still holds; otherwise why it no longer does. A failure that is not a refusal (the database
 * is unreachable) is thrown: it says nothing about the caller, so the stream is left open until the next check.
 */
export async function revocationOf(grant: StreamGrant, authenticate: CredentialCheck): Promise<Revocation | null> {
  let actor: Actor | null;
  try {
    actor = await authenticate(presentedAgain(grant.credential));
  } catch (error) {
    return refusal(error, 401);
  }
  if (!actor || actorKey(actor) !== actorKey(grant.actor)) return { status: 401, reason: CREDENTIAL_GONE };
  try {
    await grant.authorize(actor);
    return null;
  } catch (error) {
    return refusal(error, 403);
  }
}

/** The stored credential, marked as a re-check (the request it came with may be long answered). */
function presentedAgain(credential: AuthRequest): AuthRequest {
  return {
    kind: credential.kind,
    method: credential.method,
    get path() {
      return credential.path;
    },
    headers: credential.headers,
    get query() {
      return credential.query;
    },
    ip: credential.ip,
    peer: credential.peer,
    cookie: (name) => credential.cookie(name),
    recheck: true,
  };
}

function refusal(error: unknown, status: 401 | 403): Revocation {
  if (!isProblem(error) || error.status >= 500) throw error;
  return { status: error.status === 401 ? 401 : status, reason: error.detail };
}

/** WebSocket close codes of a revocation: 4401 credential no longer valid, 4403 right lost. */
export function closeCodeOf(revocation: Revocation): number {
  return revocation.status === 401 ? 4401 : 4403;
}

/** A close frame's reason holds at most 123 bytes of UTF-8 (RFC 6455 §5.5): longer reasons are cut at a character. */
export function closeReason(text: string): string {
  const MAX_BYTES = 123;
  if (Buffer.byteLength(text) <= MAX_BYTES) return text;
  let cut = '';
  for (const character of text) {
    if (Buffer.byteLength(`${cut}${character}…`) > MAX_BYTES) break;
    cut += character;
  }
  return `${cut}…`;
}
