import fc from 'fast-check';
import { CONTRIBUTION_SOURCES } from '../../core/catalog/enums.js';
import type { Catalog } from '../../core/catalog/types.js';
import { contributionRulesOf } from '../../core/contributions/rules-of-type.js';
import { typeOrThrow } from '../create-account/valid-request.js';
import { arbitraryAmount } from '../primitives/amounts.js';
import { arbitraryDateAround, arbitraryIsoDate, catalogDateAnchors, type DateRange } from '../primitives/dates.js';
import { yearOf } from '../primitives/day-number.js';

/** One Fund Account contribution as `checkContribution` reads it. */
export interface ContributionArb {
  readonly Amount: string | number;
  readonly ContributionSource?: string;
  readonly TaxYear?: number;
  readonly PlanYear?: number;
  readonly ContributionDate: string;
  readonly ExtensionFiled?: boolean;
}

export interface ContributionOptions {
  /** Contribution dates (default 2024-01-01..2029-12-31, half near catalog deadlines and year ends). */
  readonly dates?: DateRange;
  /** The account's plan year, for PlanYear types (sent as the contribution's PlanYear). */
  readonly planYear?: number;
  /** Largest amount in minor units (default 600_000: $6,000). */
  readonly max_minor?: number;
}

/** Sources the type's ContributionRules name (accepted or refused); every source when it has none. */
export function sourcesOf(catalog: Catalog, slug: string): string[] {
  const { rules } = contributionRulesOf(typeOrThrow(catalog, slug));
  const named = rules ? Object.keys(rules.Sources) : [];
  return named.length > 0 ? named : [...CONTRIBUTION_SOURCES];
}

/**
 * Contributions to a type: a source the type's ContributionRules name (now and then one it does
 * not), a tax year that is absent, the date's year or the one before (prior-year elections), a
 * plan year for PlanYear types, a date near a deadline or year end, and an amount built from
 * integer cents.
 */
export function arbitraryContribution(
  catalog: Catalog,
  slug: string,
  opts: ContributionOptions = {},
): fc.Arbitrary<ContributionArb> {
  const type = typeOrThrow(catalog, slug);
  const range = opts.dates ?? { min: '2024-01-01', max: '2029-12-31' };
  const anchors = catalogDateAnchors(catalog, { from: yearOf(range.min), to: yearOf(range.max) }).filter(
    (d) => d >= range.min && d <= range.max,
  );
  const date =
    anchors.length > 0
      ? fc.oneof(
          arbitraryIsoDate(range),
          arbitraryDateAround(anchors, { radius_days: 3 }).filter((d) => d >= range.min && d <= range.max),
        )
      : arbitraryIsoDate(range);
  const named = sourcesOf(catalog, slug);
  const source = fc.oneof(
    { arbitrary: fc.constantFrom(...named), weight: 9 },
    { arbitrary: fc.constantFrom(...CONTRIBUTION_SOURCES), weight: 1 },
  );
  const max_minor = opts.max_minor ?? 600_000;
  const amount = fc.oneof(
    arbitraryAmount({ min_minor: 1, max_minor }),
    arbitraryAmount({ min_minor: 1, max_minor: Math.max(1, Math.floor(max_minor / 10)) }),
  );
  const usesTaxYear =
    type.ContributionYearRule === 'PriorYearElectionAllowed' || type.ContributionYearRule === 'CalendarYearOnly';
  return fc
    .record({
      Amount: amount,
      ContributionSource: fc.option(source, { nil: undefined, freq: 6 }),
      ContributionDate: date,
      taxYearShift: fc.option(fc.constantFrom(0, -1), { nil: undefined }),
      ExtensionFiled: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map(({ taxYearShift, ContributionSource, ExtensionFiled, ...c }) => ({
      ...c,
      ...(ContributionSource === undefined ? {} : { ContributionSource }),
      ...(usesTaxYear && taxYearShift !== undefined ? { TaxYear: yearOf(c.ContributionDate) + taxYearShift } : {}),
      ...(type.ContributionYearRule === 'PlanYear' ? { PlanYear: opts.planYear ?? yearOf(c.ContributionDate) } : {}),
      ...(ExtensionFiled === undefined ? {} : { ExtensionFiled }),
    }));
}
