import { actorKey, canonicalJson, problems, reply, sha256Hex, type Actor, type Idempotency, type OperationRecord, type Reply } from '@portcullis/core';
import type { GatewayScope } from '@portcullis/plugin-gateways';
import { idempotencyKeySchema } from '../sandbox/schemas.ts';

/**
 * The `Idempotency-Key` of a request that starts an operation, or undefined without one. Scoped to the caller,
 * the gateway and the workspace (another caller's key never collides); the fingerprint is the canonical JSON of
 * what was asked, so the same body in another key order is still the same request.
 */
export function idempotencyOf(request: { headers: Record<string, string | string[] | undefined>; actor: Actor | null },
  type: string, scope: GatewayScope, asked: unknown): Idempotency | undefined {
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

/** 202 with the operation and where to poll it (decisions §3). */
export function accepted(operation: OperationRecord): Reply {
  return reply(202, { operation_id: operation.id, status: operation.status, type: operation.type }, { Location: `/api/operations/${operation.id}` });
}
