import { z } from '@hono/zod-openapi';
import { defaultCatalog } from '../../core/catalog/default-catalog.js';
import { DateTime, envelope, Guid } from './common.js';

// The operator's directory (providers, keys, institutions) and the single-member changes of a
// provider's contracts and gates. Enumerations come from the catalog the service ships with.

const SLUGS = defaultCatalog.types.map((t) => t.Slug) as [string, ...string[]];

/** The key states: a revoked key fails at once (design.md section 4). */
export const KEY_STATUSES = ['Active', 'Revoked'] as const;

export const AccountTypeSlug = z.enum(SLUGS).openapi('AccountTypeSlug', {
  description: 'An account type of the catalog, by its slug (GET /v1/account-types lists them).',
  example: 'roth-ira',
});

const PAGE_FIELDS = {
  TotalCount: z.number().int().openapi({ description: 'How many records there are in all pages.', example: 2 }),
  PageNumber: z.number().int().openapi({ description: 'The page answered, from 1.', example: 1 }),
  PageSize: z.number().int().openapi({ description: 'At most this many records per page.', example: 25 }),
};

export const ProviderRecordSchema = z
  .object({
    ProviderId: Guid.openapi({ description: 'The provider.' }),
    Name: z.string().openapi({ description: 'The name given at Create Provider.', example: 'Demo Provider' }),
    AccountTypeCodes: z.array(AccountTypeSlug).openapi({
      description: 'The contracted account types, in the order they were added (Set Provider Contracts).',
    }),
    SatisfiedGates: z.array(AccountTypeSlug).openapi({
      description: 'The gates the provider satisfies, each named by the type’s slug (Set Provider Gates).',
    }),
    ActiveKeyCount: z.number().int().openapi({ description: 'How many of its keys are not revoked.', example: 1 }),
    CreatedDate: DateTime.openapi({ description: 'When the provider was created.' }),
  })
  .openapi('ProviderRecord', { description: 'A provider as the operator sees it (no key secret).' });

export const ProviderResponse = envelope('ProviderResponse', ProviderRecordSchema.shape);
export const ProviderListResponse = envelope('ProviderListResponse', {
  ...PAGE_FIELDS,
  Providers: z.array(ProviderRecordSchema).openapi({ description: 'One page of providers, oldest first.' }),
});

export const KeyRecordSchema = z
  .object({
    KeyId: z
      .string()
      .openapi({ description: 'The key’s id (sent in the Authorization header).', example: 'ak_0f3a9c2d7e1b4a6c8d90' }),
    ProviderId: Guid.openapi({ description: 'The provider the key signs for.' }),
    KeyStatus: z.enum(KEY_STATUSES).openapi({ description: 'Active, or Revoked (Revoke Key).' }),
    CreatedDate: DateTime.openapi({ description: 'When the key was issued.' }),
    RevokedDate: DateTime.optional().openapi({ description: 'When the key was revoked; absent while it is active.' }),
  })
  .openapi('KeyRecord', {
    description:
      'A provider key without its secret: the secret is shown once, when the key is issued, and never again.',
  });

export const KeyRecordResponse = envelope('KeyRecordResponse', KeyRecordSchema.shape);
export const KeyListResponse = envelope('KeyListResponse', {
  ...PAGE_FIELDS,
  Keys: z.array(KeyRecordSchema).openapi({ description: 'One page of the provider’s keys, oldest first.' }),
});

export const InstitutionRecordSchema = z
  .object({
    InstitutionId: Guid.openapi({ description: 'The institution.' }),
    Name: z.string().openapi({ description: 'Its name.', example: 'Demo Trust Company' }),
    Authorities: z.array(z.string()).openapi({ description: 'The catalog authorities it holds.' }),
    AssetScopes: z
      .record(z.string(), z.array(z.string()))
      .openapi({ description: 'Authority to the asset classes its approval covers (empty: no limit by scope).' }),
    CreatedDate: DateTime.openapi({ description: 'When the institution was registered.' }),
  })
  .openapi('InstitutionRecord', { description: 'An institution (a platform record any key may read).' });

export const InstitutionListResponse = envelope('InstitutionListResponse', {
  ...PAGE_FIELDS,
  Institutions: z.array(InstitutionRecordSchema).openapi({ description: 'One page of institutions, oldest first.' }),
});

/** The path of one contract or gate: the provider and the type's slug. */
export const ProviderMemberParams = z.object({
  ProviderId: Guid.openapi({ param: { name: 'ProviderId', in: 'path' }, description: 'The provider.' }),
  AccountTypeCode: z.string().openapi({
    param: { name: 'AccountTypeCode', in: 'path' },
    description: 'The account type, by its catalog slug (a legacy three-letter code is refused, naming its slug).',
    example: 'roth-ira',
  }),
});

export const KeyIdParams = z.object({
  KeyId: z.string().openapi({
    param: { name: 'KeyId', in: 'path' },
    description: 'The key’s id.',
    example: 'ak_0f3a9c2d7e1b4a6c8d90',
  }),
});

export const EmptyRequest = z
  .object({})
  .strict()
  .openapi('EmptyOperatorRequest', { description: 'No field: the path names what changes. The body may be omitted.' });

export const ContractListResponse = envelope('ContractListResponse', {
  ProviderId: Guid.openapi({ description: 'The provider.' }),
  AccountTypeCodes: z.array(z.string()).openapi({ description: 'The provider’s contracted types after the change.' }),
});

export const GateListResponse = envelope('GateListResponse', {
  ProviderId: Guid.openapi({ description: 'The provider.' }),
  SatisfiedGates: z.array(z.string()).openapi({ description: 'The provider’s satisfied gates after the change.' }),
});
