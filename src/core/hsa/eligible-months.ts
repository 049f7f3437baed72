import type {
  CoveragePeriod,
  DisqualifyingCoverage,
  HsaCoverageTier,
  HsaFacts,
  SpouseHdhpCoverage,
} from './read-facts.js';

/** One month of a year as the HSA limit reads it: the coverage in force on its first day. */
export interface HsaMonth {
  /** `YYYY-MM`. */
  readonly Month: string;
  /** An eligible individual for the month: HDHP coverage on the first day, and not entitled to Medicare. */
  readonly Eligible: boolean;
  /** The HDHP coverage on the first day of the month; null when there is none. */
  readonly CoverageTier: HsaCoverageTier | null;
  /** The spouse's coverage stated for the period covering the month (it replaces the yearly fact). */
  readonly SpouseHdhpCoverage?: SpouseHdhpCoverage;
  readonly Reason: string;
}

export const MEDICARE_SOURCE = '26 U.S.C. 223(b)(7)';
export const ELIGIBLE_SOURCE = '26 U.S.C. 223(b)(1), 223(c)(1)(A)(i)';
export const OTHER_COVERAGE_SOURCE = '26 U.S.C. 223(c)(1)(A)(ii), 223(c)(1)(B)';
export const DEPENDENT_SOURCE = '26 U.S.C. 223(b)(6)';

/** What else takes months out of eligibility: a dependent's year, other coverage (both optional). */
export interface HsaMonthExclusions {
  readonly claimedAsDependent?: boolean | undefined;
  readonly disqualifying?: readonly DisqualifyingCoverage[] | undefined;
}

/** The coverage periods the facts describe, or the names of the facts that are missing. */
export function coveragePeriodsOf(facts: HsaFacts): { periods: readonly CoveragePeriod[] } | { missing: string[] } {
  if (facts.periods !== undefined) return { periods: facts.periods };
  const missing: string[] = [];
  if (facts.coverageTier === undefined) missing.push('CoverageTier');
  if (facts.hdhpStart === undefined) missing.push('HighDeductiblePlanStartDate');
  if (facts.coverageTier === undefined || facts.hdhpStart === undefined) return { missing };
  return { periods: [{ from: facts.hdhpStart, to: undefined, tier: facts.coverageTier, spouse: undefined }] };
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The twelve months of `year`: covered when a period is in force on the first day of the month
 * (family when any covering period is family), and not eligible from the first month of
 * Medicare entitlement on (223(b)(7)), in a month with other disqualifying coverage on its first
 * day (223(c)(1)(A)(ii)), or in any month of a year the owner may be claimed as a dependent
 * (223(b)(6)).
 */
export function monthsOf(
  periods: readonly CoveragePeriod[],
  medicare: string | null | undefined,
  year: number,
  exclusions: HsaMonthExclusions = {},
): HsaMonth[] {
  const out: HsaMonth[] = [];
  const medicareMonth = typeof medicare === 'string' ? medicare.slice(0, 7) : undefined;
  for (let m = 1; m <= 12; m++) {
    const month = `${String(year).padStart(4, '0')}-${pad2(m)}`;
    const first = `${month}-01`;
    let tier: HsaCoverageTier | null = null;
    let spouse: SpouseHdhpCoverage | undefined;
    for (const p of periods) {
      if (p.from > first || (p.to !== undefined && p.to < first)) continue;
      if (tier === null || p.tier === 'Family') tier = p.tier;
      if (p.spouse !== undefined) spouse = p.spouse;
    }
    const spouseFact = spouse !== undefined ? { SpouseHdhpCoverage: spouse } : {};
    const other = exclusions.disqualifying?.find((p) => p.from <= first && (p.to === undefined || p.to >= first));
    if (exclusions.claimedAsDependent === true)
      out.push({
        Month: month,
        Eligible: false,
        CoverageTier: tier,
        Reason: `may be claimed as a dependent on another person's return for ${year} (${DEPENDENT_SOURCE})`,
      });
    else if (medicareMonth !== undefined && month >= medicareMonth)
      out.push({
        Month: month,
        Eligible: false,
        CoverageTier: tier,
        Reason: `entitled to Medicare from ${medicareMonth} (${MEDICARE_SOURCE})`,
      });
    else if (other !== undefined && tier !== null)
      out.push({
        Month: month,
        Eligible: false,
        CoverageTier: tier,
        Reason:
          `other health coverage that is not a high deductible health plan on ${first} ` + `(${OTHER_COVERAGE_SOURCE})`,
      });
    else if (tier === null)
      out.push({
        Month: month,
        Eligible: false,
        CoverageTier: null,
        Reason: `no high deductible health plan coverage on ${first} (${ELIGIBLE_SOURCE})`,
      });
    else
      out.push({
        Month: month,
        Eligible: true,
        CoverageTier: tier,
        ...spouseFact,
        Reason: `${tier === 'Family' ? 'family' : 'self-only'} coverage on ${first}`,
      });
  }
  return out;
}
