import { describe, expect, it } from 'vitest';
import type { ContributionQuery } from '../../src/index.js';
import { check } from './helpers.js';

// 219(d)(1) before the SECURE Act (sec. 107): no traditional IRA contribution for the tax year in which
// the owner attains 70 1/2 or any later year, for tax years before 2020. 70 1/2 is attained six calendar
// months after the 70th birthday (IRS Pub. 590-A (2019), "Age 70 1/2 rule").

function traditional(taxYear: number, dateOfBirth: string | undefined, source = 'Participant' as const) {
  const q: ContributionQuery = {
    AccountTypeCode: 'traditional-ira',
    Owner: { Compensation: '50000', ...(dateOfBirth ? { DateOfBirth: dateOfBirth } : {}) },
    Contribution: {
      Amount: '1000',
      ContributionSource: source,
      TaxYear: taxYear,
      ContributionDate: `${taxYear}-06-01`,
    },
  };
  return check(q);
}

describe('age 70 1/2 bar on traditional IRA contributions (219(d)(1) before 2020)', () => {
  it('born 1949-06-30 attains 70 1/2 on 2019-12-30: no contribution for 2019', () => {
    expect(traditional(2019, '1949-06-30')).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionYearNotAllowed',
      Rule: 'age-70-and-a-half',
      ComparedWith: 'tax year 2019; 70 years 6 months attained 2019-12-30',
    });
  });

  it('born 1949-07-01 attains 70 1/2 on 2020-01-01: a 2019 contribution is accepted, with its row', () => {
    const r = traditional(2019, '1949-07-01');
    expect(r.ok).toBe(true);
    expect(r.Checks?.find((c) => c.Rule === 'age-70-and-a-half')).toMatchObject({ Passed: true });
  });

  it('any later year is barred too: born 1945-03-01 (70 1/2 in 2015) contributes nothing for 2019', () => {
    expect(traditional(2019, '1945-03-01')).toMatchObject({ ok: false, ErrorCode: 'ContributionYearNotAllowed' });
  });

  it('from 2020 the bar is gone: no row, and the same owner contributes for 2020', () => {
    const r = traditional(2020, '1940-03-01');
    expect(r.ok).toBe(true);
    expect(r.Checks?.some((c) => c.Rule === 'age-70-and-a-half')).toBe(false);
  });

  it('a rollover is not a regular contribution: accepted at any age', () => {
    expect(traditional(2019, '1940-03-01', 'Rollover' as 'Participant').ok).toBe(true);
  });

  it('without a date of birth a 2019 contribution is not refused, and the date is listed as unchecked', () => {
    const r = traditional(2019, undefined);
    expect(r.ok).toBe(true);
    expect(r.Unchecked).toContain('DateOfBirth');
  });

  it('a SEP IRA takes regular IRA contributions too, and the bar reaches them; an employer SEP one passes', () => {
    const sep = (source: 'Participant' | 'Employer') =>
      check({
        AccountTypeCode: 'sep-ira',
        Owner: { Compensation: '50000', DateOfBirth: '1945-03-01' },
        Contribution: { Amount: '1000', ContributionSource: source, TaxYear: 2019, ContributionDate: '2019-06-01' },
      });
    expect(sep('Participant')).toMatchObject({ ok: false, ErrorCode: 'ContributionYearNotAllowed' });
    expect(sep('Employer').ok).toBe(true);
  });
});
