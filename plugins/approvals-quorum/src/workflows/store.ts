import { randomUUID } from 'node:crypto';
import type { AuditWriter, Clock, Database } from '@portcullis/core';
import { ApprovalWorkflow, type SandboxRef, type WorkflowRecord, workflowJson } from './entity.ts';
import type { WorkflowBody } from './schema.ts';

/** Workflows per sandbox; each change is audited in its own transaction. */
export class WorkflowStore {
  private readonly database: Database;
  private readonly audit: AuditWriter;
  private readonly clock: Clock;

  constructor(deps: { database: Database; audit: AuditWriter; clock: Clock }) {
    this.database = deps.database;
    this.audit = deps.audit;
    this.clock = deps.clock;
  }

  async find(ref: SandboxRef): Promise<WorkflowRecord | null> {
    return this.database.fork().findOne(ApprovalWorkflow, ref);
  }

  /** Every workflow, by gateway, workspace and sandbox. */
  all(): Promise<WorkflowRecord[]> {
    return this.database.fork().find(ApprovalWorkflow, {}, { orderBy: { gateway: 'asc', workspace: 'asc', sandbox: 'asc' } });
  }

  /** The sandboxes with a workflow on these gateways. */
  async on(gateways: readonly string[]): Promise<SandboxRef[]> {
    const rows = await this.database.fork().find(ApprovalWorkflow, { gateway: { $in: [...gateways] } }, { fields: ['gateway', 'workspace', 'sandbox'] });
    return rows.map(({ gateway, workspace, sandbox }) => ({ gateway, workspace, sandbox }));
  }

  /** Creates or replaces the workflow; answers whether it is new. */
  async set(ref: SandboxRef, body: WorkflowBody, by: string): Promise<{ workflow: WorkflowRecord; created: boolean }> {
    return this.database.transaction(async (em) => {
      // Two PUTs for one sandbox at the same time: the second waits and replaces, instead of colliding on the insert.
      await this.database.lock(em, `approval-workflow:${ref.gateway}/${ref.workspace}/${ref.sandbox}`);
      const now = this.clock.date();
      const fields = { requiredVotes: body.required_votes, voters: body.voters, escalationDeadlineSeconds: body.escalation_deadline_seconds ?? null };
      const existing = await em.findOne(ApprovalWorkflow, ref);
      const workflow = existing ?? em.create(ApprovalWorkflow, { id: randomUUID(), ...ref, ...fields, createdBy: by, createdAt: now, updatedAt: now });
      if (existing) Object.assign(existing, fields, { updatedAt: now });
      await em.flush();
      await this.audit.append(em, {
        action: 'approval.workflow.set',
        resourceType: 'sandbox',
        resourceId: ref.sandbox,
        gateway: ref.gateway,
        detail: { ...workflowJson(workflow), replaced: existing !== null },
      });
      return { workflow, created: !existing };
    });
  }

  /** False when there was none. */
  async remove(ref: SandboxRef): Promise<boolean> {
    return this.database.transaction(async (em) => {
      const existing = await em.findOne(ApprovalWorkflow, ref);
      if (!existing) return false;
      em.remove(existing);
      await em.flush();
      await this.audit.append(em, {
        action: 'approval.workflow.remove',
        resourceType: 'sandbox',
        resourceId: ref.sandbox,
        gateway: ref.gateway,
        detail: { workspace: ref.workspace, required_votes: existing.requiredVotes, voters: existing.voters },
      });
      return true;
    });
  }
}
