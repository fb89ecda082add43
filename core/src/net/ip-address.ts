// IP address literals in every spelling that a URL parser, gRPC or the system resolver (inet_aton) accepts, read
// to one numeric form. The private-address rule (address-policy.ts) only ever judges this form, so `2130706433`,
// `0x7f.1`, `0177.0.0.1`, `127.1`, `[::ffff:7f00:1]` and `[0:0:0:0:0:ffff:127.0.0.1]` are all one address to it:
// 127.0.0.1.

export interface IpAddress {
  family: 4 | 6;
  /** The address as an unsigned 32-bit (IPv4) or 128-bit (IPv6) integer. */
  value: bigint;
}

const MASK_32 = 0xffff_ffffn;
// The upper 96 bits of ::ffff:0:0/96: an IPv4 address written as IPv6, which a dual-stack socket dials as IPv4.
const MAPPED_PREFIX = 0xffffn;

/** A part of an inet_aton / WHATWG IPv4 address: hex (`0x7f`, `0x` is 0), octal (`0177`) or decimal. */
function ipv4Part(part: string): bigint | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return BigInt(`0x${part.slice(2) || '0'}`);
  if (/^0[0-7]*$/.test(part)) return BigInt(`0o${part.slice(1) || '0'}`);
  if (/^[1-9][0-9]*$/.test(part)) return BigInt(part);
  return null;
}

/** Labels of a host, without the one empty label a trailing dot leaves. */
function labels(host: string): string[] {
  const parts = host.split('.');
  if (parts.length > 1 && parts.at(-1) === '') parts.pop();
  return parts;
}

/**
 * The WHATWG URL rule "ends in a number": such a host is an IPv4 address in some spelling (or invalid), never a
 * name to look up. No top-level domain is numeric, so nothing legitimate is lost.
 */
export function endsInNumber(host: string): boolean {
  return /^(?:[0-9]+|0x[0-9a-f]*)$/i.test(labels(host).at(-1) ?? '');
}

/**
 * IPv4 in any inet_aton spelling: one to four parts, each decimal, octal or hex; the last part fills the bytes
 * left (`127.1` = 127.0.0.1, `2130706433` = 127.0.0.1). A trailing dot is allowed.
 */
export function parseIpv4(text: string): IpAddress | null {
  const parts = labels(text);
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers = parts.map(ipv4Part);
  if (numbers.some((number) => number === null)) return null;
  const last = numbers.pop()!;
  const leading = numbers as bigint[];
  if (leading.some((number) => number > 255n) || last >= 1n << BigInt(8 * (4 - leading.length))) return null;
  const value = leading.reduce((sum, number, i) => sum | (number << BigInt(8 * (3 - i))), last);
  return { family: 4, value };
}

/** Strict dotted decimal (the IPv4 tail of an IPv6 address allows no other spelling). */
function dottedQuad(text: string): bigint | null {
  const octet = '(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
  const match = new RegExp(`^${octet}\\.${octet}\\.${octet}\\.${octet}$`).exec(text);
  if (!match) return null;
  return match.slice(1).reduce((sum, octet) => (sum << 8n) | BigInt(octet), 0n);
}

/** The 16-bit groups of one side of `::`; the very last group may be a dotted IPv4 address (two groups). */
function groups(text: string, ipv4Tail: boolean): bigint[] | null {
  if (text === '') return [];
  const pieces = text.split(':');
  const result: bigint[] = [];
  for (const [i, piece] of pieces.entries()) {
    if (ipv4Tail && i === pieces.length - 1 && piece.includes('.')) {
      const ipv4 = dottedQuad(piece);
      if (ipv4 === null) return null;
      result.push(ipv4 >> 16n, ipv4 & 0xffffn);
    } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
      result.push(BigInt(`0x${piece}`));
    } else {
      return null;
    }
  }
  return result;
}

/** IPv6 in any RFC 4291 spelling: upper or lower case, leading zeros, `::` anywhere, a dotted IPv4 tail. */
export function parseIpv6(text: string): IpAddress | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const compressed = halves.length === 2;
  const head = groups(halves[0]!, !compressed);
  const tail = compressed ? groups(halves[1]!, true) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (compressed ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...new Array<bigint>(compressed ? missing : 0).fill(0n), ...tail];
  return { family: 6, value: all.reduce((sum, group) => (sum << 16n) | group, 0n) };
}

/** An IPv4-mapped IPv6 address is the IPv4 address; everything else is itself. */
export function unmapped(address: IpAddress): IpAddress {
  if (address.family === 6 && address.value >> 32n === MAPPED_PREFIX) return { family: 4, value: address.value & MASK_32 };
  return address;
}

/** An address in any spelling (IPv6 without brackets or zone), canonical: IPv4-mapped addresses become IPv4. */
export function parseIpAddress(text: string): IpAddress | null {
  const address = text.includes(':') ? parseIpv6(text) : parseIpv4(text);
  return address ? unmapped(address) : null;
}

export function formatIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups as `::` (the first on a tie). */
function formatIpv6(value: bigint): string {
  const hextets = [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => Number((value >> shift) & 0xffffn));
  let best = { start: -1, length: 1 };
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && hextets[start + length] === 0) length += 1;
    if (length > best.length) best = { start, length };
  }
  const text = (part: number[]) => part.map((hextet) => hextet.toString(16)).join(':');
  if (best.start < 0) return text(hextets);
  return `${text(hextets.slice(0, best.start))}::${text(hextets.slice(best.start + best.length))}`;
}

/** The canonical text: dotted decimal for IPv4, RFC 5952 for IPv6. */
export function formatIp(address: IpAddress): string {
  return address.family === 4 ? formatIpv4(address.value) : formatIpv6(address.value);
}

/** Whether `address` lies in `network`/`prefix` (same family). */
export function inNetwork(address: IpAddress, network: IpAddress, prefix: number): boolean {
  if (address.family !== network.family) return false;
  const shift = BigInt((address.family === 4 ? 32 : 128) - prefix);
  return address.value >> shift === network.value >> shift;
}
