import { type Actor, actorKey, canonicalJson, type Idempotency, problems, sha256Hex } from '@portcullis/core';
import { idempotencyKeySchema } from '@portcullis/plugin-sandboxes';
import type { ActionBody } from './request.ts';

/**
 * The `Idempotency-Key` of a fleet run, or undefined without one. Scoped to the caller (another caller's key never
 * collides); the fingerprint is the canonical JSON of the body, so the same request in another key order is still
 * the same request and another action, parameter or selector is another request (409 IDEMPOTENCY_KEY_REUSED).
 */
export function fleetIdempotencyOf(
  request: { headers: Record<string, string | string[] | undefined>; actor: Actor | null },
  body: ActionBody,
): Idempotency | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header.join(',') : header);
  if (!parsed.success) throw problems.validation([{ path: 'headers.idempotency-key', message: parsed.error.issues[0]!.message }]);
  const { dry_run: _dryRun, ...asked } = body;
  return {
    scope: `fleet.action:${request.actor ? actorKey(request.actor) : 'anonymous'}`,
    key: parsed.data,
    fingerprint: sha256Hex(canonicalJson(asked)),
  };
}
