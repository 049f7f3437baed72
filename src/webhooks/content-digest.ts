import { createHash, timingSafeEqual } from 'node:crypto';
import { type Dictionary, parseDictionary, serializeDictionary } from 'structured-headers';
import { type BytesLike, toArrayBuffer, toBytes } from './bytes.js';

import { DIGEST_ALGORITHMS, type DigestAlgorithm, type DigestCheck } from './content-digest-types.js';

export { DIGEST_ALGORITHMS, type DigestAlgorithm, type DigestCheck } from './content-digest-types.js';

const NODE_HASH: Record<DigestAlgorithm, string> = { 'sha-256': 'sha256', 'sha-512': 'sha512' };

/** Raw digest bytes of content under one algorithm. */
export function digestBytes(content: BytesLike, algorithm: DigestAlgorithm = 'sha-256'): Uint8Array {
  return new Uint8Array(createHash(NODE_HASH[algorithm]).update(toBytes(content)).digest());
}

/**
 * The Content-Digest field value (RFC 9530 section 2) over the content bytes as sent,
 * e.g. `sha-256=:X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=:`.
 */
export function contentDigest(content: BytesLike, algorithms: readonly DigestAlgorithm[] = ['sha-256']): string {
  const members: Dictionary = new Map();
  for (const alg of algorithms.slice(0, DIGEST_ALGORITHMS.length)) {
    members.set(alg, [toArrayBuffer(digestBytes(content, alg)), new Map()]);
  }
  return serializeDictionary(members);
}

function isDigestAlgorithm(key: string): key is DigestAlgorithm {
  return (DIGEST_ALGORITHMS as readonly string[]).includes(key);
}

/**
 * Checks a received Content-Digest against the received content (RFC 9421 section 7.2.8 requires
 * the recomputation). Every member with an active algorithm must match; members with
 * deprecated or unknown algorithms are ignored, and at least one active member is required.
 */
export function verifyContentDigest(fieldValue: string | null | undefined, content: BytesLike): DigestCheck {
  if (fieldValue === null || fieldValue === undefined || fieldValue.trim() === '') {
    return { ok: false, reason: 'malformed-digest' };
  }
  let dict: ReturnType<typeof parseDictionary>;
  try {
    dict = parseDictionary(fieldValue);
  } catch {
    return { ok: false, reason: 'malformed-digest' };
  }
  const checked: DigestAlgorithm[] = [];
  for (const [key, member] of dict) {
    if (!isDigestAlgorithm(key)) continue;
    const value = member[0];
    if (!(value instanceof ArrayBuffer)) return { ok: false, reason: 'malformed-digest' };
    const expected = digestBytes(content, key);
    const received = new Uint8Array(value);
    if (received.byteLength !== expected.byteLength || !timingSafeEqual(received, expected)) {
      return { ok: false, reason: 'digest-mismatch' };
    }
    checked.push(key);
  }
  if (checked.length === 0) return { ok: false, reason: 'unsupported-digest' };
  return { ok: true, algorithms: checked };
}
