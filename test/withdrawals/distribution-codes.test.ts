import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../src/core/shared/dates.js';
import { DISTRIBUTION_CODES, dateReaching59AndAHalf, defaultCatalog, distributionTreatment } from '../../src/index.js';
import { expectCodes, OLD, treat, YOUNG } from './helpers.js';

// One named test per Form 1099-R box 7 code the engine produces, each citing the Instructions
// for Forms 1099-R and 5498, Guide to Distribution Codes (i1099r).

describe('Form 1099-R distribution codes (Instructions for Forms 1099-R and 5498, Guide to Distribution Codes)', () => {
  it('Code 1: before 59 1/2, no known exception (SEP IRA, owner 45); 10 percent on the gross (72(t)(1))', () => {
    const r = treat({ OwnerDateOfBirth: YOUNG });
    expectCodes(r, ['1']);
    expect(r.IraSepSimple).toBe(true);
    expect(r.AdditionalTax).toMatchObject({
      Status: 'Applies',
      RatePercent: '10',
      SubjectAmount: '1000',
      Amount: '100',
    });
    expect(r.TaxableAmount).toBe('1000');
    expect(r.TaxableAmountNotDetermined).toBe(true);
  });
  it('Code 2: before 59 1/2, exception known to the payer (an IRS levy, 72(t)(2)(A)(vii))', () => {
    const r = treat({ OwnerDateOfBirth: YOUNG, EarlyDistributionException: 'IrsLevy' });
    expectCodes(r, ['2']);
    expect(r.AdditionalTax).toMatchObject({
      Status: 'DoesNotApply',
      Relief: 'IrsLevy',
      ExceptedAmount: '1000',
      SubjectAmount: '0',
    });
  });
  it('Code 2: a Roth conversion before 59 1/2 (72(t) does not apply, 408A(d)(3)(A)(ii))', () => {
    const r = treat({ OwnerDateOfBirth: YOUNG, DistributionReason: 'RothConversion' });
    expectCodes(r, ['2']);
    expect(r.AdditionalTax).toMatchObject({ Status: 'DoesNotApply', Relief: 'RothConversion' });
  });
  it('Code 3: disability before 59 1/2 (72(m)(7)); no additional tax', () => {
    const r = treat({ OwnerDateOfBirth: YOUNG, DistributionReason: 'Disability' });
    expectCodes(r, ['3']);
    expect(r.AdditionalTax).toMatchObject({ Status: 'DoesNotApply', Relief: 'Disability' });
  });
  it('Code 4: death, whatever the age (inherited traditional IRA); no additional tax (72(t)(2)(A)(ii))', () => {
    const r = treat({ AccountTypeCode: 'inherited-traditional-ira', DistributionReason: 'Rmd' });
    expectCodes(r, ['4']);
    expect(r.IraSepSimple).toBe(true);
    expect(r.AdditionalTax.Relief).toBe('Death');
    expect(treat({ DistributionReason: 'Death', OwnerDateOfBirth: YOUNG }).DistributionCodes).toEqual(['4']);
  });
  it('Code 5: prohibited transaction: the account is no longer an IRA (408(e)(2))', () => {
    const r = treat({ OwnerDateOfBirth: YOUNG, DistributionReason: 'ProhibitedTransaction', Amount: '50000' });
    expectCodes(r, ['5']);
    expect(r.AdditionalTax).toMatchObject({ Status: 'Applies', SubjectAmount: '50000', Amount: '5000' });
  });
  it('Code 7: normal distribution at 59 1/2 or older; also an RMD', () => {
    expectCodes(treat({ OwnerDateOfBirth: OLD }), ['7']);
    const r = treat({ OwnerDateOfBirth: '1950-03-01', DistributionReason: 'Rmd' });
    expectCodes(r, ['7']);
    expect(r.AdditionalTax).toMatchObject({ Status: 'DoesNotApply', Relief: 'Age59AndAHalf' });
    expect(r.CountsTowardRequiredDistribution).toBe(true);
  });
  it('Code 7: the day of 59 1/2 counts (72(t)(2)(A)(i) "on or after"); the day before is code 1', () => {
    const half = dateReaching59AndAHalf(parseIsoDate(OLD)!);
    expect(half).toBe('2019-07-15');
    expectCodes(treat({ OwnerDateOfBirth: OLD, DistributionDate: '2019-07-15' }), ['7']);
    expectCodes(treat({ OwnerDateOfBirth: OLD, DistributionDate: '2019-07-14' }), ['1']);
  });
  it(
    'Code 8: excess contribution deposited this year, returned with its earnings (408(d)(4)); earnings ' +
      'taxable, no 10 percent from 2022-12-29 (72(t)(2)(J))',
    () => {
      const r = treat({
        OwnerDateOfBirth: YOUNG,
        DistributionReason: 'ExcessContribution',
        Amount: '1050',
        ExcessContributionDepositDate: '2025-02-10',
        NetIncomeAttributable: '50',
      });
      expectCodes(r, ['8']);
      expect(r.TaxableAmount).toBe('50');
      expect(r.AdditionalTax).toMatchObject({ Status: 'DoesNotApply', Relief: 'CorrectiveDistribution' });
      expect(r.CountsTowardRequiredDistribution).toBe(false);
    },
  );
  it('Code P: excess contribution deposited the year before (earnings taxable in the prior year)', () => {
    expectCodes(
      treat({
        DistributionReason: 'ExcessContribution',
        ExcessContributionDepositDate: '2024-12-20',
        NetIncomeAttributable: '-20',
      }),
      ['P'],
    );
  });
  it('Codes 8 and 1 before SECURE 2.0 sec. 333: the earnings were subject to the 10 percent tax under 59 1/2', () => {
    const r = treat({
      OwnerDateOfBirth: YOUNG,
      DistributionReason: 'ExcessContribution',
      DistributionDate: '2021-03-01',
      ExcessContributionDepositDate: '2021-01-05',
      NetIncomeAttributable: '30',
    });
    expectCodes(r, ['8', '1']);
    expect(r.AdditionalTax).toMatchObject({ Status: 'Applies', SubjectAmount: '30', Amount: '3' });
  });
  it('Code E: a corrective distribution under EPCRS', () => {
    expectCodes(treat({ DistributionReason: 'Epcrs', OwnerDateOfBirth: OLD }), ['E']);
  });
  it('Code G: a direct rollover from an employer plan (ESOP) to an IRA: nothing taxable or withheld', () => {
    const r = treat({
      AccountTypeCode: 'employee-stock-ownership-plan',
      DistributionReason: 'DirectRollover',
      OwnerDateOfBirth: YOUNG,
    });
    expectCodes(r, ['G']);
    expect(r.TaxableAmount).toBe('0');
    expect(r.WithholdingRegime).toBe('None');
  });
  it('Code J: a Roth IRA distribution before 59 1/2, not for death or disability', () => {
    const r = treat({ AccountTypeCode: 'roth-ira', OwnerDateOfBirth: YOUNG });
    expectCodes(r, ['J']);
    expect(r.IraSepSimple).toBe(false);
  });
  it('Codes J and 8: return of an excess Roth IRA contribution ("Use Code 8 or P, if applicable, with Code J")', () => {
    expectCodes(
      treat({
        AccountTypeCode: 'roth-ira',
        DistributionReason: 'ExcessContribution',
        ExcessContributionDepositDate: '2025-01-02',
        NetIncomeAttributable: 12,
      }),
      ['J', '8'],
    );
  });
  it(
    'Code N: a contribution recharacterized in the year it was made for; no IRA/SEP/SIMPLE box, nothing ' + 'taxable',
    () => {
      const r = treat({ DistributionReason: 'Recharacterization', RecharacterizedContributionYear: 2025 });
      expectCodes(r, ['N']);
      expect(r.IraSepSimple).toBe(false);
      expect(r.TaxableAmount).toBe('0');
      expect(r.WithholdingRegime).toBe('None');
    },
  );
  it('Code R: a prior-year contribution recharacterized this year', () => {
    expectCodes(
      treat({
        AccountTypeCode: 'roth-ira',
        DistributionReason: 'Recharacterization',
        RecharacterizedContributionYear: 2024,
      }),
      ['R'],
    );
  });
  it(
    'Code Q: qualified Roth IRA distribution: five-year period met and 59 1/2 (408A(d)(2)); never combined ' +
      'with another code',
    () => {
      const r = treat({
        AccountTypeCode: 'roth-ira',
        OwnerDateOfBirth: OLD,
        Roth: { FirstContributionTaxYear: 2015, RegularContributions: 20000, Conversions: [], PriorDistributions: 0 },
      });
      expectCodes(r, ['Q']);
      expect(r.TaxableAmount).toBe('0');
      expect(r.AdditionalTax.Relief).toBe('QualifiedRothDistribution');
    },
  );
  it('Code T: Roth IRA, 59 1/2 but the five-year period not met (or not known)', () => {
    expectCodes(
      treat({ AccountTypeCode: 'roth-ira', OwnerDateOfBirth: OLD, Roth: { FirstContributionTaxYear: 2023 } }),
      ['T'],
    );
    expectCodes(treat({ AccountTypeCode: 'roth-ira', OwnerDateOfBirth: OLD }), ['T']);
  });
  it('Code T or Q: inherited Roth IRA (death) by the five-year period', () => {
    expectCodes(treat({ AccountTypeCode: 'inherited-roth-ira', Roth: { FirstContributionTaxYear: 2022 } }), ['T']);
    expectCodes(treat({ AccountTypeCode: 'inherited-roth-ira', Roth: { FirstContributionTaxYear: 2010 } }), ['Q']);
  });
  it('Code S: SIMPLE IRA within two years of first participation, before 59 1/2: 25 percent (72(t)(6))', () => {
    const r = treat({
      AccountTypeCode: 'simple-ira',
      OwnerDateOfBirth: YOUNG,
      SimpleIraParticipationStartDate: '2024-01-01',
    });
    expectCodes(r, ['S']);
    expect(r.SimpleFirstTwoYears).toBe(true);
    expect(r.AdditionalTax).toMatchObject({ RatePercent: '25', Amount: '250' });
  });
  it('SIMPLE after two years: code 1 and 10 percent; the two years end the day before the second anniversary', () => {
    const after = treat({
      AccountTypeCode: 'simple-ira',
      OwnerDateOfBirth: YOUNG,
      SimpleIraParticipationStartDate: '2023-06-02',
    });
    expectCodes(after, ['1']);
    expect(after.AdditionalTax.RatePercent).toBe('10');
    const lastDay = treat({
      AccountTypeCode: 'simple-ira',
      OwnerDateOfBirth: YOUNG,
      SimpleIraParticipationStartDate: '2023-06-03',
    });
    expectCodes(lastDay, ['S']);
  });
  it('SIMPLE without the participation start date: code and rate Unchecked, never assumed', () => {
    const r = treat({ AccountTypeCode: 'simple-ira', OwnerDateOfBirth: YOUNG });
    expectCodes(r, null);
    expect(r.AdditionalTax.RatePercent).toBeNull();
    expect(r.Unchecked).toContain('SimpleIraParticipationStartDate');
  });
  it('no date of birth: the code is Unchecked for an owner distribution', () => {
    const r = treat({});
    expectCodes(r, null);
    expect(r.AdditionalTax.Status).toBe('Unchecked');
    expect(r.Unchecked).toContain('OwnerDateOfBirth');
  });
  it('every produced code is documented', () => {
    for (const c of ['1', '2', '3', '4', '5', '7', '8', 'E', 'G', 'J', 'N', 'P', 'Q', 'R', 'S', 'T'])
      expect(DISTRIBUTION_CODES).toHaveProperty(c);
  });
  it(
    'refusals: a SIMPLE conversion in the first two years (408(d)(3)(G)); a non-growth reason from a Trump ' +
      'account in its growth period (530A)',
    () => {
      expect(
        distributionTreatment(defaultCatalog, {
          AccountTypeCode: 'simple-ira',
          DistributionReason: 'RothConversion',
          DistributionDate: '2025-06-02',
          Amount: 10,
          OwnerDateOfBirth: YOUNG,
          SimpleIraParticipationStartDate: '2025-01-01',
        }),
      ).toMatchObject({ ok: false, ErrorCode: 'DistributionNotPermitted' });
      expect(
        distributionTreatment(defaultCatalog, {
          AccountTypeCode: 'trump-account',
          DistributionReason: 'Normal',
          DistributionDate: '2027-06-02',
          Amount: 10,
          OwnerDateOfBirth: '2020-01-01',
        }),
      ).toMatchObject({ ok: false, ErrorCode: 'DistributionNotPermitted' });
    },
  );
  it('a Trump account after the growth period is a traditional IRA (Notice 2025-68): code 1 at 18', () => {
    const r = treat({
      AccountTypeCode: 'trump-account',
      OwnerDateOfBirth: '2008-03-01',
      DistributionDate: '2026-06-02',
    });
    expect(r.Treatment).toBe('TraditionalIra');
    expectCodes(r, ['1']);
  });
  it(
    'employer plans: an eligible rollover distribution paid out withholds 20 percent; an RMD does not (26 ' +
      'CFR 1.402(c)-2)',
    () => {
      expect(treat({ AccountTypeCode: 'employee-stock-ownership-plan', OwnerDateOfBirth: OLD }).WithholdingRegime).toBe(
        'EligibleRolloverDistribution',
      );
      expect(
        treat({
          AccountTypeCode: 'employee-stock-ownership-plan',
          OwnerDateOfBirth: '1950-01-01',
          DistributionReason: 'Rmd',
        }).WithholdingRegime,
      ).toBe('Nonperiodic');
      expect(treat({ OwnerDateOfBirth: OLD }).WithholdingRegime).toBe('Nonperiodic');
    },
  );
});

describe('accounts without an IRA or plan treatment', () => {
  it('a benefit account is InvalidRequest (NoDistributionTreatment); an unknown slug is UnknownAccountType', () => {
    const q = { DistributionReason: 'Normal', DistributionDate: '2025-06-02', Amount: 10 } as const;
    const fsa = distributionTreatment(defaultCatalog, { ...q, AccountTypeCode: 'health-care-fsa' });
    expect(fsa).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
    expect(fsa.ok ? '' : fsa.Errors[0]?.ErrorCode).toBe('NoDistributionTreatment');
    expect(distributionTreatment(defaultCatalog, { ...q, AccountTypeCode: 'nope' })).toMatchObject({
      ok: false,
      ErrorCode: 'UnknownAccountType',
    });
  });
});
