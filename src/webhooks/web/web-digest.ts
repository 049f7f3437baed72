import { parseDictionary } from 'structured-headers';
import { DIGEST_ALGORITHMS, type DigestAlgorithm, type DigestCheck } from '../content-digest-types.js';
import { sameBytes, utf8OrBytes, webDigest } from './web-crypto.js';

function isDigestAlgorithm(key: string): key is DigestAlgorithm {
  return (DIGEST_ALGORITHMS as readonly string[]).includes(key);
}

/**
 * Checks a received Content-Digest (RFC 9530) against the content with WebCrypto: every member
 * with an active algorithm must match, deprecated or unknown ones are ignored, and at least one
 * active member is required. The same rules and answers as the Node `verifyContentDigest`.
 */
export async function verifyContentDigest(
  fieldValue: string | null | undefined,
  content: string | Uint8Array | ArrayBuffer,
): Promise<DigestCheck> {
  if (fieldValue === null || fieldValue === undefined || fieldValue.trim() === '') {
    return { ok: false, reason: 'malformed-digest' };
  }
  let dict: ReturnType<typeof parseDictionary>;
  try {
    dict = parseDictionary(fieldValue);
  } catch {
    return { ok: false, reason: 'malformed-digest' };
  }
  const bytes = utf8OrBytes(content);
  const checked: DigestAlgorithm[] = [];
  for (const [key, member] of dict) {
    if (!isDigestAlgorithm(key)) continue;
    const value = member[0];
    if (!(value instanceof ArrayBuffer)) return { ok: false, reason: 'malformed-digest' };
    if (!sameBytes(new Uint8Array(value), await webDigest(key, bytes))) return { ok: false, reason: 'digest-mismatch' };
    checked.push(key);
  }
  if (checked.length === 0) return { ok: false, reason: 'unsupported-digest' };
  return { ok: true, algorithms: checked };
}
