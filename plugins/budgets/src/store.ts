import { randomUUID } from 'node:crypto';
import { type AuditInput, type AuditWriter, type Clock, type Database, type TablesOf, typedQueries } from '@portcullis/core';
import type { SandboxRef } from '@portcullis/plugin-kill-switch';
import { Budget, type BudgetEntity } from './entity.ts';
import type { BudgetBody } from './json.ts';

const query = typedQueries<TablesOf<typeof Budget>>();

/** Notes the window a budget fired in unless the budget changed since it was read (the compare-and-swap on `version`). */
const exceededMarked = query((db, args: { id: string; readVersion: number; exceededWindow: string; exceededAt: Date; version: number }) =>
  db
    .updateTable('budgets')
    .set({ exceededWindow: args.exceededWindow, exceededAt: args.exceededAt, version: args.version })
    .where('id', '=', args.id)
    .where('version', '=', args.readVersion),
);

const budgetsOfGatewayRemoved = query((db, args: { gateway: string }) => db.deleteFrom('budgets').where('gateway', '=', args.gateway));

/** An audit row about one sandbox's budget. */
export function auditEntry(action: string, ref: SandboxRef, detail: Record<string, unknown>): AuditInput {
  return { action, resourceType: 'sandbox', resourceId: ref.sandbox, gateway: ref.gateway, detail: { workspace: ref.workspace, ...detail } };
}

/** Budgets: each change in one transaction with its audit row. */
export class BudgetStore {
  private readonly database: Database;
  private readonly audit: AuditWriter;
  private readonly clock: Clock;

  constructor(deps: { database: Database; audit: AuditWriter; clock: Clock }) {
    this.database = deps.database;
    this.audit = deps.audit;
    this.clock = deps.clock;
  }

  find(ref: SandboxRef): Promise<BudgetEntity | null> {
    return this.database.fork().findOne(Budget, { gateway: ref.gateway, workspace: ref.workspace, sandbox: ref.sandbox });
  }

  all(): Promise<BudgetEntity[]> {
    return this.database.fork().findAll(Budget);
  }

  /**
   * Creates or replaces the sandbox's budget; `created` says which. A new limit or window may be reached again, so
   * changing either forgets that the current window fired; changing only the action does not.
   */
  async put(ref: SandboxRef, body: BudgetBody, actor: string): Promise<{ budget: BudgetEntity; created: boolean }> {
    return this.database.transaction(async (em) => {
      const now = new Date(this.clock.now());
      const fields = { limitRequests: body.limit_requests, window: body.window, action: body.action, updatedBy: actor, updatedAt: now };
      let budget = await em.findOne(Budget, { gateway: ref.gateway, workspace: ref.workspace, sandbox: ref.sandbox });
      const created = budget === null;
      const previous = budget && { limit_requests: budget.limitRequests, window: budget.window, action: budget.action };
      if (budget) {
        const rearmed = budget.limitRequests !== body.limit_requests || budget.window !== body.window;
        em.assign(budget, { ...fields, version: budget.version + 1, ...(rearmed ? { exceededWindow: null, exceededAt: null } : {}) });
      } else {
        budget = em.create(Budget, { id: randomUUID(), ...ref, ...fields, exceededWindow: null, exceededAt: null, createdAt: now, version: 1 });
      }
      await em.flush();
      await this.audit.append(em, auditEntry('budget.set', ref, { ...body, previous }));
      return { budget, created };
    });
  }

  /** Whether there was one. */
  async remove(ref: SandboxRef): Promise<boolean> {
    return this.database.transaction(async (em) => {
      const budget = await em.findOne(Budget, { gateway: ref.gateway, workspace: ref.workspace, sandbox: ref.sandbox });
      if (!budget) return false;
      em.remove(budget);
      await em.flush();
      await this.audit.append(em, auditEntry('budget.delete', ref, { limit_requests: budget.limitRequests, window: budget.window, action: budget.action }));
      return true;
    });
  }

  /**
   * Notes that the budget's current window reached its limit, unless the budget changed since it was read or the
   * window was noted already; whether this call noted it (exactly one caller does, on any replica). `announce`
   * runs in the transaction that notes it (its events commit with it).
   */
  async markExceeded(budget: BudgetEntity, window: string, used: number, announce: () => void): Promise<boolean> {
    return this.database.transaction(async (em) => {
      const marked = await this.database.queries.run(
        exceededMarked,
        { id: budget.id, readVersion: budget.version, exceededWindow: window, exceededAt: new Date(this.clock.now()), version: budget.version + 1 },
        em,
      );
      if (marked === 0) return false;
      await this.audit.append(em, auditEntry('budget.exceeded', budget, { window, used, limit_requests: budget.limitRequests, action: budget.action }));
      announce();
      return true;
    });
  }

  async removeGateway(gateway: string): Promise<void> {
    await this.database.queries.run(budgetsOfGatewayRemoved, { gateway });
  }
}
