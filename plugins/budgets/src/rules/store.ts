import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { type AuditWriter, type Clock, type Database, type EventBus, type TablesOf, typedQueries } from '@portcullis/core';
import type { SandboxRef } from '@portcullis/plugin-kill-switch';
import { auditEntry } from '../store.ts';
import { BudgetRule, type BudgetRuleEntity, BudgetRuleMark, type BudgetRuleMarkEntity } from './entity.ts';
import type { BudgetRuleBody } from './json.ts';

const query = typedQueries<TablesOf<typeof BudgetRuleMark>>();

const marksOfRuleRemoved = query((db, args: { rule: string }) => db.deleteFrom('budget_rule_marks').where('rule', '=', args.rule));

const marksOfGatewayRemoved = query((db, args: { gateway: string }) => db.deleteFrom('budget_rule_marks').where('gateway', '=', args.gateway));

/** Moves a sandbox's mark to a new rule or window unless another caller moved it since it was read. */
const markTaken = query((db, args: { id: string; readRule: string; readWindow: string; rule: string; exceededWindow: string; exceededAt: Date }) =>
  db
    .updateTable('budget_rule_marks')
    .set({ rule: args.rule, exceededWindow: args.exceededWindow, exceededAt: args.exceededAt })
    .where('id', '=', args.id)
    .where('rule', '=', args.readRule)
    .where('exceededWindow', '=', args.readWindow),
);

/** What a rule-derived budget notes when its window fires. */
export interface RuleExceeded {
  rule: BudgetRuleEntity;
  ref: SandboxRef;
  window: string;
  used: number;
}

/** Budget rules, each change in one transaction with its audit row and `budget.rule_updated`; and their marks. */
export class BudgetRuleStore {
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

  /** Every rule by name: the order in which the first matching one gives a sandbox its budget. */
  all(): Promise<BudgetRuleEntity[]> {
    return this.database.fork().find(BudgetRule, {}, { orderBy: { name: 'asc' } });
  }

  find(name: string): Promise<BudgetRuleEntity | null> {
    return this.database.fork().findOne(BudgetRule, { name });
  }

  /** The window each sandbox last fired in under a rule, by sandbox. */
  async marks(): Promise<BudgetRuleMarkEntity[]> {
    return this.database.fork().findAll(BudgetRuleMark);
  }

  /**
   * Creates or replaces a rule; `created` says which. As with a sandbox's own budget, a new limit or window may be
   * reached again, so changing either forgets which sandboxes fired in the current window under this rule.
   */
  async put(name: string, body: BudgetRuleBody, actor: string): Promise<{ rule: BudgetRuleEntity; created: boolean }> {
    return this.database.transaction(async (em) => {
      await this.database.lock(em, `budget-rule:${name}`);
      const now = this.clock.date();
      const fields = {
        gateways: body.gateways,
        sandboxes: body.sandboxes,
        limitRequests: body.limit_requests,
        window: body.window,
        action: body.action,
        updatedBy: actor,
        updatedAt: now,
      };
      const existing = await em.findOne(BudgetRule, { name });
      if (existing && (existing.limitRequests !== body.limit_requests || existing.window !== body.window)) {
        await this.database.queries.run(marksOfRuleRemoved, { rule: name }, em);
      }
      const rule = existing ? em.assign(existing, fields) : em.create(BudgetRule, { name, ...fields, createdAt: now });
      await em.flush();
      await this.audit.append(em, { action: 'budget.rule.set', resourceType: 'budget_rule', resourceId: name, detail: { ...body, created: !existing } });
      this.events.emit('budget.rule_updated', { name, action: 'set' });
      return { rule, created: !existing };
    });
  }

  /** Whether there was one. Sandboxes it covered keep any kill switch it engaged until resumed. */
  async remove(name: string): Promise<boolean> {
    return this.database.transaction(async (em) => {
      const rule = await em.findOne(BudgetRule, { name });
      if (!rule) return false;
      em.remove(rule);
      await this.database.queries.run(marksOfRuleRemoved, { rule: name }, em);
      await em.flush();
      await this.audit.append(em, {
        action: 'budget.rule.delete',
        resourceType: 'budget_rule',
        resourceId: name,
        detail: { limit_requests: rule.limitRequests },
      });
      this.events.emit('budget.rule_updated', { name, action: 'removed' });
      return true;
    });
  }

  /**
   * Notes that a sandbox reached the budget `rule` gives it in `window`, unless that was noted already; whether this
   * call noted it (exactly one caller does, on any replica). `announce` runs in the transaction that notes it.
   */
  async markExceeded({ rule, ref, window, used }: RuleExceeded, announce: () => void): Promise<boolean> {
    const key = { gateway: ref.gateway, workspace: ref.workspace, sandbox: ref.sandbox };
    try {
      return await this.database.transaction(async (em) => {
        const mark = await em.findOne(BudgetRuleMark, key);
        if (mark?.rule === rule.name && mark.exceededWindow === window) return false;
        const fields = { rule: rule.name, exceededWindow: window, exceededAt: this.clock.date() };
        if (mark) {
          const taken = await this.database.queries.run(markTaken, { id: mark.id, readRule: mark.rule, readWindow: mark.exceededWindow, ...fields }, em);
          if (taken === 0) return false;
        } else {
          em.create(BudgetRuleMark, { id: randomUUID(), ...key, ...fields });
          await em.flush();
        }
        await this.audit.append(
          em,
          auditEntry('budget.exceeded', ref, { rule: rule.name, window, used, limit_requests: rule.limitRequests, action: rule.action }),
        );
        announce();
        return true;
      });
    } catch (error) {
      // Another replica noted the sandbox's first mark at the same moment.
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }

  async removeGateway(gateway: string): Promise<void> {
    await this.database.queries.run(marksOfGatewayRemoved, { gateway });
  }
}
