import type { AlgKey, KeyResolverOf } from './verify-core.js';

// The crypto-free part of JWKS handling (document shape, parsing, the remote cache), shared by
// the Node module (jwks.ts) and the browser verifier (web/).

/** A JWKS entry as the service publishes it (spec part 6.4). */
export interface JwksKey {
  readonly kty: 'OKP';
  readonly crv: 'Ed25519';
  readonly use: 'sig';
  readonly alg: 'EdDSA';
  readonly kid: string;
  readonly x: string;
}

export interface Jwks {
  readonly keys: readonly JwksKey[];
}

export const MAX_JWKS_KEYS = 64;

function isJwksKey(value: unknown): value is JwksKey {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.kty === 'OKP' &&
    v.crv === 'Ed25519' &&
    typeof v.kid === 'string' &&
    typeof v.x === 'string' &&
    (v.use === undefined || v.use === 'sig')
  );
}

/** Parses a JWKS document, keeping only usable Ed25519 signing keys. */
export function parseJwks(value: unknown): Jwks {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { keys?: unknown }).keys))
    return { keys: [] };
  const keys = (value as { keys: unknown[] }).keys.slice(0, MAX_JWKS_KEYS).filter(isJwksKey);
  return { keys: keys.map((k) => ({ kty: 'OKP', crv: 'Ed25519', use: 'sig', alg: 'EdDSA', kid: k.kid, x: k.x })) };
}

export interface RemoteJwksOptions {
  readonly url: string;
  readonly fetch?: typeof fetch;
  /** Cache lifetime; the spec asks for a short TTL. Default 5 minutes. */
  readonly ttl_ms?: number;
  /** An unknown kid refetches at most this often (rotation pick-up). Default 10 s. */
  readonly minRefresh_ms?: number;
  readonly now?: () => number;
}

/**
 * Resolves keyids against a JWKS URL with a short-lived cache; an unknown kid triggers one
 * refetch (rate-limited), so a rotated key is picked up without pinning. `fromJwks` turns a
 * fetched document into a resolver of the caller's key type.
 */
export function remoteJwksResolverOf<K extends AlgKey>(
  options: RemoteJwksOptions,
  fromJwks: (jwks: Jwks) => KeyResolverOf<K>,
): KeyResolverOf<K> {
  const doFetch = options.fetch ?? fetch;
  const ttl = options.ttl_ms ?? 300_000;
  const minRefresh = options.minRefresh_ms ?? 10_000;
  const now = options.now ?? Date.now;
  const none: KeyResolverOf<K> = () => undefined;
  let cached: { resolve: KeyResolverOf<K>; at: number } | undefined;
  const load = async (): Promise<KeyResolverOf<K>> => {
    try {
      const res = await doFetch(options.url, { headers: { accept: 'application/json' } });
      if (!res.ok) return cached?.resolve ?? none;
      cached = { resolve: fromJwks(parseJwks(await res.json())), at: now() };
      return cached.resolve;
    } catch {
      return cached?.resolve ?? none; // keep serving the last good set through an outage
    }
  };
  return async (keyid, alg) => {
    const resolve = cached !== undefined && now() - cached.at < ttl ? cached.resolve : await load();
    const key = await resolve(keyid, alg);
    if (key !== undefined || (cached !== undefined && now() - cached.at < minRefresh)) return key;
    return (await load())(keyid, alg);
  };
}
