import { canonicalJson, sha256Hex } from '@portcullis/core';
import type { PolicyDocument } from './schema.ts';

/**
 * The synthetic approval chunk id of a policy apply (spec: `policy.apply:<sha16>`): the first 16 hex characters of
 * SHA-256 over the canonical JSON (sorted keys) of the document, so the same document always votes on the same
 * proposal whatever its key order or format (JSON or YAML).
 */
export function applyChunkId(document: PolicyDocument): string {
  return `policy.apply:${sha256Hex(canonicalJson(document)).slice(0, 16)}`;
}
