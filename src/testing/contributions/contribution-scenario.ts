import fc from 'fast-check';
import type { Catalog } from '../../core/catalog/types.js';
import { FILING_STATUSES } from '../../core/contributions/schema.js';
import { arbitraryCreateAccountRequest } from '../create-account/valid-request.js';
import { arbitraryAmount } from '../primitives/amounts.js';
import { arbitraryIsoDate } from '../primitives/dates.js';
import { arbitraryContribution, type ContributionArb, type ContributionOptions } from './arbitrary-contribution.js';

/** An account, its owner and a sequence of contributions, in date order. */
export interface ContributionScenario {
  readonly AccountTypeCode: string;
  /** The account's Create Account facts (PlanYear, AnnualElection, BeneficiaryDateOfBirth, ...). */
  readonly Account: Readonly<Record<string, unknown>>;
  readonly Owner: Readonly<Record<string, unknown>>;
  readonly Contributions: readonly ContributionArb[];
}

const COMMON = new Set([
  'ProviderReferenceId',
  'ClientId',
  'AccountTypeCode',
  'InstitutionId',
  'TrusteeId',
  'InvestmentId',
]);

/**
 * A scenario for `slug`: the account facts come from a valid Create Account request of the type
 * (the same generator), the owner's facts vary (birth date, compensation, income, filing
 * status), and 1..`max_contributions` contributions follow in date order, dated within one year
 * and the next spring (or the account's plan year), so that their sums reach the caps.
 */
export function arbitraryContributionScenario(
  catalog: Catalog,
  slug: string,
  opts: ContributionOptions & { readonly max_contributions?: number } = {},
): fc.Arbitrary<ContributionScenario> {
  const max = opts.max_contributions ?? 16;
  return fc
    .tuple(arbitraryCreateAccountRequest(catalog, slug), fc.integer({ min: 2024, max: 2029 }))
    .chain(([{ request }, baseYear]) => {
      const Account: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(request)) if (!COMMON.has(k)) Account[k] = v;
      const planYear = typeof Account['PlanYear'] === 'number' ? Account['PlanYear'] : undefined;
      // A plan-year account takes contributions dated in its plan year (unless dates are given).
      // Otherwise a year and the next spring (prior-year elections), so that sums reach the caps.
      const dates =
        opts.dates ??
        (planYear === undefined
          ? { min: `${baseYear}-01-01`, max: `${baseYear + 1}-04-30` }
          : { min: `${planYear}-01-01`, max: `${planYear}-12-31` });
      const contribution = arbitraryContribution(catalog, slug, {
        ...opts,
        ...(planYear === undefined ? {} : { planYear }),
        dates,
      });
      return fc
        .record({
          Owner: fc.record(
            {
              DateOfBirth: arbitraryIsoDate({ min: '1940-01-01', max: '2012-12-31' }),
              Compensation: arbitraryAmount({ min_minor: 0, max_minor: 50_000_000 }),
              ModifiedAgi: arbitraryAmount({ min_minor: 0, max_minor: 50_000_000 }),
              FilingStatus: fc.constantFrom(...FILING_STATUSES),
            },
            { requiredKeys: [] },
          ),
          Contributions: fc
            .array(contribution, { minLength: 1, maxLength: max })
            .map((cs) =>
              [...cs].sort((a, b) =>
                a.ContributionDate < b.ContributionDate ? -1 : a.ContributionDate > b.ContributionDate ? 1 : 0,
              ),
            ),
        })
        .map(({ Owner, Contributions }) => ({ AccountTypeCode: slug, Account, Owner, Contributions }));
    });
}
