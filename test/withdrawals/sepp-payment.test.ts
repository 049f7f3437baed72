import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalog, type SeppPayment, substantiallyEqualPeriodicPayment } from '../../src/index.js';

// substantiallyEqualPeriodicPayment: the three methods of Rev. Rul. 2002-62 and Notice 2022-6 for a
// series of substantially equal periodic payments (26 U.S.C. 72(t)(2)(A)(iv)).

const pay = (q: Record<string, unknown>) => substantiallyEqualPeriodicPayment(defaultCatalog, q as never);
function ok(q: Record<string, unknown>): SeppPayment {
  const r = pay(q);
  if (!r.ok) throw new Error(`${r.ErrorCode}: ${r.Message}`);
  return r;
}
const dollars = (s: string) => Math.round(Number(s));

describe('IRS "Retirement Plans FAQs regarding Substantially Equal Periodic Payments", the example of Bob', () => {
  // Bob, age 50, IRA balance $400,000 on December 31, 2010, distributions from 2011 over his own life
  // expectancy; 120% of the federal mid-term rate assumed 2.98%. RMD method: $400,000 / 34.2 = $11,696,
  // then $408,304 / 33.3 = $12,261 for 2012. Fixed amortization: $18,811. Fixed annuitization: the age-50
  // annuity factor 21.345 (Rev. Rul. 2002-62 Appendix B mortality table, 2.98%): $400,000 / 21.345 = $18,740.
  const bob = { DateOfBirth: '1961-05-20', Year: 2011, AccountBalance: 400000, FederalMidTermRate120Percent: 2.98 };

  it('required minimum distribution method: 11,696 in 2011 and 12,261 in 2012 (Single Life, former table)', () => {
    const first = ok({ ...bob, Method: 'RequiredMinimumDistribution' });
    expect(first).toMatchObject({ AgeAttained: 50, LifeExpectancy: '34.2', AnnualPayment: '11695.91' });
    expect(dollars(first.AnnualPayment)).toBe(11696);
    const second = ok({ ...bob, Year: 2012, AccountBalance: 408304, Method: 'RequiredMinimumDistribution' });
    expect(second).toMatchObject({ AgeAttained: 51, LifeExpectancy: '33.3' });
    expect(dollars(second.AnnualPayment)).toBe(12261);
  });

  it('fixed amortization at 2.98 percent over 34.2 years: 18,811', () => {
    const r = ok({ ...bob, Method: 'FixedAmortization', InterestRatePercent: 2.98 });
    expect(dollars(r.AnnualPayment)).toBe(18811);
    expect(r).toMatchObject({ MaximumInterestRatePercent: '2.98', Unchecked: [] });
  });

  it('fixed annuitization with the annuity factor 21.345: 18,740', () => {
    const r = ok({ ...bob, Method: 'FixedAnnuitization', InterestRatePercent: 2.98, AnnuityFactor: 21.345 });
    expect(dollars(r.AnnualPayment)).toBe(18740);
    expect(r.LifeExpectancy).toBeNull();
  });

  it('Rev. Rul. 2002-62: a rate above 120 percent of the mid-term rate is refused', () => {
    const r = pay({ ...bob, Method: 'FixedAmortization', InterestRatePercent: 3 });
    expect(r).toMatchObject({ ok: false, Errors: [{ FieldName: 'InterestRatePercent', ErrorCode: 'OutOfRange' }] });
  });
});

describe('Notice 2022-6 (series from 2022)', () => {
  const from2024 = { DateOfBirth: '1974-03-01', Year: 2024, AccountBalance: 500000, Method: 'FixedAmortization' };

  it('the 2022 Single Life Table (36.2 at 50) and any rate up to 5 percent without the mid-term rate', () => {
    const r = ok({ ...from2024, InterestRatePercent: 5 });
    expect(r).toMatchObject({ LifeExpectancy: '36.2', Table: 'single-life-2022', Unchecked: [] });
    // 500,000 x 0.05 / (1 - 1.05^-36.2)
    const expected = (500000 * 0.05) / (1 - 1.05 ** -36.2);
    expect(Math.abs(Number(r.AnnualPayment) - expected)).toBeLessThan(0.01);
  });

  it('above 5 percent: the greater of 5 and 120 percent of the mid-term rate decides', () => {
    expect(ok({ ...from2024, InterestRatePercent: 5.5 }).Unchecked).toEqual(['FederalMidTermRate120Percent']);
    expect(pay({ ...from2024, InterestRatePercent: 5.5, FederalMidTermRate120Percent: 4.2 })).toMatchObject({
      ok: false,
      Errors: [{ FieldName: 'InterestRatePercent', ErrorCode: 'OutOfRange', Message: 'must be at most 5' }],
    });
    expect(ok({ ...from2024, InterestRatePercent: 5.5, FederalMidTermRate120Percent: 5.6 })).toMatchObject({
      MaximumInterestRatePercent: '5.6',
      Unchecked: [],
    });
  });

  it('the Uniform Lifetime Table below 72 is the extension of Notice 2022-6, Appendix A (48.5 at 50)', () => {
    const r = ok({ ...from2024, Method: 'RequiredMinimumDistribution', LifeExpectancyTable: 'UniformLifetime' });
    expect(r).toMatchObject({ LifeExpectancy: '48.5', Table: 'uniform-lifetime-notice-2022-6' });
    expect(r.AnnualPayment).toBe('10309.28');
  });

  it('a zero rate amortizes without interest', () => {
    expect(ok({ ...from2024, InterestRatePercent: 0 }).AnnualPayment).toBe('13812.15');
  });
});

describe('bad queries are refused with the field named, never thrown', () => {
  it('names what is missing or wrong', () => {
    const base = { DateOfBirth: '1974-03-01', Year: 2024, AccountBalance: 1000 };
    expect(pay({ ...base, Method: 'FixedAmortization' })).toMatchObject({
      Errors: [{ FieldName: 'InterestRatePercent', ErrorCode: 'Required' }],
    });
    expect(pay({ ...base, Method: 'FixedAnnuitization', InterestRatePercent: 3 })).toMatchObject({
      Errors: [{ FieldName: 'AnnuityFactor', ErrorCode: 'Required' }],
    });
    expect(pay({ ...base, Method: 'Guess' })).toMatchObject({ Errors: [{ FieldName: 'Method' }] });
    // Before Rev. Rul. 2002-62 (Notice 89-25) the methods differ: not answered.
    expect(pay({ ...base, Year: 2001, Method: 'RequiredMinimumDistribution' })).toMatchObject({
      Errors: [{ FieldName: 'Year' }],
    });
    expect(
      pay({ ...base, Year: 2011, Method: 'RequiredMinimumDistribution', LifeExpectancyTable: 'UniformLifetime' }),
    ).toMatchObject({ Errors: [{ FieldName: 'LifeExpectancyTable', ErrorCode: 'OutOfRange' }] });
  });

  it('property: any input answers ok or a Failure, never a throw', () => {
    fc.assert(
      fc.property(
        fc.record({
          Method: fc.oneof(
            fc.constantFrom('RequiredMinimumDistribution', 'FixedAmortization', 'FixedAnnuitization'),
            fc.anything(),
          ),
          DateOfBirth: fc.oneof(fc.constant('1970-01-01'), fc.anything()),
          Year: fc.oneof(fc.integer({ min: 1980, max: 2210 }), fc.anything()),
          AccountBalance: fc.oneof(fc.double(), fc.string(), fc.constant(1000)),
          InterestRatePercent: fc.oneof(fc.double(), fc.string(), fc.constant(undefined)),
          AnnuityFactor: fc.oneof(fc.double(), fc.string(), fc.constant(undefined)),
          FederalMidTermRate120Percent: fc.oneof(fc.double(), fc.constant(undefined)),
        }),
        (q) => {
          const r = pay(q);
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });
});
