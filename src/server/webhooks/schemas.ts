import { z } from '@hono/zod-openapi';
import { EVENT_TYPES, SIGNATURE_ALGORITHMS } from '../../webhooks/index.js';
import { DateTime, envelope, Guid } from '../schemas/common.js';

export const CreateWebhookEndpointRequest = z
  .object({
    EventType: z
      .enum(EVENT_TYPES)
      .openapi({ description: 'One event type per endpoint (spec part 6.2).', example: 'deposit.posted' }),
    Url: z
      .string()
      .max(2048)
      .openapi({ description: 'https URL (http only for localhost).', example: 'https://hooks.example.com/acctos' }),
    Algorithm: z.enum(SIGNATURE_ALGORITHMS).optional().openapi({
      description: 'hmac-sha256 (default; a secret is returned once) or ed25519 (verify with /.well-known/jwks.json).',
    }),
  })
  .strict()
  .openapi('CreateWebhookEndpointRequest');

export const WebhookEndpointRecord = {
  WebhookEndpointId: Guid,
  EventType: z.string(),
  Url: z.string(),
  Algorithm: z.enum(SIGNATURE_ALGORITHMS),
  CreatedDate: DateTime,
};

export const WebhookEndpointCreatedResponse = envelope('WebhookEndpointCreatedResponse', {
  ...WebhookEndpointRecord,
  Secret: z.string().optional().openapi({
    description:
      'hmac-sha256 only: the HMAC key (its UTF-8 bytes), shown once and stored encrypted. Signatures carry keyid = WebhookEndpointId.',
  }),
});

export const WebhookEndpointListResponse = envelope('WebhookEndpointListResponse', {
  TotalCount: z.number().int(),
  PageNumber: z.number().int(),
  PageSize: z.number().int(),
  WebhookEndpoints: z.array(z.object(WebhookEndpointRecord)),
});

export const WebhookEndpointDeletedResponse = envelope('WebhookEndpointDeletedResponse', {
  WebhookEndpointId: Guid,
  DeletedDate: DateTime,
});

export const JwksResponse = z
  .object({
    keys: z.array(
      z.object({
        kty: z.literal('OKP'),
        crv: z.literal('Ed25519'),
        use: z.literal('sig'),
        alg: z.literal('EdDSA'),
        kid: z.string(),
        x: z.string(),
      }),
    ),
  })
  .openapi('Jwks');

export const RotateSigningKeyRequest = z.object({}).strict().openapi('RotateSigningKeyRequest');
export const RotateSigningKeyResponse = envelope('RotateSigningKeyResponse', {
  KeyId: z.string().openapi({ description: 'kid of the new current key (its RFC 7638 thumbprint).' }),
  PreviousKeyId: z.string().optional(),
  PreviousKeyValidUntil: DateTime.optional().openapi({ description: 'The previous key stays in the JWKS until then.' }),
});
