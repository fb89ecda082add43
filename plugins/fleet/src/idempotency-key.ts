import type { Idempotency } from '@portcullis/core';
import { idempotencyFromHeader, type KeyedRequest } from '@portcullis/plugin-sandboxes';
import type { ActionBody } from './request.ts';

/**
 * The `Idempotency-Key` of a fleet run, or undefined without one, scoped to the caller. Another action, parameter
 * or selector is another request (409 IDEMPOTENCY_KEY_REUSED); whether it is a dry run is not part of what was asked.
 */
export function fleetIdempotencyOf(request: KeyedRequest, body: ActionBody): Idempotency | undefined {
  const { dry_run: _dryRun, ...asked } = body;
  return idempotencyFromHeader(request, (actor) => `fleet.action:${actor}`, asked);
}
