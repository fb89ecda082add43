// What the DNS-backed discovery tests share: dnsmasq (installed when missing; the tests fail where it cannot be),
// and a kernel with the gateways and discovery plugins asking that server for SRV records and for the
// addresses of their targets, outside local mode unless a test asks for it.

import { gatewayTestKernel } from '@portcullis/plugin-gateways/testing';
import { type Dnsmasq, type DnsmasqZone, requireDnsmasq, startDnsmasq, type TestKernel, type TestKernelOptions } from '@portcullis/testing';

export { auditRows, jsonColumn, rows } from '@portcullis/testing';

/** dnsmasq, installed when missing; a machine without it fails the DNS-backed tests. */
export function dnsmasq(): string {
  return requireDnsmasq('the DNS-backed discovery tests');
}

export function startZone(binary: string, zone: DnsmasqZone): Promise<Dnsmasq> {
  return startDnsmasq(binary, zone);
}

export interface DiscoveryKernelOptions extends Omit<TestKernelOptions, 'plugins'> {
  dns: Dnsmasq;
  localMode?: boolean;
}

export function discoveryKernel(options: DiscoveryKernelOptions): Promise<TestKernel> {
  const { dns, localMode = false, env = {}, ...rest } = options;
  return gatewayTestKernel({
    ...rest,
    plugins: ['discovery'],
    env: {
      SERVICE_LOCAL_MODE: String(localMode),
      SERVICE_DISCOVERY_RESOLVER: dns.address,
      SERVICE_DNS_SERVERS: dns.address,
      ...env,
    },
  });
}

/** Candidates of a scan result by host, as `[outcome, reason, name]`. */
export function outcomes(result: {
  candidates: Array<{ host: string; outcome: string; reason: string | null; name: string }>;
}): Record<string, [string, string | null, string]> {
  return Object.fromEntries(result.candidates.map((candidate) => [candidate.host, [candidate.outcome, candidate.reason, candidate.name]]));
}
