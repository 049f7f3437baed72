import type { Catalog } from '../catalog/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { type Failure, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount, roundMoney } from '../shared/money.js';
import type { AnnualLimit, HsaReason } from './annual-limit.js';
import { coveragePeriodsOf, monthsOf } from './eligible-months.js';
import { hsaLimitForYear, isProblem } from './limit-for-year.js';
import type { HsaFacts } from './read-facts.js';
import { type HsaLimitQuery, readLimitQuery } from './read-limit-query.js';

export const TESTING_PERIOD_SOURCE = '26 U.S.C. 223(b)(8)(B)';
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The contributions that could not have been made but for the last-month rule
 * (223(b)(8)(B)(i)(I)): the year's contributions above the limit of the months actually
 * eligible, at most the rise the rule gave. Rounded half up to cents, as on Form 8889 line 18.
 */
export function amountDependingOnLastMonthRule(annual: AnnualLimit, contributions: Decimal): Decimal {
  if (!annual.lastMonthRule || annual.fullYear === undefined) return new Decimal(0);
  const counted = Decimal.min(contributions, annual.fullYear);
  return roundMoney(Decimal.max(0, counted.minus(annual.prorated)));
}

/**
 * The first month of the testing period (December of `year` through December of the next year)
 * in which the facts show the owner is not an eligible individual; undefined when none is shown.
 */
export function firstIneligibleMonthShown(
  facts: HsaFacts,
  year: number,
): { readonly month: string; readonly reason: string } | undefined {
  const coverage = coveragePeriodsOf(facts);
  if ('missing' in coverage) return undefined;
  const months = [
    ...monthsOf(coverage.periods, facts.medicare, year, facts).slice(11),
    // The dependent fact is the contribution year's; other coverage is dated.
    ...monthsOf(coverage.periods, facts.medicare, year + 1, { disqualifying: facts.disqualifying }),
  ];
  const m = months.find((x) => !x.Eligible);
  return m ? { month: m.Month, reason: m.Reason } : undefined;
}

export const CEASED_BY = ['Death', 'Disability', 'Other'] as const;
export type CeasedBy = (typeof CEASED_BY)[number];

export interface HsaTestingPeriodQuery extends HsaLimitQuery {
  /** The year's contributions counted toward the limit, to all the owner's HSAs (employer money included). */
  readonly Contributions: string | number;
  /** The first month (`YYYY-MM`) the owner was not an eligible individual; otherwise read from the coverage facts. */
  readonly FirstIneligibleMonth?: string;
  /** Why eligibility ended; Death or Disability (72(m)(7)) removes the income and the additional tax. */
  readonly CeasedBy?: CeasedBy;
}

export interface HsaTestingPeriodAnswer {
  readonly ok: true;
  readonly AccountTypeCode: string;
  readonly TaxYear: number;
  readonly LastMonthRuleApplies: boolean;
  readonly TestingPeriod?: { readonly From: string; readonly To: string };
  readonly ProratedLimit: string;
  readonly FullYearLimit?: string;
  /** Contributions that could not have been made but for the last-month rule. */
  readonly AmountDependingOnLastMonthRule: string;
  /** True when the owner stayed eligible through the testing period; null when the rule did not apply. */
  readonly Kept: boolean | null;
  readonly FirstIneligibleMonth?: string;
  /** Included in gross income for IncomeTaxYear (the year of the first ineligible month). */
  readonly IncomeInclusion: string;
  readonly IncomeTaxYear?: number;
  readonly AdditionalTaxPercent?: string;
  readonly AdditionalTax: string;
  readonly Reasons: readonly HsaReason[];
  readonly Unchecked: readonly string[];
}

/**
 * The last-month rule's testing period for a tax year (223(b)(8)(B)): whether the owner stayed
 * an eligible individual from December 1 through December 31 of the next year and, if not, the
 * amount included in income for the year of the first ineligible month and the 10 percent
 * additional tax (neither when eligibility ended by death or disability). Never throws.
 */
export function hsaTestingPeriod(
  catalog: Catalog,
  q: HsaTestingPeriodQuery,
): HsaTestingPeriodAnswer | Failure<'InvalidRequest' | 'UnknownAccountType'> {
  try {
    return testingPeriod(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the testing-period query could not be read');
  }
}

function testingPeriod(
  catalog: Catalog,
  q: HsaTestingPeriodQuery,
): HsaTestingPeriodAnswer | Failure<'InvalidRequest' | 'UnknownAccountType'> {
  const read = readLimitQuery(catalog, q);
  if ('ok' in read) return read;
  const contributions = parseAmount(q.Contributions, { allowZero: true });
  if (!contributions.ok)
    return failure('InvalidRequest', `Contributions ${contributions.message}`, [
      { FieldName: 'Contributions', ErrorCode: 'Invalid', Message: contributions.message },
    ]);
  const given = q.FirstIneligibleMonth;
  const y = read.year;
  if (
    given !== undefined &&
    (typeof given !== 'string' || !MONTH.test(given) || given < `${y}-12` || given > `${y + 1}-12`)
  )
    return failure('InvalidRequest', `FirstIneligibleMonth must be a month YYYY-MM from ${y}-12 to ${y + 1}-12`, [
      { FieldName: 'FirstIneligibleMonth', ErrorCode: 'Invalid', Message: 'outside the testing period' },
    ]);
  if (q.CeasedBy !== undefined && !(CEASED_BY as readonly unknown[]).includes(q.CeasedBy))
    return failure('InvalidRequest', `CeasedBy must be one of ${CEASED_BY.join(', ')}`, [
      { FieldName: 'CeasedBy', ErrorCode: 'Invalid', Message: 'not a known cause' },
    ]);
  const r = hsaLimitForYear(catalog, read.rule, read.facts, read.dateOfBirth, y);
  if (isProblem(r))
    return failure(
      'InvalidRequest',
      r.kind === 'missing' ? `the testing period needs the coverage: ${r.facts.join(' and ')}` : r.message,
    );
  const a = r.annual;
  const cents = (d: Decimal): string => decimalString(d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  const base = {
    ok: true as const,
    AccountTypeCode: read.slug,
    TaxYear: y,
    ProratedLimit: cents(a.prorated),
    Unchecked: r.unchecked,
  };
  if (!a.lastMonthRule || a.fullYear === undefined)
    return {
      ...base,
      LastMonthRuleApplies: false,
      AmountDependingOnLastMonthRule: '0',
      Kept: null,
      IncomeInclusion: '0',
      AdditionalTax: '0',
      Reasons: [
        ...r.reasons,
        {
          Rule: 'testing-period',
          Message:
            `not an eligible individual on December 1, ${y}: the last-month rule does not apply, so there is ` +
            `no testing period`,
          Source: TESTING_PERIOD_SOURCE,
        },
      ],
    };
  const period = { From: `${y}-12-01`, To: `${y + 1}-12-31` };
  const atRisk = amountDependingOnLastMonthRule(a, contributions.value);
  const shown = given === undefined ? firstIneligibleMonthShown(read.facts, y) : undefined;
  const first = given ?? shown?.month;
  const reasons: HsaReason[] = [...r.reasons];
  const common = {
    ...base,
    LastMonthRuleApplies: true,
    TestingPeriod: period,
    FullYearLimit: cents(a.fullYear),
    AmountDependingOnLastMonthRule: decimalString(atRisk),
  };
  if (first === undefined) {
    reasons.push({
      Rule: 'testing-period',
      Message:
        `eligible in every month from ${period.From} to ${period.To} on the facts given: the testing period ` +
        `is kept and nothing is included in income`,
      Source: TESTING_PERIOD_SOURCE,
    });
    return { ...common, Kept: true, IncomeInclusion: '0', AdditionalTax: '0', Reasons: reasons };
  }
  const incomeYear = Number(first.slice(0, 4));
  const why = given !== undefined ? 'as stated' : shown?.reason;
  if (q.CeasedBy === 'Death' || q.CeasedBy === 'Disability') {
    reasons.push({
      Rule: 'testing-period',
      Message:
        `not an eligible individual from ${first} (${why}), by reason of ` +
        `${q.CeasedBy === 'Death' ? 'death' : 'disability'}: nothing is included in income and no additional ` +
        `tax applies`,
      Source: '26 U.S.C. 223(b)(8)(B)(ii)',
    });
    return {
      ...common,
      Kept: false,
      FirstIneligibleMonth: first,
      IncomeInclusion: '0',
      AdditionalTax: '0',
      Reasons: reasons,
    };
  }
  const pct = parameterValue(catalog, read.rule.TestingPeriodAdditionalTaxParameter, { Date: `${first}-01` });
  if (!pct.ok) return failure('InvalidRequest', `no additional tax rate is known: ${pct.Message}`);
  const tax = roundMoney(atRisk.times(pct.Value).div(100));
  reasons.push({
    Rule: 'testing-period',
    Message:
      `not an eligible individual from ${first} (${why}), inside the testing period ${period.From} to ` +
      `${period.To}: the ${decimalString(atRisk)} contributed only by reason of the last-month rule is ` +
      `included in income for ${incomeYear}, and the tax rises by ${pct.Value} percent of it ` +
      `(${decimalString(tax)})${
        q.CeasedBy === undefined ? '; CeasedBy was not given, so death ' + 'or disability was not considered' : ''
      }`,
    Source: `${TESTING_PERIOD_SOURCE}(i); ${pct.Source}`,
  });
  return {
    ...common,
    Kept: false,
    FirstIneligibleMonth: first,
    IncomeInclusion: decimalString(atRisk),
    IncomeTaxYear: incomeYear,
    AdditionalTaxPercent: pct.Value,
    AdditionalTax: decimalString(tax),
    Reasons: reasons,
    Unchecked: q.CeasedBy === undefined ? [...r.unchecked, 'CeasedBy'] : r.unchecked,
  };
}
