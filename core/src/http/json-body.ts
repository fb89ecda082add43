import type { Context } from 'koa';

/**
 * Answers `value` as JSON text, with the Content-Type Koa would give it (a JSON type already set is kept,
 * application/problem+json for one). Koa, handed an object, checks it against `ReadableStream`, `Blob` and
 * `Response` before serialising it, and the first read of those globals loads Node's bundled undici and web streams
 * (about 3 MB of heap and 2 MB of script source, kept for the life of the process) although
 * nothing here uses them. A string body skips those checks.
 */
export function answerJson(ctx: Context, value: unknown): void {
  if (!/\bjson\b/i.test(ctx.type)) ctx.type = 'json';
  ctx.body = JSON.stringify(value);
}

/** A body Koa would serialise as JSON: an object that is neither bytes nor a stream. */
export function isJsonValue(body: unknown): body is object {
  return typeof body === 'object' && body !== null && !(body instanceof Uint8Array) && typeof (body as { pipe?: unknown }).pipe !== 'function';
}
