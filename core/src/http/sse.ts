import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { StreamRegistry } from './streams.ts';

export interface SseStream {
  send(event: string, data: unknown): void;
  close(): void;
  readonly closed: boolean;
  onClose(listener: () => void): void;
}

const KEEPALIVE_MS = 15_000;

/** Turns the response into a server-sent event stream that closes cleanly on disconnect or shutdown. */
export function openSse(ctx: Context, streams: StreamRegistry): SseStream {
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
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepalive);
    untrack();
    body.end();
    for (const listener of listeners) listener();
  };
  const untrack = streams.track({ close });
  ctx.req.on('close', close);
  return {
    send(event, data) {
      if (closed) return;
      body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close,
    get closed() {
      return closed;
    },
    onClose(listener) {
      listeners.push(listener);
    },
  };
}
