/**
 * Address ranges a webhook may never reach (IANA special-purpose registries, RFC 6890 and
 * RFC 6890's IPv6 table). Each names why it is refused, so a refusal explains itself.
 */
export type RefusedAddressKind =
  | 'Unspecified'
  | 'Loopback'
  | 'Private'
  | 'SharedAddressSpace'
  | 'LinkLocal'
  | 'UniqueLocal'
  | 'Multicast'
  | 'Broadcast'
  | 'Reserved'
  | 'Documentation'
  | 'Benchmarking';

export interface AddressRange {
  readonly family: 'ipv4' | 'ipv6';
  readonly network: string;
  readonly prefix: number;
  readonly kind: RefusedAddressKind;
}

export const REFUSED_RANGES: readonly AddressRange[] = [
  // The most specific first: a kind is named by the first range that holds the address.
  { family: 'ipv4', network: '255.255.255.255', prefix: 32, kind: 'Broadcast' },
  { family: 'ipv4', network: '0.0.0.0', prefix: 8, kind: 'Unspecified' },
  { family: 'ipv4', network: '10.0.0.0', prefix: 8, kind: 'Private' },
  { family: 'ipv4', network: '100.64.0.0', prefix: 10, kind: 'SharedAddressSpace' },
  { family: 'ipv4', network: '127.0.0.0', prefix: 8, kind: 'Loopback' },
  { family: 'ipv4', network: '169.254.0.0', prefix: 16, kind: 'LinkLocal' },
  { family: 'ipv4', network: '172.16.0.0', prefix: 12, kind: 'Private' },
  { family: 'ipv4', network: '192.0.0.0', prefix: 24, kind: 'Reserved' },
  { family: 'ipv4', network: '192.0.2.0', prefix: 24, kind: 'Documentation' },
  { family: 'ipv4', network: '192.168.0.0', prefix: 16, kind: 'Private' },
  { family: 'ipv4', network: '198.18.0.0', prefix: 15, kind: 'Benchmarking' },
  { family: 'ipv4', network: '198.51.100.0', prefix: 24, kind: 'Documentation' },
  { family: 'ipv4', network: '203.0.113.0', prefix: 24, kind: 'Documentation' },
  { family: 'ipv4', network: '224.0.0.0', prefix: 4, kind: 'Multicast' },
  { family: 'ipv4', network: '240.0.0.0', prefix: 4, kind: 'Reserved' },
  { family: 'ipv6', network: '::', prefix: 128, kind: 'Unspecified' },
  { family: 'ipv6', network: '::1', prefix: 128, kind: 'Loopback' },
  { family: 'ipv6', network: '100::', prefix: 64, kind: 'Reserved' },
  { family: 'ipv6', network: '2001:db8::', prefix: 32, kind: 'Documentation' },
  { family: 'ipv6', network: 'fc00::', prefix: 7, kind: 'UniqueLocal' },
  { family: 'ipv6', network: 'fe80::', prefix: 10, kind: 'LinkLocal' },
  { family: 'ipv6', network: 'fec0::', prefix: 10, kind: 'Reserved' },
  { family: 'ipv6', network: 'ff00::', prefix: 8, kind: 'Multicast' },
];
