import { z } from '@hono/zod-openapi';
import { WITHDRAWAL_EXCEPTIONS, WithdrawalRequestSchema } from '../../index.js';
import { envelope, Guid, Money, MoneyOut } from './common.js';
import { AccountTypeCodeSchema, DistributionReasonSchema, PaymentMethodTypeSchema, SubAccountSchema } from './enums.js';

// Wire schemas of the money-out routes (design.md section 8). The request's field descriptions
// are the core's (WithdrawalRequestSchema), so the OpenAPI document and the validation agree.

const shape = WithdrawalRequestSchema.shape;
/** The core field's description (an optional field carries it on the schema it wraps). */
function about(k: keyof typeof shape): string {
  const field = shape[k] as { description?: string; unwrap?: () => { description?: string } };
  return field.description ?? field.unwrap?.().description ?? '';
}
const date = z.string().openapi({ format: 'date', example: '2026-05-01' });

export const WithdrawalRequest = z
  .object({
    Amount: Money.openapi({ description: about('Amount'), example: 1000 }),
    Currency: z.string().openapi({ description: about('Currency'), example: 'USD' }),
    DistributionReason: DistributionReasonSchema.optional().openapi({ description: about('DistributionReason') }),
    ExceptionClaimed: z
      .enum(WITHDRAWAL_EXCEPTIONS)
      .optional()
      .openapi({ description: about('ExceptionClaimed') }),
    ExceptionFacts: z
      .object({
        QualifyingAmount: Money.optional(),
        PriorExceptedAmount: Money.optional(),
        EventDate: date.optional(),
        AccountBalance: Money.optional(),
        PriorEmergencyDistributions: z
          .array(z.object({ Date: date, Amount: Money, RepaidOrRecontributed: z.boolean() }))
          .optional(),
        PhysicianCertification: z.boolean().optional(),
        DisasterDistributionPeriodEnds: date.optional(),
        SeparationFromServiceYear: z.number().int().optional(),
        SeppStartDate: date.optional(),
        SeppModified: z.boolean().optional(),
      })
      .optional()
      .openapi({ description: about('ExceptionFacts') }),
    FederalWithholdingPercent: Money.optional().openapi({
      description: about('FederalWithholdingPercent'),
      example: 10,
    }),
    StateWithholdingPercent: Money.optional().openapi({ description: about('StateWithholdingPercent') }),
    StateWithholdingAmount: Money.optional().openapi({ description: about('StateWithholdingAmount') }),
    PaymentMethodType: PaymentMethodTypeSchema.optional().openapi({ description: about('PaymentMethodType') }),
    Description: z
      .string()
      .optional()
      .openapi({ description: about('Description') }),
    ProviderReferenceId: z
      .string()
      .optional()
      .openapi({ description: about('ProviderReferenceId') }),
    SubAccount: SubAccountSchema.optional().openapi({ description: about('SubAccount') }),
    ExpenseDate: date.optional().openapi({ description: about('ExpenseDate') }),
    ExpenseSubstantiated: z
      .boolean()
      .optional()
      .openapi({ description: about('ExpenseSubstantiated') }),
    QualifiedExpenseAmount: Money.optional().openapi({ description: about('QualifiedExpenseAmount') }),
    ExcessContributionDepositDate: date.optional().openapi({ description: about('ExcessContributionDepositDate') }),
    NetIncomeAttributable: Money.optional().openapi({ description: about('NetIncomeAttributable') }),
    RecharacterizedContributionYear: z
      .number()
      .int()
      .optional()
      .openapi({ description: about('RecharacterizedContributionYear') }),
  })
  .openapi('WithdrawalRequest', { description: WithdrawalRequestSchema.description ?? '' });

export const WithdrawalResponse = envelope('WithdrawalResponse', {
  TransactionId: Guid,
  TransactionStatus: z.literal('Posted'),
  DistributionReason: DistributionReasonSchema,
  Amount: MoneyOut.openapi({ description: 'The gross distribution (Form 1099-R box 1).' }),
  NetAmount: MoneyOut.openapi({ description: 'Paid out: Amount less federal and state withholding.' }),
  FederalWithheld: MoneyOut.openapi({ description: 'Posted to FederalWithholdingPayable.' }),
  StateWithheld: MoneyOut.openapi({ description: 'Posted to StateWithholdingPayable.' }),
  Fee: MoneyOut.openapi({ description: 'A fee or penalty charged beside the amount (FeesEarned).' }),
  DistributionCode: z
    .string()
    .nullable()
    .openapi({ description: 'Form 1099-R box 7 code(s), joined (for example 7, 1, J8); null when none.' }),
  TaxableAmount: MoneyOut.nullable().openapi({
    description: 'Form 1099-R box 2a as the payer knows it; null when not determined.',
  }),
  TaxForm: z
    .enum(['1099-R', '1099-Q', '1099-SA', 'W-2'])
    .nullable()
    .openapi({ description: 'The information return it is reported on; null for none.' }),
});

export const YearQuery = z.object({
  Year: z
    .string()
    .regex(/^\d{4}$/)
    .openapi({ param: { name: 'Year', in: 'query' }, description: 'The distribution calendar year.', example: '2026' }),
});

export const TaxYearQuery = z.object({
  TaxYear: z
    .string()
    .regex(/^\d{4}$/)
    .openapi({ param: { name: 'TaxYear', in: 'query' }, description: 'The tax year of the forms.', example: '2026' }),
  Format: z
    .enum(['json', 'html'])
    .optional()
    .openapi({
      param: { name: 'Format', in: 'query' },
      description: 'json (default) or html: a page laid out like the forms, to read and print.',
    }),
});

const Requirement = z
  .object({
    AccountId: Guid,
    AccountTypeCode: AccountTypeCodeSchema,
    GroupKey: z.string().nullable(),
    Required: z.boolean().nullable(),
    RequiredAmount: z.string().nullable().openapi({ description: 'Decimal string, two places; null when unknown.' }),
    Deadline: z.string().nullable(),
    Distributed: z.string(),
    RemainingIfAlone: z.string().nullable(),
    Unchecked: z.array(z.string()),
  })
  .passthrough()
  .openapi('AccountRequirement');

export const RequiredDistributionsResponse = envelope('RequiredDistributionsResponse', {
  Year: z.number().int(),
  Account: Requirement.openapi({ description: 'This account’s own requirement.' }),
  Accounts: z.array(Requirement).openapi({ description: 'Every account of the owner with this provider.' }),
  Groups: z
    .array(z.object({ GroupKey: z.string(), Aggregation: z.string(), Status: z.string() }).passthrough())
    .openapi({
      description:
        'Aggregation groups (an owner’s IRAs together; inherited IRAs by decedent; plans alone) with what ' +
        'was counted, what remains, the deadline, the status and the excise exposure.',
    }),
  Owner: z
    .object({
      OwnerId: Guid,
      RequiredAmount: z.string().nullable(),
      Remaining: z.string().nullable(),
      Status: z.string(),
    })
    .passthrough()
    .openapi({ description: 'The owner’s total over the groups.' }),
  Sources: z.array(z.string()),
});

export const TaxFormsResponse = envelope('TaxFormsResponse', {
  TaxYear: z.number().int(),
  AccountId: Guid,
  AccountTypeCode: AccountTypeCodeSchema,
  Payer: z.object({ Name: z.string() }).passthrough(),
  Recipient: z.object({ ClientId: Guid, Name: z.string() }),
  Forms1099R: z.array(z.object({}).passthrough()).openapi({ description: 'One Form 1099-R per distribution code.' }),
  Form5498: z.object({}).passthrough().nullable(),
  Form1099Q: z.object({}).passthrough().nullable(),
  Form5498Esa: z.object({}).passthrough().nullable(),
  Forms1099Sa: z.array(z.object({}).passthrough()),
  LifestyleSpendingWages: z.object({}).passthrough().nullable(),
  Ledger: z.object({}).passthrough().openapi({ description: 'The ledger figures the forms reconcile with.' }),
  Reasons: z.array(z.string()),
  Sources: z.array(z.string()),
});
