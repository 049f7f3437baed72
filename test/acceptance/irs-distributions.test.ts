// Acceptance: published IRS and regulation examples for required distributions.
// Every figure names where it comes from; table values are from reference/*.csv
// (FACTS.md section 1), not from catalog/.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type InheritedSchedule,
  type InheritedScheduleQuery,
  inheritedIraSchedule,
  ownerRequiredDistribution,
  requiredBeginningDate,
  requiredDistributionAmount,
} from '../../src/index.js';
import { catalog } from './helpers.js';

function schedule(q: InheritedScheduleQuery): InheritedSchedule {
  const r = inheritedIraSchedule(catalog, q);
  if (!r.ok) expect.fail(`${r.ErrorCode}: ${r.Message}`);
  return r;
}
const divisorIn = (s: InheritedSchedule, y: number) => s.Years.find((x) => x.Year === y)?.Divisor;

describe(
  'required beginning date (IRS RMD page, IRS VITA Pub ' + '4491 case notes, SECURE Act, SECURE 2.0 sec. 107)',
  () => {
    const cases: readonly [string, string, string][] = [
      ['peete.com example 1 (John B. Goode, born 1949-04-24, 70 1/2 in 2019)', '1949-04-24', '2020-04-01'],
      [
        'peete.com example 2 (Betty Crutcher, born 1949-07-04, 70 1/2 only in 2020, so age 72)',
        '1949-07-04',
        '2022-04-01',
      ],
      [
        'IRS RMD page (Paul reached 70 1/2 on 2020-01-28: first RMD for 2021, due 2022-04-01)',
        '1949-07-28',
        '2022-04-01',
      ],
      ['fedweek (Henry, born March 1941, 70 1/2 in 2011)', '1941-03-10', '2012-04-01'],
      ['fedweek (Becky, born August 1941, 70 1/2 in 2012)', '1941-08-10', '2013-04-01'],
      ['FACTS.md RBD: born 1949-06-30 reaches 70 1/2 on 2019-12-30, before 2020', '1949-06-30', '2020-04-01'],
      ['FACTS.md RBD: born 1949-07-01 reaches 70 1/2 on 2020-01-01, so 72', '1949-07-01', '2022-04-01'],
      ['IRS VITA (reaches 72 in 2022: first RMD due 2023-04-01)', '1950-05-05', '2023-04-01'],
      ['IRS VITA (reaches 72 in 2023: RBD delayed until 2025-04-01) / docs example', '1951-08-01', '2025-04-01'],
      ['FACTS.md RBD: born 1959 uses 73 (Prop. Reg. 1.401(a)(9)-2(b)(2)(v))', '1959-12-31', '2033-04-01'],
      ['SECURE 2.0 sec. 107: born 1960 uses 75', '1960-01-01', '2036-04-01'],
    ];
    for (const [source, dob, rbd] of cases)
      it(`${source}: RBD ${rbd}`, () => expect(requiredBeginningDate(dob)).toBe(rbd));

    it(
      'property (FACTS.md: RBD is April 1 of the year after the applicable age): the RBD is an April 1 between ' +
        '70 and 76 years after birth, never earlier for a later birth',
      () => {
        fc.assert(
          fc.property(
            fc.date({
              min: new Date('1930-01-01T00:00:00Z'),
              max: new Date('1999-12-30T00:00:00Z'),
              noInvalidDate: true,
            }),
            fc.integer({ min: 1, max: 400 }),
            (d, gap) => {
              const a = d.toISOString().slice(0, 10);
              const b = new Date(d.getTime() + gap * 86_400_000).toISOString().slice(0, 10);
              const ra = requiredBeginningDate(a);
              const rb = requiredBeginningDate(b);
              expect(ra?.slice(4)).toBe('-04-01');
              const years = Number(ra?.slice(0, 4)) - Number(a.slice(0, 4));
              expect(years >= 70 && years <= 76).toBe(true);
              expect((rb ?? '') >= (ra ?? '')).toBe(true);
            },
          ),
          { numRuns: 300 },
        );
      },
    );
  },
);

describe(
  'owner RMD: Uniform Lifetime divisor at the age attained in the distribution year (26 CFR 1.401(a)(9)-5; ' +
    'Pub 590-B)',
  () => {
    it(
      'fedweek worked example: Henry (born March 1941), 2011, balance 100,000 / 27.4 (pre-2022 table, age 70) ' +
        '= 3,649.64 (article rounds to 3,650)',
      () => {
        const r = ownerRequiredDistribution(catalog, {
          DateOfBirth: '1941-03-10',
          Year: 2011,
          PriorYearEndBalance: '100000',
        });
        if (!r.ok) expect.fail(r.Message);
        expect(r).toMatchObject({
          AgeAttained: 70,
          Required: true,
          Divisor: '27.4',
          Deadline: '2012-04-01',
          Amount: '3649.64',
        });
      },
    );

    it(
      'Pub 590-B (2017 ed., Justin): balance 38,400 on 2016-12-31, age 70 in 2017, Table III 27.4 -> 1,401.46 ' +
        '(the publication shows $1,401)',
      () => {
        const r = ownerRequiredDistribution(catalog, {
          DateOfBirth: '1947-03-01',
          Year: 2017,
          PriorYearEndBalance: '38400',
        });
        if (!r.ok) expect.fail(r.Message);
        expect(r).toMatchObject({
          AgeAttained: 70,
          Required: true,
          Divisor: '27.4',
          Deadline: '2018-04-01',
          Amount: '1401.46',
        });
      },
    );

    it('jmcksecurefuture worked example: age 71, balance 95,000 / 26.5 = 3,584.91 (pre-2022 Uniform table)', () => {
      const r = ownerRequiredDistribution(catalog, {
        DateOfBirth: '1940-02-01',
        Year: 2011,
        PriorYearEndBalance: 95000,
      });
      if (!r.ok) expect.fail(r.Message);
      expect(r).toMatchObject({ AgeAttained: 71, Divisor: '26.5', Amount: '3584.91', Deadline: '2011-12-31' });
    });

    it(
      'Uniform Lifetime Table 2022 (reference/uniform_lifetime_table.csv): age 73 in 2024 -> 26.5, due by the ' +
        'RBD 2025-04-01; 2025 -> age 74 due Dec 31',
      () => {
        const first = ownerRequiredDistribution(catalog, {
          DateOfBirth: '1951-08-01',
          Year: 2024,
          PriorYearEndBalance: '100000',
        });
        if (!first.ok) expect.fail(first.Message);
        expect(first).toMatchObject({ AgeAttained: 73, Divisor: '26.5', Deadline: '2025-04-01', Amount: '3773.58' });
        const second = ownerRequiredDistribution(catalog, {
          DateOfBirth: '1951-08-01',
          Year: 2025,
          PriorYearEndBalance: '100000',
        });
        if (!second.ok) expect.fail(second.Message);
        expect(second.Deadline).toBe('2025-12-31');
      },
    );

    it('Uniform Lifetime Table 2022: age 75 -> 24.6 and 120 and over -> 2.0 (FACTS.md section 1)', () => {
      const at75 = ownerRequiredDistribution(catalog, { DateOfBirth: '1949-01-15', Year: 2024 });
      const at121 = ownerRequiredDistribution(catalog, { DateOfBirth: '1904-01-15', Year: 2025 });
      expect(at75.ok && at75.Divisor).toBe('24.6');
      expect(at121.ok && at121.Divisor).toBe('2.0');
    });

    it('no RMD before the first distribution year, and none for 2020 (CARES Act, 401(a)(9)(I))', () => {
      const early = ownerRequiredDistribution(catalog, { DateOfBirth: '1951-08-01', Year: 2023 });
      expect(early.ok && early.Required).toBe(false);
      const y2020 = ownerRequiredDistribution(catalog, {
        DateOfBirth: '1945-01-01',
        Year: 2020,
        PriorYearEndBalance: '50000',
      });
      expect(y2020.ok && y2020.Required).toBe(false);
    });

    it(
      'design.md 2a: amount = balance / divisor rounded half up to cents (100,000 / 27.4 = 3,649.635 -> ' + '3,649.64)',
      () => {
        expect(requiredDistributionAmount('27.4', '100000')).toBe('3649.64');
        expect(requiredDistributionAmount('26.5', '100000')).toBe('3773.58');
        expect(requiredDistributionAmount(3, '0.05')).toBe('0.02'); // 0.01666.. rounds to 0.02
      },
    );

    it(
      'property (amount = balance / divisor): the amount never exceeds the balance and is within half a cent ' +
        'of the exact quotient',
      () => {
        fc.assert(
          fc.property(
            fc.integer({ min: 0, max: 10_000_000_00 }),
            fc.integer({ min: 10, max: 1000 }),
            (cents, tenths) => {
              const balance = (cents / 100).toFixed(2);
              const divisor = (tenths / 10).toFixed(1);
              const amount = requiredDistributionAmount(divisor, balance);
              expect(amount).toBeDefined();
              const a = Number(amount);
              expect(a).toBeLessThanOrEqual(Number(balance));
              expect(Math.abs(a * tenths - cents / 10)).toBeLessThanOrEqual(0.005 * tenths + 1e-6);
            },
          ),
          { numRuns: 300 },
        );
      },
    );
  },
);

describe(
  'inherited IRA schedules (26 U.S.C. 401(a)(9); 26 CFR 1.401(a)(9)-5, -9; IRS Retirement topics - ' + 'Beneficiary)',
  () => {
    it(
      'Single Life Table (IRS SEPP FAQ spot checks 50 = 36.2): beneficiary 50 in the year after death, then ' +
        'reduce by one, never re-read (1.401(a)(9)-5(d)(3)(iii))',
      () => {
        const s = schedule({
          AccountTypeCode: 'inherited-traditional-ira',
          DecedentDateOfBirth: '1940-03-01',
          DecedentDateOfDeath: '2023-05-10',
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
          BeneficiaryDateOfBirth: '1974-09-09',
        });
        expect(s.Regime).toBe('TenYearRuleWithAnnualRmd');
        expect(divisorIn(s, 2024)).toBe('36.2');
        expect(divisorIn(s, 2025)).toBe('35.2'); // 36.2 - 1, not Table I at 51 (35.3)
        expect(divisorIn(s, 2029)).toBe('31.2'); // not Table I at 55 (31.6)
        expect(s.FinalDistributionDeadline).toBe('2033-12-31'); // 401(a)(9)(H)(i): Dec 31 of death year + 10
        expect(s.Years.find((y) => y.Year === 2024)?.PenaltyWaived).toBe(true); // Notice 2024-35
        // 2025 first enforced year (FACTS.md section 2)
        expect(s.Years.find((y) => y.Year === 2025)?.PenaltyWaived).toBe(false);
        expect(s.Years.find((y) => y.Year === 2033)?.DistributeEntireBalance).toBe(true);
      },
    );

    it(
      'sole spouse beneficiary re-reads Table I each year (1.401(a)(9)-5(d)(3)(iv); IRS chart: "use spouse\'s ' +
        'current age each year"): 50 -> 36.2, 51 -> 35.3, 55 -> 31.6',
      () => {
        const s = schedule({
          AccountTypeCode: 'inherited-traditional-ira',
          DecedentDateOfBirth: '1950-01-20',
          DecedentDateOfDeath: '2023-11-02',
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryEligibleDesignatedClass: 'SurvivingSpouse',
          BeneficiaryDistributionDecision: 'LifeExpectancy',
          BeneficiaryDateOfBirth: '1974-02-02',
        });
        expect(divisorIn(s, 2024)).toBe('36.2');
        expect(divisorIn(s, 2025)).toBe('35.3');
        expect(divisorIn(s, 2029)).toBe('31.6');
      },
    );

    it(
      '2022 reset, 1.401(a)(9)-9(f)(2) example: death 2019, beneficiary 76 in 2020 -> 14.1 - 2 = 12.1 for ' +
        '2022; 2021 uses the old table, 12.7 - 1 = 11.7',
      () => {
        const s = schedule({
          AccountTypeCode: 'inherited-traditional-ira',
          DecedentDateOfDeath: '2019-06-15',
          DecedentDiedOnOrAfterRbd: false,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'LifeExpectancy',
          BeneficiaryDateOfBirth: '1944-04-04',
          FromYear: 2020,
        });
        expect(s.LawRegime).toBe('PreSecureAct');
        expect(divisorIn(s, 2022)).toBe('12.1');
        expect(divisorIn(s, 2021)).toBe('11.7');
        expect(s.Years.find((y) => y.Year === 2020)?.AnnualDistributionRequired).toBe(false); // 2020 waived (CARES Act)
        expect(divisorIn(s, 2023)).toBe('11.1');
      },
    );

    it(
      'ten-year rule, death before the RBD: nothing until Dec 31 of the death year + 10 (401(a)(9)(H)(i); IRS: ' +
        '"end of the 10th year following the year of death")',
      () => {
        const s = schedule({
          AccountTypeCode: 'inherited-traditional-ira',
          DecedentDateOfDeath: '2021-06-01',
          DecedentDiedOnOrAfterRbd: false,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'TenYearRule',
        });
        expect(s.FinalDistributionDeadline).toBe('2031-12-31');
        expect(s.Years.filter((y) => y.AnnualDistributionRequired)).toEqual([]);
      },
    );

    it(
      'inherited Roth IRA: the owner is always treated as dying before the RBD (1.408A-6 Q&A-14(b)); ten-year ' +
        'rule without annual amounts',
      () => {
        const s = schedule({
          AccountTypeCode: 'inherited-roth-ira',
          DecedentDateOfBirth: '1940-01-01',
          DecedentDateOfDeath: '2022-03-03',
          DecedentDiedOnOrAfterRbd: false,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'TenYearRule',
        });
        expect(s.DecedentDiedOnOrAfterRbd).toBe(false);
        expect(s.FinalDistributionDeadline).toBe('2032-12-31');
        expect(s.Years.every((y) => !y.AnnualDistributionRequired)).toBe(true);
      },
    );

    it(
      'five-year rule with 2020 disregarded (401(a)(9)(I)(iii)(II); IRS Beneficiary page: owner died in 2019 ' +
        '-> fully distribute by Dec 31, 2025)',
      () => {
        const s = schedule({
          AccountTypeCode: 'inherited-traditional-ira',
          DecedentDateOfDeath: '2019-05-01',
          DecedentDiedOnOrAfterRbd: false,
          BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
          BeneficiaryDistributionDecision: 'FiveYearRule',
        });
        expect(s.Regime).toBe('FiveYearRule');
        expect(s.FinalDistributionDeadline).toBe('2025-12-31');
        const after2020 = schedule({
          AccountTypeCode: 'inherited-traditional-ira',
          DecedentDateOfDeath: '2021-05-01',
          DecedentDiedOnOrAfterRbd: false,
          BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
          BeneficiaryDistributionDecision: 'FiveYearRule',
        });
        expect(after2020.FinalDistributionDeadline).toBe('2026-12-31');
      },
    );

    it(
      'ghost life expectancy (IRS chart; 1.401(a)(9)-5(d)(1)(iii)): no DB, death after the RBD at 80 in 2023 ' +
        '-> Table I at 80 (11.2) less one = 10.2 for 2024',
      () => {
        const s = schedule({
          AccountTypeCode: 'inherited-traditional-ira',
          DecedentDateOfBirth: '1943-03-01',
          DecedentDateOfDeath: '2023-09-01',
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary',
          BeneficiaryDistributionDecision: 'LifeExpectancy',
        });
        expect(s.Regime).toBe('GhostLifeExpectancy');
        expect(divisorIn(s, 2024)).toBe('10.2');
        expect(divisorIn(s, 2025)).toBe('9.2');
      },
    );

    it(
      'greater-of rule (1.401(a)(9)-5(d)(1)(ii); IRS chart "longer of"): owner 75 at death in 2023 (14.8 - 1 = ' +
        '13.8 in 2024) beats a beneficiary aged 81 in 2024 (10.5)',
      () => {
        const s = schedule({
          AccountTypeCode: 'inherited-traditional-ira',
          DecedentDateOfBirth: '1948-02-01',
          DecedentDateOfDeath: '2023-08-01',
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryEligibleDesignatedClass: 'NotMoreThanTenYearsYounger',
          BeneficiaryDistributionDecision: 'LifeExpectancy',
          BeneficiaryDateOfBirth: '1943-01-01',
        });
        expect(divisorIn(s, 2024)).toBe('13.8');
        expect(divisorIn(s, 2025)).toBe('12.8');
      },
    );

    it(
      "greater-of rule: a younger non-EDB beneficiary's own expectancy wins (beneficiary 50 in 2024: 36.2 " +
        "against the owner's 13.8)",
      () => {
        const s = schedule({
          AccountTypeCode: 'inherited-traditional-ira',
          DecedentDateOfBirth: '1948-02-01',
          DecedentDateOfDeath: '2023-08-01',
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
          BeneficiaryDateOfBirth: '1974-12-31',
        });
        expect(divisorIn(s, 2024)).toBe('36.2');
      },
    );

    it(
      'a decision the facts do not permit is rejected (design.md 2: TenYearRule for a NotAnEdb whose owner ' +
        'died on or after the RBD)',
      () => {
        const r = inheritedIraSchedule(catalog, {
          AccountTypeCode: 'inherited-traditional-ira',
          DecedentDateOfBirth: '1940-01-01',
          DecedentDateOfDeath: '2023-05-10',
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'TenYearRule',
          BeneficiaryDateOfBirth: '1974-09-09',
        });
        expect(r.ok).toBe(false);
      },
    );

    it(
      'amounts use the prior year-end balance (1.401(a)(9)-5(b)): 370,000 / 35.2 = 10,511.36 for 2025 from the ' +
        '2024 year-end balance',
      () => {
        const s = schedule({
          AccountTypeCode: 'inherited-traditional-ira',
          DecedentDateOfBirth: '1940-03-01',
          DecedentDateOfDeath: '2023-05-10',
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
          BeneficiaryDateOfBirth: '1974-09-09',
          YearEndBalances: [{ Year: 2024, Balance: '370000.00' }],
        });
        expect(s.Years.find((y) => y.Year === 2025)?.Amount).toBe('10511.36'); // 370,000 / 35.2
      },
    );

    it('the query object is not mutated', () => {
      const q: InheritedScheduleQuery = {
        AccountTypeCode: 'inherited-traditional-ira',
        DecedentDateOfBirth: '1940-03-01',
        DecedentDateOfDeath: '2023-05-10',
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
        BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
        BeneficiaryDateOfBirth: '1974-09-09',
        YearEndBalances: [{ Year: 2024, Balance: '370000.00' }],
      };
      const copy = structuredClone(q);
      inheritedIraSchedule(catalog, q);
      expect(q).toEqual(copy);
    });

    it(
      'property (401(a)(9)(H)(i)): for every death from 2020 under the ten-year rule the deadline is Dec 31 of ' +
        'the death year + 10',
      () => {
        fc.assert(
          fc.property(
            fc.integer({ min: 2020, max: 2060 }),
            fc.integer({ min: 1, max: 12 }),
            fc.integer({ min: 1, max: 28 }),
            (y, m, d) => {
              const death = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
              const s = inheritedIraSchedule(catalog, {
                AccountTypeCode: 'inherited-roth-ira',
                DecedentDateOfDeath: death,
                DecedentDiedOnOrAfterRbd: false,
                BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
                BeneficiaryDistributionDecision: 'TenYearRule',
              });
              expect(s.ok && s.FinalDistributionDeadline).toBe(`${y + 10}-12-31`);
            },
          ),
          { numRuns: 200 },
        );
      },
    );
  },
);
