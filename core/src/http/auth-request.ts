import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import type { AuthRequest, AuthResponse } from '../auth/chain.ts';

/** What the auth chain sees of a Koa request. Its query is parsed only if an authenticator reads it (few do). */
class KoaAuthRequest implements AuthRequest {
  readonly kind = 'http';
  readonly method: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly ip: string;
  readonly peer: string;
  private readonly ctx: Context;
  private parsedQuery: URLSearchParams | null = null;

  constructor(ctx: Context) {
    this.ctx = ctx;
    this.method = ctx.method;
    this.headers = ctx.headers;
    this.ip = ctx.ip;
    this.peer = ctx.req.socket.remoteAddress ?? '';
  }

  get path(): string {
    return this.ctx.path;
  }

  get query(): URLSearchParams {
    this.parsedQuery ??= new URLSearchParams(this.ctx.querystring);
    return this.parsedQuery;
  }

  readonly cookie = (name: string): string | undefined => this.ctx.cookies.get(name);
}

export function authRequestFromKoa(ctx: Context): AuthRequest {
  return new KoaAuthRequest(ctx);
}

export function authResponseFromKoa(ctx: Context): AuthResponse {
  return {
    setCookie(name, value, options) {
      ctx.cookies.set(name, value === '' ? null : value, {
        httpOnly: options.httpOnly ?? true,
        sameSite: options.sameSite ?? 'lax',
        secure: options.secure ?? false,
        path: options.path ?? '/',
        overwrite: true,
        ...(options.maxAgeSeconds !== undefined ? { maxAge: options.maxAgeSeconds * 1000 } : {}),
      });
    },
  };
}

/** The same view for a WebSocket upgrade, which never reaches Koa. */
export function authRequestFromUpgrade(request: IncomingMessage, url: URL, ip: string): AuthRequest {
  const cookies = parseCookies(request.headers.cookie);
  return {
    kind: 'websocket',
    method: request.method ?? 'GET',
    path: url.pathname,
    headers: request.headers,
    query: url.searchParams,
    ip,
    peer: request.socket.remoteAddress ?? '',
    cookie: (name) => cookies.get(name),
  };
}

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      cookies.set(name, part.slice(index + 1).trim());
    }
  }
  return cookies;
}
