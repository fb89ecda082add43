import type { Database } from '../db/database.ts';
import { auditHashInput, type ChainKey, chainHash, GENESIS_HASH, isKeyedAlg, LEGACY_HASH_ALG } from './chain.ts';
import { AuditEntry, type AuditEntryRecord } from './entity.ts';

export interface ChainRange {
  /** First row id to check (default: the first row). */
  fromId?: number;
  /** Last row id to check (default: the last row). */
  toId?: number;
}

export interface ChainVerdict {
  ok: boolean;
  checked: number;
  /** Rows checked with the keyed (HMAC) algorithm, and with the legacy SHA-256 one (rows from before the key). */
  keyed: number;
  legacy: number;
  first_broken: { id: number; reason: string } | null;
  /** The last row checked: kept outside the database, it shows later whether the log was cut or rewritten. */
  last: { id: number; hash: string } | null;
}

const BATCH = 1000;

/**
 * Recomputes every row's hash in the range and checks that each links to the row before it. A row hashed with
 * another key, a legacy row after a keyed one (a downgrade), a changed field or a missing row all break it. The
 * first row of the log may link to the last row a purge removed (its `audit.purge` row names that hash).
 */
export async function verifyAuditChain(database: Database, key: ChainKey, range: ChainRange = {}): Promise<ChainVerdict> {
  const verdict: ChainVerdict = { ok: true, checked: 0, keyed: 0, legacy: 0, first_broken: null, last: null };
  let previous = await rowBefore(database, range.fromId);
  let keyedSeen = previous !== null && isKeyedAlg(previous.hashAlg);
  let cursor = range.fromId ?? 0;
  for (;;) {
    const rows = await database
      .fork()
      .find(AuditEntry, { id: { $gte: cursor, ...(range.toId !== undefined ? { $lte: range.toId } : {}) } }, { orderBy: { id: 'asc' }, limit: BATCH });
    for (const row of rows) {
      const reason = await problemWith(database, key, row, previous, keyedSeen);
      verdict.checked += 1;
      if (isKeyedAlg(row.hashAlg)) verdict.keyed += 1;
      else verdict.legacy += 1;
      if (reason) return { ...verdict, ok: false, first_broken: { id: row.id, reason } };
      keyedSeen ||= isKeyedAlg(row.hashAlg);
      previous = row;
      verdict.last = { id: row.id, hash: row.hash };
    }
    if (rows.length < BATCH) return verdict;
    cursor = rows[rows.length - 1]!.id + 1;
  }
}

async function rowBefore(database: Database, id: number | undefined): Promise<AuditEntryRecord | null> {
  if (id === undefined) return null;
  return database.fork().findOne(AuditEntry, { id: { $lt: id } }, { orderBy: { id: 'desc' } });
}

async function problemWith(
  database: Database,
  key: ChainKey,
  row: AuditEntryRecord,
  previous: AuditEntryRecord | null,
  keyedSeen: boolean,
): Promise<string | null> {
  if (previous ? row.prevHash !== previous.hash : !(await startsChain(database, row.prevHash))) {
    return previous ? 'prev_hash does not match the hash of the row before' : 'the first row neither starts the chain nor follows a purge';
  }
  if (isKeyedAlg(row.hashAlg)) {
    if (row.hashAlg !== key.alg) return `hashed with another key (${row.hashAlg})`;
    return key.hash(row.prevHash, chainFields(row)) === row.hash ? null : 'the row does not match its hash';
  }
  if (row.hashAlg !== LEGACY_HASH_ALG) return `unknown hash algorithm ${row.hashAlg}`;
  if (keyedSeen) return 'a legacy (unkeyed) row after keyed rows';
  return chainHash(row.prevHash, auditHashInput(chainFields(row))) === row.hash ? null : 'the row does not match its hash';
}

/** The first row of the log links to the genesis hash, or to the last row a purge removed. */
async function startsChain(database: Database, prevHash: string): Promise<boolean> {
  if (prevHash === GENESIS_HASH) return true;
  const purges = await database.fork().find(AuditEntry, { action: 'audit.purge' });
  return purges.some((purge) => purge.detail?.through_hash === prevHash);
}

function chainFields(row: AuditEntryRecord) {
  return {
    ...row,
    resourceId: row.resourceId ?? null,
    gateway: row.gateway ?? null,
    detail: row.detail ?? null,
    clientIp: row.clientIp ?? null,
    requestId: row.requestId ?? null,
    outcome: row.outcome ?? null,
    intentId: row.intentId ?? null,
  };
}
