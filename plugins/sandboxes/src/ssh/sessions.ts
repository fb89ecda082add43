import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, type SecretBox, sha256Hex, type TablesOf, typedQueries } from '@portcullis/core';
import type { SandboxKey } from '../sandbox/metadata-store.ts';
import { SshSession } from './entity.ts';

// SecretBox purpose of sealed SSH tokens: its own derived key, useless for anything else.
const TOKEN_PURPOSE = 'sandbox-ssh-token';

const query = typedQueries<TablesOf<typeof SshSession>>();

const sessionsRemoved = query((db, args: { ids: string[] }, { listOf }) => db.deleteFrom('sandbox_ssh_sessions').where('id', 'in', listOf(args.ids)));

const sessionsOfSandboxRemoved = query((db, args: SandboxKey) =>
  db.deleteFrom('sandbox_ssh_sessions').where('gateway', '=', args.gateway).where('workspace', '=', args.workspace).where('sandbox', '=', args.name),
);

const sessionsOfGatewayRemoved = query((db, args: { gateway: string }) => db.deleteFrom('sandbox_ssh_sessions').where('gateway', '=', args.gateway));

const sessionsExpiredRemoved = query((db, args: { now: Date }) => db.deleteFrom('sandbox_ssh_sessions').where('expiresAt', '<', args.now));

export interface NewSession {
  id: string;
  key: SandboxKey;
  sandboxId: string;
  token: string;
  createdBy: string;
  expiresAt: Date | null;
}

export interface StoredSession {
  id: string;
  token: string;
  expiresAt: Date | null;
}

/** The SSH sessions this service created, so that a revoke without a token can end every one of them. */
export class SshSessions {
  private readonly database: Database;
  private readonly secrets: SecretBox;
  private readonly clock: Clock;

  constructor(deps: { database: Database; secrets: SecretBox; clock: Clock }) {
    this.database = deps.database;
    this.secrets = deps.secrets;
    this.clock = deps.clock;
  }

  async record(em: EntityManager, session: NewSession): Promise<void> {
    em.create(SshSession, {
      id: session.id,
      ...this.where(session.key),
      sandboxId: session.sandboxId,
      tokenHash: sha256Hex(session.token),
      tokenSealed: this.secrets.encrypt(TOKEN_PURPOSE, session.token),
      createdBy: session.createdBy,
      expiresAt: session.expiresAt,
      createdAt: this.clock.date(),
    });
    await em.flush();
  }

  /** Sessions of one sandbox that have not expired yet, tokens unsealed for RevokeSshSession. */
  async live(key: SandboxKey): Promise<StoredSession[]> {
    const rows = await this.database.fork().find(SshSession, this.where(key), { orderBy: { createdAt: 'asc' } });
    const now = this.clock.now();
    return rows
      .filter((row) => !row.expiresAt || row.expiresAt.getTime() > now)
      .map((row) => ({ id: row.id, token: this.secrets.decrypt(TOKEN_PURPOSE, row.tokenSealed), expiresAt: row.expiresAt ?? null }));
  }

  /** Our record of a session by the token a caller presents (null when we did not create it). */
  async idOfToken(key: SandboxKey, token: string): Promise<string | null> {
    const row = await this.database.fork().findOne(SshSession, { ...this.where(key), tokenHash: sha256Hex(token) });
    return row?.id ?? null;
  }

  async remove(em: EntityManager, ids: string[]): Promise<void> {
    if (ids.length > 0) await this.database.queries.run(sessionsRemoved, { ids }, em);
  }

  /** The sandbox is gone: its sessions went with it. */
  async forget(em: EntityManager, key: SandboxKey): Promise<void> {
    await this.database.queries.run(sessionsOfSandboxRemoved, key, em);
  }

  /** The gateway was unregistered: its sessions can no longer be revoked through us. */
  async removeGateway(gateway: string): Promise<number> {
    return this.database.queries.run(sessionsOfGatewayRemoved, { gateway });
  }

  /** Expired sessions are dead upstream too; keeping their sealed tokens would only be a liability. */
  async purgeExpired(): Promise<number> {
    return this.database.queries.run(sessionsExpiredRemoved, { now: this.clock.date() });
  }

  private where(key: SandboxKey) {
    return { gateway: key.gateway, workspace: key.workspace, sandbox: key.name };
  }
}
