import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { type AuditWriter, type Clock, type Database, type EventBus, type TablesOf, typedQueries } from '@portcullis/core';
import { PresetRule, PresetRuleApplication, type PresetRuleApplicationEntity, type PresetRuleEntity } from './entity.ts';
import type { PresetRuleBody } from './json.ts';

/**
 * How long a claim may stay unconfirmed before another run takes it over: far longer than an apply may take (one
 * gateway call within its deadline), so only a claim whose process died is taken.
 */
const STALE_CLAIM_MS = 15 * 60_000;

const query = typedQueries<TablesOf<typeof PresetRuleApplication>>();

const applicationsOfRuleRemoved = query((db, args: { rule: string }) => db.deleteFrom('sandbox_preset_rule_applications').where('rule', '=', args.rule));

const applicationsOfGatewayRemoved = query((db, args: { gateway: string }) =>
  db.deleteFrom('sandbox_preset_rule_applications').where('gateway', '=', args.gateway),
);

/** The columns naming one preset on one sandbox (by upstream id), whichever rule applied it. */
function presetOnSandbox(target: RuleTarget) {
  return { gateway: target.gateway, workspace: target.workspace, sandbox: target.sandbox, sandboxId: target.sandboxId, preset: target.preset };
}

/** Conditional on the claim being unconfirmed and stale: of two runs taking it over, one changes the row. */
const staleClaimTaken = query((db, args: RuleTarget & { now: Date; staleBefore: Date }) =>
  db
    .updateTable('sandbox_preset_rule_applications')
    .set({ rule: args.rule, appliedAt: args.now })
    .where((eb) => eb.and(presetOnSandbox(args)))
    .where('confirmedAt', 'is', null)
    .where('appliedAt', '<', args.staleBefore),
);

const claimConfirmed = query((db, args: RuleTarget & { now: Date }) =>
  db
    .updateTable('sandbox_preset_rule_applications')
    .set({ appliedAt: args.now, confirmedAt: args.now })
    .where('rule', '=', args.rule)
    .where((eb) => eb.and(presetOnSandbox(args))),
);

const claimReleased = query((db, args: RuleTarget) =>
  db
    .deleteFrom('sandbox_preset_rule_applications')
    .where('rule', '=', args.rule)
    .where((eb) => eb.and(presetOnSandbox(args))),
);

/** One preset of one rule on one sandbox (by upstream id). */
export interface RuleTarget {
  rule: string;
  preset: string;
  gateway: string;
  workspace: string;
  sandbox: string;
  sandboxId: string;
}

/**
 * Preset rules, each change in one transaction with its audit row and `sandbox.preset_rule_updated`; and the
 * record of what each rule applied where.
 */
export class PresetRuleStore {
  private readonly database: Database;
  private readonly audit: AuditWriter;
  private readonly events: EventBus;
  private readonly clock: Clock;

  constructor(deps: { database: Database; audit: AuditWriter; events: EventBus; clock: Clock }) {
    this.database = deps.database;
    this.audit = deps.audit;
    this.events = deps.events;
    this.clock = deps.clock;
  }

  all(): Promise<PresetRuleEntity[]> {
    return this.database.fork().find(PresetRule, {}, { orderBy: { name: 'asc' } });
  }

  find(name: string): Promise<PresetRuleEntity | null> {
    return this.database.fork().findOne(PresetRule, { name });
  }

  /** What the rule has applied, sandbox by sandbox. */
  applied(rule: string): Promise<PresetRuleApplicationEntity[]> {
    return this.database
      .fork()
      .find(PresetRuleApplication, { rule, confirmedAt: { $ne: null } }, { orderBy: { gateway: 'asc', workspace: 'asc', sandbox: 'asc', preset: 'asc' } });
  }

  /** Creates or replaces a rule; `created` says which. Presets it applied stay where they are. */
  async put(name: string, body: PresetRuleBody, actor: string): Promise<{ rule: PresetRuleEntity; created: boolean }> {
    return this.database.transaction(async (em) => {
      await this.database.lock(em, `preset-rule:${name}`);
      const now = this.clock.date();
      const fields = { gateways: body.gateways, sandboxes: body.sandboxes, presets: body.presets, updatedBy: actor, updatedAt: now };
      const existing = await em.findOne(PresetRule, { name });
      const rule = existing ? em.assign(existing, fields) : em.create(PresetRule, { name, ...fields, createdAt: now });
      await em.flush();
      await this.audit.append(em, {
        action: 'sandbox.preset_rule.set',
        resourceType: 'preset_rule',
        resourceId: name,
        detail: { ...body, created: !existing },
      });
      this.events.emit('sandbox.preset_rule_updated', { name, action: 'set' });
      return { rule, created: !existing };
    });
  }

  /** Whether there was one. The presets it applied stay in the sandboxes' policies; its record goes. */
  async remove(name: string): Promise<boolean> {
    return this.database.transaction(async (em) => {
      const rule = await em.findOne(PresetRule, { name });
      if (!rule) return false;
      em.remove(rule);
      await this.database.queries.run(applicationsOfRuleRemoved, { rule: name }, em);
      await em.flush();
      await this.audit.append(em, { action: 'sandbox.preset_rule.delete', resourceType: 'preset_rule', resourceId: name, detail: { presets: rule.presets } });
      this.events.emit('sandbox.preset_rule_updated', { name, action: 'removed' });
      return true;
    });
  }

  /** The presets a sandbox (by upstream id) has from any rule, or that a live claim is applying now. */
  async appliedTo(target: Omit<RuleTarget, 'rule' | 'preset'>): Promise<Set<string>> {
    const rows = await this.database
      .fork()
      .find(PresetRuleApplication, { ...target, $or: [{ confirmedAt: { $ne: null } }, { appliedAt: { $gte: this.staleBefore() } }] });
    return new Set(rows.map((row) => row.preset));
  }

  /**
   * Records the application before it is made; false when it is on record already (here or on another replica).
   * A stale unconfirmed claim is taken over by one conditional update, so two runs never both take it.
   */
  async claim(target: RuleTarget): Promise<boolean> {
    const em = this.database.fork();
    em.create(PresetRuleApplication, { id: randomUUID(), ...target, appliedAt: this.clock.date(), confirmedAt: null });
    try {
      await em.flush();
      return true;
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
    return (await this.database.queries.run(staleClaimTaken, { ...target, now: this.clock.date(), staleBefore: this.staleBefore() })) === 1;
  }

  /** The preset was applied: the claim becomes the record. */
  async confirm(target: RuleTarget): Promise<void> {
    await this.database.queries.run(claimConfirmed, { ...target, now: this.clock.date() });
  }

  /** The application failed: it is tried again later. */
  async release(target: RuleTarget): Promise<void> {
    await this.database.queries.run(claimReleased, target);
  }

  private staleBefore(): Date {
    return new Date(this.clock.now() - STALE_CLAIM_MS);
  }

  async removeGateway(gateway: string): Promise<void> {
    await this.database.queries.run(applicationsOfGatewayRemoved, { gateway });
  }
}
