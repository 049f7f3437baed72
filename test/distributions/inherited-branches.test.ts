import { describe, expect, it } from 'vitest';
import { divisors, rejected, schedule, year } from './helpers.js';

const TRAD = 'inherited-traditional-ira';
const ROTH = 'inherited-roth-ira';

describe('pre-2020 deaths (stretch)', () => {
  it('26 CFR 1.401(a)(9)-9(f)(2) reset example: death 2019, beneficiary 76 in 2020 -> 14.1 - 2 = 12.1 in 2022', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1955-05-05',
      DecedentDateOfDeath: '2019-08-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '1944-02-02',
    });
    expect([s.Regime, s.LawRegime, s.DivisorMethod]).toEqual([
      'PreSecureActStretch',
      'PreSecureAct',
      'BeneficiaryFixedReduceByOne',
    ]);
    const d = divisors(s);
    expect(d[2020]).toBe('12.7'); // old table at 76, shown, but 2020 is waived
    expect(year(s, 2020).AnnualDistributionRequired).toBe(false);
    expect(d[2021]).toBe('11.7');
    expect(d[2022]).toBe('12.1');
    expect(d[2023]).toBe('11.1');
    expect(d[2033]).toBe('1.1');
    expect(s.FinalDistributionDeadline).toBe('2034-12-31');
    expect(year(s, 2034)).toMatchObject({ Divisor: '0.1', DistributeEntireBalance: true });
  });

  it('sole spouse recalculates every year at the attained age (pre-2020 death, before the RBD)', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1944-03-01',
      DecedentDateOfDeath: '2014-01-15',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '1946-05-05',
    });
    expect(s.DivisorMethod).toBe('SpouseRecalculatedYearly');
    const d = divisors(s);
    expect([d[2015], d[2016], d[2021], d[2022], d[2023]]).toEqual(['17.8', '17.0', '13.4', '14.1', '13.3']);
    expect(s.FinalDistributionYear).toBe(2066); // the table's 120-and-over factor 1.0
  });

  it(
    'a designated beneficiary who dies after 2019: the successor finishes within ten years (SECURE Act sec. ' +
      '401(b)(5))',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfDeath: '2015-05-05',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1970-03-03',
        BeneficiaryDateOfDeath: '2021-02-02',
      });
      expect(divisors(s)[2016]).toBe('37.9'); // old table at 46
      expect(divisors(s)[2025]).toBe('31.0'); // reset: new table at 46 is 40.0, less 9
      expect(year(s, 2031)).toMatchObject({ DistributeEntireBalance: true, Divisor: null });
      expect(s.Years.some((y) => y.PenaltyWaived)).toBe(false);
      // Dying before 2020, the successor simply continues: no cap.
      const before = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfDeath: '2015-05-05',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1970-03-03',
        BeneficiaryDateOfDeath: '2018-02-02',
      });
      expect(before.FinalDistributionYear).toBe(2055); // 40.0 - (2055 - 2016) = 1.0
    },
  );

  it(
    'no designated beneficiary, death before the RBD: five-year rule with 2020 disregarded (death 2017 -> ' + '2023)',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfDeath: '2017-04-04',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
        BeneficiaryDistributionDecision: 'FiveYearRule',
      });
      expect(s.Regime).toBe('FiveYearRule');
      expect(s.Years.map((y) => y.Year)).toEqual([2018, 2019, 2020, 2021, 2022, 2023]);
      expect(s.Years.every((y) => !y.AnnualDistributionRequired && !y.PenaltyWaived)).toBe(true);
      expect(s.FinalDistributionDeadline).toBe('2023-12-31');
    },
  );

  it('five-year rule: 2009 is disregarded too (WRERA), death 2005 -> 2011; a 2012 death ends 2017', () => {
    const base = {
      AccountTypeCode: TRAD,
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
      BeneficiaryDistributionDecision: 'FiveYearRule',
    } as const;
    expect(schedule({ ...base, DecedentDateOfDeath: '2005-01-01' }).FinalDistributionYear).toBe(2011);
    expect(schedule({ ...base, DecedentDateOfDeath: '2012-01-01' }).FinalDistributionYear).toBe(2017);
  });

  it("no designated beneficiary, death on or after the RBD: the owner's ghost life expectancy (pre-2020)", () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1935-07-07',
      DecedentDateOfDeath: '2015-10-10',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
    });
    expect(s.Regime).toBe('GhostLifeExpectancy');
    const d = divisors(s);
    // Owner 80 in 2015: old table 10.2, less one from 2016; 2022 reset: new 11.2 - 7 = 4.2
    expect([d[2016], d[2021], d[2022], d[2024]]).toEqual(['9.2', '4.2', '4.2', '2.2']);
    expect(s.FinalDistributionYear).toBe(2026);
  });
});

describe('deaths from 2020 (SECURE Act)', () => {
  it('ghost life expectancy for an estate: owner 81 in 2021 -> 10.5 - 1 = 9.5 in 2022; never a penalty waiver', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1940-03-01',
      DecedentDateOfDeath: '2021-05-01',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
    });
    expect([s.Regime, s.DivisorMethod]).toEqual(['GhostLifeExpectancy', 'OwnerRemainingReduceByOne']);
    expect(divisors(s)[2022]).toBe('9.5');
    expect(s.FinalDistributionYear).toBe(2031);
    expect(s.Years.some((y) => y.PenaltyWaived)).toBe(false);
    expect(s.YearOfDeathDistribution).toMatchObject({ Year: 2021, Divisor: '17.9', Deadline: '2021-12-31' });
  });

  it('five-year rule after 2019 (no designated beneficiary, before the RBD): death 2021 -> 2026', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1960-01-01',
      DecedentDateOfDeath: '2021-03-03',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
      BeneficiaryDistributionDecision: 'FiveYearRule',
    });
    expect(s.FinalDistributionDeadline).toBe('2026-12-31');
  });

  it('eligible designated beneficiary (disabled) stretches over a fixed life expectancy', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1960-01-01',
      DecedentDateOfDeath: '2022-03-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'Disabled',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '1990-01-01',
    });
    expect(s.Regime).toBe('EligibleDesignatedBeneficiaryStretch');
    expect([divisors(s)[2023], divisors(s)[2024]]).toEqual(['52.5', '51.5']);
    expect(s.FinalDistributionYear).toBe(2075);
    expect(s.Years.some((y) => y.PenaltyWaived)).toBe(false);
  });

  it('minor child: life expectancy until 21, then ten years (26 CFR 1.401(a)(9)-5(e)(4))', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1970-01-01',
      DecedentDateOfDeath: '2021-06-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'MinorChild',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '2010-04-04',
    });
    expect(s.Regime).toBe('MinorChildThenTenYears');
    expect(divisors(s)[2022]).toBe('72.9');
    expect(divisors(s)[2031]).toBe('63.9'); // the year the child reaches 21: annual amounts continue
    expect(divisors(s)[2040]).toBe('54.9');
    expect(year(s, 2041)).toMatchObject({
      AnnualDistributionRequired: false,
      Divisor: null,
      DistributeEntireBalance: true,
    });
    expect(s.FinalDistributionDeadline).toBe('2041-12-31');
  });

  it('a MinorChild who was 21 at the death is rejected', () => {
    const r = rejected({
      AccountTypeCode: TRAD,
      DecedentDateOfDeath: '2021-06-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'MinorChild',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '2000-01-01',
    });
    expect(r.Errors[0]?.ErrorCode).toBe('InconsistentWithDateOfBirth');
  });

  it('ten-year rule, owner died before the RBD: nothing until December 31 of death year + 10', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1962-01-01',
      DecedentDateOfDeath: '2021-11-30',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRule',
    });
    expect(s.Regime).toBe('TenYearRule');
    expect(s.Years).toHaveLength(10);
    expect(s.Years.filter((y) => y.AnnualDistributionRequired)).toHaveLength(0);
    expect(s.FinalDistributionDeadline).toBe('2031-12-31');
    expect(s.YearOfDeathDistribution).toBeUndefined();
  });

  it(
    'ten-year rule with annual amounts in years 1-9 (death on/after the RBD), 2022-2024 waived by Notices ' +
      '2022-53, 2023-54, 2024-35',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1945-01-01',
        DecedentDateOfDeath: '2021-06-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
        BeneficiaryDateOfBirth: '1975-01-01',
        YearEndBalances: [{ Year: 2024, Balance: '370000.00' }],
      });
      expect(s.Regime).toBe('TenYearRuleWithAnnualRmd');
      expect(s.Years.map((y) => [y.Year, y.Divisor, y.PenaltyWaived])).toEqual([
        [2022, '39.0', true],
        [2023, '38.0', true],
        [2024, '37.0', true],
        [2025, '36.0', false],
        [2026, '35.0', false],
        [2027, '34.0', false],
        [2028, '33.0', false],
        [2029, '32.0', false],
        [2030, '31.0', false],
        [2031, null, false],
      ]);
      expect(year(s, 2022).Note).toContain('Notice 2022-53');
      expect(year(s, 2023).Note).toContain('Notice 2023-54');
      expect(year(s, 2024).Note).toContain('Notice 2024-35');
      expect(year(s, 2025).Amount).toBe('10277.78');
      expect(year(s, 2031).DistributeEntireBalance).toBe(true);
      expect(s.YearOfDeathDistribution?.Divisor).toBe('22.0'); // old Uniform table, age 76 in 2021
    },
  );

  it("greater-of rule: the owner's remaining life expectancy wins over an older beneficiary's", () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1945-01-01',
      DecedentDateOfDeath: '2021-06-01',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotMoreThanTenYearsYounger',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '1938-01-01',
    });
    expect(s.DivisorMethod).toBe('GreaterOfBeneficiaryAndOwner');
    // Beneficiary 84 in 2022: 8.7; owner 76 in 2021: 14.1 - 1 = 13.1. The greater is 13.1.
    expect([divisors(s)[2022], divisors(s)[2023]]).toEqual(['13.1', '12.1']);
    expect(s.Years.some((y) => y.PenaltyWaived)).toBe(false); // an EDB stretch is never waived
  });

  it("greater-of rule needs the owner's date of birth", () => {
    const r = rejected({
      AccountTypeCode: TRAD,
      DecedentDateOfDeath: '2021-06-01',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
      BeneficiaryDateOfBirth: '1975-01-01',
    });
    expect(r.Errors[0]?.FieldName).toBe('DecedentDateOfBirth');
  });

  it('surviving spouse may defer until the owner would have reached the applicable age', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1960-02-01',
      DecedentDateOfDeath: '2021-01-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '1962-06-06',
    });
    // Owner born 1960: applicable age 75, reached in 2035.
    expect(year(s, 2034)).toMatchObject({ AnnualDistributionRequired: false, Divisor: null });
    expect(year(s, 2034).Note).toContain('2035');
    expect(year(s, 2035)).toMatchObject({ AnnualDistributionRequired: true, Divisor: '16.4' }); // spouse 73 in 2035
  });

  it(
    'a spouse who died during the deferral (2028, before her 2036 start) is treated as the owner ' +
      '(401(a)(9)(B)(iv)(II)): ten years from her death, no annual amounts',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1961-09-19',
        DecedentDateOfDeath: '2026-09-21',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1939-12-31',
        BeneficiaryDateOfDeath: '2028-07-01',
      });
      expect(s).toMatchObject({ Regime: 'TenYearRule', DivisorMethod: 'None', FinalDistributionYear: 2038 });
      expect(s.Years.some((y) => y.AnnualDistributionRequired)).toBe(false);
      expect(s.Reasons[1]).toContain('as if the spouse were the owner');
      expect(s.Reasons.join(' ')).not.toContain('give BeneficiaryDateOfDeath');
    },
  );

  it('a spouse who died on the last day of her first required year has begun: her schedule goes on', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1961-09-19',
      DecedentDateOfDeath: '2026-09-21',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '1962-01-01',
      BeneficiaryDateOfDeath: '2036-12-31',
    });
    expect(s.Regime).toBe('EligibleDesignatedBeneficiaryStretch');
    expect(year(s, 2036).AnnualDistributionRequired).toBe(true);
  });

  it(
    'a spouse who died during the deferral before 2020 with her life expectancy already spent: the first ' +
      'annual year takes the whole balance and shows no divisor (never a negative one)',
    () => {
      // Found by the schedules differential (seed -102158492). A spouse's death before 2020 keeps her
      // schedule (the successor's own life expectancy is not a fact the engine has); her divisor, frozen at
      // her death in 2018 and reduced by one a year, is below zero by 2036.
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1961-09-19',
        DecedentDateOfDeath: '2016-09-21',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1939-12-31',
        BeneficiaryDateOfDeath: '2018-07-01',
      });
      expect(year(s, 2035).Note).toContain('2036');
      expect(year(s, 2036)).toMatchObject({
        AnnualDistributionRequired: false,
        Divisor: null,
        DistributeEntireBalance: true,
      });
      expect(s.FinalDistributionDeadline).toBe('2036-12-31');
      expect(s.Years.every((y) => y.Divisor === null || Number(y.Divisor) > 0)).toBe(true);
    },
  );

  it(
    "an eligible beneficiary's death: the successor finishes within ten years, 2023-2024 waived for an EDB " +
      'who died in 2022',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1960-01-01',
        DecedentDateOfDeath: '2020-06-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'ChronicallyIll',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1970-01-01',
        BeneficiaryDateOfDeath: '2022-05-01',
      });
      expect(s.FinalDistributionDeadline).toBe('2032-12-31');
      expect(year(s, 2022).PenaltyWaived).toBe(false); // the EDB's own year
      expect(year(s, 2023).PenaltyWaived).toBe(true);
      expect(year(s, 2024).PenaltyWaived).toBe(true);
      expect(year(s, 2025).PenaltyWaived).toBe(false);
    },
  );
});

describe("a surviving spouse's death", () => {
  it(
    "freezes the spouse's expectancy at the age in the year of death, less one each year, and caps at ten " + 'years',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1950-01-01',
        DecedentDateOfDeath: '2021-03-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1952-01-01',
        BeneficiaryDateOfDeath: '2030-05-01',
      });
      const d = divisors(s);
      expect([d[2022], d[2029], d[2030], d[2031], d[2032]]).toEqual(['18.8', '13.3', '12.6', '11.6', '10.6']);
      expect(s.FinalDistributionDeadline).toBe('2040-12-31');
    },
  );
});

describe('Roth IRA: the owner always dies before the RBD', () => {
  it('DecedentDiedOnOrAfterRbd true is disregarded; NotAnEdb gets the ten-year rule with no annual amounts', () => {
    const s = schedule({
      AccountTypeCode: ROTH,
      DecedentDateOfBirth: '1940-01-01',
      DecedentDateOfDeath: '2023-02-02',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRule',
    });
    expect(s.DecedentDiedOnOrAfterRbd).toBe(false);
    expect(s.Years.every((y) => !y.AnnualDistributionRequired)).toBe(true);
    expect(s.FinalDistributionDeadline).toBe('2033-12-31');
    expect(s.YearOfDeathDistribution).toBeUndefined();
  });
  it('TenYearRuleWithAnnualRmd is rejected for a Roth IRA, naming TenYearRule', () => {
    const r = rejected({
      AccountTypeCode: ROTH,
      DecedentDateOfDeath: '2023-02-02',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
      BeneficiaryDateOfBirth: '1980-01-01',
    });
    expect(r.Message).toContain('permitted: TenYearRule');
  });
});

describe('rejections', () => {
  const base = {
    AccountTypeCode: TRAD,
    DecedentDateOfBirth: '1945-01-01',
    DecedentDateOfDeath: '2021-06-01',
    DecedentDiedOnOrAfterRbd: true,
    BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
    BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
    BeneficiaryDateOfBirth: '1975-01-01',
  } as const;
  it('an inconsistent decision names the permitted decisions', () => {
    const r = rejected({ ...base, BeneficiaryDistributionDecision: 'TenYearRule' });
    expect(r.ErrorCode).toBe('InvalidRequest');
    expect(r.Errors[0]).toMatchObject({
      FieldName: 'BeneficiaryDistributionDecision',
      ErrorCode: 'DistributionDecisionNotPermitted',
    });
    expect(r.Message).toContain('permitted: TenYearRuleWithAnnualRmd');
    const pre = rejected({
      ...base,
      DecedentDateOfDeath: '2019-06-01',
      BeneficiaryDistributionDecision: 'FiveYearRule',
    });
    expect(pre.Message).toContain('permitted: LifeExpectancy');
  });
  it('DecedentDiedOnOrAfterRbd that contradicts the date of birth is rejected', () => {
    const r = rejected({ ...base, DecedentDiedOnOrAfterRbd: false, BeneficiaryDistributionDecision: 'TenYearRule' });
    expect(r.Errors[0]).toMatchObject({
      FieldName: 'DecedentDiedOnOrAfterRbd',
      ErrorCode: 'InconsistentWithDateOfBirth',
    });
    expect(r.Message).toContain('2016-04-01');
  });
  it('born 1959: a flag matching either the 73 or the 75 reading is accepted', () => {
    const q = { ...base, DecedentDateOfBirth: '1959-05-05', DecedentDateOfDeath: '2034-06-01' } as const;
    expect(schedule(q).Regime).toBe('TenYearRuleWithAnnualRmd');
    const s = schedule({ ...q, DecedentDiedOnOrAfterRbd: false, BeneficiaryDistributionDecision: 'TenYearRule' });
    expect(s.Reasons.join(' ')).toContain('75');
  });
  it('unknown type, legacy code, a type that is not an inherited IRA, the removed decision', () => {
    expect(rejected({ ...base, AccountTypeCode: 'nope' }).ErrorCode).toBe('UnknownAccountType');
    expect(rejected({ ...base, AccountTypeCode: 'BDI' }).Message).toContain('inherited-traditional-ira');
    expect(rejected({ ...base, AccountTypeCode: 'sep-ira' }).Errors[0]?.ErrorCode).toBe('NotAnInheritedIra');
    expect(
      rejected({ ...base, BeneficiaryDistributionDecision: 'PaymentsAtGrantor70AndHalf' as never }).Errors[0]
        ?.ErrorCode,
    ).toBe('ValueRemoved');
  });
  it('a NotMoreThanTenYearsYounger claim contradicted by the birth dates is rejected', () => {
    const r = rejected({
      ...base,
      BeneficiaryEligibleDesignatedClass: 'NotMoreThanTenYearsYounger',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '1955-01-02',
    });
    expect(r.Errors[0]?.ErrorCode).toBe('InconsistentWithDateOfBirth');
  });
  it('FromYear lists later years only, and a death before 2002 needs it', () => {
    const early = {
      AccountTypeCode: TRAD,
      DecedentDateOfDeath: '1995-01-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '1960-01-01',
    } as const;
    expect(rejected(early).Message).toContain('FromYear');
    const s = schedule({ ...early, FromYear: 2025 });
    expect(s.Years[0]?.Year).toBe(2025);
    expect(s.Years[0]?.Divisor).toBe('20.6'); // 2022 table at 36 (age in 1996): 49.6 - 29
  });
});
