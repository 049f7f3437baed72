// Acceptance: published contribution rules, limits (reference/limits.json, FACTS.md sections 4-6)
// and return due dates, checked against the engine.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ContributionQuery,
  type ContributionResult,
  checkContribution,
  checkContributionYear,
  taxReturnDueDate,
} from '../../src/index.js';
import { catalog } from './helpers.js';

const check = (q: ContributionQuery): ContributionResult => checkContribution(catalog, q);
const limit = (r: ContributionResult, rule: string) => r.Checks?.find((c) => c.Rule === rule)?.Limit;

function roth(
  year: number,
  magi: string,
  filing: 'Single' | 'MarriedFilingJointly' | 'MarriedFilingSeparately',
  dob = '1985-01-01',
  amount = '7000',
) {
  return check({
    AccountTypeCode: 'roth-ira',
    Owner: { DateOfBirth: dob, Compensation: '500000', ModifiedAgi: magi, FilingStatus: filing },
    Contribution: {
      Amount: amount,
      ContributionSource: 'Participant',
      TaxYear: year,
      ContributionDate: `${year}-06-01`,
    },
  });
}

describe(
  'Roth IRA income phase-out (26 U.S.C. 408A(c)(3); IRS "Amount of Roth IRA contributions that you can make" ' +
    'procedure; Pub 590-A Worksheet 2-2)',
  () => {
    // Procedure: (MAGI - start) / range x limit, subtracted from the limit; round up to the next $10; at least $200
    // until fully phased out.
    const cases: readonly [
      string,
      number,
      string,
      'Single' | 'MarriedFilingJointly' | 'MarriedFilingSeparately',
      string,
      string,
    ][] = [
      [
        '2024 single, MAGI 150,000: 7,000 - 7,000 x 4,000/15,000 = 5,133.33, rounded up to 5,140',
        2024,
        '150000',
        'Single',
        '1985-01-01',
        '5140',
      ],
      ['2024 single, MAGI 155,500: 2,566.67 rounded up to 2,570', 2024, '155500', 'Single', '1985-01-01', '2570'],
      [
        '2024 single, MAGI 160,900: 46.67 rounds to 50, raised to the $200 minimum',
        2024,
        '160900',
        'Single',
        '1985-01-01',
        '200',
      ],
      ['2024 single, MAGI 161,000 (end of range): zero', 2024, '161000', 'Single', '1985-01-01', '0'],
      ['2024 single, MAGI 146,000 (start of range): the full 7,000', 2024, '146000', 'Single', '1985-01-01', '7000'],
      [
        '2024 joint, MAGI 235,000, age 55 (limit 8,000): half of 8,000 = 4,000',
        2024,
        '235000',
        'MarriedFilingJointly',
        '1969-01-01',
        '4000',
      ],
      ['2025 single (150k-165k), MAGI 157,500: 3,500', 2025, '157500', 'Single', '1985-01-01', '3500'],
      [
        '2026 joint (242k-252k), MAGI 247,000, limit 7,500: 3,750 rounded up to 3,750',
        2026,
        '247000',
        'MarriedFilingJointly',
        '1985-01-01',
        '3750',
      ],
      [
        '2024 married filing separately (0-10k), MAGI 5,000: 3,500',
        2024,
        '5000',
        'MarriedFilingSeparately',
        '1985-01-01',
        '3500',
      ],
    ];
    for (const [name, year, magi, filing, dob, expected] of cases)
      it(name, () => expect(limit(roth(year, magi, filing, dob), 'roth-income-phase-out')).toBe(expected));

    it('a contribution within the reduced limit is accepted; one cent above is refused with the remaining room', () => {
      expect(roth(2024, '150000', 'Single', '1985-01-01', '5140').ok).toBe(true);
      const over = roth(2024, '150000', 'Single', '1985-01-01', '5140.01');
      expect(over.ok ? 'ok' : over.ErrorCode).toBe('ContributionLimitExceeded');
      expect(over.ok ? undefined : over.Remaining).toBe('5140');
    });

    it(
      'property (408A(c)(3)(A)): the reduced limit is a multiple of $10, 0 or at least $200, and never rises ' +
        'with MAGI',
      () => {
        fc.assert(
          fc.property(fc.integer({ min: 140_000, max: 170_000 }), fc.integer({ min: 1, max: 5_000 }), (magi, step) => {
            const a = Number(limit(roth(2024, String(magi), 'Single'), 'roth-income-phase-out'));
            const b = Number(limit(roth(2024, String(magi + step), 'Single'), 'roth-income-phase-out'));
            expect(a % 10).toBe(0);
            expect(a === 0 || a >= 200).toBe(true);
            expect(a).toBeLessThanOrEqual(7000);
            expect(b).toBeLessThanOrEqual(a);
          }),
          { numRuns: 200 },
        );
      },
    );
  },
);

describe(
  'IRA limits (limits.json: 7,000 + 1,000 catch-up for 2024-2025; 7,500 + 1,100 for 2026; 219(b)(1)(B) ' +
    'compensation)',
  () => {
    const ira = (year: number, dob: string, amount: string, comp = '100000') =>
      check({
        AccountTypeCode: 'roth-ira',
        Owner: { DateOfBirth: dob, Compensation: comp, ModifiedAgi: '50000', FilingStatus: 'Single' },
        Contribution: {
          Amount: amount,
          ContributionSource: 'Participant',
          TaxYear: year,
          ContributionDate: `${year}-06-01`,
        },
      });
    it('2025: 7,000 under 50; 8,000 at 50 by year end', () => {
      expect(ira(2025, '1990-01-01', '7000').ok).toBe(true);
      expect(ira(2025, '1990-01-01', '7000.01').ok).toBe(false);
      expect(ira(2025, '1975-12-31', '8000').ok).toBe(true);
      expect(ira(2025, '1976-01-01', '8000').ok).toBe(false); // turns 50 only in 2026
    });
    it('2026: 7,500 + 1,100 catch-up = 8,600 (Notice 2025-67)', () => {
      expect(ira(2026, '1970-01-01', '8600').ok).toBe(true);
      expect(ira(2026, '1970-01-01', '8600.01').ok).toBe(false);
    });
    it('the limit is the lesser of the dollar limit and taxable compensation (219(b)(1)(B))', () => {
      expect(ira(2025, '1990-01-01', '3000', '3000').ok).toBe(true);
      expect(ira(2025, '1990-01-01', '3000.01', '3000').ok).toBe(false);
    });
  },
);

describe('SEP (IRS SEP page; 402(h)(2), 404(h)(1)(C), 401(a)(17); limits.json)', () => {
  const sep = (year: number, comp: string, amount: string) =>
    check({
      AccountTypeCode: 'sep-ira',
      Owner: { Compensation: comp },
      Contribution: {
        Amount: amount,
        ContributionSource: 'Employer',
        TaxYear: year,
        ContributionDate: `${year}-06-01`,
      },
    });
  it('2025: 25% of 100,000 = 25,000 allowed; 25,000.01 refused', () => {
    expect(sep(2025, '100000', '25000').ok).toBe(true);
    expect(sep(2025, '100000', '25000.01').ok).toBe(false);
  });
  it('2025 dollar cap 70,000: comp 400,000 (25% of the 350,000 401(a)(17) cap = 87,500) still capped at 70,000', () => {
    const at = sep(2025, '400000', '70000');
    expect(at.ok).toBe(true);
    expect(limit(at, 'sep-percent-of-compensation')).toBe('87500');
    expect(sep(2025, '400000', '70000.01').ok).toBe(false);
  });
  it('2024 cap 69,000 and 2026 cap 72,000', () => {
    expect(sep(2024, '400000', '69000').ok).toBe(true);
    expect(sep(2024, '400000', '69000.01').ok).toBe(false);
    expect(sep(2026, '400000', '72000').ok).toBe(true);
    expect(sep(2026, '400000', '72000.01').ok).toBe(false);
  });
});

describe('SIMPLE IRA deferrals (408(p)(2)(E); 414(v); IRS SIMPLE contribution limits page; limits.json)', () => {
  const simple = (year: number, dob: string, amount: string) =>
    check({
      AccountTypeCode: 'simple-ira',
      Owner: { DateOfBirth: dob, Compensation: '200000' },
      Contribution: {
        Amount: amount,
        ContributionSource: 'Participant',
        TaxYear: year,
        ContributionDate: `${year}-06-01`,
      },
    });
  const cases: readonly [string, number, string, string][] = [
    ['2024 under 50: 16,000', 2024, '1990-01-01', '16000'],
    ['2024 age 50+: 16,000 + 3,500 = 19,500', 2024, '1970-01-01', '19500'],
    ['2025 under 50: 16,500', 2025, '1990-01-01', '16500'],
    ['2025 age 50-59: 16,500 + 3,500 = 20,000', 2025, '1970-01-01', '20000'],
    [
      '2025 age 60-63: 16,500 + 5,250 = 21,750 (instead of, not on top of, the 50+ catch-up)',
      2025,
      '1963-06-01',
      '21750',
    ],
    ['2025 age 64: back to 20,000', 2025, '1961-06-01', '20000'],
    ['2026 age 50+: 17,000 + 4,000 = 21,000', 2026, '1970-01-01', '21000'],
  ];
  for (const [name, year, dob, max] of cases)
    it(name, () => {
      expect(simple(year, dob, max).ok).toBe(true);
      const over = simple(year, dob, (Number(max) + 0.01).toFixed(2));
      expect(over.ok ? 'ok' : over.ErrorCode).toBe('ContributionLimitExceeded');
    });
});

describe('Trump accounts (FACTS.md section 5; 26 U.S.C. 530A, 128, 6434)', () => {
  const trump = (
    amount: string,
    source: 'Participant' | 'Employer' | 'FederalPilot' | 'QualifiedGeneral' | 'Rollover',
    date = '2026-08-01',
    history: ContributionQuery['History'] = [],
    taxYear?: number,
  ) =>
    check({
      AccountTypeCode: 'trump-account',
      Account: { BeneficiaryDateOfBirth: '2025-05-05' },
      Contribution: {
        Amount: amount,
        ContributionSource: source,
        ContributionDate: date,
        ...(taxYear !== undefined ? { TaxYear: taxYear } : {}),
      },
      History: history,
    });
  it('530A(b)(1)(C)(i)(I): no contribution before 2026-07-04; accepted on that day', () => {
    expect(trump('100', 'Participant', '2026-07-03').ok).toBe(false);
    expect(trump('100', 'Participant', '2026-07-04').ok).toBe(true);
  });
  it('530A: $5,000 per calendar year of non-exempt (participant and employer) contributions', () => {
    expect(trump('5000', 'Participant').ok).toBe(true);
    const over = trump('0.01', 'Participant', '2026-09-01', [
      { Amount: '5000', ContributionSource: 'Participant', ContributionDate: '2026-08-01' },
    ]);
    expect(over.ok ? 'ok' : over.ErrorCode).toBe('ContributionLimitExceeded');
    const mixed = trump('2000.01', 'Participant', '2026-09-01', [
      { Amount: '3000', ContributionSource: 'Employer', ContributionDate: '2026-08-01' },
    ]);
    expect(mixed.ok).toBe(false); // employer money counts toward the $5,000 (128(b))
  });
  it('128(b): employer contributions up to $2,500 per year', () => {
    expect(trump('2500', 'Employer').ok).toBe(true);
    expect(trump('2500.01', 'Employer').ok).toBe(false);
  });
  it(
    'exempt contributions (the $1,000 pilot, qualified general contributions, qualified rollovers) do not ' +
      'count toward the $5,000',
    () => {
      const full = [{ Amount: '5000', ContributionSource: 'Participant' as const, ContributionDate: '2026-08-01' }];
      expect(trump('1000', 'FederalPilot', '2026-09-01', full).ok).toBe(true);
      expect(trump('250', 'QualifiedGeneral', '2026-09-01', full).ok).toBe(true);
      expect(trump('1000.01', 'FederalPilot').ok).toBe(false); // 6434: one-time $1,000
    },
  );
  it('Notice 2025-68: contributions count in the calendar year made; no prior-year election', () => {
    const r = checkContributionYear(catalog, {
      AccountTypeCode: 'trump-account',
      ContributionDate: '2027-03-01',
      TaxYear: 2026,
      ContributionSource: 'Participant',
    });
    expect(r.ok ? 'ok' : r.ErrorCode).toBe('ContributionYearNotAllowed');
    const same = checkContributionYear(catalog, {
      AccountTypeCode: 'trump-account',
      ContributionDate: '2027-03-01',
      ContributionSource: 'Participant',
    });
    expect(same.ok && same.TaxYear).toBe(2027);
  });
  it('participant money creates basis; employer and pilot money do not (FACTS.md section 5, basis)', () => {
    const p = trump('100', 'Participant');
    const e = trump('100', 'Employer');
    const f = trump('100', 'FederalPilot');
    expect(p.ok && p.Basis).toBe('100');
    expect(e.ok && e.Basis).toBe('0');
    expect(f.ok && f.Basis).toBe('0');
  });
});

describe('tax-return due dates (26 U.S.C. 6072(a), 7503; IRS postponements)', () => {
  const cases: readonly [string, number, boolean, string][] = [
    ['TY2019 postponed to 2020-07-15 (Notice 2020-23)', 2019, false, '2020-07-15'],
    ['TY2020 postponed to 2021-05-17 (IR-2021-59)', 2020, false, '2021-05-17'],
    ['TY2021: April 15, 2022 is DC Emancipation Day observed, so Monday 2022-04-18', 2021, false, '2022-04-18'],
    [
      'TY2022: April 15, 2023 is a Saturday and Monday April 17 observes Emancipation Day, so 2023-04-18 ' +
        '(FACTS.md section 6)',
      2022,
      false,
      '2023-04-18',
    ],
    ['TY2023: 2024-04-15 (a Monday)', 2023, false, '2024-04-15'],
    ['TY2024: 2025-04-15', 2024, false, '2025-04-15'],
    ['TY2024 extended: 2025-10-15', 2024, true, '2025-10-15'],
    ['TY2025: 2026-04-15', 2025, false, '2026-04-15'],
  ];
  for (const [name, year, extended, due] of cases)
    it(name, () => {
      const r = taxReturnDueDate(catalog, { TaxYear: year, Extended: extended });
      expect(r.ok ? r.DueDate : r.Message).toBe(due);
    });
});

describe('contribution year (219(f)(3), 408A, 404(h)(1)(B), 530(b)(4); FACTS.md section 6)', () => {
  const year = (
    slug: string,
    date: string,
    taxYear: number,
    source?: 'Participant' | 'Employer',
    extension?: boolean,
  ) =>
    checkContributionYear(catalog, {
      AccountTypeCode: slug,
      ContributionDate: date,
      TaxYear: taxYear,
      ...(source ? { ContributionSource: source } : {}),
      ...(extension !== undefined ? { ExtensionFiled: extension } : {}),
    });
  it('IRA/Roth: a prior-year contribution is allowed through the unextended due date, not after', () => {
    expect(year('roth-ira', '2025-04-15', 2024).ok).toBe(true);
    expect(year('roth-ira', '2025-04-16', 2024).ok).toBe(false);
    expect(year('roth-ira', '2023-04-18', 2022).ok).toBe(true); // moved with the return
    expect(year('roth-ira', '2025-10-15', 2024, 'Participant', true).ok).toBe(false); // extensions do not count
  });
  it('Coverdell: the unextended due date (530(b)(4))', () => {
    expect(year('coverdell-esa', '2025-04-15', 2024).ok).toBe(true);
    expect(year('coverdell-esa', '2025-04-16', 2024).ok).toBe(false);
  });
  it('SEP employer money: the due date including extensions (404(h)(1)(B))', () => {
    expect(year('sep-ira', '2025-10-15', 2024, 'Employer', true).ok).toBe(true);
    expect(year('sep-ira', '2025-10-16', 2024, 'Employer', true).ok).toBe(false);
  });
  it('a contribution may not be for a later year, nor two years back', () => {
    expect(year('roth-ira', '2025-03-01', 2026).ok).toBe(false);
    expect(year('roth-ira', '2025-03-01', 2023).ok).toBe(false);
  });
});
