import type { ServiceMap } from '@portcullis/core';
import { z } from 'zod';
import { gatewayPathName, workspaceSchema } from './gateway/names.ts';
import type { GatewayRecord } from './gateway/record.ts';

// For plugins with gateway-scoped endpoints (`/api/gateways/{gw}/...`): the path parameter, the `?workspace=`
// query parameter (docs/decisions.md §2), and the one function that turns them into a gateway and a workspace.

/** `{gw}`: any string that could name a gateway (unknown names answer 404 GATEWAY_NOT_FOUND). */
export const gatewayParam = gatewayPathName;

/** `?workspace=`: a DNS label; absent means the gateway's default_workspace. */
export const workspaceParam = workspaceSchema.optional();

/** Params schema for paths that only have `{gw}`; extend it for more (`gatewayParams.extend({ name: ... })`). */
export const gatewayParams = z.object({ gw: gatewayParam });

/** Query schema with only `workspace`; spread `workspaceQueryShape` into larger query schemas. */
export const workspaceQueryShape = { workspace: workspaceParam };
export const workspaceQuery = z.object(workspaceQueryShape);

export interface GatewayScope {
  gateway: GatewayRecord;
  /** What to pass as `workspace` on every RPC (the pool fills it the same way when omitted). */
  workspace: string;
}

/**
 * Resolves the gateway (404 GATEWAY_NOT_FOUND) and the workspace of a gateway-scoped request. A named `?workspace=`
 * the gateway does not have is a 404 WORKSPACE_NOT_FOUND on gateways that manage workspaces (the 0.1 line).
 */
export async function resolveGatewayScope(request: {
  params: { gw: string };
  query?: { workspace?: string | undefined };
  signal?: AbortSignal | undefined;
  resolve<K extends keyof ServiceMap>(name: K): ServiceMap[K];
}): Promise<GatewayScope> {
  const gateway = await request.resolve('gatewayRegistry').require(request.params.gw);
  const named = request.query?.workspace;
  if (named === undefined) return { gateway, workspace: gateway.defaultWorkspace };
  await request.resolve('gatewayApi').workspaces.require(gateway, named, { signal: request.signal });
  return { gateway, workspace: named };
}
