import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DISTRIBUTION_REASONS,
  DISTRIBUTION_TREATMENTS,
  defaultCatalog,
  distributionTreatment,
  EARLY_DISTRIBUTION_EXCEPTIONS,
  requiredDistributionStatus,
  rothDistribution,
} from '../../src/index.js';

const slugs = defaultCatalog.types.map((t) => t.Slug);
const date = fc
  .tuple(fc.integer({ min: 1930, max: 2060 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

describe('properties of the treatment rules', () => {
  it('distributionTreatment never throws on arbitrary input (a result or a Failure)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), fc.anything(), (a, b, c, d, e) => {
        const r = distributionTreatment(defaultCatalog, {
          AccountTypeCode: a,
          DistributionReason: b,
          DistributionDate: c,
          Amount: d,
          OwnerDateOfBirth: e,
          Roth: e,
          ExceptionFacts: d,
        } as never);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
  it('on well-formed input of every type, reason and exception: never throws; a result keeps its invariants', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...slugs),
        fc.constantFrom(...DISTRIBUTION_REASONS),
        date,
        fc.integer({ min: 1, max: 100_000_000 }),
        maybe(date),
        maybe(fc.constantFrom(...EARLY_DISTRIBUTION_EXCEPTIONS)),
        maybe(date),
        fc.record(
          {
            QualifyingAmount: fc.integer({ min: 0, max: 100_000 }),
            PriorExceptedAmount: fc.integer({ min: 0, max: 30_000 }),
            EventDate: date,
            AccountBalance: fc.integer({ min: 0, max: 1_000_000 }),
            PhysicianCertification: fc.boolean(),
            DisasterDistributionPeriodEnds: date,
            SeparationFromServiceYear: fc.integer({ min: 1990, max: 2060 }),
            SeppStartDate: date,
            SeppModified: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        (slug, reason, on, cents, dob, exception, simpleStart, facts) => {
          const amount = new Decimal(cents).div(100).toFixed(2);
          const r = distributionTreatment(defaultCatalog, {
            AccountTypeCode: slug,
            DistributionReason: reason,
            DistributionDate: on,
            Amount: amount,
            ...(dob !== undefined ? { OwnerDateOfBirth: dob } : {}),
            ...(exception !== undefined ? { EarlyDistributionException: exception } : {}),
            ...(simpleStart !== undefined ? { SimpleIraParticipationStartDate: simpleStart } : {}),
            ExceptionFacts: facts,
            ExcessContributionDepositDate: on,
            NetIncomeAttributable: '1.00',
            RecharacterizedContributionYear: Number(on.slice(0, 4)),
            Roth: {
              FirstContributionTaxYear: 2000,
              RegularContributions: '100',
              Conversions: [],
              PriorDistributions: '0',
            },
          });
          if (!r.ok) return;
          expect(DISTRIBUTION_TREATMENTS).toContain(r.Treatment);
          const t = r.AdditionalTax;
          if (t.ExceptedAmount !== null && t.SubjectAmount !== null && t.Status !== 'DoesNotApply') {
            expect(new Decimal(t.ExceptedAmount).plus(t.SubjectAmount).lte(amount)).toBe(true);
          }
          if (t.Status === 'Applies') expect(new Decimal(t.SubjectAmount ?? '1').gt(0)).toBe(true);
          if (r.TaxableAmount !== null) expect(new Decimal(r.TaxableAmount).lte(amount)).toBe(true);
          if (r.DistributionCodes?.includes('Q') || r.DistributionCodes?.includes('T'))
            expect(r.DistributionCodes).toHaveLength(1);
        },
      ),
      { numRuns: 1500 },
    );
  });
  it('rothDistribution and requiredDistributionStatus never throw on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.integer(), (a, b, y) => {
        expect(typeof rothDistribution(defaultCatalog, a as never).ok).toBe('boolean');
        expect(typeof requiredDistributionStatus(defaultCatalog, { Accounts: [a, b] } as never, y).ok).toBe('boolean');
        expect(typeof requiredDistributionStatus(defaultCatalog, a as never, y).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});
