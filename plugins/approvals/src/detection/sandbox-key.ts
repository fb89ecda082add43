import type { GatewayScope } from '@portcullis/plugin-gateways';

/** One sandbox of one gateway workspace, as a map key. */
export function keyOf(gateway: string, workspace: string, sandbox: string): string {
  return `${gateway}\u0000${workspace}\u0000${sandbox}`;
}

export function sandboxKey(scope: GatewayScope, sandbox: string): string {
  return keyOf(scope.gateway.name, scope.workspace, sandbox);
}
