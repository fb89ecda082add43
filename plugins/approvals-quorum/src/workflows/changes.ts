import { createServiceRef } from '@portcullis/core';
import type { GatewayApi, GatewayScope } from '@portcullis/plugin-gateways';
import type { SandboxRef, WorkflowRecord } from './entity.ts';
import type { WorkflowBody } from './schema.ts';
import type { WorkflowStore } from './store.ts';

export function sandboxRefOf(scope: GatewayScope, sandbox: string): SandboxRef {
  return { gateway: scope.gateway.name, workspace: scope.workspace, sandbox };
}

/**
 * Sets a sandbox's workflow, for the route and the `approval_workflows` declarable kind alike: only for a sandbox
 * that exists now (a workflow is kept after its sandbox is deleted, but not created for none), through the store
 * (its `approval.workflow.set` audit row).
 */
export class WorkflowChanges {
  private readonly gatewayApi: GatewayApi;
  private readonly store: WorkflowStore;

  constructor(deps: { gatewayApi: GatewayApi; store: WorkflowStore }) {
    this.gatewayApi = deps.gatewayApi;
    this.store = deps.store;
  }

  async set(
    scope: GatewayScope,
    sandbox: string,
    body: WorkflowBody,
    by: string,
    signal?: AbortSignal,
  ): Promise<{ workflow: WorkflowRecord; created: boolean }> {
    await this.gatewayApi.sandboxes.get(scope, sandbox, { signal });
    return this.store.set(sandboxRefOf(scope, sandbox), body, by);
  }
}

/** Private to this plugin: its route and its declarable kind. */
export const workflowChangesRef = createServiceRef<WorkflowChanges>({ id: 'approvals-quorum.workflowChanges' });
