// Health, GetCurrentUser, GetGatewayInfo and GetGatewayConfig on the 0.1 line: as on the 0.0 line, plus the
// negotiated extensions (docs/openshell-0.1.md §2.14) and the compute driver's resource capabilities.
import { DOCKER_DRIVER_VERSION, gatewayInfoHandlers } from '../../handlers/gateway-info.ts';
import { REGISTERED_SETTINGS } from '../../policy/settings.ts';
import type { OpenShell01Impl } from '../bind.ts';
import type { CallContext01 } from '../context.ts';

function extensions(ctx: CallContext01) {
  return [
    {
      kind: 'EXTENSION_KIND_COMPUTE_DRIVER' as const,
      configured_name: 'docker',
      implementation_name: 'openshell-driver-docker',
      implementation_version: ctx.gateway.version,
      protocol_major: 1,
      protocol_minor: 0,
      supported_capabilities: ['sandbox.lifecycle', 'sandbox.stop_start', 'resources.gpu'],
      required_capabilities: [],
    },
    {
      kind: 'EXTENSION_KIND_CREDENTIAL_DRIVER' as const,
      configured_name: 'builtin',
      implementation_name: 'openshell-credentials-builtin',
      implementation_version: ctx.gateway.version,
      protocol_major: 1,
      protocol_minor: 0,
      supported_capabilities: ['credentials.static', 'credentials.expiry'],
      required_capabilities: [],
    },
  ];
}

export function gatewayHandlers01(): Pick<OpenShell01Impl, 'Health' | 'GetCurrentUser' | 'GetGatewayInfo' | 'GetGatewayConfig'> {
  const shared = gatewayInfoHandlers();
  return {
    Health: (request, ctx) => shared.Health(request, ctx),
    GetCurrentUser: (request, ctx) => shared.GetCurrentUser(request, ctx),
    GetGatewayInfo: (_request, ctx) => ({
      status: 'SERVICE_STATUS_HEALTHY',
      gateway_version: ctx.gateway.version,
      compute_drivers: [
        {
          name: 'docker',
          capabilities: {
            driver_name: 'docker',
            driver_version: DOCKER_DRIVER_VERSION,
            resource_capabilities: {
              cpu: { limit_supported: true },
              memory: { limit_supported: true },
              gpu: { default_selection_supported: true, count_selection_supported: true },
            },
          },
        },
      ],
      extensions: extensions(ctx),
    }),
    GetGatewayConfig: (_request, ctx) => ({
      // every registered key, unset ones empty; the reserved `policy` key is never listed (docs/openshell-0.0.md §g.7)
      settings: Object.fromEntries(Object.keys(REGISTERED_SETTINGS).map((key) => [key, ctx.gateway.policies.globalSettings.get(key) ?? {}])),
      settings_revision: ctx.gateway.policies.settingsRevision,
    }),
  };
}
