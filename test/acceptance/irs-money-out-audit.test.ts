// Acceptance audit of the money-out half (withdrawals, movements, their tax-form figures)
// against published IRS sources. Every expectation is built from the source named in the test
// (Instructions for Forms 1099-R and 5498, Pubs. 590-A and 590-B, 26 U.S.C. 72(t), 408, 408A,
// 3405, Form W-4R, Treasury regulations), never from catalog/ or the engine's own tests.

import { describe, expect, it } from 'vitest';
import {
  checkRecharacterization,
  checkRollover,
  checkRothConversion,
  checkTransfer,
  type DistributionTreatment,
  type DistributionTreatmentQuery,
  decideWithdrawal,
  defaultCatalog,
  distributionWithholding,
  type HistoryTransaction,
  type MovementAccount,
  type MovementHistoryEntry,
  netIncomeAttributable,
  oneRolloverPerYear,
  type RecharacterizationFacts,
  type RolloverFacts,
  type RothDistributionQuery,
  rolloverDeadline,
  rothDistribution,
  type StoredAccount,
  type StoredClient,
  taxForms,
  type WithdrawalDetail,
  type WithholdingQuery,
} from '../../src/index.js';
import { depositsTo, storedAccount, storedOwner, treatDistribution } from './helpers.js';

const catalog = defaultCatalog;

// ---------------------------------------------------------------------------------------------
// helpers

const treat = (q: Partial<DistributionTreatmentQuery>): DistributionTreatment => treatDistribution(q);

function withholding(q: Partial<WithholdingQuery>) {
  const r = distributionWithholding(catalog, {
    DistributionDate: '2025-06-02',
    Gross: '10000',
    Regime: 'Nonperiodic',
    ...q,
  } as WithholdingQuery);
  if (!r.ok) expect.fail(`${r.ErrorCode}: ${r.Message}`);
  return r;
}

function roth(q: Partial<RothDistributionQuery>) {
  const r = rothDistribution(catalog, {
    DistributionDate: '2025-06-02',
    Amount: '1000',
    ...q,
  } as RothDistributionQuery);
  if (!r.ok) expect.fail(`${r.ErrorCode}: ${r.Message}`);
  return r;
}

const OWNER = 'owner-1';
let seq = 0;
function acct(slug: string, over: Partial<MovementAccount> = {}): MovementAccount {
  seq += 1;
  return { AccountId: `${slug}-${seq}`, AccountTypeCode: slug, OwnerId: OWNER, ...over };
}

/** Age 45 in 2025 (before 59 1/2). */
const YOUNG = '1980-03-10';
/** Born 1960-01-15: reaches 59 1/2 on 2019-07-15. */
const OLD = '1960-01-15';

// ---------------------------------------------------------------------------------------------
describe('Form 1099-R box 7 codes (Instructions for Forms 1099-R and 5498, Guide to Distribution Codes)', () => {
  it(
    'Code 1 "Early distribution, no known exception (in most cases, under age 59 ' +
      '1/2)": traditional IRA, age 45, with the IRA/SEP/SIMPLE box and the 10% ' +
      'additional tax of 72(t)(1)',
    () => {
      const r = treat({ OwnerDateOfBirth: YOUNG });
      expect(r.DistributionCodes).toEqual(['1']);
      expect(r.IraSepSimple).toBe(true);
      expect(r.AdditionalTax.Status).toBe('Applies');
      expect(r.AdditionalTax.Amount).toBe('1000');
    },
  );

  it(
    'Code 7 "Normal distribution ... if the employee/taxpayer is at least age 59 ' +
      '1/2"; 72(t)(2)(A)(i): no additional tax',
    () => {
      const r = treat({ OwnerDateOfBirth: OLD });
      expect(r.DistributionCodes).toEqual(['7']);
      expect(r.AdditionalTax.Status).toBe('DoesNotApply');
    },
  );

  it(
    'Pub. 590-B "Age 59 1/2 rule": a distribution the day before the date six months ' +
      'after the 59th birthday is early (code 1); on that date it is not (code 7)',
    () => {
      // Born 1965-12-01: 59 on 2024-12-01, 59 1/2 on 2025-06-01.
      expect(treat({ OwnerDateOfBirth: '1965-12-01', DistributionDate: '2025-05-31' }).DistributionCodes).toEqual([
        '1',
      ]);
      expect(treat({ OwnerDateOfBirth: '1965-12-01', DistributionDate: '2025-06-01' }).DistributionCodes).toEqual([
        '7',
      ]);
    },
  );

  it('Code 3 "Disability" (72(m)(7)); 72(t)(2)(A)(iii): no additional tax', () => {
    const r = treat({ OwnerDateOfBirth: YOUNG, DistributionReason: 'Disability' });
    expect(r.DistributionCodes).toEqual(['3']);
    expect(r.AdditionalTax.Amount).toBe('0');
  });

  it('Code 4 "Death ... regardless of the age"; 72(t)(2)(A)(ii): no additional tax', () => {
    const r = treat({ OwnerDateOfBirth: YOUNG, DistributionReason: 'Death' });
    expect(r.DistributionCodes).toEqual(['4']);
    expect(r.AdditionalTax.Amount).toBe('0');
  });

  it('Code 4 for a beneficiary of an inherited traditional IRA, IRA/SEP/SIMPLE box checked, no additional tax', () => {
    const r = treat({ AccountTypeCode: 'inherited-traditional-ira', DistributionReason: 'Normal' });
    expect(r.DistributionCodes).toEqual(['4']);
    expect(r.IraSepSimple).toBe(true);
    expect(r.AdditionalTax.Amount).toBe('0');
  });

  it(
    'Code S "Early distribution from a SIMPLE IRA in first 2 years, no known ' +
      'exception"; 72(t)(6): 25% instead of 10%',
    () => {
      const r = treat({
        AccountTypeCode: 'simple-ira',
        OwnerDateOfBirth: YOUNG,
        SimpleIraParticipationStartDate: '2024-03-01',
        DistributionDate: '2025-06-02',
      });
      expect(r.DistributionCodes).toEqual(['S']);
      expect(r.AdditionalTax.RatePercent).toBe('25');
      expect(r.AdditionalTax.Amount).toBe('2500');
    },
  );

  it(
    '72(t)(6) / 408(d)(3)(G): the 2-year period begins on the first day ' +
      'contributions were deposited; on its second anniversary a SIMPLE IRA ' +
      'distribution is code 1 at 10%',
    () => {
      const r = treat({
        AccountTypeCode: 'simple-ira',
        OwnerDateOfBirth: YOUNG,
        SimpleIraParticipationStartDate: '2023-06-02',
        DistributionDate: '2025-06-02',
      });
      expect(r.DistributionCodes).toEqual(['1']);
      expect(r.AdditionalTax.Amount).toBe('1000');
    },
  );

  it('Code 2 "Early distribution, exception applies": an IRS levy under section 6331 (72(t)(2)(A)(vii))', () => {
    const r = treat({ OwnerDateOfBirth: YOUNG, EarlyDistributionException: 'IrsLevy' });
    expect(r.DistributionCodes).toEqual(['2']);
    expect(r.AdditionalTax.Amount).toBe('0');
  });

  it(
    'Code 2: a distribution from a qualified plan after separation from service in ' +
      'the year the participant reached 55 (72(t)(2)(A)(v))',
    () => {
      const r = treat({
        AccountTypeCode: 'employee-stock-ownership-plan',
        OwnerDateOfBirth: '1969-09-01',
        EarlyDistributionException: 'SeparationFromServiceAge55',
        ExceptionFacts: { SeparationFromServiceYear: 2024 },
      });
      expect(r.DistributionCodes).toEqual(['2']);
      expect(r.AdditionalTax.Amount).toBe('0');
    },
  );

  it(
    'Pub. 590-B "Exceptions": the age-55 separation-from-service exception is for ' +
      'employer plans, not IRAs: an IRA distribution stays code 1 with the 10% tax',
    () => {
      const r = treat({
        OwnerDateOfBirth: '1969-09-01',
        EarlyDistributionException: 'SeparationFromServiceAge55',
        ExceptionFacts: { SeparationFromServiceYear: 2024 },
      });
      expect(r.DistributionCodes).toEqual(['1']);
      expect(r.AdditionalTax.Amount).toBe('1000');
    },
  );

  it(
    'Code 1 "even if the distribution is made for medical expenses": the 10% is ' +
      'excepted only up to the deductible medical expenses (72(t)(2)(B))',
    () => {
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        EarlyDistributionException: 'MedicalExpenses',
        ExceptionFacts: { QualifyingAmount: 4000 },
      });
      expect(r.DistributionCodes).toEqual(['1']);
      expect(r.AdditionalTax.ExceptedAmount).toBe('4000');
      expect(r.AdditionalTax.SubjectAmount).toBe('6000');
      expect(r.AdditionalTax.Amount).toBe('600');
    },
  );

  it(
    'Code 1 note: "Code 1 must be used even if a taxpayer is 59 1/2 or older and he ' +
      'or she modifies a series of substantially equal periodic payments ... prior to ' +
      'the end of the 5-year period"',
    () => {
      const r = treat({
        OwnerDateOfBirth: OLD,
        DistributionDate: '2021-03-01',
        DistributionReason: 'SubstantiallyEqualPeriodicPayments',
        ExceptionFacts: { SeppStartDate: '2018-01-10', SeppModified: true },
      });
      expect(r.DistributionCodes).toEqual(['1']);
    },
  );

  it(
    'Code 1 "Early distribution, no known exception" for a modified series before 59 ' +
      '1/2: the Code 1 note ("Code 1 must be used even if a taxpayer is 59 1/2 or ' +
      'older and he or she modifies a series ...") and 72(t)(4): a modified series is ' +
      'no longer an exception, so Code 2 ("exception applies") is wrong',
    () => {
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        DistributionReason: 'SubstantiallyEqualPeriodicPayments',
        ExceptionFacts: { SeppStartDate: '2022-01-10', SeppModified: true },
      });
      expect(r.AdditionalTax.Amount).toBe('1000');
      expect(r.DistributionCodes).toEqual(['1']);
    },
  );

  it(
    'Code 2 is only for "a distribution from a qualified retirement plan after ' +
      'separation from service where the taxpayer has reached age 55": separated in ' +
      '2025, the year before reaching 55, the payer knows of no exception: Code 1',
    () => {
      const r = treat({
        AccountTypeCode: 'employee-stock-ownership-plan',
        OwnerDateOfBirth: '1971-09-01',
        EarlyDistributionException: 'SeparationFromServiceAge55',
        ExceptionFacts: { SeparationFromServiceYear: 2025 },
      });
      expect(r.AdditionalTax.Amount).toBe('1000');
      expect(r.DistributionCodes).toEqual(['1']);
    },
  );

  it(
    'Code 2 "exception applies" vs Code 1 "no known exception": a second emergency ' +
      'personal expense distribution in one calendar year is not excepted ' +
      '(72(t)(2)(I)(iii)), so it is Code 1, not Code 2',
    () => {
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        Amount: '1000',
        EarlyDistributionException: 'EmergencyPersonalExpense',
        ExceptionFacts: {
          AccountBalance: 50000,
          PriorEmergencyDistributions: [{ Date: '2025-01-10', Amount: 500, RepaidOrRecontributed: true }],
        },
      });
      expect(r.AdditionalTax.Amount).toBe('100');
      expect(r.DistributionCodes).toEqual(['1']);
    },
  );

  it(
    'Code 2 for a payment in a series of substantially equal periodic payments ' + '(72(t)(2)(A)(iv)) before 59 1/2',
    () => {
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        DistributionReason: 'SubstantiallyEqualPeriodicPayments',
        ExceptionFacts: { SeppStartDate: '2024-01-10' },
      });
      expect(r.DistributionCodes).toEqual(['2']);
      expect(r.AdditionalTax.Amount).toBe('0');
    },
  );

  it(
    'Code 5 "Prohibited transaction" (408(e)(2)): the whole account is distributed, ' +
      'and before 59 1/2 the 10% applies',
    () => {
      const r = treat({ OwnerDateOfBirth: YOUNG, DistributionReason: 'ProhibitedTransaction' });
      expect(r.DistributionCodes).toEqual(['5']);
      expect(r.AdditionalTax.Amount).toBe('1000');
    },
  );

  it(
    'Code 2 "a Roth IRA conversion (an IRA converted to a Roth IRA)" before 59 1/2; ' +
      'code 7 "for a Roth IRA conversion if the participant is at least age 59 1/2"; ' +
      '408A(d)(3)(A)(ii): no 10%',
    () => {
      const early = treat({ OwnerDateOfBirth: YOUNG, DistributionReason: 'RothConversion' });
      expect(early.DistributionCodes).toEqual(['2']);
      expect(early.AdditionalTax.Amount).toBe('0');
      expect(treat({ OwnerDateOfBirth: OLD, DistributionReason: 'RothConversion' }).DistributionCodes).toEqual(['7']);
    },
  );

  it(
    'Code G "Direct rollover of a distribution ... to ... an IRA": box 2a is 0 and ' +
      'nothing is withheld (3405(c)(2))',
    () => {
      const r = treat({
        AccountTypeCode: 'employee-stock-ownership-plan',
        OwnerDateOfBirth: YOUNG,
        DistributionReason: 'DirectRollover',
      });
      expect(r.DistributionCodes).toEqual(['G']);
      expect(r.TaxableAmount).toBe('0');
      expect(r.WithholdingRegime).toBe('None');
    },
  );

  it(
    'Code N "Recharacterized IRA contribution made for [year] and recharacterized in ' +
      '[year]", R "made for [prior year]": box 2a 0; the IRA/SEP/SIMPLE box is not ' +
      'checked for a recharacterization',
    () => {
      const n = treat({
        OwnerDateOfBirth: YOUNG,
        DistributionReason: 'Recharacterization',
        RecharacterizedContributionYear: 2025,
      });
      expect(n.DistributionCodes).toEqual(['N']);
      expect(n.TaxableAmount).toBe('0');
      expect(n.IraSepSimple).toBe(false);
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        DistributionReason: 'Recharacterization',
        RecharacterizedContributionYear: 2024,
        DistributionDate: '2025-03-03',
      });
      expect(r.DistributionCodes).toEqual(['R']);
    },
  );

  it(
    'Code 8 "Excess contributions plus earnings ... taxable in [year]" / P "taxable ' +
      'in [prior year]": box 2a the earnings only; 72(t)(2)(J) (from 2022-12-29): no ' +
      '10% on the earnings',
    () => {
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        DistributionReason: 'ExcessContribution',
        Amount: '7250',
        ExcessContributionDepositDate: '2025-02-01',
        NetIncomeAttributable: '250',
        DistributionDate: '2025-05-01',
      });
      expect(r.DistributionCodes).toEqual(['8']);
      expect(r.TaxableAmount).toBe('250');
      expect(r.AdditionalTax.Amount).toBe('0');
      const p = treat({
        OwnerDateOfBirth: YOUNG,
        DistributionReason: 'ExcessContribution',
        Amount: '7250',
        ExcessContributionDepositDate: '2024-11-01',
        NetIncomeAttributable: '250',
        DistributionDate: '2025-03-01',
      });
      expect(p.DistributionCodes).toEqual(['P']);
    },
  );

  it(
    'Code J "Early distribution from a Roth IRA, no known exception (in most cases, ' +
      'under age 59 1/2)"; box 7 IRA/SEP/SIMPLE box not checked for a Roth IRA',
    () => {
      const r = treat({
        AccountTypeCode: 'roth-ira',
        OwnerDateOfBirth: YOUNG,
        Roth: { FirstContributionTaxYear: 2015, RegularContributions: 20000, Conversions: [], PriorDistributions: 0 },
      });
      expect(r.DistributionCodes).toEqual(['J']);
      expect(r.IraSepSimple).toBe(false);
      expect(r.TaxableAmount).toBe('0');
      expect(r.AdditionalTax.Amount).toBe('0');
    },
  );

  it(
    'Code Q "Qualified distribution from a Roth IRA ... if you know that the ' +
      'participant meets the 5-year holding period and ... has reached age 59 1/2": ' +
      'nothing taxable',
    () => {
      const r = treat({
        AccountTypeCode: 'roth-ira',
        OwnerDateOfBirth: OLD,
        Roth: { FirstContributionTaxYear: 2015, RegularContributions: 2000, Conversions: [], PriorDistributions: 0 },
      });
      expect(r.DistributionCodes).toEqual(['Q']);
      expect(r.TaxableAmount).toBe('0');
    },
  );

  it(
    'Code T "Roth IRA distribution, exception applies ... if you do not know if the ' +
      '5-year holding period has been met but the participant has reached age 59 1/2"',
    () => {
      const r = treat({ AccountTypeCode: 'roth-ira', OwnerDateOfBirth: OLD });
      expect(r.DistributionCodes).toEqual(['T']);
    },
  );

  it(
    'Code Q for a Roth IRA beneficiary ("died") once the decedent\'s 5-year period ' +
      'is met (408A(d)(2)(A)(ii), Pub. 590-B "Distributions to beneficiaries")',
    () => {
      const r = treat({
        AccountTypeCode: 'inherited-roth-ira',
        Roth: { FirstContributionTaxYear: 2010, RegularContributions: 5000, Conversions: [], PriorDistributions: 0 },
      });
      expect(r.DistributionCodes).toEqual(['Q']);
      expect(r.TaxableAmount).toBe('0');
    },
  );

  it(
    'Code J with 8 for an excess Roth IRA contribution returned with its earnings ' + '(Table 1: 8 combines with J)',
    () => {
      const r = treat({
        AccountTypeCode: 'roth-ira',
        OwnerDateOfBirth: YOUNG,
        DistributionReason: 'ExcessContribution',
        Amount: '7250',
        ExcessContributionDepositDate: '2025-02-01',
        NetIncomeAttributable: '250',
        DistributionDate: '2025-05-01',
      });
      expect([...(r.DistributionCodes ?? [])].sort()).toEqual(['8', 'J']);
      expect(r.TaxableAmount).toBe('250');
    },
  );
});

// ---------------------------------------------------------------------------------------------
describe('10% additional tax and its exceptions (26 U.S.C. 72(t); Pub. 590-B chapter 1 "Exceptions")', () => {
  it(
    '72(t)(2)(F), (t)(8)(B): first-time homebuyer distributions are excepted up to a ' +
      '$10,000 lifetime limit: 4,000 used before, 12,000 now: 6,000 excepted, 600 tax',
    () => {
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        Amount: '12000',
        EarlyDistributionException: 'FirstHome',
        ExceptionFacts: { PriorExceptedAmount: 4000 },
      });
      expect(r.DistributionCodes).toEqual(['1']);
      expect(r.AdditionalTax.ExceptedAmount).toBe('6000');
      expect(r.AdditionalTax.Amount).toBe('600');
    },
  );

  it(
    '72(t)(2)(H): a qualified birth or adoption distribution up to $5,000 within 1 ' +
      'year of the birth: 7,000 taken 3 months after: 5,000 excepted, 200 tax',
    () => {
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        Amount: '7000',
        EarlyDistributionException: 'BirthOrAdoption',
        ExceptionFacts: { EventDate: '2025-03-01', PriorExceptedAmount: 0 },
      });
      expect(r.AdditionalTax.ExceptedAmount).toBe('5000');
      expect(r.AdditionalTax.Amount).toBe('200');
    },
  );

  it('72(t)(2)(H): more than one year after the birth the exception no longer applies', () => {
    const r = treat({
      OwnerDateOfBirth: YOUNG,
      Amount: '5000',
      EarlyDistributionException: 'BirthOrAdoption',
      ExceptionFacts: { EventDate: '2024-03-01', PriorExceptedAmount: 0 },
      DistributionDate: '2025-03-02',
    });
    expect(r.AdditionalTax.Amount).toBe('500');
  });

  it(
    '72(t)(2)(I): an emergency personal expense distribution is at most $1,000 (and ' +
      'the vested balance over $1,000): 3,000 taken: 1,000 excepted, 200 tax; code 2 ' +
      '(Notice 2024-55)',
    () => {
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        Amount: '3000',
        EarlyDistributionException: 'EmergencyPersonalExpense',
        ExceptionFacts: { AccountBalance: 50000, PriorEmergencyDistributions: [] },
      });
      expect(r.AdditionalTax.ExceptedAmount).toBe('1000');
      expect(r.AdditionalTax.Amount).toBe('200');
    },
  );

  it('72(t)(2)(I)(iii): only one emergency personal expense distribution a calendar year', () => {
    const r = treat({
      OwnerDateOfBirth: YOUNG,
      Amount: '1000',
      EarlyDistributionException: 'EmergencyPersonalExpense',
      ExceptionFacts: {
        AccountBalance: 50000,
        PriorEmergencyDistributions: [{ Date: '2025-01-10', Amount: 500, RepaidOrRecontributed: true }],
      },
    });
    expect(r.AdditionalTax.Amount).toBe('100');
  });

  it(
    '72(t)(2)(K): a domestic abuse victim distribution is at most the lesser of ' +
      '$10,000 (indexed: $10,300 for 2025) and 50% of the vested balance: balance ' +
      '12,000, 8,000 taken: 6,000 excepted, 200 tax',
    () => {
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        Amount: '8000',
        EarlyDistributionException: 'DomesticAbuseVictim',
        ExceptionFacts: { AccountBalance: 12000, EventDate: '2025-01-15', PriorExceptedAmount: 0 },
      });
      expect(r.AdditionalTax.ExceptedAmount).toBe('6000');
      expect(r.AdditionalTax.Amount).toBe('200');
    },
  );

  it('72(t)(2)(M), (t)(11): a qualified disaster recovery distribution is excepted up to $22,000 per disaster', () => {
    const r = treat({
      OwnerDateOfBirth: YOUNG,
      Amount: '25000',
      EarlyDistributionException: 'QualifiedDisaster',
      ExceptionFacts: { PriorExceptedAmount: 0, DisasterDistributionPeriodEnds: '2025-09-30' },
    });
    expect(r.AdditionalTax.ExceptedAmount).toBe('22000');
    expect(r.AdditionalTax.Amount).toBe('300');
  });

  it('Pub. 590-B: the higher-education exception applies to IRAs only up to the qualified expenses', () => {
    const r = treat({
      OwnerDateOfBirth: YOUNG,
      EarlyDistributionException: 'HigherEducation',
      ExceptionFacts: { QualifyingAmount: 10000 },
    });
    expect(r.AdditionalTax.Amount).toBe('0');
    const plan = treat({
      AccountTypeCode: 'employee-stock-ownership-plan',
      OwnerDateOfBirth: YOUNG,
      EarlyDistributionException: 'HigherEducation',
      ExceptionFacts: { QualifyingAmount: 10000 },
    });
    expect(plan.AdditionalTax.Amount).toBe('1000');
  });
});

// ---------------------------------------------------------------------------------------------
describe('Roth IRA ordering rules and five-year periods (408A(d); 26 CFR 1.408A-6; Pub. 590-B chapter 2)', () => {
  it(
    'Pub. 590-B "Ordering Rules for Distributions", Example (Justin): $80,000 ' +
      'converted 2016-10-15 with $20,000 basis ($60,000 included in income); $5,000 ' +
      'regular contribution 2020-02-23; $7,000 distributed 2020-11-08 at age 60: first ' +
      '$5,000 regular contributions, next $2,000 from the conversion, none includible',
    () => {
      const r = roth({
        DistributionDate: '2020-11-08',
        Amount: 7000,
        OwnerDateOfBirth: '1960-03-01',
        FirstContributionTaxYear: 2016,
        RegularContributions: 5000,
        Conversions: [{ Year: 2016, Amount: 80000, TaxablePart: 60000 }],
        PriorDistributions: 0,
      });
      expect(r.Layers.map((l) => [l.Layer, l.Amount])).toEqual([
        ['RegularContributions', '5000'],
        ['ConversionTaxablePart', '2000'],
      ]);
      expect(r.TaxableAmount).toBe('0');
      expect(r.AdditionalTaxBase).toBe('0');
    },
  );

  it(
    'Pub. 590-B "What Are Qualified Distributions?": the 5-year period begins with ' +
      'the first taxable year for which a contribution was made: first contribution ' +
      'for 2020 (made 2021-04-15) -> a distribution on 2024-12-31 is not qualified, ' +
      'one on 2025-01-01 is',
    () => {
      const base = { OwnerDateOfBirth: OLD, RegularContributions: 6000, Conversions: [], PriorDistributions: 0 };
      expect(roth({ ...base, FirstContributionTaxYear: 2020, DistributionDate: '2024-12-31' }).Qualified).toBe('No');
      expect(roth({ ...base, FirstContributionTaxYear: 2020, DistributionDate: '2025-01-01' }).Qualified).toBe('Yes');
    },
  );

  it(
    'Pub. 590-B "Distributions of conversion ... contributions within 5-year period" ' +
      '/ 408A(d)(3)(F): under 59 1/2, the taxable part of a 2023 conversion ' +
      'distributed in 2025 bears the 10% (code J); the nontaxable (basis) part does ' +
      'not; nothing is income',
    () => {
      const r = treat({
        AccountTypeCode: 'roth-ira',
        OwnerDateOfBirth: YOUNG,
        Amount: '9000',
        Roth: {
          FirstContributionTaxYear: 2023,
          RegularContributions: 0,
          Conversions: [{ Year: 2023, Amount: 10000, TaxablePart: 8000 }],
          PriorDistributions: 0,
        },
      });
      expect(r.DistributionCodes).toEqual(['J']);
      expect(r.TaxableAmount).toBe('0');
      expect(r.AdditionalTax.SubjectAmount).toBe('8000');
      expect(r.AdditionalTax.Amount).toBe('800');
    },
  );

  it(
    "26 CFR 1.408A-6 Q&A-5(c): the conversion's 5-taxable-year period begins January " +
      '1 of the conversion year: a 2020 conversion distributed on 2025-01-02 bears no ' +
      '10%',
    () => {
      const r = roth({
        DistributionDate: '2025-01-02',
        Amount: 5000,
        OwnerDateOfBirth: YOUNG,
        FirstContributionTaxYear: 2020,
        RegularContributions: 0,
        Conversions: [{ Year: 2020, Amount: 5000, TaxablePart: 5000 }],
        PriorDistributions: 0,
      });
      expect(r.AdditionalTaxBase).toBe('0');
    },
  );

  it(
    '26 CFR 1.408A-6 Q&A-8(b): conversions are taken oldest year first; earnings ' +
      'last and only earnings are income',
    () => {
      const r = roth({
        Amount: 20000,
        OwnerDateOfBirth: YOUNG,
        FirstContributionTaxYear: 2018,
        RegularContributions: 3000,
        Conversions: [
          { Year: 2023, Amount: 4000, TaxablePart: 4000 },
          { Year: 2019, Amount: 5000, TaxablePart: 5000 },
        ],
        PriorDistributions: 1000,
      });
      expect(r.Layers.map((l) => [l.Layer, l.Year ?? null, l.Amount])).toEqual([
        ['RegularContributions', null, '2000'],
        ['ConversionTaxablePart', 2019, '5000'],
        ['ConversionTaxablePart', 2023, '4000'],
        ['Earnings', null, '9000'],
      ]);
      expect(r.TaxableAmount).toBe('9000');
      expect(r.AdditionalTaxBase).toBe('13000');
    },
  );

  it(
    'Pub. 590-B chapter 2 "Additional Tax on Early Distributions ... Exceptions": ' +
      '"You receive distributions as part of a series of substantially equal payments" ' +
      '(72(t)(2)(A)(iv)) also excepts Roth IRA earnings: a ' +
      'SubstantiallyEqualPeriodicPayments distribution of 10,000 of earnings at 45 ' +
      'bears no 10%',
    () => {
      const r = treat({
        AccountTypeCode: 'roth-ira',
        OwnerDateOfBirth: YOUNG,
        DistributionReason: 'SubstantiallyEqualPeriodicPayments',
        ExceptionFacts: { SeppStartDate: '2022-01-10' },
        Roth: { FirstContributionTaxYear: 2015, RegularContributions: 0, Conversions: [], PriorDistributions: 0 },
      });
      expect(r.TaxableAmount).toBe('10000');
      expect(r.AdditionalTax.Amount).toBe('0');
    },
  );

  it(
    'Pub. 590-B "Additional Tax on Early Distributions" (Roth): the 10% reaches ' +
      'earnings distributed at 45, with an exception (first home, up to $10,000) ' +
      'reducing it',
    () => {
      const r = treat({
        AccountTypeCode: 'roth-ira',
        OwnerDateOfBirth: YOUNG,
        Amount: '12000',
        EarlyDistributionException: 'HigherEducation',
        ExceptionFacts: { QualifyingAmount: 1000 },
        Roth: { FirstContributionTaxYear: 2015, RegularContributions: 8000, Conversions: [], PriorDistributions: 0 },
      });
      expect(r.TaxableAmount).toBe('4000');
      expect(r.AdditionalTax.SubjectAmount).toBe('3000');
      expect(r.AdditionalTax.Amount).toBe('300');
    },
  );
});

// ---------------------------------------------------------------------------------------------
describe('Federal income tax withholding (26 U.S.C. 3405; Form W-4R; Pub. 15-A)', () => {
  it('3405(b)(1) / Form W-4R: nonperiodic payments: 10% unless the payee chooses otherwise: 10,000 -> 1,000', () => {
    const w = withholding({});
    expect(w.FederalWithheld).toBe('1000');
    expect(w.Net).toBe('9000');
  });

  it(
    'Form W-4R: "you may choose ... any rate from 0% to 100%" on a nonperiodic ' +
      'payment: 0% -> nothing; 25% -> 2,500',
    () => {
      expect(withholding({ FederalElectionPercent: 0 }).FederalWithheld).toBe('0');
      expect(withholding({ FederalElectionPercent: 25 }).FederalWithheld).toBe('2500');
    },
  );

  it(
    '3405(c)(1) / Form W-4R: an eligible rollover distribution paid to the payee: ' +
      '20%, and "you can\'t choose a rate less than 20%": election 10% -> still 2,000; ' +
      '30% -> 3,000',
    () => {
      expect(withholding({ Regime: 'EligibleRolloverDistribution' }).FederalWithheld).toBe('2000');
      expect(withholding({ Regime: 'EligibleRolloverDistribution', FederalElectionPercent: 10 }).FederalWithheld).toBe(
        '2000',
      );
      expect(withholding({ Regime: 'EligibleRolloverDistribution', FederalElectionPercent: 30 }).FederalWithheld).toBe(
        '3000',
      );
    },
  );

  it(
    '3405(c)(3): IRA distributions are not eligible rollover distributions for the ' +
      '20% rule: an IRA payment is nonperiodic (10%)',
    () => {
      expect(treat({ OwnerDateOfBirth: YOUNG }).WithholdingRegime).toBe('Nonperiodic');
      expect(treat({ OwnerDateOfBirth: OLD }).WithholdingRegime).toBe('Nonperiodic');
    },
  );

  it(
    "3405(c): a qualified plan's lump sum paid to the participant is an eligible " +
      'rollover distribution (20%); 402(c)(4)(B): an RMD is not (nonperiodic rules)',
    () => {
      expect(
        treat({ AccountTypeCode: 'employee-stock-ownership-plan', OwnerDateOfBirth: YOUNG }).WithholdingRegime,
      ).toBe('EligibleRolloverDistribution');
      expect(
        treat({
          AccountTypeCode: 'employee-stock-ownership-plan',
          OwnerDateOfBirth: '1950-01-01',
          DistributionReason: 'Rmd',
        }).WithholdingRegime,
      ).not.toBe('EligibleRolloverDistribution');
    },
  );

  it('3405(c)(2): no withholding on a direct rollover', () => {
    expect(withholding({ Regime: 'None' }).FederalWithheld).toBe('0');
  });
});

// ---------------------------------------------------------------------------------------------
describe('Rollovers (408(d)(3); Pub. 590-A "Can You Move Retirement Plan Assets?")', () => {
  const indirect = (over: Partial<RolloverFacts>) =>
    checkRollover(catalog, {
      From: acct('traditional-ira'),
      To: acct('traditional-ira'),
      Method: 'Indirect',
      Amount: 10000,
      DistributionDate: '2025-03-01',
      RolloverDate: '2025-03-15',
      Owner: { DateOfBirth: YOUNG },
      History: [],
      RequiredDistributionRemaining: 0,
      ...over,
    } as RolloverFacts);

  it(
    '408(d)(3)(A) / Pub. 590-A "Time Limit for Making a Rollover Contribution": ' +
      '"within 60 days after the day you receive the distribution": received ' +
      '2025-03-01, the 60th day is 2025-04-30',
    () => {
      expect(rolloverDeadline('2025-03-01')).toBe('2025-04-30');
      expect(indirect({ RolloverDate: '2025-04-30' }).ok).toBe(true);
      const late = indirect({ RolloverDate: '2025-05-01' });
      expect(late.ok).toBe(false);
    },
  );

  const rolled = (from: string, to: string, date: string): MovementHistoryEntry => ({
    Kind: 'IndirectRollover',
    FromAccountTypeCode: from,
    ToAccountTypeCode: to,
    DistributionDate: date,
  });

  it(
    'Pub. 590-A (2020), Example (John): IRA-1 rolled into IRA-2 on 2021-01-01: "For ' +
      "2021, John can't roll over any other 2021 IRA distribution, including a " +
      'rollover distribution involving IRA-3"',
    () => {
      const r = indirect({
        DistributionDate: '2021-12-31',
        RolloverDate: '2022-01-05',
        History: [rolled('traditional-ira', 'traditional-ira', '2021-01-01')],
      });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.Rule).toBe('one-rollover-per-year');
    },
  );

  it('Pub. 590-A (2020), Example (John): "This wouldn\'t apply to a conversion"', () => {
    const r = checkRothConversion(catalog, {
      From: acct('traditional-ira'),
      To: acct('roth-ira'),
      Amount: 5000,
      ConversionDate: '2021-06-01',
      Owner: { DateOfBirth: YOUNG },
      RequiredDistributionRemaining: 0,
    });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.CountsTowardOneRolloverPerYear).toBe(false);
  });

  it(
    '408(d)(3)(B): "during the 1-year period ending on the day of such receipt": a ' +
      'distribution received on the first anniversary of the earlier one may be rolled ' +
      'over',
    () => {
      expect(
        oneRolloverPerYear(catalog, [rolled('traditional-ira', 'traditional-ira', '2024-05-10')], '2025-05-10')
          .Conflict,
      ).toBe(undefined);
      expect(
        oneRolloverPerYear(catalog, [rolled('traditional-ira', 'traditional-ira', '2024-05-10')], '2025-05-09')
          .Conflict,
      ).toBeDefined();
    },
  );

  it(
    'Pub. 590-A "Application of one-rollover-per-year limitation": all IRAs ' +
      'aggregated, "including SEP and SIMPLE IRAs as well as traditional and Roth ' +
      'IRAs": a Roth-to-Roth rollover blocks a traditional one',
    () => {
      const r = indirect({
        DistributionDate: '2025-03-01',
        History: [rolled('roth-ira', 'roth-ira', '2024-09-01')],
      });
      expect(r.ok).toBe(false);
    },
  );

  it(
    'Pub. 590-A: "trustee-to-trustee transfers between IRAs aren\'t limited"; ' +
      'rollovers from plans are not counted',
    () => {
      const history: MovementHistoryEntry[] = [
        {
          Kind: 'TrusteeTransfer',
          FromAccountTypeCode: 'traditional-ira',
          ToAccountTypeCode: 'traditional-ira',
          DistributionDate: '2025-01-02',
        },
        rolled('employee-stock-ownership-plan', 'traditional-ira', '2025-01-03'),
        {
          Kind: 'RothConversion',
          FromAccountTypeCode: 'traditional-ira',
          ToAccountTypeCode: 'roth-ira',
          DistributionDate: '2025-01-04',
        },
      ];
      expect(indirect({ History: history }).ok).toBe(true);
    },
  );

  it(
    'Pub. 590-A "Kinds of rollovers from a traditional IRA": required minimum ' +
      "distributions can't be rolled over: of a 20,000 distribution with 5,000 of RMD " +
      'outstanding, at most 15,000 may be',
    () => {
      const base = {
        Owner: { DateOfBirth: '1950-01-01' },
        DistributionDate: '2025-03-01',
        DistributionAmount: 20000,
        RequiredDistributionRemaining: 5000,
      };
      expect(indirect({ ...base, Amount: 20000 }).ok).toBe(false);
      expect(indirect({ ...base, Amount: 15000 }).ok).toBe(true);
    },
  );

  it('408(d)(3)(C) / Pub. 590-A "Inherited IRAs": a non-spouse beneficiary can\'t roll over an inherited IRA', () => {
    const r = indirect({
      From: acct('inherited-traditional-ira'),
      To: acct('traditional-ira'),
      BeneficiaryIsSurvivingSpouse: false,
    });
    expect(r.ok).toBe(false);
  });

  it(
    '408(d)(3)(G) / Pub. 560: during the 2-year period a SIMPLE IRA distribution can ' +
      'be rolled over only to another SIMPLE IRA',
    () => {
      const r = indirect({
        From: acct('simple-ira', { SimpleFirstParticipationDate: '2024-06-01' }),
        To: acct('traditional-ira'),
        DistributionDate: '2025-03-01',
      });
      expect(r.ok).toBe(false);
    },
  );

  it(
    'Pub. 590-A "Rollover From Employer\'s Plan Into a Roth IRA": the pre-tax amount ' +
      'rolled over is included in income; 1099-R code G; 5498 box 2',
    () => {
      const r = checkRollover(catalog, {
        From: acct('employee-stock-ownership-plan'),
        To: acct('roth-ira'),
        Method: 'Direct',
        Amount: 50000,
        AfterTaxAmount: 5000,
        DistributionDate: '2025-03-01',
        RolloverDate: '2025-03-01',
        Owner: { DateOfBirth: YOUNG },
        RequiredDistributionRemaining: 0,
      });
      expect(r.ok).toBe(true);
      if (r.ok) {
        expect(r.TaxableAmount).toBe('45000');
        expect(r.Form1099R?.DistributionCode).toBe('G');
        expect(r.Form5498).toEqual({ Box: '2', Amount: '50000' });
      }
    },
  );

  it('Rev. Rul. 78-406 / Pub. 590-A "Trustee-to-trustee transfer": not a rollover, not reported, not counted', () => {
    const r = checkTransfer(catalog, {
      From: acct('traditional-ira'),
      To: acct('sep-ira'),
      TransferDate: '2025-03-01',
    });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.Reportable).toBe(false);
      expect(r.CountsAsRollover).toBe(false);
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe(
  'Roth conversions and recharacterizations (408A(d)(3), (6); Pub. 590-A chapter 1 ' +
    '"Recharacterizations", chapter 2 "Conversions")',
  () => {
    it(
      'Pub. 590-A: a conversion is reported on Form 1099-R (code 2 under 59 1/2, 7 ' +
        'from it) and Form 5498 box 3; 1.408A-6 Q&A-5(c): its own five-year period from ' +
        'January 1 of the conversion year',
      () => {
        const r = checkRothConversion(catalog, {
          From: acct('traditional-ira'),
          To: acct('roth-ira'),
          Amount: 20000,
          ConversionDate: '2025-11-20',
          Owner: { DateOfBirth: YOUNG },
          RequiredDistributionRemaining: 0,
        });
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.Form1099R.DistributionCode).toBe('2');
          expect(r.Form5498).toEqual({ Box: '3', Amount: '20000' });
          expect(r.FiveYearPeriod).toEqual({ Begins: '2025-01-01', Ends: '2029-12-31' });
        }
      },
    );

    it(
      'Form 8606 Part I / Pub. 590-B "Figuring the Nontaxable and Taxable Amounts": ' +
        'basis 10,000, year-end value 70,000, 30,000 converted: ratio 0.1, 3,000 ' +
        'nontaxable, 27,000 taxable',
      () => {
        const r = checkRothConversion(catalog, {
          From: acct('traditional-ira'),
          To: acct('roth-ira'),
          Amount: 30000,
          ConversionDate: '2025-06-01',
          Owner: { DateOfBirth: YOUNG },
          RequiredDistributionRemaining: 0,
          Basis: {
            NondeductibleContributions: 0,
            PriorBasis: 10000,
            YearEndValue: 70000,
            Distributions: 0,
            Conversions: 30000,
          },
        });
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.NontaxableAmount).toBe('3000');
          expect(r.TaxableAmount).toBe('27000');
        }
      },
    );

    it(
      "26 CFR 1.408A-4 Q&A-6 / Pub. 590-A: a required minimum distribution can't be " +
        'converted: with 4,000 of RMD outstanding the conversion is refused',
      () => {
        const r = checkRothConversion(catalog, {
          From: acct('traditional-ira'),
          To: acct('roth-ira'),
          Amount: 20000,
          ConversionDate: '2025-06-01',
          Owner: { DateOfBirth: '1950-01-01' },
          RequiredDistributionRemaining: 4000,
        });
        expect(r.ok).toBe(false);
      },
    );

    it(
      'Pub. 590-A: "a conversion ... made after 2017 can\'t be recharacterized" (TCJA ' + '13611; 408A(d)(6)(B)(iii))',
      () => {
        const r = checkRecharacterization(catalog, {
          From: acct('roth-ira'),
          To: acct('traditional-ira'),
          Contribution: { Kind: 'Conversion', Amount: 10000, ContributionDate: '2024-05-01', TaxYear: 2024 },
          RecharacterizationDate: '2025-02-01',
          AdjustedOpeningBalance: 10000,
          AdjustedClosingBalance: 11000,
        } as RecharacterizationFacts);
        expect(r.ok).toBe(false);
      },
    );

    const rechar = (date: string) =>
      checkRecharacterization(catalog, {
        From: acct('roth-ira'),
        To: acct('traditional-ira'),
        Contribution: { Kind: 'Regular', Amount: 7000, ContributionDate: '2024-05-01', TaxYear: 2024 },
        RecharacterizationDate: date,
        AdjustedOpeningBalance: 14000,
        AdjustedClosingBalance: 15400,
      } as RecharacterizationFacts);

    it(
      'Pub. 590-A "Recharacterizations": by the due date (including extensions) of the ' +
        'return: a 2024 contribution by 2025-10-15; code R (made for 2024, ' +
        'recharacterized in 2025); 5498 box 4 with the earnings',
      () => {
        const r = rechar('2025-10-15');
        expect(r.ok).toBe(true);
        if (r.ok) {
          expect(r.Form1099R.DistributionCode).toBe('R');
          expect(r.NetIncome).toBe('700');
          expect(r.TransferAmount).toBe('7700');
          expect(r.Form5498).toEqual({ Box: '4', Amount: '7700' });
        }
        expect(rechar('2025-10-16').ok).toBe(false);
      },
    );

    it(
      '26 CFR 1.408-11(c), Example 1: 1,600 contributed to an IRA worth 4,800; 400 ' +
        'returned when the IRA is worth 7,600: net income 400 x (7,600 - 6,400) / 6,400 ' +
        '= 75',
      () => {
        const r = netIncomeAttributable({
          Contribution: 400,
          AdjustedOpeningBalance: 6400,
          AdjustedClosingBalance: 7600,
        });
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.NetIncome).toBe('75');
      },
    );

    it(
      '26 CFR 1.408A-5 Q&A-2(c), Example: a 160,000 conversion into a Roth IRA worth ' +
        '80,000, worth 225,000 at recharacterization: net income -10,000, 150,000 ' +
        'recharacterized',
      () => {
        const r = netIncomeAttributable({
          Contribution: 160000,
          AdjustedOpeningBalance: 240000,
          AdjustedClosingBalance: 225000,
        });
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.NetIncome).toBe('-10000');
      },
    );
  },
);

// ---------------------------------------------------------------------------------------------
describe('Forms 1099-R and 5498 figures (Instructions for Forms 1099-R and 5498)', () => {
  const account = (slug: string): StoredAccount => storedAccount('1', slug);
  const owner = (dob: string): StoredClient => storedOwner('1', dob);
  const deposit = depositsTo('1', 'none');
  let id = 0;
  const withdrawal = (date: string, w: Partial<WithdrawalDetail>): HistoryTransaction => {
    const tid = `t${++id}`;
    return {
      TransactionId: tid,
      AccountId: 'acc-1',
      Kind: 'Entry',
      EntryType: 'Distribution',
      Direction: 'Debit',
      Amount: w.GrossAmount ?? '0',
      Currency: 'USD',
      Status: 'Posted',
      CreatedDate: `${date}T12:00:00.000Z`,
      Withdrawal: {
        TransactionId: tid,
        AccountId: 'acc-1',
        DistributionReason: 'Normal',
        TaxYear: Number(date.slice(0, 4)),
        DistributionDate: date,
        GrossAmount: '0',
        FederalWithheld: '0',
        FederalWithholdingPercent: '10',
        StateWithheld: '0',
        NetAmount: '0',
        Fee: '0',
        DistributionCodes: ['7'],
        IraSepSimple: true,
        TaxableAmount: '0',
        TaxableAmountNotDetermined: true,
        ExceptionClaimed: null,
        AdditionalTaxAmount: null,
        CountsTowardRequiredDistribution: true,
        TaxForm: '1099-R',
        ...w,
      },
    };
  };

  it(
    '1099-R: "file a separate Form 1099-R for each ... distribution code": a code 1 ' +
      'and a code 2 distribution are two forms; boxes 1, 2a, 4 sum their distributions',
    () => {
      const facts = {
        Account: account('traditional-ira'),
        Owner: owner(YOUNG),
        Transactions: [
          deposit('50000', '2024-01-05', { ContributionSource: 'Rollover' }),
          withdrawal('2025-02-01', {
            GrossAmount: '1000',
            FederalWithheld: '100',
            NetAmount: '900',
            DistributionCodes: ['1'],
            TaxableAmount: '1000',
          }),
          withdrawal('2025-03-01', {
            GrossAmount: '2000',
            FederalWithheld: '200',
            NetAmount: '1800',
            DistributionCodes: ['1'],
            TaxableAmount: '2000',
          }),
          withdrawal('2025-04-01', {
            GrossAmount: '3000',
            FederalWithheld: '300',
            NetAmount: '2700',
            DistributionCodes: ['2'],
            TaxableAmount: '3000',
          }),
        ],
      };
      const r = taxForms(catalog, facts, 2025);
      if (!r.ok) expect.fail(r.Message);
      const byCode = Object.fromEntries(r.Forms1099R.map((f) => [f.DistributionCode, f]));
      expect(Object.keys(byCode).sort()).toEqual(['1', '2']);
      expect(byCode['1']!.GrossDistribution).toBe('3000.00');
      expect(byCode['1']!.TaxableAmount).toBe('3000.00');
      expect(byCode['1']!.FederalIncomeTaxWithheld).toBe('300.00');
      expect(byCode['1']!.IraSepSimple).toBe(true);
      expect(byCode['2']!.GrossDistribution).toBe('3000.00');
    },
  );

  it(
    '5498 box 1: "contributions made ... through April 15 [of the next year] ' +
      'designated for [the year]"; box 2 rollovers received in the calendar year; box ' +
      '5 FMV on December 31',
    () => {
      const facts = {
        Account: account('traditional-ira'),
        Owner: owner(YOUNG),
        Transactions: [
          deposit('20000', '2025-02-10', { ContributionSource: 'Rollover' }),
          deposit('3000', '2025-03-10', { TaxYear: 2024 }),
          deposit('4000', '2025-08-10', { TaxYear: 2025 }),
          deposit('2500', '2026-04-10', { TaxYear: 2025 }),
        ],
        YearEndValue: 28000,
      };
      const r = taxForms(catalog, facts, 2025);
      if (!r.ok) expect.fail(r.Message);
      expect(r.Form5498?.IraContributions).toBe('6500.00');
      expect(r.Form5498?.RolloverContributions).toBe('20000.00');
      expect(r.Form5498?.FairMarketValue).toBe('28000.00');
      expect(r.Form5498?.AccountKind).toBe('IRA');
    },
  );

  it(
    '5498 box 10: Roth IRA contributions for the year; box 3: conversions received ' +
      'in the calendar year; box 7 "Roth IRA"; no RMD box 11 for a Roth IRA owner',
    () => {
      const facts = {
        Account: account('roth-ira'),
        Owner: owner('1950-01-01'),
        Transactions: [
          deposit('7000', '2025-03-10', { TaxYear: 2025 }),
          deposit('15000', '2025-09-10', { ContributionKind: 'RothConversion' }),
        ],
        YearEndValue: 22000,
      };
      const r = taxForms(catalog, facts, 2025);
      if (!r.ok) expect.fail(r.Message);
      expect(r.Form5498?.RothIraContributions).toBe('7000.00');
      expect(r.Form5498?.IraContributions).toBe('0.00');
      expect(r.Form5498?.RothIraConversionAmount).toBe('15000.00');
      expect(r.Form5498?.AccountKind).toBe('ROTH');
      expect(r.Form5498?.RmdForNextYear).toBe(false);
    },
  );

  it(
    '5498 boxes 11, 12a, 12b: an IRA owner who must take an RMD for the next year: ' +
      'born 1950 (73 in 2023), 2025 FMV 100,000, age 76 in 2026: 100,000 / 23.7 = ' +
      '4,219.41 due 2026-12-31 (26 CFR 1.401(a)(9)-9(c) Uniform Lifetime Table: 76 -> ' +
      '23.7)',
    () => {
      const facts = {
        Account: account('traditional-ira'),
        Owner: owner('1950-01-01'),
        Transactions: [deposit('100000', '2024-01-05', { ContributionSource: 'Rollover' })],
        YearEndValue: 100000,
      };
      const r = taxForms(catalog, facts, 2025);
      if (!r.ok) expect.fail(r.Message);
      expect(r.Form5498?.RmdForNextYear).toBe(true);
      expect(r.Form5498?.RmdAmount).toBe('4219.41');
      expect(r.Form5498?.RmdDate).toBe('2026-12-31');
    },
  );

  it(
    '1099-R: a Roth IRA conversion is a distribution the traditional IRA reports on ' +
      "Form 1099-R (Code 2 under 59 1/2, box 1 the amount converted); the conversion's " +
      'sending transaction as docs/movements.md records it (Entry, RothConversionOut, ' +
      'Debit) must yield that form',
    () => {
      const facts = {
        Account: account('traditional-ira'),
        Owner: owner(YOUNG),
        Transactions: [
          deposit('50000', '2024-01-05', { ContributionSource: 'Rollover' }),
          {
            TransactionId: 'conv-out',
            AccountId: 'acc-1',
            Kind: 'Entry',
            EntryType: 'RothConversionOut',
            Direction: 'Debit',
            Amount: '20000',
            Currency: 'USD',
            Status: 'Posted',
            CreatedDate: '2025-06-02T12:00:00.000Z',
            // What decideRothConversion records on the sending side (docs/movements.md).
            Form1099R: { DistributionCode: '2', GrossDistribution: '20000', TaxableAmount: '20000' },
          } as HistoryTransaction,
        ],
      };
      const r = taxForms(catalog, facts, 2025);
      if (!r.ok) expect.fail(r.Message);
      expect(r.Forms1099R.map((f) => [f.DistributionCode, f.GrossDistribution, f.IraSepSimple])).toEqual([
        ['2', '20000.00', true],
      ]);
      // Box 2a the amount converted with 2b "taxable amount not determined", as for its withdrawals
      // (the payer does not figure the owner's basis; Form 8606 does).
      expect([r.Forms1099R[0]?.TaxableAmount, r.Forms1099R[0]?.TaxableAmountNotDetermined]).toEqual(['20000.00', true]);
      // Without the movement's recorded form the engine says what it could not report.
      const bare = { ...facts, Transactions: facts.Transactions.map(({ Form1099R: _f, ...t }) => t) };
      const unreported = taxForms(catalog, bare, 2025);
      if (!unreported.ok) expect.fail(unreported.Message);
      expect(unreported.Forms1099R).toEqual([]);
      expect(unreported.Unchecked.join(' ')).toMatch(/conv-out/);
    },
  );

  it(
    '5498 box 3 "Roth IRA conversion amount" (not box 2 rollovers): the receiving ' +
      'transaction a conversion writes (Deposit, RothConversionIn, ContributionSource ' +
      'Rollover, docs/movements.md)',
    () => {
      const facts = {
        Account: account('roth-ira'),
        Owner: owner(YOUNG),
        Transactions: [
          deposit('20000', '2025-06-02', { EntryType: 'RothConversionIn', ContributionSource: 'Rollover' }),
        ],
        YearEndValue: 20000,
      };
      const r = taxForms(catalog, facts, 2025);
      if (!r.ok) expect.fail(r.Message);
      expect(r.Form5498?.RothIraConversionAmount).toBe('20000.00');
      expect(r.Form5498?.RolloverContributions).toBe('0.00');
    },
  );

  it(
    '5498 box 4 "Recharacterized contributions" (box 1 is "IRA contributions (other ' +
      'than amounts in boxes 2-4 ...)"): a recharacterization credited to the SECOND ' +
      'IRA (Deposit, RecharacterizationIn, Participant, TaxYear 2024) is not a box 1 ' +
      'contribution',
    () => {
      const facts = {
        Account: account('traditional-ira'),
        Owner: owner(YOUNG),
        Transactions: [
          deposit('7700', '2025-02-03', {
            EntryType: 'RecharacterizationIn',
            ContributionSource: 'Participant',
            TaxYear: 2024,
          }),
        ],
        YearEndValue: 7700,
      };
      const y24 = taxForms(catalog, facts, 2024);
      const y25 = taxForms(catalog, facts, 2025);
      if (!y24.ok || !y25.ok) expect.fail('taxForms failed');
      expect(y24.Form5498?.IraContributions).toBe('0.00');
      expect(y25.Form5498?.IraContributions).toBe('0.00');
      const box4 = [y24.Form5498?.RecharacterizedContributions, y25.Form5498?.RecharacterizedContributions];
      expect(box4).toContain('7700.00');
    },
  );

  it(
    '1099-R box 2a for a Roth IRA: left blank (taxable amount not determined) except ' +
      'for excess-contribution earnings',
    () => {
      const facts = {
        Account: account('roth-ira'),
        Owner: owner(YOUNG),
        Transactions: [
          deposit('7000', '2024-03-10', { TaxYear: 2024 }),
          withdrawal('2025-02-01', {
            GrossAmount: '1000',
            NetAmount: '1000',
            DistributionCodes: ['J'],
            IraSepSimple: false,
            TaxableAmount: '0',
            TaxableAmountNotDetermined: false,
          }),
        ],
      };
      const r = taxForms(catalog, facts, 2025);
      if (!r.ok) expect.fail(r.Message);
      expect(r.Forms1099R).toHaveLength(1);
      expect(r.Forms1099R[0]!.TaxableAmount).toBe(null);
      expect(r.Forms1099R[0]!.IraSepSimple).toBe(false);
    },
  );
});

// ---------------------------------------------------------------------------------------------
describe('decideWithdrawal end to end (26 U.S.C. 3405; Instructions for Forms 1099-R and 5498)', () => {
  const base = (slug: string, dob: string, txs: HistoryTransaction[], balance: string) => ({
    Now: '2025-06-02T12:00:00.000Z',
    Account: {
      AccountId: 'acc-9',
      ClientId: 'cli-9',
      AccountTypeCode: slug,
      AccountStatus: 'Active',
      Phase: 'Active',
      Currency: 'USD',
      Attributes: {},
    } as StoredAccount,
    Client: {
      ClientId: 'cli-9',
      ClientType: 'Individual',
      Contact: { FirstName: 'C', LastName: 'D', DateOfBirth: dob },
      ClientStatus: 'Active',
    } as StoredClient,
    Balances: { Settled: balance, Pending: '0', SettledCredits: balance, SettledDebits: '0' },
    Transactions: txs,
    NewIds: { TransactionId: 'aaaaaaaa-0000-4000-8000-000000000099' },
  });
  const dep = (amount: string, date: string, extra: Partial<HistoryTransaction> = {}): HistoryTransaction => ({
    TransactionId: `d-${date}`,
    AccountId: 'acc-9',
    Kind: 'Deposit',
    EntryType: 'Deposit',
    Direction: 'Credit',
    Amount: amount,
    Currency: 'USD',
    Status: 'Posted',
    ContributionSource: 'Participant',
    TaxYear: Number(date.slice(0, 4)),
    CreatedDate: `${date}T12:00:00.000Z`,
    ...extra,
  });

  it('Traditional IRA, age 45, 10,000 with no election: code 1, 1,000 withheld (3405(b)), net 9,000', () => {
    const d = decideWithdrawal(
      catalog,
      base('traditional-ira', YOUNG, [dep('50000', '2020-01-10', { ContributionSource: 'Rollover' })], '50000'),
      { Amount: 10000, Currency: 'USD', DistributionReason: 'Normal' },
      '2025-06-02',
    );
    if (!d.ok) expect.fail(`${d.ErrorCode}: ${d.Message}`);
    expect(d.Records.Withdrawal.DistributionCodes).toEqual(['1']);
    expect(d.Records.Withdrawal.FederalWithheld).toBe('1000');
    expect(d.Records.Withdrawal.NetAmount).toBe('9000');
  });

  it(
    'Roth IRA, age 45, a return of regular contributions only (not includible): code ' +
      'J; 3405(e)(1)(B): nothing withheld on an amount not includible in income',
    () => {
      const d = decideWithdrawal(
        catalog,
        base(
          'roth-ira',
          YOUNG,
          [dep('7000', '2020-01-10', { TaxYear: 2020 }), dep('7000', '2021-01-10', { TaxYear: 2021 })],
          '16000',
        ),
        { Amount: 5000, Currency: 'USD', DistributionReason: 'Normal' },
        '2025-06-02',
      );
      if (!d.ok) expect.fail(`${d.ErrorCode}: ${d.Message}`);
      expect(d.Records.Withdrawal.DistributionCodes).toEqual(['J']);
      expect(d.Records.Withdrawal.TaxableAmount).toBe('0');
      expect(d.Records.Withdrawal.FederalWithheld).toBe('0');
    },
  );

  it(
    '26 CFR 1.408A-6 Q&A-4: a nonqualified distribution is income "to the extent ' +
      "that [it], when added to ... all prior distributions from the owner's Roth " +
      'IRAs (whether or not they were qualified distributions) ..., exceeds the ' +
      'owner\'s contributions": 8,000 contributed, 5,000 taken as a qualified ' +
      '(disability, code Q) distribution in 2024, 5,000 taken at 45 in 2025 after ' +
      'recovery: 2,000 is income',
    () => {
      const prior: HistoryTransaction = {
        TransactionId: 'w-2024',
        AccountId: 'acc-9',
        Kind: 'Entry',
        EntryType: 'Distribution',
        Direction: 'Debit',
        Amount: '5000',
        Currency: 'USD',
        Status: 'Posted',
        CreatedDate: '2024-03-01T12:00:00.000Z',
        Withdrawal: {
          TransactionId: 'w-2024',
          AccountId: 'acc-9',
          DistributionReason: 'Disability',
          TaxYear: 2024,
          DistributionDate: '2024-03-01',
          GrossAmount: '5000',
          FederalWithheld: '0',
          FederalWithholdingPercent: '0',
          StateWithheld: '0',
          NetAmount: '5000',
          Fee: '0',
          DistributionCodes: ['Q'],
          IraSepSimple: false,
          TaxableAmount: '0',
          TaxableAmountNotDetermined: false,
          ExceptionClaimed: null,
          AdditionalTaxAmount: '0',
          CountsTowardRequiredDistribution: false,
          TaxForm: '1099-R',
        },
      };
      const d = decideWithdrawal(
        catalog,
        base(
          'roth-ira',
          YOUNG,
          [dep('4000', '2015-02-10', { TaxYear: 2015 }), dep('4000', '2016-02-10', { TaxYear: 2016 }), prior],
          '20000',
        ),
        { Amount: 5000, Currency: 'USD', DistributionReason: 'Normal', FederalWithholdingPercent: 0 },
        '2025-06-02',
      );
      if (!d.ok) expect.fail(`${d.ErrorCode}: ${d.Message}`);
      expect(d.Records.Withdrawal.DistributionCodes).toEqual(['J']);
      expect(d.Records.Withdrawal.TaxableAmount).toBe('2000');
    },
  );

  it(
    'Qualified plan (ESOP) lump sum paid to a 45-year-old: eligible rollover ' +
      'distribution, 20% mandatory (3405(c)); a 10% election does not lower it; code 1',
    () => {
      const d = decideWithdrawal(
        catalog,
        base(
          'employee-stock-ownership-plan',
          YOUNG,
          [dep('50000', '2020-01-10', { ContributionSource: 'Employer' })],
          '50000',
        ),
        { Amount: 10000, Currency: 'USD', DistributionReason: 'Normal', FederalWithholdingPercent: 10 },
        '2025-06-02',
      );
      if (!d.ok) expect.fail(`${d.ErrorCode}: ${d.Message}`);
      expect(d.Records.Withdrawal.DistributionCodes).toEqual(['1']);
      expect(d.Records.Withdrawal.FederalWithheld).toBe('2000');
    },
  );
});
