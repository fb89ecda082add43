import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../clock.ts';
import { canonicalJson, sha256Hex } from '../canonical.ts';
import { currentContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { redactSecrets } from '../redact.ts';
import type { Actor } from '../auth/actor.ts';
import { AuditEntry } from './entity.ts';

export interface AuditInput {
  action: string;
  resourceType: string;
  resourceId?: string | null;
  gateway?: string | null;
  detail?: Record<string, unknown> | null;
  /** Defaults to the actor of the current request, or `system`. */
  actor?: Pick<Actor, 'name' | 'type'> | null;
}

export const GENESIS_HASH = '0'.repeat(64);

/** The fields the hash covers, in the form the audit plugin's verifier recomputes. */
export function auditHashInput(entry: {
  timestamp: Date; actor: string; actorType: string; action: string; resourceType: string; resourceId: string | null;
  gateway: string | null; detail: Record<string, unknown> | null; clientIp: string | null; requestId: string | null;
}): string {
  return canonicalJson({
    timestamp: entry.timestamp.toISOString(), actor: entry.actor, actor_type: entry.actorType, action: entry.action,
    resource_type: entry.resourceType, resource_id: entry.resourceId, gateway: entry.gateway, detail: entry.detail,
    client_ip: entry.clientIp, request_id: entry.requestId,
  });
}

export function chainHash(prevHash: string, hashInput: string): string {
  return sha256Hex(`${prevHash}\n${hashInput}`);
}

/**
 * Appends hash-chained audit rows. Call it inside the transaction of the change it records so that both commit
 * or neither does; the database refuses updates and deletes of existing rows.
 */
export class AuditWriter {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor(database: Database, clock: Clock) {
    this.database = database;
    this.clock = clock;
  }

  async append(em: EntityManager, input: AuditInput): Promise<void> {
    const context = currentContext();
    const actor = input.actor ?? context?.actor ?? null;
    await this.database.lock(em, 'audit_log');
    const [last] = await this.database.execute<{ hash: string }>('SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1', [], em);
    const fields = {
      timestamp: new Date(this.clock.now()),
      actor: actor?.name ?? 'system',
      actorType: actor?.type ?? 'system',
      action: input.action,
      resourceType: input.resourceType,
      resourceId: input.resourceId ?? null,
      gateway: input.gateway ?? null,
      detail: input.detail ? redactSecrets(input.detail) : null,
      clientIp: context?.clientIp ?? null,
      requestId: context?.requestId ?? null,
    };
    const prevHash = last?.hash ?? GENESIS_HASH;
    em.create(AuditEntry, { ...fields, prevHash, hash: chainHash(prevHash, auditHashInput(fields)) });
    await em.flush();
  }

  /** An audit row on its own (for changes that live only upstream, such as a gateway call). */
  async record(input: AuditInput): Promise<void> {
    await this.database.transaction((em) => this.append(em, input));
  }

  /** Retention: removes rows older than the cutoff through the one path the database allows. */
  async purgeOlderThan(cutoff: Date): Promise<number> {
    return this.database.transaction(async (em) => {
      await this.database.lock(em, 'audit_log');
      const bound = this.database.dialect === 'sqlite' ? cutoff.getTime() : cutoff.toISOString();
      await this.database.run('INSERT INTO audit_purge (cutoff) VALUES (?)', [bound], em);
      const removed = await this.database.run('DELETE FROM audit_log WHERE timestamp < ?', [bound], em);
      await this.database.run('DELETE FROM audit_purge', [], em);
      return removed;
    });
  }
}
