import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { Actor } from '../auth/actor.ts';
import { streamGrantOf } from './admission.ts';
import type { StreamRegistry } from './streams.ts';

export interface SseStream {
  send(event: string, data: unknown): void;
  close(): void;
  readonly closed: boolean;
  onClose(listener: () => void): void;
}

export interface SseOptions {
  /**
   * The handler's own check of the caller, beyond the route's role (e.g. "may read this operation"): run again with
   * the route's whenever access may have changed; throws a 401/403 Problem once it no longer holds.
   */
  authorize?(actor: Actor): Promise<unknown>;
}

const KEEPALIVE_MS = 15_000;

/**
 * Turns the response into a server-sent event stream that closes cleanly on disconnect or shutdown, and that ends
 * with a `revoked` event ({ status, reason }) once its caller loses access (docs/streams.md).
 */
export function openSse(ctx: Context, streams: StreamRegistry, options: SseOptions = {}): SseStream {
  const body = new PassThrough();
  const listeners: Array<() => void> = [];
  let closed = false;
  ctx.compress = false;
  ctx.status = 200;
  ctx.set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  ctx.body = body;
  ctx.req.socket.setTimeout(0);
  const keepalive = setInterval(() => body.write(': keepalive\n\n'), KEEPALIVE_MS);
  keepalive.unref();
  const send = (event: string, data: unknown) => {
    if (closed) return;
    body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepalive);
    untrack();
    body.end();
    for (const listener of listeners) listener();
  };
  const grant = streamGrantOf(ctx, options.authorize);
  const untrack = streams.track({
    close,
    ...(grant ? { grant } : {}),
    revoke: (revocation) => {
      send('revoked', revocation);
      close();
    },
  });
  ctx.req.on('close', close);
  return {
    send,
    close,
    get closed() {
      return closed;
    },
    onClose(listener) {
      listeners.push(listener);
    },
  };
}
