import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalog as cat, isIsoDate, parseAmount } from '../../src/index.js';
import {
  addDays,
  arbitraryAmount,
  arbitraryAmountMinor,
  arbitraryDateAround,
  arbitraryIsoDate,
  arbitraryJson,
  catalogDateAnchors,
  minorToDecimalString,
} from '../../src/testing/index.js';
import { dayNumber, isoFromDayNumber } from '../../src/testing/primitives/day-number.js';

describe('money arbitraries are built from integer minor units', () => {
  it('minorToDecimalString: fixed cases', () => {
    expect(minorToDecimalString(0)).toBe('0.00');
    expect(minorToDecimalString(5)).toBe('0.05');
    expect(minorToDecimalString(-5)).toBe('-0.05');
    expect(minorToDecimalString(123456)).toBe('1234.56');
    expect(minorToDecimalString(700000)).toBe('7000.00');
    expect(minorToDecimalString(7, 0)).toBe('7');
    expect(minorToDecimalString(1, 4)).toBe('0.0001');
  });

  it('every amount (string or JSON number) parses back to exactly its minor units', () => {
    fc.assert(
      fc.property(
        arbitraryAmountMinor({ min_minor: 1, max_minor: 10 ** 13 }).chain((m) =>
          fc.tuple(fc.constant(m), arbitraryAmount({ min_minor: m, max_minor: m, form: 'either' })),
        ),
        ([m, a]) => {
          const r = parseAmount(a);
          expect(r.ok).toBe(true);
          if (r.ok) expect(r.value.mul(100).eq(new Decimal(m))).toBe(true);
        },
      ),
    );
  });

  it('bounds hold, and the bounds themselves come up', () => {
    const xs = fc.sample(arbitraryAmountMinor({ min_minor: 10, max_minor: 20 }), { numRuns: 500, seed: 1 });
    expect(Math.min(...xs)).toBe(10);
    expect(Math.max(...xs)).toBe(20);
    expect(() => arbitraryAmountMinor({ min_minor: 5, max_minor: 1 })).toThrow();
  });
});

describe('date arbitraries', () => {
  it('day numbers: fixed points (1970-01-01 is day 0; 2000-03-01 follows 2000-02-29)', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-03-01')! - dayNumber('2000-02-29')!).toBe(1);
    expect(dayNumber('2023-02-29')).toBeUndefined();
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('isoFromDayNumber and dayNumber are inverse over 1800..2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumber('1800-01-01')!, max: dayNumber('2200-12-31')! }), (n) => {
        const iso = isoFromDayNumber(n);
        expect(isIsoDate(iso)).toBe(true);
        expect(dayNumber(iso)).toBe(n);
      }),
    );
  });

  it('arbitraryIsoDate stays in its range; arbitraryDateAround stays within the radius of an anchor', () => {
    fc.assert(
      fc.property(arbitraryIsoDate({ min: '2024-02-27', max: '2024-03-02' }), (d) => {
        expect(d >= '2024-02-27' && d <= '2024-03-02').toBe(true);
      }),
    );
    const anchors = ['2025-04-15', '2026-12-31'];
    fc.assert(
      fc.property(arbitraryDateAround(anchors, { radius_days: 5 }), (d) => {
        expect(anchors.some((a) => Math.abs(dayNumber(a)! - dayNumber(d)!) <= 5)).toBe(true);
      }),
    );
  });

  it(
    'catalogDateAnchors reads dates from the catalog data (the SECURE Act boundary, the SARSEP cut-off) and ' +
      'adds April 15 and year ends',
    () => {
      const anchors = catalogDateAnchors(cat, { from: 2025, to: 2026 });
      expect(anchors).toEqual(
        expect.arrayContaining(['2020-01-01', '1996-12-31', '2025-04-15', '2026-12-31', '2026-01-01']),
      );
      for (const a of anchors) expect(isIsoDate(a)).toBe(true);
    },
  );
});

describe('arbitraryJson', () => {
  it('produces JSON values only (they survive a JSON round trip), including catalog-keyed objects', () => {
    const keyed = fc.sample(arbitraryJson(cat), { numRuns: 500, seed: 4 });
    for (const v of keyed)
      expect(JSON.parse(JSON.stringify(v) ?? 'null')).toEqual(v === undefined ? null : JSON.parse(JSON.stringify(v)));
    expect(keyed.some((v) => typeof v === 'object' && v !== null && 'AccountTypeCode' in v)).toBe(true);
    // "__proto__" stays an own data key, as JSON.parse makes it.
    expect(keyed.some((v) => typeof v === 'object' && v !== null && Object.hasOwn(v, '__proto__'))).toBe(true);
  });
});
