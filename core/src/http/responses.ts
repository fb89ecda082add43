import { z } from 'zod';
import type { OperationRecord } from '../operations/entity.ts';
import { type Reply, reply } from './route.ts';

// What a route answers, in the words of its declaration: spread one of these into `api.route({...})` so the
// OpenAPI document says what the handler does (one definition per pattern, not one per route).

/** The body of a 202 that started an operation (docs/decisions.md §3). */
export const operationAcceptedSchema = z.object({
  operation_id: z.string(),
  status: z.enum(['pending', 'running', 'succeeded', 'failed', 'cancelled']),
  type: z.string(),
});

/** Starts an operation: 202, its id, and where to poll it (a reused `Idempotency-Key` with another body is a 409). */
export const startsOperation = {
  status: 202,
  response: operationAcceptedSchema,
  responseHeaders: { Location: 'Where to poll the operation (`/api/operations/{id}`); `/stream` after it follows it live.' },
} as const;

/** The reply of a route declared with `startsOperation`. */
export function accepted(operation: OperationRecord): Reply {
  return reply(202, { operation_id: operation.id, status: operation.status, type: operation.type }, { Location: `/api/operations/${operation.id}` });
}

/** Server-sent events; the handler writes the stream itself. */
export const eventStream = { produces: ['text/event-stream'] };

/** A download the handler streams itself, in one of these media types. */
export function download(...mediaTypes: string[]): { produces: string[] } {
  return { produces: mediaTypes };
}

/**
 * A JSON object the route does not describe field by field (configuration, documents passed through, WebAuthn
 * options): any object type is accepted by the handler's type check, and the document says `type: object`.
 */
export const anyJson = z
  .custom<object>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), { error: 'must be a JSON object' })
  .meta({ type: 'object' });

/** Answers with a redirect (one of these statuses) to `Location`; Koa writes the status text as the body. */
export function redirects(...statuses: number[]): { status: number[]; produces: string[]; responseHeaders: Record<string, string> } {
  return { status: statuses, produces: ['text/plain'], responseHeaders: { Location: 'Where the browser goes next.' } };
}
