// Health, GetGatewayInfo, GetCurrentUser (docs/openshell-0.0.md §b.1).
import type { OpenShellImpl } from '../grpc/bind.ts';

export const DOCKER_DRIVER_VERSION = '27.5.1';

export function gatewayInfoHandlers(): Pick<OpenShellImpl, 'Health' | 'GetGatewayInfo' | 'GetCurrentUser'> {
  return {
    Health: (_request, ctx) => ({ status: 'SERVICE_STATUS_HEALTHY', version: ctx.gateway.version }),
    GetGatewayInfo: (_request, ctx) => ({
      status: 'SERVICE_STATUS_HEALTHY',
      gateway_version: ctx.gateway.version,
      compute_drivers: [{ name: 'docker', capabilities: { driver_name: 'docker', driver_version: DOCKER_DRIVER_VERSION } }],
    }),
    GetCurrentUser: (_request, ctx) => ({
      subject: ctx.principal.subject,
      display_name: ctx.principal.displayName,
      roles: ctx.principal.roles,
      scopes: ctx.principal.scopes,
      identity_provider: ctx.principal.identityProvider,
    }),
  };
}
