import { Decimal, decimalString } from '../shared/money.js';
import type { HsaMonth } from './eligible-months.js';
import type { SpouseHdhpCoverage } from './read-facts.js';

/** A rule applied to the limit, with its source: the answer explains itself. */
export interface HsaReason {
  readonly Rule: string;
  readonly Message: string;
  readonly Source: string;
}

export interface AnnualLimitInput {
  readonly year: number;
  readonly months: readonly HsaMonth[];
  /** The yearly spouse fact; a month's own SpouseHdhpCoverage replaces it. */
  readonly spouseCoverage: SpouseHdhpCoverage | undefined;
  /** Percentage of a shared family limit allocated to this spouse; default 50. */
  readonly familySharePercent: Decimal | undefined;
  readonly selfOnly: Decimal;
  readonly family: Decimal;
  /** The catch-up for the year when the owner is 55 or older by its end; zero otherwise. */
  readonly catchUp: Decimal;
}

export interface AnnualLimit {
  readonly eligibleMonths: number;
  /** Sum of the monthly limits (exact, before rounding). */
  readonly prorated: Decimal;
  /** With the last-month rule: December's coverage for every month (exact); undefined without it. */
  readonly fullYear: Decimal | undefined;
  /** The limit, cut down to cents: the larger of the two when the last-month rule applies. */
  readonly limit: Decimal;
  readonly lastMonthRule: boolean;
  /** Some eligible month had no spouse fact, so the married-couple rule could not be applied to it. */
  readonly spouseUnknown: boolean;
  readonly reasons: HsaReason[];
}

const TWELVE = new Decimal(12);
const HUNDRED = new Decimal(100);
export const MONTHLY_SOURCE = '26 U.S.C. 223(b)(1)-(2); IRS Form 8889 instructions, line 3 limitation chart';
export const MARRIED_SOURCE = '26 U.S.C. 223(b)(5)';
export const LAST_MONTH_SOURCE =
  '26 U.S.C. 223(b)(8)(A); IRS Form 8889 instructions (the greater of the line 3 chart and the December coverage)';

interface MonthFigure {
  readonly annual: Decimal;
  readonly family: boolean;
  readonly shared: boolean;
}

/**
 * The figure that applies to an eligible month: family when the owner's coverage is family or
 * an eligible spouse has family coverage (223(b)(5)(A)); shared by the agreed percentage when
 * the spouse is also an eligible individual (223(b)(5)(B)); self-only otherwise.
 */
function figureFor(m: HsaMonth, input: AnnualLimitInput, share: Decimal): MonthFigure {
  const spouse = m.SpouseHdhpCoverage ?? input.spouseCoverage ?? 'None';
  const family = m.CoverageTier === 'Family' || spouse === 'Family';
  const shared = family && spouse !== 'None';
  const annual = family ? (shared ? input.family.times(share).div(HUNDRED) : input.family) : input.selfOnly;
  return { annual, family, shared };
}

function money(d: Decimal): string {
  return decimalString(d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
}

/**
 * This spouse's part of a shared family limit, as the Form 8889 instructions figure it: the shared
 * total in cents, the larger part rounded half up and the smaller the rest (their line 6 example:
 * of 1,687.50, 75 percent is 1,265.63 and 25 percent 421.87); at an even split each spouse takes
 * the total less half of it rounded up, so the two parts never exceed the one family limit
 * (223(b)(5)).
 */
function ownShare(total: Decimal, sharePercent: Decimal): Decimal {
  const whole = total.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const part = (percent: Decimal) => whole.times(percent).div(HUNDRED).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return sharePercent.gt(50) ? part(sharePercent) : whole.minus(part(HUNDRED.minus(sharePercent)));
}

/**
 * The year's HSA contribution limit (223(b)): one twelfth of the figure for each eligible month
 * plus one twelfth of the catch-up, or with the last-month rule (eligible on December 1) the
 * December figure for the whole year when that is larger. Exact decimal arithmetic; the limit is
 * rounded half up to cents, as Pub. 969 does (one month of 8,300 is 691.67).
 */
export function annualLimit(input: AnnualLimitInput): AnnualLimit {
  const share = input.familySharePercent ?? new Decimal(50);
  const reasons: HsaReason[] = [];
  // The monthly figures are summed first and divided by 12 once, so the sum is exact
  // (12 x 4,300/12 is 4,300, not 4,299.99...).
  let twelfths = new Decimal(0);
  // The family figure of the months the spouses share, split once on the sum (below).
  let sharedFamily = new Decimal(0);
  let eligibleMonths = 0;
  let familyMonths = 0;
  let sharedMonths = 0;
  let spouseUnknown = false;
  for (const m of input.months) {
    if (!m.Eligible) continue;
    eligibleMonths += 1;
    if (m.SpouseHdhpCoverage === undefined && input.spouseCoverage === undefined) spouseUnknown = true;
    const f = figureFor(m, input, share);
    if (f.family) familyMonths += 1;
    if (f.shared) {
      sharedMonths += 1;
      sharedFamily = sharedFamily.plus(input.family);
      twelfths = twelfths.plus(input.catchUp);
    } else twelfths = twelfths.plus(f.annual.plus(input.catchUp));
  }
  const prorated = twelfths.div(TWELVE).plus(ownShare(sharedFamily.div(TWELVE), share));
  const y = input.year;
  reasons.push({
    Rule: 'monthly-limit',
    Message:
      `${eligibleMonths} eligible month${eligibleMonths === 1 ? '' : 's'} in ${y} (${familyMonths} at the ` +
      `family figure ${decimalString(input.family)}, ${eligibleMonths - familyMonths} at the self-only figure ` +
      `${decimalString(input.selfOnly)}), one twelfth each: ` +
      `${money(prorated)}${
        input.catchUp.gt(0) ? ` including the catch-up of ${decimalString(input.catchUp)} prorated the same way` : ''
      }`,
    Source: MONTHLY_SOURCE,
  });
  if (sharedMonths > 0)
    reasons.push({
      Rule: 'married-family-split',
      Message:
        `spouses with family coverage share one family limit (catch-ups aside): ${decimalString(share)} ` +
        `percent of it is this ` +
        `spouse's${input.familySharePercent === undefined ? ' (divided equally: no other division was stated)' : ''}`,
      Source: MARRIED_SOURCE,
    });
  const december = input.months[11];
  const lastMonthRule = december?.Eligible === true;
  let fullYear: Decimal | undefined;
  if (december && lastMonthRule) {
    const f = figureFor(december, input, share);
    fullYear = (f.shared ? ownShare(input.family, share) : f.annual).plus(input.catchUp);
    reasons.push({
      Rule: 'last-month-rule',
      Message:
        `eligible on December 1, ${y}: treated as eligible all year with December's ` +
        `${f.family ? 'family' : 'self-only'} coverage (${money(fullYear)}); the limit is the larger of that ` +
        `and the months actually eligible (${money(prorated)})`,
      Source: LAST_MONTH_SOURCE,
    });
  }
  const best = fullYear?.gt(prorated) ? fullYear : prorated;
  return {
    eligibleMonths,
    prorated,
    fullYear,
    limit: best.toDecimalPlaces(2, Decimal.ROUND_HALF_UP),
    lastMonthRule,
    spouseUnknown,
    reasons,
  };
}
