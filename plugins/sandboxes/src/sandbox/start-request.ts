import type { Idempotency } from '@portcullis/core';

/** What a route that starts an operation hands its service: the request's Idempotency-Key, if any, and its signal. */
export interface StartRequest {
  idempotency: Idempotency | undefined;
  signal: AbortSignal;
}
