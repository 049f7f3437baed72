import type { Catalog } from '../catalog/types.js';
import type { ContributionCheckOf } from '../contributions/schema.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { ageOn, type YMD } from '../shared/dates.js';
import { Decimal, decimalString } from '../shared/money.js';
import { type AnnualLimit, annualLimit, type HsaReason } from './annual-limit.js';
import {
  coveragePeriodsOf,
  DEPENDENT_SOURCE,
  type HsaMonth,
  monthsOf,
  OTHER_COVERAGE_SOURCE,
} from './eligible-months.js';
import type { HsaFacts } from './read-facts.js';

export type HsaLimitRule = ContributionCheckOf<'HsaLimit'>;

/** A parameter value read for the year, with its source. */
export interface HsaParameter {
  readonly Name: string;
  readonly Value: string;
  readonly Source: string;
  readonly CarriedForward: boolean;
}

export interface HsaLimitForYear {
  readonly year: number;
  readonly months: readonly HsaMonth[];
  readonly annual: AnnualLimit;
  readonly selfOnly: HsaParameter;
  readonly family: HsaParameter;
  /** The catch-up applied (zero when the owner is under 55 at year end or the birth date is unknown). */
  readonly catchUp: Decimal;
  readonly catchUpParameter: HsaParameter | undefined;
  readonly reasons: HsaReason[];
  /** Facts not given, so a part of the rule could not be applied. */
  readonly unchecked: string[];
}

export type HsaLimitProblem =
  | { readonly kind: 'missing'; readonly facts: string[] }
  | { readonly kind: 'parameter'; readonly message: string };

function read(catalog: Catalog, name: string, year: number): HsaParameter | string {
  const r = parameterValue(catalog, name, { Year: year });
  if (!r.ok) return r.Message;
  return { Name: r.Name, Value: r.Value, Source: r.Source, CarriedForward: r.CarriedForward };
}

/**
 * The HSA limit of `year` for the facts, by the catalog rule: the coverage months (HDHP on the
 * first of the month, Medicare), the self-only and family figures, the catch-up at 55 by the end
 * of the year, the married-couple share and the last-month rule. Facts not given are listed.
 */
export function hsaLimitForYear(
  catalog: Catalog,
  rule: HsaLimitRule,
  facts: HsaFacts,
  dateOfBirth: YMD | undefined,
  year: number,
): HsaLimitForYear | HsaLimitProblem {
  const coverage = coveragePeriodsOf(facts);
  if ('missing' in coverage) return { kind: 'missing', facts: coverage.missing };
  const selfOnly = read(catalog, rule.SelfOnlyParameter, year);
  if (typeof selfOnly === 'string') return { kind: 'parameter', message: selfOnly };
  const family = read(catalog, rule.FamilyParameter, year);
  if (typeof family === 'string') return { kind: 'parameter', message: family };
  const unchecked: string[] = [];
  const reasons: HsaReason[] = [];
  let catchUp = new Decimal(0);
  let catchUpParameter: HsaParameter | undefined;
  if (dateOfBirth === undefined) unchecked.push('DateOfBirth');
  else {
    const age = ageOn(dateOfBirth, { year, month: 12, day: 31 });
    if (age >= rule.CatchUp.MinAge) {
      const hit = read(catalog, rule.CatchUp.Parameter, year);
      if (typeof hit !== 'string') {
        catchUp = new Decimal(hit.Value);
        catchUpParameter = hit;
        reasons.push({
          Rule: 'catch-up',
          Message:
            `age ${age} by December 31, ${year}: the limit rises by ${decimalString(catchUp)}, prorated by ` +
            `eligible months and never shared with a spouse`,
          Source: rule.CatchUp.Source,
        });
      }
    }
  }
  if (facts.medicare === undefined) unchecked.push('MedicareEntitlementDate');
  if (facts.claimedAsDependent === undefined) unchecked.push('ClaimedAsDependent');
  if (facts.disqualifying === undefined) unchecked.push('DisqualifyingCoveragePeriods');
  const months = monthsOf(coverage.periods, facts.medicare, year, facts);
  const annual = annualLimit({
    year,
    months,
    spouseCoverage: facts.spouseCoverage,
    familySharePercent: facts.familySharePercent,
    selfOnly: new Decimal(selfOnly.Value),
    family: new Decimal(family.Value),
    catchUp,
  });
  if (annual.spouseUnknown) unchecked.push('SpouseHdhpCoverage');
  const medicareMonths = months.filter((m) => !m.Eligible && m.Reason.startsWith('entitled to Medicare')).length;
  if (medicareMonths > 0)
    reasons.push({
      Rule: 'medicare',
      Message:
        `the limit is zero for ${medicareMonths} month${medicareMonths === 1 ? '' : 's'} of ${year} from the ` +
        `first month of Medicare entitlement`,
      Source: '26 U.S.C. 223(b)(7)',
    });
  const otherMonths = months.filter((m) => !m.Eligible && m.Reason.startsWith('other health coverage')).length;
  if (otherMonths > 0)
    reasons.push({
      Rule: 'other-coverage',
      Message:
        `the limit is zero for ${otherMonths} month${otherMonths === 1 ? '' : 's'} of ${year} with other health ` +
        `coverage that is not a high deductible health plan on the first day`,
      Source: OTHER_COVERAGE_SOURCE,
    });
  if (facts.claimedAsDependent === true)
    reasons.push({
      Rule: 'dependent',
      Message: `the owner may be claimed as a dependent on another person's return for ${year}: the limit is zero`,
      Source: DEPENDENT_SOURCE,
    });
  return {
    year,
    months,
    annual,
    selfOnly,
    family,
    catchUp,
    catchUpParameter,
    // Order: the months, the couple's share, the catch-up, Medicare, then the last-month rule.
    reasons: [
      ...annual.reasons.filter((x) => x.Rule !== 'last-month-rule'),
      ...reasons,
      ...annual.reasons.filter((x) => x.Rule === 'last-month-rule'),
    ],
    unchecked,
  };
}

export function isProblem(x: HsaLimitForYear | HsaLimitProblem): x is HsaLimitProblem {
  return 'kind' in x;
}
