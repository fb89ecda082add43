import { BlockList, isIP } from 'node:net';
import type { GatewayRecord } from '@portcullis/plugin-gateways';

// CreateSshSession reports the gateway's raw bind address (contract §g.5): 0.0.0.0 in container and Helm
// deployments, 127.0.0.1 for a package install. Neither reaches the gateway from where the user sits. Upstream
// clients replace a zero or loopback address with the host they used to reach the gateway; for Portcullis that is
// the host of the registered endpoint.

const UNREACHABLE = new BlockList();
UNREACHABLE.addAddress('0.0.0.0', 'ipv4');
UNREACHABLE.addSubnet('127.0.0.0', 8, 'ipv4');
UNREACHABLE.addAddress('::', 'ipv6');
UNREACHABLE.addAddress('::1', 'ipv6');

function isZeroOrLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare.toLowerCase() === 'localhost') return true;
  const family = isIP(bare);
  return family !== 0 && UNREACHABLE.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** The endpoint's host as the session's `gateway_host` spells it (IPv6 in brackets). */
function sessionHost(gateway: GatewayRecord): string {
  return isIP(gateway.host) === 6 ? `[${gateway.host}]` : gateway.host;
}

/** The host a user can reach the gateway at, and what the gateway reported when that had to be replaced. */
export function reachableGatewayHost(reported: string, gateway: GatewayRecord): { host: string; rewrittenFrom: string | null } {
  const registered = sessionHost(gateway);
  if (!isZeroOrLoopback(reported) || reported === registered) return { host: reported, rewrittenFrom: null };
  return { host: registered, rewrittenFrom: reported };
}
