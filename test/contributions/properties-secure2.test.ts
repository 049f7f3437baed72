import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, SimpleApplicableEmployer } from '../../src/index.js';
import { check, limitOf } from './helpers.js';

const cents = (n: number) => new Decimal(n).div(100).toFixed(2);

// 2025 figures (limits.json): 402(g) 23,500; 415(c) 70,000; 401(a)(17) 350,000; catch-up 7,500, at 60-63 11,250.
const AGES = [
  { dob: '1990-01-01', catchUp: 0 },
  { dob: '1970-01-01', catchUp: 7500 },
  { dob: '1964-06-01', catchUp: 11250 },
] as const;

describe('SARSEP invariants (402(g), 415(c), 25 percent of compensation; 414(v)(3)(A))', () => {
  it(
    'accepted contributions never pass: deferrals <= 402(g) + catch-up, and all money less the catch-up used ' +
      '<= min(25% of capped compensation, 415(c)); nothing is refused that fits',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...AGES),
          fc.integer({ min: 1_000_000, max: 50_000_000 }),
          fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 3_000_000 })), { minLength: 1, maxLength: 20 }),
          (age, compCents, steps) => {
            const comp = new Decimal(compCents).div(100);
            const pctLimit = Decimal.min(comp, 350000).times(25).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
            const overall = Decimal.min(pctLimit, 70000);
            const C = new Decimal(age.catchUp);
            const History: HistoryEntry[] = [];
            let D = new Decimal(0);
            let E = new Decimal(0);
            const fits = (d: Decimal, e: Decimal) =>
              d.lte(C.plus(23500)) && d.plus(e).minus(Decimal.min(C, d)).lte(overall);
            for (const [isDeferral, a] of steps) {
              const amount = cents(a);
              const ContributionSource = isDeferral ? 'Participant' : 'Employer';
              const r = check({
                AccountTypeCode: 'sarsep-ira',
                Owner: { DateOfBirth: age.dob, Compensation: comp.toFixed(), OtherElectiveDeferrals: 0 },
                History: [...History],
                Contribution: { Amount: amount, ContributionDate: '2025-06-01', ContributionSource },
              });
              const nd = isDeferral ? D.plus(amount) : D;
              const ne = isDeferral ? E : E.plus(amount);
              expect(r.ok, JSON.stringify(r)).toBe(fits(nd, ne));
              if (r.ok) {
                History.push({ Amount: amount, ContributionSource, ContributionDate: '2025-06-01' });
                D = nd;
                E = ne;
              } else expect(r.ErrorCode).toBe('ContributionLimitExceeded');
            }
            expect(fits(D, E)).toBe(true);
          },
        ),
        { numRuns: 150 },
      );
    },
  );
});

describe('SIMPLE 110 percent limits (SECURE 2.0 sec. 117)', () => {
  it(
    'Automatic and Elected give the same deferral limit, never below the ordinary one before age 50; an ' +
      'unstated status gives exactly the No limit',
    () => {
      const limit = (year: number, dob: string, status?: SimpleApplicableEmployer) =>
        limitOf(
          check({
            AccountTypeCode: 'simple-ira',
            ...(status ? { Account: { SimpleApplicableEmployer: status } } : {}),
            Owner: { DateOfBirth: dob },
            Contribution: {
              Amount: 1,
              ContributionSource: 'Participant',
              TaxYear: year,
              ContributionDate: `${year}-06-01`,
            },
          }),
          'simple-deferral-limit',
        );
      fc.assert(
        fc.property(fc.integer({ min: 2024, max: 2030 }), fc.integer({ min: 1940, max: 2005 }), (year, birthYear) => {
          const dob = `${birthYear}-07-15`;
          const auto = limit(year, dob, 'Automatic');
          expect(auto).toBeDefined();
          expect(limit(year, dob, 'Elected')).toBe(auto);
          expect(limit(year, dob)).toBe(limit(year, dob, 'No'));
          if (year - birthYear < 50) expect(new Decimal(auto!).gte(limit(year, dob, 'No')!)).toBe(true);
        }),
        { numRuns: 100 },
      );
    },
  );
});
