import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { REFUSED_RANGES, type RefusedAddressKind } from './address-ranges.js';

const LISTS: ReadonlyArray<{ kind: RefusedAddressKind; list: BlockList }> = (() => {
  const byKind = new Map<RefusedAddressKind, BlockList>();
  for (const r of REFUSED_RANGES) {
    const list = byKind.get(r.kind) ?? new BlockList();
    list.addSubnet(r.network, r.prefix, r.family);
    byKind.set(r.kind, list);
  }
  return [...byKind].map(([kind, list]) => ({ kind, list }));
})();

/** The eight 16-bit groups of an IPv6 address (which `isIPv6` has accepted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] !== undefined) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(zeros).fill('0'), ...right].map((g) => Number.parseInt(g, 16));
}

function ipv4FromGroups(hi: number, lo: number): string {
  return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
}

/**
 * An IPv4 address carried inside an IPv6 one, which reaches the same host: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
export function embeddedIpv4(address: string): string | undefined {
  if (!isIPv6(address)) return undefined;
  const g = ipv6Groups(address);
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = g;
  const upperZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (upperZero && (g5 === 0xffff || (g5 === 0 && (g6 !== 0 || g7 > 1)))) return ipv4FromGroups(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4FromGroups(g6, g7);
  if (g0 === 0x2002) return ipv4FromGroups(g1 ?? 0, g2 ?? 0);
  return undefined;
}

/**
 * Why an IP address may not receive webhooks, or undefined when it is a public unicast
 * address. Every spelling the URL parser or a resolver can produce lands here as a
 * canonical address; addresses that embed an IPv4 one are judged by it as well.
 */
export function refusedAddressKind(address: string): RefusedAddressKind | undefined {
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
  if (family === undefined) return 'Reserved';
  for (const { kind, list } of LISTS) if (list.check(address, family)) return kind;
  const inner = embeddedIpv4(address);
  return inner === undefined ? undefined : refusedAddressKind(inner);
}
