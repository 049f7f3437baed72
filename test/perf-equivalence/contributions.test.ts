import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContributionReadable } from '../../src/core/contributions/check-contribution.js';
import { checkContributionFast } from '../../src/core/contributions/fast/check-contribution-fast.js';
import {
  CONTRIBUTION_SOURCES,
  type ContributionQuery,
  checkContribution,
  defaultCatalog,
  FILING_STATUSES,
} from '../../src/index.js';
import { arbitraryAmount, arbitraryContributionScenario, arbitraryIsoDate } from '../../src/testing/index.js';

// checkContribution answers from its fast path (cents, parameters compiled once, a query read
// once) wherever that path takes the query, and from the readable definition elsewhere. This
// property proves the two give the same answer, key order included, on 10,000 queries over
// every catalog type: valid ones near the caps and phase-outs, and ones with a bad or unusual
// value that the fast path must hand over.

const cat = defaultCatalog;
const slugs = cat.types.map((t) => t.Slug);

const money = (max_minor: number): fc.Arbitrary<string | number> =>
  fc.oneof(arbitraryAmount({ min_minor: 0, max_minor }), arbitraryAmount({ min_minor: 0, max_minor, form: 'number' }));

/** Values a host might send by mistake, or in a form only the readable path reads. */
const odd: fc.Arbitrary<unknown> = fc.constantFrom(
  ' 12.50',
  '12.500',
  '12.501',
  '1e3',
  '-5',
  -5,
  0,
  '0',
  '0.00',
  '00.5',
  '.5',
  '5.',
  1e13,
  '10000000000000',
  '10000000000000.01',
  12.345,
  Number.NaN,
  null,
  true,
  'abc',
  '2025-02-30',
  '2025-13-01',
  1899,
  2199,
  2024.5,
  'Transit',
  [],
  {},
);

const owner = fc.record(
  {
    DateOfBirth: arbitraryIsoDate({ min: '1940-01-01', max: '2024-12-31' }),
    Compensation: money(30_000_000),
    ModifiedAgi: fc.oneof(
      money(40_000_000),
      fc.integer({ min: 14_000_000, max: 26_000_000 }).map((c) => c / 100),
    ),
    FilingStatus: fc.constantFrom(...FILING_STATUSES),
    LivedApartFromSpouseAllYear: fc.boolean(),
    SpouseCompensation: money(20_000_000),
    SpouseIraContributions: money(1_000_000),
    OtherIraContributions: money(800_000),
    OtherCoverdellContributions: money(300_000),
    SpouseDependentCareContributions: money(800_000),
    OtherElectiveDeferrals: money(3_000_000),
    OtherTrumpAccountContributions: money(600_000),
  },
  { requiredKeys: [] },
);

const extras = fc.record(
  {
    SubAccount: fc.constantFrom('Transit', 'Parking'),
    BenefitMonth: fc.constantFrom('2025-01', '2025-06', '2026-12', '2027-03'),
    ContributorId: fc.constantFrom('a', 'b'),
    IsNonHighlyCompensated: fc.boolean(),
    ParticipantPrincipal: money(300_000),
    PlanBalanceCap: money(300_000),
    SimpleApplicableEmployer: fc.constantFrom('No', 'Automatic', 'Elected'),
    PlanYearStartDate: fc.constantFrom('2025-01-01', '2025-07-01', '2024-10-15', '2024-02-29'),
  },
  { requiredKeys: [] },
);

/** A query: one scenario's last contribution, the others as History, with owner and account facts. */
const queryOf = (
  slug: fc.Arbitrary<string>,
  dates?: { readonly min: string; readonly max: string },
): fc.Arbitrary<ContributionQuery> =>
  slug
    .chain((slug) =>
      fc.record({
        scenario: arbitraryContributionScenario(cat, slug, { max_contributions: 14, ...(dates ? { dates } : {}) }),
        owner,
        extras,
        historySources: fc.array(fc.constantFrom(...CONTRIBUTION_SOURCES), { minLength: 14, maxLength: 14 }),
        historyIds: fc.array(fc.constantFrom('a', 'b', undefined), { minLength: 14, maxLength: 14 }),
      }),
    )
    .map(({ scenario, owner, extras, historySources, historyIds }): ContributionQuery => {
      const cs = scenario.Contributions;
      const last = cs[cs.length - 1]!;
      const { SubAccount, BenefitMonth, ContributorId, IsNonHighlyCompensated, ParticipantPrincipal, ...account } =
        extras;
      const history = cs.slice(0, -1).map((c, i) => ({
        ...c,
        ContributionSource: (c.ContributionSource ?? historySources[i]!) as never,
        ...(SubAccount !== undefined ? { SubAccount } : {}),
        ...(historyIds[i] !== undefined ? { ContributorId: historyIds[i] } : {}),
        ...(i % 3 === 0 && BenefitMonth !== undefined ? { BenefitMonth } : {}),
      }));
      return {
        AccountTypeCode: scenario.AccountTypeCode,
        Account: {
          ...scenario.Account,
          ...account,
          ...(IsNonHighlyCompensated !== undefined ? { IsNonHighlyCompensated } : {}),
        },
        Owner: { ...scenario.Owner, ...owner },
        Contribution: {
          ...last,
          ...(SubAccount !== undefined ? { SubAccount } : {}),
          ...(BenefitMonth !== undefined ? { BenefitMonth } : {}),
          ...(ContributorId !== undefined ? { ContributorId } : {}),
        } as ContributionQuery['Contribution'],
        History: history,
        ...(ParticipantPrincipal !== undefined ? { Balances: { ParticipantPrincipal } } : {}),
      } as ContributionQuery;
    });
const query = queryOf(fc.constantFrom(...slugs));

/** The same query with one value replaced by an odd one (or an unknown key added). */
const PATHS = [
  ['Contribution', 'Amount'],
  ['Contribution', 'ContributionDate'],
  ['Contribution', 'TaxYear'],
  ['Contribution', 'PlanYear'],
  ['Contribution', 'ContributionSource'],
  ['Contribution', 'ExtensionFiled'],
  ['Contribution', 'BenefitMonth'],
  ['Contribution', 'Unknown'],
  ['Owner', 'Compensation'],
  ['Owner', 'ModifiedAgi'],
  ['Owner', 'DateOfBirth'],
  ['Owner', 'FilingStatus'],
  ['Owner', 'OtherIraContributions'],
  ['Owner', 'OtherTrumpAccountContributions'],
  ['Account', 'PlanYear'],
  ['Account', 'AnnualElection'],
  ['Account', 'PlanYearStartDate'],
  ['Account', 'SimpleMatchPercent'],
  ['Account', 'SimpleEmployerContribution'],
  ['History', '0'],
  ['Balances', 'ParticipantPrincipal'],
] as const;

const oddQuery: fc.Arbitrary<ContributionQuery> = fc
  .tuple(query, fc.constantFrom(...PATHS), odd)
  .map(([q, [top, key], value]) => {
    const copy = structuredClone(q) as unknown as Record<string, Record<string, unknown>>;
    if (top === 'History') {
      const h = (copy['History'] as unknown as Record<string, unknown>[] | undefined) ?? [];
      if (h.length > 0) h[0] = { ...h[0], Amount: value };
    } else copy[top] = { ...(copy[top] ?? {}), [key]: value };
    return copy as unknown as ContributionQuery;
  });

describe('checkContribution: the fast path equals the readable definition (differential, 10,000 runs)', () => {
  it('same answer, key order included, for valid and odd queries over every type', () => {
    let fast = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.oneof({ arbitrary: query, weight: 4 }, { arbitrary: oddQuery, weight: 1 }), (q) => {
        runs++;
        if (checkContributionFast(cat, q) !== undefined) fast++;
        const got = checkContribution(cat, q);
        const want = checkContributionReadable(cat, q);
        if (JSON.stringify(got) !== JSON.stringify(want)) expect(got).toEqual(want);
      }),
      { numRuns: 10_000 },
    );
    // The property must exercise the fast path, not only the hand-over (about 30% of these
    // queries: several types have checks only the readable path implements, and a fifth are odd).
    expect(fast / runs).toBeGreaterThan(0.2);
  });

  it(
    'a Trump account with the beneficiary’s other Trump accounts (OtherTrumpAccountContributions, 530A): ' +
      'the same answer, near the shared 5,000 and without the fact (2,000 runs)',
    () => {
      const trump = fc
        .tuple(
          // From the first day contributions are accepted, so that most reach the cap.
          queryOf(fc.constant('trump-account'), { min: '2026-07-04', max: '2028-12-31' }),
          fc.option(
            fc.oneof(
              money(600_000),
              fc.integer({ min: 0, max: 500_000 }).map((c) => (c / 100).toFixed(2)),
            ),
            { nil: undefined },
          ),
        )
        .map(([q, other]) => {
          const { OtherTrumpAccountContributions: _, ...rest } = (q.Owner ?? {}) as Record<string, unknown>;
          return {
            ...q,
            Owner: { ...rest, ...(other !== undefined ? { OtherTrumpAccountContributions: other } : {}) },
          } as ContributionQuery;
        });
      let fastWithFact = 0;
      let sharedRefusals = 0;
      let runs = 0;
      fc.assert(
        fc.property(trump, (q) => {
          runs++;
          const other = (q.Owner as Record<string, unknown> | undefined)?.['OtherTrumpAccountContributions'];
          if (other !== undefined && checkContributionFast(cat, q) !== undefined) fastWithFact++;
          const got = checkContribution(cat, q);
          const want = checkContributionReadable(cat, q);
          if (JSON.stringify(got) !== JSON.stringify(want)) expect(got).toEqual(want);
          if (!got.ok && got.Rule === 'trump-annual-limit' && other !== undefined && Number(other) > 0)
            sharedRefusals++;
        }),
        { numRuns: 2_000 },
      );
      // The fast path must read the new fact itself, and the shared figure must decide some answers.
      expect(fastWithFact / runs).toBeGreaterThan(0.15);
      expect(sharedRefusals).toBeGreaterThan(30);
    },
  );

  it('answers from the fast path for the bench queries and the common rejections', () => {
    const roth: ContributionQuery = {
      AccountTypeCode: 'roth-ira',
      Owner: { DateOfBirth: '1970-04-01', Compensation: '85000', ModifiedAgi: '152000', FilingStatus: 'Single' },
      History: [{ Amount: '7000', ContributionSource: 'Participant', ContributionDate: '2025-03-01' }],
      Contribution: { Amount: '250.00', ContributionDate: '2025-12-20' },
    };
    const over = checkContributionFast(cat, roth);
    expect(over?.ok).toBe(false);
    expect(over).toEqual(checkContributionReadable(cat, roth));
    const prior = {
      ...roth,
      History: [],
      Contribution: { Amount: 100, ContributionDate: '2026-04-10', TaxYear: 2025 },
    };
    expect(checkContributionFast(cat, prior)).toEqual(checkContributionReadable(cat, prior));
    expect(checkContributionFast(cat, prior)?.ok).toBe(true);
  });

  it('hands over what it does not read, so the readable path writes the error', () => {
    const bad = { AccountTypeCode: 'roth-ira', Contribution: { Amount: '-1', ContributionDate: '2025-01-01' } };
    expect(checkContributionFast(cat, bad as ContributionQuery)).toBeUndefined();
    expect(checkContribution(cat, bad as ContributionQuery)).toEqual(
      checkContributionReadable(cat, bad as ContributionQuery),
    );
  });
});
