import type { GatewayScope } from '@portcullis/plugin-gateways';

/** One sandbox of one gateway workspace, as a map key. */
export function sandboxKey(scope: GatewayScope, sandbox: string): string {
  return `${scope.gateway.name}\u0000${scope.workspace}\u0000${sandbox}`;
}
