// Everything a call goes through before its handler, in the gateway's order where it matters: request id, version
// profile, injected delay/error, rate limit, authentication, sandbox-principal and role checks.
import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import type { WireRpc } from '@portcullis/proto';
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

/** An RPC's authorization option (auth mode, scope, workspace or global role). */
type WireAuthorization = WireRpc['authorization'];

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

export const ANONYMOUS: Principal = {
  subject: '',
  displayName: '',
  roles: [],
  scopes: [],
  identityProvider: '',
  platformAdmin: false,
};

/** How a gateway words a missing membership or role; the 0.1 line adds the command that fixes it. */
export interface RoleWording {
  notMember(subject: string, workspace: string): string;
  roleRequired(subject: string, workspace: string, role: WorkspaceRole): string;
}

const WORDING_00: RoleWording = {
  notMember: (subject, workspace) => `user '${subject}' is not a member of workspace '${workspace}'`,
  roleRequired: (_subject, workspace, role) => `workspace role '${role}' required for workspace '${workspace}'`,
};

function roleError(principal: Principal, workspace: string, role: WorkspaceRole, gateway: Gateway, wording: RoleWording): GatewayError | null {
  if (principal.platformAdmin) return null;
  const held = gateway.workspaces.roleOf(workspace, principal.subject);
  if (!held) return permissionDenied(wording.notMember(principal.subject, workspace));
  if (role === 'admin' && held !== 'admin') return permissionDenied(wording.roleRequired(principal.subject, workspace, role));
  return null;
}

/** The x-request-id the client sent, if it sent one. */
function suppliedRequestId(call: SurfaceCall): string | undefined {
  const supplied = call.metadata.get('x-request-id')[0];
  return typeof supplied === 'string' && supplied ? supplied : undefined;
}

/** The client's x-request-id, or a new UUID: every response carries it back. */
export function requestIdOf(call: SurfaceCall): string {
  return suppliedRequestId(call) ?? randomUUID();
}

function echoRequestId(call: SurfaceCall): string {
  const requestId = requestIdOf(call);
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

export interface ContextInput {
  rpc: string;
  call: SurfaceCall;
  requestId: string;
  principal: Principal;
  authorization: WireAuthorization;
  wording?: RoleWording;
}

export function createCallContext(gateway: Gateway, input: ContextInput): CallContext {
  const { principal, authorization } = input;
  const wording = input.wording ?? WORDING_00;
  return {
    rpc: input.rpc,
    principal,
    requestId: input.requestId,
    gateway,
    call: input.call,
    requireRole(workspace, role) {
      const error = roleError(principal, workspace, role, gateway, wording);
      if (error) throw error;
    },
    requireSandboxAccess(record) {
      if (roleError(principal, record.workspace, authorization.workspace_role ?? 'user', gateway, wording)) throw notFound('sandbox not found');
    },
  };
}

/** The checks before authentication: injected delay and error, then the optional rate limit. */
export async function applyCallControls(deps: PipelineDeps, rpc: string): Promise<void> {
  const delay = deps.control.delayFor(rpc);
  if (delay > 0) await deps.gateway.scheduler.sleep(delay);
  deps.control.takeForcedError(rpc);
  deps.control.checkRateLimit(deps.gateway.options.rateLimit);
}

/** Who calls, and whether that kind of caller may call this RPC at all (sandbox-only, platform admin). */
export function authorizeCaller(deps: PipelineDeps, authorization: WireAuthorization, call: SurfaceCall): Principal {
  const principal = authorization.auth_mode === 'unauthenticated' ? ANONYMOUS : authenticate(call, deps.gateway.options, deps.tokens);
  if (authorization.auth_mode === 'sandbox') throw permissionDenied('this method requires a sandbox principal');
  if (authorization.global_role === 'platform_admin' && !principal.platformAdmin) {
    throw permissionDenied('platform admin role required');
  }
  return principal;
}

export async function prepareCall(deps: PipelineDeps, rpc: string, call: SurfaceCall, request: Record<string, unknown>): Promise<CallContext> {
  const { gateway, control } = deps;
  const info = rpcInfo(rpc);
  control.count(rpc, call.metadata);
  const requestId = echoRequestId(call);
  if (!isAvailable(info.available_since, gateway.version)) {
    throw unimplemented(`${info.grpc_path} is not available on gateway version ${gateway.version}`);
  }
  await applyCallControls(deps, rpc);
  const auth = info.authorization;
  const principal = authorizeCaller(deps, auth, call);
  const ctx = createCallContext(gateway, { rpc, call, requestId, principal, authorization: auth });
  if (auth.auth_mode !== 'unauthenticated' && info.sandbox_lookup_key !== 'id') {
    checkRequestWorkspace(ctx, request, auth.workspace_role);
  }
  return ctx;
}

export function toServiceError(error: unknown): Partial<grpc.StatusObject> {
  if (error instanceof GatewayError) return { code: error.code, details: error.message };
  return { code: grpc.status.INTERNAL, details: `internal error: ${(error as Error)?.message ?? String(error)}` };
}
