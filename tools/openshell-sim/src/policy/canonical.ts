// Deterministic policy hashing: SHA-256 (lowercase hex) of a canonical JSON form with sorted keys and default values
// dropped, so a document decoded with defaults filled in hashes the same as one built by hand.
import { createHash } from 'node:crypto';

/** Proto3 default (unset) values: what an absent field decodes to. */
export function isDefault(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === 0 || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

export function canonicalize(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(canonicalize);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => [key, canonicalize(inner)] as const)
      .filter(([, inner]) => !isDefault(inner))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  }
  return value;
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonicalize(value) ?? {});
}

export function policyHash(policy: unknown): string {
  return createHash('sha256').update(canonicalJson(policy)).digest('hex');
}

export function sameDocument(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
