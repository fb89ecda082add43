import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Clock, type Database, type TablesOf, typedQueries } from '@portcullis/core';
import { PresetApplication, type PresetApplicationRow } from './application-entity.ts';
import { mergeContributions, type RuleContribution } from './contributions.ts';

const query = typedQueries<TablesOf<typeof PresetApplication>>();

const applicationForgotten = query((db, args: { gateway: string; workspace: string; sandbox: string; preset: string }) =>
  db
    .deleteFrom('policy_preset_applications')
    .where('gateway', '=', args.gateway)
    .where('workspace', '=', args.workspace)
    .where('sandbox', '=', args.sandbox)
    .where('preset', '=', args.preset),
);

export interface SandboxOf {
  gateway: string;
  workspace: string;
  sandbox: string;
  /** The sandbox's upstream id: rows of an earlier sandbox of the same name do not count. */
  sandboxId: string;
}

export interface ApplicationJson {
  version: number;
  applied_by: string;
  applied_at: string;
  contributions: RuleContribution[];
}

export function applicationJson(row: PresetApplicationRow): ApplicationJson {
  return { version: row.version, applied_by: row.appliedBy, applied_at: row.appliedAt.toISOString(), contributions: row.contributions };
}

/** Our record of preset applications per sandbox (what each one added). */
export class PresetApplications {
  private readonly database: Database;
  private readonly clock: Clock;

  constructor(deps: { database: Database; clock: Clock }) {
    this.database = deps.database;
    this.clock = deps.clock;
  }

  /** Every preset recorded for this sandbox, by name. */
  async ofSandbox(of: SandboxOf): Promise<Map<string, PresetApplicationRow>> {
    const rows = await this.database
      .fork()
      .find(PresetApplication, { gateway: of.gateway, workspace: of.workspace, sandbox: of.sandbox, sandboxId: of.sandboxId });
    return new Map(rows.map((row) => [row.preset, row]));
  }

  async find(of: SandboxOf, preset: string): Promise<PresetApplicationRow | null> {
    return (await this.ofSandbox(of)).get(preset) ?? null;
  }

  /** Adds what an application added to what earlier ones of the same sandbox added (a row of an older sandbox is replaced). */
  async record(em: EntityManager, of: SandboxOf, preset: string, added: RuleContribution[], version: number, actor: string): Promise<void> {
    const row = await em.findOne(PresetApplication, { gateway: of.gateway, workspace: of.workspace, sandbox: of.sandbox, preset });
    const now = this.clock.date();
    if (!row) {
      em.create(PresetApplication, { id: randomUUID(), ...of, preset, contributions: added, version, appliedBy: actor, appliedAt: now });
    } else {
      const earlier = row.sandboxId === of.sandboxId ? row.contributions : [];
      em.assign(row, { sandboxId: of.sandboxId, contributions: mergeContributions(earlier, added), version, appliedBy: actor, appliedAt: now });
    }
    await em.flush();
  }

  async forget(em: EntityManager, of: Omit<SandboxOf, 'sandboxId'>, preset: string): Promise<void> {
    await this.database.queries.run(applicationForgotten, { gateway: of.gateway, workspace: of.workspace, sandbox: of.sandbox, preset }, em);
  }
}
