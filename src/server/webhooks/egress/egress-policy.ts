import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { refusedAddressKind } from './classify-address.js';

const MAX_URL_CHARS = 2048;
/** Bound on the addresses one name may resolve to that are checked (TigerBeetle: explicit limits). */
const MAX_ADDRESSES = 64;

/** Resolves a host name to its addresses; injectable so tests can play a rebinding resolver. */
export type ResolveHost = (host: string) => Promise<readonly string[]>;

export interface EgressPolicy {
  /** Development only: lets http and https reach loopback addresses (127.0.0.0/8, ::1, localhost). */
  readonly allowLoopback: boolean;
  readonly resolveHost: ResolveHost;
}

export const systemResolveHost: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

export function egressPolicy(options: Partial<EgressPolicy> = {}): EgressPolicy {
  return { allowLoopback: options.allowLoopback ?? false, resolveHost: options.resolveHost ?? systemResolveHost };
}

export type EgressCheck =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly message: string };

function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function addressRefusal(address: string, policy: EgressPolicy): string | undefined {
  const kind = refusedAddressKind(address);
  if (kind === undefined || (kind === 'Loopback' && policy.allowLoopback)) return undefined;
  return `Url must reach a public address; ${address} is ${kind} (see docs/webhooks.md, egress policy).`;
}

/**
 * What can be judged without the network: an absolute https URL (http only to loopback under
 * the development switch), no credentials or fragment, and a literal address outside every
 * refused range. The WHATWG parser has already turned decimal, octal, hex and short IPv4
 * spellings (`https://2130706433/`, `https://0177.1/`) into dotted form.
 */
export function checkEgressUrl(text: string, policy: EgressPolicy): EgressCheck {
  if (text.length > MAX_URL_CHARS) return { ok: false, message: `Url is longer than ${MAX_URL_CHARS} characters.` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: 'Url is not an absolute URL.' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, message: 'Url may not carry credentials.' };
  if (url.hash !== '') return { ok: false, message: 'Url may not carry a fragment.' };
  const host = bareHost(url.hostname);
  const loopbackName = host === 'localhost' || host.endsWith('.localhost');
  const literal = isIP(host) !== 0;
  const loopback = loopbackName || (literal && refusedAddressKind(host) === 'Loopback');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback && policy.allowLoopback))
    return { ok: false, message: 'Url must use https.' };
  if (loopbackName && !policy.allowLoopback)
    return { ok: false, message: `Url must reach a public address; ${host} is Loopback.` };
  if (literal) {
    const refusal = addressRefusal(host, policy);
    if (refusal !== undefined) return { ok: false, message: refusal };
  }
  return { ok: true, url: url.href };
}

/**
 * The network half, run at registration and again before every delivery (a name that
 * resolved to a public address yesterday may resolve to 169.254.169.254 today: DNS
 * rebinding). Every address the name resolves to must be allowed. A name that does not
 * resolve is `unresolved`: registration accepts it (the receiver's DNS may not exist yet),
 * a delivery fails its attempt and retries.
 */
export async function checkEgressTarget(
  text: string,
  policy: EgressPolicy,
): Promise<EgressCheck | { readonly ok: 'unresolved'; readonly url: string; readonly message: string }> {
  const first = checkEgressUrl(text, policy);
  if (!first.ok) return first;
  const host = bareHost(new URL(first.url).hostname);
  if (isIP(host) !== 0 || host === 'localhost' || host.endsWith('.localhost')) return first;
  let addresses: readonly string[];
  try {
    addresses = await policy.resolveHost(host);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    return {
      ok: 'unresolved',
      url: first.url,
      message: `Url host ${host} did not resolve (${String(code ?? 'error')}).`,
    };
  }
  if (addresses.length === 0)
    return { ok: 'unresolved', url: first.url, message: `Url host ${host} has no addresses.` };
  for (const address of addresses.slice(0, MAX_ADDRESSES)) {
    const refusal = addressRefusal(address, policy);
    if (refusal !== undefined) return { ok: false, message: refusal.replace('Url must', `Url host ${host} must`) };
  }
  return first;
}
