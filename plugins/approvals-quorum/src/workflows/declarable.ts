import { currentContext, type DeclarableKind, type DeclaredFields, type ServiceMap } from '@portcullis/core';
import { type GatewayRegistry, gatewayNameSchema, resolveGatewayScope, sandboxNameSchema, workspaceSchema } from '@portcullis/plugin-gateways';
import { z } from 'zod';
import type { WorkflowChanges } from './changes.ts';
import type { SandboxRef, WorkflowRecord } from './entity.ts';
import { type WorkflowBody, workflowBody } from './schema.ts';
import type { WorkflowStore } from './store.ts';

/** `<gateway>/<workspace>/<sandbox>`: what the route addresses a workflow by, the workspace always spelt out. */
function nameOf(ref: SandboxRef): string {
  return `${ref.gateway}/${ref.workspace}/${ref.sandbox}`;
}

function refOf(name: string): SandboxRef {
  const [gateway = '', workspace = '', sandbox = ''] = name.split('/');
  return { gateway, workspace, sandbox };
}

const workflowName = z
  .string({ error: 'must be a string' })
  .max(253 + 1 + 63 + 1 + 253)
  .superRefine((name, ctx) => {
    const parts = name.split('/');
    const { gateway, workspace, sandbox } = refOf(name);
    const valid =
      parts.length === 3 &&
      gatewayNameSchema.safeParse(gateway).success &&
      workspaceSchema.safeParse(workspace).success &&
      sandboxNameSchema.safeParse(sandbox).success;
    if (!valid) ctx.addIssue({ code: 'custom', message: 'must be <gateway>/<workspace>/<sandbox>' });
  });

/** The PUT body with its optional deadline filled in, so equal means unchanged. */
const declaredWorkflow = workflowBody.transform((body) => ({ ...body, escalation_deadline_seconds: body.escalation_deadline_seconds ?? null }));

function declaredOf(workflow: WorkflowRecord): WorkflowBody {
  return { required_votes: workflow.requiredVotes, voters: [...workflow.voters], escalation_deadline_seconds: workflow.escalationDeadlineSeconds ?? null };
}

export interface WorkflowsKindDeps {
  store: WorkflowStore;
  changes: WorkflowChanges;
  registry: GatewayRegistry;
  /** The services `resolveGatewayScope` reads the gateway and its workspaces from. */
  services: ServiceMap;
}

/**
 * Approval workflows as a fleet document declares them (core's `declarableKinds`), named
 * `<gateway>/<workspace>/<sandbox>`: set and removed as PUT and DELETE
 * /api/gateways/{gw}/sandboxes/{name}/approval-workflow?workspace= do (the sandbox must exist; the store's audit
 * rows). Applied after the gateways and the groups their voters may name.
 */
export function approvalWorkflowsKind(deps: WorkflowsKindDeps): DeclarableKind {
  return {
    kind: 'approval_workflows',
    description:
      'Quorum approval workflows by <gateway>/<workspace>/<sandbox>: required votes, voters (emails, group and service principal names), escalation deadline.',
    order: 50,
    name: workflowName,
    fields: declaredWorkflow as unknown as z.ZodType<DeclaredFields>,
    secretFields: {},
    access: (name) => ({ role: 'admin', gateway: refOf(name).gateway }),
    async read() {
      return Object.fromEntries((await deps.store.all()).map((workflow) => [nameOf(workflow), declaredOf(workflow)]));
    },
    async refusal(change, declared) {
      const { gateway } = refOf(change.name);
      if (change.action === 'delete' || declared.gateways?.[gateway] || (await deps.registry.exists(gateway))) return null;
      return `no gateway named ${gateway}`;
    },
    async apply(change) {
      const ref = refOf(change.name);
      if (change.action === 'delete') {
        await deps.store.remove(ref);
        return;
      }
      const scope = await resolveGatewayScope({
        params: { gw: ref.gateway },
        query: { workspace: ref.workspace },
        resolve: (service) => deps.services[service],
      });
      await deps.changes.set(scope, ref.sandbox, change.desired as WorkflowBody, currentContext()?.actor?.name ?? 'system');
    },
  };
}
