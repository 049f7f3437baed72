import { z } from '@hono/zod-openapi';
import { HSA_DEATH_BENEFICIARIES, WITHDRAWAL_EXCEPTIONS, WithdrawalRequestSchema } from '../../index.js';
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
/** An amount in an answer: a JSON number (design.md section 2), with what it is. */
const amount = (description: string) => MoneyOut.openapi({ description });
const amountOrNull = (description: string) => MoneyOut.nullable().openapi({ description });

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
    DecedentDateOfDeath: date.optional().openapi({ description: about('DecedentDateOfDeath') }),
    DeathBeneficiary: z
      .enum(HSA_DEATH_BENEFICIARIES)
      .optional()
      .openapi({ description: about('DeathBeneficiary') }),
    FairMarketValueAtDeath: Money.optional().openapi({ description: about('FairMarketValueAtDeath') }),
    DecedentExpensesPaid: Money.optional().openapi({ description: about('DecedentExpensesPaid') }),
    BeneficiaryDateOfBirth: date.optional().openapi({ description: about('BeneficiaryDateOfBirth') }),
  })
  .openapi('WithdrawalRequest', { description: WithdrawalRequestSchema.description ?? '' });

export const WithdrawalResponse = envelope('WithdrawalResponse', {
  TransactionId: Guid,
  TransactionStatus: z.literal('Posted'),
  DistributionReason: DistributionReasonSchema,
  Amount: amount('The gross distribution (Form 1099-R box 1).'),
  NetAmount: amount('Paid out: Amount less federal and state withholding.'),
  FederalWithheld: amount('Posted to FederalWithholdingPayable.'),
  StateWithheld: amount('Posted to StateWithholdingPayable.'),
  Fee: amount('A fee or penalty charged beside the amount (FeesEarned).'),
  DistributionCode: z
    .string()
    .nullable()
    .openapi({ description: 'Form 1099-R box 7 code(s), joined (for example 7, 1, J8); null when none.' }),
  TaxableAmount: amountOrNull('Form 1099-R box 2a as the payer knows it; null when not determined.'),
  TaxForm: z
    .enum(['1099-R', '1099-Q', '1099-SA', 'W-2'])
    .nullable()
    .openapi({ description: 'The information return it is reported on; null for none.' }),
});

export const YearQuery = z.object({
  Year: z
    .string()
    .regex(/^\d{4}$/)
    .openapi({
      param: { name: 'Year', in: 'query' },
      description: 'The distribution calendar year, 1900 to 2200.',
      example: '2026',
    }),
});

export const TaxYearQuery = z.object({
  TaxYear: z
    .string()
    .regex(/^\d{4}$/)
    .openapi({
      param: { name: 'TaxYear', in: 'query' },
      description: 'The tax year of the forms, 1900 to 2200.',
      example: '2026',
    }),
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
    RequiredAmount: amountOrNull('The year’s required amount; null when unknown.'),
    Divisor: z.string().nullable().openapi({ description: 'The life-expectancy divisor (decimal string).' }),
    Deadline: z.string().nullable(),
    Distributed: amount('This account’s distributions that count toward the year.'),
    RemainingIfAlone: amountOrNull('RequiredAmount less Distributed, at least zero, were the account alone.'),
    Unchecked: z.array(z.string()),
  })
  .passthrough()
  .openapi('AccountRequirement');

const Excise = z.object({
  RatePercent: z.string().openapi({ description: 'The excise rate on the shortfall, percent (4974(a)).' }),
  CorrectedRatePercent: z
    .string()
    .nullable()
    .openapi({ description: 'The reduced rate when corrected in the window (4974(e)); null before 2023.' }),
  IfNotCorrected: amount('The excise on Remaining at RatePercent.'),
  IfCorrected: amountOrNull('The excise at the corrected rate; null before 2023.'),
  CorrectionWindowEnds: z.string().nullable().openapi({ description: 'The last day of the correction window.' }),
  Source: z.string(),
});

export const RequiredDistributionsResponse = envelope('RequiredDistributionsResponse', {
  Year: z.number().int(),
  Account: Requirement.openapi({ description: 'This account’s own requirement.' }),
  Accounts: z.array(Requirement).openapi({ description: 'Every account of the owner with this provider.' }),
  Groups: z
    .array(
      z
        .object({
          GroupKey: z.string(),
          Aggregation: z.string(),
          RequiredAmount: amountOrNull('The group’s required amount; null when any account’s is unknown.'),
          Counted: amount('Distributions of the group’s accounts that count.'),
          Remaining: amountOrNull('What remains to distribute; null when unknown.'),
          Status: z.string(),
          Excise: Excise.nullable().openapi({
            description: 'The excise on Remaining should it stay unpaid past the deadline; null when none.',
          }),
        })
        .passthrough(),
    )
    .openapi({
      description:
        'Aggregation groups (an owner’s IRAs together; inherited IRAs by decedent; plans alone) with what ' +
        'was counted, what remains, the deadline, the status and the excise exposure.',
    }),
  Owner: z
    .object({
      OwnerId: Guid,
      RequiredAmount: amountOrNull('The sum over the owner’s groups; null when any is unknown.'),
      Remaining: amountOrNull('What remains over the owner’s groups; null when any is unknown.'),
      Status: z.string(),
    })
    .passthrough()
    .openapi({ description: 'The owner’s total over the groups.' }),
  Sources: z.array(z.string()),
});

const Form1099RSchema = z
  .object({
    Form: z.literal('1099-R').openapi({ description: 'The form.' }),
    GrossDistribution: amount('Box 1.'),
    TaxableAmount: amountOrNull('Box 2a; null when left blank (a Roth IRA distribution).'),
    TaxableAmountNotDetermined: z.boolean().openapi({ description: 'Box 2b, first checkbox.' }),
    TotalDistribution: z.boolean().openapi({
      description:
        'Box 2b, second checkbox: the year’s distributions paid out the entire balance (worth 0 on December 31).',
    }),
    FederalIncomeTaxWithheld: amount('Box 4.'),
    DistributionCode: z.string().openapi({ description: 'Box 7 codes, joined (7, J8).' }),
    IraSepSimple: z.boolean().openapi({ description: 'Box 7 checkbox.' }),
    StateTaxWithheld: amount('Box 14.'),
    StateDistribution: amount('Box 16.'),
    TransactionIds: z.array(Guid).openapi({ description: 'The distributions this form sums.' }),
  })
  .openapi('Form1099R');

const Form5498Schema = z
  .object({
    Form: z.literal('5498').openapi({ description: 'The form.' }),
    IraContributions: amount('Box 1.'),
    RolloverContributions: amount('Box 2.'),
    RothIraConversionAmount: amount('Box 3.'),
    RecharacterizedContributions: amount('Box 4.'),
    FairMarketValue: amount('Box 5: fair market value on December 31.'),
    AccountKind: z.enum(['IRA', 'SEP', 'SIMPLE', 'ROTH']).openapi({ description: 'Box 7.' }),
    SepContributions: amount('Box 8.'),
    SimpleContributions: amount('Box 9.'),
    RothIraContributions: amount('Box 10.'),
    RmdForNextYear: z.boolean().openapi({ description: 'Box 11.' }),
    RmdDate: z.string().nullable().openapi({ description: 'Box 12a.' }),
    RmdAmount: amountOrNull('Box 12b.'),
    PostponedOrLateContribution: amount('Box 13a: late rollover contributions certified by the participant.'),
    PostponedOrLateYear: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Box 13b: the year of a postponed contribution; null for a late rollover.' }),
    PostponedOrLateCode: z
      .string()
      .nullable()
      .openapi({ description: 'Box 13c: SC for a late rollover on self-certification (Rev. Proc. 2020-46).' }),
    Repayments: amount('Box 14a: repayments of repayable distributions received in the year (not box 1 or 2).'),
    RepaymentCode: z
      .string()
      .nullable()
      .openapi({
        description:
          'Box 14b: QR (reservist), DD (disaster), BA (birth or adoption); null when box 14a is empty or no ' +
          'code is published (emergency personal expense, domestic abuse victim, terminal illness repayments).',
      }),
    ContributionsByKindAndTaxYear: z
      .array(z.object({ Kind: z.string(), TaxYear: z.number().int(), Amount: MoneyOut }))
      .openapi({ description: 'Every contribution the form counts, by kind and tax year.' }),
  })
  .openapi('Form5498');

const Form1099QSchema = z
  .object({
    Form: z.literal('1099-Q').openapi({ description: 'The form.' }),
    GrossDistribution: amount('Box 1.'),
    Earnings: amountOrNull('Box 2; null when the basis could not be figured.'),
    Basis: amountOrNull('Box 3.'),
    TrusteeToTrusteeTransfer: z.boolean().openapi({ description: 'Box 4.' }),
    CoverdellEsa: z.literal(true).openapi({ description: 'Box 5.' }),
  })
  .openapi('Form1099Q');

const Form5498EsaSchema = z
  .object({
    Form: z.literal('5498-ESA').openapi({ description: 'The form.' }),
    CoverdellContributions: amount('Box 1.'),
    RolloverContributions: amount('Box 2.'),
  })
  .openapi('Form5498Esa');

const Form1099SaSchema = z
  .object({
    Form: z.literal('1099-SA').openapi({ description: 'The form.' }),
    GrossDistribution: amount('Box 1.'),
    EarningsOnExcessContributions: amountOrNull(
      'Box 2: the net income returned with excess contributions (code 2; 0 for other codes); null when a ' +
        'return of excess did not state it.',
    ),
    DistributionCode: z.string().openapi({ description: 'Box 3.' }),
    FairMarketValueOnDateOfDeath: amountOrNull(
      "Box 4: the value on the date of death (after the year of death, less the decedent's qualified medical " +
        'expenses paid within a year), as the death distributions stated it; null when none did.',
    ),
    TransactionIds: z.array(Guid).openapi({ description: 'The distributions this form sums.' }),
  })
  .openapi('Form1099Sa');

const Form5498SaSchema = z
  .object({
    Form: z.literal('5498-SA').openapi({ description: 'The form.' }),
    TotalContributions: amount('Box 2: contributions made in the year (for it, or for the year before).'),
    NextYearContributionsForYear: amount('Box 3: contributions made in the next year for this year.'),
    RolloverContributions: amount('Box 4: rollover contributions (not trustee-to-trustee transfers).'),
    FairMarketValue: amount('Box 5: the value on December 31.'),
    Hsa: z.literal(true).openapi({ description: 'Box 6: HSA.' }),
  })
  .openapi('Form5498Sa');

const WagesSchema = z
  .object({
    Form: z.literal('W-2').openapi({ description: 'The form (lifestyle payments are wages).' }),
    Wages: amount('Boxes 1, 3 and 5: wages.'),
    SocialSecurityWages: amount('Social security wages.'),
    MedicareWages: amount('Medicare wages.'),
    Payments: z.number().int().openapi({ description: 'How many payments the wages sum.' }),
  })
  .openapi('LifestyleSpendingWages');

export const TaxFormsResponse = envelope('TaxFormsResponse', {
  TaxYear: z.number().int(),
  AccountId: Guid,
  AccountTypeCode: AccountTypeCodeSchema,
  Payer: z.object({ Name: z.string() }).passthrough(),
  Recipient: z.object({ ClientId: Guid, Name: z.string() }),
  Forms1099R: z.array(Form1099RSchema).openapi({ description: 'One Form 1099-R per distribution code.' }),
  Form5498: Form5498Schema.nullable(),
  Form1099Q: Form1099QSchema.nullable(),
  Form5498Esa: Form5498EsaSchema.nullable(),
  Forms1099Sa: z.array(Form1099SaSchema),
  Form5498Sa: Form5498SaSchema.nullable(),
  LifestyleSpendingWages: WagesSchema.nullable(),
  Ledger: z
    .object({ Withdrawals: MoneyOut, FederalWithheld: MoneyOut, StateWithheld: MoneyOut, CashAtYearEnd: MoneyOut })
    .openapi({ description: 'The ledger figures the forms reconcile with.' }),
  Reasons: z.array(z.string()),
  Sources: z.array(z.string()),
});
