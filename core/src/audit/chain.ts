import { createHmac } from 'node:crypto';
import { canonicalJson, sha256Hex } from '../canonical.ts';
import type { SecretBox } from '../secrets.ts';
import type { AuditOutcome } from './entity.ts';

// Each audit row carries the hash of the row before it and a hash over its own fields and that link, so a row
// changed, removed or inserted out of place breaks the chain. Rows written before the chain was keyed use plain
// SHA-256 (`hash_alg` = `sha256`): anyone able to write the table could rewrite and re-chain those. Rows written
// since use HMAC-SHA256 with a key derived from SERVICE_SECRET_KEY (`hash_alg` = `hmac-sha256:<key id>`), so a
// rewrite goes unnoticed only by whoever holds the key.

export const GENESIS_HASH = '0'.repeat(64);
export const LEGACY_HASH_ALG = 'sha256';
const KEYED_PREFIX = 'hmac-sha256:';

/** The stored fields a row's hash covers. */
export interface ChainedFields {
  timestamp: Date;
  actor: string;
  actorType: string;
  action: string;
  resourceType: string;
  resourceId: string | null;
  gateway: string | null;
  detail: Record<string, unknown> | null;
  clientIp: string | null;
  requestId: string | null;
  /** Only keyed rows have these two (older rows predate them). */
  outcome?: AuditOutcome | null;
  intentId?: number | null;
}

/** The fields the legacy (unkeyed) hash covers, as canonical JSON. */
export function auditHashInput(entry: ChainedFields): string {
  return canonicalJson(legacyFields(entry));
}

/** The legacy link: SHA-256 over the previous hash and the row's fields. */
export function chainHash(prevHash: string, hashInput: string): string {
  return sha256Hex(`${prevHash}\n${hashInput}`);
}

function legacyFields(entry: ChainedFields): Record<string, unknown> {
  return {
    timestamp: entry.timestamp.toISOString(),
    actor: entry.actor,
    actor_type: entry.actorType,
    action: entry.action,
    resource_type: entry.resourceType,
    resource_id: entry.resourceId,
    gateway: entry.gateway,
    detail: entry.detail,
    client_ip: entry.clientIp,
    request_id: entry.requestId,
  };
}

/** The secret that keys the chain, and the short id that names it in `hash_alg` (so a verifier can tell "another key" from "tampered"). */
export class ChainKey {
  readonly alg: string;
  private readonly key: Buffer;

  constructor(key: Buffer) {
    this.key = key;
    this.alg = `${KEYED_PREFIX}${createHmac('sha256', key).update('portcullis audit chain key id').digest('hex').slice(0, 16)}`;
  }

  static fromSecrets(secrets: SecretBox): ChainKey {
    return new ChainKey(secrets.key('audit-chain'));
  }

  hash(prevHash: string, entry: ChainedFields): string {
    const input = canonicalJson({ ...legacyFields(entry), outcome: entry.outcome ?? null, intent_id: entry.intentId ?? null });
    return createHmac('sha256', this.key).update(`${prevHash}\n${input}`).digest('hex');
  }
}

export function isKeyedAlg(alg: string): boolean {
  return alg.startsWith(KEYED_PREFIX);
}
