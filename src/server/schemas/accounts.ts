import { z } from '@hono/zod-openapi';
import { DateTime, envelope, Guid, MoneyOut } from './common.js';

export const AccountBalanceSchema = z
  .object({
    AvailableBalance: MoneyOut.openapi({
      description:
        'What may be debited now. Deposit-based types: settled balance. BenefitObligation with UniformCoverage Applies: annual election less reimbursements.',
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
        'PLESA only: participant contributions less principal withdrawals, exclusive of earnings (ERISA 801(c)(2)); the balance cap applies to it.',
    }),
  })
  .openapi('AccountBalance');

export const CreateAccountRequest = z
  .object({
    ProviderReferenceId: z.string().optional(),
    ClientId: Guid,
    AccountTypeCode: z
      .string()
      .openapi({ example: 'roth-ira', description: 'Account type slug; legacy three-letter codes are rejected.' }),
    InstitutionId: Guid.optional().openapi({
      description: 'Required for CustodialHolding, PlanHolding and DepositLiability types.',
    }),
    TrusteeId: Guid.optional().openapi({ description: 'Required for PlanHolding types.' }),
    InvestmentId: z.union([z.number().int(), z.string()]).optional(),
  })
  .passthrough()
  .openapi('CreateAccountRequest', {
    description:
      'Common fields; type-specific fields (for example DecedentDateOfDeath, PlanYear, AnnualElection) are listed per type in the catalog.',
  });

export const UpdateAccountRequest = z
  .object({ ProviderReferenceId: z.string().optional(), AccountStatus: z.string().optional() })
  .openapi('UpdateAccountRequest');

export const AccountRecord = {
  AccountId: Guid,
  AccountNumber: z.string(),
  ClientId: Guid,
  AccountTypeCode: z.string(),
  Phase: z.string().openapi({
    description:
      "Standard, GrowthPeriod, PostGrowth or InheritedDistribution. A trump-account's phase is computed on the service clock's date at every read (GrowthPeriod until December 31 of the year before the beneficiary turns 18, then PostGrowth); other types keep the phase they opened in.",
  }),
  AccountStatus: z.string(),
  EstablishedDate: DateTime,
  AccountBalance: AccountBalanceSchema,
  ProviderReferenceId: z.string().optional(),
  InstitutionId: Guid.optional(),
  InvestmentId: z
    .union([z.number().int(), z.string().regex(/^\d{1,19}$/)])
    .optional()
    .openapi({
      description:
        'A long (1 to 2^63 - 1). A JSON number up to 2^53 - 1; above that the exact digit string (a double would change it).',
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
