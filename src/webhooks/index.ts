// acctos/webhooks: RFC 9421 message signatures, RFC 9530 Content-Digest, JWKS, and a receiver.
export {
  isSignatureAlgorithm,
  SIGNATURE_ALGORITHMS,
  type SignatureAlgorithm,
  WEBHOOK_COVERED_COMPONENTS,
  WEBHOOK_SIGNATURE_LABEL,
} from './algorithms.js';
export { authorityOf } from './authority.js';
export type { BytesLike } from './bytes.js';
export { type MessageParts, requestComponents } from './components.js';
export {
  contentDigest,
  DIGEST_ALGORITHMS,
  type DigestAlgorithm,
  type DigestCheck,
  digestBytes,
  verifyContentDigest,
} from './content-digest.js';
export { EVENT_TYPES, type EventType, isEventType, type WebhookEvent } from './event-types.js';
export {
  createJwks,
  ed25519X,
  type GeneratedSigningKey,
  generateEd25519SigningKey,
  type Jwks,
  type JwksKey,
  jwksKeyResolver,
  jwkThumbprint,
  parseJwks,
  type RemoteJwksOptions,
  remoteJwksKeyResolver,
  toJwksKey,
} from './jwks.js';
export {
  type Ed25519PrivateJwk,
  type Ed25519PublicJwk,
  ed25519PrivateKey,
  ed25519PublicKey,
  type SigningKey,
  type VerificationKey,
} from './keys.js';
export { createWebhookReceiver, type WebhookReceiveResult, type WebhookReceiverOptions } from './receiver.js';
export { type SignMessageOptions, type SignMessageResult, signBase, signMessage } from './sign.js';
export { type DeliveryHeaders, type SignDeliveryResult, signDelivery } from './sign-delivery.js';
export {
  type BaseResult,
  buildSignatureBase,
  type ComponentResolver,
  type SignatureParams,
  serializeSignatureParams,
} from './signature-base.js';
export {
  type KeyResolver,
  type RejectReason,
  type VerifyMessageOptions,
  type VerifyMessageResult,
  verifyMessage,
} from './verify.js';
