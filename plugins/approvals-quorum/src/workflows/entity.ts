import { defineEntity, p } from '@mikro-orm/core';

/** A quorum workflow of one sandbox. Kept when the sandbox is deleted (the votes it governed stay explainable). */
export const ApprovalWorkflow = defineEntity({
  name: 'ApprovalWorkflow',
  tableName: 'approval_workflows',
  properties: {
    id: p.string().primary(),
    gateway: p.string(),
    workspace: p.string(),
    sandbox: p.string(),
    requiredVotes: p.integer(),
    /** User emails (lower-cased), group names and service-principal names. */
    voters: p.json<string[]>(),
    escalationDeadlineSeconds: p.integer().nullable(),
    createdBy: p.string(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  uniques: [{ name: 'approval_workflows_key', properties: ['gateway', 'workspace', 'sandbox'] }],
});

export type WorkflowRecord = InstanceType<typeof ApprovalWorkflow.class>;

export interface SandboxRef {
  gateway: string;
  workspace: string;
  sandbox: string;
}

export function workflowJson(workflow: WorkflowRecord) {
  return {
    gateway: workflow.gateway,
    workspace: workflow.workspace,
    sandbox: workflow.sandbox,
    required_votes: workflow.requiredVotes,
    voters: workflow.voters,
    escalation_deadline_seconds: workflow.escalationDeadlineSeconds ?? null,
    created_by: workflow.createdBy,
    created_at: workflow.createdAt.toISOString(),
    updated_at: workflow.updatedAt.toISOString(),
  };
}
