import type { Context } from 'koa';

/** How long a connection answered before its request body arrived may still drain before it is dropped. */
const DRAIN_MS = 1000;

/**
 * An answer given before the request's body arrived (a 401 to an anonymous upload, a 413, a 429) ends the
 * connection: with `Connection: close` Node closes it once the answer is out instead of reading on through a body
 * nobody wants (a slow sender used to keep the socket until the request timeout). Node reads what is in flight
 * while it closes, so the client sees the answer rather than a reset; a client that is still writing after DRAIN_MS
 * loses the socket.
 */
export function closeIfBodyUnread(ctx: Context): void {
  // A body refused while it was read (body-text.ts) is read on to its end and dropped: the connection stays usable.
  if (ctx.req.complete || ctx.headerSent || ctx.state.drainingBody === true) return;
  ctx.set('Connection', 'close');
  const socket = ctx.req.socket;
  ctx.res.once('finish', () => {
    const timer = setTimeout(() => socket.destroy(), DRAIN_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
