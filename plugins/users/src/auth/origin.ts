import { type AuthRequest, problems } from '@portcullis/core';

type Headers = AuthRequest['headers'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function originOf(publicUrl: string): string {
  return new URL(publicUrl).origin;
}

/** Writes, and WebSocket upgrades (browsers send cookies with them from any site). */
export function changesState(request: Pick<AuthRequest, 'kind' | 'method'>): boolean {
  return request.kind === 'websocket' || !SAFE_METHODS.has(request.method.toUpperCase());
}

/** The browser says the request comes from our own pages: Origin is ours, or Sec-Fetch-Site is same-origin. */
export function fromOwnOrigin(headers: Headers, publicOrigin: string): boolean {
  return single(headers.origin) === publicOrigin || single(headers['sec-fetch-site']) === 'same-origin';
}

/**
 * Cookie-authenticated writes must prove they come from our own pages, or any site the user visits could act
 * with the user's session (CSRF). Browsers always send Origin on such requests; a client that sends neither
 * header is not a browser and should use a bearer key instead.
 */
export function requireOwnOrigin(headers: Headers, publicOrigin: string): void {
  if (fromOwnOrigin(headers, publicOrigin)) return;
  throw problems.forbidden(`Requests authenticated by the session cookie must come from ${publicOrigin} (Origin header).`, 'ORIGIN_NOT_ALLOWED');
}

/**
 * For the endpoints that set a session cookie (login, setup, register, accept-invite): a browser on another site
 * must not log the user into an account of the attacker's choosing. Clients that are not browsers send no
 * Origin and are let through.
 */
export function refuseCrossSiteBrowser(headers: Headers, publicOrigin: string): void {
  if (fromOwnOrigin(headers, publicOrigin)) return;
  const site = single(headers['sec-fetch-site']);
  const foreign = single(headers.origin) !== undefined || (site !== undefined && site !== 'none');
  if (foreign) throw problems.forbidden(`Log in from ${publicOrigin}; requests from other sites are refused.`, 'ORIGIN_NOT_ALLOWED');
}
