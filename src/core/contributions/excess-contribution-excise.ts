import type { Catalog } from '../catalog/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount, roundMoney } from '../shared/money.js';

/** The accounts section 4973 taxes, each a Part of Form 5329. */
export const EXCISE_ACCOUNTS = ['TraditionalIra', 'RothIra', 'CoverdellEsa', 'Hsa'] as const;
export type ExciseAccount = (typeof EXCISE_ACCOUNTS)[number];

export interface ExcessContributionExciseQuery {
  readonly Account: ExciseAccount;
  /** The taxable year (the rate in force at its close). */
  readonly TaxYear: number;
  /** The excess contributions at the close of the prior year (the prior Form 5329's total). Default 0. */
  readonly PriorYearExcess?: string | number;
  /**
   * The year's contribution limit less what was contributed for the year, when positive (for an IRA,
   * less the contributions to traditional and Roth IRAs both: Form 5329 lines 10 and 19). Default 0.
   */
  readonly UnusedContributionLimit?: string | number;
  /**
   * The year's distributions that reduce an earlier excess: from a traditional IRA those included in
   * income; from a Roth IRA or a Coverdell ESA every distribution; from an HSA those included in
   * income under 223(f)(2). Default 0.
   */
  readonly Distributions?: string | number;
  /** TraditionalIra: earlier years' excess withdrawn in the year under 408(d)(5). Default 0. */
  readonly PriorExcessWithdrawn?: string | number;
  /** The year's own excess contributions not returned (with their earnings) by the due date. Default 0. */
  readonly ExcessThisYear?: string | number;
  /**
   * The value of the accounts of that kind at the close of the year, with the contributions for the
   * year made in the next year (Form 5329 lines 17, 25, 33 and 49).
   */
  readonly YearEndValue: string | number;
}

export interface ExcessContributionExcise {
  readonly ok: true;
  readonly Account: ExciseAccount;
  readonly TaxYear: number;
  /** The prior excess less what the year's distributions, withdrawals and unused limit absorbed. */
  readonly PriorExcessRemaining: string;
  /** The excess at the close of the year (Form 5329 line 16, 24, 32 or 48). */
  readonly TotalExcess: string;
  /**
   * What the next year's form starts from (its line 9, 18, 26 or 42): the total excess only when this
   * year's tax is more than zero, as the Instructions for Form 5329 say; 0 when nothing was left in
   * the accounts at the close of the year.
   */
  readonly CarriedToNextYear: string;
  /** The smaller of the total excess and the year-end value. */
  readonly TaxedAmount: string;
  readonly RatePercent: string;
  /** Rounded half up to cents. */
  readonly Excise: string;
  readonly Reasons: readonly { readonly Rule: string; readonly Message: string; readonly Source: string }[];
}

const SOURCES: Readonly<Record<ExciseAccount, string>> = {
  TraditionalIra: '26 U.S.C. 4973(b); Form 5329, Part III',
  RothIra: '26 U.S.C. 4973(f); Form 5329, Part IV',
  CoverdellEsa: '26 U.S.C. 4973(e); Form 5329, Part V',
  Hsa: '26 U.S.C. 4973(g); Form 5329, Part VII',
};
/** The first year each kind of account existed (ERISA 1974; the Taxpayer Relief Act of 1997; 2004 for HSAs). */
const FIRST_YEAR: Readonly<Record<ExciseAccount, number>> = {
  TraditionalIra: 1975,
  RothIra: 1998,
  CoverdellEsa: 1998,
  Hsa: 2004,
};
const AMOUNTS = [
  'PriorYearExcess',
  'UnusedContributionLimit',
  'Distributions',
  'PriorExcessWithdrawn',
  'ExcessThisYear',
  'YearEndValue',
] as const;

/**
 * The 6 percent excise tax on excess contributions (26 U.S.C. 4973) for a year: the prior year's
 * excess, less the year's distributions that reduce it, the earlier excess withdrawn (traditional
 * IRAs) and the year's unused limit (never below zero), plus the year's own excess, taxed at the
 * rate of 4973(a) on at most the accounts' value at the close of the year. Pure, never throws.
 */
export function excessContributionExcise(
  catalog: Catalog,
  q: ExcessContributionExciseQuery,
): ExcessContributionExcise | Failure<'InvalidRequest'> {
  try {
    return compute(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the excise query could not be read');
  }
}

function compute(
  catalog: Catalog,
  q: ExcessContributionExciseQuery,
): ExcessContributionExcise | Failure<'InvalidRequest'> {
  if (typeof q !== 'object' || q === null) return failure('InvalidRequest', 'the query must be an object');
  const errors: FieldError[] = [];
  if (!EXCISE_ACCOUNTS.includes(q.Account))
    errors.push({ FieldName: 'Account', ErrorCode: 'Invalid', Message: `Account must be one of ${EXCISE_ACCOUNTS}` });
  const first = FIRST_YEAR[q.Account] ?? 1975;
  if (!Number.isInteger(q.TaxYear) || q.TaxYear < first || q.TaxYear > 2200)
    errors.push({ FieldName: 'TaxYear', ErrorCode: 'Invalid', Message: `TaxYear must be a year from ${first}` });
  const amounts = new Map<(typeof AMOUNTS)[number], Decimal>();
  for (const key of AMOUNTS) {
    const v = q[key];
    if (v === undefined && key !== 'YearEndValue') {
      amounts.set(key, new Decimal(0));
      continue;
    }
    const r = parseAmount(v, { allowZero: true });
    if (r.ok) amounts.set(key, r.value);
    else
      errors.push({
        FieldName: key,
        ErrorCode: v === undefined ? 'Required' : 'Invalid',
        Message: `${key} ${r.message}`,
      });
  }
  if (q.Account !== 'TraditionalIra' && amounts.get('PriorExcessWithdrawn')?.gt(0))
    errors.push({
      FieldName: 'PriorExcessWithdrawn',
      ErrorCode: 'NotForThisAccount',
      Message: 'PriorExcessWithdrawn is for a traditional IRA (408(d)(5)); for the others it is a distribution',
    });
  if (errors.length > 0) return failure('InvalidRequest', errors.map((e) => e.Message).join('; '), errors);
  const get = (k: (typeof AMOUNTS)[number]): Decimal => amounts.get(k) ?? new Decimal(0);

  const rate = parameterValue(catalog, 'excess_contribution_excise_tax_percent', { Date: `${q.TaxYear}-12-31` });
  if (!rate.ok) return failure('InvalidRequest', rate.Message);
  const absorbed = get('Distributions').plus(get('PriorExcessWithdrawn')).plus(get('UnusedContributionLimit'));
  const remaining = Decimal.max(0, get('PriorYearExcess').minus(absorbed));
  const total = remaining.plus(get('ExcessThisYear'));
  const taxed = Decimal.min(total, get('YearEndValue'));
  const excise = roundMoney(taxed.times(rate.Value).div(100));
  const source = SOURCES[q.Account];
  return {
    ok: true,
    Account: q.Account,
    TaxYear: q.TaxYear,
    PriorExcessRemaining: decimalString(remaining),
    TotalExcess: decimalString(total),
    CarriedToNextYear: decimalString(taxed.gt(0) ? total : new Decimal(0)),
    TaxedAmount: decimalString(taxed),
    RatePercent: rate.Value,
    Excise: excise.toFixed(2),
    Reasons: [
      {
        Rule: 'PriorExcessRemaining',
        Message:
          `the prior excess ${decimalString(get('PriorYearExcess'))} less ${decimalString(absorbed)} absorbed ` +
          `(distributions, earlier excess withdrawn, the year's unused limit): ${decimalString(remaining)}`,
        Source: source,
      },
      {
        Rule: 'ExcessContributionExcise',
        Message:
          `${rate.Value} percent of ${decimalString(taxed)} (the smaller of the total excess ` +
          `${decimalString(total)} and the value at the close of ${q.TaxYear}): ${excise.toFixed(2)}`,
        Source: `${rate.Reference}; ${source}`,
      },
    ],
  };
}
