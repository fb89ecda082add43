import { type Actor, actorKey, canonicalJson, type Idempotency, problems, sha256Hex } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import { idempotencyKeySchema } from '../sandbox/schemas.ts';

/** What a request that may carry an `Idempotency-Key` offers to read it. */
export interface KeyedRequest {
  headers: Record<string, string | string[] | undefined>;
  actor: Actor | null;
}

/**
 * A request's `Idempotency-Key`, or undefined without one; a malformed key is a 400 naming the header. Its scope is
 * `scopeOf` the caller (another caller's key never collides); the fingerprint is the canonical JSON of what was
 * asked, so the same body in another key order is still the same request.
 */
export function idempotencyFromHeader(request: KeyedRequest, scopeOf: (actor: string) => string, asked: unknown): Idempotency | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header.join(',') : header);
  if (!parsed.success) throw problems.validation([{ path: 'headers.idempotency-key', message: parsed.error.issues[0]!.message }]);
  const actor = request.actor ? actorKey(request.actor) : 'anonymous';
  return { scope: scopeOf(actor), key: parsed.data, fingerprint: sha256Hex(canonicalJson(asked)) };
}

/** The key of a request that starts an operation on a gateway: scoped to its type, the gateway and the workspace. */
export function idempotencyOf(request: KeyedRequest, type: string, scope: GatewayScope, asked: unknown): Idempotency | undefined {
  return idempotencyFromHeader(request, (actor) => `${type}:${actor}:${scope.gateway.name}:${scope.workspace}`, asked);
}
