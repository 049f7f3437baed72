import { describe, expect, it } from 'vitest';
import { EARLY_DISTRIBUTION_EXCEPTION_RULES, EARLY_DISTRIBUTION_EXCEPTIONS } from '../../src/index.js';
import { expectCodes, treat, YOUNG } from './helpers.js';

// One named test per exception to the 10 percent additional tax (26 U.S.C. 72(t)(2)), with the
// statute and the limits from the catalog parameters. The owner is 45 (before 59 1/2).

const ira = (q: Parameters<typeof treat>[0]) => treat({ OwnerDateOfBirth: YOUNG, DistributionReason: 'Early', ...q });
const plan = (q: Parameters<typeof treat>[0]) => ira({ AccountTypeCode: 'employee-stock-ownership-plan', ...q });

describe('exceptions to the additional tax on early distributions (26 U.S.C. 72(t)(2))', () => {
  it('Disability (72(t)(2)(A)(iii)): code 3, nothing subject', () => {
    const r = ira({ DistributionReason: 'Disability' });
    expect(r.AdditionalTax).toMatchObject({ Status: 'DoesNotApply', Relief: 'Disability' });
  });
  it('Death (72(t)(2)(A)(ii)): code 4, nothing subject', () => {
    expect(ira({ DistributionReason: 'Death' }).AdditionalTax).toMatchObject({
      Status: 'DoesNotApply',
      Relief: 'Death',
    });
  });
  it(
    'SubstantiallyEqualPeriodicPayments (72(t)(2)(A)(iv)): code 2; a series modified within five years loses ' +
      'it (72(t)(4))',
    () => {
      const ok = ira({
        DistributionReason: 'SubstantiallyEqualPeriodicPayments',
        ExceptionFacts: { SeppStartDate: '2022-01-10' },
      });
      expectCodes(ok, ['2']);
      expect(ok.AdditionalTax).toMatchObject({ Status: 'DoesNotApply', Relief: 'SubstantiallyEqualPeriodicPayments' });
      const modified = ira({
        DistributionReason: 'SubstantiallyEqualPeriodicPayments',
        ExceptionFacts: { SeppStartDate: '2022-01-10', SeppModified: true },
      });
      expect(modified.AdditionalTax).toMatchObject({ Status: 'Applies', SubjectAmount: '1000' });
    },
  );
  it('SEPP modified at 59 1/2 but within five years of the first payment: code 1 with recapture Unchecked', () => {
    const r = treat({
      OwnerDateOfBirth: '1964-01-01',
      DistributionReason: 'SubstantiallyEqualPeriodicPayments',
      ExceptionFacts: { SeppStartDate: '2022-01-10', SeppModified: true },
    });
    expectCodes(r, ['1']);
    expect(r.Unchecked.some((u) => u.startsWith('SeppRecaptureAmount'))).toBe(true);
  });
  it('MedicalExpenses (72(t)(2)(B)): code 1 even so; excepted up to the deductible expenses', () => {
    const r = ira({
      EarlyDistributionException: 'MedicalExpenses',
      Amount: '5000',
      ExceptionFacts: { QualifyingAmount: '3200' },
    });
    expectCodes(r, ['1']);
    expect(r.AdditionalTax).toMatchObject({
      Status: 'Applies',
      ExceptedAmount: '3200',
      SubjectAmount: '1800',
      Amount: '180',
    });
  });
  it('MedicalExpenses without the expense amount: Unchecked, never assumed', () => {
    const r = ira({ EarlyDistributionException: 'MedicalExpenses' });
    expect(r.AdditionalTax.Status).toBe('Unchecked');
    expect(r.Unchecked.some((u) => u.startsWith('ExceptionFacts.QualifyingAmount'))).toBe(true);
  });
  it('HealthInsurancePremiumsUnemployed (72(t)(2)(D)): IRAs only; a plan claim is warned and not applied', () => {
    expect(
      ira({
        EarlyDistributionException: 'HealthInsurancePremiumsUnemployed',
        ExceptionFacts: { QualifyingAmount: 1000 },
      }).AdditionalTax.Status,
    ).toBe('DoesNotApply');
    const p = plan({
      EarlyDistributionException: 'HealthInsurancePremiumsUnemployed',
      ExceptionFacts: { QualifyingAmount: 1000 },
    });
    expect(p.AdditionalTax.Status).toBe('Applies');
    expect(p.Warnings[0]?.Code).toBe('ExceptionNotForThisAccount');
  });
  it('HigherEducation (72(t)(2)(E)): up to the qualified expenses; IRAs only', () => {
    const r = ira({
      EarlyDistributionException: 'HigherEducation',
      Amount: 8000,
      ExceptionFacts: { QualifyingAmount: 6000 },
    });
    expect(r.AdditionalTax).toMatchObject({ ExceptedAmount: '6000', SubjectAmount: '2000' });
  });
  it('FirstHome (72(t)(2)(F), (t)(8)): $10,000 lifetime less earlier use', () => {
    const r = ira({
      EarlyDistributionException: 'FirstHome',
      Amount: 12000,
      ExceptionFacts: { PriorExceptedAmount: 4000 },
    });
    expectCodes(r, ['1']);
    expect(r.AdditionalTax).toMatchObject({ ExceptedAmount: '6000', SubjectAmount: '6000', Amount: '600' });
    expect(
      ira({ EarlyDistributionException: 'FirstHome', ExceptionFacts: { PriorExceptedAmount: 10000 } }).AdditionalTax
        .SubjectAmount,
    ).toBe('1000');
  });
  it('QualifiedReservist (72(t)(2)(G)): code 1, no dollar limit', () => {
    const r = ira({ EarlyDistributionException: 'QualifiedReservist' });
    expectCodes(r, ['1']);
    expect(r.AdditionalTax.Status).toBe('DoesNotApply');
  });
  it('BirthOrAdoption (72(t)(2)(H)): $5,000 per child within one year of the birth', () => {
    const r = ira({
      EarlyDistributionException: 'BirthOrAdoption',
      Amount: 7000,
      ExceptionFacts: { EventDate: '2025-01-20', PriorExceptedAmount: 0 },
    });
    expect(r.AdditionalTax).toMatchObject({ ExceptedAmount: '5000', SubjectAmount: '2000' });
    const late = ira({
      EarlyDistributionException: 'BirthOrAdoption',
      ExceptionFacts: { EventDate: '2024-06-01', PriorExceptedAmount: 0 },
    });
    expect(late.AdditionalTax).toMatchObject({ Status: 'Applies', SubjectAmount: '1000' });
  });
  it(
    'EmergencyPersonalExpense (72(t)(2)(I)): code 2; $1,000 and one a calendar year; the vested balance over ' +
      '$1,000',
    () => {
      const r = ira({
        EarlyDistributionException: 'EmergencyPersonalExpense',
        Amount: 1500,
        ExceptionFacts: { AccountBalance: 20000, PriorEmergencyDistributions: [] },
      });
      expectCodes(r, ['2']);
      expect(r.AdditionalTax).toMatchObject({ ExceptedAmount: '1000', SubjectAmount: '500', Amount: '50' });
      const small = ira({
        EarlyDistributionException: 'EmergencyPersonalExpense',
        ExceptionFacts: { AccountBalance: 1600, PriorEmergencyDistributions: [] },
      });
      expect(small.AdditionalTax.ExceptedAmount).toBe('600');
      const second = ira({
        EarlyDistributionException: 'EmergencyPersonalExpense',
        ExceptionFacts: {
          AccountBalance: 20000,
          PriorEmergencyDistributions: [{ Date: '2025-02-01', Amount: 500, RepaidOrRecontributed: true }],
        },
      });
      expect(second.AdditionalTax.ExceptedAmount).toBe('0');
    },
  );
  it('EmergencyPersonalExpense: none in the three years after an unrepaid one; allowed once it is repaid', () => {
    const blocked = ira({
      EarlyDistributionException: 'EmergencyPersonalExpense',
      ExceptionFacts: {
        AccountBalance: 20000,
        PriorEmergencyDistributions: [{ Date: '2023-05-01', Amount: 1000, RepaidOrRecontributed: false }],
      },
    });
    expect(blocked.AdditionalTax.ExceptedAmount).toBe('0');
    const repaid = ira({
      EarlyDistributionException: 'EmergencyPersonalExpense',
      ExceptionFacts: {
        AccountBalance: 20000,
        PriorEmergencyDistributions: [{ Date: '2023-05-01', Amount: 1000, RepaidOrRecontributed: true }],
      },
    });
    expect(repaid.AdditionalTax.ExceptedAmount).toBe('1000');
  });
  it(
    'DomesticAbuseVictim (72(t)(2)(K)): code 2; the lesser of the indexed limit ($10,300 in 2025) and half ' +
      'the balance',
    () => {
      const r = ira({
        EarlyDistributionException: 'DomesticAbuseVictim',
        Amount: 12000,
        ExceptionFacts: { EventDate: '2025-03-01', AccountBalance: 100000, PriorExceptedAmount: 0 },
      });
      expectCodes(r, ['2']);
      expect(r.AdditionalTax).toMatchObject({ ExceptedAmount: '10300', SubjectAmount: '1700' });
      const half = ira({
        EarlyDistributionException: 'DomesticAbuseVictim',
        Amount: 5000,
        ExceptionFacts: { EventDate: '2025-03-01', AccountBalance: 6000, PriorExceptedAmount: 0 },
      });
      expect(half.AdditionalTax.ExceptedAmount).toBe('3000');
    },
  );
  it('TerminalIllness (72(t)(2)(L)): code 2 with a physician certification; Unchecked without', () => {
    const r = ira({ EarlyDistributionException: 'TerminalIllness', ExceptionFacts: { PhysicianCertification: true } });
    expectCodes(r, ['2']);
    expect(r.AdditionalTax.Status).toBe('DoesNotApply');
    expect(ira({ EarlyDistributionException: 'TerminalIllness' }).AdditionalTax.Status).toBe('Unchecked');
  });
  it('QualifiedDisaster (72(t)(2)(M), (t)(11)): $22,000 per disaster within the distribution period', () => {
    const r = ira({
      EarlyDistributionException: 'QualifiedDisaster',
      Amount: 25000,
      ExceptionFacts: { PriorExceptedAmount: 2000, DisasterDistributionPeriodEnds: '2025-09-30' },
    });
    expectCodes(r, ['2']);
    expect(r.AdditionalTax).toMatchObject({ ExceptedAmount: '20000', SubjectAmount: '5000' });
    const late = ira({
      EarlyDistributionException: 'QualifiedDisaster',
      ExceptionFacts: { PriorExceptedAmount: 0, DisasterDistributionPeriodEnds: '2025-03-31' },
    });
    expect(late.AdditionalTax.ExceptedAmount).toBe('0');
  });
  it('IrsLevy (72(t)(2)(A)(vii)): code 2', () => {
    expectCodes(ira({ EarlyDistributionException: 'IrsLevy' }), ['2']);
  });
  it('SeparationFromServiceAge55 (72(t)(2)(A)(v)): plans only, separated in or after the year of 55', () => {
    const ok = plan({
      OwnerDateOfBirth: '1969-03-01',
      EarlyDistributionException: 'SeparationFromServiceAge55',
      ExceptionFacts: { SeparationFromServiceYear: 2024 },
    });
    expectCodes(ok, ['2']);
    expect(ok.AdditionalTax.Status).toBe('DoesNotApply');
    const early = plan({
      OwnerDateOfBirth: '1971-03-01',
      EarlyDistributionException: 'SeparationFromServiceAge55',
      ExceptionFacts: { SeparationFromServiceYear: 2024 },
    });
    expect(early.AdditionalTax.Status).toBe('Applies');
    expect(ira({ EarlyDistributionException: 'SeparationFromServiceAge55' }).AdditionalTax.Status).toBe('Applies');
  });
  it('QualifiedDomesticRelationsOrder (72(t)(2)(C)): plans only', () => {
    expect(plan({ EarlyDistributionException: 'QualifiedDomesticRelationsOrder' }).AdditionalTax.Status).toBe(
      'DoesNotApply',
    );
    expect(ira({ EarlyDistributionException: 'QualifiedDomesticRelationsOrder' }).AdditionalTax.Status).toBe('Applies');
  });
  it('a SIMPLE IRA in its first two years keeps its exceptions; the rate of what remains is 25 percent', () => {
    const r = ira({
      AccountTypeCode: 'simple-ira',
      SimpleIraParticipationStartDate: '2025-01-01',
      EarlyDistributionException: 'MedicalExpenses',
      Amount: 2000,
      ExceptionFacts: { QualifyingAmount: 1000 },
    });
    expectCodes(r, ['S']);
    expect(r.AdditionalTax).toMatchObject({ RatePercent: '25', SubjectAmount: '1000', Amount: '250' });
  });
  it('every exception has a rule with a statute and a payer code', () => {
    for (const e of EARLY_DISTRIBUTION_EXCEPTIONS) {
      const rule = EARLY_DISTRIBUTION_EXCEPTION_RULES[e];
      expect(rule.Source).toMatch(/72\(t\)/);
      expect(['1', '2']).toContain(rule.PayerCode);
    }
  });
});
