// Which addresses providers and webhooks may connect to. An address is checked in every form that can reach an IPv4
// host (IPv4-mapped `::ffff:127.0.0.1`, written `::ffff:7f00:1` once a URL is parsed; NAT64 `64:ff9b::7f00:1`;
// 6to4 `2002:7f00:1::`) by Node's BlockList, which parses every IPv6 spelling and matches IPv4-mapped addresses
// against IPv4 ranges itself. docs/security.md lists the ranges.
import { BlockList, isIP } from 'node:net';

/** IPv4 ranges that reach the server itself or a private network, never a public host. */
export const REFUSED_IPV4: readonly (readonly [base: string, bits: number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT, some clouds' metadata)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking networks
  ['224.0.0.0', 3], // multicast, reserved and broadcast
];

/** IPv6 ranges refused whatever address follows their prefix. */
export const REFUSED_IPV6: readonly (readonly [base: string, bits: number])[] = [
  ['::', 96], // unspecified, loopback, and the deprecated IPv4-compatible ::a.b.c.d
  ['::ffff:0:0:0', 96], // IPv4-translated
  ['64:ff9b:1::', 48], // NAT64 for local use
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['fc00::', 7], // unique-local (fd00:ec2::254 is a cloud's metadata)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, deprecated
  ['ff00::', 8], // multicast
];

/** The two 16-bit groups of an IPv4 address, as 6to4 writes it after `2002:`. */
function groupsOf(v4: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
  return `${(a * 256 + b).toString(16)}:${(c * 256 + d).toString(16)}`;
}

const refusedRanges = new BlockList();
for (const [base, bits] of REFUSED_IPV4) {
  refusedRanges.addSubnet(base, bits, 'ipv4');
  // The same IPv4 range reached through a translator: NAT64 carries it in the last 32 bits, 6to4 after 2002:.
  refusedRanges.addSubnet(`64:ff9b::${base}`, 96 + bits, 'ipv6');
  refusedRanges.addSubnet(`2002:${groupsOf(base)}::`, 16 + bits, 'ipv6');
}
for (const [base, bits] of REFUSED_IPV6) refusedRanges.addSubnet(base, bits, 'ipv6');

/** Whether `list` holds `address`; `otherwise` for something the list cannot read as an address. */
function holds(list: BlockList, address: string, otherwise: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return otherwise;
  try {
    return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  } catch {
    return otherwise;
  }
}

/** Whether an address reaches the server itself or a private network; anything not an address counts as private. */
export function isPrivateAddress(address: string): boolean {
  return holds(refusedRanges, address, true);
}

/**
 * Which private addresses a deployment lets providers call: none (`false`), all (`true`), or those an operator's
 * allow-list names (a function of the address).
 */
export type PrivateAllowance = boolean | ((address: string) => boolean);

/**
 * The operator's allow-list (`OUTBOUND_ALLOW`): addresses, ranges in CIDR notation (IPv4 or IPv6), or `*` for every
 * private address. An IPv4 entry also covers that address written IPv4-mapped, which is the same host; entries that
 * are not addresses name nothing.
 */
export function outboundAllowList(entries: readonly string[]): PrivateAllowance {
  if (entries.includes('*')) return true;
  const allowed = new BlockList();
  let named = false;
  for (const entry of entries) {
    const [written = '', bits] = entry.toLowerCase().split('/');
    const base = written.replace(/^\[|\]$/g, '');
    const family = isIP(base);
    if (family === 0) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    try {
      if (bits === undefined) allowed.addAddress(base, type);
      else allowed.addSubnet(base, Number(bits), type);
    } catch {
      throw new Error(`OUTBOUND_ALLOW: ${entry} is not an address or a range of addresses`);
    }
    named = true;
  }
  return named && ((address) => holds(allowed, address, false));
}
