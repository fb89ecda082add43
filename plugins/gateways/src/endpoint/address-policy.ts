import { BlockList, isIP } from 'node:net';

// Addresses a registered gateway may not point at outside local mode (decisions §2): loopback, private (RFC 1918,
// ULA), link-local, CGNAT, multicast, unspecified and reserved ranges. The names of the ranges are given back so
// that a refusal says why.

const IPV4_RANGES: Array<[string, number, string]> = [
  ['0.0.0.0', 8, 'unspecified ("this network")'],
  ['10.0.0.0', 8, 'private (RFC 1918)'],
  ['100.64.0.0', 10, 'carrier-grade NAT (RFC 6598)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private (RFC 1918)'],
  ['192.0.0.0', 24, 'reserved (IETF protocol assignments)'],
  ['192.0.2.0', 24, 'reserved (documentation)'],
  ['192.88.99.0', 24, 'reserved (6to4 relay anycast)'],
  ['192.168.0.0', 16, 'private (RFC 1918)'],
  ['198.18.0.0', 15, 'reserved (benchmarking)'],
  ['198.51.100.0', 24, 'reserved (documentation)'],
  ['203.0.113.0', 24, 'reserved (documentation)'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const IPV6_RANGES: Array<[string, number, string]> = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['::', 96, 'reserved (IPv4-compatible)'],
  ['64:ff9b:1::', 48, 'reserved (local-use NAT64)'],
  ['100::', 64, 'reserved (discard)'],
  ['2001::', 23, 'reserved (IETF protocol assignments)'],
  ['2001:db8::', 32, 'reserved (documentation)'],
  ['fc00::', 7, 'private (unique local)'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'reserved (site-local)'],
  ['ff00::', 8, 'multicast'],
];

function blockList(ranges: Array<[string, number, string]>, family: 'ipv4' | 'ipv6'): Array<{ list: BlockList; reason: string }> {
  return ranges.map(([network, prefix, reason]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return { list, reason };
  });
}

const V4 = blockList(IPV4_RANGES, 'ipv4');
const V6 = blockList(IPV6_RANGES, 'ipv6');

/** An IPv4 address hidden in an IPv6 one (`::ffff:10.0.0.5`) is judged as the IPv4 address. */
function embeddedIpv4(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Why an address is not allowed, or null for a public address. */
export function restrictedReason(address: string): string | null {
  const family = isIP(address);
  if (family === 4) return V4.find(({ list }) => list.check(address, 'ipv4'))?.reason ?? (address === '255.255.255.255' ? 'broadcast' : null);
  if (family !== 6) return 'not an IP address';
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return restrictedReason(v4);
  return V6.find(({ list }) => list.check(address, 'ipv6'))?.reason ?? null;
}

/** `*.svc.cluster.local` names only resolve inside the cluster; they are always allowed and never resolved here. */
export function isClusterLocal(host: string): boolean {
  return /^[a-z0-9.-]+\.svc\.cluster\.local$/.test(host);
}
