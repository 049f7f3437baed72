// Session 11 review of the money-out rules (withdrawals, movements, SEPP) against the published
// law: cases the earlier acceptance files do not hold. Every figure is typed in by hand from the
// source named in the test (Rev. Proc. 2020-46, Pub. 575, Form W-4R, Form 5329 instructions,
// 26 U.S.C. 72(t), 408(d)(3), Notice 2022-6, Rev. Rul. 2002-62, 26 CFR 1.408A-4), never read
// from catalog/.

import { describe, expect, it } from 'vitest';
import {
  checkRollover,
  checkRothConversion,
  checkTransfer,
  type DistributionTreatment,
  type DistributionTreatmentQuery,
  defaultCatalog,
  distributionWithholding,
  type MovementAccount,
  type MovementHistoryEntry,
  type RolloverFacts,
  type SeppQuery,
  substantiallyEqualPeriodicPayment,
  type WithholdingQuery,
} from '../../src/index.js';
import { treatDistribution } from './helpers.js';

const catalog = defaultCatalog;

const treat = (q: Partial<DistributionTreatmentQuery>): DistributionTreatment => treatDistribution(q);

function withholding(q: Partial<WithholdingQuery>) {
  return distributionWithholding(catalog, {
    DistributionDate: '2025-06-02',
    Gross: '10000',
    Regime: 'Nonperiodic',
    ...q,
  } as WithholdingQuery);
}

const OWNER = 'owner-s11';
let seq = 0;
function acct(slug: string, over: Partial<MovementAccount> = {}): MovementAccount {
  seq += 1;
  return { AccountId: `${slug}-s11-${seq}`, AccountTypeCode: slug, OwnerId: OWNER, ...over };
}

/** Age 45 in 2025 (before 59 1/2). */
const YOUNG = '1980-03-10';

// ---------------------------------------------------------------------------------------------
describe('Withholding and the 20 percent on eligible rollover distributions (3405; Form W-4R; Pub. 575)', () => {
  it('Form W-4R: "any rate from 0% to 100%": 100% of a 10,000 nonperiodic payment withholds all; 101% refused', () => {
    const all = withholding({ FederalElectionPercent: 100 });
    if (!all.ok) expect.fail(all.Message);
    expect([all.FederalWithheld, all.Net]).toEqual(['10000', '0']);
    expect(withholding({ FederalElectionPercent: 101 }).ok).toBe(false);
  });

  it(
    'Pub. 575 (2004), "Rolling over more than amount received", Example: an eligible rollover distribution ' +
      'of $10,000, $2,000 withheld (20%), $8,000 received; the whole $10,000 may be rolled over with $2,000 ' +
      'from other sources',
    () => {
      const w = withholding({ Regime: 'EligibleRolloverDistribution' });
      if (!w.ok) expect.fail(w.Message);
      expect([w.FederalWithheld, w.Net]).toEqual(['2000', '8000']);
      const r = checkRollover(catalog, {
        From: acct('employee-stock-ownership-plan'),
        To: acct('traditional-ira'),
        Method: 'Indirect',
        Amount: 10000,
        DistributionAmount: 10000,
        DistributionDate: '2025-03-03',
        RolloverDate: '2025-04-20',
        Owner: { DateOfBirth: YOUNG },
        History: [],
        RequiredDistributionRemaining: 0,
      });
      if (!r.ok) expect.fail(r.Message);
      expect([r.Amount, r.TaxableAmount, r.CountsTowardOneRolloverPerYear]).toEqual(['10000', '0', false]);
      expect(r.Form5498).toEqual({ Box: '2', Amount: '10000' });
    },
  );

  it(
    '72(t)(2)(H)(vi)(II): "for purposes of sections 401(a)(31), 402(f), and 3405, a qualified birth or ' +
      'adoption distribution shall not be treated as an eligible rollover distribution": a plan pays 5,000 ' +
      'within a year of the birth under the nonperiodic rules (10%, or the W-4R election), not the 20%',
    () => {
      const r = treat({
        AccountTypeCode: 'employee-stock-ownership-plan',
        OwnerDateOfBirth: YOUNG,
        Amount: '5000',
        EarlyDistributionException: 'BirthOrAdoption',
        ExceptionFacts: { EventDate: '2025-02-01', PriorExceptedAmount: 0 },
      });
      expect(r.AdditionalTax.Amount).toBe('0');
      expect(r.WithholdingRegime).toBe('Nonperiodic');
      const w = withholding({ Gross: '5000', Regime: r.WithholdingRegime });
      if (!w.ok) expect.fail(w.Message);
      expect(w.FederalWithheld).toBe('500');
      // Without the exception the same plan payment is an eligible rollover distribution (20%).
      expect(
        treat({ AccountTypeCode: 'employee-stock-ownership-plan', OwnerDateOfBirth: YOUNG }).WithholdingRegime,
      ).toBe('EligibleRolloverDistribution');
    },
  );

  it(
    'SECURE 2.0 secs. 115, 314 (72(t)(2)(I), (K), rules like (H)(vi)): a plan emergency personal expense or ' +
      'domestic abuse victim distribution is not an eligible rollover distribution either',
    () => {
      const eped = treat({
        AccountTypeCode: 'employee-stock-ownership-plan',
        OwnerDateOfBirth: YOUNG,
        Amount: '1000',
        EarlyDistributionException: 'EmergencyPersonalExpense',
        ExceptionFacts: { AccountBalance: 50000, PriorEmergencyDistributions: [] },
      });
      expect([eped.AdditionalTax.Amount, eped.WithholdingRegime]).toEqual(['0', 'Nonperiodic']);
      const davd = treat({
        AccountTypeCode: 'employee-stock-ownership-plan',
        OwnerDateOfBirth: YOUNG,
        Amount: '4000',
        EarlyDistributionException: 'DomesticAbuseVictim',
        ExceptionFacts: { AccountBalance: 40000, EventDate: '2025-03-01', PriorExceptedAmount: 0 },
      });
      expect([davd.AdditionalTax.Amount, davd.WithholdingRegime]).toEqual(['0', 'Nonperiodic']);
    },
  );

  it(
    '72(t)(2)(H)(vi)(II) has no age: a plan birth or adoption distribution at 62 (code 7, no 10% anyway) is ' +
      'still not an eligible rollover distribution; over the 5,000 it keeps the 20%',
    () => {
      const old = { AccountTypeCode: 'employee-stock-ownership-plan', OwnerDateOfBirth: '1963-01-10' };
      const facts = { EventDate: '2025-02-01', PriorExceptedAmount: 0 };
      const r = treat({ ...old, Amount: '5000', EarlyDistributionException: 'BirthOrAdoption', ExceptionFacts: facts });
      expect([r.DistributionCodes, r.AdditionalTax.Amount, r.WithholdingRegime]).toEqual([['7'], '0', 'Nonperiodic']);
      const over = treat({
        ...old,
        Amount: '6000',
        EarlyDistributionException: 'BirthOrAdoption',
        ExceptionFacts: facts,
      });
      expect(over.WithholdingRegime).toBe('EligibleRolloverDistribution');
      expect(treat({ ...old, Amount: '5000' }).WithholdingRegime).toBe('EligibleRolloverDistribution');
    },
  );

  it('402(c)(3)(A) / Pub. 575: the 60-day limit binds an indirect rollover from an employer plan too', () => {
    const r = checkRollover(catalog, {
      From: acct('employee-stock-ownership-plan'),
      To: acct('traditional-ira'),
      Method: 'Indirect',
      Amount: 8000,
      DistributionAmount: 10000,
      DistributionDate: '2025-03-03',
      RolloverDate: '2025-05-03',
      Owner: { DateOfBirth: YOUNG },
      RequiredDistributionRemaining: 0,
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.Rule).toBe('sixty-day-deadline');
  });
});

// ---------------------------------------------------------------------------------------------
describe('Late rollovers by self-certification (Rev. Proc. 2020-46, modifying Rev. Proc. 2016-47)', () => {
  const late = (over: Partial<RolloverFacts>) =>
    checkRollover(catalog, {
      From: acct('traditional-ira'),
      To: acct('traditional-ira'),
      Method: 'Indirect',
      Amount: 10000,
      DistributionDate: '2025-01-10',
      // The 60th day is 2025-03-11.
      RolloverDate: '2025-04-15',
      Owner: { DateOfBirth: YOUNG },
      History: [],
      RequiredDistributionRemaining: 0,
      ...over,
    } as RolloverFacts);

  it(
    'sec. 3.02(3): made "within 30 days after the reason or reasons no longer prevent" the contribution: ' +
      'deemed as soon as practicable; 45 days after is accepted but outside the safe harbor',
    () => {
      const within = late({
        SelfCertification: { Reason: 'PostalError', CertifiedOn: '2025-04-15', ReasonEndedOn: '2025-03-20' },
      });
      if (!within.ok) expect.fail(within.Message);
      expect(within.LateRolloverWaiver).toBe('PostalError');
      expect(within.RolloverDeadline).toBe('2025-03-11');
      expect(within.Warnings.map((w) => w.Code)).toEqual(['LateRolloverSelfCertified']);
      const outside = late({
        SelfCertification: { Reason: 'PostalError', CertifiedOn: '2025-04-15', ReasonEndedOn: '2025-03-01' },
      });
      if (!outside.ok) expect.fail(outside.Message);
      expect(outside.Warnings.map((w) => w.Code)).toContain('OutsideSelfCertificationSafeHarbor');
    },
  );

  it('sec. 3.02(2)(l) (added by Rev. Proc. 2020-46): a distribution made to a state unclaimed property fund', () => {
    const r = late({
      SelfCertification: { Reason: 'StateUnclaimedPropertyFund', CertifiedOn: '2025-04-15' },
    });
    if (!r.ok) expect.fail(r.Message);
    expect(r.LateRolloverWaiver).toBe('StateUnclaimedPropertyFund');
  });

  it(
    'sec. 1: "a self-certification relates only to the reasons for missing the 60-day deadline, not to ' +
      'whether a distribution is otherwise eligible to be rolled over": an RMD part stays unrollable',
    () => {
      const r = late({
        RequiredDistributionRemaining: 4000,
        SelfCertification: { Reason: 'SeriousIllness', CertifiedOn: '2025-04-15', ReasonEndedOn: '2025-04-01' },
      });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.Rule).toBe('required-distribution-not-rollable');
    },
  );

  it('sec. 1 / 408(d)(3)(B): nor does it lift the one-rollover-per-year limit', () => {
    const history: MovementHistoryEntry[] = [
      {
        Kind: 'IndirectRollover',
        FromAccountTypeCode: 'traditional-ira',
        ToAccountTypeCode: 'traditional-ira',
        DistributionDate: '2024-06-01',
      },
    ];
    const r = late({
      History: history,
      SelfCertification: { Reason: 'FinancialInstitutionError', CertifiedOn: '2025-04-15' },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.Rule).toBe('one-rollover-per-year');
  });
});

// ---------------------------------------------------------------------------------------------
describe('Early-distribution exceptions and their limits (72(t)(2); Instructions for Form 5329)', () => {
  it(
    'Form 5329 line 4 (SIMPLE IRA within 2 years: 25%) with exception 09 (first home, up to $10,000): ' +
      '15,000 taken: 10,000 excepted, 5,000 x 25% = 1,250; code S',
    () => {
      const r = treat({
        AccountTypeCode: 'simple-ira',
        OwnerDateOfBirth: YOUNG,
        Amount: '15000',
        SimpleIraParticipationStartDate: '2024-09-01',
        EarlyDistributionException: 'FirstHome',
        ExceptionFacts: { PriorExceptedAmount: 0 },
      });
      expect(r.SimpleFirstTwoYears).toBe(true);
      expect(r.DistributionCodes).toEqual(['S']);
      expect(r.AdditionalTax.RatePercent).toBe('25');
      expect([r.AdditionalTax.ExceptedAmount, r.AdditionalTax.SubjectAmount, r.AdditionalTax.Amount]).toEqual([
        '10000',
        '5000',
        '1250',
      ]);
    },
  );

  it(
    'Form 5329 exception 05: "unreimbursed medical expenses ... minus 7.5% of your adjusted gross income": ' +
      'expenses 10,000, AGI 60,000 -> 5,500 excepted; of 8,000 taken, 2,500 bears 10% (250)',
    () => {
      // 10,000 - 7.5% x 60,000 (4,500) = 5,500, computed here from the instruction's formula.
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        Amount: '8000',
        EarlyDistributionException: 'MedicalExpenses',
        ExceptionFacts: { QualifyingAmount: 5500 },
      });
      expect(r.DistributionCodes).toEqual(['1']);
      expect([r.AdditionalTax.ExceptedAmount, r.AdditionalTax.Amount]).toEqual(['5500', '250']);
    },
  );

  it(
    '72(t)(2)(I)(ii): "the lesser of $1,000 or the excess of the vested balance over $1,000": balance 1,500 ' +
      '-> 500 excepted; 1,000 taken -> 50',
    () => {
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        Amount: '1000',
        EarlyDistributionException: 'EmergencyPersonalExpense',
        ExceptionFacts: { AccountBalance: 1500, PriorEmergencyDistributions: [] },
      });
      expect([r.AdditionalTax.ExceptedAmount, r.AdditionalTax.Amount]).toEqual(['500', '50']);
    },
  );

  it(
    'Form 5329 exception 07: "IRA distributions made to unemployed individuals for health insurance ' +
      'premiums": claimed on an employer plan it excepts nothing (10% of 10,000 = 1,000)',
    () => {
      const r = treat({
        AccountTypeCode: 'employee-stock-ownership-plan',
        OwnerDateOfBirth: YOUNG,
        EarlyDistributionException: 'HealthInsurancePremiumsUnemployed',
        ExceptionFacts: { QualifyingAmount: 10000 },
      });
      expect(r.AdditionalTax.Amount).toBe('1000');
      expect(r.Warnings.map((w) => w.Code)).toContain('ExceptionNotForThisAccount');
    },
  );

  it(
    'Form 5329 exception 06: "distributions made to an alternate payee under a qualified domestic ' +
      'relations order (doesn\'t apply to IRAs)": claimed on a traditional IRA it excepts nothing',
    () => {
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        EarlyDistributionException: 'QualifiedDomesticRelationsOrder',
      });
      expect(r.DistributionCodes).toEqual(['1']);
      expect(r.AdditionalTax.Amount).toBe('1000');
    },
  );

  it(
    'Form 5329 exception 01: "separation from service in or after the year you reach age 55": separated ' +
      'in 2025, the year of 55, before the birthday; paid at 54 -> excepted, code 2',
    () => {
      // Born 1970-11-20: 55 on 2025-11-20; separated and paid in June 2025 at 54.
      const r = treat({
        AccountTypeCode: 'employee-stock-ownership-plan',
        OwnerDateOfBirth: '1970-11-20',
        DistributionDate: '2025-06-30',
        EarlyDistributionException: 'SeparationFromServiceAge55',
        ExceptionFacts: { SeparationFromServiceYear: 2025 },
      });
      expect(r.AgeAtDistribution).toBe(54);
      expect(r.DistributionCodes).toEqual(['2']);
      expect(r.AdditionalTax.Amount).toBe('0');
    },
  );

  it('72(t)(2)(L): a terminally ill individual distribution has no dollar limit (50,000 certified: no 10%)', () => {
    const r = treat({
      OwnerDateOfBirth: YOUNG,
      Amount: '50000',
      EarlyDistributionException: 'TerminalIllness',
      ExceptionFacts: { PhysicianCertification: true },
    });
    expect([r.AdditionalTax.ExceptedAmount, r.AdditionalTax.Amount]).toEqual(['50000', '0']);
  });
});

// ---------------------------------------------------------------------------------------------
describe('Substantially equal periodic payments: the interest rate (Notice 2022-6; Rev. Rul. 2002-62)', () => {
  const sepp = (q: Partial<SeppQuery>) =>
    substantiallyEqualPeriodicPayment(catalog, {
      Method: 'FixedAmortization',
      DateOfBirth: '1975-04-01',
      Year: 2023,
      AccountBalance: '500000',
      ...q,
    } as SeppQuery);

  it(
    'Notice 2022-6 (interest rate): not more than the greater of 5 percent and 120 percent of the federal ' +
      'mid-term rate: 120% at 4.06 -> 5 allowed, 5.01 refused',
    () => {
      const ok = sepp({ InterestRatePercent: 5, FederalMidTermRate120Percent: '4.06' });
      if (!ok.ok) expect.fail(ok.Message);
      expect(ok.MaximumInterestRatePercent).toBe('5');
      expect(sepp({ InterestRatePercent: '5.01', FederalMidTermRate120Percent: '4.06' }).ok).toBe(false);
    },
  );

  it('Notice 2022-6 (interest rate): when 120% of the mid-term rate is above 5 (5.4), it is the ceiling', () => {
    const ok = sepp({ InterestRatePercent: '5.4', FederalMidTermRate120Percent: '5.4' });
    if (!ok.ok) expect.fail(ok.Message);
    expect(ok.MaximumInterestRatePercent).toBe('5.4');
    expect(sepp({ InterestRatePercent: '5.41', FederalMidTermRate120Percent: '5.4' }).ok).toBe(false);
  });

  it(
    'Rev. Rul. 2002-62 sec. 2.02(c) (series begun before 2022): "not more than 120 percent of the federal ' +
      'mid-term rate", no 5% floor: 120% at 1.5 -> 5% refused',
    () => {
      const r = sepp({ Year: 2021, InterestRatePercent: 5, FederalMidTermRate120Percent: '1.5' });
      expect(r.ok).toBe(false);
    },
  );
});

// ---------------------------------------------------------------------------------------------
describe('SIMPLE IRA money during its two years (408(d)(3)(G); 72(t)(6); 26 CFR 1.408A-4 Q&A-4)', () => {
  const simple = () => acct('simple-ira', { SimpleFirstParticipationDate: '2024-09-01' });

  it(
    'Pub. 560 / 408(d)(3)(G): within the 2-year period a SIMPLE IRA moves tax-free only to another SIMPLE ' +
      'IRA: a trustee-to-trustee transfer to a traditional IRA on 2026-08-31 is refused, on 2026-09-01 allowed',
    () => {
      const before = checkTransfer(catalog, {
        From: simple(),
        To: acct('traditional-ira'),
        TransferDate: '2026-08-31',
      });
      expect(before.ok).toBe(false);
      if (!before.ok) expect(before.Rule).toBe('simple-two-year');
      const after = checkTransfer(catalog, { From: simple(), To: acct('traditional-ira'), TransferDate: '2026-09-01' });
      expect(after.ok).toBe(true);
      const toSimple = checkTransfer(catalog, { From: simple(), To: acct('simple-ira'), TransferDate: '2025-03-01' });
      expect(toSimple.ok).toBe(true);
    },
  );

  it('1.408A-4 Q&A-4(b): a SIMPLE IRA is not converted to a Roth IRA during its 2-year period', () => {
    const conv = (date: string) =>
      checkRothConversion(catalog, {
        From: simple(),
        To: acct('roth-ira'),
        Amount: 5000,
        ConversionDate: date,
        Owner: { DateOfBirth: YOUNG },
        RequiredDistributionRemaining: 0,
      });
    expect(conv('2026-08-31').ok).toBe(false);
    expect(conv('2026-09-01').ok).toBe(true);
  });
});
