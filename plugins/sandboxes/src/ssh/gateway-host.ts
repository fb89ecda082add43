import { BlockList, isIP } from 'node:net';
import type { GatewayRecord } from '@portcullis/plugin-gateways';

// CreateSshSession reports the gateway's raw bind address (docs/openshell-0.0.md §g.5): 0.0.0.0 in container and Helm
// deployments, 127.0.0.1 for a package install. Neither reaches the gateway from where the user sits. Upstream
// clients replace a zero or loopback address with the host *and port* of the URL they used to reach the gateway
// (NVIDIA/OpenShell crates/openshell-core/src/forward.rs, `resolve_ssh_gateway`): the bind port is as unreachable as
// the bind host when the gateway sits behind a published container port. For Portcullis that URL is the registered
// endpoint. Unlike upstream we always take the registered host (upstream keeps a reported 127.0.0.1 when the endpoint
// is `localhost`): it is the name Portcullis verifies the gateway's TLS certificate against, so the one that works.

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

export interface ReachableAddress {
  host: string;
  port: number;
  /** The host the gateway reported, when the address was replaced; null when it was the gateway's to give. */
  rewrittenFrom: string | null;
}

/** Where a user can reach the gateway for SSH, given the address CreateSshSession reported. */
export function reachableGatewayAddress(reported: { host: string; port: number }, gateway: GatewayRecord): ReachableAddress {
  if (!isZeroOrLoopback(reported.host)) return { ...reported, rewrittenFrom: null };
  const registered = { host: sessionHost(gateway), port: gateway.port };
  const unchanged = registered.host === reported.host && registered.port === reported.port;
  return { ...registered, rewrittenFrom: unchanged ? null : reported.host };
}
