import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContributionQuery, HistoryEntry } from '../../src/index.js';
import { check } from './helpers.js';

const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

type Case = {
  name: string;
  cap: string;
  employerCap?: string;
  make: (amount: string, history: HistoryEntry[], i: number) => ContributionQuery;
  entry: (amount: string, i: number) => HistoryEntry;
};

const CASES: Case[] = [
  {
    name: 'Roth IRA annual limit 7,000 (2025)',
    cap: '7000',
    make: (Amount, History) => ({
      AccountTypeCode: 'roth-ira',
      Owner: {
        DateOfBirth: '1990-01-01',
        Compensation: 100000,
        ModifiedAgi: 1,
        FilingStatus: 'Single',
        OtherIraContributions: 0,
      },
      History,
      Contribution: { Amount, ContributionDate: '2025-06-01' },
    }),
    entry: (Amount) => ({ Amount, ContributionSource: 'Participant', ContributionDate: '2025-06-01' }),
  },
  {
    name: 'Trump account 5,000 (2026) over Participant and Employer, employer 2,500',
    cap: '5000',
    employerCap: '2500',
    make: (Amount, History, i) => ({
      AccountTypeCode: 'trump-account',
      Account: { BeneficiaryDateOfBirth: '2020-01-01' },
      History,
      Contribution: { Amount, ContributionDate: '2026-08-01', ContributionSource: i % 2 ? 'Employer' : 'Participant' },
    }),
    entry: (Amount, i) => ({
      Amount,
      ContributionSource: i % 2 ? 'Employer' : 'Participant',
      ContributionDate: '2026-08-01',
    }),
  },
  {
    name: 'health FSA 3,300 (plan year 2025)',
    cap: '3300',
    make: (Amount, History) => ({
      AccountTypeCode: 'health-care-fsa',
      Account: { PlanYear: 2025, AnnualElection: 3300 },
      History,
      Contribution: { Amount, ContributionDate: '2025-06-01' },
    }),
    entry: (Amount) => ({ Amount, ContributionSource: 'Participant', ContributionDate: '2025-06-01', PlanYear: 2025 }),
  },
];

describe('properties of checkContribution', () => {
  for (const c of CASES) {
    it(`no sequence of accepted contributions exceeds the cap: ${c.name}`, () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 1, max: 400_000 }), { minLength: 1, maxLength: 30 }), (amounts) => {
          const history: HistoryEntry[] = [];
          let total = new Decimal(0);
          let employer = new Decimal(0);
          amounts.forEach((a, i) => {
            const amount = cents(a);
            const e = c.entry(amount, i);
            const isEmployer = e.ContributionSource === 'Employer';
            const r = check(c.make(amount, history, i));
            if (r.ok) {
              history.push(e);
              total = total.plus(amount);
              if (isEmployer) employer = employer.plus(amount);
            } else {
              expect(r.ErrorCode).toBe('ContributionLimitExceeded');
              // Refused only when it really would pass a cap.
              const overEmployer = isEmployer && c.employerCap !== undefined && employer.plus(amount).gt(c.employerCap);
              expect(total.plus(amount).gt(c.cap) || overEmployer).toBe(true);
            }
          });
          expect(total.lte(c.cap)).toBe(true);
          if (c.employerCap) expect(employer.lte(c.employerCap)).toBe(true);
        }),
        { numRuns: 150 },
      );
    });
  }

  it('many random cent amounts summed through the engine equal integer-cent arithmetic exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 99_999_999 }), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: 1, max: 99_999 }),
        (amounts, last) => {
          const History: HistoryEntry[] = amounts.map((a, i) => ({
            Amount: i % 2 ? cents(a) : Number(cents(a)),
            ContributionSource: 'Participant',
            ContributionDate: '2025-03-01',
          }));
          const r = check({
            AccountTypeCode: 'roth-ira',
            Owner: { OtherIraContributions: 0 },
            History,
            Contribution: { Amount: Number(cents(last)), ContributionDate: '2025-06-01' },
          });
          const row = r.Checks?.find((x) => x.Rule === 'ira-annual-limit');
          const intCents = amounts.reduce((s, a) => s + BigInt(a), 0n) + BigInt(last);
          const expected = new Decimal(intCents.toString()).div(100).toFixed();
          expect(row?.ComparedWith).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a passed check never reports ComparedWith above Limit, and a failure names its rule, limit and source', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_500_000 }), fc.integer({ min: 0, max: 300_000 }), (a, magi) => {
        const r = check({
          AccountTypeCode: 'roth-ira',
          Owner: {
            DateOfBirth: '1970-01-01',
            Compensation: 50000,
            ModifiedAgi: magi,
            FilingStatus: 'Single',
            OtherIraContributions: 0,
          },
          Contribution: { Amount: cents(a), ContributionDate: '2025-06-01' },
        });
        for (const row of r.Checks ?? []) expect(row.Passed).toBe(new Decimal(row.ComparedWith).lte(row.Limit));
        if (!r.ok) expect(r.Limit !== undefined && r.Source !== undefined && r.Rule !== undefined).toBe(true);
        else expect(r.Checks.every((x) => x.Passed)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
