// Session 11 review: how the engine TRACKS whether a year's required minimum distributions were
// taken (requiredDistributionStatus, requiredDistributionRemaining), checked against Treas. Reg.
// 1.408-8 (Q&A-4, Q&A-8, Q&A-9; 1.408-8(e) in T.D. 10001), 1.401(a)(9)-5(a), 1.402(c)-2 Q&A-7,
// 1.408A-4 Q&A-6, Pub. 590-B and the IRS RMD pages. The amounts (divisors, tables, regimes) were
// audited elsewhere (irs-rmd-audit, irs-distributions, published-examples*); here every figure is
// typed by hand: Uniform Lifetime (2022) 73 = 26.5, 74 = 25.5, 75 = 24.6, 76 = 23.7; Single Life
// (2022) 64 = 23.7. Nothing is read from catalog/.
import { describe, expect, it } from 'vitest';
import { splitRequiredDistribution } from '../../src/core/movements/required-distribution-outstanding.js';
import { Decimal } from '../../src/core/shared/money.js';
import {
  type DistributionReason,
  type RequiredDistributionAccount,
  type RequiredDistributionFacts,
  type RequiredDistributionPayment,
  type RequiredDistributionStatus,
  requiredDistributionRemaining,
  requiredDistributionStatus,
} from '../../src/index.js';
import { catalog } from './helpers.js';

const status = (facts: RequiredDistributionFacts, year: number): RequiredDistributionStatus => {
  const r = requiredDistributionStatus(catalog, facts, year);
  if (!r.ok) throw new Error(r.Message);
  return r;
};
const paid = (list: readonly (readonly [string, string])[]): RequiredDistributionPayment[] =>
  list.map(([on, Amount]) => ({ Date: on, Amount }));
const groupOf = (r: RequiredDistributionStatus, accountId: string) =>
  r.Groups.find((g) => g.AccountIds.includes(accountId))!;

// Owner born 1950-06-01: applicable age 72 (first distribution year 2022); 75 in 2025 (24.6), 76 in 2026 (23.7).
const own = (
  AccountId: string,
  values: Record<number, string>,
  pays: readonly (readonly [string, string])[] = [],
  AccountTypeCode = 'traditional-ira',
): RequiredDistributionAccount => ({
  AccountId,
  AccountTypeCode,
  OwnerId: 'ann',
  OwnerDateOfBirth: '1950-06-01',
  YearEndValues: Object.entries(values).map(([y, Value]) => ({ Year: Number(y), Value })),
  Distributions: paid(pays),
});

// Beneficiary born 1961-01-01 (64 in 2025: Single Life 23.7) of an owner born 1940-01-01 who died on
// 2024-05-01 after the RBD (84 in 2024: 8.7, 7.7 in 2025): the greater of the two is 23.7 in 2025.
const inherited = (
  AccountId: string,
  DecedentId: string,
  value: string,
  pays: readonly (readonly [string, string])[] = [],
  AccountTypeCode = 'inherited-traditional-ira',
): RequiredDistributionAccount => ({
  AccountId,
  AccountTypeCode,
  OwnerId: 'ann',
  YearEndValues: [{ Year: 2024, Value: value }],
  Distributions: paid(pays),
  Inherited: {
    DecedentId,
    DecedentDateOfBirth: '1940-01-01',
    DecedentDateOfDeath: '2024-05-01',
    DecedentDiedOnOrAfterRbd: AccountTypeCode === 'inherited-traditional-ira',
    BeneficiaryEligibleDesignatedClass: AccountTypeCode === 'inherited-traditional-ira' ? 'NotAnEdb' : 'Disabled',
    BeneficiaryDistributionDecision:
      AccountTypeCode === 'inherited-traditional-ira' ? 'TenYearRuleWithAnnualRmd' : 'LifeExpectancy',
    BeneficiaryDateOfBirth: '1961-01-01',
  },
});

describe('Aggregation: what may satisfy what (Treas. Reg. 1.408-8 Q&A-9; 1.408-8(e); Pub. 590-B)', () => {
  it(
    'Pub. 590-B "Taking RMDs from more than one IRA": 120,000 / 24.6 = 4,878.05 and 60,000 / 24.6 = ' +
      '2,439.02; the total 7,317.07 taken from the second IRA alone satisfies both',
    () => {
      const r = status(
        {
          AsOf: '2026-01-05',
          Accounts: [own('a', { 2024: '120000' }), own('b', { 2024: '60000' }, [['2025-12-15', '7317.07']])],
        },
        2025,
      );
      expect(r.Accounts.map((a) => [a.RequiredAmount, a.RemainingIfAlone])).toEqual([
        ['4878.05', '4878.05'],
        ['2439.02', '0.00'],
      ]);
      expect(r.Groups).toHaveLength(1);
      expect(r.Groups[0]).toMatchObject({
        Aggregation: 'OwnerIras',
        RequiredAmount: '7317.07',
        Counted: '7317.07',
        Remaining: '0.00',
        Status: 'Satisfied',
        Excise: null,
      });
    },
  );

  it('1.408-8 Q&A-9: one cent short of the aggregate is a shortfall of the group (Missed after December 31)', () => {
    const r = status(
      {
        AsOf: '2026-01-05',
        Accounts: [own('a', { 2024: '120000' }), own('b', { 2024: '60000' }, [['2025-12-15', '7317.06']])],
      },
      2025,
    );
    expect(r.Groups[0]).toMatchObject({ Remaining: '0.01', Status: 'Missed' });
  });

  it(
    "1.408-8 Q&A-9: distributions from Roth IRAs will not satisfy a traditional IRA's requirement (a Roth " +
      'IRA belongs to no group)',
    () => {
      const r = status(
        {
          Accounts: [
            own('a', { 2024: '100000' }),
            own('roth', { 2024: '100000' }, [['2025-06-01', '50000']], 'roth-ira'),
          ],
        },
        2025,
      );
      expect(groupOf(r, 'a')).toMatchObject({ RequiredAmount: '4065.04', Remaining: '4065.04' });
      expect(r.Accounts.find((a) => a.AccountId === 'roth')).toMatchObject({ GroupKey: null, Required: false });
    },
  );

  it(
    "1.408-8 Q&A-9: amounts held as beneficiary may not be aggregated with the individual's own IRAs: " +
      "an inherited IRA's overpayment leaves the owner's own 4,065.04 unpaid",
    () => {
      const r = status(
        {
          AsOf: '2026-01-05',
          Accounts: [own('mine', { 2024: '100000' }), inherited('inh', 'mother', '237000', [['2025-03-01', '50000']])],
        },
        2025,
      );
      expect(groupOf(r, 'inh')).toMatchObject({
        Aggregation: 'InheritedFromSameDecedent',
        RequiredAmount: '10000.00', // 237,000 / 23.7
        Status: 'Satisfied',
      });
      expect(groupOf(r, 'mine')).toMatchObject({ RequiredAmount: '4065.04', Remaining: '4065.04', Status: 'Missed' });
      expect(r.Owners[0]).toMatchObject({ RequiredAmount: '14065.04', Remaining: '4065.04', Status: 'Missed' });
    },
  );

  it(
    '1.408-8 Q&A-9: IRAs inherited from the same decedent aggregate (10,000 + 5,000 taken from one); ' +
      'those of another decedent stand apart',
    () => {
      const r = status(
        {
          AsOf: '2026-01-05',
          Accounts: [
            inherited('mom-1', 'mother', '237000', [['2025-09-01', '15000']]),
            inherited('mom-2', 'mother', '118500'),
            inherited('dad-1', 'father', '118500'),
          ],
        },
        2025,
      );
      expect(groupOf(r, 'mom-1')).toMatchObject({
        AccountIds: ['mom-1', 'mom-2'],
        RequiredAmount: '15000.00',
        Status: 'Satisfied',
      });
      expect(groupOf(r, 'dad-1')).toMatchObject({
        AccountIds: ['dad-1'],
        RequiredAmount: '5000.00',
        Remaining: '5000.00',
        Status: 'Missed',
      });
    },
  );

  it(
    '1.408-8 Q&A-9 (Roth IRAs satisfy only Roth IRAs); 1.408A-6 Q&A-14: an inherited Roth IRA from the same ' +
      'decedent is not aggregated with the inherited traditional IRAs',
    () => {
      const r = status(
        {
          AsOf: '2026-01-05',
          Accounts: [
            inherited('trad', 'mother', '237000', [['2025-09-01', '15000']]),
            inherited('roth', 'mother', '118500', [], 'inherited-roth-ira'),
          ],
        },
        2025,
      );
      expect(groupOf(r, 'trad')).toMatchObject({ AccountIds: ['trad'], Status: 'Satisfied' });
      // Disabled beneficiary, life expectancy: 118,500 / 23.7.
      expect(groupOf(r, 'roth')).toMatchObject({
        AccountIds: ['roth'],
        RequiredAmount: '5000.00',
        Remaining: '5000.00',
        Status: 'Missed',
      });
    },
  );
});

// Owner born 1951-08-01: applicable age 73 in 2024 (the first distribution year), RBD 2025-04-01.
// 2023-12-31 value 26,500 / 26.5 = 1,000 for 2024; 2024-12-31 value 25,500 / 25.5 = 1,000 for 2025.
const firstYearOwner = (
  pays: readonly (readonly [string, string])[],
  values: Record<number, string> = { 2023: '26500', 2024: '25500' },
) =>
  ({
    AccountId: 'bo-ira',
    AccountTypeCode: 'traditional-ira',
    OwnerId: 'bo',
    OwnerDateOfBirth: '1951-08-01',
    YearEndValues: Object.entries(values).map(([y, Value]) => ({ Year: Number(y), Value })),
    Distributions: paid(pays),
  }) satisfies RequiredDistributionAccount;

describe('First distribution year and the April 1 rule (1.401(a)(9)-5(a)(2); Pub. 590-B)', () => {
  it(
    'Pub. 590-B: a distribution made IN the first year counts toward the first year, never the second: 2,000 ' +
      'paid in 2024 against 1,000 leaves the whole 1,000 of 2025 due',
    () => {
      const pays = [['2024-11-01', '2000']] as const;
      expect(status({ AsOf: '2025-04-02', Accounts: [firstYearOwner(pays)] }, 2024).Groups[0]).toMatchObject({
        Status: 'Satisfied',
        Deadline: '2025-04-01',
      });
      expect(status({ AsOf: '2026-01-02', Accounts: [firstYearOwner(pays)] }, 2025).Groups[0]).toMatchObject({
        RequiredAmount: '1000.00',
        Counted: '0.00',
        Remaining: '1000.00',
        Status: 'Missed',
      });
    },
  );

  it(
    'Pub. 590-B "by April 1": 400 in December 2024 and 600 on April 1, 2025 satisfy 2024; of the 1,600 ' +
      'paid in 2025 only 1,000 count toward 2025, which is then met',
    () => {
      const pays = [
        ['2024-12-10', '400'],
        ['2025-04-01', '600'],
        ['2025-10-01', '1000'],
      ] as const;
      expect(status({ AsOf: '2025-04-02', Accounts: [firstYearOwner(pays)] }, 2024).Groups[0]).toMatchObject({
        Counted: '1000.00',
        Status: 'Satisfied',
      });
      const second = status({ AsOf: '2026-01-02', Accounts: [firstYearOwner(pays)] }, 2025);
      expect(second.Groups[0]).toMatchObject({ Counted: '1000.00', Remaining: '0.00', Status: 'Satisfied' });
    },
  );

  it(
    '1.401(a)(9)-5(a)(2): April 2 is too late for the first year: 2024 is Missed by 600 (25 percent excise ' +
      'on 600 = 150), and the 600 of April 2 counts toward 2025',
    () => {
      const pays = [
        ['2024-12-10', '400'],
        ['2025-04-02', '600'],
      ] as const;
      const first = status({ AsOf: '2025-04-03', Accounts: [firstYearOwner(pays)] }, 2024).Groups[0]!;
      expect(first).toMatchObject({ Counted: '400.00', Remaining: '600.00', Status: 'Missed' });
      expect(first.Excise).toMatchObject({ RatePercent: '25', IfNotCorrected: '150.00', IfCorrected: '60.00' });
      const second = status({ AsOf: '2025-04-03', Accounts: [firstYearOwner(pays)] }, 2025).Groups[0]!;
      expect(second).toMatchObject({ Counted: '600.00', Remaining: '400.00', Status: 'Open' });
    },
  );

  it(
    'Pub. 590-B (two RMDs in the second year): an account standing alone shows the same split as its group ' +
      '(the 1,000 of March 2025 went to 2024, so 2025 still owes 1,000)',
    () => {
      const pays = [['2025-03-01', '1000']] as const;
      const second = status({ AsOf: '2025-06-01', Accounts: [firstYearOwner(pays)] }, 2025);
      expect(second.Groups[0]).toMatchObject({ Counted: '0.00', Remaining: '1000.00', Status: 'Open' });
      expect(second.Accounts[0]).toMatchObject({ Distributed: '0.00', RemainingIfAlone: '1000.00' });
    },
  );

  it(
    '1.401(a)(9)-5(a)(2): with nothing paid January 1 - April 1 of the second year nothing went to the first ' +
      "year, so the second year's status is known without the first year's value",
    () => {
      const noFirstValue = firstYearOwner([['2025-06-01', '1000']], { 2024: '25500' });
      const second = status({ AsOf: '2025-07-01', Accounts: [noFirstValue] }, 2025);
      expect(second.Groups[0]).toMatchObject({ RequiredAmount: '1000.00', Remaining: '0.00', Status: 'Satisfied' });
      // With a March payment the split needs the 2024 amount: then it stays Unknown.
      const march = { ...noFirstValue, Distributions: paid([['2025-03-01', '1000']]) };
      expect(status({ AsOf: '2025-07-01', Accounts: [march] }, 2025).Groups[0]).toMatchObject({
        Remaining: null,
        Status: 'Unknown',
      });
    },
  );
});

describe('No carryover between years; the prior December 31 value (1.408-8 Q&A-8; Pub. 590-B)', () => {
  it(
    'Pub. 590-B: an excess taken in 2025 is not credited to 2026: 10,000 paid in 2025 against 4,065.04; ' +
      '2026 still owes 90,000 / 23.7 = 3,797.47',
    () => {
      const acct = own('a', { 2024: '100000', 2025: '90000' }, [['2025-02-01', '10000']]);
      expect(status({ Accounts: [acct] }, 2025).Groups[0]).toMatchObject({ Status: 'Satisfied' });
      expect(status({ AsOf: '2027-01-02', Accounts: [acct] }, 2026).Groups[0]).toMatchObject({
        RequiredAmount: '3797.47',
        Counted: '0.00',
        Remaining: '3797.47',
        Status: 'Missed',
      });
    },
  );

  it(
    "1.408-8 Q&A-6: the amount uses the value on December 31 of the year before: the year's own year-end " +
      'value (1.00) changes nothing, and without the prior one the amount is Unknown, never guessed',
    () => {
      const r = status({ Accounts: [own('a', { 2024: '100000', 2025: '1' })] }, 2025);
      expect(r.Accounts[0]).toMatchObject({ RequiredAmount: '4065.04' });
      const missing = status({ Accounts: [own('a', { 2023: '100000', 2025: '1' })] }, 2025);
      expect(missing.Accounts[0]).toMatchObject({ RequiredAmount: null });
      expect(missing.Groups[0]).toMatchObject({ Remaining: null, Status: 'Unknown' });
    },
  );

  it(
    "1.408-8 Q&A-8: an outstanding rollover is added to the receiving IRA's December 31 value by the host " +
      '(90,000 on hand + 10,000 in transit = 100,000): the engine divides the value it is given',
    () => {
      const r = status({ Accounts: [own('a', { 2024: '100000' })] }, 2025);
      expect(r.Accounts[0]).toMatchObject({ RequiredAmount: '4065.04', Divisor: '24.6' });
    },
  );
});

describe('What counts toward the requirement (1.408-8 Q&A-4; 1.402(c)-2 Q&A-7; 1.408A-4 Q&A-6; 408(d)(8))', () => {
  const year = (reason: DistributionReason, amount: string) =>
    status(
      {
        Accounts: [
          {
            ...own('a', { 2024: '100000' }),
            Distributions: [{ Date: '2025-05-01', Amount: amount, DistributionReason: reason }],
          },
        ],
      },
      2025,
    ).Groups[0]!;

  it('Pub. 590-B "Qualified charitable distributions": a QCD counts toward the RMD', () => {
    expect(year('QualifiedCharitableDistribution', '4065.04')).toMatchObject({ Status: 'Satisfied' });
  });

  it(
    '1.408A-4 Q&A-6: the first dollars of a conversion are the RMD (treated as distributed, not eligible to ' +
      'be converted): the year is met, and the first 4,065.04 of a 10,000 conversion cannot go to the Roth IRA',
    () => {
      expect(year('RothConversion', '10000')).toMatchObject({ Counted: '10000.00', Status: 'Satisfied' });
      const remaining = requiredDistributionRemaining(catalog, [own('a', { 2024: '100000' })], 'a', '2025-05-01');
      expect(remaining).toBe('4065.04');
      const split = splitRequiredDistribution(new Decimal('10000'), new Decimal(remaining!));
      expect([split.required.toFixed(2), split.eligible.toFixed(2)]).toEqual(['4065.04', '5934.96']);
    },
  );

  it(
    '1.402(c)-2 Q&A-7(a): the first dollars distributed in the year are the RMD: after 3,000 paid in March, ' +
      'only 1,065.04 of an October rollover distribution is the RMD',
    () => {
      const accounts = [own('a', { 2024: '60000' }, [['2025-03-01', '3000']]), own('b', { 2024: '40000' })];
      // Aggregate 60,000 / 24.6 + 40,000 / 24.6 = 2,439.02 + 1,626.02 = 4,065.04.
      expect(requiredDistributionRemaining(catalog, accounts, 'b', '2025-10-01')).toBe('1065.04');
      expect(requiredDistributionRemaining(catalog, accounts, 'b', '2025-02-01')).toBe('4065.04');
    },
  );

  it(
    '1.402(c)-2 Q&A-7(a): an amount required for the first year and not yet paid is added to the next ' +
      "year's in telling which dollars of a January-March rollover are the RMD (2,000, not 1,000)",
    () => {
      // firstYearOwner: 1,000 for 2024 (the first year, due by 2025-04-01) and 1,000 for 2025, nothing paid.
      const accounts = [firstYearOwner([])];
      expect(requiredDistributionRemaining(catalog, accounts, 'bo-ira', '2025-02-01')).toBe('2000.00');
      // 300 paid in January went to 2024 first: 700 + 1,000 are still the RMD on February 1.
      const january = [firstYearOwner([['2025-01-15', '300']])];
      expect(requiredDistributionRemaining(catalog, january, 'bo-ira', '2025-02-01')).toBe('1700.00');
      // After April 1 the first year is closed (missed, not carried): only 2025's 1,000.
      expect(requiredDistributionRemaining(catalog, accounts, 'bo-ira', '2025-04-02')).toBe('1000.00');
    },
  );

  it('408A(d)(6); 408(d)(4): a recharacterization and a returned excess contribution are not distributions', () => {
    expect(year('Recharacterization', '5000')).toMatchObject({ Counted: '0.00', Remaining: '4065.04' });
    expect(year('ExcessContribution', '5000')).toMatchObject({ Counted: '0.00', Remaining: '4065.04' });
  });
});

describe('Beneficiaries: the year of death and the ten-year rule with annual amounts (1.401(a)(9)-5(d), (e))', () => {
  it(
    "Pub. 590-B (year of death): the decedent's own RMD for 2024 is due from the beneficiary (session 12); " +
      'without the value on December 31, 2023 the amount is unknown and the fact is named',
    () => {
      const r = status({ Accounts: [inherited('inh', 'mother', '237000')] }, 2024);
      expect(r.Accounts[0]).toMatchObject({ Required: true, RequiredAmount: null, Deadline: '2024-12-31' });
      expect(r.Accounts[0]!.Unchecked.join(' ')).toMatch(/YearEndValues for 2023/);
    },
  );

  it(
    '1.401(a)(9)-5(d)(1)(i), (e)(2) (T.D. 10001): death after the RBD, non-EDB: annual amounts in years 1-9 ' +
      '(23.7 in 2025, 15.7 in 2033), the whole balance by December 31, 2034, nothing after',
    () => {
      const at = (y: number, values: Record<number, string>, pays: readonly (readonly [string, string])[] = []) => {
        const YearEndValues = Object.entries(values).map(([k, Value]) => ({ Year: Number(k), Value }));
        const a = { ...inherited('inh', 'mother', '0', pays), YearEndValues };
        return status({ AsOf: `${y + 1}-01-02`, Accounts: [a] }, y);
      };
      expect(at(2025, { 2024: '237000' }).Accounts[0]).toMatchObject({ Divisor: '23.7', RequiredAmount: '10000.00' });
      expect(at(2033, { 2032: '157000' }).Accounts[0]).toMatchObject({ Divisor: '15.7', RequiredAmount: '10000.00' });
      expect(at(2033, { 2032: '157000' }, [['2033-12-30', '9999.99']]).Groups[0]).toMatchObject({
        Remaining: '0.01',
        Status: 'Missed',
      });
      const last = at(2034, { 2033: '150000' }, [['2034-06-01', '150000']]);
      expect(last.Accounts[0]).toMatchObject({ DistributeEntireBalance: true, Deadline: '2034-12-31' });
      // Without the value on December 31, 2034 what is left cannot be told.
      expect(last.Groups[0]).toMatchObject({ RequiredAmount: null, Status: 'Unknown' });
      expect(last.Accounts[0]!.Unchecked.join(' ')).toMatch(/YearEndValues for 2034/);
      expect(at(2035, { 2034: '0' }).Accounts[0]).toMatchObject({ Required: false });
    },
  );

  it(
    '401(a)(9)(H)(i); 4974(a): in the tenth year the shortfall is what is left on December 31: emptied, the ' +
      'year is met; 5,000 left is Missed with a 25 percent excise of 1,250',
    () => {
      const tenth = (left: string, pays: readonly (readonly [string, string])[]) => {
        const a = inherited('inh', 'mother', '0', pays);
        const YearEndValues = [
          { Year: 2033, Value: '150000' },
          { Year: 2034, Value: left },
        ];
        return status({ AsOf: '2035-01-02', Accounts: [{ ...a, YearEndValues }] }, 2034).Groups[0]!;
      };
      expect(tenth('0', [['2034-06-01', '152000']])).toMatchObject({
        RequiredAmount: '152000.00',
        Remaining: '0.00',
        Status: 'Satisfied',
      });
      const short = tenth('5000', [['2034-06-01', '147000']]);
      expect(short).toMatchObject({ RequiredAmount: '152000.00', Remaining: '5000.00', Status: 'Missed' });
      expect(short.Excise).toMatchObject({ RatePercent: '25', IfNotCorrected: '1250.00', IfCorrected: '500.00' });
    },
  );
});
