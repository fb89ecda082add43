import { createHmac, timingSafeEqual } from 'node:crypto';
import { Problem } from '@portcullis/core';

// The chat service signs every callback (Slack's "v0" scheme): HMAC-SHA256 with the app's signing secret over
// `v0:{timestamp}:{raw body}`, sent as `v0=<hex>` beside the timestamp (epoch seconds). A callback is taken only
// when both are present, the signature matches the bytes received, and the timestamp is recent; the seen-set
// (seen-requests.ts) then refuses a second delivery of the same signed request.

export const SIGNATURE_HEADER = 'x-slack-signature';
export const TIMESTAMP_HEADER = 'x-slack-request-timestamp';

const SIGNATURE = /^v0=[0-9a-f]{64}$/;
const TIMESTAMP = /^[0-9]{1,12}$/;

export interface SignedRequest {
  signature: string | undefined;
  timestamp: string | undefined;
  body: string;
}

export function signatureOf(secret: string, timestamp: string, body: string): string {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}

/** The signed request's timestamp (epoch seconds), or 401 INVALID_SIGNATURE / STALE_REQUEST. */
export function verifySignature(request: SignedRequest, secret: string, nowMs: number, maxAgeSeconds: number): number {
  const { signature, timestamp } = request;
  if (!signature || !timestamp || !SIGNATURE.test(signature) || !TIMESTAMP.test(timestamp)) {
    throw refused('INVALID_SIGNATURE', 'The request carries no valid chat service signature and timestamp.');
  }
  const expected = Buffer.from(signatureOf(secret, timestamp, request.body));
  if (!timingSafeEqual(expected, Buffer.from(signature))) {
    throw refused('INVALID_SIGNATURE', "The request's signature does not match its body.");
  }
  const seconds = Number(timestamp);
  if (Math.abs(nowMs / 1000 - seconds) > maxAgeSeconds) {
    throw refused('STALE_REQUEST', `The request's timestamp is more than ${maxAgeSeconds} s away from now.`);
  }
  return seconds;
}

function refused(code: string, detail: string): Problem {
  return new Problem(401, code, { detail });
}
