import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCatalog, excessContributionExcise } from '../../src/index.js';

// excessContributionExcise: 26 U.S.C. 4973 (6 percent of the excess contributions at the close of the
// year, at most 6 percent of the account's value then), as Form 5329 Parts III, IV, V and VII figure it.

const excise = (q: Record<string, unknown>) => excessContributionExcise(defaultCatalog, q as never);

describe('4973(a), (b): a traditional IRA (Form 5329, Part III)', () => {
  it('an excess of 1,000 left in at the close of 2024 costs 60 and is carried', () => {
    expect(
      excise({ Account: 'TraditionalIra', TaxYear: 2024, ExcessThisYear: 1000, YearEndValue: 20000 }),
    ).toMatchObject({
      ok: true,
      TotalExcess: '1000',
      TaxedAmount: '1000',
      RatePercent: '6',
      Excise: '60.00',
    });
  });

  it('the next year: 500 of unused limit absorbs half of it (4973(b)(2)(C)): 30', () => {
    const r = excise({
      Account: 'TraditionalIra',
      TaxYear: 2025,
      PriorYearExcess: 1000,
      UnusedContributionLimit: 500,
      YearEndValue: 25000,
    });
    expect(r).toMatchObject({ PriorExcessRemaining: '500', TotalExcess: '500', Excise: '30.00' });
  });

  it('the earlier excess withdrawn under 408(d)(5) or distributed into income leaves nothing to tax', () => {
    const withdrawn = { Account: 'TraditionalIra', TaxYear: 2025, PriorYearExcess: 1000, YearEndValue: 9000 };
    expect(excise({ ...withdrawn, PriorExcessWithdrawn: 1000 })).toMatchObject({ TotalExcess: '0', Excise: '0.00' });
    expect(excise({ ...withdrawn, Distributions: 400, PriorExcessWithdrawn: 100 })).toMatchObject({ Excise: '30.00' });
  });

  it('never more than 6 percent of the value at the close of the year (4973(a), last sentence)', () => {
    expect(
      excise({ Account: 'TraditionalIra', TaxYear: 2025, ExcessThisYear: 2000, YearEndValue: 1500 }),
    ).toMatchObject({
      TotalExcess: '2000',
      TaxedAmount: '1500',
      Excise: '90.00',
    });
  });
});

describe('4973(f), (e), (g): Roth IRA, Coverdell ESA, HSA (Form 5329, Parts IV, V, VII)', () => {
  it('a Roth IRA: any distribution of the year reduces the earlier excess', () => {
    const r = excise({
      Account: 'RothIra',
      TaxYear: 2025,
      PriorYearExcess: 2000,
      Distributions: 1500,
      ExcessThisYear: 300,
      YearEndValue: 40000,
    });
    expect(r).toMatchObject({ PriorExcessRemaining: '500', TotalExcess: '800', Excise: '48.00' });
  });

  it('a Coverdell ESA: an excess of 2,000 costs 120', () => {
    expect(excise({ Account: 'CoverdellEsa', TaxYear: 2025, ExcessThisYear: 2000, YearEndValue: 12000 })).toMatchObject(
      {
        Excise: '120.00',
      },
    );
  });

  it('an HSA: an excess of 850.50 costs 51.03', () => {
    expect(excise({ Account: 'Hsa', TaxYear: 2026, ExcessThisYear: '850.50', YearEndValue: 5000 })).toMatchObject({
      Excise: '51.03',
    });
  });

  it('a 408(d)(5) withdrawal is for a traditional IRA only', () => {
    expect(excise({ Account: 'Hsa', TaxYear: 2026, PriorExcessWithdrawn: 10, YearEndValue: 5000 })).toMatchObject({
      ok: false,
      Errors: [{ FieldName: 'PriorExcessWithdrawn', ErrorCode: 'NotForThisAccount' }],
    });
  });
});

describe('bad input and invariants', () => {
  it('a year before the kind of account existed is refused (Roth and Coverdell 1998, HSA 2004)', () => {
    expect(excise({ Account: 'RothIra', TaxYear: 1997, YearEndValue: 1 })).toMatchObject({
      Errors: [{ FieldName: 'TaxYear' }],
    });
    expect(excise({ Account: 'Hsa', TaxYear: 2003, YearEndValue: 1 })).toMatchObject({
      Errors: [{ FieldName: 'TaxYear' }],
    });
    expect(excise({ Account: 'Hsa', TaxYear: 2004, YearEndValue: 1 }).ok).toBe(true);
  });

  it('names the field; YearEndValue is required', () => {
    expect(excise({ Account: 'RothIra', TaxYear: 2025 })).toMatchObject({
      Errors: [{ FieldName: 'YearEndValue', ErrorCode: 'Required' }],
    });
    expect(excise({ Account: 'Pension', TaxYear: 1900, YearEndValue: 1 })).toMatchObject({
      Errors: [{ FieldName: 'Account' }, { FieldName: 'TaxYear' }],
    });
  });

  it('property: never throws; the excise is at most 6 percent of the value and of the total excess', () => {
    const money = fc.integer({ min: 0, max: 100_000_000 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(
        fc.constantFrom('TraditionalIra', 'RothIra', 'CoverdellEsa', 'Hsa'),
        money,
        money,
        money,
        money,
        money,
        (Account, PriorYearExcess, UnusedContributionLimit, Distributions, ExcessThisYear, YearEndValue) => {
          const r = excise({
            Account,
            TaxYear: 2025,
            PriorYearExcess,
            UnusedContributionLimit,
            Distributions,
            ExcessThisYear,
            YearEndValue,
          });
          if (!r.ok) throw new Error(r.Message);
          expect(Number(r.Excise)).toBeLessThanOrEqual(Number(YearEndValue) * 0.06 + 0.0051);
          expect(Number(r.Excise)).toBeLessThanOrEqual(Number(r.TotalExcess) * 0.06 + 0.0051);
          expect(Number(r.TotalExcess)).toBeGreaterThanOrEqual(Number(ExcessThisYear));
        },
      ),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (q) => {
        expect(typeof excise(q).ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});
