import { isDnsServerList, setting } from '@portcullis/core';
import { z } from 'zod';
import { DOMAIN_RULE, normaliseDomain } from './domains.ts';

// Settings of the discovery plugin (namespace `discovery`: SERVICE_DISCOVERY_*), named by the spec and
// docs/decisions.md §11.

export const discoveryConfigSchema = z
  .object({
    enabled: setting.bool(
      false,
      'Run a discovery scan of SERVICE_DISCOVERY_DOMAINS in the background every SERVICE_DISCOVERY_INTERVAL_SECONDS (on one replica at a time). Manual scans (POST /api/gateways/discover) work either way.',
    ),
    domains: setting
      .list(
        [],
        'Domains (comma-separated) whose `_openshell._tcp.<domain>` SRV records are scanned; each (host, port) target is a candidate gateway. Required when discovery is enabled.',
      )
      .refine((domains) => domains.every((domain) => normaliseDomain(domain) !== null), `each domain must be ${DOMAIN_RULE}`),
    default_scheme: setting.oneOf(['https', 'http'], 'https', 'Scheme of endpoints derived from SRV targets: https (TLS) or http (plaintext h2c).'),
    auto_register: setting.bool(
      true,
      'Register the gateways a scan finds (auth mode none, labels source=discovery and domain=<domain>); false: scans only report them.',
    ),
    resolver: setting
      .optionalString(
        "DNS server (`ip` or `ip:port`, IPv6 as `[ip]:port`) asked for SRV records. Unset: the system's DNS servers. Host names of the targets are resolved like every outbound host (SERVICE_DNS_SERVERS).",
      )
      .refine((server) => server === undefined || isDnsServerList([server]), 'must be an IP address, optionally with :port (IPv6 as [address]:port)'),
    interval_seconds: setting.int(300, 'Seconds between the end of one background scan and the start of the next.', { min: 1, max: 86_400 }),
    resolver_timeout_seconds: setting.int(5, 'How long the SRV lookup of one domain may take before that domain counts as failed in the scan.', {
      min: 1,
      max: 60,
    }),
  })
  .superRefine((config, context) => {
    if (config.enabled && config.domains.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['domains'],
        message: 'names no domain to scan, but background discovery is enabled (SERVICE_DISCOVERY_ENABLED)',
      });
    }
  });

export type DiscoveryConfig = z.output<typeof discoveryConfigSchema>;
