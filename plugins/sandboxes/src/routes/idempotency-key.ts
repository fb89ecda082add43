import { type Actor, actorKey, canonicalJson, type Idempotency, problems, sha256Hex } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import { idempotencyKeySchema } from '../sandbox/schemas.ts';

/**
 * The `Idempotency-Key` of a request that starts an operation, or undefined without one. Scoped to the caller,
 * the gateway and the workspace (another caller's key never collides); the fingerprint is the canonical JSON of
 * what was asked, so the same body in another key order is still the same request.
 */
export function idempotencyOf(
  request: { headers: Record<string, string | string[] | undefined>; actor: Actor | null },
  type: string,
  scope: GatewayScope,
  asked: unknown,
): Idempotency | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header.join(',') : header);
  if (!parsed.success) throw problems.validation([{ path: 'headers.idempotency-key', message: parsed.error.issues[0]!.message }]);
  const actor = request.actor ? actorKey(request.actor) : 'anonymous';
  return {
    scope: `${type}:${actor}:${scope.gateway.name}:${scope.workspace}`,
    key: parsed.data,
    fingerprint: sha256Hex(canonicalJson(asked)),
  };
}
