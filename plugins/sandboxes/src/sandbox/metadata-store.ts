import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, type TablesOf, typedQueries } from '@portcullis/core';
import type { Labels } from '@portcullis/plugin-gateways';
import { SandboxMetadata, type SandboxMetadataEntity } from './metadata-entity.ts';

/** A sandbox as we address it: gateway, workspace, name. */
export interface SandboxKey {
  gateway: string;
  workspace: string;
  name: string;
}

export interface Metadata {
  labels: Labels;
  description: string | null;
}

/** PATCH semantics: absent = unchanged, null = cleared. */
export interface MetadataChange {
  labels?: Labels | null | undefined;
  description?: string | null | undefined;
}

const query = typedQueries<TablesOf<typeof SandboxMetadata>>();

const metadataRemoved = query((db, args: SandboxKey) =>
  db.deleteFrom('sandbox_metadata').where('gateway', '=', args.gateway).where('workspace', '=', args.workspace).where('name', '=', args.name),
);

const metadataOfGatewayRemoved = query((db, args: { gateway: string }) => db.deleteFrom('sandbox_metadata').where('gateway', '=', args.gateway));

export const EMPTY_METADATA: Metadata = Object.freeze({ labels: {}, description: null }) as Metadata;

function view(entity: SandboxMetadataEntity | null | undefined, sandboxId: string): Metadata {
  if (!entity || entity.sandboxId !== sandboxId) return EMPTY_METADATA;
  return { labels: { ...(entity.labels ?? {}) }, description: entity.description ?? null };
}

/** Labels and description of sandboxes, which the gateway does not keep for us. */
export class MetadataStore {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor(deps: { database: Database; clock: Clock }) {
    this.database = deps.database;
    this.clock = deps.clock;
  }

  /** The metadata of one sandbox; empty when none was written for this upstream id. */
  async get(key: SandboxKey, sandboxId: string): Promise<Metadata> {
    return view(await this.database.fork().findOne(SandboxMetadata, { ...key }), sandboxId);
  }

  /** The metadata of one sandbox for whichever upstream id it turns out to have (the live stream reads it first). */
  async reader(key: SandboxKey): Promise<(sandboxId: string) => Metadata> {
    const row = await this.database.fork().findOne(SandboxMetadata, { ...key });
    return (sandboxId) => view(row, sandboxId);
  }

  /** Every sandbox's metadata in one gateway workspace, for lists: one query instead of one per sandbox. */
  async forWorkspace(gateway: string, workspace: string): Promise<(name: string, sandboxId: string) => Metadata> {
    const rows = await this.database.fork().find(SandboxMetadata, { gateway, workspace });
    const byName = new Map(rows.map((row) => [row.name, row]));
    return (name, sandboxId) => view(byName.get(name), sandboxId);
  }

  /** Applies a change inside the caller's transaction (so it commits with its audit row). */
  async apply(em: EntityManager, key: SandboxKey, sandboxId: string, change: MetadataChange): Promise<Metadata> {
    const now = this.clock.date();
    const existing = await em.findOne(SandboxMetadata, { ...key });
    const current = view(existing, sandboxId);
    const next: Metadata = {
      labels: change.labels === undefined ? current.labels : (change.labels ?? {}),
      description: change.description === undefined ? current.description : change.description,
    };
    if (existing) em.assign(existing, { ...next, sandboxId, updatedAt: now });
    else em.create(SandboxMetadata, { id: randomUUID(), ...key, sandboxId, ...next, createdAt: now, updatedAt: now });
    await em.flush();
    return next;
  }

  async remove(em: EntityManager, key: SandboxKey): Promise<void> {
    await this.database.queries.run(metadataRemoved, key, em);
  }

  /** A gateway was unregistered: what we kept about its sandboxes goes with it. */
  async removeGateway(gateway: string): Promise<number> {
    return this.database.queries.run(metadataOfGatewayRemoved, { gateway });
  }
}
