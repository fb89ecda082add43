// Where an exposed service is reached through the gateway. Upstream routes by host name (a wildcard domain); the
// simulator has none, so its URLs route by path on the gateway's own address.
import type { Gateway } from '../state/gateway.ts';
import type { ServiceRecord } from '../state/services.ts';

export function serviceUrl(gateway: Gateway, service: ServiceRecord): string {
  const { host, tls } = gateway.options;
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host;
  const authority = reachable.includes(':') ? `[${reachable}]:${gateway.boundPort}` : `${reachable}:${gateway.boundPort}`;
  const name = service.name || '_';
  return `${tls ? 'https' : 'http'}://${authority}/services/${encodeURIComponent(service.workspace)}/${encodeURIComponent(service.sandbox)}/${encodeURIComponent(name)}/`;
}
