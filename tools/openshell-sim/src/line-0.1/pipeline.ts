// What a 0.1 call goes through before its handler: counters and injected failures, rate limit, authentication and
// the sandbox-principal / platform-admin checks (shared with the 0.0 line), then the workspace selector and the
// workspace role in the 0.1 wording. Unlike the 0.0 line, response metadata waits for the outcome: a replayed answer
// carries `openshell-replayed: true` next to x-request-id.
import { permissionDenied } from '../grpc/errors.ts';
import type { PipelineDeps } from '../grpc/pipeline.ts';
import { applyCallControls, authorizeCaller, createCallContext } from '../grpc/pipeline.ts';
import type { SurfaceCall } from '../grpc/surface-call.ts';
import type { CallContext01, Line01State } from './context.ts';
import { rpc01Info } from './rpc-catalog.ts';
import type { Scope } from './selector.ts';
import { readScope, scopeRequired, WORDING_01 } from './selector.ts';

/** Writes of platform-scope provider profiles (selector omitted) belong to platform admins. */
const PLATFORM_SCOPE_WRITES = new Set(['ImportProviderProfiles', 'UpdateProviderProfiles', 'DeleteProviderProfile']);

export async function prepareCall01(
  deps: PipelineDeps & Line01State,
  rpc: string,
  call: SurfaceCall,
  request: Record<string, unknown>,
  requestId: string,
): Promise<CallContext01> {
  const info = rpc01Info(rpc);
  deps.control.count(rpc, call.metadata);
  await applyCallControls(deps, rpc);
  const principal = authorizeCaller(deps, info.authorization, call);
  const base = createCallContext(deps.gateway, { rpc, call, requestId, principal, authorization: info.authorization, wording: WORDING_01 });
  const scope: Scope = readScope(info.selector, request['workspace_scope'] as never, principal);
  if (scope.kind === 'workspace' && info.authorization.workspace_role) base.requireRole(scope.workspace, info.authorization.workspace_role);
  if (scope.kind === 'omitted' && PLATFORM_SCOPE_WRITES.has(rpc) && !principal.platformAdmin) {
    throw permissionDenied('platform admin role required');
  }
  return {
    ...base,
    info,
    scope,
    pages: deps.pages,
    admissions: deps.admissions,
    workspace() {
      if (scope.kind !== 'workspace') throw scopeRequired();
      return scope.workspace;
    },
  };
}
