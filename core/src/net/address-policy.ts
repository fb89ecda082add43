import { formatIp, type IpAddress, inNetwork, parseIpAddress, unmapped } from './ip-address.ts';

// Addresses the service may not connect to outside local mode (docs/decisions.md §2 for gateway endpoints; the same
// rule guards webhook targets and identity providers): loopback, private (RFC 1918, ULA), link-local, CGNAT, multicast,
// unspecified, broadcast and reserved ranges, and the cloud metadata service. Every address is judged in its numeric
// form (ip-address.ts), and an IPv6 address that carries an IPv4 address (NAT64, 6to4, Teredo, IPv4-compatible or
// -translated) is judged by that IPv4 address too. The reason is given back so that a refusal says why.

interface Network {
  network: IpAddress;
  prefix: number;
}

interface Range extends Network {
  reason: string;
}

function network(cidr: string): Network {
  const [address, prefix] = cidr.split('/');
  return { network: parseIpAddress(address!)!, prefix: Number(prefix) };
}

const ranges = (table: Array<[string, string]>): Range[] => table.map(([cidr, reason]) => ({ ...network(cidr), reason }));
const contains = (range: Network, address: IpAddress) => inNetwork(address, range.network, range.prefix);
const reasonIn = (table: Range[], address: IpAddress) => table.find((range) => contains(range, address))?.reason ?? null;

// Checked first: the most specific reason wins over the range it lies in.
const METADATA = ranges([
  ['169.254.169.254/32', 'the cloud metadata service'],
  ['fd00:ec2::254/128', 'the cloud metadata service'],
]);

// IANA IPv4 special-purpose registry: every block that is not globally reachable; and multicast.
const IPV4 = ranges([
  ['255.255.255.255/32', 'broadcast'],
  ['0.0.0.0/8', 'unspecified ("this network")'],
  ['10.0.0.0/8', 'private (RFC 1918)'],
  ['100.64.0.0/10', 'carrier-grade NAT (RFC 6598)'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private (RFC 1918)'],
  ['192.0.0.0/24', 'reserved (IETF protocol assignments)'],
  ['192.0.2.0/24', 'reserved (documentation)'],
  ['192.88.99.0/24', 'reserved (6to4 relay anycast)'],
  ['192.168.0.0/16', 'private (RFC 1918)'],
  ['198.18.0.0/15', 'reserved (benchmarking)'],
  ['198.51.100.0/24', 'reserved (documentation)'],
  ['203.0.113.0/24', 'reserved (documentation)'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
]);

const IPV6_EXACT = ranges([
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
]);

// The IPv6 special-purpose blocks; anything outside 2000::/3 (global unicast) is refused as well.
const IPV6 = ranges([
  ['64:ff9b:1::/48', 'reserved (local-use NAT64)'],
  ['100::/64', 'reserved (discard)'],
  ['2001::/23', 'reserved (IETF protocol assignments, Teredo)'],
  ['2001:db8::/32', 'reserved (documentation)'],
  ['3fff::/20', 'reserved (documentation)'],
  ['fc00::/7', 'private (unique local)'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'reserved (site-local)'],
  ['ff00::/8', 'multicast'],
  // Last: the more specific blocks above lie inside it.
  ['::/8', 'reserved (IPv4-compatible, IPv4-translated)'],
]);

const GLOBAL_UNICAST = network('2000::/3');

const low32 = (value: bigint) => value & 0xffff_ffffn;

interface Embedding extends Network {
  /** With its article, for messages. */
  name: string;
  /** The IPv4 addresses inside. */
  ipv4: (value: bigint) => bigint[];
  /** With public IPv4 addresses inside, the address is public (else the IPv6 ranges decide). */
  publicWhenIpv4Is: boolean;
}

// IPv6 addresses that carry IPv4 addresses: traffic to them ends up at (or is relayed towards) those addresses.
const EMBEDDINGS: Embedding[] = [
  { ...network('::/96'), name: 'an IPv4-compatible', ipv4: (value) => [low32(value)], publicWhenIpv4Is: false },
  { ...network('::ffff:0:0:0/96'), name: 'an IPv4-translated', ipv4: (value) => [low32(value)], publicWhenIpv4Is: false },
  { ...network('64:ff9b::/96'), name: 'a NAT64', ipv4: (value) => [low32(value)], publicWhenIpv4Is: true },
  { ...network('2002::/16'), name: 'a 6to4', ipv4: (value) => [low32(value >> 80n)], publicWhenIpv4Is: true },
  // Teredo: the server's IPv4 address in clear, the client's XOR-ed with all ones.
  { ...network('2001::/32'), name: 'a Teredo', ipv4: (value) => [low32(value >> 64n), low32(~value)], publicWhenIpv4Is: false },
];

/** The IPv4 verdict of an IPv6 address that carries IPv4 addresses; undefined for one that carries none. */
function embeddedVerdict(address: IpAddress): string | null | undefined {
  const embedding = EMBEDDINGS.find((candidate) => contains(candidate, address));
  if (!embedding) return undefined;
  for (const value of embedding.ipv4(address.value)) {
    const ipv4: IpAddress = { family: 4, value };
    const reason = reasonIn(METADATA, ipv4) ?? reasonIn(IPV4, ipv4);
    if (reason) return `${reason} (${embedding.name} address embedding ${formatIp(ipv4)})`;
  }
  return embedding.publicWhenIpv4Is ? null : undefined;
}

/** Why an address may not be dialled outside local mode, or null for a public address. */
export function addressRefusal(given: IpAddress): string | null {
  const address = unmapped(given);
  const metadata = reasonIn(METADATA, address);
  if (metadata) return metadata;
  if (address.family === 4) return reasonIn(IPV4, address);
  const exact = reasonIn(IPV6_EXACT, address);
  if (exact) return exact;
  const embedded = embeddedVerdict(address);
  if (embedded !== undefined) return embedded;
  return reasonIn(IPV6, address) ?? (contains(GLOBAL_UNICAST, address) ? null : 'reserved (not global unicast)');
}

/** Why an address (any spelling) is not allowed, or null for a public address. */
export function restrictedReason(text: string): string | null {
  const address = parseIpAddress(text);
  return address ? addressRefusal(address) : 'not an IP address';
}

/** `localhost` and `*.localhost` always mean this machine (RFC 6761); they are judged without a lookup. */
export function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** Loopback by name or by address (api_key over plaintext is allowed only there). */
export function isLoopbackHost(host: string): boolean {
  if (isLocalhostName(host)) return true;
  const address = parseIpAddress(host);
  return address !== null && addressRefusal(address) === 'loopback';
}
