// traditionalIraDeduction: 26 U.S.C. 219(g) and the IRS Pub. 590-A Worksheet 1-2 arithmetic
// (reduce over the range, round up to the next $10, at least $200 while above zero).

import { describe, expect, it } from 'vitest';
import {
  defaultCatalog,
  defaultCatalogFiles,
  loadCatalog,
  type TraditionalIraDeductionQuery,
  traditionalIraDeduction,
} from '../../src/index.js';
import type { Over } from './helpers.js';

const run = (q: Over<TraditionalIraDeductionQuery>) =>
  traditionalIraDeduction(defaultCatalog, {
    TaxYear: 2025,
    Contributions: '7000',
    CoveredByWorkplacePlan: true,
    FilingStatus: 'Single',
    DateOfBirth: '1985-01-01',
    Compensation: '90000',
    RothIraContributions: '0',
    ...q,
  } as TraditionalIraDeductionQuery);

/** The default catalog with 2002 values prepended, for a worked example from the 2002 publication. */
function with2002(): ReturnType<typeof loadCatalog> {
  const files: Record<string, unknown> = { ...defaultCatalogFiles };
  const prepend = (name: string, value: string) => {
    const p = files[`parameters/${name}.json`] as { Values: { Year: number; Value: string; Source: string }[] };
    files[`parameters/${name}.json`] = {
      ...p,
      Values: [
        { Year: 2002, Value: value, Source: 'IRS Publication 590 (2002), Appendix B, Worksheet 2' },
        ...p.Values,
      ],
    };
  };
  prepend('ira_contribution_limit', '3000');
  prepend('ira_catch_up_age_50_plus', '500');
  prepend('traditional_ira_deduction_phaseout_covered_mfj_start', '54000');
  prepend('traditional_ira_deduction_phaseout_covered_mfj_end', '64000');
  return loadCatalog(files);
}

describe('traditional IRA deduction (26 U.S.C. 219(g); IRS Pub. 590-A Worksheet 1-2)', () => {
  it(
    'IRS Publication 590 (2002), Appendix B comprehensive example "John Black": deduction 1,600, the other ' +
      '1,900 not deductible',
    () => {
      // Married filing jointly, 65, wages 53,500, a 401(k) participant, contributed 3,500; modified AGI 59,450.
      // Worksheet 2: (64,000 - 59,450) x 35% = 1,592.50, rounded up to the next $10: 1,600.
      const r = traditionalIraDeduction(with2002(), {
        TaxYear: 2002,
        Contributions: '3500',
        CoveredByWorkplacePlan: true,
        FilingStatus: 'MarriedFilingJointly',
        ModifiedAgi: '59450',
        Compensation: '53500',
        DateOfBirth: '1937-01-01',
        RothIraContributions: '0',
      });
      expect(r).toMatchObject({
        ok: true,
        Limit: '3500',
        DeductionLimit: '1600',
        DeductibleAmount: '1600',
        NondeductibleAmount: '1900',
        ExcessAmount: '0',
        PhaseOut: { Range: 'ActiveParticipant', Start: '54000', End: '64000' },
      });
    },
  );

  it('rounds up to the next multiple of $10 (the worksheet: 611.40 becomes 620)', () => {
    // 2025 single, covered, MAGI 88,126.60: 7,000 x (89,000 - 88,126.60) / 10,000 = 611.38, rounded up to 620.
    expect(run({ ModifiedAgi: '88126.60' })).toMatchObject({
      ok: true,
      DeductionLimit: '620',
      DeductibleAmount: '620',
    });
  });

  it('enters $200 when the reduced amount is above zero but under $200, and nothing at the end of the range', () => {
    expect(run({ ModifiedAgi: '88900' })).toMatchObject({ DeductionLimit: '200', DeductibleAmount: '200' });
    expect(run({ ModifiedAgi: '89000' })).toMatchObject({
      DeductionLimit: '0',
      DeductibleAmount: '0',
      NondeductibleAmount: '7000',
    });
  });

  it('2025 single covered at MAGI 84,000: half of 7,000 (IR-2024-285 range 79,000-89,000)', () => {
    expect(run({ ModifiedAgi: '84000' })).toMatchObject({ DeductibleAmount: '3500', NondeductibleAmount: '3500' });
    expect(run({ ModifiedAgi: '79000' })).toMatchObject({ DeductibleAmount: '7000', PhaseOut: { Start: '79000' } });
  });

  it('2025 joint, covered: the 126,000-146,000 range over 20,000 (219(g)(3)(B)(i))', () => {
    expect(run({ FilingStatus: 'MarriedFilingJointly', ModifiedAgi: '136000' })).toMatchObject({
      DeductibleAmount: '3500',
    });
  });

  it(
    'not covered but the spouse is: the 236,000-246,000 range for 2025 and 242,000-252,000 for 2026 ' + '(219(g)(7))',
    () => {
      const spouse = {
        CoveredByWorkplacePlan: false,
        SpouseCoveredByWorkplacePlan: true,
        FilingStatus: 'MarriedFilingJointly',
      } as const;
      expect(run({ ...spouse, ModifiedAgi: '241000' })).toMatchObject({
        DeductibleAmount: '3500',
        PhaseOut: { Range: 'SpouseActiveParticipant', Start: '236000', End: '246000' },
      });
      expect(run({ ...spouse, TaxYear: 2026, Contributions: '7500', ModifiedAgi: '247000' })).toMatchObject({
        DeductibleAmount: '3750',
        PhaseOut: { Start: '242000', End: '252000' },
      });
    },
  );

  it('neither spouse covered: fully deductible at any income (219(g)(1))', () => {
    expect(
      run({
        CoveredByWorkplacePlan: false,
        SpouseCoveredByWorkplacePlan: false,
        FilingStatus: 'MarriedFilingJointly',
        ModifiedAgi: '900000',
      }),
    ).toMatchObject({ DeductibleAmount: '7000', PhaseOut: null });
    expect(run({ CoveredByWorkplacePlan: false, ModifiedAgi: '900000' })).toMatchObject({ DeductibleAmount: '7000' });
  });

  it('married filing separately: 0-10,000, unless the spouses lived apart all year (then single; 219(g)(4))', () => {
    expect(run({ FilingStatus: 'MarriedFilingSeparately', ModifiedAgi: '5000' })).toMatchObject({
      DeductibleAmount: '3500',
      PhaseOut: { Range: 'MarriedFilingSeparately' },
    });
    expect(
      run({ FilingStatus: 'MarriedFilingSeparately', LivedApartFromSpouseAllYear: true, ModifiedAgi: '5000' }),
    ).toMatchObject({
      DeductibleAmount: '7000',
    });
  });

  it('is never more than compensation, and contributions over the limit are an excess, not a deduction', () => {
    expect(run({ Compensation: '3000', Contributions: '3000', CoveredByWorkplacePlan: false })).toMatchObject({
      DeductibleAmount: '3000',
    });
    expect(run({ Contributions: '9000', CoveredByWorkplacePlan: false })).toMatchObject({
      DeductibleAmount: '7000',
      ExcessAmount: '2000',
      NondeductibleAmount: '0',
    });
    expect(run({ Contributions: '7000', RothIraContributions: '5000', CoveredByWorkplacePlan: false })).toMatchObject({
      DeductibleAmount: '2000',
      ExcessAmount: '5000',
    });
  });

  it('asks for the facts the answer depends on, and lists the ones it could do without', () => {
    expect(run({ ModifiedAgi: undefined })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
      Errors: [{ FieldName: 'ModifiedAgi', ErrorCode: 'Required' }],
    });
    expect(
      run({ CoveredByWorkplacePlan: false, FilingStatus: 'MarriedFilingJointly', ModifiedAgi: '1' }),
    ).toMatchObject({
      ok: false,
      Errors: [{ FieldName: 'SpouseCoveredByWorkplacePlan' }],
    });
    const r = run({
      CoveredByWorkplacePlan: false,
      Compensation: undefined,
      DateOfBirth: undefined,
      RothIraContributions: undefined,
    });
    expect(r).toMatchObject({ ok: true, Unchecked: ['DateOfBirth', 'Compensation', 'RothIraContributions'] });
  });

  it('never throws on malformed input', () => {
    for (const bad of [
      null,
      42,
      {},
      { TaxYear: 'x' },
      { TaxYear: 2025, Contributions: -1, CoveredByWorkplacePlan: 'yes' },
    ])
      expect(traditionalIraDeduction(defaultCatalog, bad as never).ok).toBe(false);
  });
});
