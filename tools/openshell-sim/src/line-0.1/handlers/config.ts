// Config and policy RPCs on the 0.1 line: GetSandboxConfig by sandbox name with the configuration admission, UpdateConfig
// with policy enums and complete L7 targets, revision status and a paged revision history. Omitting the selector means
// gateway scope, which only `global` requests may do (docs/openshell-0.1.md §3 "Selector"). The logic is the 0.0
// handlers'.

import type { SandboxPolicy } from '@portcullis/proto/generated/openshell/sandbox/v1/SandboxPolicy';
import type { UpdateConfigRequest__Output } from '@portcullis/proto/generated/openshell/v1/UpdateConfigRequest';
import type { GetSandboxConfigResponse } from '@portcullis/proto/generated-0.1/openshell/sandbox/v1/GetSandboxConfigResponse';
import { configHandlers, updateConfig } from '../../handlers/config.ts';
import { parseMergeOperations } from '../../policy/merge-request.ts';
import { revisionToWire } from '../../policy/store.ts';
import type { CallContext01 } from '../context.ts';
import { to00, to01 } from '../convert.ts';
import { parseOne01 } from '../merge-operations.ts';
import { attachmentEpoch } from '../objects.ts';
import { scopeRequired } from '../selector.ts';
import { sandboxOf } from './sandboxes.ts';
import type { Handlers01 } from './types.ts';

const shared = configHandlers();

/** The workspace of a sandbox-scoped request; gateway-scope (`global`) requests need none. */
function workspaceFor(ctx: CallContext01, global: boolean): string {
  if (global && ctx.scope.kind === 'omitted') return '';
  if (ctx.scope.kind !== 'workspace') throw scopeRequired();
  return ctx.scope.workspace;
}

export function configHandlers01(): Handlers01<'GetSandboxConfig' | 'UpdateConfig' | 'GetSandboxPolicyStatus' | 'ListSandboxPolicies'> {
  return {
    GetSandboxConfig: async (request, ctx) => {
      const record = sandboxOf(ctx, request.name, 'name');
      const response = await shared.GetSandboxConfig({ sandbox_id: record.id, workspace: record.workspace } as never, ctx);
      const { configuration } = record;
      return {
        ...to01<GetSandboxConfigResponse>('openshell.sandbox.v1.GetSandboxConfigResponse', response),
        configuration_admitted: configuration.state === 'ACCEPTED',
        provider_attachment_epoch: attachmentEpoch(record),
        configuration_instance_id: configuration.instanceId,
        configuration_error: configuration.error,
      };
    },
    UpdateConfig: (request, ctx) => {
      const workspace = workspaceFor(ctx, request.global);
      const request00 = {
        name: request.sandbox,
        policy: request.policy && to00<SandboxPolicy>('openshell.sandbox.v1.SandboxPolicy', request.policy, 'policy'),
        setting_key: request.setting_key,
        setting_value: request.setting_value,
        delete_setting: request.delete_setting,
        global: request.global,
        merge_operations: request.merge_operations, // counted here; parsed by the 0.1 parser below
        expected_resource_version: request.expected_resource_version,
        annotations: request.annotations,
        workspace,
      } as unknown as UpdateConfigRequest__Output;
      return updateConfig(request00, ctx, () => parseMergeOperations(request.merge_operations, parseOne01));
    },
    GetSandboxPolicyStatus: async (request, ctx) => {
      const workspace = workspaceFor(ctx, request.global);
      const response = await shared.GetSandboxPolicyStatus(
        { name: request.sandbox, version: request.version, global: request.global, workspace } as never,
        ctx,
      );
      return to01('openshell.v1.GetSandboxPolicyStatusResponse', response);
    },
    ListSandboxPolicies: (request, ctx) => {
      const workspace = workspaceFor(ctx, request.global);
      const { policies } = ctx.gateway;
      const revisions = request.global ? policies.globalRevisions : policies.revisions(sandboxOf(ctx, request.sandbox).id);
      // newest first: the page key is the negated version
      const page = ctx.pages.page('ListSandboxPolicies', [workspace, request.sandbox, String(request.global)], request, revisions, (r) => [-r.version]);
      return {
        revisions: page.items.map((revision) => to01('openshell.v1.SandboxPolicyRevision', revisionToWire(revision, false))),
        next_page_token: page.next_page_token,
      };
    },
  };
}
