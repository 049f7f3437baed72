import { z } from '@hono/zod-openapi';
import { DateTime, envelope, Guid } from './common.js';
import { ClientStatusSchema, ClientTypeSchema } from './enums.js';

export const ContactSchema = z
  .object({
    FirstName: z.string().optional(),
    LastName: z.string().optional(),
    EntityName: z.string().optional(),
    Email: z.string().optional(),
    Phone: z.string().optional(),
  })
  .passthrough()
  .openapi('Contact');

export const CreateClientRequest = z
  .object({
    ProviderReferenceId: z
      .string()
      .optional()
      .openapi({ description: 'Idempotency key, scoped to the calling provider.' }),
    ClientType: ClientTypeSchema,
    Contact: ContactSchema,
    SponsorId: Guid.optional(),
    OFAC: z.record(z.string(), z.unknown()).optional().openapi({ description: 'OFAC screening information.' }),
  })
  .openapi('CreateClientRequest');

export const UpdateClientRequest = z
  .object({
    ProviderReferenceId: z.string().optional(),
    ClientStatus: ClientStatusSchema.optional(),
    Contact: ContactSchema.optional(),
    OFAC: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi('UpdateClientRequest');

export const ClientRecord = {
  ClientId: Guid,
  ClientNumber: z.string(),
  ClientType: ClientTypeSchema,
  Contact: ContactSchema,
  ClientStatus: ClientStatusSchema,
  CreatedDate: DateTime,
  ProviderReferenceId: z.string().optional(),
  SponsorId: Guid.optional(),
  OFAC: z.record(z.string(), z.unknown()).optional(),
};

export const ClientResponse = envelope('ClientResponse', ClientRecord);
export const ClientIdResponse = envelope('ClientIdResponse', { ClientId: Guid });
export const ClientListResponse = envelope('ClientListResponse', {
  TotalCount: z.number().int(),
  PageNumber: z.number().int(),
  PageSize: z.number().int(),
  Clients: z.array(z.object(ClientRecord)),
});
