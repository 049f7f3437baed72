import { z } from '@hono/zod-openapi';
import { ROLLOVER_KINDS, SELF_CERTIFICATION_REASONS } from '../../index.js';
import { envelope, Guid, Money, MoneyOut } from './common.js';

// Wire schemas of the four movement routes (design.md section 8; docs/movements.md). They
// document the API; the decisions validate the bodies and apply every rule.

const Currency = z
  .string()
  .openapi({ description: 'ISO currency code; the accounts’ currency (USD).', example: 'USD' });
const ProviderReferenceId = z.string().max(128).optional().openapi({
  description: 'Idempotency key: a repeated value from the same provider is the same operation (design.md 4a).',
});
const FromAccountId = Guid.openapi({
  description:
    'The sending account (the caller’s own; another provider’s account answers AccountNotFound, as an unknown id).',
});
const ToAccountId = Guid.openapi({
  description: 'The receiving account (the caller’s own; another provider’s account answers AccountNotFound).',
});
const DateText = z.string().openapi({ format: 'date', example: '2026-03-02' });
const CoverdellFamily = z
  .boolean()
  .optional()
  .openapi({
    description:
      'Coverdell ESA to another beneficiary’s: that beneficiary (the receiving account’s client) is a member of ' +
      'the first one’s family (26 U.S.C. 529(e)(2); 530(d)(5), (6)), under 30 on the day by the client’s ' +
      'DateOfBirth unless with special needs. Without it only the same beneficiary’s ESA may receive.',
  });
const CoverdellSpecialNeeds = z
  .boolean()
  .optional()
  .openapi({
    description:
      'Coverdell ESA to another beneficiary’s: that beneficiary has special needs (no age-30 limit, 26 U.S.C. ' +
      '530(b)(1)).',
  });

export const TransferRequest = z
  .object({
    FromAccountId,
    ToAccountId,
    Amount: Money.openapi({ description: 'What moves: positive, at most the sending account’s settled balance.' }),
    Currency,
    ProviderReferenceId,
    IncidentToDivorce: z
      .boolean()
      .optional()
      .openapi({
        description:
          'An IRA (or HSA) to the IRA (or HSA) of the owner’s spouse or former spouse (the receiving account’s ' +
          'client, the same provider’s) under a divorce or separation instrument (26 U.S.C. 408(d)(6), 223(f)(7), ' +
          '71(b)(2)(A)): not a taxable transfer, the account being thereafter the spouse’s. Without it a ' +
          'transfer between two owners is ' +
          'TransferNotPermitted (same-owner). Whether the instrument exists is the provider’s fact.',
      }),
    HsaFundingDistribution: z
      .boolean()
      .optional()
      .openapi({
        description:
          'A traditional or Roth IRA (an inherited one the owner holds as beneficiary too; not a SEP or SIMPLE IRA ' +
          'holding an employer contribution for the year) to the same owner’s HSA as the once-in-a-lifetime ' +
          'qualified HSA funding distribution ' +
          '(26 U.S.C. 408(d)(9); Notice 2008-51). The HSA records it as the owner’s contribution for the year ' +
          '(ContributionSource Participant, TaxYear the current year), counted toward its 223(b) limit with the ' +
          'year’s other contributions, computed on the HDHP coverage on the day of the distribution ' +
          '(408(d)(9)(C)(i); a later deposit sees it; Form 5498-SA box 2); the IRA reports it on Form ' +
          '1099-R (box 7 code 1 or 7, J or T from a Roth IRA, 4 or T from an inherited one; box 2a the gross, ' +
          '2b checked), nothing withheld, none of the basis used (408(d)(9)(E)). A second one only later in the ' +
          'same year after self-only then family coverage ' +
          '(408(d)(9)(C)(ii)(II), from the owner’s HdhpCoveragePeriods). Refusals: TransferNotPermitted with rule ' +
          'hsa-funding-pair, same-owner, ongoing-sep-simple, once-in-a-lifetime or hsa-funding-limit. Always warns ' +
          'HsaFundingTestingPeriod (408(d)(9)(D): eligible for 12 months after, or income plus 10 percent); from a ' +
          'Roth IRA also HsaFundingRothIncludiblePart (only the otherwise includible part qualifies). ' +
          'Without it IRA to HSA is TransferNotPermitted (same-tax-character).',
      }),
    ToBeneficiaryIsFamilyMember: CoverdellFamily,
    ToBeneficiaryIsSpecialNeeds: CoverdellSpecialNeeds,
  })
  .passthrough()
  .openapi('TransferRequest', {
    description:
      'A trustee-to-trustee transfer between two accounts of the same owner and tax character (Rev. Rul. ' +
      '78-406), or to a spouse or former spouse with IncidentToDivorce (408(d)(6)): not a distribution, not ' +
      'reported, not a rollover. An HSA only to another HSA (Notice 2004-50 Q&A-56; with IncidentToDivorce, ' +
      '223(f)(7)): not a contribution toward the 223(b) limit, on neither Form 1099-SA nor 5498-SA. A traditional ' +
      'or Roth IRA to the owner’s HSA only with HsaFundingDistribution (408(d)(9)): a reported distribution of ' +
      'the IRA and a contribution of the HSA. Refusals: TransferNotPermitted with the rule and its source.',
  });

export const RolloverRequest = z
  .object({
    FromAccountId: FromAccountId.optional().openapi({
      description:
        'The distributing account of the service; send it or FromAccountTypeCode. An indirect rollover ' +
        'does not debit it (the distribution was paid earlier).',
    }),
    FromAccountTypeCode: z
      .string()
      .optional()
      .openapi({
        description:
          'The catalog type of a distributing account held outside the service (an employer plan, another ' +
          'custodian’s IRA or HSA); the money comes through ExternalClearing.',
        example: 'employee-stock-ownership-plan',
      }),
    ToAccountId,
    Kind: z.enum(ROLLOVER_KINDS).openapi({
      description:
        'Direct: paid by the plan to the receiving IRA (Form 1099-R code G). Indirect: paid to the owner ' +
        'and deposited within 60 days (26 U.S.C. 408(d)(3)(A)).',
    }),
    Amount: Money.openapi({ description: 'What is rolled over (credited to the receiving account).' }),
    Currency,
    DistributionDate: DateText.optional().openapi({
      description:
        'The day the money left the distributing account (indirect: the day the owner received it). ' +
        'Required for Indirect; Direct defaults to today.',
    }),
    DistributionAmount: Money.optional().openapi({
      description:
        'The gross distribution when only part of it is rolled over (the required distribution comes first).',
    }),
    SelfCertificationReason: z
      .enum(SELF_CERTIFICATION_REASONS)
      .optional()
      .openapi({
        description:
          'A late indirect rollover: the owner’s self-certified reason for missing the 60 days (Rev. Proc. ' +
          '2016-47 sec. 3.02(2), Rev. Proc. 2020-46).',
      }),
    SelfCertifiedOn: DateText.optional().openapi({
      description: 'The day the custodian received the self-certification (default today); only with a reason.',
    }),
    ReasonEndedOn: DateText.optional().openapi({
      description: 'The day the reason stopped preventing the rollover (the 30-day safe harbor runs from it).',
    }),
    AfterTaxAmount: Money.optional().openapi({
      description: 'Employer plan to a Roth IRA: the after-tax part (not taxable).',
    }),
    ToBeneficiaryIsFamilyMember: CoverdellFamily,
    ToBeneficiaryIsSpecialNeeds: CoverdellSpecialNeeds,
    ProviderReferenceId,
  })
  .passthrough()
  .openapi('RolloverRequest', {
    description:
      'A rollover contribution (Form 5498 box 2), outside the annual limit: one indirect IRA-to-IRA ' +
      'rollover in any 12 months across all of the owner’s IRAs; a required distribution cannot be rolled ' +
      'over; SIMPLE two years; inherited IRAs by the surviving spouse only; a Coverdell ESA (indirect) to the ' +
      'same beneficiary’s or a family member’s (26 U.S.C. 530(d)(5)); an HSA (indirect) to an HSA of the same ' +
      'owner within 60 days, one in the 1-year period ending on the day of receipt, no self-certification ' +
      '(223(f)(5); Form 5498-SA box 4). Refusals: RolloverNotPermitted.',
  });

const BasisSchema = z
  .object({
    NondeductibleContributions: Money.openapi({
      description: 'Form 8606 line 1: the year’s nondeductible contributions.',
    }),
    PriorBasis: Money.openapi({ description: 'Form 8606 line 2: basis at the end of the prior year.' }),
    ContributionsMadeNextYear: Money.optional().openapi({
      description: 'Form 8606 line 4: line-1 contributions made from January 1 of the next year (default 0).',
    }),
    YearEndValue: Money.openapi({
      description: 'Form 8606 line 6: the value of all traditional, SEP and SIMPLE IRAs on December 31.',
    }),
    Distributions: Money.openapi({
      description:
        'Form 8606 line 7: the year’s distributions (not rollovers or conversions), earlier conversions’ ' +
        'withholding included; this conversion’s withholding is added by the decision.',
    }),
    Conversions: Money.optional().openapi({
      description:
        'Form 8606 line 8, the net amounts converted (withholding excluded), this conversion’s included; ' +
        'default: this year’s recorded conversions plus this one, net.',
    }),
  })
  .openapi('ConversionBasis', {
    description: 'The owner’s Form 8606 basis figures; give them for a pro rata taxable amount.',
  });

export const RothConversionRequest = z
  .object({
    FromAccountId: FromAccountId.openapi({ description: 'The traditional, SEP or SIMPLE IRA converted from.' }),
    ToAccountId: ToAccountId.openapi({ description: 'The owner’s Roth IRA.' }),
    Amount: Money.openapi({
      description: 'The amount taken from the traditional IRA: converted, less any federal withholding.',
    }),
    Currency,
    Basis: BasisSchema.optional(),
    FederalWithholdingPercent: Money.optional().openapi({
      description:
        'The owner’s Form W-4R election, 0 to 100 (two decimals), of Amount. What is withheld is a distribution ' +
        'not converted: its own Form 1099-R line (code 1 before 59 1/2, 7 after) and Form 8606 line 7. Absent: ' +
        'nothing is withheld and Unchecked names this field (3405(b) withholds 10 percent unless the owner ' +
        'elects none).',
      example: 10,
    }),
    ProviderReferenceId,
  })
  .passthrough()
  .openapi('RothConversionRequest', {
    description:
      'A Roth conversion (26 U.S.C. 408A(d)(3)): taxable pro rata by Form 8606 with Basis, all of it ' +
      'otherwise; 1099-R code 2 or 7, 5498 box 3; its own five-year period. Refusals: ' +
      'RothConversionNotPermitted.',
  });

export const RecharacterizationRequest = z
  .object({
    FromAccountId: FromAccountId.openapi({ description: 'The FIRST IRA, which received the contribution.' }),
    ToAccountId: ToAccountId.openapi({ description: 'The SECOND IRA, of the other type (traditional or Roth).' }),
    ContributionTransactionId: Guid.openapi({ description: 'The contribution (a deposit to the FIRST IRA).' }),
    Amount: Money.openapi({ description: 'The part of the contribution recharacterized (at most all of it).' }),
    Currency,
    TaxYear: z.number().int().optional().openapi({ description: 'When sent, must be the contribution’s tax year.' }),
    AdjustedOpeningBalance: Money.optional().openapi({
      description:
        'Treas. Reg. 1.408-11(b), market value: the FIRST IRA just before the contribution plus ' +
        'contributions and transfers in since. With AdjustedClosingBalance, or neither (then the ledger’s ' +
        'values, holdings at cost).',
    }),
    AdjustedClosingBalance: Money.optional().openapi({
      description: 'Market value of the FIRST IRA now plus distributions and transfers out since the contribution.',
    }),
    ProviderReferenceId,
  })
  .passthrough()
  .openapi('RecharacterizationRequest', {
    description:
      'A regular contribution treated as made to the other type of IRA, moved with its net income (may be ' +
      'negative) by the extended due date of the year’s return; a conversion made after 2017 cannot be ' +
      '(TCJA sec. 13611). 1099-R code N or R, 5498 box 4. Refusals: RecharacterizationNotPermitted.',
  });

const MovementAnswer = {
  MovementId: Guid.openapi({ description: 'The movement (also in the event’s Data).' }),
  FromTransactionId: Guid.nullable().openapi({
    description: 'The debit on the sending account; null when none of the service’s accounts was debited.',
  }),
  ToTransactionId: Guid.openapi({ description: 'The credit on the receiving account.' }),
  Amount: MoneyOut.openapi({ description: 'What moved (credited to the receiving account).' }),
  Currency: z.string(),
  TaxableAmount: MoneyOut.openapi({ description: 'Includible in the owner’s income.' }),
};

export const TransferResponse = envelope('TransferResponse', MovementAnswer);
export const RolloverResponse = envelope('RolloverResponse', {
  ...MovementAnswer,
  RolloverDeadline: DateText.nullable().openapi({ description: 'Indirect: the 60th day after the distribution.' }),
  NextIndirectRolloverOn: DateText.nullable().openapi({
    description: 'When it counts in the one-per-year limit: the first day another IRA distribution may be rolled over.',
  }),
});
export const RothConversionResponse = envelope('RothConversionResponse', {
  ...MovementAnswer,
  TaxableAmountMethod: z.enum(['Form8606ProRata', 'AllTaxable']).openapi({
    description: 'Form8606ProRata with Basis; AllTaxable without it.',
  }),
  FiveYearPeriod: z
    .object({ Begins: DateText, Ends: DateText })
    .openapi({ description: 'This conversion’s own five-year period (26 U.S.C. 408A(d)(3)(F)).' }),
  GrossDistribution: MoneyOut.openapi({ description: 'The request’s Amount: Amount converted plus FederalWithheld.' }),
  FederalWithheld: MoneyOut.openapi({ description: 'Federal income tax withheld; 0 when none. Not converted.' }),
  WithholdingTransactionId: Guid.nullable().openapi({
    description: 'The withheld part’s distribution on the traditional IRA; null when nothing was withheld.',
  }),
});
export const RecharacterizationResponse = envelope('RecharacterizationResponse', {
  ...MovementAnswer,
  RecharacterizedAmount: MoneyOut.openapi({ description: 'The part of the contribution recharacterized.' }),
  NetIncome: MoneyOut.openapi({ description: 'Net income attributable (Treas. Reg. 1.408-11), may be negative.' }),
  Deadline: DateText.openapi({
    description: 'The due date including extensions of the return for the contribution’s year.',
  }),
});
