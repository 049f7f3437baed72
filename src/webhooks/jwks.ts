import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { toBase64Url } from './bytes.js';
import {
  type Jwks,
  type JwksKey,
  MAX_JWKS_KEYS,
  type RemoteJwksOptions,
  remoteJwksResolverOf,
} from './jwks-document.js';
import { type Ed25519PrivateJwk, type Ed25519PublicJwk, ed25519PublicKey, type VerificationKey } from './keys.js';
import type { KeyResolver } from './verify.js';

export { type Jwks, type JwksKey, parseJwks, type RemoteJwksOptions } from './jwks-document.js';

/** RFC 7638 JWK thumbprint (SHA-256, base64url) of an Ed25519 public key. */
export function jwkThumbprint(jwk: Pick<Ed25519PublicJwk, 'crv' | 'kty' | 'x'>): string {
  // Required members only, lexicographic order, no whitespace (RFC 7638 section 3.2).
  const canonical = `{"crv":"${jwk.crv}","kty":"${jwk.kty}","x":"${jwk.x}"}`;
  return toBase64Url(new Uint8Array(createHash('sha256').update(canonical, 'utf8').digest()));
}

/** The `x` coordinate (base64url) of an Ed25519 public or private key. */
export function ed25519X(key: KeyObject | string | Ed25519PublicJwk | Ed25519PrivateJwk): string {
  // createPublicKey derives the public half from a private PEM or KeyObject.
  const jwk = ed25519PublicKey(key).export({ format: 'jwk' });
  if (jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') throw new TypeError('not an Ed25519 key');
  return jwk.x;
}

/** The JWKS entry of a key; `kid` defaults to the RFC 7638 thumbprint. */
export function toJwksKey(key: KeyObject | string | Ed25519PublicJwk | Ed25519PrivateJwk, kid?: string): JwksKey {
  const x = ed25519X(key);
  return {
    kty: 'OKP',
    crv: 'Ed25519',
    use: 'sig',
    alg: 'EdDSA',
    kid: kid ?? jwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x }),
    x,
  };
}

/** A JWKS document from a list of keys (each with its kid). */
export function createJwks(
  keys: readonly { readonly key: KeyObject | string | Ed25519PublicJwk; readonly kid: string }[],
): Jwks {
  return { keys: keys.slice(0, MAX_JWKS_KEYS).map((k) => toJwksKey(k.key, k.kid)) };
}

export interface GeneratedSigningKey {
  readonly kid: string;
  readonly privateKey: KeyObject;
  /** PKCS#8 PEM, for storage (encrypt it at rest). */
  readonly privateKeyPem: string;
  readonly jwk: JwksKey;
}

/** A fresh Ed25519 key pair; the kid is its thumbprint unless given. */
export function generateEd25519SigningKey(kid?: string): GeneratedSigningKey {
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = toJwksKey(privateKey, kid);
  return {
    kid: jwk.kid,
    privateKey,
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    jwk,
  };
}

/** A key resolver over a fixed JWKS: keyid -> Ed25519 public key (imported once). */
export function jwksKeyResolver(jwks: Jwks): KeyResolver {
  const byKid = new Map<string, VerificationKey>();
  for (const entry of jwks.keys.slice(0, MAX_JWKS_KEYS)) {
    try {
      byKid.set(entry.kid, { alg: 'ed25519', publicKey: ed25519PublicKey(entry) });
    } catch {
      // an unusable entry resolves as unknown
    }
  }
  return (keyid) => byKid.get(keyid);
}

/**
 * Resolves keyids against a JWKS URL with a short-lived cache; an unknown kid triggers one
 * refetch (rate-limited), so a rotated key is picked up without pinning.
 */
export function remoteJwksKeyResolver(options: RemoteJwksOptions): KeyResolver {
  return remoteJwksResolverOf(options, jwksKeyResolver);
}
