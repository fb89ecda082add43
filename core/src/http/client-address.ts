import type { IncomingMessage } from 'node:http';

/** The client's address: the first X-Forwarded-For entry behind a trusted proxy (as Koa's `ctx.ip`), else the peer's. */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = trustProxy && typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : '';
  return first || (request.socket.remoteAddress ?? '');
}
