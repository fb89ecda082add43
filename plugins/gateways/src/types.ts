import type { GatewayApi } from './api/gateway-api.ts';
import type { WireLineRegistry } from './api/wire-lines.ts';
import type { OidcTokens } from './client/oidc-tokens.ts';
import type { GatewayClientPool } from './client/pool.ts';
import type { GatewaysConfig } from './config.ts';
import type { AuthMode, GatewayStatus } from './gateway/entity.ts';
import type { HealthHistory } from './health/history.ts';
import type { HealthMonitor } from './health/monitor.ts';
import type { LocalGateways } from './local/local-gateways.ts';
import type { GatewayChanges } from './registry/changes.ts';
import type { GatewayRegistration } from './registry/registration.ts';
import type { GatewayRegistry } from './registry/registry.ts';

declare module '@portcullis/core' {
  interface ServiceMap {
    /** Registered gateways: exists / require (404 GATEWAY_NOT_FOUND) / list (exported). */
    gatewayRegistry: GatewayRegistry;
    /** Registers a gateway through every registration rule, with its audit row and event (exported). */
    gatewayRegistration: GatewayRegistration;
    /** The line-neutral gateway API every plugin reaches gateways through (exported). */
    gatewayApi: GatewayApi;
    /** Private to the gateways plugin. */
    gatewayClients: GatewayClientPool;
    gatewayWireLineRegistry: WireLineRegistry;
    gatewayHealthMonitor: HealthMonitor;
    gatewayHealthHistory: HealthHistory;
    gatewayLocalProcesses: LocalGateways;
    gatewayChanges: GatewayChanges;
    gatewaysConfig: GatewaysConfig;
    gatewayOidcTokens: OidcTokens;
  }

  interface EventMap {
    'gateway.registered': { gateway: string; endpoint: string; auth_mode: AuthMode; labels: Record<string, string> };
    'gateway.unregistered': { gateway: string };
    /** `changed`: the fields the update named; `connection_changed`: how the service reaches the gateway changed. */
    'gateway.updated': { gateway: string; changed: string[]; connection_changed: boolean };
    'gateway.unreachable': { gateway: string; previous_status: GatewayStatus; error: string | null };
    'gateway.recovered': { gateway: string; status: Exclude<GatewayStatus, 'unknown' | 'unreachable'>; version: string | null };
  }
}
