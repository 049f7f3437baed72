import { coverdellDistributionDeadline } from '../distributions/coverdell.js';
import { parseIsoDate } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';

// A Coverdell ESA distribution (26 U.S.C. 530(d)) and its Form 1099-Q figures: box 1 gross,
// box 2 earnings, box 3 basis, by the rules of section 72 (530(d)(1)): the basis part is the
// gross times basis over the year-end value plus the year's distributions. The beneficiary is
// taxed on the earnings only to the extent the adjusted qualified education expenses fall
// short of the distribution (530(d)(2)), plus 10 percent unless an exception applies (530(d)(4)).

export interface CoverdellDistributionQuery {
  readonly DistributionDate: string;
  readonly Gross: number | string;
  readonly BeneficiaryDateOfBirth: string;
  readonly BeneficiaryIsSpecialNeeds?: boolean;
  /** Contributions not yet recovered, through the end of the year of the distribution. */
  readonly Basis?: number | string;
  /** The account value on December 31 of the distribution's year (known after the year ends). */
  readonly YearEndValue?: number | string;
  /** All distributions of the year, this one included. */
  readonly DistributionsInYear?: number | string;
  /** Adjusted qualified education expenses of the year (after tax-free assistance and expenses used for credits). */
  readonly QualifiedEducationExpenses?: number | string;
  /** Why the 10 percent additional tax may not apply to the taxable earnings. */
  readonly AdditionalTaxException?: 'Death' | 'Disability' | 'Scholarship' | 'MilitaryAcademy' | 'EducationCredit';
}

export type CoverdellDistribution =
  | {
      readonly ok: true;
      /** Form 1099-Q box 1. */
      readonly GrossDistribution: string;
      /** Form 1099-Q box 2; null until the year-end value is known. */
      readonly Earnings: string | null;
      /** Form 1099-Q box 3; null until the year-end value is known. */
      readonly Basis: string | null;
      /** The beneficiary's taxable earnings; null when a fact is missing. */
      readonly TaxableEarnings: string | null;
      readonly AdditionalTaxApplies: boolean | null;
      readonly AdditionalTaxAmount: string | null;
      /** The age-30 rule: the date the balance must be out (null for a special needs beneficiary). */
      readonly DistributeBy: string | null;
      readonly Reasons: readonly string[];
      readonly Unchecked: readonly string[];
      readonly Sources: readonly string[];
    }
  | Failure;

function bad(field: string, message: string): Failure {
  const errors: FieldError[] = [{ FieldName: field, ErrorCode: 'Invalid', Message: message }];
  return failure('InvalidRequest', `${field} ${message}`, errors);
}

const SOURCES = [
  '26 U.S.C. 530(d)(1) (taxed under section 72), (d)(2) (qualified higher and elementary or secondary ' +
    'education expenses), (d)(4) (10 percent additional tax and its exceptions)',
  'Instructions for Forms 1099-Q (box 1 gross distribution, box 2 earnings, box 3 basis); IRS Publication ' +
    '970, Coverdell ESA chapter (basis portion = distribution x basis / (year-end value + distributions of ' +
    'the year))',
];

/** The Form 1099-Q figures and the beneficiary's tax on a Coverdell distribution. Never throws. */
export function coverdellDistribution(q: CoverdellDistributionQuery): CoverdellDistribution {
  try {
    return compute(q);
  } catch {
    return failure('InvalidRequest', 'the Coverdell distribution could not be read');
  }
}

function opt(v: unknown, field: string, allowZero = true): Decimal | undefined | Failure {
  if (v === undefined) return undefined;
  const r = parseAmount(v, { allowZero });
  return r.ok ? r.value : bad(field, r.message);
}

function compute(q: CoverdellDistributionQuery): CoverdellDistribution {
  if (typeof q !== 'object' || q === null) return bad('(query)', 'must be an object');
  if (!parseIsoDate(q.DistributionDate)) return bad('DistributionDate', 'must be a date YYYY-MM-DD');
  const grossR = parseAmount(q.Gross);
  if (!grossR.ok) return bad('Gross', grossR.message);
  const gross = grossR.value;
  const deadline = coverdellDistributionDeadline({
    BeneficiaryDateOfBirth: q.BeneficiaryDateOfBirth,
    ...(q.BeneficiaryIsSpecialNeeds !== undefined ? { BeneficiaryIsSpecialNeeds: q.BeneficiaryIsSpecialNeeds } : {}),
  });
  if (!deadline.ok) return deadline;
  const reasons: string[] = [deadline.Reason];
  const unchecked: string[] = [];
  const basisIn = opt(q.Basis, 'Basis');
  const yearEnd = opt(q.YearEndValue, 'YearEndValue');
  const inYear = opt(q.DistributionsInYear, 'DistributionsInYear', false);
  const expenses = opt(q.QualifiedEducationExpenses, 'QualifiedEducationExpenses');
  for (const x of [basisIn, yearEnd, inYear, expenses]) if (x !== undefined && !(x instanceof Decimal)) return x;
  if (inYear instanceof Decimal && inYear.lt(gross))
    return bad('DistributionsInYear', 'must include this distribution');

  let earnings: Decimal | null = null;
  let basis: Decimal | null = null;
  if (basisIn instanceof Decimal && yearEnd instanceof Decimal && inYear instanceof Decimal) {
    const denominator = yearEnd.plus(inYear);
    const part = denominator.isZero() ? gross : Decimal.min(gross, gross.times(basisIn).div(denominator));
    basis = part.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    earnings = gross.minus(basis);
    reasons.push(
      `basis part ${decimalString(gross)} x ${decimalString(basisIn)} / (${decimalString(yearEnd)} + ` +
        `${decimalString(inYear)}) = ${decimalString(basis)}; earnings ${decimalString(earnings)}`,
    );
  } else
    for (const [name, v] of [
      ['Basis', basisIn],
      ['YearEndValue', yearEnd],
      ['DistributionsInYear', inYear],
    ] as const)
      if (v === undefined) unchecked.push(name);

  let taxable: Decimal | null = null;
  if (earnings !== null && expenses instanceof Decimal) {
    taxable = expenses.gte(gross)
      ? new Decimal(0)
      : earnings.times(gross.minus(expenses)).div(gross).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    reasons.push(
      expenses.gte(gross)
        ? 'the qualified education expenses cover the distribution: nothing is taxable'
        : `taxable earnings = earnings x (distribution - expenses) / distribution = ${decimalString(taxable)}`,
    );
  } else if (expenses === undefined) unchecked.push('QualifiedEducationExpenses');

  let applies: boolean | null = null;
  let extra: string | null = null;
  if (taxable !== null) {
    applies = taxable.gt(0) && q.AdditionalTaxException === undefined;
    extra = decimalString(
      applies ? taxable.times(10).div(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : new Decimal(0),
    );
    if (q.AdditionalTaxException !== undefined && taxable.gt(0))
      reasons.push(`no 10 percent additional tax: ${q.AdditionalTaxException} (530(d)(4)(B))`);
  }
  if (deadline.DistributeBy !== undefined && q.DistributionDate > deadline.DistributeBy)
    reasons.push(
      `after ${deadline.DistributeBy}: whatever remained was deemed distributed then (530(b)(1)(E), (d)(8))`,
    );
  return {
    ok: true,
    GrossDistribution: decimalString(gross),
    Earnings: earnings === null ? null : decimalString(earnings),
    Basis: basis === null ? null : decimalString(basis),
    TaxableEarnings: taxable === null ? null : decimalString(taxable),
    AdditionalTaxApplies: applies,
    AdditionalTaxAmount: extra,
    DistributeBy: deadline.DistributeBy ?? null,
    Reasons: reasons,
    Unchecked: unchecked,
    Sources: [...SOURCES, deadline.Source],
  };
}
