// SIMPLE IRA: deferrals share the 402(g) limit with the owner's other plans, and the SECURE 2.0
// sec. 116 additional non-elective contribution.
import { describe, expect, it } from 'vitest';
import {
  type ContributionQuery,
  defaultCatalog as catalog,
  checkContribution,
  parameterValue,
} from '../../src/index.js';

const SLUG = 'simple-ira';
const q = (over: Partial<ContributionQuery> & Pick<ContributionQuery, 'Contribution'>): ContributionQuery => ({
  AccountTypeCode: SLUG,
  ...over,
});

describe('SIMPLE deferrals and the 402(g) limit (26 U.S.C. 402(g)(1), 402(g)(3)(D))', () => {
  it(
    'IRS "Retirement topics - SIMPLE IRA contribution limits": all salary reductions to all plans are ' +
      'limited to 23,000 in 2024; the catalog holds 23,000 / 23,500 / 24,500',
    () => {
      const at = (Year: number) => {
        const r = parameterValue(catalog, 'elective_deferral_limit_402g', { Year });
        return r.ok ? r.Value : undefined;
      };
      expect([at(2024), at(2025), at(2026)]).toEqual(['23000', '23500', '24500']);
    },
  );

  it(
    'with 10,000 deferred to a 401(k) elsewhere in 2025, a 35-year-old may defer 13,500 to the SIMPLE IRA ' +
      '(23,500 - 10,000), not the SIMPLE limit of 16,500',
    () => {
      const base = {
        Account: { SimpleApplicableEmployer: 'No' as const },
        Owner: { DateOfBirth: '1990-01-01', OtherElectiveDeferrals: '10000' },
      };
      const ok = checkContribution(
        catalog,
        q({ ...base, Contribution: { Amount: '13500', ContributionDate: '2025-06-01' } }),
      );
      expect(ok.ok, JSON.stringify(ok)).toBe(true);
      expect(ok.Checks?.find((c) => c.Rule === 'simple-402g-shared-limit')).toMatchObject({
        Limit: '23500',
        ComparedWith: '23500',
        Passed: true,
      });
      const over = checkContribution(
        catalog,
        q({ ...base, Contribution: { Amount: '13500.01', ContributionDate: '2025-06-01' } }),
      );
      expect(over).toMatchObject({
        ok: false,
        ErrorCode: 'ContributionLimitExceeded',
        Rule: 'simple-402g-shared-limit',
        Remaining: '13500',
      });
    },
  );

  it('402(g)(1)(C): the SIMPLE catch-up raises the shared limit (age 55 in 2025: 23,500 + 3,500)', () => {
    const r = checkContribution(
      catalog,
      q({
        Account: { SimpleApplicableEmployer: 'No' },
        Owner: { DateOfBirth: '1970-03-01', OtherElectiveDeferrals: '7000' },
        Contribution: { Amount: '20000', ContributionDate: '2025-06-01' },
      }),
    );
    expect(r.ok).toBe(true);
    expect(r.Checks?.find((c) => c.Rule === 'simple-402g-shared-limit')?.Limit).toBe('27000');
  });

  it(
    'without OtherElectiveDeferrals the shared limit is checked on this account alone and the fact is listed ' +
      'in Unchecked',
    () => {
      const r = checkContribution(
        catalog,
        q({
          Account: { SimpleApplicableEmployer: 'No' },
          Contribution: { Amount: '100', ContributionDate: '2025-06-01' },
        }),
      );
      expect(r.ok).toBe(true);
      expect(r.Unchecked).toContain('OtherElectiveDeferrals');
    },
  );
});

describe('SECURE 2.0 sec. 116: additional non-elective employer contribution to a SIMPLE IRA', () => {
  const employer = (Amount: string, account: Record<string, unknown>, Compensation = '80000', date = '2025-06-01') =>
    checkContribution(
      catalog,
      q({
        Account: { SimpleEmployerContribution: 'NonElective', SimpleApplicableEmployer: 'No', ...account },
        Owner: { Compensation },
        Contribution: { Amount, ContributionSource: 'Employer', ContributionDate: date },
      }),
    );

  it(
    'the plan that makes it may add the lesser of 10 percent of compensation and 5,000 to the 2 percent ' +
      'non-elective: 1,600 + 5,000 on 80,000',
    () => {
      expect(employer('6600', { SimpleAdditionalNonElective: true })).toMatchObject({ ok: true });
      expect(employer('6600.01', { SimpleAdditionalNonElective: true })).toMatchObject({
        ok: false,
        ErrorCode: 'ContributionLimitExceeded',
        Limit: '6600',
      });
    },
  );

  it('10 percent binds below 50,000 of compensation: 2 percent of 30,000 (600) + 3,000', () => {
    expect(employer('3600', { SimpleAdditionalNonElective: true }, '30000')).toMatchObject({ ok: true });
    expect(employer('3600.01', { SimpleAdditionalNonElective: true }, '30000')).toMatchObject({
      ok: false,
      Limit: '3600',
    });
  });

  it(
    'a plan that does not make it: only the 2 percent; unstated and exceeded, the answer names ' +
      'SimpleAdditionalNonElective',
    () => {
      expect(employer('1600.01', { SimpleAdditionalNonElective: false })).toMatchObject({ ok: false, Limit: '1600' });
      const unstated = employer('1600.01', {});
      expect(unstated).toMatchObject({ ok: false, Limit: '1600' });
      expect(unstated.Unchecked).toContain('SimpleAdditionalNonElective');
      expect(employer('1600', {}).Unchecked ?? []).not.toContain('SimpleAdditionalNonElective');
    },
  );

  it('taxable years beginning after 2023 only: none for 2023', () => {
    expect(employer('1600.01', { SimpleAdditionalNonElective: true }, '80000', '2023-06-01')).toMatchObject({
      ok: false,
    });
  });

  it(
    'after 2024 the 5,000 is indexed; no adjusted figure is published in the catalog, so 2026 carries 5,000 ' +
      'forward and says so',
    () => {
      const r = employer('6600', { SimpleAdditionalNonElective: true }, '80000', '2026-06-01');
      expect(r.ok).toBe(true);
      expect(r.Checks?.find((c) => c.Rule === 'simple-employer-contribution')?.Note).toMatch(/carried forward/);
    },
  );
});
