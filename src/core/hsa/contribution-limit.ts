import type { Catalog } from '../catalog/types.js';
import { type Failure, failure } from '../shared/error-codes.js';
import { Decimal, decimalString } from '../shared/money.js';
import type { HsaReason } from './annual-limit.js';
import type { HsaMonth } from './eligible-months.js';
import { type HsaParameter, hsaLimitForYear, isProblem } from './limit-for-year.js';
import { type HsaLimitQuery, readLimitQuery } from './read-limit-query.js';

export interface HsaLimitAnswer {
  readonly ok: true;
  readonly AccountTypeCode: string;
  readonly TaxYear: number;
  /** The year's limit for this owner's HSAs together (employer and own money alike), cut down to cents. */
  readonly Limit: string;
  /** The sum of the monthly limits of the months actually eligible, cut down to cents. */
  readonly ProratedLimit: string;
  /** With the last-month rule: December's coverage for the whole year. */
  readonly FullYearLimit?: string;
  readonly LastMonthRule: boolean;
  /** With the last-month rule: the owner must stay eligible from From to To (223(b)(8)(B)(iii)). */
  readonly TestingPeriod?: { readonly From: string; readonly To: string };
  readonly EligibleMonths: number;
  /** The catch-up added for the year (before proration): zero under 55 or without a birth date. */
  readonly CatchUp: string;
  readonly Months: readonly HsaMonth[];
  readonly Parameters: readonly HsaParameter[];
  readonly Reasons: readonly HsaReason[];
  /** Facts not given: the part of the rule that reads them was not applied. */
  readonly Unchecked: readonly string[];
}

const cents = (d: Decimal): string => decimalString(d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));

/**
 * The HSA contribution limit of one owner for a tax year (26 U.S.C. 223(b)), month by month,
 * with the catch-up from 55, the married-couple share, Medicare and the last-month rule, every
 * step with its reason and source. Never throws. See docs/contributions.md.
 */
export function hsaContributionLimit(
  catalog: Catalog,
  q: HsaLimitQuery,
): HsaLimitAnswer | Failure<'InvalidRequest' | 'UnknownAccountType'> {
  try {
    const read = readLimitQuery(catalog, q);
    if ('ok' in read) return read;
    const r = hsaLimitForYear(catalog, read.rule, read.facts, read.dateOfBirth, read.year);
    if (isProblem(r))
      return r.kind === 'missing'
        ? failure(
            'InvalidRequest',
            `the limit needs the coverage: ${r.facts.join(' and ')} (or HdhpCoveragePeriods)`,
            r.facts.map((f) => ({
              FieldName: f,
              ErrorCode: 'Required',
              Message: 'required without HdhpCoveragePeriods',
            })),
          )
        : failure('InvalidRequest', `no limit is known: ${r.message}`);
    const a = r.annual;
    const y = read.year;
    return {
      ok: true,
      AccountTypeCode: read.slug,
      TaxYear: y,
      Limit: decimalString(a.limit),
      ProratedLimit: cents(a.prorated),
      ...(a.fullYear !== undefined ? { FullYearLimit: cents(a.fullYear) } : {}),
      LastMonthRule: a.lastMonthRule,
      ...(a.lastMonthRule ? { TestingPeriod: { From: `${y}-12-01`, To: `${y + 1}-12-31` } } : {}),
      EligibleMonths: a.eligibleMonths,
      CatchUp: decimalString(r.catchUp),
      Months: r.months,
      Parameters: [r.selfOnly, r.family, ...(r.catchUpParameter ? [r.catchUpParameter] : [])],
      Reasons: r.reasons,
      Unchecked: r.unchecked,
    };
  } catch {
    return failure('InvalidRequest', 'the HSA limit query could not be read');
  }
}
