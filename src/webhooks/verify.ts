import { createHmac, verify as edVerify, timingSafeEqual } from 'node:crypto';
import type { SignatureAlgorithm } from './algorithms.js';
import { ed25519PublicKey, hmacKeyBytes, type VerificationKey } from './keys.js';
import {
  type KeyResolverOf,
  type VerifyMessageResult,
  type VerifyOptionsOf,
  verifyMessageWith,
} from './verify-core.js';

export type { RejectReason, VerifyMessageResult } from './verify-core.js';

/** Looks a key up by keyid (and the alg the message claims, when it claims one). */
export type KeyResolver = KeyResolverOf<VerificationKey>;

export type VerifyMessageOptions = VerifyOptionsOf<VerificationKey>;

/** The Node crypto signature check (HMAC-SHA256 constant-time compare, Ed25519). */
export function checkSignature(base: string, sig: Uint8Array, alg: SignatureAlgorithm, key: VerificationKey): boolean {
  const data = Buffer.from(base, 'ascii');
  if (alg === 'hmac-sha256' && key.alg === 'hmac-sha256') {
    const expected = createHmac('sha256', hmacKeyBytes(key.secret)).update(data).digest();
    return expected.byteLength === sig.byteLength && timingSafeEqual(expected, sig);
  }
  if (alg === 'ed25519' && key.alg === 'ed25519') {
    try {
      return edVerify(null, data, ed25519PublicKey(key.publicKey), sig);
    } catch {
      return false;
    }
  }
  return false;
}

/**
 * Verifies one RFC 9421 signature (section 3.2): parses both fields, rebuilds the base by
 * re-serializing the received parameters, resolves the key by keyid, enforces the alg
 * allow-list and the alg/key match (downgrade protection, section 7.3.6), and bounds the age
 * of `created`. Never throws on bad input.
 */
export function verifyMessage(options: VerifyMessageOptions): Promise<VerifyMessageResult> {
  return verifyMessageWith(options, checkSignature);
}
