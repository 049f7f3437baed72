import { describe, expect, it } from 'vitest';
import {
  BENEFICIARY_CLASSES,
  type CreateAccountContext,
  DISTRIBUTION_DECISIONS,
  validateCreateAccount,
} from '../../src/index.js';
import { ALL_AUTHORITIES, catalog, fullContext, INSTITUTION_ID, minimal, without } from './fixtures.js';

const run = (body: unknown, ctx: CreateAccountContext = fullContext()) => validateCreateAccount(catalog, body, ctx);
function fieldError(body: unknown, ctx?: CreateAccountContext) {
  const r = run(body, ctx);
  if (r.ok) throw new Error('expected a failure');
  expect(r.ErrorCode).toBe('InvalidRequest');
  return r.Errors[0]!;
}
const institution = (Authorities: string[]) =>
  fullContext({ Institution: { InstitutionId: INSTITUTION_ID, Authorities } });

describe('emergency-savings-plesa: only non-highly-compensated employees (26 U.S.C. 402A(e)(1))', () => {
  it('IsNonHighlyCompensated false is refused with HighlyCompensatedEmployeeNotEligible, citing the rule', () => {
    const e = fieldError(minimal('emergency-savings-plesa', { IsNonHighlyCompensated: false }));
    expect(e).toMatchObject({ FieldName: 'IsNonHighlyCompensated', ErrorCode: 'HighlyCompensatedEmployeeNotEligible' });
    expect(e.Message).toMatch(/402A\(e\)\(1\)/);
  });
});

describe('sarsep-ira: arrangements established on or before 1996-12-31 only (26 U.S.C. 408(k)(6)(H))', () => {
  it('1996-12-31 passes; 1997-01-01 is ArrangementNotGrandfathered', () => {
    expect(run(minimal('sarsep-ira', { ArrangementEstablishedDate: '1996-12-31' })).ok).toBe(true);
    const e = fieldError(minimal('sarsep-ira', { ArrangementEstablishedDate: '1997-01-01' }));
    expect(e).toMatchObject({ FieldName: 'ArrangementEstablishedDate', ErrorCode: 'ArrangementNotGrandfathered' });
    expect(e.Message).toContain('1996-12-31');
  });
});

describe('child-roth-ira: ResponsibleIndividualId (spec 4.2)', () => {
  it('is required and must be a Guid', () => {
    expect(fieldError(without(minimal('child-roth-ira'), 'ResponsibleIndividualId'))).toMatchObject({
      FieldName: 'ResponsibleIndividualId',
      ErrorCode: 'Required',
    });
    expect(fieldError(minimal('child-roth-ira', { ResponsibleIndividualId: 'parent' }))).toMatchObject({
      FieldName: 'ResponsibleIndividualId',
      ErrorCode: 'InvalidFormat',
    });
  });
});

describe('inherited IRAs: date of death, regime, decision matrix (26 U.S.C. 401(a)(9))', () => {
  for (const slug of ['inherited-traditional-ira', 'inherited-roth-ira']) {
    it(`${slug}: a date of death after today is DateOfDeathInFuture; today itself is fine`, () => {
      expect(fieldError(minimal(slug, { DecedentDateOfDeath: '2026-08-02' }))).toMatchObject({
        FieldName: 'DecedentDateOfDeath',
        ErrorCode: 'DateOfDeathInFuture',
      });
      expect(run(minimal(slug, { DecedentDateOfDeath: '2026-08-01' })).ok).toBe(true);
    });
    it(`${slug}: PaymentsAtGrantor70AndHalf is ValueRemoved, "removed from the interface" (spec part 9)`, () => {
      const e = fieldError(minimal(slug, { BeneficiaryDistributionDecision: 'PaymentsAtGrantor70AndHalf' }));
      expect(e).toMatchObject({ FieldName: 'BeneficiaryDistributionDecision', ErrorCode: 'ValueRemoved' });
      expect(e.Message).toMatch(/removed from the interface/);
    });
  }

  it(
    'regime boundary: a death on 2019-12-31 is PreSecureAct (NotAnEdb: LifeExpectancy), on 2020-01-01 ' +
      'SecureAct (TenYearRule)',
    () => {
      const base = { BeneficiaryEligibleDesignatedClass: 'NotAnEdb', DecedentDiedOnOrAfterRbd: false };
      expect(
        run(
          minimal('inherited-traditional-ira', {
            ...base,
            DecedentDateOfDeath: '2019-12-31',
            BeneficiaryDistributionDecision: 'LifeExpectancy',
          }),
        ).ok,
      ).toBe(true);
      expect(
        fieldError(
          minimal('inherited-traditional-ira', {
            ...base,
            DecedentDateOfDeath: '2019-12-31',
            BeneficiaryDistributionDecision: 'TenYearRule',
          }),
        ).Message,
      ).toMatch(/PreSecureAct/);
      expect(
        run(
          minimal('inherited-traditional-ira', {
            ...base,
            DecedentDateOfDeath: '2020-01-01',
            BeneficiaryDistributionDecision: 'TenYearRule',
          }),
        ).ok,
      ).toBe(true);
      expect(
        fieldError(
          minimal('inherited-traditional-ira', {
            ...base,
            DecedentDateOfDeath: '2020-01-01',
            BeneficiaryDistributionDecision: 'LifeExpectancy',
          }),
        ).Message,
      ).toMatch(/SecureAct regime/);
    },
  );

  // Every row of catalog/rules/inherited-distribution-decisions.json, every class in it, every decision.
  const matrix = catalog.inheritedDecisions!;
  const deathIn = { PreSecureAct: '2015-06-30', SecureAct: '2022-06-30' } as const;
  for (const row of matrix.Rows) {
    for (const cls of row.Classes) {
      const label =
        `${row.Regime} / ${cls} / owner died ${row.DecedentDiedOnOrAfterRbd ? 'on or after' : 'before'} RBD ` +
        `(${row.Source})`;
      it(`inherited-traditional-ira: ${label}: permits exactly ${row.Permitted.join(', ')}`, () => {
        for (const decision of DISTRIBUTION_DECISIONS) {
          const r = run(
            minimal('inherited-traditional-ira', {
              DecedentDateOfDeath: deathIn[row.Regime],
              DecedentDiedOnOrAfterRbd: row.DecedentDiedOnOrAfterRbd,
              BeneficiaryEligibleDesignatedClass: cls,
              BeneficiaryDistributionDecision: decision,
            }),
          );
          if ((row.Permitted as readonly string[]).includes(decision)) expect(r.ok, decision).toBe(true);
          else {
            expect(r.ok, decision).toBe(false);
            if (r.ok) continue;
            const e = r.Errors[0]!;
            expect(e).toMatchObject({
              FieldName: 'BeneficiaryDistributionDecision',
              ErrorCode: 'DistributionDecisionNotPermitted',
            });
            expect(e.Message).toContain(`Permitted decisions: ${row.Permitted.join(', ')}`);
          }
        }
      });
    }
  }
  it('the matrix covers every beneficiary class in both regimes and both RBD facts', () => {
    for (const regime of ['PreSecureAct', 'SecureAct'] as const)
      for (const rbd of [false, true])
        for (const cls of BENEFICIARY_CLASSES)
          expect(
            matrix.Rows.some(
              (r) =>
                r.Regime === regime &&
                r.DecedentDiedOnOrAfterRbd === rbd &&
                (r.Classes as readonly string[]).includes(cls),
            ),
            `${regime} ${rbd} ${cls}`,
          ).toBe(true);
  });

  it('inherited-roth-ira: the owner is always treated as dying before the RBD (26 CFR 1.408A-6 Q&A-14(b))', () => {
    const facts = {
      DecedentDateOfDeath: '2022-06-30',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
    };
    // Traditional: on/after RBD a non-EDB must take annual RMDs within the ten years.
    expect(
      fieldError(minimal('inherited-traditional-ira', { ...facts, BeneficiaryDistributionDecision: 'TenYearRule' }))
        .Message,
    ).toContain('Permitted decisions: TenYearRuleWithAnnualRmd');
    // Roth: read as before the RBD, so the plain ten-year rule is the one permitted.
    const roth = run(minimal('inherited-roth-ira', { ...facts, BeneficiaryDistributionDecision: 'TenYearRule' }));
    expect(roth.ok).toBe(true);
    expect(roth.ok && roth.value.Warnings.map((w) => w.Code)).toEqual(['RbdTreatedAsBefore']);
    const e = fieldError(
      minimal('inherited-roth-ira', { ...facts, BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd' }),
    );
    expect(e.Message).toContain('Permitted decisions: TenYearRule.');
    expect(e.Message).toMatch(/always treated as dying before the required beginning date/);
  });
  it('a spouse whose owner died on or after the RBD may only take life expectancy (SecureAct)', () => {
    const e = fieldError(
      minimal('inherited-traditional-ira', {
        DecedentDateOfDeath: '2024-01-15',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
        BeneficiaryDistributionDecision: 'TenYearRule',
      }),
    );
    expect(e.Message).toContain('Permitted decisions: LifeExpectancy.');
  });
  it('DecedentDateOfBirth after the date of death is refused', () => {
    expect(fieldError(minimal('inherited-traditional-ira', { DecedentDateOfBirth: '2024-01-01' }))).toMatchObject({
      FieldName: 'DecedentDateOfBirth',
      ErrorCode: 'OutOfRange',
    });
  });
});

describe('deposit types: InsuredDepositoryInstitution only (spec 2.5; 12 U.S.C. 1813(c)(2))', () => {
  const deposit = ['demand-deposit-checking', 'money-market-deposit-account', 'time-deposit-certificate'];
  const allButIdi = ALL_AUTHORITIES.filter((a) => a !== 'InsuredDepositoryInstitution');
  for (const slug of deposit) {
    it(`${slug}: every other authority together does not substitute`, () => {
      const r = run(minimal(slug), institution(allButIdi));
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.ErrorCode).toBe('InstitutionNotAuthorizedForAccountType');
      expect(r.Message).toMatch(/requires InsuredDepositoryInstitution, and no other authority substitutes/);
      expect(r.Message).toMatch(/nonbank custodian approval/);
      expect(run(minimal(slug), institution(['InsuredDepositoryInstitution'])).ok).toBe(true);
    });
  }
  it('ProductType must fit the type (ProductTypeNotPermitted)', () => {
    const e = fieldError(minimal('money-market-deposit-account', { ProductType: 'Checking' }));
    expect(e).toMatchObject({ FieldName: 'ProductType', ErrorCode: 'ProductTypeNotPermitted' });
    expect(e.Message).toContain('permitted: MoneyMarketDeposit');
    expect(run(minimal('demand-deposit-checking', { ProductType: 'Savings' })).ok).toBe(true);
  });
  it('time-deposit-certificate: the early-withdrawal penalty disclosure is required (12 CFR 1030.4(b)(4))', () => {
    expect(fieldError(minimal('time-deposit-certificate', { EarlyWithdrawalPenaltyDisclosed: false }))).toMatchObject({
      FieldName: 'EarlyWithdrawalPenaltyDisclosed',
      ErrorCode: 'DisclosureRequired',
    });
  });
});

describe('coverdell-esa: beneficiary under 18 unless special needs (26 U.S.C. 530(b)(1))', () => {
  it('the day before the 18th birthday passes; on the birthday it is BeneficiaryAgeNotEligible', () => {
    expect(run(minimal('coverdell-esa', { BeneficiaryDateOfBirth: '2008-08-02' })).ok).toBe(true);
    const e = fieldError(minimal('coverdell-esa', { BeneficiaryDateOfBirth: '2008-08-01' }));
    expect(e).toMatchObject({ FieldName: 'BeneficiaryDateOfBirth', ErrorCode: 'BeneficiaryAgeNotEligible' });
    expect(e.Message).toMatch(/is 18 on 2026-08-01/);
  });
  it('a special-needs beneficiary is exempt', () => {
    expect(
      run(minimal('coverdell-esa', { BeneficiaryDateOfBirth: '1990-01-01', BeneficiaryIsSpecialNeeds: true })).ok,
    ).toBe(true);
    expect(
      run(minimal('coverdell-esa', { BeneficiaryDateOfBirth: '1990-01-01', BeneficiaryIsSpecialNeeds: false })).ok,
    ).toBe(false);
  });
  it("without BeneficiaryDateOfBirth the client's Contact.DateOfBirth is used", () => {
    const body = without(minimal('coverdell-esa'), 'BeneficiaryDateOfBirth');
    const child = fullContext({
      Client: {
        ClientId: fullContext().Client!.ClientId,
        ClientType: 'Individual',
        Contact: { DateOfBirth: '2012-01-01' },
        ClientStatus: 'Active',
      },
    });
    expect(run(body, child).ok).toBe(true);
    const adult = fieldError(body); // the fixture client was born in 1990
    expect(adult).toMatchObject({ ErrorCode: 'BeneficiaryAgeNotEligible' });
    expect(adult.Message).toContain("the client's Contact.DateOfBirth");
  });
  it(
    'with no birth date anywhere the age cannot be checked: the account opens (spec 4.2 lists no field) with ' +
      'a RuleNotChecked warning',
    () => {
      const noDob = fullContext({
        Client: {
          ClientId: fullContext().Client!.ClientId,
          ClientType: 'Individual',
          Contact: {},
          ClientStatus: 'Active',
        },
      });
      const r = run(without(minimal('coverdell-esa'), 'BeneficiaryDateOfBirth'), noDob);
      if (!r.ok) expect.fail(`${r.ErrorCode}: ${r.Message}`);
      expect(r.value.Warnings).toContainEqual(
        expect.objectContaining({ Code: 'RuleNotChecked', Message: expect.stringContaining('BeneficiaryDateOfBirth') }),
      );
    },
  );
  it('a birth date after today is refused', () => {
    expect(fieldError(minimal('coverdell-esa', { BeneficiaryDateOfBirth: '2027-01-01' }))).toMatchObject({
      ErrorCode: 'OutOfRange',
    });
  });
});

describe('trump-account (26 U.S.C. 530A)', () => {
  it('an Initial account needs TreasuryFinancialAgent as well as TrumpAccountTrustee; a Rollover does not', () => {
    const ctx = institution(['TrumpAccountTrustee']);
    const r = run(minimal('trump-account', { AccountOrigin: 'Initial' }), ctx);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.ErrorCode).toBe('InstitutionNotAuthorizedForAccountType');
      expect(r.Message).toContain('TreasuryFinancialAgent');
      expect(r.Message).toMatch(/AccountOrigin is Initial/);
    }
    expect(run(minimal('trump-account', { AccountOrigin: 'Rollover' }), ctx).ok).toBe(true);
    expect(
      run(
        minimal('trump-account', { AccountOrigin: 'Initial' }),
        institution(['TrumpAccountTrustee', 'TreasuryFinancialAgent']),
      ).ok,
    ).toBe(true);
  });
  it('TreasuryFinancialAgent alone is not a trustee of Trump accounts', () => {
    const r = run(minimal('trump-account', { AccountOrigin: 'Initial' }), institution(['TreasuryFinancialAgent']));
    expect(!r.ok && r.Errors.map((e) => e.Message).join(' ')).toContain('TrumpAccountTrustee');
  });
  it('the beneficiary must be under 18 at the end of the opening year (530A(b)(2))', () => {
    expect(fieldError(minimal('trump-account', { BeneficiaryDateOfBirth: '2008-12-31' }))).toMatchObject({
      ErrorCode: 'BeneficiaryAgeNotEligible',
    });
    expect(run(minimal('trump-account', { BeneficiaryDateOfBirth: '2009-01-01' })).ok).toBe(true);
  });
  it(
    'growth period ends December 31 of the year before the beneficiary turns 18 (turns 18 on 2027-01-05: ' +
      'ends 2026-12-31)',
    () => {
      const r = run(minimal('trump-account', { BeneficiaryDateOfBirth: '2009-01-05' }));
      expect(r.ok && r.value.Phase).toBe('GrowthPeriod');
      expect(r.ok && r.value.GrowthPeriodEndsOn).toBe('2026-12-31');
    },
  );
});

describe('benefit accounts', () => {
  it('dependent-care-fsa and commuter-benefits: UniformCoverage Applies is refused', () => {
    for (const slug of ['dependent-care-fsa', 'commuter-benefits'])
      expect(fieldError(minimal(slug, { UniformCoverage: 'Applies' })).FieldName).toBe('UniformCoverage');
  });
  const hasParams =
    catalog.parameters.has('dependent_care_fsa_exclusion_limit') &&
    catalog.parameters.has('health_fsa_salary_reduction_limit');
  it.runIf(hasParams)(
    'dependent-care-fsa: AnnualElection above the plan year limit is ContributionLimitExceeded (26 U.S.C. ' +
      '129(a)(2)(A))',
    () => {
      expect(run(minimal('dependent-care-fsa', { PlanYear: 2026, AnnualElection: '7500.00' })).ok).toBe(true);
      const e = fieldError(minimal('dependent-care-fsa', { PlanYear: 2026, AnnualElection: '7500.01' }));
      expect(e).toMatchObject({ FieldName: 'AnnualElection', ErrorCode: 'ContributionLimitExceeded' });
      expect(e.Message).toContain('7500');
      expect(fieldError(minimal('dependent-care-fsa', { PlanYear: 2025, AnnualElection: '5000.01' })).ErrorCode).toBe(
        'ContributionLimitExceeded',
      );
    },
  );
  it.runIf(hasParams)(
    'health-care-fsa: 3400.01 for plan year 2026 exceeds the 125(i) limit; a later year is carried forward',
    () => {
      expect(fieldError(minimal('health-care-fsa', { PlanYear: 2026, AnnualElection: 3400.01 })).ErrorCode).toBe(
        'ContributionLimitExceeded',
      );
      expect(fieldError(minimal('health-care-fsa', { PlanYear: 2031, AnnualElection: 3400.01 })).Message).toMatch(
        /carried forward/,
      );
    },
  );
  it.runIf(hasParams)('a plan year before the first known limit is reported, not passed unchecked', () => {
    expect(fieldError(minimal('health-care-fsa', { PlanYear: 2001 }))).toMatchObject({
      FieldName: 'PlanYear',
      ErrorCode: 'OutOfRange',
    });
  });
});

describe('inherited facts confirmed by the optional birth dates', () => {
  const base = { DecedentDateOfDeath: '2023-03-10', BeneficiaryEligibleDesignatedClass: 'NotAnEdb' };
  it(
    'DecedentDiedOnOrAfterRbd must agree with DecedentDateOfBirth (born 1945-03-01: applicable age 70 1/2, ' +
      'RBD 2016-04-01)',
    () => {
      const e = fieldError(
        minimal('inherited-traditional-ira', {
          ...base,
          DecedentDateOfBirth: '1945-03-01',
          DecedentDiedOnOrAfterRbd: false,
          BeneficiaryDistributionDecision: 'TenYearRule',
        }),
      );
      expect(e).toMatchObject({ FieldName: 'DecedentDiedOnOrAfterRbd', ErrorCode: 'InconsistentWithDateOfBirth' });
      expect(e.Message).toContain('2016-04-01');
      expect(
        run(
          minimal('inherited-traditional-ira', {
            ...base,
            DecedentDateOfBirth: '1945-03-01',
            DecedentDiedOnOrAfterRbd: true,
            BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
          }),
        ).ok,
      ).toBe(true);
      // Born 1960: applicable age 75, so a death in 2023 is before the RBD.
      expect(
        run(
          minimal('inherited-traditional-ira', {
            ...base,
            DecedentDateOfBirth: '1960-01-01',
            DecedentDiedOnOrAfterRbd: false,
          }),
        ).ok,
      ).toBe(true);
    },
  );
  it('the 1959 cohort, where the statute reads both 73 and 75, accepts either answer between the two dates', () => {
    const facts = {
      DecedentDateOfDeath: '2033-06-01',
      DecedentDateOfBirth: '1959-05-01',
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
    };
    expect(
      run(
        minimal('inherited-traditional-ira', {
          ...facts,
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
        }),
        fullContext({ Today: '2034-01-01' }),
      ).ok,
    ).toBe(true);
    expect(
      run(
        minimal('inherited-traditional-ira', {
          ...facts,
          DecedentDiedOnOrAfterRbd: false,
          BeneficiaryDistributionDecision: 'TenYearRule',
        }),
        fullContext({ Today: '2034-01-01' }),
      ).ok,
    ).toBe(true);
  });
  it('a Roth decedent is never checked against the RBD', () => {
    expect(
      run(
        minimal('inherited-roth-ira', { ...base, DecedentDateOfBirth: '1945-03-01', DecedentDiedOnOrAfterRbd: false }),
      ).ok,
    ).toBe(true);
  });
  it('MinorChild must be under 21 at the death (26 CFR 1.401(a)(9)-4(e)(3))', () => {
    const facts = {
      ...base,
      BeneficiaryEligibleDesignatedClass: 'MinorChild',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
    };
    expect(run(minimal('inherited-traditional-ira', { ...facts, BeneficiaryDateOfBirth: '2002-03-11' })).ok).toBe(true);
    expect(
      fieldError(minimal('inherited-traditional-ira', { ...facts, BeneficiaryDateOfBirth: '2002-03-10' })),
    ).toMatchObject({ FieldName: 'BeneficiaryEligibleDesignatedClass', ErrorCode: 'InconsistentWithDateOfBirth' });
  });
  it('NotMoreThanTenYearsYounger is measured birth date to birth date (26 CFR 1.401(a)(9)-4(e)(6))', () => {
    const facts = {
      ...base,
      BeneficiaryEligibleDesignatedClass: 'NotMoreThanTenYearsYounger',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      DecedentDateOfBirth: '1960-06-15',
    };
    expect(run(minimal('inherited-traditional-ira', { ...facts, BeneficiaryDateOfBirth: '1970-06-15' })).ok).toBe(true);
    expect(
      fieldError(minimal('inherited-traditional-ira', { ...facts, BeneficiaryDateOfBirth: '1970-06-16' })).ErrorCode,
    ).toBe('InconsistentWithDateOfBirth');
  });
});
