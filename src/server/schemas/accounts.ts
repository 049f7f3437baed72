import { z } from '@hono/zod-openapi';
import { DateTime, envelope, Guid, MoneyOut } from './common.js';
import { AccountStatusSchema, AccountTypeCodeSchema, PhaseSchema } from './enums.js';

export const AccountBalanceSchema = z
  .object({
    AvailableBalance: MoneyOut.openapi({
      description:
        'What may be debited now. Deposit-based types: settled balance. BenefitObligation with ' +
        'UniformCoverage Applies: annual election less reimbursements.',
    }),
    SettledBalance: MoneyOut.openapi({ description: 'Sum of settled postings.' }),
    PendingBalance: MoneyOut.openapi({ description: 'Deposits (ECheck, ACH) not yet settled.' }),
    Currency: z.string().openapi({ example: 'USD' }),
    SubAccountBalances: z.object({ Transit: MoneyOut, Parking: MoneyOut }).optional().openapi({
      description:
        'Commuter benefits only: the balance funded to each sub-account (26 U.S.C. 132(f)(2)), from its postings.',
    }),
    ParticipantPrincipal: MoneyOut.optional().openapi({
      description:
        'PLESA only: participant contributions less principal withdrawals, exclusive of earnings (ERISA ' +
        '801(c)(2)); the balance cap applies to it.',
    }),
  })
  .openapi('AccountBalance');

export const UpdateAccountRequest = z
  .object({
    ProviderReferenceId: z.string().optional().openapi({
      description: 'Idempotency key, scoped to the calling provider: the same key and body answer the first result.',
    }),
    AccountStatus: AccountStatusSchema.optional().openapi({
      description: 'The new status; the engine permits only the transitions of its status machine (Closed is final).',
    }),
  })
  .openapi('UpdateAccountRequest', { description: 'Update Account (spec part 4.3): status and reference id.' });

export const AccountRecord = {
  AccountId: Guid,
  AccountNumber: z.string(),
  ClientId: Guid,
  AccountTypeCode: AccountTypeCodeSchema,
  Phase: PhaseSchema,
  AccountStatus: AccountStatusSchema,
  EstablishedDate: DateTime,
  AccountBalance: AccountBalanceSchema,
  ProviderReferenceId: z.string().optional(),
  InstitutionId: Guid.optional(),
  InvestmentId: z
    .union([z.number().int(), z.string().regex(/^\d{1,19}$/)])
    .optional()
    .openapi({
      description:
        'A long (1 to 2^63 - 1). A JSON number up to 2^53 - 1; above that the exact digit string (a double ' +
        'would change it).',
      example: 9007199254,
    }),
  Attributes: z.record(z.string(), z.unknown()).openapi({ description: 'Type-specific fields given at creation.' }),
};

export const AccountResponse = envelope('AccountResponse', AccountRecord);
export const AccountIdResponse = envelope('AccountIdResponse', { AccountId: Guid });
export const AccountListQuery = z.object({
  ClientId: Guid.optional().openapi({ param: { name: 'ClientId', in: 'query' } }),
});
export const AccountListResponse = envelope('AccountListResponse', {
  TotalCount: z.number().int(),
  PageNumber: z.number().int(),
  PageSize: z.number().int(),
  Accounts: z.array(z.object(AccountRecord)),
});
