import { describe, expect, it } from 'vitest';
import type { ContributionQuery, HistoryEntry, SimpleApplicableEmployer } from '../../src/index.js';
import { check, limitOf } from './helpers.js';

// SECURE 2.0 sec. 117 (SIMPLE 110 percent limits) and 414(v)(3)(A) (catch-ups outside the other
// limits), with the published figures. Born 1990: under 50; 1970: 50-59; 1964-06-01: 60-63 in 2025-2026.

const simpleDeferral = (year: number, dob: string, Amount: string, status?: SimpleApplicableEmployer) =>
  check({
    AccountTypeCode: 'simple-ira',
    ...(status !== undefined ? { Account: { SimpleApplicableEmployer: status } } : {}),
    Owner: { DateOfBirth: dob, Compensation: '200000' },
    Contribution: { Amount, ContributionSource: 'Participant', TaxYear: year, ContributionDate: `${year}-06-01` },
  });

const maxAndOneCentMore = (year: number, dob: string, max: string, status?: SimpleApplicableEmployer) => {
  const at = simpleDeferral(year, dob, max, status);
  const over = simpleDeferral(year, dob, (Number(max) + 0.01).toFixed(2), status);
  expect(at.ok, JSON.stringify(at)).toBe(true);
  expect(over).toMatchObject({
    ok: false,
    ErrorCode: 'ContributionLimitExceeded',
    Rule: 'simple-deferral-limit',
    Limit: max,
  });
};

describe(
  'SIMPLE IRA applicable employer, 110 percent limits ' + '(SECURE 2.0 sec. 117; 408(p)(2)(E); 414(v)(2)(B)(ii))',
  () => {
    it(
      '2024 Automatic: 17,600 under 50; 17,600 + 3,850 = 21,450 at 50 (limits.json RSM; ' +
        'pension-specialists.com, Oct-2024)',
      () => {
        maxAndOneCentMore(2024, '1990-01-01', '17600', 'Automatic');
        maxAndOneCentMore(2024, '1970-01-01', '21450', 'Automatic');
      },
    );
    it('2025 Automatic: 17,600; at 50-59 17,600 + 3,850 = 21,450 (Notice 2024-80)', () => {
      maxAndOneCentMore(2025, '1990-01-01', '17600', 'Automatic');
      maxAndOneCentMore(2025, '1970-01-01', '21450', 'Automatic');
    });
    it(
      '2025 at 60-63: 17,600 + 5,250 = 22,850, the 60-63 catch-up instead of the 3,850 (Notice 2024-80, ' +
        'tra401k.com "no double dipping")',
      () => {
        maxAndOneCentMore(2025, '1964-06-01', '22850', 'Automatic');
      },
    );
    it(
      '2026 Elected: 18,100; at 50-59 18,100 + 3,850 = 21,950, not the ordinary 4,000 catch-up (Notice 2025-67 ' +
        'per help.onpay.com)',
      () => {
        maxAndOneCentMore(2026, '1990-01-01', '18100', 'Elected');
        maxAndOneCentMore(2026, '1970-01-01', '21950', 'Elected');
      },
    );
    it('2026 at 60-63: 18,100 + 5,250 = 23,350 (Notice 2025-67 as tabulated by finrisepro)', () => {
      maxAndOneCentMore(2026, '1964-06-01', '23350', 'Automatic');
    });
    it(
      'not an applicable employer: the ordinary 16,500 + 3,500 (2025, IRS COLA page), nothing unchecked about ' + 'it',
      () => {
        maxAndOneCentMore(2025, '1970-01-01', '20000', 'No');
        const r = simpleDeferral(2025, '1970-01-01', '100', 'No');
        expect(r.ok && r.Unchecked).not.toContain('SimpleApplicableEmployer');
      },
    );
    it(
      'status not stated: the ordinary limit applies and Unchecked says the 110 percent limit was not ' + 'considered',
      () => {
        maxAndOneCentMore(2025, '1990-01-01', '16500');
        const r = simpleDeferral(2025, '1990-01-01', '100');
        expect(r.ok && r.Unchecked).toContain('SimpleApplicableEmployer');
        expect(r.Checks?.find((c) => c.Rule === 'simple-deferral-limit')?.Note).toMatch(
          /110 percent limit was not considered/,
        );
        const over = simpleDeferral(2025, '1990-01-01', '16500.01');
        expect(!over.ok && over.Unchecked).toContain('SimpleApplicableEmployer');
      },
    );
    it('the row names the 110 percent parameter and its source', () => {
      const r = simpleDeferral(2026, '1970-01-01', '100', 'Automatic');
      const row = r.Checks?.find((c) => c.Rule === 'simple-deferral-limit');
      expect(row).toMatchObject({
        Parameter: 'simple_ira_elective_deferral_limit_applicable_small_employer_110pct',
        Limit: '21950',
      });
      expect(row?.Note).toMatch(/simple_ira_catch_up_age_50_plus_applicable_employer_110pct/);
    });
    it('an unknown status is InvalidRequest with a field error', () => {
      const r = simpleDeferral(2025, '1990-01-01', '100', 'Maybe' as never);
      expect(r).toMatchObject({
        ok: false,
        ErrorCode: 'InvalidRequest',
        Errors: [{ FieldName: 'SimpleApplicableEmployer' }],
      });
    });

    const employer = (
      Amount: string,
      formula: 'Match' | 'NonElective',
      status: SimpleApplicableEmployer | undefined,
      Compensation: string,
    ) =>
      check({
        AccountTypeCode: 'simple-ira',
        Account: {
          SimpleEmployerContribution: formula,
          ...(status !== undefined ? { SimpleApplicableEmployer: status } : {}),
        },
        Owner: { Compensation },
        History: [{ Amount: '10000', ContributionSource: 'Participant', ContributionDate: '2025-03-01' }],
        Contribution: { Amount, ContributionDate: '2025-06-01', ContributionSource: 'Employer' },
      });
    it(
      'an employer of 26-100 that elected matches up to 4 percent: 4,000 on 100,000 of compensation (Notice ' +
        '2024-2; thelink.ascensus.com)',
      () => {
        expect(employer('4000', 'Match', 'Elected', '100000').ok).toBe(true);
        expect(employer('4000.01', 'Match', 'Elected', '100000')).toMatchObject({
          ok: false,
          Rule: 'simple-employer-contribution',
          Limit: '4000',
        });
        expect(employer('3000.01', 'Match', 'Automatic', '100000')).toMatchObject({ ok: false, Limit: '3000' });
      },
    );
    it('elected non-elective is 3 percent of compensation limited to 350,000 (2025): 10,500', () => {
      expect(employer('10500', 'NonElective', 'Elected', '400000').ok).toBe(true);
      expect(employer('10500.01', 'NonElective', 'Elected', '400000')).toMatchObject({ ok: false, Limit: '10500' });
    });
    it('status not stated: the ordinary 3 percent match, and SimpleApplicableEmployer is listed', () => {
      const r = employer('3000', 'Match', undefined, '100000');
      expect(r.ok && r.Unchecked).toContain('SimpleApplicableEmployer');
      expect(employer('3000.01', 'Match', undefined, '100000')).toMatchObject({ ok: false, Limit: '3000' });
    });
  },
);

const sarsep = (
  Amount: string,
  o: { dob: string; comp: string; source?: 'Participant' | 'Employer'; history?: HistoryEntry[]; year?: number },
) =>
  check({
    AccountTypeCode: 'sarsep-ira',
    Owner: { DateOfBirth: o.dob, Compensation: o.comp, OtherElectiveDeferrals: 0 },
    History: o.history ?? [],
    Contribution: {
      Amount,
      ContributionSource: o.source ?? 'Participant',
      ContributionDate: `${o.year ?? 2025}-06-01`,
    },
  } satisfies ContributionQuery);
const employerHistory = (Amount: string, year = 2025): HistoryEntry[] => [
  { Amount, ContributionSource: 'Employer', ContributionDate: `${year}-03-01` },
];

describe('SARSEP: catch-ups are not subject to the 25 percent and 415(c) limits (26 U.S.C. 414(v)(3)(A))', () => {
  it(
    '2025, compensation 40,000, age 55: 25 percent is 10,000, and a 7,500 catch-up on top is accepted ' +
      '(17,500); a cent more is not',
    () => {
      const ok = sarsep('17500', { dob: '1970-01-01', comp: '40000' });
      expect(ok.ok, JSON.stringify(ok)).toBe(true);
      expect(limitOf(ok, 'sep-percent-of-compensation')).toBe('17500');
      expect(sarsep('17500.01', { dob: '1970-01-01', comp: '40000' })).toMatchObject({
        ok: false,
        Rule: 'sep-percent-of-compensation',
        Limit: '17500',
        ComparedWith: '17500.01',
      });
    },
  );
  it('under 50 the same deferral is held to 25 percent: 10,000 on 40,000', () => {
    expect(sarsep('10000', { dob: '1990-01-01', comp: '40000' }).ok).toBe(true);
    expect(sarsep('10000.01', { dob: '1990-01-01', comp: '40000' })).toMatchObject({
      ok: false,
      Rule: 'sep-percent-of-compensation',
      Limit: '10000',
    });
  });
  it(
    'a catch-up near the 25 percent limit: compensation 100,000 with 20,000 employer money; age 55 may defer ' +
      '12,500 (5,000 + 7,500 catch-up)',
    () => {
      const history = employerHistory('20000');
      expect(sarsep('12500', { dob: '1970-01-01', comp: '100000', history }).ok).toBe(true);
      expect(sarsep('12500.01', { dob: '1970-01-01', comp: '100000', history })).toMatchObject({
        ok: false,
        Rule: 'sep-percent-of-compensation',
        Limit: '32500',
      });
      expect(sarsep('5000.01', { dob: '1990-01-01', comp: '100000', history })).toMatchObject({
        ok: false,
        Rule: 'sep-percent-of-compensation',
        Limit: '25000',
      });
    },
  );
  it(
    'employer money never uses the catch-up room: 70,000 (415(c), 2025) is the most an employer may give a ' +
      '55-year-old',
    () => {
      expect(sarsep('70000', { dob: '1970-01-01', comp: '400000', source: 'Employer' }).ok).toBe(true);
      expect(sarsep('70000.01', { dob: '1970-01-01', comp: '400000', source: 'Employer' })).toMatchObject({
        ok: false,
        Rule: 'sep-dollar-cap',
        Limit: '70000',
      });
      // Before the fix the 7,500 catch-up was added to the cap for any money: 77,500 of employer money passed.
      expect(sarsep('77500', { dob: '1970-01-01', comp: '400000', source: 'Employer' }).ok).toBe(false);
    },
  );
  it(
    'a deferral over 415(c) is a catch-up: 70,000 employer + 7,500 deferral = 77,500 is accepted at 55, ' +
      '7,500.01 is not',
    () => {
      const history = employerHistory('70000');
      expect(sarsep('7500', { dob: '1970-01-01', comp: '400000', history }).ok).toBe(true);
      expect(sarsep('7500.01', { dob: '1970-01-01', comp: '400000', history })).toMatchObject({
        ok: false,
        Rule: 'sep-dollar-cap',
        Limit: '77500',
      });
      expect(sarsep('0.01', { dob: '1990-01-01', comp: '400000', history })).toMatchObject({
        ok: false,
        Rule: 'sep-dollar-cap',
        Limit: '70000',
      });
    },
  );
  it('2025 age 60-63: 23,500 + 11,250 = 34,750 (414(v)(2)(E)(i); IRS COLA page; innovestinc "$34,750")', () => {
    expect(sarsep('34750', { dob: '1964-06-01', comp: '200000' }).ok).toBe(true);
    expect(sarsep('34750.01', { dob: '1964-06-01', comp: '200000' })).toMatchObject({
      ok: false,
      Rule: 'sarsep-deferral-limit',
      Limit: '34750',
    });
  });
  it('2024 has no 60-63 catch-up: 23,000 + 7,500 = 30,500 (IRS SEP contribution limits page)', () => {
    expect(sarsep('30500', { dob: '1964-06-01', comp: '200000', year: 2024 }).ok).toBe(true);
    expect(sarsep('30500.01', { dob: '1964-06-01', comp: '200000', year: 2024 })).toMatchObject({
      ok: false,
      Rule: 'sarsep-deferral-limit',
      Limit: '30500',
    });
  });
  it('without DateOfBirth no catch-up is applied anywhere and the fact is listed', () => {
    const r = check({
      AccountTypeCode: 'sarsep-ira',
      Owner: { Compensation: '40000', OtherElectiveDeferrals: 0 },
      Contribution: { Amount: '10000.01', ContributionDate: '2025-06-01' },
    });
    expect(r).toMatchObject({ ok: false, Rule: 'sep-percent-of-compensation', Limit: '10000' });
    expect(!r.ok && r.Unchecked).toContain('DateOfBirth');
  });
});

describe('Coverdell rollovers (530(d)(5)): accepted until the beneficiary is 30, not stopped at 18', () => {
  const cov = (ContributionSource: 'Participant' | 'Rollover', BeneficiaryDateOfBirth: string, special = false) =>
    check({
      AccountTypeCode: 'coverdell-esa',
      Account: { BeneficiaryDateOfBirth, ...(special ? { BeneficiaryIsSpecialNeeds: true } : {}) },
      Owner: { OtherCoverdellContributions: 0 },
      Contribution: { Amount: 5000, ContributionDate: '2025-06-01', ContributionSource },
    });
  it('a rollover for a 20-year-old is accepted (and not held to 2,000); a regular contribution is not', () => {
    expect(cov('Rollover', '2005-01-01')).toMatchObject({ ok: true, CountsTowardCap: false });
    expect(cov('Participant', '2005-01-01')).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionYearNotAllowed',
      Rule: 'beneficiary-under-18',
    });
  });
  it('no rollover once the beneficiary is 30, unless special needs (530(b)(1) flush)', () => {
    expect(cov('Rollover', '1995-06-01')).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionYearNotAllowed',
      Rule: 'rollover-beneficiary-under-30',
    });
    expect(cov('Rollover', '1995-06-02').ok).toBe(true);
    expect(cov('Rollover', '1980-01-01', true).ok).toBe(true);
  });
});

describe('inputs are not mutated', () => {
  it('SIMPLE and SARSEP queries with the new facts come back unchanged', () => {
    const qs: ContributionQuery[] = [
      {
        AccountTypeCode: 'simple-ira',
        Account: { SimpleApplicableEmployer: 'Elected', SimpleEmployerContribution: 'Match' },
        Owner: { DateOfBirth: '1970-01-01', Compensation: '100000' },
        History: [{ Amount: '5000', ContributionSource: 'Participant', ContributionDate: '2025-02-01' }],
        Contribution: { Amount: '4000', ContributionDate: '2025-06-01', ContributionSource: 'Employer' },
      },
      {
        AccountTypeCode: 'sarsep-ira',
        Owner: { DateOfBirth: '1970-01-01', Compensation: '40000' },
        History: employerHistory('1000'),
        Contribution: { Amount: '12000', ContributionDate: '2025-06-01' },
      },
    ];
    const deepFreeze = (o: object): void => {
      Object.freeze(o);
      for (const v of Object.values(o)) if (v && typeof v === 'object') deepFreeze(v);
    };
    for (const q of qs) {
      const before = JSON.stringify(q);
      deepFreeze(q);
      check(q);
      expect(JSON.stringify(q)).toBe(before);
    }
  });
});
