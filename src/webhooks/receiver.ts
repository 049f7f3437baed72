import { verifyContentDigest } from './content-digest.js';
import { jwksKeyResolver } from './jwks.js';
import type { VerificationKey } from './keys.js';
import { createReceiverWith, type WebhookReceiveResult, type WebhookReceiverOptionsOf } from './receiver-core.js';
import { checkSignature } from './verify.js';

export type { WebhookReceiveResult } from './receiver-core.js';

export type WebhookReceiverOptions = WebhookReceiverOptionsOf<VerificationKey>;

/**
 * A verifier for acctos webhook deliveries: checks the `sig1` signature over
 * `("@authority" "content-digest")`, the age of `created`, the Content-Digest against the body,
 * the payload shape and age, and (optionally) duplicates. Never throws on a bad request.
 */
export function createWebhookReceiver(
  options: WebhookReceiverOptions,
): (request: Request) => Promise<WebhookReceiveResult> {
  return createReceiverWith(options, {
    check: checkSignature,
    digest: verifyContentDigest,
    hmacKey: (secret) => ({ alg: 'hmac-sha256', secret }),
    fromJwks: jwksKeyResolver,
  });
}
