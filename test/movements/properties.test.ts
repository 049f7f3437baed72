// Properties of the movement rules (fast-check): they never throw, a refusal always names its
// rule and source, a conversion's taxable part stays within the amount, net income never takes
// more than the contribution, and the one-rollover-per-year window is exactly one year.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/core/shared/money.js';
import {
  defaultCatalog as catalog,
  checkRecharacterization,
  checkRollover,
  checkRothConversion,
  checkTransfer,
  form8606Conversion,
  type MovementAccount,
  netIncomeAttributable,
  oneRolloverPerYear,
  traditionalIraDeduction,
} from '../../src/index.js';
import { addDays, addYears, arbitraryAmount, arbitraryIsoDate, arbitraryJson } from '../../src/testing/index.js';

const RUNS = { numRuns: 300 };
const slugs = catalog.types.map((t) => t.Slug);
/** Mostly types that take part in movements, sometimes any type or an unknown one. */
const moving = catalog.types.filter((t) => t.MovementRules).map((t) => t.Slug);
const typeCode = fc.oneof(
  { arbitrary: fc.constantFrom(...moving), weight: 6 },
  { arbitrary: fc.constantFrom(...slugs, 'no-such-type'), weight: 1 },
);
const date = arbitraryIsoDate({ min: '2015-01-01', max: '2030-12-31' });
const amount = arbitraryAmount({ min_minor: 1, max_minor: 50_000_000 });
const owner = fc.oneof({ arbitrary: fc.constant('ann'), weight: 6 }, { arbitrary: fc.constant('bob'), weight: 1 });
const anAccount: fc.Arbitrary<MovementAccount> = fc.record(
  {
    AccountId: fc.constantFrom('a1', 'a2', 'a3'),
    AccountTypeCode: typeCode,
    OwnerId: owner,
    DecedentId: fc.constantFrom('carl', 'dora'),
    SimpleFirstParticipationDate: date,
  },
  { requiredKeys: ['AccountId', 'AccountTypeCode', 'OwnerId'] },
);
const history = fc.array(
  fc.record({
    Kind: fc.constantFrom(
      'TrusteeTransfer',
      'DirectRollover',
      'IndirectRollover',
      'RothConversion',
      'Recharacterization',
    ),
    FromAccountTypeCode: fc.constantFrom(...moving),
    ToAccountTypeCode: fc.constantFrom(...moving),
    DistributionDate: date,
  }),
  { maxLength: 6 },
);

/** Every answer is either allowed, or refused with a code, a message, and (for a rule) the rule and its source. */
function explained(r: { ok: boolean } & Record<string, unknown>): void {
  expect(typeof r.ok).toBe('boolean');
  expect(() => JSON.stringify(r)).not.toThrow();
  if (!r.ok) {
    expect(typeof r['ErrorCode']).toBe('string');
    expect(typeof r['Message']).toBe('string');
    if (r['ErrorCode'] !== 'InvalidRequest' && r['ErrorCode'] !== 'UnknownAccountType') {
      expect(typeof r['Rule']).toBe('string');
      expect(String(r['Source']).length).toBeGreaterThan(3);
    }
  } else expect(Array.isArray(r['Reasons'])).toBe(true);
}

describe('movement rules never throw and always explain themselves', () => {
  const fns = {
    checkTransfer: (x: unknown) => checkTransfer(catalog, x as never),
    checkRollover: (x: unknown) => checkRollover(catalog, x as never),
    checkRothConversion: (x: unknown) => checkRothConversion(catalog, x as never),
    checkRecharacterization: (x: unknown) => checkRecharacterization(catalog, x as never),
    traditionalIraDeduction: (x: unknown) => traditionalIraDeduction(catalog, x as never),
    netIncomeAttributable: (x: unknown) => netIncomeAttributable(x as never),
  };
  for (const [name, fn] of Object.entries(fns))
    it(`${name} on arbitrary JSON`, () => {
      fc.assert(
        fc.property(arbitraryJson(catalog), (x) => {
          explained(fn(x) as never);
        }),
        RUNS,
      );
    });

  it('checkTransfer on well-formed facts of any two types', () => {
    fc.assert(
      fc.property(anAccount, anAccount, date, fc.boolean(), (From, To, TransferDate, spouse) => {
        explained(checkTransfer(catalog, { From, To, TransferDate, BeneficiaryIsSurvivingSpouse: spouse }) as never);
      }),
      RUNS,
    );
  });

  it(
    'checkRollover on well-formed facts; an allowed rollover is within the distribution and never counts a ' +
      'direct one',
    () => {
      fc.assert(
        fc.property(
          anAccount,
          anAccount,
          fc.constantFrom('Direct', 'Indirect') as fc.Arbitrary<'Direct' | 'Indirect'>,
          amount,
          date,
          fc.integer({ min: 0, max: 90 }),
          history,
          fc.option(amount, { nil: undefined }),
          (From, To, Method, Amount, DistributionDate, days, History, rmd) => {
            const RolloverDate = addDays(DistributionDate, days);
            const r = checkRollover(catalog, {
              From,
              To,
              Method,
              Amount,
              DistributionDate,
              RolloverDate,
              History,
              ...(rmd === undefined ? {} : { RequiredDistributionRemaining: rmd }),
            });
            explained(r as never);
            if (r.ok) {
              expect(new Decimal(r.Amount).eq(new Decimal(Amount))).toBe(true);
              if (Method === 'Direct') expect(r.CountsTowardOneRolloverPerYear).toBe(false);
              expect(r.CountsTowardCap).toBe(false);
            }
          },
        ),
        RUNS,
      );
    },
  );

  it('checkRecharacterization on well-formed facts', () => {
    fc.assert(
      fc.property(anAccount, anAccount, amount, date, date, amount, amount, (From, To, a, d1, d2, open, close) => {
        const r = checkRecharacterization(catalog, {
          From,
          To,
          Contribution: { Kind: 'Regular', Amount: a, ContributionDate: d1, TaxYear: Number(d1.slice(0, 4)) },
          RecharacterizationDate: d2,
          AdjustedOpeningBalance: open,
          AdjustedClosingBalance: close,
        });
        explained(r as never);
        if (r.ok) expect(new Decimal(r.TransferAmount).gte(0)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('a Roth conversion: the taxable part is never negative and never more than the amount', () => {
  it('for any Form 8606 facts', () => {
    const basis = arbitraryAmount({ min_minor: 0, max_minor: 100_000_000 });
    fc.assert(
      fc.property(amount, basis, basis, basis, basis, basis, basis, (Amount, nd, prior, later, value, dist, other) => {
        const conversions = new Decimal(Amount).plus(other).toFixed(2);
        const r = checkRothConversion(catalog, {
          From: { AccountId: 't', AccountTypeCode: 'traditional-ira', OwnerId: 'ann' },
          To: { AccountId: 'r', AccountTypeCode: 'roth-ira', OwnerId: 'ann' },
          Amount,
          ConversionDate: '2025-06-02',
          Owner: { DateOfBirth: '1980-01-01' },
          Basis: {
            NondeductibleContributions: nd,
            PriorBasis: prior,
            ContributionsMadeNextYear: Decimal.min(later, nd).toFixed(2),
            YearEndValue: value,
            Distributions: dist,
            Conversions: conversions,
          },
        });
        if (!r.ok) throw new Error(r.Message);
        const taxable = new Decimal(r.TaxableAmount);
        expect(taxable.gte(0)).toBe(true);
        expect(taxable.lte(new Decimal(Amount))).toBe(true);
        expect(taxable.plus(r.NontaxableAmount).eq(new Decimal(Amount))).toBe(true);
        // The nontaxable lines never pass the basis: the basis carried is at least line 4.
        const lines = r.Form8606!;
        expect(new Decimal(lines.Line13).lte(Decimal.max(0, new Decimal(lines.Line5)))).toBe(true);
      }),
      RUNS,
    );
  });

  it('form8606Conversion: line 18 is within line 8', () => {
    const d = arbitraryAmount({ min_minor: 0, max_minor: 100_000_000 }).map((s) => new Decimal(s));
    fc.assert(
      fc.property(d, d, d, d, amount, (nd, prior, value, dist, conv) => {
        const l = form8606Conversion({
          NondeductibleContributions: nd,
          PriorBasis: prior,
          ContributionsMadeNextYear: new Decimal(0),
          YearEndValue: value,
          Distributions: dist,
          Conversions: new Decimal(conv),
        });
        expect(new Decimal(l.Line18).gte(0) && new Decimal(l.Line18).lte(new Decimal(conv))).toBe(true);
        expect(new Decimal(l.Line14).gte(0)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('net income attributable', () => {
  it('has the sign of the change in value and never takes more than the contribution', () => {
    fc.assert(
      fc.property(amount, amount, arbitraryAmount({ min_minor: 0, max_minor: 100_000_000 }), (a, b, close) => {
        const [c, open] = new Decimal(a).lte(b) ? [a, b] : [b, a];
        const r = netIncomeAttributable({
          Contribution: c,
          AdjustedOpeningBalance: open,
          AdjustedClosingBalance: close,
        });
        if (!r.ok) throw new Error(r.Message);
        const diff = new Decimal(close).minus(open);
        expect(new Decimal(r.Total).gte(0)).toBe(true);
        if (diff.isZero()) expect(new Decimal(r.NetIncome).isZero()).toBe(true);
        if (diff.gt(0)) expect(new Decimal(r.NetIncome).gte(0)).toBe(true);
        if (diff.lt(0)) expect(new Decimal(r.NetIncome).lte(0)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('one indirect IRA rollover per year', () => {
  it('a counted rollover blocks another exactly when the two distributions are less than one year apart', () => {
    fc.assert(
      fc.property(date, date, (p, r) => {
        const entry = {
          Kind: 'IndirectRollover' as const,
          FromAccountTypeCode: 'roth-ira',
          ToAccountTypeCode: 'roth-ira',
          DistributionDate: p,
        };
        const blocked = oneRolloverPerYear(catalog, [entry], r).Conflict !== undefined;
        const [early, late] = p <= r ? [p, r] : [r, p];
        expect(blocked).toBe(late < addYears(early, 1));
        // Transfers and conversions never block.
        expect(oneRolloverPerYear(catalog, [{ ...entry, Kind: 'TrusteeTransfer' }], r).Conflict).toBeUndefined();
        expect(
          oneRolloverPerYear(catalog, [{ ...entry, Kind: 'RothConversion', ToAccountTypeCode: 'roth-ira' }], r)
            .Conflict,
        ).toBeUndefined();
      }),
      RUNS,
    );
  });
});

describe('traditional IRA deduction', () => {
  it('is between zero and the contributions, and never grows with income', () => {
    fc.assert(
      fc.property(
        arbitraryAmount({ min_minor: 0, max_minor: 1_000_000 }),
        fc.integer({ min: 0, max: 30_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.constantFrom(
          'Single',
          'HeadOfHousehold',
          'MarriedFilingJointly',
          'MarriedFilingSeparately',
          'QualifyingSurvivingSpouse',
        ),
        fc.boolean(),
        fc.boolean(),
        (Contributions, magi, more, FilingStatus, covered, spouse) => {
          const q = (m: number) =>
            traditionalIraDeduction(catalog, {
              TaxYear: 2025,
              Contributions,
              CoveredByWorkplacePlan: covered,
              SpouseCoveredByWorkplacePlan: spouse,
              FilingStatus: FilingStatus as never,
              ModifiedAgi: (m / 100).toFixed(2),
              Compensation: '100000',
              DateOfBirth: '1980-01-01',
              RothIraContributions: '0',
            });
          const a = q(magi);
          const b = q(magi + more);
          if (!a.ok || !b.ok) throw new Error('refused');
          expect(new Decimal(a.DeductibleAmount).gte(0)).toBe(true);
          expect(new Decimal(a.DeductibleAmount).lte(new Decimal(Contributions))).toBe(true);
          expect(new Decimal(b.DeductibleAmount).lte(a.DeductibleAmount)).toBe(true);
        },
      ),
      RUNS,
    );
  });
});
