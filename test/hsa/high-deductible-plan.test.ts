// hsaHighDeductiblePlan: 26 U.S.C. 223(c)(2)(A) with the Rev. Proc. figures of the plan year.
import { describe, expect, it } from 'vitest';
import { defaultCatalog as catalog, hsaHighDeductiblePlan } from '../../src/index.js';

describe('high deductible health plan (26 U.S.C. 223(c)(2)(A))', () => {
  it('Rev. Proc. 2024-25: for 2025 a self-only deductible of 1,650 qualifies and 1,649.99 does not', () => {
    expect(
      hsaHighDeductiblePlan(catalog, { PlanYear: 2025, CoverageTier: 'SelfOnly', AnnualDeductible: '1650' }),
    ).toMatchObject({
      ok: true,
      IsHighDeductiblePlan: true,
      MinimumDeductible: '1650',
      Unchecked: ['OutOfPocketMaximum'],
    });
    expect(
      hsaHighDeductiblePlan(catalog, { PlanYear: 2025, CoverageTier: 'SelfOnly', AnnualDeductible: '1649.99' }),
    ).toMatchObject({ IsHighDeductiblePlan: false });
  });

  it(
    'Rev. Proc. 2025-19: for 2026 a family plan needs a 3,400 deductible and out-of-pocket expenses of at ' +
      'most 17,000',
    () => {
      expect(
        hsaHighDeductiblePlan(catalog, {
          PlanYear: 2026,
          CoverageTier: 'Family',
          AnnualDeductible: 3400,
          OutOfPocketMaximum: 17000,
        }),
      ).toMatchObject({ IsHighDeductiblePlan: true, OutOfPocketMaximumLimit: '17000' });
      expect(
        hsaHighDeductiblePlan(catalog, {
          PlanYear: 2026,
          CoverageTier: 'Family',
          AnnualDeductible: 3400,
          OutOfPocketMaximum: 17000.01,
        }),
      ).toMatchObject({ IsHighDeductiblePlan: false });
    },
  );

  it('bad input is InvalidRequest', () => {
    expect(
      hsaHighDeductiblePlan(catalog, { PlanYear: 2026, CoverageTier: 'Both' as 'Family', AnnualDeductible: 'lots' }),
    ).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
  });
});
