import { z } from '@hono/zod-openapi';
import { DateTime, envelope, Guid } from './common.js';
import { AccountTypeCodeSchema } from './enums.js';

export const CreateProviderRequest = z
  .object({
    Name: z
      .string()
      .min(1)
      .max(200)
      .openapi({ description: 'The provider name (no control characters).', example: 'Example Provider' }),
  })
  .strict()
  .openapi('CreateProviderRequest', { description: 'Create Provider (operator).' });
export const ProviderIdResponse = envelope('ProviderIdResponse', { ProviderId: Guid });
export const CreateKeyRequest = z.object({}).strict().openapi('CreateKeyRequest');
export const KeyResponse = envelope('KeyResponse', {
  KeyId: z.string(),
  Secret: z.string().openapi({ description: 'Shown once; stored encrypted (AES-256-GCM).' }),
  ProviderId: Guid,
});
export const RevokeKeyResponse = envelope('RevokeKeyResponse', { KeyId: z.string(), RevokedDate: DateTime });

export const CreateInstitutionRequest = z
  .object({
    Name: z
      .string()
      .min(1)
      .max(200)
      .openapi({ description: 'The institution name (no control characters).', example: 'Example Trust Company' }),
    Authorities: z
      .array(z.string())
      .max(64)
      .openapi({
        description: "Its legal authorities, from the catalog's list (for example IrsNonbankCustodian, Bank).",
        example: ['IrsNonbankCustodian'],
      }),
    AssetScopes: z
      .record(z.string(), z.array(z.string()).max(64))
      .optional()
      .openapi({ description: 'Authority to the asset classes its approval covers.' }),
  })
  .strict()
  .openapi('CreateInstitutionRequest');
export const InstitutionIdResponse = envelope('InstitutionIdResponse', { InstitutionId: Guid });
export const InstitutionResponse = envelope('InstitutionResponse', {
  InstitutionId: Guid,
  Name: z.string(),
  Authorities: z.array(z.string()),
  AssetScopes: z.record(z.string(), z.array(z.string())),
  CreatedDate: DateTime,
});

export const ContractsRequest = z
  .object({
    AccountTypeCodes: z
      .array(AccountTypeCodeSchema)
      .max(1024)
      .openapi({ description: 'The account types the provider may open (replaces the list).' }),
  })
  .strict()
  .openapi('ContractsRequest');
export const ContractsResponse = envelope('ContractsResponse', {
  ProviderId: Guid,
  AccountTypeCodes: z.array(AccountTypeCodeSchema).openapi({ description: 'The list now in force.' }),
});
export const GatesRequest = z
  .object({ SatisfiedGates: z.array(z.string()).max(1024) })
  .strict()
  .openapi('GatesRequest');
export const GatesResponse = envelope('GatesResponse', { ProviderId: Guid, SatisfiedGates: z.array(z.string()) });
export const SettleResponse = envelope('SettleResponse', {
  TransactionId: Guid,
  TransactionStatus: z.literal('Posted'),
});
