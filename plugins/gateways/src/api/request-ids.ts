import { createHash } from 'node:crypto';

// The 0.1 line's `request_id` makes a mutation at-most-once: the same id with the same payload is answered from
// the gateway's memory instead of being done again (docs/wire-lines.md). An id is therefore derived from what names
// one intended change (an operation, a kill-switch record and a provider, ...), so that every retry of that change
// — after a dropped answer, a restart, or on another replica — carries the same id.

/** A UUID (RFC 9562 version 8) derived from the parts that identify one intended change. */
export function requestIdFor(...parts: string[]): string {
  const bytes = createHash('sha256').update(JSON.stringify(parts)).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A caller's id as gateways take it (a UUID): itself when it is one, else the UUID derived from it. */
export function asRequestId(id: string): string {
  return UUID.test(id) ? id.toLowerCase() : requestIdFor(id);
}
