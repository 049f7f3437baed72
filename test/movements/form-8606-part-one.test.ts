import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { form8606PartOne } from '../../src/index.js';

// form8606PartOne: Form 8606 Part I (Instructions for Form 8606, lines 1-15a; IRS Pub. 590-B,
// Worksheet 1-1) for a year with distributions, conversions, both or neither.

describe('Form 8606 Part I', () => {
  it('a distribution only: basis 2,000, year-end value 1,800, distribution 600 (line 10 .833333)', () => {
    const r = form8606PartOne({ PriorBasis: 2000, YearEndValue: 1800, Distributions: 600 });
    expect(r).toMatchObject({
      ok: true,
      Line3: '2000',
      Line9: '2400',
      Line10: '0.833333',
      Line12: '500',
      Line13: '500',
      Line14: '1500',
      Line15a: '100',
      Line18: '0',
    });
  });

  it('a distribution and a conversion share the ratio (lines 11 and 12), line 18 the taxable conversion', () => {
    // Line 3 = 6,000 + 0; line 9 = 44,000 + 5,000 + 1,000 = 50,000; ratio .12: line 11 600, line 12 120.
    const r = form8606PartOne({
      NondeductibleContributions: 6000,
      YearEndValue: 44000,
      Distributions: 1000,
      Conversions: 5000,
    });
    expect(r).toMatchObject({ Line10: '0.120000', Line11: '600', Line12: '120', Line14: '5280', Line15a: '880' });
    expect(r.ok && r.Line18).toBe('4400');
  });

  it('contributions made next year for this year stay out of this year’s ratio (line 4) and are carried', () => {
    const r = form8606PartOne({
      NondeductibleContributions: 7000,
      ContributionsMadeNextYear: 7000,
      PriorBasis: 0,
      YearEndValue: 0,
      Conversions: 7000,
    });
    expect(r).toMatchObject({ Line5: '0', Line10: '0.000000', Line11: '0', Line14: '7000', Line18: '7000' });
  });

  it('neither a distribution nor a conversion: lines 6-12 skipped, the basis carried', () => {
    expect(form8606PartOne({ NondeductibleContributions: 7000, PriorBasis: 3000, YearEndValue: 50000 })).toMatchObject({
      Line3: '10000',
      Line13: '0',
      Line14: '10000',
      Line15a: '0',
    });
  });

  it('bad input names the field; any input answers and never throws', () => {
    expect(form8606PartOne({ YearEndValue: 'lots' } as never)).toMatchObject({
      ok: false,
      Errors: [{ FieldName: 'YearEndValue', ErrorCode: 'Invalid' }],
    });
    // Line 6 is needed only with a distribution or a conversion (the form stops at line 3 without them).
    expect(form8606PartOne({ Distributions: 100 } as never)).toMatchObject({
      Errors: [{ FieldName: 'YearEndValue', ErrorCode: 'Required' }],
    });
    expect(form8606PartOne({} as never)).toMatchObject({ ok: true, Line14: '0' });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('PriorBasis', 'YearEndValue', 'Distributions', 'Conversions'), fc.anything()),
        (q) => {
          expect(typeof form8606PartOne(q as never).ok).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: the nontaxable lines never exceed the basis, and line 14 = line 3 - line 13', () => {
    const money = fc.integer({ min: 0, max: 10_000_000 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(money, money, money, money, money, (b1, b2, v, d, c) => {
        const r = form8606PartOne({
          NondeductibleContributions: b1,
          PriorBasis: b2,
          YearEndValue: v,
          Distributions: d,
          Conversions: c,
        });
        if (!r.ok) throw new Error(r.Message);
        expect(Number(r.Line13)).toBeLessThanOrEqual(Number(r.Line5) + 1e-9);
        expect(Number(r.Line14)).toBeCloseTo(Number(r.Line3) - Number(r.Line13), 6);
        expect(Number(r.Line15a)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
