import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultCatalog,
  distributionWithholding,
  type WithholdingQuery,
  type WithholdingResult,
} from '../../src/index.js';

const w = (q: Partial<WithholdingQuery>): WithholdingResult => {
  const r = distributionWithholding(defaultCatalog, {
    DistributionDate: '2025-06-02',
    Gross: 1000,
    Regime: 'Nonperiodic',
    ...q,
  });
  if (!r.ok) throw new Error(r.Message);
  return r;
};

describe('withholding on distributions (26 U.S.C. 3405)', () => {
  it('IRA default: 10 percent federal when the owner makes no election (3405(b)(1))', () => {
    const r = w({ Gross: '2500' });
    expect(r).toMatchObject({ FederalRatePercent: '10', FederalWithheld: '250', StateWithheld: '0', Net: '2250' });
    expect(r.Postings).toEqual([{ Account: 'FederalWithholdingPayable', Amount: '250' }]);
  });
  it('IRA election: 0 percent (W-4R) withholds nothing and posts nothing', () => {
    const r = w({ FederalElectionPercent: 0 });
    expect(r).toMatchObject({ FederalWithheld: '0', Net: '1000' });
    expect(r.Postings).toEqual([]);
  });
  it(
    'IRA election: any rate up to 100 percent replaces the default (22.5 percent of 1000.10 = 225.02, half ' + 'up)',
    () => {
      expect(w({ Gross: '1000.10', FederalElectionPercent: '22.5' })).toMatchObject({
        FederalWithheld: '225.02',
        Net: '775.08',
      });
      expect(w({ FederalElectionPercent: 100 })).toMatchObject({ FederalWithheld: '1000', Net: '0' });
    },
  );
  it('an election above 100 percent or with three decimals is refused', () => {
    expect(
      distributionWithholding(defaultCatalog, {
        DistributionDate: '2025-06-02',
        Gross: 10,
        Regime: 'Nonperiodic',
        FederalElectionPercent: 101,
      }).ok,
    ).toBe(false);
    expect(
      distributionWithholding(defaultCatalog, {
        DistributionDate: '2025-06-02',
        Gross: 10,
        Regime: 'Nonperiodic',
        FederalElectionPercent: '10.125',
      }).ok,
    ).toBe(false);
  });
  it(
    'plan eligible rollover distribution: 20 percent mandatory; a lower election is ignored, a higher one ' +
      'used (3405(c))',
    () => {
      expect(w({ Regime: 'EligibleRolloverDistribution' })).toMatchObject({
        FederalRatePercent: '20',
        FederalWithheld: '200',
        Net: '800',
      });
      expect(w({ Regime: 'EligibleRolloverDistribution', FederalElectionPercent: 0 }).FederalWithheld).toBe('200');
      expect(w({ Regime: 'EligibleRolloverDistribution', FederalElectionPercent: 30 }).FederalWithheld).toBe('300');
    },
  );
  it('a direct rollover withholds nothing (Regime None)', () => {
    expect(w({ Regime: 'None' })).toMatchObject({ FederalWithheld: '0', Net: '1000' });
  });
  it('state withholding: a percentage or an amount, posted to StateWithholdingPayable', () => {
    const r = w({ StateWithholdingPercent: '5' });
    expect(r).toMatchObject({ FederalWithheld: '100', StateWithheld: '50', Net: '850' });
    expect(r.Postings).toEqual([
      { Account: 'FederalWithholdingPayable', Amount: '100' },
      { Account: 'StateWithholdingPayable', Amount: '50' },
    ]);
    expect(w({ StateWithholdingAmount: '12.34' })).toMatchObject({ StateWithheld: '12.34', Net: '887.66' });
  });
  it('basis is not withheld on (3405(e)(1)(B)): NonTaxableAmount reduces the base', () => {
    expect(w({ Gross: 1000, NonTaxableAmount: 400 })).toMatchObject({
      WithholdingBase: '600',
      FederalWithheld: '60',
      Net: '940',
    });
  });
  it('withholding that would exceed the gross is refused', () => {
    expect(
      distributionWithholding(defaultCatalog, {
        DistributionDate: '2025-06-02',
        Gross: 100,
        Regime: 'Nonperiodic',
        FederalElectionPercent: 90,
        StateWithholdingAmount: 20,
      }),
    ).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
  });
  it('property: federal + state + net = gross exactly, to the cent, for every gross, election and state rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 1_500 }), { nil: undefined }),
        fc.constantFrom('Nonperiodic', 'EligibleRolloverDistribution', 'None') as fc.Arbitrary<
          WithholdingQuery['Regime']
        >,
        (grossCents, electionBp, stateBp, Regime) => {
          const Gross = new Decimal(grossCents).div(100).toFixed(2);
          const r = distributionWithholding(defaultCatalog, {
            DistributionDate: '2025-06-02',
            Gross,
            Regime,
            ...(electionBp !== undefined && Regime !== 'None'
              ? { FederalElectionPercent: new Decimal(electionBp).div(100).toFixed(2) }
              : {}),
            ...(stateBp !== undefined ? { StateWithholdingPercent: new Decimal(stateBp).div(100).toFixed(2) } : {}),
          });
          if (!r.ok) {
            // Only an over-withholding (federal + state above the gross) may be refused.
            expect(r.Message).toMatch(/exceed/);
            return;
          }
          const total = new Decimal(r.FederalWithheld).plus(r.StateWithheld).plus(r.Net);
          expect(total.eq(Gross)).toBe(true);
          for (const v of [r.FederalWithheld, r.StateWithheld, r.Net])
            expect(new Decimal(v).decimalPlaces()).toBeLessThanOrEqual(2);
          expect(new Decimal(r.Net).gte(0)).toBe(true);
          const posted = r.Postings.reduce((s, p) => s.plus(p.Amount), new Decimal(0));
          expect(posted.eq(new Decimal(r.FederalWithheld).plus(r.StateWithheld))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
  it('property: withholding never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        const r = distributionWithholding(defaultCatalog, {
          DistributionDate: a,
          Gross: b,
          Regime: c,
          FederalElectionPercent: b,
        } as never);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('the $200 floor on eligible rollover distributions (26 CFR 31.3405(c)-1 Q&A-14)', () => {
  const erd = (q: Partial<WithholdingQuery>) => w({ Regime: 'EligibleRolloverDistribution', ...q });
  it('Q&A-14: 199.99 alone is under $200: no 20 percent, and not the 10 percent either (3405(c)(1)(A))', () => {
    const r = erd({ Gross: '199.99' });
    expect(r).toMatchObject({ FederalRatePercent: '0', FederalWithheld: '0', Net: '199.99' });
    expect(r.Postings).toEqual([]);
    expect(r.Sources.join(' ')).toMatch(/31\.3405\(c\)-1 Q&A-14/);
  });
  it('Q&A-14: exactly 200, or 150 after 50 already paid in the year, reaches the floor: 20 percent', () => {
    expect(erd({ Gross: 200 })).toMatchObject({ FederalRatePercent: '20', FederalWithheld: '40' });
    expect(erd({ Gross: 150, PriorEligibleRolloverDistributionsInYear: '50' })).toMatchObject({
      FederalWithheld: '30',
      Net: '120',
    });
    expect(erd({ Gross: 150, PriorEligibleRolloverDistributionsInYear: '49.99' })).toMatchObject({
      FederalWithheld: '0',
    });
  });
  it("below the floor the payee's own W-4R request is withheld (10 percent of 100 = 10)", () => {
    expect(erd({ Gross: 100, FederalElectionPercent: 10 })).toMatchObject({ FederalWithheld: '10', Net: '90' });
  });
  it('the prior amount is read for an eligible rollover distribution only, and must be an amount', () => {
    const q = { DistributionDate: '2025-06-02', Gross: 100, PriorEligibleRolloverDistributionsInYear: 10 };
    expect(distributionWithholding(defaultCatalog, { ...q, Regime: 'Nonperiodic' }).ok).toBe(false);
    expect(
      distributionWithholding(defaultCatalog, {
        ...q,
        Regime: 'EligibleRolloverDistribution',
        PriorEligibleRolloverDistributionsInYear: '-1',
      }).ok,
    ).toBe(false);
  });
  it('before the final regulations (October 19, 1995) the floor is not applied: 20 percent of 100', () => {
    expect(erd({ DistributionDate: '1995-06-01', Gross: 100 })).toMatchObject({ FederalWithheld: '20' });
  });
});
