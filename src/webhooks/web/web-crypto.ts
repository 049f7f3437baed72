import type { SignatureAlgorithm } from '../algorithms.js';
import type { Ed25519PublicJwk } from '../keys.js';

// WebCrypto (`globalThis.crypto.subtle`) primitives for the browser verifier: no Node modules,
// no Buffer. Available in browsers, Deno, Bun, Cloudflare Workers and Node 20+.

/** What verifies, without Node's KeyObject: the HMAC secret, or the Ed25519 public key as JWK or 32 raw bytes. */
export type WebVerificationKey =
  | { readonly alg: 'hmac-sha256'; readonly secret: string | Uint8Array }
  | { readonly alg: 'ed25519'; readonly publicKey: Ed25519PublicJwk | Uint8Array };

const ED25519_PUBLIC_KEY_BYTES = 32;

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (s === undefined) throw new Error('WebCrypto (crypto.subtle) is not available in this environment');
  return s;
}

/** A string is its UTF-8 bytes; copies into a fresh ArrayBuffer-backed view (what WebCrypto accepts). */
export function utf8OrBytes(input: string | Uint8Array | ArrayBuffer): Uint8Array<ArrayBuffer> {
  if (typeof input === 'string') return new TextEncoder().encode(input) as Uint8Array<ArrayBuffer>;
  const view = input instanceof Uint8Array ? input : new Uint8Array(input);
  const out = new Uint8Array(view.byteLength);
  out.set(view);
  return out;
}

async function verifyHmac(
  secret: string | Uint8Array,
  data: Uint8Array<ArrayBuffer>,
  sig: Uint8Array,
): Promise<boolean> {
  const bytes = utf8OrBytes(secret);
  // WebCrypto refuses a zero-length HMAC key; no acctos endpoint has an empty secret.
  if (bytes.byteLength === 0) return false;
  const key = await subtle().importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  // subtle.verify compares in constant time.
  return subtle().verify('HMAC', key, utf8OrBytes(sig), data);
}

async function verifyEd25519(
  publicKey: Ed25519PublicJwk | Uint8Array,
  data: Uint8Array<ArrayBuffer>,
  sig: Uint8Array,
): Promise<boolean> {
  const key =
    publicKey instanceof Uint8Array
      ? publicKey.byteLength === ED25519_PUBLIC_KEY_BYTES
        ? await subtle().importKey('raw', utf8OrBytes(publicKey), { name: 'Ed25519' }, false, ['verify'])
        : undefined
      : await subtle().importKey(
          'jwk',
          { kty: publicKey.kty, crv: publicKey.crv, x: publicKey.x },
          { name: 'Ed25519' },
          false,
          ['verify'],
        );
  if (key === undefined) return false;
  return subtle().verify({ name: 'Ed25519' }, key, utf8OrBytes(sig), data);
}

/** The WebCrypto signature check: same answers as the Node check (test/webhooks/web-differential). */
export async function webSignatureCheck(
  base: string,
  sig: Uint8Array,
  alg: SignatureAlgorithm,
  key: WebVerificationKey,
): Promise<boolean> {
  // The base is ASCII (buildSignatureBase refuses anything else), so UTF-8 encoding is ASCII.
  const data = utf8OrBytes(base);
  try {
    if (alg === 'hmac-sha256' && key.alg === 'hmac-sha256') return await verifyHmac(key.secret, data, sig);
    if (alg === 'ed25519' && key.alg === 'ed25519') return await verifyEd25519(key.publicKey, data, sig);
  } catch {
    return false; // an unusable key (bad JWK) does not verify
  }
  return false;
}

/** SHA-256 or SHA-512 digest bytes. */
export async function webDigest(algorithm: 'sha-256' | 'sha-512', content: Uint8Array): Promise<Uint8Array> {
  const name = algorithm === 'sha-256' ? 'SHA-256' : 'SHA-512';
  return new Uint8Array(await subtle().digest(name, utf8OrBytes(content)));
}

/** Equal bytes, comparing every byte (no early exit). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  let diff = 0;
  for (let i = 0; i < a.byteLength; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
