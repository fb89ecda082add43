import { type PluginApi, problems } from '@portcullis/core';
import { z } from 'zod';
import type { DiscoveryConfig } from './config.ts';
import { discoverBody, distinctDomains } from './domains.ts';
import { scanResultSchema, statusSchema } from './result.ts';

export function discoveryRoutes(api: PluginApi<DiscoveryConfig>): void {
  const config = api.config;

  // Global, not per gateway: no path parameter names one, so the caller's global role decides.
  api.route({
    method: 'POST',
    path: '/api/gateways/discover',
    aliases: ['/api/gateway/discover'],
    access: 'operator',
    tags: ['gateways'],
    summary: 'Scan DNS SRV records for gateways now.',
    description:
      "Looks up `_openshell._tcp.<domain>` for each configured domain, or for the body's `domains` (at most 20), and registers new targets unless SERVICE_DISCOVERY_AUTO_REGISTER is false. Answers the scan result, which also becomes the discovery status.",
    body: discoverBody,
    bodyOptional: true,
    response: scanResultSchema,
    handler: async (request) => {
      const domains = request.body?.domains ? distinctDomains(request.body.domains) : distinctDomains(config.domains);
      if (domains.length === 0) {
        throw problems.validation([{ path: 'body.domains', message: 'no domains are configured (SERVICE_DISCOVERY_DOMAINS); name the domains to scan' }]);
      }
      return request.resolve('gatewayDiscovery').scan(domains, 'manual');
    },
  });

  api.route({
    method: 'GET',
    path: '/api/gateways/discovery/status',
    aliases: ['/api/gateway/discovery/status'],
    access: 'viewer',
    tags: ['gateways'],
    summary: 'The result of the last discovery scan (manual or background), without scanning.',
    response: statusSchema.extend({ enabled: z.boolean(), interval_seconds: z.number().int() }),
    handler: async (request) => {
      const last = await request.resolve('gatewayDiscovery').lastScan();
      const settings = { enabled: config.enabled, interval_seconds: config.interval_seconds };
      if (last) return { ...last, ...settings };
      return {
        scanned_at: null,
        trigger: null,
        auto_register: config.auto_register,
        domains: distinctDomains(config.domains),
        found: 0,
        registered: 0,
        skipped: 0,
        candidates: [],
        domain_errors: [],
        ...settings,
      };
    },
  });
}
