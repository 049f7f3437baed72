import { formatIsoDate, parseIsoDate, type YMD } from '../shared/dates.js';
import { type Decimal, parseAmount } from '../shared/money.js';

// The facts a health savings account's limit reads, validated once. Account facts come from
// Create Account (CoverageTier, HighDeductiblePlanStartDate); owner facts change during the
// year and are the host's to state (coverage periods, Medicare, the spouse's coverage).

export const HSA_COVERAGE_TIERS = ['SelfOnly', 'Family'] as const;
export type HsaCoverageTier = (typeof HSA_COVERAGE_TIERS)[number];

/** The spouse's own HDHP coverage as an eligible individual; `None` also for an unmarried owner. */
export const SPOUSE_HDHP_COVERAGES = ['None', 'SelfOnly', 'Family'] as const;
export type SpouseHdhpCoverage = (typeof SPOUSE_HDHP_COVERAGES)[number];

/** Bound on the coverage periods one query reads (TIGER_STYLE: explicit limits on input). */
export const MAX_COVERAGE_PERIODS = 60;

/** One stretch of HDHP coverage: in force from `From` through `To` (inclusive; open-ended without). */
export interface HsaCoveragePeriodInput {
  readonly From: string;
  readonly To?: string;
  readonly CoverageTier: HsaCoverageTier;
  /**
   * The spouse's coverage during this period, when it differs from Owner.SpouseHdhpCoverage (a marriage or divorce).
   */
  readonly SpouseHdhpCoverage?: SpouseHdhpCoverage;
}

export interface CoveragePeriod {
  /** `YYYY-MM-DD`, compared as text (exact for this format). */
  readonly from: string;
  readonly to: string | undefined;
  readonly tier: HsaCoverageTier;
  readonly spouse: SpouseHdhpCoverage | undefined;
}

/** A stretch of other health coverage that is not an HDHP or permitted coverage (223(c)(1)(A)(ii), (B)). */
export interface DisqualifyingCoverage {
  readonly from: string;
  readonly to: string | undefined;
}

export interface HsaFacts {
  readonly coverageTier: HsaCoverageTier | undefined;
  readonly hdhpStart: string | undefined;
  /** Explicit coverage periods; when given they replace CoverageTier and HighDeductiblePlanStartDate. */
  readonly periods: readonly CoveragePeriod[] | undefined;
  /** First day of Medicare entitlement; null when the host states there is none; undefined when unknown. */
  readonly medicare: string | null | undefined;
  readonly spouseCoverage: SpouseHdhpCoverage | undefined;
  /** The percentage of a shared family limit allocated to this spouse (default 50, 223(b)(5)(B)(ii)). */
  readonly familySharePercent: Decimal | undefined;
  /** Another taxpayer may claim the owner as a dependent for the year (223(b)(6)); undefined when unknown. */
  readonly claimedAsDependent: boolean | undefined;
  /** Other coverage that makes a month ineligible; [] when the host states there is none; undefined when unknown. */
  readonly disqualifying: readonly DisqualifyingCoverage[] | undefined;
}

export const NO_HSA_FACTS: HsaFacts = {
  coverageTier: undefined,
  hdhpStart: undefined,
  periods: undefined,
  medicare: undefined,
  spouseCoverage: undefined,
  familySharePercent: undefined,
  claimedAsDependent: undefined,
  disqualifying: undefined,
};

/** Records one field error; returns undefined so a reader can `return err(...)`. */
export type FactError = (field: string, message: string, code?: string) => undefined;

function record(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function dateText(v: unknown): string | undefined {
  const d: YMD | undefined = parseIsoDate(v);
  return d ? formatIsoDate(d) : undefined;
}

function oneOf<T extends string>(values: readonly T[], v: unknown): T | undefined {
  return typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : undefined;
}

/**
 * Read the HSA facts of a contribution or limit query: `account` holds CoverageTier and
 * HighDeductiblePlanStartDate, `owner` holds HdhpCoveragePeriods, MedicareEntitlementDate,
 * SpouseHdhpCoverage, FamilyLimitSharePercent, ClaimedAsDependent and DisqualifyingCoveragePeriods.
 * Absent facts stay undefined; a bad one is a field error. Never throws.
 */
export function readHsaFacts(account: unknown, owner: unknown, err: FactError): HsaFacts {
  const a = record(account);
  const o = record(owner);
  const tierRaw = a['CoverageTier'];
  const coverageTier =
    tierRaw === undefined
      ? undefined
      : (oneOf(HSA_COVERAGE_TIERS, tierRaw) ?? err('CoverageTier', 'CoverageTier must be SelfOnly or Family'));
  const startRaw = a['HighDeductiblePlanStartDate'];
  const hdhpStart =
    startRaw === undefined
      ? undefined
      : (dateText(startRaw) ??
        err('HighDeductiblePlanStartDate', 'HighDeductiblePlanStartDate must be a date YYYY-MM-DD'));
  const medicareRaw = o['MedicareEntitlementDate'];
  const medicare =
    medicareRaw === undefined
      ? undefined
      : medicareRaw === null
        ? null
        : (dateText(medicareRaw) ??
          err('MedicareEntitlementDate', 'MedicareEntitlementDate must be a date YYYY-MM-DD, or null for none'));
  const spouseRaw = o['SpouseHdhpCoverage'];
  const spouseCoverage =
    spouseRaw === undefined
      ? undefined
      : (oneOf(SPOUSE_HDHP_COVERAGES, spouseRaw) ??
        err('SpouseHdhpCoverage', `SpouseHdhpCoverage must be one of ${SPOUSE_HDHP_COVERAGES.join(', ')}`));
  const shareRaw = o['FamilyLimitSharePercent'];
  let familySharePercent: Decimal | undefined;
  if (shareRaw !== undefined) {
    const r = parseAmount(shareRaw, { minor_units: 4, allowZero: true });
    if (!r.ok) err('FamilyLimitSharePercent', `FamilyLimitSharePercent ${r.message}`);
    else if (r.value.gt(100)) err('FamilyLimitSharePercent', 'FamilyLimitSharePercent must be between 0 and 100');
    else familySharePercent = r.value;
  }
  const dependentRaw = o['ClaimedAsDependent'];
  const claimedAsDependent =
    dependentRaw === undefined || typeof dependentRaw === 'boolean'
      ? dependentRaw
      : err('ClaimedAsDependent', 'ClaimedAsDependent must be true or false');
  return {
    coverageTier,
    hdhpStart,
    periods: readPeriods(o['HdhpCoveragePeriods'], err),
    medicare,
    spouseCoverage,
    familySharePercent,
    claimedAsDependent,
    disqualifying: readDisqualifying(o['DisqualifyingCoveragePeriods'], err),
  };
}

function readDisqualifying(raw: unknown, err: FactError): DisqualifyingCoverage[] | undefined {
  const field = 'DisqualifyingCoveragePeriods';
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) return err(field, `${field} must be a list`);
  if (raw.length > MAX_COVERAGE_PERIODS) return err(field, `${field} may hold at most ${MAX_COVERAGE_PERIODS} periods`);
  const out: DisqualifyingCoverage[] = [];
  let bad = false;
  raw.forEach((p: unknown, i) => {
    const at = `${field}[${i}]`;
    const r = record(p);
    const from = dateText(r['From']);
    const to = r['To'] === undefined ? undefined : dateText(r['To']);
    if (from === undefined) err(`${at}.From`, `${at}.From must be a date YYYY-MM-DD`);
    if (r['To'] !== undefined && to === undefined) err(`${at}.To`, `${at}.To must be a date YYYY-MM-DD`);
    if (from !== undefined && to !== undefined && to < from) err(`${at}.To`, `${at}.To is before ${at}.From`);
    if (from === undefined || (r['To'] !== undefined && (to === undefined || to < from))) bad = true;
    else out.push({ from, to });
  });
  return bad ? undefined : out;
}

function readPeriods(raw: unknown, err: FactError): CoveragePeriod[] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) return err('HdhpCoveragePeriods', 'HdhpCoveragePeriods must be a list');
  if (raw.length > MAX_COVERAGE_PERIODS)
    return err('HdhpCoveragePeriods', `HdhpCoveragePeriods may hold at most ${MAX_COVERAGE_PERIODS} periods`);
  const out: CoveragePeriod[] = [];
  let bad = false;
  raw.forEach((p: unknown, i) => {
    const at = `HdhpCoveragePeriods[${i}]`;
    const r = record(p);
    const from = dateText(r['From']);
    const to = r['To'] === undefined ? undefined : dateText(r['To']);
    const tier = oneOf(HSA_COVERAGE_TIERS, r['CoverageTier']);
    const spouse =
      r['SpouseHdhpCoverage'] === undefined ? undefined : oneOf(SPOUSE_HDHP_COVERAGES, r['SpouseHdhpCoverage']);
    if (r['SpouseHdhpCoverage'] !== undefined && spouse === undefined) {
      err(`${at}.SpouseHdhpCoverage`, `${at}.SpouseHdhpCoverage must be one of ${SPOUSE_HDHP_COVERAGES.join(', ')}`);
      bad = true;
    }
    if (from === undefined) err(`${at}.From`, `${at}.From must be a date YYYY-MM-DD`);
    if (r['To'] !== undefined && to === undefined) err(`${at}.To`, `${at}.To must be a date YYYY-MM-DD`);
    if (tier === undefined) err(`${at}.CoverageTier`, `${at}.CoverageTier must be SelfOnly or Family`);
    if (from !== undefined && to !== undefined && to < from) err(`${at}.To`, `${at}.To is before ${at}.From`);
    if (from === undefined || tier === undefined || (r['To'] !== undefined && (to === undefined || to < from)))
      bad = true;
    else out.push({ from, to, tier, spouse });
  });
  return bad ? undefined : out;
}
