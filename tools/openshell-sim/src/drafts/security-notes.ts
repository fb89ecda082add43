// The gateway recomputes a chunk's security_notes itself (docs/openshell-0.0.md §d.2): one sentence per finding; any
// text means "flagged".
import { isIP } from 'node:net';
import { canonicalPorts } from '../policy/merge/endpoints.ts';
import { isPrivateAddress } from '../policy/validate.ts';
import type { NetworkPolicyRule } from '../state/types.ts';

const SERVICE_PORTS: Record<number, string> = {
  5432: 'PostgreSQL',
  3306: 'MySQL',
  6379: 'Redis',
  27017: 'MongoDB',
  9200: 'Elasticsearch',
  11211: 'Memcached',
  5672: 'AMQP',
};
const EPHEMERAL_FROM = 49152;

function cidrIsPrivate(cidr: string): boolean {
  return isPrivateAddress(cidr.split('/')[0] ?? '');
}

export function securityNotes(rule: NetworkPolicyRule): string {
  const notes: string[] = [];
  for (const endpoint of rule.endpoints ?? []) {
    const host = endpoint.host ?? '';
    if (isIP(host) && isPrivateAddress(host)) notes.push(`Host ${host} is a private or internal IP address.`);
    if (host.includes('*')) notes.push(`Host ${host} is a wildcard and matches many destinations.`);
    const ips = endpoint.allowed_ips ?? [];
    if (ips.some(cidrIsPrivate)) notes.push(`allowed_ips on ${host || 'the endpoint'} opens private address ranges.`);
    if (ips.length > 0 && !host) notes.push('allowed_ips is set on an endpoint without a host.');
    for (const port of canonicalPorts(endpoint)) {
      if (port > EPHEMERAL_FROM) notes.push(`Port ${port} is in the ephemeral range.`);
      const service = SERVICE_PORTS[port];
      if (service) notes.push(`Port ${port} is a well-known ${service} port; direct database or service access.`);
    }
    if (endpoint.allow_uninspected_credentials) {
      notes.push(`Endpoint ${host} allows credentials to pass without inspection.`);
    }
  }
  return [...new Set(notes)].join(' ');
}
