import { z } from '@hono/zod-openapi';
import { REPAYABLE_DISTRIBUTIONS } from '../../core/contributions/repayment.js';
import { DateTime, envelope, Guid, Money, MoneyOut } from './common.js';
import {
  ContributionSourceSchema,
  DistributionReasonSchema,
  EntryTypeSchema,
  PaymentMethodTypeSchema,
  RecordedEntryTypeSchema,
  SubAccountSchema,
  TrumpDistributionReasonSchema,
} from './enums.js';

export const FundAccountRequest = z
  .object({
    Amount: Money,
    Currency: z.string().openapi({ example: 'USD' }),
    PaymentMethodType: PaymentMethodTypeSchema.openapi({
      example: 'ECheck',
      description: 'ECheck and ACH deposits stay Pending until settled; other methods post at once.',
    }),
    TaxYear: z.number().int().optional(),
    PlanYear: z.number().int().optional().openapi({ description: 'Required for BenefitObligation types.' }),
    ContributionSource: ContributionSourceSchema.optional().openapi({
      description:
        'Who contributes; required for a Trump account and where the type accepts more than one source ' +
        "(the type's ContributionRules).",
    }),
    ProviderReferenceId: z.string().optional(),
    SubAccount: SubAccountSchema.optional().openapi({
      description: 'Commuter benefits only, and required there: the sub-balance funded (26 U.S.C. 132(f)(2)).',
    }),
    RepaymentOf: z
      .enum(REPAYABLE_DISTRIBUTIONS)
      .optional()
      .openapi({
        description:
          'acctos extension, required with ContributionSource Repayment and refused otherwise: the distribution ' +
          'repaid, by its early-distribution exception (qualified birth or adoption 72(t)(2)(H)(v), reservist ' +
          '(G)(ii), disaster recovery (t)(11)(C), emergency personal expense (I)(v), domestic abuse victim ' +
          '(K)(v), terminal illness (L)). Not an annual contribution: no 219/408A limit; Form 5498 box 14a.',
      }),
    RepaidTransactionId: Guid.optional().openapi({
      description:
        'acctos extension, with ContributionSource Repayment only: the repaid distribution when this service ' +
        'paid it. Then checked: same owner, its exception is RepaymentOf, the amount at most what it paid ' +
        'less earlier repayments, the date inside the repayment period. Absent: those facts are Unchecked.',
    }),
  })
  .passthrough()
  .openapi('FundAccountRequest');

export const TransactRequest = z
  .object({
    EntryType: EntryTypeSchema.openapi({ example: 'Fee' }),
    Amount: Money,
    Currency: z.string().openapi({ example: 'USD' }),
    PaymentMethodType: PaymentMethodTypeSchema.optional().openapi({
      description: 'How the money leaves (Distribution, Withdrawal, Reimbursement); optional.',
    }),
    Description: z.string().optional(),
    ProviderReferenceId: z.string().optional(),
    DistributionReason: TrumpDistributionReasonSchema.optional().openapi({
      description:
        'acctos extension, trump-account only, on a Distribution or Withdrawal: why money leaves during ' +
        'the growth period. QualifiedRollover and QualifiedAbleRollover must move the whole available ' +
        'balance (no pending deposits); refused for other account types.',
    }),
  })
  .passthrough()
  .openapi('TransactRequest');

export const TransactionRecord = {
  TransactionId: Guid,
  AccountId: Guid,
  TransactionKind: z.enum(['Deposit', 'Entry']).openapi({ description: 'Deposit (Fund Account) or Entry (Transact).' }),
  EntryType: RecordedEntryTypeSchema,
  Direction: z.enum(['Credit', 'Debit']),
  Amount: MoneyOut,
  Currency: z.string(),
  TransactionStatus: z.enum(['Pending', 'Posted']),
  PaymentMethodType: PaymentMethodTypeSchema.optional(),
  TaxYear: z.number().int().optional(),
  PlanYear: z.number().int().optional(),
  ContributionSource: ContributionSourceSchema.optional(),
  Description: z.string().optional(),
  ProviderReferenceId: z.string().optional(),
  DistributionReason: z
    .union([TrumpDistributionReasonSchema, DistributionReasonSchema])
    .optional()
    .openapi({
      description:
        'acctos extension: the DistributionReason the Transact request carried (trump-account Distribution ' +
        'or Withdrawal), or the withdrawal’s (POST .../withdrawals). Absent when none was sent.',
    }),
  SubAccount: SubAccountSchema.optional().openapi({
    description: 'Commuter benefits: the sub-balance a deposit funded.',
  }),
  RepaymentOf: z
    .enum(REPAYABLE_DISTRIBUTIONS)
    .optional()
    .openapi({ description: 'acctos extension, a Repayment deposit: the distribution repaid (Form 5498 box 14b).' }),
  RepaidTransactionId: Guid.optional().openapi({
    description: 'acctos extension, a Repayment deposit: the repaid distribution, when this service paid it.',
  }),
  RecharacterizedContribution: MoneyOut.optional().openapi({
    description:
      'acctos extension, both sides of a recharacterization: the contribution recharacterized, without its net ' +
      'income (what the contribution limits count, 26 CFR 1.408A-5 Q&A-1).',
  }),
  RecharacterizedTransactionId: Guid.optional().openapi({
    description: "acctos extension, the FIRST IRA's recharacterization debit: the contribution recharacterized.",
  }),
  CreatedDate: DateTime,
  PostedDate: DateTime.optional(),
};

export const TransactionIdResponse = envelope('TransactionIdResponse', {
  TransactionId: Guid,
  TransactionStatus: z.enum(['Pending', 'Posted']),
});
export const TransactionResponse = envelope('TransactionResponse', TransactionRecord);
export const TransactionListResponse = envelope('TransactionListResponse', {
  TotalCount: z.number().int(),
  PageNumber: z.number().int(),
  PageSize: z.number().int(),
  Transactions: z.array(z.object(TransactionRecord)),
});

export const InvestRequest = z
  .object({
    AssetClass: z.string().openapi({ example: 'StocksAndEtfs' }),
    Instrument: z
      .object({ Attributes: z.record(z.string(), z.union([z.boolean(), z.number(), z.string()])).optional() })
      .optional(),
    Amount: Money,
    Currency: z.string().openapi({ example: 'USD' }),
    Description: z.string().max(500).optional(),
    ProviderReferenceId: z.string().max(128).optional(),
  })
  .strict()
  .openapi('InvestRequest', {
    description:
      'An investment purchase directive: cash leaves the available balance (holdings are not tracked by ' +
      'the reference service).',
  });
