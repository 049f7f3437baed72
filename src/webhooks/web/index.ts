// acctos/webhooks/verify: verifies acctos webhook deliveries and RFC 9421 signatures with
// WebCrypto only (browsers, workers, edge runtimes, Deno, Bun, Node 20+). No Node modules;
// structured-headers is bundled into the build, so the engine-only install suffices.
import type { Jwks } from '../jwks-document.js';
import { createReceiverWith, type WebhookReceiveResult, type WebhookReceiverOptionsOf } from '../receiver-core.js';
import {
  type KeyResolverOf,
  type VerifyMessageResult,
  type VerifyOptionsOf,
  verifyMessageWith,
} from '../verify-core.js';
import { type WebVerificationKey, webSignatureCheck } from './web-crypto.js';
import { verifyContentDigest } from './web-digest.js';

export {
  isSignatureAlgorithm,
  SIGNATURE_ALGORITHMS,
  type SignatureAlgorithm,
  WEBHOOK_COVERED_COMPONENTS,
  WEBHOOK_SIGNATURE_LABEL,
} from '../algorithms.js';
export { authorityOf } from '../authority.js';
export { type MessageParts, requestComponents } from '../components.js';
export { DIGEST_ALGORITHMS, type DigestAlgorithm, type DigestCheck } from '../content-digest-types.js';
export { EVENT_TYPES, type EventType, isEventType, type WebhookEvent } from '../event-types.js';
export { type Jwks, type JwksKey, parseJwks } from '../jwks-document.js';
export type { Ed25519PublicJwk } from '../keys.js';
export type { WebhookReceiveResult } from '../receiver-core.js';
export type { RejectReason, VerifyMessageResult } from '../verify-core.js';
export type { WebVerificationKey } from './web-crypto.js';
export { verifyContentDigest } from './web-digest.js';

export type WebKeyResolver = KeyResolverOf<WebVerificationKey>;
export type WebVerifyMessageOptions = VerifyOptionsOf<WebVerificationKey>;
export type WebWebhookReceiverOptions = WebhookReceiverOptionsOf<WebVerificationKey>;

/** Verifies one RFC 9421 signature with WebCrypto; the same rules as `verifyMessage` of acctos/webhooks. */
export function verifyMessage(options: WebVerifyMessageOptions): Promise<VerifyMessageResult> {
  return verifyMessageWith(options, webSignatureCheck);
}

/** A key resolver over a fixed JWKS: keyid -> Ed25519 public JWK. */
export function jwksKeyResolver(jwks: Jwks): WebKeyResolver {
  const byKid = new Map<string, WebVerificationKey>();
  for (const entry of jwks.keys.slice(0, 64)) byKid.set(entry.kid, { alg: 'ed25519', publicKey: entry });
  return (keyid) => byKid.get(keyid);
}

/**
 * The WebCrypto twin of `createWebhookReceiver` (acctos/webhooks): checks the `sig1` signature,
 * its age, the Content-Digest, the payload shape and age, and duplicates. Never throws on a bad request.
 */
export function createWebhookReceiver(
  options: WebWebhookReceiverOptions,
): (request: Request) => Promise<WebhookReceiveResult> {
  return createReceiverWith(options, {
    check: webSignatureCheck,
    digest: verifyContentDigest,
    hmacKey: (secret) => ({ alg: 'hmac-sha256', secret }),
    fromJwks: jwksKeyResolver,
  });
}
