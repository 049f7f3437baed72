import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { toBytes } from './bytes.js';

/** A public Ed25519 key as published in the JWKS (spec part 6.4). */
export interface Ed25519PublicJwk {
  readonly kty: 'OKP';
  readonly crv: 'Ed25519';
  readonly x: string;
  readonly kid?: string;
  readonly use?: 'sig';
  readonly alg?: 'EdDSA';
}

/** A private Ed25519 JWK (`d` present). */
export interface Ed25519PrivateJwk extends Ed25519PublicJwk {
  readonly d: string;
}

/** What signs: an HMAC secret, or an Ed25519 private key (KeyObject, PKCS#8 PEM or JWK). */
export type SigningKey =
  | { readonly alg: 'hmac-sha256'; readonly keyId: string; readonly secret: string | Uint8Array }
  | { readonly alg: 'ed25519'; readonly keyId: string; readonly privateKey: KeyObject | string | Ed25519PrivateJwk };

/** What verifies: the same HMAC secret, or the Ed25519 public key. */
export type VerificationKey =
  | { readonly alg: 'hmac-sha256'; readonly secret: string | Uint8Array }
  | { readonly alg: 'ed25519'; readonly publicKey: KeyObject | string | Ed25519PublicJwk };

/**
 * HMAC key bytes. A string secret is used as its UTF-8 bytes exactly as issued (the same
 * convention as the API's request signing); pass bytes to use a decoded key (RFC 9421 B.1.5).
 */
export function hmacKeyBytes(secret: string | Uint8Array): Uint8Array {
  return toBytes(secret);
}

export function ed25519PrivateKey(key: KeyObject | string | Ed25519PrivateJwk): KeyObject {
  if (typeof key === 'string') return createPrivateKey(key);
  if ('d' in key && typeof key.d === 'string') return createPrivateKey({ key: { ...key }, format: 'jwk' });
  return key as KeyObject;
}

export function ed25519PublicKey(key: KeyObject | string | Ed25519PublicJwk): KeyObject {
  if (typeof key === 'string') return createPublicKey(key);
  if ('kty' in key && typeof key.kty === 'string') {
    return createPublicKey({ key: { kty: key.kty, crv: key.crv, x: key.x }, format: 'jwk' });
  }
  const obj = key as KeyObject;
  return obj.type === 'private' ? createPublicKey(obj) : obj;
}
