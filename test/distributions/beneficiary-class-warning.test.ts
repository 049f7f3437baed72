// A NotAnEdb beneficiary whose birth date puts him not more than ten years after the owner (or
// before) is, by the dates, an eligible designated beneficiary (26 U.S.C. 401(a)(9)(E)(ii)(IV)):
// the class is applied as given but the answer warns, naming the class the dates suggest.
import { describe, expect, it } from 'vitest';
import { defaultCatalog as catalog, inheritedIraSchedule, validateCreateAccount } from '../../src/index.js';

const query = (BeneficiaryDateOfBirth: string) => ({
  AccountTypeCode: 'inherited-traditional-ira',
  DecedentDateOfBirth: '1950-06-15',
  DecedentDateOfDeath: '2024-03-10',
  DecedentDiedOnOrAfterRbd: true,
  BeneficiaryEligibleDesignatedClass: 'NotAnEdb' as const,
  BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd' as const,
  BeneficiaryDateOfBirth,
});

describe('inheritedIraSchedule: a class the birth dates contradict', () => {
  it(
    'NotAnEdb, beneficiary older than the owner: schedule as given, with a warning suggesting ' +
      'NotMoreThanTenYearsYounger',
    () => {
      const r = inheritedIraSchedule(catalog, query('1948-01-01'));
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.Regime).toBe('TenYearRuleWithAnnualRmd');
      expect(r.Warnings).toEqual([
        expect.objectContaining({
          Code: 'BeneficiaryClassContradictsDates',
          SuggestedClass: 'NotMoreThanTenYearsYounger',
        }),
      ]);
      expect(r.Warnings?.[0]?.Message).toMatch(/older than the owner/);
    },
  );

  it(
    'exactly ten years younger (birth date to birth date, 26 CFR 1.401(a)(9)-4(e)(6)) still warns; one day ' +
      'more does not',
    () => {
      const at = (d: string) => {
        const r = inheritedIraSchedule(catalog, query(d));
        return r.ok ? r.Warnings?.map((w) => w.SuggestedClass) : 'failed';
      };
      expect(at('1960-06-15')).toEqual(['NotMoreThanTenYearsYounger']);
      expect(at('1960-06-16')).toBeUndefined();
    },
  );

  it('no warning without both birth dates, or for a class that agrees with them', () => {
    const { DecedentDateOfBirth: _o, ...noOwner } = query('1948-01-01');
    const r1 = inheritedIraSchedule(catalog, {
      ...noOwner,
      DecedentDateOfDeath: '2022-03-10',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryDistributionDecision: 'TenYearRule',
    });
    expect(r1.ok).toBe(true);
    expect(r1.ok && r1.Warnings).toBeUndefined();
    const r2 = inheritedIraSchedule(catalog, {
      ...query('1955-01-01'),
      BeneficiaryEligibleDesignatedClass: 'NotMoreThanTenYearsYounger',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
    });
    expect(r2.ok && r2.Warnings).toBeUndefined();
  });
});

describe('validateCreateAccount: the same warning at opening', () => {
  it(
    'an inherited IRA opened for a NotAnEdb beneficiary born before the owner validates, with Warnings ' +
      'naming the suggested class',
    () => {
      const r = validateCreateAccount(
        catalog,
        {
          AccountTypeCode: 'inherited-traditional-ira',
          ClientId: '11111111-1111-4111-8111-111111111111',
          InstitutionId: '22222222-2222-4222-8222-222222222222',
          DecedentDateOfDeath: '2024-03-10',
          DecedentDateOfBirth: '1950-06-15',
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
          BeneficiaryDateOfBirth: '1952-02-02',
        },
        {
          Client: {
            ClientId: '11111111-1111-4111-8111-111111111111',
            ClientType: 'Individual',
            Contact: {},
            ClientStatus: 'Active',
          },
          Institution: { InstitutionId: '22222222-2222-4222-8222-222222222222', Authorities: ['Bank'] },
          ContractedTypes: ['inherited-traditional-ira'],
          Today: '2026-01-10',
        },
      );
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.Warnings).toEqual([expect.objectContaining({ Code: 'BeneficiaryClassContradictsDates' })]);
      expect(r.value.Warnings[0]?.Message).toMatch(/NotMoreThanTenYearsYounger/);
    },
  );
});
