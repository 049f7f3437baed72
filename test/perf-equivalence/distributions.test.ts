import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellKey, cellOf, compiledMatrix } from '../../src/core/distributions/decision-matrix.js';
import { amountByTenths, amountFor } from '../../src/core/distributions/required-distribution-amount.js';
import { tenthsText } from '../../src/core/distributions/tenths.js';
import { BENEFICIARY_CLASSES, defaultCatalog, ownerRequiredDistribution, parseAmount } from '../../src/index.js';
import { arbitraryAmount, arbitraryIsoDate } from '../../src/testing/index.js';

// Required distribution amounts in integer cents against the readable decimal.js amountFor
// (differential, 10,000 runs each): the primitive, then ownerRequiredDistribution as a whole.

const RUNS = { numRuns: 10_000 };

describe('amountByTenths equals amountFor (differential)', () => {
  it('the same text for every balance and divisor it answers; it answers up to 10^10 units', () => {
    // Balances just off a half cent of the quotient, where a rounding mistake would show.
    const nearHalf = fc
      .tuple(fc.integer({ min: 11, max: 1300 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: -2, max: 2 }))
      .map(([t, q, d]) => [Math.max(0, Math.floor(((2 * q + 1) * t) / 20) + d), t] as const);
    const any = fc.tuple(
      fc.oneof(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(0, 1, 5, 1e12)),
      fc.integer({ min: 1, max: 1300 }),
    );
    fc.assert(
      fc.property(fc.oneof(any, nearHalf), ([cents, tenths]) => {
        const fast = amountByTenths(cents, tenths);
        expect(fast).toBeDefined();
        const slow = amountFor(new Decimal(tenthsText(tenths)), new Decimal(cents).div(100)).toFixed(2);
        expect(fast).toBe(slow);
      }),
      RUNS,
    );
    expect(amountByTenths(1e12 + 1, 50)).toBeUndefined();
  });
});

describe('ownerRequiredDistribution: the amount in cents equals the decimal.js amount (differential)', () => {
  const balance = fc.oneof(
    arbitraryAmount({ min_minor: 0, max_minor: 5e11 }),
    arbitraryAmount({ min_minor: 0, max_minor: 5e11, form: 'number' }),
    fc.constantFrom('1.500', ' 12.50', '10000000000000', '9999999999999.99', -1, '1e3', 'abc'),
  );
  const query = fc.record({
    DateOfBirth: arbitraryIsoDate({ min: '1925-01-01', max: '1975-12-31' }),
    age: fc.integer({ min: 60, max: 110 }),
    PriorYearEndBalance: balance,
    AccountTypeCode: fc.constantFrom(undefined, 'traditional-ira', 'roth-ira', 'sep-ira', 'simple-ira'),
  });
  it('Amount is amountFor(Divisor, balance) and every other key is the no-balance answer, in the same order', () => {
    fc.assert(
      fc.property(query, ({ DateOfBirth, age, PriorYearEndBalance, AccountTypeCode }) => {
        const base = {
          DateOfBirth,
          Year: Number(DateOfBirth.slice(0, 4)) + age,
          ...(AccountTypeCode !== undefined ? { AccountTypeCode } : {}),
        };
        const got = ownerRequiredDistribution(defaultCatalog, { ...base, PriorYearEndBalance });
        const without = ownerRequiredDistribution(defaultCatalog, base);
        const parsed = parseAmount(PriorYearEndBalance, { minor_units: 2, allowZero: true });
        if (!parsed.ok) {
          expect(got.ok).toBe(false);
          return;
        }
        if (!without.ok) {
          expect(got).toEqual(without);
          return;
        }
        if (!got.ok) throw new Error(`refused a valid balance: ${got.Message}`);
        const { Amount, ...rest } = got;
        expect(JSON.stringify(rest)).toBe(JSON.stringify(without));
        if (without.Divisor === null) expect(Amount).toBeUndefined();
        else {
          expect(Object.keys(got).at(-1)).toBe('Amount');
          expect(Amount).toBe(amountFor(new Decimal(without.Divisor), parsed.value).toFixed(2));
        }
      }),
      RUNS,
    );
  });
});

describe('the decision matrix by regime and class equals the keyed cells (differential)', () => {
  it('cellOf(regime, class, rbd) is cells.get(cellKey(regime, class, rbd)) for every combination', () => {
    const m = compiledMatrix(defaultCatalog)!;
    fc.assert(
      fc.property(
        fc.constantFrom('PreSecureAct', 'SecureAct', 'Other'),
        fc.constantFrom(...BENEFICIARY_CLASSES, 'NotAClass'),
        fc.boolean(),
        (regime, cls, rbd) => {
          expect(cellOf(m, regime, cls, rbd)).toBe(m.cells.get(cellKey(regime, cls, rbd)));
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
