// The core rules the service reads Phase and growth-period distributions with (pure, no database):
// accountPhaseOn and distributionAllowed (src/core/decisions/rules), formerly server adapters.

import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountPhaseOn,
  type DistributionQuestion as DistributionFacts,
  defaultCatalog,
  distributionAllowed,
  ENTRY_TYPES,
  type EntryType,
  initialPhase,
  TRUMP_DISTRIBUTION_REASONS,
  trumpAccountPhase,
} from '../../src/index.js';

const trump = defaultCatalog.typeBySlug.get('trump-account')!;
const roth = defaultCatalog.typeBySlug.get('roth-ira')!;
const isoDate = (from: number, to: number) =>
  fc
    .integer({ min: Date.UTC(from, 0, 1) / 86_400_000, max: Date.UTC(to, 11, 31) / 86_400_000 })
    .map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));
const cents = fc.integer({ min: 0, max: 10_000_000 }).map((c) => new Decimal(c).div(100).toFixed());
const facts = (over: Partial<DistributionFacts>): DistributionFacts => ({
  type: trump,
  attributes: { BeneficiaryDateOfBirth: '2009-06-15' },
  today: '2026-09-01',
  entryType: 'Distribution',
  distributionReason: undefined,
  amount: '100',
  available: '100',
  pending: '0',
  ...over,
});

describe('accountPhaseOn', () => {
  it('trump-account: agrees with the opening phase of validateCreateAccount (initialPhase) on every date', () => {
    fc.assert(
      fc.property(isoDate(2000, 2040), isoDate(2000, 2060), (dob, today) => {
        const opening = initialPhase(trump, { BeneficiaryDateOfBirth: dob }, today);
        expect(accountPhaseOn(trump, { BeneficiaryDateOfBirth: dob }, 'Stored', today)).toBe(opening.Phase);
        const engine = trumpAccountPhase({ BeneficiaryDateOfBirth: dob, On: today });
        expect(engine.ok && engine.GrowthPeriodEnds).toBe(opening.GrowthPeriodEndsOn);
      }),
    );
  });
  it(
    'trump-account: GrowthPeriod through December 31 of the year the beneficiary turns 17 (26 U.S.C. ' +
      '530A(b)(1)(C))',
    () => {
      const attrs = { BeneficiaryDateOfBirth: '2009-06-15' };
      expect(accountPhaseOn(trump, attrs, 'GrowthPeriod', '2026-12-31')).toBe('GrowthPeriod');
      expect(accountPhaseOn(trump, attrs, 'GrowthPeriod', '2027-01-01')).toBe('PostGrowth');
    },
  );
  it('other types, unknown types and unreadable birth dates keep the stored phase', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Standard', 'InheritedDistribution', 'GrowthPeriod'),
        isoDate(2000, 2060),
        (stored, today) => {
          expect(accountPhaseOn(roth, { BeneficiaryDateOfBirth: '2009-06-15' }, stored, today)).toBe(stored);
          expect(accountPhaseOn(trump, {}, stored, today)).toBe(stored);
          expect(accountPhaseOn(trump, { BeneficiaryDateOfBirth: 'not a date' }, stored, today)).toBe(stored);
        },
      ),
    );
  });
});

describe('distributionAllowed (checkTrumpDistribution on the service clock)', () => {
  it('entries other than Distribution and Withdrawal, and other account types, are never refused here', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENTRY_TYPES), cents, cents, (entryType: EntryType, amount, available) => {
        const other = distributionAllowed(facts({ type: roth, entryType, amount, available }));
        expect(other.ok).toBe(true);
        if (entryType !== 'Distribution' && entryType !== 'Withdrawal')
          expect(distributionAllowed(facts({ entryType, amount, available })).ok).toBe(true);
      }),
    );
  });
  it('growth period: without a reason always DistributionNotPermitted, naming every permitted reason', () => {
    fc.assert(
      fc.property(cents, cents, isoDate(2026, 2026), (amount, available, today) => {
        const r = distributionAllowed(facts({ amount, available, today }));
        expect(r.ok).toBe(false);
        if (!r.ok) {
          expect(r.ErrorCode).toBe('DistributionNotPermitted');
          for (const reason of TRUMP_DISTRIBUTION_REASONS.filter((x) => x !== 'Other'))
            expect(r.Message).toContain(reason);
        }
      }),
    );
  });
  it(
    'growth period: a QualifiedRollover is permitted exactly when it moves the whole balance with nothing ' + 'pending',
    () => {
      fc.assert(
        fc.property(cents, cents, cents, fc.boolean(), (amount, available, pending, same) => {
          const a = same ? available : amount;
          const r = distributionAllowed(
            facts({ amount: a, available, pending, distributionReason: 'QualifiedRollover' }),
          );
          const whole = new Decimal(a).eq(available) && new Decimal(pending).isZero();
          expect(r.ok).toBe(whole);
          if (!r.ok) expect(r.ErrorCode).toBe('DistributionNotPermitted');
        }),
      );
    },
  );
  it('after the growth period every Distribution and Withdrawal is permitted, with or without a reason', () => {
    fc.assert(
      fc.property(
        isoDate(2027, 2090),
        fc.constantFrom(undefined, ...TRUMP_DISTRIBUTION_REASONS),
        fc.constantFrom<EntryType>('Distribution', 'Withdrawal'),
        cents,
        cents,
        (today, distributionReason, entryType, amount, available) => {
          const r = distributionAllowed(facts({ today, distributionReason, entryType, amount, available }));
          expect(r.ok && r.Phase).toBe('PostGrowth');
        },
      ),
    );
  });
  it('fails closed without a readable beneficiary birth date', () => {
    for (const attributes of [{}, { BeneficiaryDateOfBirth: 20090615 }, { BeneficiaryDateOfBirth: '2009-02-30' }]) {
      const r = distributionAllowed(facts({ attributes, today: '2040-01-01', distributionReason: 'Death' }));
      expect(!r.ok && r.ErrorCode).toBe('DistributionNotPermitted');
    }
  });
  it('does not mutate its input', () => {
    const input = facts({
      attributes: Object.freeze({ BeneficiaryDateOfBirth: '2009-06-15' }),
      distributionReason: 'QualifiedRollover',
    });
    const before = JSON.stringify(input);
    distributionAllowed(Object.freeze(input));
    expect(JSON.stringify(input)).toBe(before);
  });
});
