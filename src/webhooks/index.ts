// acctos/webhooks: RFC 9421 message signatures, RFC 9530 Content-Digest, JWKS, and a receiver.
export {
  SIGNATURE_ALGORITHMS,
  WEBHOOK_COVERED_COMPONENTS,
  WEBHOOK_SIGNATURE_LABEL,
  isSignatureAlgorithm,
  type SignatureAlgorithm,
} from './algorithms.js';
export { authorityOf } from './authority.js';
export type { BytesLike } from './bytes.js';
export { requestComponents, type MessageParts } from './components.js';
export {
  DIGEST_ALGORITHMS,
  contentDigest,
  digestBytes,
  verifyContentDigest,
  type DigestAlgorithm,
  type DigestCheck,
} from './content-digest.js';
export { EVENT_TYPES, isEventType, type EventType, type WebhookEvent } from './event-types.js';
export {
  createJwks,
  ed25519X,
  generateEd25519SigningKey,
  jwkThumbprint,
  jwksKeyResolver,
  parseJwks,
  remoteJwksKeyResolver,
  toJwksKey,
  type GeneratedSigningKey,
  type Jwks,
  type JwksKey,
  type RemoteJwksOptions,
} from './jwks.js';
export {
  ed25519PrivateKey,
  ed25519PublicKey,
  type Ed25519PrivateJwk,
  type Ed25519PublicJwk,
  type SigningKey,
  type VerificationKey,
} from './keys.js';
export { createWebhookReceiver, type WebhookReceiveResult, type WebhookReceiverOptions } from './receiver.js';
export { signBase, signMessage, type SignMessageOptions, type SignMessageResult } from './sign.js';
export { signDelivery, type DeliveryHeaders, type SignDeliveryResult } from './sign-delivery.js';
export {
  buildSignatureBase,
  serializeSignatureParams,
  type BaseResult,
  type ComponentResolver,
  type SignatureParams,
} from './signature-base.js';
export {
  verifyMessage,
  type KeyResolver,
  type RejectReason,
  type VerifyMessageOptions,
  type VerifyMessageResult,
} from './verify.js';
