import { randomBytes } from 'node:crypto';
import { type PageFallback, Problem } from '@portcullis/core';
import type { ConsoleFiles } from './console-files.ts';
import { type ConsoleExtensions, EXTENSIONS_PREFIX } from './extensions.ts';

/** Where index.html takes the response's nonce (a `<meta property="csp-nonce">`, which React Aria reads). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Scripts, styles, images and API calls from this origin only; nothing inline but the `<style>` elements React
 * Aria adds, which carry this response's nonce. Nothing framed. `connect-src 'self'` covers the same-origin
 * WebSocket too (CSP Level 3).
 */
export function consoleCsp(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Hashed file names change with their content, so a browser may keep them for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page names the current hashes: a browser revalidates it every time. */
const REVALIDATE = 'no-cache';

/** Paths the console never answers, whatever is missing there: the API keeps its problem+json 404. */
const API_PREFIXES = ['/api/', '/ws/'];

export function consolePages(console: ConsoleFiles, extensions: ConsoleExtensions): PageFallback {
  return {
    serve(ctx) {
      if (ctx.path === '/api' || API_PREFIXES.some((prefix) => ctx.path.startsWith(prefix))) return false;
      if (ctx.path.startsWith(EXTENSIONS_PREFIX)) {
        // Not hashed names: a plugin's new version is picked up by the next page load.
        const file = extensions.files.get(ctx.path);
        if (file) send(ctx, file.body, file.contentType, REVALIDATE);
        return file !== undefined;
      }
      const file = console.files.get(ctx.path);
      if (file && ctx.path !== '/index.html') {
        send(ctx, file.body, file.contentType, ctx.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
        return true;
      }
      // A missing hashed file is a stale page asking for an old build: a 404, not the page in its place.
      if (ctx.path.startsWith('/assets/')) return false;
      if (!console.index) {
        throw new Problem(503, 'CONSOLE_NOT_BUILT', { detail: 'The web console has not been built: `npm start` builds it on its way up.' });
      }
      // Every other path is a page of the single-page application, which routes it in the browser.
      const nonce = randomBytes(16).toString('base64');
      send(ctx, Buffer.from(console.index.body.toString('utf8').replaceAll(NONCE_PLACEHOLDER, nonce)), console.index.contentType, REVALIDATE);
      ctx.set('Content-Security-Policy', consoleCsp(nonce));
      return true;
    },
  };
}

type Context = Parameters<PageFallback['serve']>[0];

function send(ctx: Context, body: Buffer, contentType: string, cacheControl: string): void {
  ctx.status = 200;
  ctx.type = contentType;
  ctx.set('Cache-Control', cacheControl);
  ctx.body = body;
}
