import { definePlugin } from '@portcullis/core';
import './types.ts';
import { discoveryConfigSchema } from './config.ts';
import { distinctDomains } from './domains.ts';
import { discoveryMigrations } from './migrations.ts';
import { discoveryRoutes } from './routes.ts';
import { GatewayDiscovery } from './scanner.ts';
import { DiscoveryStatus } from './status.ts';

export type { Candidate, Outcome, ScanResult, SkipReason, Trigger } from './result.ts';
export type { GatewayDiscovery } from './scanner.ts';

export default definePlugin({
  id: 'discovery',
  description: 'Gateway discovery from DNS SRV records (_openshell._tcp.<domain>): manual and background scans, auto-registration.',
  dependsOn: ['gateways'],
  config: { namespace: 'discovery', schema: discoveryConfigSchema },
  entities: [DiscoveryStatus],
  migrations: discoveryMigrations,
  register(api) {
    const config = api.config;
    const intervalMs = config.interval_seconds * 1000;
    api.provide(
      'gatewayDiscovery',
      (s) =>
        new GatewayDiscovery({
          registry: s.gatewayRegistry,
          registration: s.gatewayRegistration,
          database: s.database,
          audit: s.audit,
          clock: s.clock,
          settings: {
            scheme: config.default_scheme,
            autoRegister: config.auto_register,
            srv: { server: config.resolver ?? null, timeoutMs: config.resolver_timeout_seconds * 1000 },
          },
        }),
    );
    discoveryRoutes(api);
    api.task({
      id: 'discovery.scan',
      every: intervalMs,
      timeout: '10m',
      scope: 'global',
      enabled: config.enabled,
      run: async ({ resolve, signal }) => {
        await resolve('gatewayDiscovery').scan(distinctDomains(config.domains), 'background', signal);
      },
    });
  },
});
