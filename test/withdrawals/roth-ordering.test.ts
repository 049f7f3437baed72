import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultCatalog,
  type RothDistributionQuery,
  type RothDistributionResult,
  rothDistribution,
} from '../../src/index.js';
import { treat } from './helpers.js';

const roth = (q: RothDistributionQuery): RothDistributionResult => {
  const r = rothDistribution(defaultCatalog, q);
  if (!r.ok) throw new Error(r.Message);
  return r;
};
const layers = (r: RothDistributionResult) =>
  r.Layers.map((l) => [l.Layer, l.Year ?? null, l.Amount, l.Taxable, l.SubjectToAdditionalTax]);

describe('Roth IRA ordering rules (26 U.S.C. 408A(d)(4)(B); 26 CFR 1.408A-6 Q&A-8)', () => {
  it(
    'IRS Publication 590-B, "Ordering Rules for Distributions", example: $80,000 converted ($20,000 basis), ' +
      'then a $4,000 regular contribution, then $7,000 taken at 60: $4,000 contributions and $3,000 of the ' +
      'conversion, nothing income',
    () => {
      const r = roth({
        DistributionDate: '2020-11-07',
        Amount: 7000,
        OwnerDateOfBirth: '1960-01-01',
        FirstContributionTaxYear: 2019,
        RegularContributions: 4000,
        Conversions: [{ Year: 2019, Amount: 80000, TaxablePart: 60000 }],
        PriorDistributions: 0,
      });
      expect(r.Qualified).toBe('No'); // the five-year period (2019-2023) is not over
      expect(layers(r)).toEqual([
        ['RegularContributions', null, '4000', false, false],
        ['ConversionTaxablePart', 2019, '3000', false, false],
      ]);
      expect(r.TaxableAmount).toBe('0');
      expect(r.AdditionalTaxBase).toBe('0'); // 60: no additional tax
    },
  );

  // Two conversions (constructed from the rule; see docs/decisions/41-money-out-rules.md): owner
  // born 1985, first Roth contribution 2019 ($6,000 regular), conversions in 2020 ($10,000, of
  // which $8,000 taxable) and 2023 ($20,000, all taxable).
  const history = {
    OwnerDateOfBirth: '1985-05-01',
    FirstContributionTaxYear: 2019,
    RegularContributions: '6000',
    Conversions: [
      { Year: 2023, Amount: '20000', TaxablePart: '20000' },
      { Year: 2020, Amount: '10000', TaxablePart: '8000' },
    ],
  } as const;

  it(
    'two conversions, first distribution of $25,000 in 2025 at 40: contributions, then 2020 (taxable part ' +
      'first, its five years over), then 2023 (within five years: $9,000 subject to 10 percent)',
    () => {
      const r = roth({ ...history, DistributionDate: '2025-08-01', Amount: 25000, PriorDistributions: 0 });
      expect(r.Qualified).toBe('No');
      expect(r.FiveYearPeriodMet).toBe(true);
      expect(layers(r)).toEqual([
        ['RegularContributions', null, '6000', false, false],
        ['ConversionTaxablePart', 2020, '8000', false, false],
        ['ConversionNontaxablePart', 2020, '2000', false, false],
        ['ConversionTaxablePart', 2023, '9000', false, true],
      ]);
      expect(r.TaxableAmount).toBe('0');
      expect(r.AdditionalTaxBase).toBe('9000');
    },
  );
  it(
    'two conversions, a second $15,000 the same year: the rest of the 2023 conversion ($11,000, subject), ' +
      'then $4,000 of earnings (income and subject)',
    () => {
      const r = roth({ ...history, DistributionDate: '2025-10-01', Amount: 15000, PriorDistributions: 25000 });
      expect(layers(r)).toEqual([
        ['ConversionTaxablePart', 2023, '11000', false, true],
        ['Earnings', null, '4000', true, true],
      ]);
      expect(r.TaxableAmount).toBe('4000');
      expect(r.AdditionalTaxBase).toBe('15000');
    },
  );
  it('the same history through distributionTreatment: code J, 10 percent of the subject amounts', () => {
    const t = treat({
      AccountTypeCode: 'roth-ira',
      DistributionDate: '2025-10-01',
      Amount: 15000,
      OwnerDateOfBirth: history.OwnerDateOfBirth,
      Roth: { ...history, PriorDistributions: 25000 },
    });
    expect(t.DistributionCodes).toEqual(['J']);
    expect(t.TaxableAmount).toBe('4000');
    expect(t.AdditionalTax).toMatchObject({ Status: 'Applies', SubjectAmount: '15000', Amount: '1500' });
  });
  it('in 2028 the 2023 conversion is past its five years: only earnings are subject', () => {
    const r = roth({ ...history, DistributionDate: '2028-02-01', Amount: 40000, PriorDistributions: 0 });
    expect(r.AdditionalTaxBase).toBe('4000');
    expect(r.TaxableAmount).toBe('4000');
  });
  it('qualified at 59 1/2 after the five-year period (408A(d)(2)): nothing is income, whatever the layers', () => {
    const r = roth({
      ...history,
      OwnerDateOfBirth: '1960-01-01',
      DistributionDate: '2025-08-01',
      Amount: 40000,
      PriorDistributions: 0,
    });
    expect(r.Qualified).toBe('Yes');
    expect(r.TaxableAmount).toBe('0');
    expect(r.AdditionalTaxBase).toBe('0');
  });
  it('first home: qualified up to the $10,000 lifetime amount once the five-year period is met', () => {
    const r = roth({
      ...history,
      Circumstance: 'FirstHome',
      PriorFirstHomeAmount: 0,
      DistributionDate: '2025-08-01',
      Amount: 40000,
      PriorDistributions: 0,
    });
    expect(r.Qualified).toBe('No'); // more than the $10,000 left
    const ok = roth({
      ...history,
      Circumstance: 'FirstHome',
      PriorFirstHomeAmount: 0,
      DistributionDate: '2025-08-01',
      Amount: 9000,
      PriorDistributions: 0,
    });
    expect(ok.Qualified).toBe('Yes');
  });
  it('facts not given: the qualification and the taxable part are Unchecked, never assumed', () => {
    const r = roth({ DistributionDate: '2025-08-01', Amount: 1000 });
    expect(r.Qualified).toBe('Unchecked');
    expect(r.TaxableAmount).toBeNull();
    expect(r.Unchecked).toEqual(
      expect.arrayContaining([
        'OwnerDateOfBirth',
        'FirstContributionTaxYear',
        'RegularContributions',
        'Conversions',
        'PriorDistributions',
      ]),
    );
  });
  it('property: the layers of a distribution add up to it exactly, taxable never exceeds the amount', () => {
    const cents = fc.integer({ min: 0, max: 5_000_000 }).map((n) => new Decimal(n).div(100).toFixed(2));
    fc.assert(
      fc.property(
        cents,
        fc.array(fc.tuple(fc.integer({ min: 1998, max: 2025 }), cents, fc.integer({ min: 0, max: 100 })), {
          maxLength: 6,
        }),
        cents,
        fc.integer({ min: 1, max: 10_000_000 }),
        (regular, convs, prior, amountCents) => {
          const amount = new Decimal(amountCents).div(100);
          const r = roth({
            DistributionDate: '2025-12-31',
            Amount: amount.toFixed(2),
            OwnerDateOfBirth: '1980-01-01',
            FirstContributionTaxYear: 1998,
            RegularContributions: regular,
            Conversions: convs.map(([Year, a, pct]) => ({
              Year,
              Amount: a,
              TaxablePart: new Decimal(a).times(pct).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2),
            })),
            PriorDistributions: prior,
          });
          const sum = r.Layers.reduce((s, l) => s.plus(l.Amount), new Decimal(0));
          expect(sum.eq(amount)).toBe(true);
          expect(new Decimal(r.TaxableAmount!).lte(amount)).toBe(true);
          expect(new Decimal(r.AdditionalTaxBase!).lte(amount)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
