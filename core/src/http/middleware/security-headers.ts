import type { ServerResponse } from 'node:http';

// API responses are data, never documents: nothing may frame them, sniff them or load anything from them. The UI
// plugin sets its own Content-Security-Policy on the pages it serves.
const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export function securityHeaders(https: boolean): Record<string, string> {
  return https ? { ...HEADERS, 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : HEADERS;
}

// Every response sets the same few headers: their list is made once per header set, not on each response.
const entriesOf = new WeakMap<Record<string, string>, Array<[string, string]>>();

export function applySecurityHeaders(response: ServerResponse, headers: Record<string, string>): void {
  let entries = entriesOf.get(headers);
  if (!entries) {
    entries = Object.entries(headers);
    entriesOf.set(headers, entries);
  }
  for (const [name, value] of entries) response.setHeader(name, value);
}
