import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { READABLE } from '../../src/core/contributions/fast/fast-context.js';
import { reducedLimitCents } from '../../src/core/contributions/fast/fast-limits.js';
import { compiledParameterAt, compiledParameters } from '../../src/core/parameters/compiled-parameters.js';
import { catalogMinorUnits, minorUnitsText, readMinorUnits } from '../../src/core/shared/minor-units.js';
import { defaultCatalog, parameterValue, parseAmount, reducedLimit } from '../../src/index.js';

// The integer-cents primitives of the fast paths against the readable decimal.js ones
// (differential, 10,000 runs each): where a fast primitive answers, it gives the same value.

const RUNS = { numRuns: 10_000 };

/** Amount-like text: digits, a point, signs, spaces, exponents, in lengths that reach the bounds. */
const amountText = fc.oneof(
  fc.stringMatching(/^-?[0-9]{1,16}(\.[0-9]{1,19})?$/),
  fc.stringMatching(/^[ 0-9.e+-]{0,22}$/),
  fc.integer({ min: 0, max: 1e15 }).map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`),
  fc.constantFrom('10000000000000', '10000000000000.00', '10000000000000.01', '0', '0.0', '00', '1.', '.1', '1.500'),
);
const amountNumber = fc.oneof(
  fc.double({ noNaN: false }),
  fc.integer({ min: -10, max: 1e15 }).map((c) => c / 100),
  fc.constantFrom(0, -0, 1e13, 1e13 + 1, 1e-7, 12.345, 0.1 + 0.2),
);

describe('minor units equal decimal.js (differential)', () => {
  it('readMinorUnits answers only what parseAmount accepts, with the same value in cents', () => {
    fc.assert(
      fc.property(fc.oneof(amountText, amountNumber), (input) => {
        const fast = readMinorUnits(input);
        const slow = parseAmount(input, { minor_units: 2, allowZero: true });
        if (fast === undefined) return;
        expect(slow.ok).toBe(true);
        if (slow.ok) expect(new Decimal(fast).div(100).eq(slow.value)).toBe(true);
      }),
      RUNS,
    );
  });

  it('readMinorUnits takes every plain two-decimal amount (so the fast path is not starved)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), (c) => {
        const text = `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
        expect(readMinorUnits(text)).toBe(c);
        expect(readMinorUnits(Number(text))).toBe(c);
      }),
      RUNS,
    );
  });

  it('minorUnitsText writes what decimal.js toFixed() writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (c) => {
        expect(minorUnitsText(c)).toBe(new Decimal(c).div(100).toFixed());
      }),
      RUNS,
    );
  });

  it('catalogMinorUnits is exact or NaN for catalog decimal text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?(0|[1-9][0-9]{0,15})(\.[0-9]{1,10})?$/), (text) => {
        const c = catalogMinorUnits(text);
        if (Number.isNaN(c)) return;
        expect(new Decimal(c).div(100).eq(new Decimal(text))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('reducedLimitCents equals reducedLimit (differential)', () => {
  const cents = (max: number): fc.Arbitrary<number> =>
    fc.oneof(fc.integer({ min: 0, max }), fc.constantFrom(0, 1, 2, 99, 100, max));
  const rounding = fc.option(
    fc.record({
      UpToMultipleOf: fc.constantFrom('10', '1', '50', '0'),
      MinimumIfAboveZero: fc.constantFrom('200', '0', '1'),
    }),
    { nil: undefined },
  );
  it('same limit wherever the fast one answers; it answers for the catalog ranges', () => {
    let answered = 0;
    fc.assert(
      fc.property(
        cents(3_000_000),
        cents(30_000_000),
        cents(30_000_000),
        fc.integer({ min: -100, max: 3_000_000 }),
        rounding,
        (base, magi, start, widthish, r) => {
          const end = start + widthish;
          let fast: number | undefined;
          try {
            fast = reducedLimitCents(base, magi, start, end, r);
          } catch (e) {
            if (e !== READABLE) throw e;
            return;
          }
          answered++;
          const d = (c: number): Decimal => new Decimal(c).div(100);
          const slow = reducedLimit(d(base), d(magi), d(start), d(end), r);
          expect(minorUnitsText(fast)).toBe(slow.toFixed());
        },
      ),
      RUNS,
    );
    expect(answered).toBeGreaterThan(9_000);
  });
});

describe('compiledParameterAt equals parameterValue (differential)', () => {
  const cat = defaultCatalog;
  const names = [...cat.parameters.keys(), 'no_such_parameter'];
  it('same value, source and carried-forward flag; a miss exactly where parameterValue is not ok', () => {
    const compiled = compiledParameters(cat);
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.oneof(fc.integer({ min: 1890, max: 2210 }), fc.constantFrom(2024.5, Number.NaN)),
        (name, year) => {
          const p = compiled.get(name);
          const slow = parameterValue(cat, name, { Year: year });
          if (p?.dated) return; // EffectiveDate parameters are asked of parameterValue
          const fast = compiledParameterAt(p, year);
          if (!slow.ok) {
            expect(fast).toBeUndefined();
            return;
          }
          expect(fast).toBeDefined();
          expect(fast?.value).toBe(slow.Value);
          expect(fast?.source).toBe(slow.Source);
          expect(fast?.carriedForward).toBe(slow.CarriedForward);
          if (!Number.isNaN(fast?.cents)) expect(new Decimal(fast!.cents).div(100).eq(slow.Value)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
