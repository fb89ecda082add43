import { type IpAddress, inNetwork, parseIpAddress } from '@portcullis/core';

export interface Network {
  network: IpAddress;
  prefix: number;
}

/** `10.0.0.0/8`, `fd00::/8`, or a single address (`192.0.2.7` = /32, `::1` = /128); null when it is none of these. */
export function parseCidr(text: string): Network | null {
  const [address, prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0 || !address) return null;
  const network = parseIpAddress(address);
  if (!network) return null;
  const bits = network.family === 4 ? 32 : 128;
  if (prefixText === undefined) return { network, prefix: bits };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { network, prefix: Number(prefixText) };
}

/** Whether an address (any spelling; IPv4-mapped IPv6 counts as IPv4) lies in one of the networks. */
export function inAnyNetwork(address: string, networks: Network[]): boolean {
  const parsed = parseIpAddress(address);
  return parsed !== null && networks.some((range) => inNetwork(parsed, range.network, range.prefix));
}
