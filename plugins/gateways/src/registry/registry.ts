import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, type Paging, Problem, problems, rowNumber, type SecretBox } from '@portcullis/core';
import type { GatewayExtension } from '../api/model.ts';
import { type GatewaySecrets, unseal } from '../credentials/sealed.ts';
import { GATEWAY_STATUSES, Gateway, type GatewayEntity, type GatewayStatus } from '../gateway/entity.ts';
import { type GatewayRecord, recordOf, toRecord } from '../gateway/record.ts';
import { ListCache } from './list-cache.ts';
import {
  allGateways,
  changeToken,
  changeTokenRenewed,
  connectedProbeRecorded,
  gatewayByName,
  gatewayCount,
  gatewayCountsByStatus,
  gatewayDeleted,
  gatewayExists,
  gatewayPage,
  localProcessRecorded,
  probeRecorded,
  steadyProbesRecorded,
  versionRecorded,
} from './queries.ts';

/** Fields a registration stores (credentials already sealed). */
export type NewGateway = Pick<
  GatewayEntity,
  | 'name'
  | 'endpoint'
  | 'host'
  | 'port'
  | 'tls'
  | 'authMode'
  | 'tlsServerName'
  | 'defaultWorkspace'
  | 'description'
  | 'labels'
  | 'caCertSealed'
  | 'clientCertSealed'
  | 'clientKeySealed'
  | 'apiKeySealed'
  | 'oidcIssuer'
  | 'oidcClientId'
  | 'oidcClientSecretSealed'
  | 'oidcScopes'
  | 'oidcAudience'
>;

/** A change to a stored gateway; `connection` marks changes the gRPC channel is built from. */
export interface GatewayChange {
  fields: Partial<NewGateway>;
  connection: boolean;
}

export interface ProbeOutcome {
  status: Exclude<GatewayStatus, 'unknown'>;
  error: string | null;
  version: string | null;
  latencyMs: number | null;
  extensions: GatewayExtension[] | null;
}

export interface GatewayConnection {
  record: GatewayRecord;
  secrets: GatewaySecrets;
}

export function gatewayNotFound(name: string) {
  return problems.notFound('GATEWAY_NOT_FOUND', `No gateway named ${name} is registered.`);
}

/**
 * The registry of gateways (exported as `gatewayRegistry`): reads for every plugin, and the few writes the
 * gateways plugin itself makes. Writes take the caller's entity manager so they commit with their audit row.
 */
export class GatewayRegistry {
  private readonly database: Database;
  private readonly secrets: SecretBox;
  private readonly clock: Clock;
  private readonly lists = new ListCache<{ items: GatewayRecord[]; total: number }>();

  constructor(deps: { database: Database; secrets: SecretBox; clock: Clock }) {
    this.database = deps.database;
    this.secrets = deps.secrets;
    this.clock = deps.clock;
  }

  // exists, find and list are hot reads: every gateway-scoped request looks its gateway up.
  async exists(name: string): Promise<boolean> {
    return (await this.database.queries.one(gatewayExists, { name })) !== null;
  }

  async find(name: string): Promise<GatewayRecord | null> {
    const row = await this.database.queries.one(gatewayByName, { name });
    return row ? recordOf(row) : null;
  }

  /** The gateway, or 404 GATEWAY_NOT_FOUND. */
  async require(name: string): Promise<GatewayRecord> {
    const record = await this.find(name);
    if (!record) throw gatewayNotFound(name);
    return record;
  }

  /** Every registered gateway, by name. */
  async list(): Promise<GatewayRecord[]> {
    return (
      await this.cachedRead('all', async () => {
        const items = (await this.database.queries.all(allGateways, {})).map(recordOf);
        return { items, total: items.length };
      })
    ).items;
  }

  /**
   * One page of gateways by name, and how many there are: only the page's rows are read and turned into records
   * (turning every row into a record cost more than the page itself).
   */
  async page(paging: Paging): Promise<{ items: GatewayRecord[]; total: number }> {
    return this.cachedRead(`${paging.limit}:${paging.offset}`, async () => {
      const [rows, count] = await Promise.all([this.database.queries.all(gatewayPage, paging), this.database.queries.one(gatewayCount, {})]);
      return { items: rows.map(recordOf), total: rowNumber(count!.total) };
    });
  }

  /**
   * Lists are read far more often than gateways change, and a list's rows cost many times its token: the token is
   * read first (see ListCache), and the rows only when it moved.
   */
  private async cachedRead(key: string, read: () => Promise<{ items: GatewayRecord[]; total: number }>) {
    const token = (await this.database.queries.one(changeToken, {}))!.token;
    const cached = this.lists.get(token, key);
    if (cached) return cached;
    const fresh = await read();
    this.lists.set(token, key, fresh);
    return fresh;
  }

  /** Gives the gateways table a new change token, in the transaction of the write that changed it. */
  private async changed(em: EntityManager): Promise<void> {
    await this.database.queries.run(changeTokenRenewed, { token: randomUUID() }, em);
  }

  async countByStatus(): Promise<Record<GatewayStatus, number>> {
    const counts = Object.fromEntries(GATEWAY_STATUSES.map((status) => [status, 0])) as Record<GatewayStatus, number>;
    for (const row of await this.database.queries.all(gatewayCountsByStatus, {})) if (row.status in counts) counts[row.status] = rowNumber(row.count);
    return counts;
  }

  /** The record with its credentials in clear, for the client pool only. */
  async connection(name: string): Promise<GatewayConnection> {
    const entity = await this.database.fork().findOne(Gateway, { name });
    if (!entity) throw gatewayNotFound(name);
    try {
      return {
        record: toRecord(entity),
        secrets: {
          caCert: unseal(this.secrets, entity.caCertSealed),
          clientCert: unseal(this.secrets, entity.clientCertSealed),
          clientKey: unseal(this.secrets, entity.clientKeySealed),
          apiKey: unseal(this.secrets, entity.apiKeySealed),
          oidcClientSecret: unseal(this.secrets, entity.oidcClientSecretSealed),
        },
      };
    } catch {
      throw new Problem(500, 'GATEWAY_CREDENTIALS_UNREADABLE', {
        detail: `The stored credentials of gateway ${name} cannot be decrypted (was SERVICE_SECRET_KEY changed?); send them again with PATCH /api/gateways/${name}.`,
      });
    }
  }

  async insert(em: EntityManager, gateway: NewGateway): Promise<GatewayRecord> {
    const now = new Date(this.clock.now());
    const entity = em.create(Gateway, {
      ...gateway,
      connectionId: randomUUID(),
      status: 'unknown',
      lastSeen: null,
      lastProbeAt: null,
      lastError: null,
      version: null,
      latencyMs: null,
      localPid: null,
      localCommand: null,
      localStartedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    await this.changed(em);
    return toRecord(entity);
  }

  async update(em: EntityManager, name: string, change: GatewayChange): Promise<GatewayRecord> {
    const entity = await em.findOne(Gateway, { name });
    if (!entity) throw gatewayNotFound(name);
    em.assign(entity, { ...change.fields, updatedAt: new Date(this.clock.now()), ...(change.connection ? { connectionId: randomUUID() } : {}) });
    await em.flush();
    await this.changed(em);
    return toRecord(entity);
  }

  async delete(em: EntityManager, name: string): Promise<boolean> {
    const deleted = (await this.database.queries.run(gatewayDeleted, { name }, em)) > 0;
    if (deleted) await this.changed(em);
    return deleted;
  }

  /**
   * Stores a probe result. The write is conditional on the status the prober started from, so a transition is
   * recorded exactly once even if two probers race; returns whether this call made the transition. `onTransition`
   * runs in the transaction that records it (its events commit with it).
   */
  async recordProbe(name: string, from: GatewayStatus, outcome: ProbeOutcome, onTransition: () => void = () => undefined): Promise<boolean> {
    const probe = {
      name,
      from,
      status: outcome.status,
      probedAt: new Date(this.clock.now()),
      lastError: outcome.error,
      version: outcome.version,
      latencyMs: outcome.latencyMs,
      extensions: outcome.extensions,
    };
    return this.database.transaction(async (em) => {
      const changed = await this.database.queries.run(outcome.status === 'connected' ? connectedProbeRecorded : probeRecorded, probe, em);
      if (changed > 0) await this.changed(em);
      // No row: the gateway is gone, or another prober moved the status first; its write (and event) stands.
      const transitioned = changed > 0 && from !== outcome.status;
      if (transitioned) onTransition();
      return transitioned;
    });
  }

  /** Stores the version a gateway reported outside a probe (its wire line was asked for before any probe ran). */
  async recordVersion(name: string, version: string): Promise<void> {
    await this.database.transaction(async (em) => {
      if ((await this.database.queries.run(versionRecorded, { name, version }, em)) > 0) await this.changed(em);
    });
  }

  /**
   * Stores many probe results whose status did not change, in one transaction of one statement (a thousand
   * single-row updates every cycle would cost more than the probes). Rows whose status moved meanwhile are left
   * alone: whoever moved it recorded the transition.
   */
  async recordUnchanged(results: Array<{ name: string; outcome: ProbeOutcome }>): Promise<void> {
    if (results.length === 0) return;
    const probes = results.map(({ name, outcome }) => ({
      name,
      status: outcome.status,
      lastError: outcome.error,
      version: outcome.version,
      extensions: outcome.extensions,
      latencyMs: outcome.latencyMs,
    }));
    await this.database.transaction(async (em) => {
      await this.database.queries.run(steadyProbesRecorded, { probedAt: new Date(this.clock.now()), probes }, em);
      await this.changed(em);
    });
  }

  async setLocalProcess(name: string, process: { pid: number; command: string; startedAt: Date } | null): Promise<void> {
    const fields = { name, localPid: process?.pid ?? null, localCommand: process?.command ?? null, localStartedAt: process?.startedAt ?? null };
    await this.database.transaction(async (em) => {
      if ((await this.database.queries.run(localProcessRecorded, fields, em)) > 0) await this.changed(em);
    });
  }

  /** Gateways with a recorded local process (for adoption at start and shutdown). */
  async withLocalProcess(): Promise<Array<{ name: string; pid: number; command: string | null }>> {
    const entities = await this.database.fork().find(Gateway, { localPid: { $ne: null } });
    return entities.map((entity) => ({ name: entity.name, pid: entity.localPid!, command: entity.localCommand ?? null }));
  }
}
