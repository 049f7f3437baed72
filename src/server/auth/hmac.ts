import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Accepted clock skew either way (design.md section 4). */
export const MAX_SKEW_S = 300;

/** `METHOD\nPATH_AND_QUERY\ntimestamp\nhex(sha256(body))` (design.md section 4). */
export function signingBase(method: string, pathAndQuery: string, timestamp: string, body: Uint8Array): string {
  const bodyHash = createHash('sha256').update(body).digest('hex');
  return `${method.toUpperCase()}\n${pathAndQuery}\n${timestamp}\n${bodyHash}`;
}

/** Standard base64 (padded) HMAC-SHA256 keyed with the secret's UTF-8 bytes. */
export function sign(secret: string, base: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(base, 'utf8').digest('base64');
}

/** Constant-time comparison of two base64 signatures (lengths are compared on digests). */
export function signaturesEqual(a: string, b: string): boolean {
  // Hash both first so timingSafeEqual sees equal lengths and no length is leaked.
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}

/**
 * Whether `auth.signature` is the HMAC of this request under `secret`, compared in constant
 * time on the 32 decoded bytes (the header parser admits only 44-character padded base64, so
 * the lengths always agree and nothing about the expected value leaks).
 */
export function signatureMatches(
  secret: string,
  method: string,
  pathAndQuery: string,
  auth: Pick<ParsedAuthorization, 'signature' | 'timestamp'>,
  body: Uint8Array,
): boolean {
  const expected = createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(signingBase(method, pathAndQuery, auth.timestamp, body), 'utf8')
    .digest();
  const given = Buffer.from(auth.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface ParsedAuthorization {
  readonly keyId: string;
  readonly signature: string;
  readonly timestamp: string;
  readonly timestamp_s: number;
}

const KEY_ID = /^[A-Za-z0-9_.-]{1,128}$/;

/** Whether text can be a KeyId at all (the Authorization header and DELETE /v1/keys/{KeyId}). */
export function isKeyId(text: string): boolean {
  return KEY_ID.test(text);
}
const BASE64 = /^[A-Za-z0-9+/]{43}=$/; // 32-byte HMAC-SHA256 in padded base64
const TIMESTAMP = /^\d{1,12}$/;

/** `HMAC <keyId>:<signature>:<timestamp>`; undefined when malformed. */
export function parseAuthorization(header: string | undefined): ParsedAuthorization | undefined {
  if (header === undefined || header.length > 512) return undefined;
  const m = /^HMAC ([^:\s]+):([^:\s]+):([^:\s]+)$/.exec(header.trim());
  if (!m) return undefined;
  const [, keyId, signature, timestamp] = m as unknown as [string, string, string, string];
  if (!KEY_ID.test(keyId) || !BASE64.test(signature) || !TIMESTAMP.test(timestamp)) return undefined;
  return { keyId, signature, timestamp, timestamp_s: Number(timestamp) };
}
