import { z } from '@hono/zod-openapi';
import { SIGNATURE_ALGORITHMS } from '../../webhooks/index.js';
import { DateTime, envelope, Guid } from '../schemas/common.js';
import { EventTypeSchema } from '../schemas/enums.js';

export const CreateWebhookEndpointRequest = z
  .object({
    EventType: EventTypeSchema.openapi({
      description: 'One event type per endpoint (spec part 6.2).',
      example: 'deposit.posted',
    }),
    Url: z
      .string()
      .max(2048)
      .openapi({ description: 'https URL (http only for localhost).', example: 'https://hooks.example.com/acctos' }),
    Algorithm: z.enum(SIGNATURE_ALGORITHMS).optional().openapi({
      description: 'hmac-sha256 (default; a secret is returned once) or ed25519 (verify with /.well-known/jwks.json).',
    }),
    ProviderReferenceId: z
      .string()
      .min(1)
      .max(128)
      .optional()
      .openapi({
        description:
          'Idempotency key (design.md 4a): a retry answers the original registration, with its secret while the ' +
          'endpoint is live.',
      }),
  })
  .strict()
  .openapi('CreateWebhookEndpointRequest');

export const WebhookEndpointRecord = {
  WebhookEndpointId: Guid,
  EventType: EventTypeSchema,
  Url: z.string(),
  Algorithm: z.enum(SIGNATURE_ALGORITHMS),
  CreatedDate: DateTime,
};

export const WebhookEndpointCreatedResponse = envelope('WebhookEndpointCreatedResponse', {
  ...WebhookEndpointRecord,
  Secret: z
    .string()
    .optional()
    .openapi({
      description:
        'hmac-sha256 only: the HMAC key (its UTF-8 bytes), shown once and stored encrypted. Signatures carry ' +
        'keyid = WebhookEndpointId.',
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

/* The event log (issue 17; docs/webhooks.md, event log). */

export const EventsQuery = z.object({
  PageNumber: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional()
    .openapi({ param: { name: 'PageNumber', in: 'query' }, description: 'From 1 (default 1).', example: '1' }),
  PageSize: z
    .string()
    .regex(/^\d{1,9}$/)
    .optional()
    .openapi({ param: { name: 'PageSize', in: 'query' }, description: 'Default 25, at most 100.', example: '25' }),
  Type: z
    .string()
    .max(64)
    .optional()
    .openapi({
      param: { name: 'Type', in: 'query' },
      description: 'Only events of this EventType (for example deposit.posted).',
      example: 'deposit.posted',
    }),
  CreatedAfter: z
    .string()
    .max(40)
    .optional()
    .openapi({
      param: { name: 'CreatedAfter', in: 'query' },
      description:
        'Only events recorded strictly after this ISO 8601 date-time (with a zone, for example 2026-03-02T09:00:00Z).',
      example: '2026-03-02T09:00:00Z',
    }),
});

export const EventIdParam = z.object({
  EventId: Guid.openapi({ param: { name: 'EventId', in: 'path' }, description: 'The EventId of a delivery body.' }),
});

const EventRecord = {
  EventId: Guid.openapi({ description: 'The same EventId every delivery of this event carries.' }),
  EventType: EventTypeSchema.openapi({ description: 'Spec part 6.2 event type.', example: 'deposit.posted' }),
  OccurredAt: DateTime.openapi({ description: 'When the change it reports happened (the delivery body field).' }),
  CreatedDate: DateTime.openapi({ description: 'When the event was recorded (what CreatedAfter compares).' }),
  Data: z.record(z.string(), z.unknown()).openapi({ description: 'The event data, exactly as delivered.' }),
};

export const EventSchema = z.object(EventRecord).openapi('Event');

export const EventListResponse = envelope('EventListResponse', {
  TotalCount: z.number().int().openapi({ description: 'Events matching the filters.' }),
  PageNumber: z.number().int(),
  PageSize: z.number().int(),
  Events: z.array(EventSchema).openapi({ description: 'Oldest first; a page never shifts as new events arrive.' }),
});

export const EventDeliverySchema = z
  .object({
    WebhookEndpointId: Guid,
    Status: z.enum(['Pending', 'Delivered', 'Failed', 'Cancelled']),
    Attempts: z.number().int().openapi({ description: 'Attempts made so far.' }),
    LastHttpStatus: z.number().int().optional().openapi({ description: "The receiver's last HTTP status." }),
    LastError: z.string().optional().openapi({ description: 'Why the last attempt failed.' }),
    NextAttemptDate: DateTime.optional().openapi({ description: 'Pending only: when the next attempt is due.' }),
    DeliveredDate: DateTime.optional(),
  })
  .openapi('EventDelivery');

export const EventResponse = envelope('EventResponse', {
  ...EventRecord,
  Deliveries: z
    .array(EventDeliverySchema)
    .openapi({ description: 'One per endpoint the event was queued for (none when no endpoint listened).' }),
});

export const RedeliverEventRequest = z.object({}).strict().openapi('RedeliverEventRequest', {
  description: 'No fields: the event goes to the live endpoint of its EventType.',
});

export const RedeliverEventResponse = envelope('RedeliverEventResponse', {
  EventId: Guid,
  WebhookEndpointId: Guid.openapi({ description: 'The live endpoint the event is queued for.' }),
  DeliveryStatus: z.literal('Pending'),
  NextAttemptDate: DateTime.openapi({ description: 'Due now: the dispatcher sends it within about a second.' }),
});
