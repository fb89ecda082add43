// Everything a call goes through before its handler, in the gateway's order where it matters: request id, version
// profile, injected delay/error, rate limit, authentication, sandbox-principal and role checks.
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import type { TokenAuthority } from '../auth/jwt.ts';
import type { Principal } from '../auth/principal.ts';
import { authenticate } from '../auth/principal.ts';
import type { WorkspaceRole } from '../options.ts';
import type { Gateway } from '../state/gateway.ts';
import type { SandboxRecord } from '../state/types.ts';
import { Workspaces } from '../state/workspaces.ts';
import type { CallControl } from './call-control.ts';
import { GatewayError, invalidArgument, notFound, permissionDenied, unimplemented } from './errors.ts';
import { rpcInfo } from './rpc-catalog.ts';
import type { SurfaceCall } from './surface-call.ts';
import { isAvailable } from './version.ts';

export interface CallContext {
  rpc: string;
  principal: Principal;
  requestId: string;
  gateway: Gateway;
  call: SurfaceCall;
  /** PERMISSION_DENIED unless the caller holds `role` in `workspace` (platform admins hold every role). */
  requireRole(workspace: string, role: WorkspaceRole): void;
  /** For RPCs keyed by sandbox UUID: a sandbox the caller may not see is reported as not found. */
  requireSandboxAccess(record: SandboxRecord): void;
}

export interface PipelineDeps {
  gateway: Gateway;
  control: CallControl;
  tokens: TokenAuthority;
}

const ANONYMOUS: Principal = {
  subject: '',
  displayName: '',
  roles: [],
  scopes: [],
  identityProvider: '',
  platformAdmin: false,
};

function roleError(principal: Principal, workspace: string, role: WorkspaceRole, gateway: Gateway): GatewayError | null {
  if (principal.platformAdmin) return null;
  const held = gateway.workspaces.roleOf(workspace, principal.subject);
  if (!held) return permissionDenied(`user '${principal.subject}' is not a member of workspace '${workspace}'`);
  if (role === 'admin' && held !== 'admin') {
    return permissionDenied(`workspace role 'admin' required for workspace '${workspace}'`);
  }
  return null;
}

function echoRequestId(call: SurfaceCall): string {
  const supplied = call.metadata.get('x-request-id')[0];
  const requestId = typeof supplied === 'string' && supplied ? supplied : randomUUID();
  const metadata = new grpc.Metadata();
  metadata.set('x-request-id', requestId);
  call.sendMetadata(metadata);
  return requestId;
}

/** Workspace checks every workspace-scoped request gets, from its `workspace` / `all_workspaces` fields. */
function checkRequestWorkspace(ctx: CallContext, request: Record<string, unknown>, role: WorkspaceRole | undefined): void {
  const workspace = typeof request['workspace'] === 'string' ? request['workspace'] : undefined;
  if (request['all_workspaces'] === true) {
    if (workspace) throw invalidArgument('all_workspaces and workspace are mutually exclusive');
    if (!ctx.principal.platformAdmin) throw permissionDenied('all_workspaces requires the platform admin role');
    return;
  }
  if (workspace !== undefined && role) ctx.requireRole(Workspaces.normalize(workspace), role);
}

export async function prepareCall(deps: PipelineDeps, rpc: string, call: SurfaceCall, request: Record<string, unknown>): Promise<CallContext> {
  const { gateway, control } = deps;
  const info = rpcInfo(rpc);
  control.count(rpc);
  const requestId = echoRequestId(call);
  if (!isAvailable(info.available_since, gateway.version)) {
    throw unimplemented(`${info.grpc_path} is not available on gateway version ${gateway.version}`);
  }
  const delay = control.delayFor(rpc);
  if (delay > 0) await gateway.scheduler.sleep(delay);
  control.takeForcedError(rpc);
  control.checkRateLimit(gateway.options.rateLimit);
  const auth = info.authorization;
  const principal = auth.auth_mode === 'unauthenticated' ? ANONYMOUS : authenticate(call, gateway.options, deps.tokens);
  const ctx: CallContext = {
    rpc,
    principal,
    requestId,
    gateway,
    call,
    requireRole(workspace, role) {
      const error = roleError(principal, workspace, role, gateway);
      if (error) throw error;
    },
    requireSandboxAccess(record) {
      if (roleError(principal, record.workspace, auth.workspace_role ?? 'user', gateway)) throw notFound('sandbox not found');
    },
  };
  if (auth.auth_mode === 'sandbox') throw permissionDenied('this method requires a sandbox principal');
  if (auth.global_role === 'platform_admin' && !principal.platformAdmin) {
    throw permissionDenied('platform admin role required');
  }
  if (auth.auth_mode !== 'unauthenticated' && info.sandbox_lookup_key !== 'id') {
    checkRequestWorkspace(ctx, request, auth.workspace_role);
  }
  return ctx;
}

export function toServiceError(error: unknown): Partial<grpc.StatusObject> {
  if (error instanceof GatewayError) return { code: error.code, details: error.message };
  return { code: grpc.status.INTERNAL, details: `internal error: ${(error as Error)?.message ?? String(error)}` };
}
