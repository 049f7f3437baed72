// Audit of required minimum distributions and inherited-IRA rules against published sources only.
// Every expected figure below comes from the statute (26 U.S.C. 401(a)(9), 408(a)(6), 408A(c)(5), 4974),
// the SECURE Act / SECURE 2.0, the final regulations (T.D. 10001, 26 CFR 1.401(a)(9)-1..-9, 1.408-8),
// T.D. 9930's tables, IRS Pub. 590-B, the IRS "Retirement topics" pages and Notices 2022-53, 2023-54 and
// 2024-35. Table factors are copied here from Treas. Reg. 1.401(a)(9)-9 (2022 tables) and the former
// 1.401(a)(9)-9 Q&A-1/Q&A-2 (pre-2022 tables); nothing is read from catalog/ or from other tests.
import { describe, expect, it } from 'vitest';
import {
  applicableAge,
  beneficiaryClasses,
  defaultCatalog,
  type InheritedSchedule,
  type InheritedScheduleQuery,
  inheritedIraSchedule,
  jointLifeExpectancy,
  ownerRequiredAmount,
  ownerRequiredDistribution,
  type RequiredDistributionAccount,
  requiredBeginningDate,
  requiredDistributionAmount,
  requiredDistributionStatus,
} from '../../src/index.js';

const catalog = defaultCatalog;

// Treas. Reg. 1.401(a)(9)-9(b) Single Life Table (T.D. 9930, distribution years 2022 on), ages used below.
const SINGLE_2022: Record<number, string> = {
  13: '71.9',
  14: '70.9',
  41: '44.8',
  43: '42.9',
  44: '41.9',
  57: '29.8',
  73: '16.4',
  74: '15.6',
  75: '14.8',
  76: '14.1',
  79: '11.9',
  83: '9.3',
  85: '8.1',
};
// Former 26 CFR 1.401(a)(9)-9 Q&A-1 Single Life Table (distribution years 2002-2021).
const SINGLE_PRE_2022: Record<number, string> = { 41: '42.7', 76: '12.7' };
// Treas. Reg. 1.401(a)(9)-9(c) Uniform Lifetime Table (2022 on).
const UNIFORM_2022: Record<number, string> = {
  72: '27.4',
  73: '26.5',
  74: '25.5',
  75: '24.6',
  77: '22.9',
  80: '20.2',
  83: '17.7',
  84: '16.8',
  90: '12.2',
  100: '6.4',
  120: '2.0',
};
// Former 26 CFR 1.401(a)(9)-9 Q&A-2 Uniform Lifetime Table (2002-2021).
const UNIFORM_PRE_2022: Record<number, string> = { 72: '25.6', 76: '22.0', 87: '13.4' };

type Query = InheritedScheduleQuery;

function schedule(q: Query): InheritedSchedule {
  const s = inheritedIraSchedule(catalog, q);
  if (!s.ok) throw new Error(`schedule refused: ${s.Message}`);
  return s;
}

function year(s: InheritedSchedule, y: number) {
  const e = s.Years.find((x) => x.Year === y);
  if (!e) throw new Error(`no entry for ${y}`);
  return e;
}

function owner(DateOfBirth: string, Year: number, PriorYearEndBalance?: string) {
  const r = ownerRequiredDistribution(catalog, {
    DateOfBirth,
    Year,
    ...(PriorYearEndBalance !== undefined ? { PriorYearEndBalance } : {}),
  });
  if (!r.ok) throw new Error(`owner distribution refused: ${r.Message}`);
  return r;
}

const TRAD = 'inherited-traditional-ira';
const ROTH = 'inherited-roth-ira';

// ---------------------------------------------------------------------------------------------------------
describe('Required beginning date and applicable age (401(a)(9)(C); SECURE Act sec. 114; SECURE 2.0 sec. 107)', () => {
  it(
    'IRS Retirement topics - RMDs: "John reached age 73 on August 20, 2024. He must receive his 2024 ' +
      'required minimum distribution by April 1, 2025"',
    () => {
      expect(requiredBeginningDate('1951-08-20')).toBe('2025-04-01');
      const a = applicableAge('1951-08-20');
      expect(a?.ApplicableAge).toBe('73');
    },
  );

  it(
    'IRS Retirement topics - RMDs: Jodie, 73rd birthday December 31, 2024: "If Jodie also had an IRA, ' +
      'their first RMD from the IRA was due by April 1, 2025, for the 2024 year"',
    () => {
      const r = owner('1951-12-31', 2024);
      expect(r.Required).toBe(true);
      expect(r.Deadline).toBe('2025-04-01');
      expect(r.AgeAttained).toBe(73);
    },
  );

  it(
    'IRS Retirement topics - RMDs (2020 ed.): "Paul reached age 70 1/2 on January 28, 2020 ... his first RMD ' +
      'is due for 2021, the year he turns 72 ... by April 1, 2022"',
    () => {
      expect(requiredBeginningDate('1949-07-28')).toBe('2022-04-01');
      expect(applicableAge('1949-07-28')?.ApplicableAge).toBe('72');
      expect(owner('1949-07-28', 2020).Required).toBe(false);
      const r = owner('1949-07-28', 2021);
      expect(r.Required).toBe(true);
      expect(r.Deadline).toBe('2022-04-01');
    },
  );

  it(
    'SECURE Act sec. 114(d): 70 1/2 reached before 2020 ' +
      '(born 1949-06-30, 70 1/2 on 2019-12-30) keeps RBD 2020-04-01',
    () => {
      expect(applicableAge('1949-06-30')?.ApplicableAge).toBe('70.5');
      expect(requiredBeginningDate('1949-06-30')).toBe('2020-04-01');
    },
  );

  it(
    '401(a)(9)(C)(v) as amended: 72 reached before 2023 ' + '(born 1950-12-31) -> applicable age 72, RBD 2023-04-01',
    () => {
      expect(applicableAge('1950-12-31')?.ApplicableAge).toBe('72');
      expect(requiredBeginningDate('1950-12-31')).toBe('2023-04-01');
    },
  );

  it(
    '401(a)(9)(C)(v)(I): "age 73 ... attains age 72 after ' + 'December 31, 2022" (born 1951-01-01) -> RBD 2025-04-01',
    () => {
      expect(applicableAge('1951-01-01')?.ApplicableAge).toBe('73');
      expect(requiredBeginningDate('1951-01-01')).toBe('2025-04-01');
    },
  );

  it(
    '401(a)(9)(C)(v)(II): "age 75 ... attains age 74 after ' + 'December 31, 2032" (born 1960-01-01) -> RBD 2036-04-01',
    () => {
      expect(applicableAge('1960-01-01')?.ApplicableAge).toBe('75');
      expect(requiredBeginningDate('1960-01-01')).toBe('2036-04-01');
    },
  );

  it('Prop. Reg. 1.401(a)(9)-2(b)(2)(v) (REG-103529-23, 2024): born 1959 -> applicable age 73 (RBD 2033-04-01)', () => {
    expect(applicableAge('1959-06-15')?.ApplicableAge).toBe('73');
    expect(requiredBeginningDate('1959-06-15')).toBe('2033-04-01');
  });
});

// ---------------------------------------------------------------------------------------------------------
describe("Owner's lifetime RMD (Treas. Reg. 1.401(a)(9)-5(a), (c)(1); 1.408-8; Pub. 590-B)", () => {
  it(
    'IRS Retirement topics - RMDs: John (73 on 2024-08-20): 2024 RMD by April 1, 2025 "based on his 2023 ' +
      'year-end balance"; 2025 RMD by December 31, 2025 "based on his 2024 year-end balance"',
    () => {
      const r2024 = owner('1951-08-20', 2024, '100000.00');
      expect(r2024.Divisor).toBe(UNIFORM_2022[73]);
      expect(r2024.Deadline).toBe('2025-04-01');
      expect(r2024.Amount).toBe('3773.58'); // 100,000 / 26.5
      const r2025 = owner('1951-08-20', 2025, '100000.00');
      expect(r2025.Divisor).toBe(UNIFORM_2022[74]);
      expect(r2025.Deadline).toBe('2025-12-31');
      expect(r2025.Amount).toBe('3921.57'); // 100,000 / 25.5
    },
  );

  it('IRS Retirement topics - RMDs: no RMD before the applicable-age year (John, 72 in 2023)', () => {
    expect(owner('1951-08-20', 2023).Required).toBe(false);
  });

  it(
    'Pub. 590-B (2024/2025), Table III example: owner ' + '75, prior Dec 31 balance $100,000, period 24.6 -> $4,065',
    () => {
      const r = owner('1950-03-01', 2025, '100000.00');
      expect(r.AgeAttained).toBe(75);
      expect(r.Divisor).toBe('24.6');
      expect(Math.round(Number(r.Amount))).toBe(4065);
    },
  );

  it('Treas. Reg. 1.401(a)(9)-9(c) Uniform Lifetime Table: divisors at 80, 84, 90, 100 and "120 and over"', () => {
    expect(owner('1944-01-01', 2024).Divisor).toBe(UNIFORM_2022[80]);
    expect(owner('1940-01-01', 2024).Divisor).toBe(UNIFORM_2022[84]);
    expect(owner('1934-01-01', 2024).Divisor).toBe(UNIFORM_2022[90]);
    expect(owner('1924-01-01', 2024).Divisor).toBe(UNIFORM_2022[100]);
    expect(owner('1904-01-01', 2024).Divisor).toBe(UNIFORM_2022[120]); // age 120
    expect(owner('1903-01-01', 2024).Divisor).toBe(UNIFORM_2022[120]); // age 121: "120 and over"
  });

  it(
    'T.D. 9930 applicability (distribution years from 2022-01-01): 2021 uses the former Q&A-2 table ' +
      '(Paul, 72 in 2021: 25.6 -> $3,906.25 on $100,000); 2022 uses the new one (73: 26.5)',
    () => {
      const r2021 = owner('1949-07-28', 2021, '100000.00');
      expect(r2021.Divisor).toBe(UNIFORM_PRE_2022[72]);
      expect(r2021.Amount).toBe('3906.25');
      const r2022 = owner('1949-07-28', 2022);
      expect(r2022.Divisor).toBe(UNIFORM_2022[73]);
      expect(r2022.Deadline).toBe('2022-12-31');
    },
  );

  it(
    'Pub. 590 (pre-2020 eds.): first year = the year 70 1/2 is reached, divisor at the age on the birthday in ' +
      'that year (born 1947-12-15: 70 1/2 on 2018-06-15, age 71 in 2018 -> former Q&A-2 26.5, due 2019-04-01)',
    () => {
      const r = owner('1947-12-15', 2018);
      expect(r.FirstDistributionYear).toBe(2018);
      expect(r.Divisor).toBe('26.5');
      expect(r.Deadline).toBe('2019-04-01');
    },
  );

  it('Kiplinger (old Table III): 70 1/2 in 2015, "divide ... by 27.4 ... $100,000 ... withdraw $3,649.64"', () => {
    const r = owner('1945-03-01', 2015, '100000.00');
    expect(r.Divisor).toBe('27.4');
    expect(r.Amount).toBe('3649.64');
  });

  it('401(a)(9)(I) (CARES Act sec. 2203): "shall not apply for calendar year 2020"', () => {
    expect(owner('1940-01-01', 2020).Required).toBe(false);
  });

  it(
    '401(a)(9)(I)(ii) (CARES Act): the waiver covers a 2019 first-year amount whose RBD is April 1, 2020 ' +
      '(born 1949-01-15, 70 1/2 on 2019-07-15)',
    () => {
      expect(requiredBeginningDate('1949-01-15')).toBe('2020-04-01');
      expect(owner('1949-01-15', 2019).Required).toBe(false);
    },
  );

  it('WRERA 2008 sec. 201 (former 401(a)(9)(H)): no minimum distribution for calendar year 2009', () => {
    expect(owner('1930-01-01', 2009).Required).toBe(false);
    expect(owner('1930-01-01', 2010).Required).toBe(true);
  });

  it('408A(c)(5): a Roth IRA owner has no lifetime required distribution', () => {
    const r = ownerRequiredDistribution(catalog, {
      DateOfBirth: '1940-01-01',
      Year: 2024,
      AccountTypeCode: 'roth-ira',
    });
    expect(r.ok && r.Required).toBe(false);
  });

  it('Pub. 590-B worksheet: RMD = prior year-end balance / distribution period (100,000 / 26.5 = 3,773.58)', () => {
    expect(requiredDistributionAmount('26.5', '100000')).toBe('3773.58');
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('Sole spouse beneficiary more than 10 years younger (Treas. Reg. 1.401(a)(9)-5(c)(2); Table II)', () => {
  it('Pub. 590-B (2024/2025) Table II example: owner 75, spouse 64: "Your applicable denominator is 25.3"', () => {
    const j = jointLifeExpectancy(catalog, { OwnerAge: 75, SpouseAge: 64, Year: 2025 });
    expect(j.ok && j.Divisor).toBe('25.3');
    const r = ownerRequiredAmount(catalog, {
      DateOfBirth: '1950-03-01',
      Year: 2025,
      PriorYearEndValue: '100000',
      SoleSpouseBeneficiaryDateOfBirth: '1961-03-01',
    });
    expect(r.ok && r.Divisor).toBe('25.3');
    expect(r.ok && r.Amount).toBe('3952.57'); // Pub. 590-B rounds to $3,953
  });

  it(
    'Capital Group, IRS joint life table (reproducing Pub. 590-B Table II): Jessica 76, Jeff 60, $262,000 / 28.2 ' +
      '= $9,290.78',
    () => {
      const r = ownerRequiredAmount(catalog, {
        DateOfBirth: '1949-09-01',
        Year: 2025,
        PriorYearEndValue: '262000',
        SoleSpouseBeneficiaryDateOfBirth: '1965-09-01',
      });
      expect(r.ok && r.Divisor).toBe('28.2');
      expect(r.ok && r.Amount).toBe('9290.78');
    },
  );

  it('Table II (1.401(a)(9)-9(d)) cells reproduced by Capital Group: 72/56 = 31.9, 80/56 = 31.1, 73/61 = 27.9', () => {
    const cell = (o: number, s: number) => {
      const j = jointLifeExpectancy(catalog, { OwnerAge: o, SpouseAge: s, Year: 2024 });
      return j.ok ? j.Divisor : j.Message;
    };
    expect(cell(72, 56)).toBe('31.9');
    expect(cell(80, 56)).toBe('31.1');
    expect(cell(73, 61)).toBe('27.9');
  });

  it(
    'Treas. Reg. 1.401(a)(9)-9(c): the Uniform table "is also used if the ... spouse is the sole designated ' +
      'beneficiary but is not more than 10 years younger" (75 and 65 -> 24.6)',
    () => {
      const r = ownerRequiredAmount(catalog, {
        DateOfBirth: '1950-03-01',
        Year: 2025,
        PriorYearEndValue: '100000',
        SoleSpouseBeneficiaryDateOfBirth: '1960-03-01',
      });
      expect(r.ok && r.Divisor).toBe('24.6');
      expect(r.ok && r.Amount).toBe('4065.04');
    },
  );
});

// ---------------------------------------------------------------------------------------------------------
describe(
  'Non-eligible designated beneficiary: ten-year rule ' + '(401(a)(9)(H)(i); Treas. Reg. 1.401(a)(9)-5(d), (e))',
  () => {
    it(
      'IRS Retirement topics - Beneficiary: "Empty the entire account by the end of the 10th year following the ' +
        'year of the account owner\'s ... death"; owner died before the RBD: no annual amounts',
      () => {
        const s = schedule({
          AccountTypeCode: TRAD,
          DecedentDateOfBirth: '1960-01-01',
          DecedentDateOfDeath: '2021-06-01',
          DecedentDiedOnOrAfterRbd: false,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'TenYearRule',
          BeneficiaryDateOfBirth: '1990-01-01',
        });
        expect(s.Regime).toBe('TenYearRule');
        expect(s.FinalDistributionYear).toBe(2031);
        expect(s.FinalDistributionDeadline).toBe('2031-12-31');
        expect(s.Years.filter((y) => y.AnnualDistributionRequired)).toEqual([]);
        expect(year(s, 2031).DistributeEntireBalance).toBe(true);
      },
    );

    it(
      'Treas. Reg. 1.401(a)(9)-5(d)(1) (T.D. 10001): owner died on/after the RBD -> annual amounts in years 1-9 ' +
        '(Franklin Templeton "Will": father David died 2021 at 87; Will uses his age in 2022 less one each year; ' +
        'full distribution by the end of 2031)',
      () => {
        const s = schedule({
          AccountTypeCode: TRAD,
          DecedentDateOfBirth: '1934-03-01',
          DecedentDateOfDeath: '2021-06-01',
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
          BeneficiaryDateOfBirth: '1965-01-01', // 57 in 2022
          YearEndBalances: [{ Year: 2024, Balance: '100000.00' }],
        });
        expect(s.Regime).toBe('TenYearRuleWithAnnualRmd');
        expect(year(s, 2022).Divisor).toBe(SINGLE_2022[57]); // 29.8
        expect(year(s, 2023).Divisor).toBe('28.8');
        expect(year(s, 2024).Divisor).toBe('27.8');
        expect(year(s, 2025).Divisor).toBe('26.8');
        expect(year(s, 2025).Amount).toBe('3731.34'); // 100,000 / 26.8
        expect(year(s, 2030).AnnualDistributionRequired).toBe(true);
        expect(year(s, 2031).DistributeEntireBalance).toBe(true);
        expect(s.FinalDistributionYear).toBe(2031);
      },
    );

    it(
      'Treas. Reg. 1.401(a)(9)-5(d)(1)(i) (T.D. 10001): owner died on/after the RBD -> the annual amounts of years ' +
        '1-9 cannot be skipped: a plain TenYearRule is refused or still lists them',
      () => {
        const r = inheritedIraSchedule(catalog, {
          AccountTypeCode: TRAD,
          DecedentDateOfBirth: '1934-03-01',
          DecedentDateOfDeath: '2021-06-01',
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'TenYearRule',
          BeneficiaryDateOfBirth: '1965-01-01',
        });
        if (r.ok) expect(r.Years.filter((y) => y.Year < 2031 && y.AnnualDistributionRequired).length).toBe(9);
        else expect(r.ok).toBe(false);
      },
    );

    it(
      "Treas. Reg. 1.401(a)(9)-5(d)(1)(ii): the divisor is the greater of the beneficiary's and the owner's " +
        'remaining life expectancy (owner 83 at death in 2023: 9.3; beneficiary 85 in 2024: 8.1 -> 8.3 in 2024)',
      () => {
        const s = schedule({
          AccountTypeCode: TRAD,
          DecedentDateOfBirth: '1940-03-01',
          DecedentDateOfDeath: '2023-05-01',
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
          BeneficiaryDateOfBirth: '1939-01-01', // older than the owner, but given as NotAnEdb
        });
        expect(s.DivisorMethod).toBe('GreaterOfBeneficiaryAndOwner');
        expect(year(s, 2024).Divisor).toBe('8.3'); // owner: 9.3 - 1
        expect(year(s, 2025).Divisor).toBe('7.3');
      },
    );

    it('Treas. Reg. 1.401(a)(9)-5(d)(3)(iii): non-spouse divisor is fixed and reduced by one, not re-read', () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1945-01-01',
        DecedentDateOfDeath: '2024-06-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
        BeneficiaryDateOfBirth: '1981-01-01', // 44 in 2025
      });
      expect(year(s, 2025).Divisor).toBe(SINGLE_2022[44]); // 41.9
      expect(year(s, 2026).Divisor).toBe('40.9'); // not the table's 41.0 at 45
      expect(year(s, 2033).Divisor).toBe('33.9'); // year 9: 41.9 - 8
      expect(year(s, 2034).DistributeEntireBalance).toBe(true);
      expect(s.FinalDistributionYear).toBe(2034);
    });
  },
);

describe('Successors, deaths in 2020, and owners dying between the applicable-age year and the RBD', () => {
  it(
    'Treas. Reg. 1.401(a)(9)-5(e)(2) (T.D. 10001): when a non-EDB on the 10-year rule dies, the successor keeps ' +
      "the original deadline (owner died 2021 -> 2031, not ten years after the beneficiary's 2024 death)",
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1934-03-01',
        DecedentDateOfDeath: '2021-06-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
        BeneficiaryDateOfBirth: '1965-01-01',
        BeneficiaryDateOfDeath: '2024-05-01',
      });
      expect(s.FinalDistributionYear).toBe(2031);
      expect(year(s, 2026).Divisor).toBe('25.8'); // the same fixed 29.8 less one each year
    },
  );

  // Found by this audit (the engine kept the dead spouse's deferral and then annual amounts on her frozen
  // expectancy); fixed in plan.ts (spouseAsOwner), docs/decisions 40.
  it(
    '401(a)(9)(B)(iv)(II): "if the surviving spouse dies before the distributions to such spouse begin, this ' +
      'subparagraph shall be applied as if the surviving spouse were the employee" (spouse died 2027, before ' +
      "the 2035 start): no annual amounts, and the spouse's own beneficiary has 10 years from 2027",
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1960-05-01',
        DecedentDateOfDeath: '2024-03-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1962-01-01',
        BeneficiaryDateOfDeath: '2027-08-01',
      });
      expect(s.FinalDistributionYear).toBe(2037);
      expect(s.Years.some((y) => y.AnnualDistributionRequired)).toBe(false);
    },
  );

  it(
    "Treas. Reg. 1.401(a)(9)-5(d)(3)(iv): after the spouse's death the spouse's expectancy is fixed at the age " +
      'in the year of death, less one (spouse 77 in 2027: 13.3 -> 12.3 in 2028); 401(a)(9)(H)(iii): done by 2037',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1945-01-01',
        DecedentDateOfDeath: '2024-06-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1950-01-01',
        BeneficiaryDateOfDeath: '2027-08-01',
      });
      expect(year(s, 2027).Divisor).toBe('13.3');
      expect(year(s, 2028).Divisor).toBe('12.3');
      expect(s.FinalDistributionYear).toBe(2037);
    },
  );

  it(
    "Treas. Reg. 1.401(a)(9)-9(f)(2) applies to the employee's own fixed expectancy too: estate of an owner who " +
      'died in 2019 at 80 (old 10.2): 2021 8.2; 2022 = 11.2 (new, age 80) - 3 = 8.2',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1939-01-01',
        DecedentDateOfDeath: '2019-06-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
      });
      expect(year(s, 2021).Divisor).toBe('8.2');
      expect(year(s, 2022).Divisor).toBe('8.2');
      expect(year(s, 2023).Divisor).toBe('7.2');
    },
  );

  it('401(a)(9)(I) (CARES Act): an owner who died in 2020 after the RBD had no 2020 RMD to make up', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1940-01-01',
      DecedentDateOfDeath: '2020-07-01',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
      BeneficiaryDateOfBirth: '1980-01-01',
    });
    expect(s.YearOfDeathDistribution).toBeUndefined();
  });

  it(
    '401(a)(9)(C); Treas. Reg. 1.401(a)(9)-2: an owner who reached 73 in 2024 and died 2025-02-01, before the ' +
      '2025-04-01 RBD, died before the RBD: a non-EDB has the 10-year rule without annual amounts',
    () => {
      const bad = inheritedIraSchedule(catalog, {
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1951-03-01',
        DecedentDateOfDeath: '2025-02-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
        BeneficiaryDateOfBirth: '1980-01-01',
      });
      expect(bad.ok).toBe(false);
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1951-03-01',
        DecedentDateOfDeath: '2025-02-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'TenYearRule',
        BeneficiaryDateOfBirth: '1980-01-01',
      });
      expect(s.FinalDistributionYear).toBe(2035);
      expect(s.Years.some((y) => y.AnnualDistributionRequired)).toBe(false);
    },
  );
});

// ---------------------------------------------------------------------------------------------------------
describe('Relief notices for 10-year-rule annual amounts (Notices 2022-53, 2023-54, 2024-35)', () => {
  const tenYear = (death: string, birth: string) =>
    schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: birth,
      DecedentDateOfDeath: death,
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
      BeneficiaryDateOfBirth: '1980-01-01',
    });

  it('Notices 2022-53 / 2023-54 / 2024-35: owner died 2020 -> 2021, 2022, 2023, 2024 waived; 2025 enforced', () => {
    const s = tenYear('2020-07-01', '1940-01-01');
    expect([2021, 2022, 2023, 2024, 2025, 2026].map((y) => year(s, y).PenaltyWaived)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(s.FinalDistributionYear).toBe(2030);
  });

  it('Notice 2024-35 sec. IV: owner died 2023 -> the 2024 specified RMD is waived, 2025 is not', () => {
    const s = tenYear('2023-07-01', '1940-01-01');
    expect(year(s, 2024).PenaltyWaived).toBe(true);
    expect(year(s, 2025).PenaltyWaived).toBe(false);
  });

  it('Notice 2024-35 (final regs apply from 2025): owner died 2024 -> no relief for 2025', () => {
    const s = tenYear('2024-07-01', '1940-01-01');
    expect(year(s, 2025).PenaltyWaived).toBe(false);
    expect(year(s, 2025).AnnualDistributionRequired).toBe(true);
  });

  it('Notice 2024-35: the relief never extends the ten-year deadline (death 2021 -> still 2031)', () => {
    const s = tenYear('2021-07-01', '1940-01-01');
    expect(s.FinalDistributionYear).toBe(2031);
    expect(year(s, 2031).DistributeEntireBalance).toBe(true);
  });

  it(
    'Notices 2022-53..2024-35 cover only 10-year-rule ' + 'beneficiaries: an EDB life-expectancy stretch is not waived',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1960-01-01',
        DecedentDateOfDeath: '2021-06-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'Disabled',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1978-01-01',
      });
      expect(year(s, 2022).AnnualDistributionRequired).toBe(true);
      expect(year(s, 2022).PenaltyWaived).toBe(false);
    },
  );

  it(
    'Notice 2024-35: a beneficiary of an EDB who died in 2023 while using the lifetime rule -> 2024 waived; ' +
      "401(a)(9)(H)(iii): balance out within 10 years of the EDB's death (2033)",
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1960-01-01',
        DecedentDateOfDeath: '2021-06-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'Disabled',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1978-01-01',
        BeneficiaryDateOfDeath: '2023-05-01',
      });
      expect(s.FinalDistributionYear).toBe(2033);
      expect(year(s, 2024).PenaltyWaived).toBe(true);
      expect(year(s, 2025).PenaltyWaived).toBe(false);
      expect(year(s, 2033).DistributeEntireBalance).toBe(true);
    },
  );
});

// ---------------------------------------------------------------------------------------------------------
describe('Eligible designated beneficiaries (401(a)(9)(E)(ii), (H)(ii); Treas. Reg. 1.401(a)(9)-4(e), -5(d))', () => {
  it(
    'Disabled EDB (401(a)(9)(E)(ii)(III)), owner died before the RBD: Table I at the age in the year after ' +
      'death, less one each year (43 in 2023: 42.9, 41.9, 40.9)',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1962-01-01',
        DecedentDateOfDeath: '2022-06-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'Disabled',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1980-01-01',
        YearEndBalances: [{ Year: 2022, Balance: '100000.00' }],
      });
      expect(s.DivisorMethod).toBe('BeneficiaryFixedReduceByOne');
      expect(year(s, 2023).Divisor).toBe(SINGLE_2022[43]);
      expect(year(s, 2023).Amount).toBe('2331.00'); // 100,000 / 42.9
      expect(year(s, 2024).Divisor).toBe('41.9');
      expect(year(s, 2025).Divisor).toBe('40.9');
    },
  );

  it('Chronically ill EDB (401(a)(9)(E)(ii)(IV)) stretches like a disabled one', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1962-01-01',
      DecedentDateOfDeath: '2022-06-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'ChronicallyIll',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '1980-01-01',
    });
    expect(s.Regime).toBe('EligibleDesignatedBeneficiaryStretch');
    expect(year(s, 2023).Divisor).toBe(SINGLE_2022[43]);
  });

  it(
    'IRS Beneficiary page: an EDB may "Follow the 10-year rule (if the account owner died before that owner\'s ' +
      'required beginning date)"',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1962-01-01',
        DecedentDateOfDeath: '2022-06-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'NotMoreThanTenYearsYounger',
        BeneficiaryDistributionDecision: 'TenYearRule',
        BeneficiaryDateOfBirth: '1965-01-01',
      });
      expect(s.FinalDistributionYear).toBe(2032);
      expect(s.Years.some((y) => y.AnnualDistributionRequired)).toBe(false);
    },
  );

  it(
    'IRS Beneficiary page: after the RBD an EDB takes life expectancy ("longer of their own life expectancy ' +
      'and the employee\'s remaining"): the 10-year rule alone is not offered to a disabled EDB',
    () => {
      const r = inheritedIraSchedule(catalog, {
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1945-01-01',
        DecedentDateOfDeath: '2023-06-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'Disabled',
        BeneficiaryDistributionDecision: 'TenYearRule',
        BeneficiaryDateOfBirth: '1980-01-01',
      });
      if (r.ok) expect(r.Years.filter((y) => y.Year < 2033 && y.AnnualDistributionRequired).length).toBe(9);
      else expect(r.ok).toBe(false);
    },
  );

  it(
    'Not more than 10 years younger (401(a)(9)(E)(ii)(V)), owner died after the RBD: greater of the ' +
      "beneficiary's (79 in 2024: 11.9) and the owner's (83 in 2023: 9.3 - 1)",
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1940-01-01',
        DecedentDateOfDeath: '2023-06-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'NotMoreThanTenYearsYounger',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1945-01-01',
      });
      expect(year(s, 2024).Divisor).toBe(SINGLE_2022[79]);
      expect(year(s, 2025).Divisor).toBe('10.9');
    },
  );

  it(
    "Older EDB (FACTS: an older beneficiary qualifies under (V)), owner died after the RBD: the owner's " +
      'remaining expectancy wins (owner 74 in 2024: 15.6 - 1 = 14.6 vs beneficiary 85 in 2025: 8.1)',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1950-01-01',
        DecedentDateOfDeath: '2024-06-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'NotMoreThanTenYearsYounger',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1940-01-01',
      });
      expect(year(s, 2025).Divisor).toBe('14.6');
      expect(year(s, 2026).Divisor).toBe('13.6');
    },
  );

  it(
    '401(a)(9)(E)(iii); Treas. Reg. 1.401(a)(9)-4(e)(3) (majority at 21): minor child takes life expectancy ' +
      '(13 in 2023: 71.9, then 70.9) and empties the account 10 years after reaching 21 (2031 + 10 = 2041)',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1975-01-01',
        DecedentDateOfDeath: '2022-06-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'MinorChild',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '2010-05-01',
      });
      expect(year(s, 2023).Divisor).toBe(SINGLE_2022[13]);
      expect(year(s, 2024).Divisor).toBe('70.9');
      expect(year(s, 2031).AnnualDistributionRequired).toBe(true);
      expect(s.FinalDistributionYear).toBe(2041);
      expect(year(s, 2041).DistributeEntireBalance).toBe(true);
    },
  );

  it(
    'Ed Slott example (2022 reset, Treas. Reg. 1.401(a)(9)-9(f)(2)): EDB 41 in 2021 -> 42.7 (old table) in ' +
      '2021, 43.8 (44.8 - 1) in 2022',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1972-01-01',
        DecedentDateOfDeath: '2020-06-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'NotMoreThanTenYearsYounger',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1980-01-01',
      });
      expect(year(s, 2021).Divisor).toBe(SINGLE_PRE_2022[41]);
      expect(year(s, 2022).Divisor).toBe('43.8');
      expect(year(s, 2023).Divisor).toBe('42.8');
    },
  );
});

// ---------------------------------------------------------------------------------------------------------
describe('Surviving spouse (401(a)(9)(B)(iv); Treas. Reg. 1.401(a)(9)-3(d), -5(d)(3)(iv))', () => {
  it(
    '401(a)(9)(B)(iv)(I): the spouse may wait until "the date on which the employee would have attained the ' +
      'applicable age" (owner born 1960: 75 in 2035); then Table I at the spouse\'s age (73 in 2035: 16.4)',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1960-05-01',
        DecedentDateOfDeath: '2024-03-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1962-01-01',
      });
      expect(year(s, 2034).AnnualDistributionRequired).toBe(false);
      expect(year(s, 2035).AnnualDistributionRequired).toBe(true);
      expect(year(s, 2035).Divisor).toBe(SINGLE_2022[73]);
    },
  );

  it('401(a)(9)(B)(iv)(I) with applicable age 73 (owner born 1955, died 2023): annual amounts start in 2028', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1955-02-01',
      DecedentDateOfDeath: '2023-03-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '1954-01-01',
    });
    expect(year(s, 2027).AnnualDistributionRequired).toBe(false);
    expect(year(s, 2028).AnnualDistributionRequired).toBe(true);
    expect(year(s, 2028).Divisor).toBe(SINGLE_2022[74]);
  });

  it(
    "IRS chart / Treas. Reg. 1.401(a)(9)-5(d)(3)(iv): a sole spouse's life expectancy is re-read each year " +
      '("use spouse\'s current age each year"): 73 -> 16.4, 74 -> 15.6, 75 -> 14.8',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1960-05-01',
        DecedentDateOfDeath: '2024-03-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1962-01-01',
      });
      expect(s.DivisorMethod).toBe('SpouseRecalculatedYearly');
      expect([2035, 2036, 2037].map((y) => year(s, y).Divisor)).toEqual([
        SINGLE_2022[73],
        SINGLE_2022[74],
        SINGLE_2022[75],
      ]);
    },
  );

  it(
    "Treas. Reg. 1.401(a)(9)-5(d)(1)(ii), (d)(3)(iv): owner died after the RBD -> greater of the spouse's " +
      "recalculated expectancy (75 in 2025: 14.8; 76 in 2026: 14.1) and the owner's (79 in 2024: 11.9 - 1)",
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1945-01-01',
        DecedentDateOfDeath: '2024-06-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1950-01-01',
      });
      expect(year(s, 2025).AnnualDistributionRequired).toBe(true);
      expect(year(s, 2025).Divisor).toBe(SINGLE_2022[75]);
      expect(year(s, 2026).Divisor).toBe(SINGLE_2022[76]);
    },
  );

  it('IRS Beneficiary page (death 2020 or later, before the RBD): the spouse may "Follow the 10-year rule"', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1960-05-01',
      DecedentDateOfDeath: '2024-03-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
      BeneficiaryDistributionDecision: 'TenYearRule',
      BeneficiaryDateOfBirth: '1962-01-01',
    });
    expect(s.FinalDistributionYear).toBe(2034);
  });

  it(
    'IRS Beneficiary page (death after the RBD): the spouse may keep as inherited with life expectancy ' +
      'or roll over - the 10-year rule is not listed',
    () => {
      const r = inheritedIraSchedule(catalog, {
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1945-01-01',
        DecedentDateOfDeath: '2024-06-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
        BeneficiaryDistributionDecision: 'TenYearRule',
        BeneficiaryDateOfBirth: '1950-01-01',
      });
      expect(r.ok).toBe(false);
    },
  );
});

// ---------------------------------------------------------------------------------------------------------
describe('No designated beneficiary (401(a)(9)(B)(ii); Treas. Reg. 1.401(a)(9)-5(d)(1)(iii); -3(c)(4))', () => {
  const estate = (death: string, birth: string, rbd: boolean, decision: 'FiveYearRule' | 'LifeExpectancy') =>
    inheritedIraSchedule(catalog, {
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: birth,
      DecedentDateOfDeath: death,
      DecedentDiedOnOrAfterRbd: rbd,
      BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
      BeneficiaryDistributionDecision: decision,
    });

  it(
    'IRS Beneficiary page: "They must empty account by the end of the 5th year following the year of the ' +
      'account holders\' death ... No withdrawals are required before the end of that 5th year" (death 2021)',
    () => {
      const s = estate('2021-06-01', '1960-01-01', false, 'FiveYearRule');
      expect(s.ok && s.Regime).toBe('FiveYearRule');
      expect(s.ok && s.FinalDistributionYear).toBe(2026);
      expect(s.ok && s.Years.some((y) => y.AnnualDistributionRequired)).toBe(false);
    },
  );

  it('401(a)(9)(I)(iii)(II); IRS Beneficiary page "2020 does not count": death 2017 -> December 31, 2023', () => {
    const s = estate('2017-06-01', '1955-01-01', false, 'FiveYearRule');
    expect(s.ok && s.FinalDistributionYear).toBe(2023);
  });

  it('401(a)(9)(I)(iii)(II): death 2015 (5th year would be 2020) -> December 31, 2021', () => {
    const s = estate('2015-06-01', '1955-01-01', false, 'FiveYearRule');
    expect(s.ok && s.FinalDistributionYear).toBe(2021);
  });

  it(
    'WRERA 2008 sec. 201(b): the 5-year period is ' + '"determined without regard to calendar year 2009" (death 2006)',
    () => {
      const s = estate('2006-06-01', '1940-06-01', false, 'FiveYearRule');
      expect(s.ok && s.FinalDistributionYear).toBe(2012);
    },
  );

  it(
    'IRS chart (RMDs for IRA beneficiaries); Treas. Reg. 1.401(a)(9)-5(d)(1)(iii), (d)(3)(ii): "use owner\'s age ' +
      'as of birthday in year of death", reduce by one (83 in 2023: 9.3 -> 8.3, 7.3)',
    () => {
      const s = estate('2023-05-01', '1940-03-01', true, 'LifeExpectancy');
      expect(s.ok && s.Regime).toBe('GhostLifeExpectancy');
      if (!s.ok) return;
      expect(year(s, 2024).Divisor).toBe('8.3');
      expect(year(s, 2025).Divisor).toBe('7.3');
      expect(year(s, 2024).PenaltyWaived).toBe(false);
    },
  );

  it('IRS Beneficiary page: a beneficiary that is not an individual cannot use the 10-year rule', () => {
    const r = inheritedIraSchedule(catalog, {
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1960-01-01',
      DecedentDateOfDeath: '2021-06-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
      BeneficiaryDistributionDecision: 'TenYearRule',
    });
    expect(r.ok).toBe(false);
  });

  it(
    '401(a)(9)(B)(ii)/(iii): no life expectancy for a ' + 'non-designated beneficiary when death was before the RBD',
    () => {
      expect(estate('2021-06-01', '1960-01-01', false, 'LifeExpectancy').ok).toBe(false);
    },
  );
});

// ---------------------------------------------------------------------------------------------------------
describe('Roth IRA beneficiaries (Treas. Reg. 1.408A-6 Q&A-14(b); IRS Beneficiary page)', () => {
  it(
    'IRS Beneficiary page: "If the account holder\'s death occurred prior to the required beginning date (or if ' +
      'the account is a Roth IRA)": a non-EDB of a Roth owner aged 85 has no annual amounts, only year 10',
    () => {
      const r = inheritedIraSchedule(catalog, {
        AccountTypeCode: ROTH,
        DecedentDateOfBirth: '1939-01-01',
        DecedentDateOfDeath: '2024-06-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'TenYearRule',
        BeneficiaryDateOfBirth: '1970-01-01',
      });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.DecedentDiedOnOrAfterRbd).toBe(false);
      expect(r.Regime).toBe('TenYearRule');
      expect(r.FinalDistributionYear).toBe(2034);
      expect(r.Years.some((y) => y.AnnualDistributionRequired)).toBe(false);
      expect(r.YearOfDeathDistribution).toBeUndefined();
    },
  );

  it('1.408A-6 Q&A-14(b): Roth owner with an estate beneficiary -> five-year rule, not the ghost expectancy', () => {
    const r = inheritedIraSchedule(catalog, {
      AccountTypeCode: ROTH,
      DecedentDateOfBirth: '1939-01-01',
      DecedentDateOfDeath: '2024-06-01',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
      BeneficiaryDistributionDecision: 'FiveYearRule',
    });
    expect(r.ok && r.Regime).toBe('FiveYearRule');
    expect(r.ok && r.FinalDistributionYear).toBe(2029);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('Deaths before 2020 and the 2022 table reset (SECURE Act sec. 401(b); 1.401(a)(9)-9(f)(2))', () => {
  it(
    'Treas. Reg. 1.401(a)(9)-9(f)(2)(ii)(B) example: death in 2019, beneficiary 76 in 2020 -> 12.7 (old table) ' +
      'in 2020 and 14.1 - 2 = 12.1 in 2022',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1950-01-01',
        DecedentDateOfDeath: '2019-06-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1944-01-01',
      });
      expect(s.Regime).toBe('PreSecureActStretch');
      expect(year(s, 2021).Divisor).toBe('11.7'); // 12.7 - 1
      expect(year(s, 2022).Divisor).toBe('12.1');
      expect(year(s, 2023).Divisor).toBe('11.1');
      expect(SINGLE_PRE_2022[76]).toBe('12.7');
      expect(SINGLE_2022[76]).toBe('14.1');
    },
  );

  it('401(a)(9)(I) (CARES Act): no beneficiary distribution is required for 2020 either', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1950-01-01',
      DecedentDateOfDeath: '2019-06-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '1944-01-01',
    });
    expect(year(s, 2020).AnnualDistributionRequired).toBe(false);
  });

  it(
    'IRS Beneficiary page, death before 2020 after the RBD: "longer of their own life expectancy or the account ' +
      'owner\'s remaining life expectancy" (owner 90 in 2018: 5.5 old; beneficiary 50 in 2019: 34.2 old)',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1928-01-01',
        DecedentDateOfDeath: '2018-06-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1969-01-01',
      });
      expect(year(s, 2019).Divisor).toBe('34.2');
      expect(year(s, 2021).Divisor).toBe('32.2');
      expect(year(s, 2022).Divisor).toBe('33.2'); // 1.401(a)(9)-9(f)(2): 36.2 (new, age 50) - 3
    },
  );

  it('IRS Beneficiary page, death before 2020 after the RBD: "No 5-year rule available"', () => {
    const r = inheritedIraSchedule(catalog, {
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1928-01-01',
      DecedentDateOfDeath: '2018-06-01',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
      BeneficiaryDistributionDecision: 'FiveYearRule',
      BeneficiaryDateOfBirth: '1930-01-01',
    });
    expect(r.ok).toBe(false);
  });

  it(
    'SECURE Act sec. 401(b)(5): a pre-2020 stretch whose designated beneficiary dies after 2019 must be ' +
      'emptied within 10 years of that death (beneficiary died 2021 -> 2031)',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1950-01-01',
        DecedentDateOfDeath: '2015-06-01',
        DecedentDiedOnOrAfterRbd: false,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'LifeExpectancy',
        BeneficiaryDateOfBirth: '1975-01-01',
        BeneficiaryDateOfDeath: '2021-03-01',
      });
      expect(s.FinalDistributionYear).toBe(2031);
    },
  );

  it('401(a)(9)(H)(ii): after 2019 life expectancy is only for an EDB (a non-EDB asking for it is refused)', () => {
    const r = inheritedIraSchedule(catalog, {
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1960-01-01',
      DecedentDateOfDeath: '2021-06-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'LifeExpectancy',
      BeneficiaryDateOfBirth: '1990-01-01',
    });
    expect(r.ok).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe("Year of the owner's death (IRS Beneficiary page; Treas. Reg. 1.401(a)(9)-5(c), 1.408-8)", () => {
  it(
    'IRS Beneficiary page: "For the year of the account owner\'s death, the RMD due is the amount the account ' +
      'owner was required to withdraw" - Uniform table at the owner\'s age in that year (83 in 2023: 17.7)',
    () => {
      const s = schedule({
        AccountTypeCode: TRAD,
        DecedentDateOfBirth: '1940-03-01',
        DecedentDateOfDeath: '2023-05-01',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
        BeneficiaryDateOfBirth: '1975-01-01',
      });
      expect(s.YearOfDeathDistribution?.Year).toBe(2023);
      expect(s.YearOfDeathDistribution?.Divisor).toBe(UNIFORM_2022[83]);
    },
  );

  it('Former Q&A-2 Uniform table in force for 2021: owner 87 at death in 2021 -> 13.4', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1934-03-01',
      DecedentDateOfDeath: '2021-06-01',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
      BeneficiaryDateOfBirth: '1965-01-01',
    });
    expect(s.YearOfDeathDistribution?.Divisor).toBe(UNIFORM_PRE_2022[87]);
  });

  it('No RMD for the year of death when the owner died before the RBD', () => {
    const s = schedule({
      AccountTypeCode: TRAD,
      DecedentDateOfBirth: '1960-01-01',
      DecedentDateOfDeath: '2021-06-01',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRule',
      BeneficiaryDateOfBirth: '1990-01-01',
    });
    expect(s.YearOfDeathDistribution).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('Beneficiary classes (401(a)(9)(E); Treas. Reg. 1.401(a)(9)-4)', () => {
  const cls = (
    d: Parameters<typeof beneficiaryClasses>[0],
    f: Parameters<typeof beneficiaryClasses>[1],
    death = '2024-06-01',
  ) => {
    const r = beneficiaryClasses(d, f, death);
    if (!r.ok) throw new Error(r.Message);
    return r;
  };

  it('401(a)(9)(E)(ii)(I): the surviving spouse is an EDB', () => {
    const r = cls(
      { Kind: 'Person', Relationship: 'Spouse', DateOfBirth: '1990-01-01' },
      { OwnerDateOfBirth: '1960-01-01' },
    );
    expect(r.ScheduleClass).toBe('SurvivingSpouse');
    expect(r.EligibleDesignatedBeneficiary).toBe(true);
  });

  it(
    '1.401(a)(9)-4(e)(3): a child of the owner under 21 ' + 'at death is a MinorChild; majority on the 21st birthday',
    () => {
      const r = cls(
        { Kind: 'Person', Relationship: 'Child', DateOfBirth: '2010-05-01' },
        { OwnerDateOfBirth: '1975-01-01' },
      );
      expect(r.ScheduleClass).toBe('MinorChild');
      expect(r.MajorityDate).toBe('2031-05-01');
    },
  );

  it('1.401(a)(9)-4(e)(3): a child who is already 21 at the death is not an EDB', () => {
    const r = cls(
      { Kind: 'Person', Relationship: 'Child', DateOfBirth: '2003-01-01' },
      { OwnerDateOfBirth: '1975-01-01' },
    );
    expect(r.ScheduleClass).toBe('NotAnEdb');
    expect(r.DesignatedBeneficiary).toBe(true);
  });

  it(
    '401(a)(9)(E)(ii)(V); 1.401(a)(9)-4(e)(6) (birth date ' + 'to birth date): born exactly 10 years later is an EDB',
    () => {
      const r = cls(
        { Kind: 'Person', Relationship: 'Other', DateOfBirth: '1970-03-15' },
        { OwnerDateOfBirth: '1960-03-15' },
      );
      expect(r.ScheduleClass).toBe('NotMoreThanTenYearsYounger');
    },
  );

  it('401(a)(9)(E)(ii)(V): born 10 years and one day later is not an EDB', () => {
    const r = cls(
      { Kind: 'Person', Relationship: 'Other', DateOfBirth: '1970-03-16' },
      { OwnerDateOfBirth: '1960-03-15' },
    );
    expect(r.ScheduleClass).toBe('NotAnEdb');
  });

  it('401(a)(9)(E)(ii)(V): an older beneficiary is "not more than 10 years younger"', () => {
    const r = cls(
      { Kind: 'Person', Relationship: 'Other', DateOfBirth: '1940-01-01' },
      { OwnerDateOfBirth: '1960-03-15' },
    );
    expect(r.ScheduleClass).toBe('NotMoreThanTenYearsYounger');
  });

  it('401(a)(9)(E)(ii)(III) and (IV): disabled or chronically ill at the death', () => {
    const d = cls(
      { Kind: 'Person', Relationship: 'Other', DateOfBirth: '1990-01-01' },
      { OwnerDateOfBirth: '1950-01-01', Disabled: true },
    );
    expect(d.ScheduleClass).toBe('Disabled');
    const c = cls(
      { Kind: 'Person', Relationship: 'Other', DateOfBirth: '1990-01-01' },
      { OwnerDateOfBirth: '1950-01-01', ChronicallyIll: true },
    );
    expect(c.ScheduleClass).toBe('ChronicallyIll');
  });

  it('401(a)(9)(E)(i): an estate or a charity is not a designated beneficiary', () => {
    expect(cls({ Kind: 'Estate', Relationship: 'Other' }, {}).ScheduleClass).toBe('NotADesignatedBeneficiary');
    expect(cls({ Kind: 'Charity', Relationship: 'Other' }, {}).DesignatedBeneficiary).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('Status, aggregation and the 4974 excise (4974(a), (e); Treas. Reg. 1.408-8(e); 1.401(a)(9)-5(a))', () => {
  const trad = (
    id: string,
    birth: string,
    balance: string,
    pays: [string, string][] = [],
  ): RequiredDistributionAccount => ({
    AccountId: id,
    AccountTypeCode: 'traditional-ira',
    OwnerId: 'owner',
    OwnerDateOfBirth: birth,
    YearEndValues: [
      { Year: 2023, Value: balance },
      { Year: 2024, Value: balance },
    ],
    Distributions: pays.map(([d, amount]) => ({ Date: d, Amount: amount })),
  });

  it(
    'IRS Retirement topics - RMDs: "25% excise tax on the amount not distributed as required (10% if withdrawn ' +
      'within 2 years)"; 4974(e): window ends with the second taxable year after (2024 shortfall -> 2026-12-31)',
    () => {
      const r = requiredDistributionStatus(
        catalog,
        { AsOf: '2025-02-01', Accounts: [trad('a', '1940-01-01', '100000')] },
        2024,
      );
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const g = r.Groups[0]!;
      expect(g.RequiredAmount).toBe('5952.38'); // 100,000 / 16.8 (age 84)
      expect(g.Status).toBe('Missed');
      expect(g.Excise?.RatePercent).toBe('25');
      expect(g.Excise?.IfNotCorrected).toBe('1488.10');
      expect(g.Excise?.CorrectedRatePercent).toBe('10');
      expect(g.Excise?.IfCorrected).toBe('595.24');
      expect(g.Excise?.CorrectionWindowEnds).toBe('2026-12-31');
    },
  );

  it(
    '4974(a) before SECURE 2.0 sec. 302 (taxable years ' +
      'beginning on or before 2022-12-29): 50% on a 2022 shortfall',
    () => {
      const r = requiredDistributionStatus(
        catalog,
        {
          AsOf: '2023-02-01',
          Accounts: [
            {
              AccountId: 'a',
              AccountTypeCode: 'traditional-ira',
              OwnerId: 'owner',
              OwnerDateOfBirth: '1940-01-01',
              YearEndValues: [{ Year: 2021, Value: '100000' }],
            },
          ],
        },
        2022,
      );
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const g = r.Groups[0]!;
      expect(g.RequiredAmount).toBe('5405.41'); // 100,000 / 18.5 (age 82)
      expect(g.Excise?.RatePercent).toBe('50');
      expect(g.Excise?.CorrectedRatePercent ?? null).toBe(null);
    },
  );

  it(
    'Treas. Reg. 1.408-8(e): an owner\'s traditional IRAs may satisfy each other ("take the total from any one ' +
      'or more"): two RMDs of 5,952.38 taken from one IRA',
    () => {
      const r = requiredDistributionStatus(
        catalog,
        {
          AsOf: '2025-01-15',
          Accounts: [
            trad('a', '1940-01-01', '100000', [['2024-11-01', '11904.76']]),
            trad('b', '1940-01-01', '100000'),
          ],
        },
        2024,
      );
      expect(r.ok && r.Groups.length).toBe(1);
      expect(r.ok && r.Groups[0]!.Status).toBe('Satisfied');
      expect(r.ok && r.Owners[0]!.Remaining).toBe('0.00');
    },
  );

  it(
    "Treas. Reg. 1.408-8(e)(1); IRS Beneficiary page: an inherited IRA's amount cannot be taken from the " +
      "beneficiary's own IRA",
    () => {
      const r = requiredDistributionStatus(
        catalog,
        {
          AsOf: '2026-01-15',
          Accounts: [
            trad('own', '1940-01-01', '100000', [['2025-11-01', '20000']]),
            {
              AccountId: 'inh',
              AccountTypeCode: TRAD,
              OwnerId: 'owner',
              Inherited: {
                DecedentId: 'mother',
                DecedentDateOfBirth: '1920-01-01',
                DecedentDateOfDeath: '2023-05-01',
                DecedentDiedOnOrAfterRbd: true,
                BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
                BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
                BeneficiaryDateOfBirth: '1940-01-01',
              },
              YearEndValues: [{ Year: 2024, Value: '50000' }],
            },
          ],
        },
        2025,
      );
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.Groups.length).toBe(2);
      const inh = r.Groups.find((g) => g.AccountIds.includes('inh'))!;
      expect(inh.Status).toBe('Missed');
      // beneficiary 84 in 2024: 8.7, less one -> 7.7 in 2025 (owner 103 in 2023: 2.3); 50,000 / 7.7
      expect(inh.RequiredAmount).toBe('6493.51');
    },
  );

  it(
    'IRS Retirement topics - RMDs: first year (John) "by April 1, 2025" and second RMD "by December 31, 2025": ' +
      'a March 2025 payment counts toward 2024 first, so 2025 still needs its own amount',
    () => {
      const acct = (pays: [string, string][]) =>
        ({
          AccountId: 'j',
          AccountTypeCode: 'traditional-ira',
          OwnerId: 'john',
          OwnerDateOfBirth: '1951-08-20',
          YearEndValues: [
            { Year: 2023, Value: '100000' },
            { Year: 2024, Value: '100000' },
          ],
          Distributions: pays.map(([d, amount]) => ({ Date: d, Amount: amount })),
        }) satisfies RequiredDistributionAccount;
      const first = requiredDistributionStatus(
        catalog,
        { AsOf: '2025-03-15', Accounts: [acct([['2025-03-01', '3773.58']])] },
        2024,
      );
      expect(first.ok && first.Groups[0]!.Status).toBe('Satisfied');
      expect(first.ok && first.Groups[0]!.Deadline).toBe('2025-04-01');
      const second = requiredDistributionStatus(
        catalog,
        { AsOf: '2026-01-15', Accounts: [acct([['2025-03-01', '3773.58']])] },
        2025,
      );
      expect(second.ok && second.Groups[0]!.Remaining).toBe('3921.57');
      expect(second.ok && second.Groups[0]!.Status).toBe('Missed');
      const both = requiredDistributionStatus(
        catalog,
        {
          AsOf: '2026-01-15',
          Accounts: [
            acct([
              ['2025-03-01', '3773.58'],
              ['2025-10-01', '3921.57'],
            ]),
          ],
        },
        2025,
      );
      expect(both.ok && both.Groups[0]!.Status).toBe('Satisfied');
    },
  );

  it('408A(c)(5): a Roth IRA owner is NotRequired', () => {
    const r = requiredDistributionStatus(
      catalog,
      {
        Accounts: [
          {
            AccountId: 'r',
            AccountTypeCode: 'roth-ira',
            OwnerId: 'owner',
            OwnerDateOfBirth: '1940-01-01',
            YearEndValues: [{ Year: 2023, Value: '100000' }],
          },
        ],
      },
      2024,
    );
    expect(r.ok && r.Accounts[0]!.Required).toBe(false);
  });

  it('Notice 2024-35: a waived 2024 specified RMD under the 10-year rule carries no excise', () => {
    const r = requiredDistributionStatus(
      catalog,
      {
        AsOf: '2025-02-01',
        Accounts: [
          {
            AccountId: 'inh',
            AccountTypeCode: TRAD,
            OwnerId: 'child',
            Inherited: {
              DecedentId: 'father',
              DecedentDateOfBirth: '1940-01-01',
              DecedentDateOfDeath: '2022-05-01',
              DecedentDiedOnOrAfterRbd: true,
              BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
              BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
              BeneficiaryDateOfBirth: '1975-01-01',
            },
            YearEndValues: [{ Year: 2023, Value: '100000' }],
          },
        ],
      },
      2024,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.Groups[0]!.PenaltyWaived).toBe(true);
    expect(r.Groups[0]!.Excise).toBe(null);
  });
});
