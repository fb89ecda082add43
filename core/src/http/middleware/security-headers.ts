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

export function applySecurityHeaders(response: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}
