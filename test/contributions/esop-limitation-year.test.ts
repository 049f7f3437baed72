import { describe, expect, it } from 'vitest';
import { checkContributionReadable } from '../../src/core/contributions/check-contribution.js';
import { checkContributionFast } from '../../src/core/contributions/fast/check-contribution-fast.js';
import { ContributionRulesSchema } from '../../src/core/contributions/schema.js';
import { type ContributionQuery, defaultCatalog } from '../../src/index.js';
import { check, limitOf } from './helpers.js';

// The ESOP's 415(c)(1)(A) dollar limit is the figure of the calendar year in which the limitation year (here the
// plan year) ends: 26 U.S.C. 415(d); 26 CFR 1.415(d)-1(b)(2). 2025: 70,000 (Notice 2024-80); 2026: 72,000
// (Notice 2025-67). The account's PlanYearStartDate tells a plan year ending in the next calendar year.
const CAP = 'esop-415c-annual-additions';

const esop = (
  Amount: number | string,
  PlanYearStartDate: string | undefined,
  ContributionSource: 'Employer' | 'Participant' | 'Rollover' = 'Employer',
  extra: Partial<ContributionQuery> = {},
): ContributionQuery => ({
  AccountTypeCode: 'employee-stock-ownership-plan',
  Account: { PlanYear: 2025, ...(PlanYearStartDate !== undefined ? { PlanYearStartDate } : {}) },
  Owner: { DateOfBirth: '1980-01-01', Compensation: 500000 },
  Contribution: { Amount, ContributionSource, PlanYear: 2025, ContributionDate: '2026-03-01' },
  ...extra,
});

/** The answer, after proving the fast path takes the query and agrees with the readable definition. */
function both(q: ContributionQuery) {
  const fast = checkContributionFast(defaultCatalog, q);
  expect(fast, 'the fast path answers').toBeDefined();
  expect(fast).toEqual(checkContributionReadable(defaultCatalog, q));
  return check(q);
}

describe('ESOP 415(c)(1)(A): the figure of the year the limitation year ends (PlanYearStartDate)', () => {
  it('a calendar plan year 2025 (January 1) keeps the 2025 figure, 70,000, with no note and nothing unchecked', () => {
    const ok = both(esop(70000, '2025-01-01'));
    expect(ok).toMatchObject({ ok: true, Unchecked: [] });
    expect(ok.Checks?.find((c) => c.Rule === CAP)).toEqual(
      expect.not.objectContaining({ Note: expect.anything() as unknown }),
    );
    expect(both(esop('70000.01', '2025-01-01'))).toMatchObject({ ok: false, Rule: CAP, Limit: '70000' });
    // Any year's January 1 says the same: only the month and day are read.
    expect(limitOf(both(esop(1, '2019-01-01')), CAP)).toBe('70000');
  });

  it('a July-June plan year 2025 (2025-07-01..2026-06-30) takes the 2026 figure, 72,000', () => {
    const ok = both(esop(72000, '2025-07-01'));
    expect(ok).toMatchObject({ ok: true, Unchecked: [] });
    const row = ok.Checks?.find((c) => c.Rule === CAP);
    expect(row).toMatchObject({ Limit: '72000', Parameter: 'defined_contribution_annual_additions_limit' });
    expect(row?.Note).toContain('ends in 2026');
    expect(both(esop('72000.01', '2025-07-01'))).toMatchObject({
      ok: false,
      ErrorCode: 'ContributionLimitExceeded',
      Rule: CAP,
      Limit: '72000',
      Remaining: '72000',
    });
    // Participant money is an annual addition too; any day but January 1 begins a plan year ending next year.
    expect(limitOf(both(esop(1, '2020-10-02', 'Participant')), CAP)).toBe('72000');
  });

  it('the plan year is summed as before: 2025 deposits of plan year 2025 and 2026 ones count together', () => {
    const History = [
      { Amount: 50000, ContributionSource: 'Employer' as const, PlanYear: 2025, ContributionDate: '2025-09-01' },
      { Amount: 9000, ContributionSource: 'Employer' as const, PlanYear: 2024, ContributionDate: '2025-03-01' },
    ];
    expect(both(esop(22000, '2025-07-01', 'Employer', { History }))).toMatchObject({ ok: true });
    expect(both(esop(22000.01, '2025-07-01', 'Employer', { History }))).toMatchObject({
      ok: false,
      ComparedWith: '72000.01',
      Remaining: '22000',
    });
  });

  it('without PlanYearStartDate: 70,000 as before, and PlanYearStartDate is listed in Unchecked', () => {
    const ok = both(esop(70000, undefined));
    expect(ok).toMatchObject({ ok: true, Unchecked: ['PlanYearStartDate'] });
    expect(ok.Checks?.find((c) => c.Rule === CAP)?.Note).toContain('PlanYearStartDate not given');
    expect(both(esop('70000.01', undefined))).toMatchObject({
      ok: false,
      Rule: CAP,
      Limit: '70000',
      Unchecked: ['PlanYearStartDate'],
    });
  });

  it('a rollover is not an annual addition: the cap does not run and asks for nothing', () => {
    expect(both(esop(500000, undefined, 'Rollover'))).toMatchObject({ ok: true, Unchecked: [], Checks: [] });
  });

  it('a plan year 2026 beginning in July reads 2027, the 2026 figure carried forward until the notice', () => {
    const q = esop(72000, '2025-07-01');
    const r = both({
      ...q,
      Account: { PlanYear: 2026, PlanYearStartDate: '2025-07-01' },
      Contribution: { ...q.Contribution, PlanYear: 2026, ContributionDate: '2026-08-01' },
    });
    expect(r.Checks?.find((c) => c.Rule === CAP)).toMatchObject({ Limit: '72000', CarriedForward: true });
  });

  it('a malformed PlanYearStartDate is refused by field (the readable path answers)', () => {
    for (const bad of ['2025-07-32', '07-01', 20250701]) {
      const q = { ...esop(1, undefined), Account: { PlanYear: 2025, PlanYearStartDate: bad } } as ContributionQuery;
      expect(checkContributionFast(defaultCatalog, q)).toBeUndefined();
      expect(check(q)).toMatchObject({
        ok: false,
        ErrorCode: 'InvalidRequest',
        Errors: [expect.objectContaining({ FieldName: 'PlanYearStartDate' })],
      });
    }
  });

  it('other PlanYear caps keep the figure of the year the plan year begins (health FSA, 125(i))', () => {
    const fsa = (PlanYearStartDate: string | undefined) =>
      both({
        AccountTypeCode: 'health-care-fsa',
        Account: { PlanYear: 2025, AnnualElection: 3300, ...(PlanYearStartDate ? { PlanYearStartDate } : {}) },
        Contribution: {
          Amount: 100,
          ContributionSource: 'Participant',
          PlanYear: 2025,
          ContributionDate: '2026-03-01',
        },
      });
    expect(limitOf(fsa('2025-07-01'), 'health-fsa-salary-reduction-limit')).toBe(
      limitOf(fsa(undefined), 'health-fsa-salary-reduction-limit'),
    );
    expect(fsa(undefined).Unchecked).not.toContain('PlanYearStartDate');
  });

  it('the catalog takes ParameterYear only on a PlanYear cap', () => {
    const esopRules = defaultCatalog.typeBySlug.get('employee-stock-ownership-plan')?.ContributionRules as {
      Checks: Record<string, unknown>[];
    };
    const rules = (Period: string) => ({
      ...esopRules,
      Checks: esopRules.Checks.map((c) => (c['Id'] === CAP ? { ...c, Period } : c)),
    });
    expect(ContributionRulesSchema.safeParse(rules('PlanYear')).success).toBe(true);
    const bad = ContributionRulesSchema.safeParse(rules('TaxYear'));
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toContain('ParameterYear applies only to a PlanYear cap');
  });
});
