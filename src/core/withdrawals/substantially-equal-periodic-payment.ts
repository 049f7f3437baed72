import type { Catalog } from '../catalog/types.js';
import { tenthsText } from '../distributions/tenths.js';
import { parseIsoDate } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount, roundMoney } from '../shared/money.js';
import { SEPP_LIFE_TABLES, type SeppLifeTable, seppLifeExpectancy } from './sepp-life-expectancy.js';

export const SEPP_METHODS = ['RequiredMinimumDistribution', 'FixedAmortization', 'FixedAnnuitization'] as const;
export type SeppMethod = (typeof SEPP_METHODS)[number];

export interface SeppQuery {
  readonly Method: SeppMethod;
  /** The owner's date of birth: the age is the one attained on the birthday in `Year`. */
  readonly DateOfBirth: string;
  /**
   * The distribution year: for the fixed methods the year of the series' first distribution (its
   * tables, its interest rate rule); for the required minimum distribution method the year paid.
   */
  readonly Year: number;
  /** The account balance on the valuation date (decimal string or number). */
  readonly AccountBalance: string | number;
  /** Default SingleLife. The Joint and Last Survivor Table is not offered (the catalog's starts at 72). */
  readonly LifeExpectancyTable?: SeppLifeTable;
  /** The fixed methods: the interest rate chosen, percent. */
  readonly InterestRatePercent?: string | number;
  /**
   * 120 percent of the federal mid-term rate (26 U.S.C. 1274(d)) for either of the two months before
   * the first distribution, the higher of the two, percent, as the IRS publishes it.
   */
  readonly FederalMidTermRate120Percent?: string | number;
  /** FixedAnnuitization: the annuity factor for one dollar a year from the attained age (its mortality table). */
  readonly AnnuityFactor?: string | number;
}

export interface SeppReason {
  readonly Rule: string;
  readonly Message: string;
  readonly Source: string;
}

export interface SeppPayment {
  readonly ok: true;
  readonly Method: SeppMethod;
  readonly Year: number;
  readonly AgeAttained: number;
  /** The annual payment, rounded half up to cents. */
  readonly AnnualPayment: string;
  /** One decimal place; null for FixedAnnuitization. */
  readonly LifeExpectancy: string | null;
  readonly Table: string | null;
  readonly InterestRatePercent: string | null;
  /** The highest rate the rules allow, when known. */
  readonly MaximumInterestRatePercent: string | null;
  readonly Reasons: readonly SeppReason[];
  readonly Unchecked: readonly string[];
}

const RR_2002_62 = 'Rev. Rul. 2002-62, 2002-42 I.R.B. 710, section 2.01';
const NOTICE_2022_6 =
  'Notice 2022-6 (modifies and supersedes Rev. Rul. 2002-62 for series from 2023; may be used in 2022)';
/** The first year whose series follow Notice 2022-6 here (it may be used for series beginning in 2022). */
const NOTICE_2022_6_FROM = 2022;
/** Rev. Rul. 2002-62's methods (before it, Notice 89-25's) are the earliest the function applies. */
const FIRST_YEAR = 2002;
const FLOOR_PERCENT = new Decimal(5);
const MAX_PERCENT = new Decimal(100);
const MAX_ANNUITY_FACTOR = new Decimal(200);

/**
 * The annual payment of a series of substantially equal periodic payments (26 U.S.C.
 * 72(t)(2)(A)(iv)) by one of the three methods: the required minimum distribution method (the
 * balance over the life expectancy at the age attained in the year, figured anew each year), fixed
 * amortization (the balance amortized over that life expectancy at the chosen rate, payments at
 * the end of each year) and fixed annuitization (the balance over an annuity factor the caller
 * gives). Series from 2022 follow Notice 2022-6 (the 2022 tables; any rate up to the greater of 5
 * percent and 120 percent of the federal mid-term rate); earlier ones Rev. Rul. 2002-62 (the
 * former tables; up to 120 percent of the mid-term rate). Never throws.
 */
export function substantiallyEqualPeriodicPayment(catalog: Catalog, q: SeppQuery): SeppPayment | Failure {
  try {
    return compute(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the payment query could not be read');
  }
}

function compute(catalog: Catalog, q: SeppQuery): SeppPayment | Failure {
  if (typeof q !== 'object' || q === null) return failure('InvalidRequest', 'the query must be an object');
  const errors: FieldError[] = [];
  const bad = (FieldName: string, Message: string, ErrorCode = 'Invalid'): undefined => {
    errors.push({ FieldName, ErrorCode, Message: `${FieldName} ${Message}` });
    return undefined;
  };
  const method = SEPP_METHODS.includes(q.Method) ? q.Method : bad('Method', `must be one of ${SEPP_METHODS}`);
  const birth = parseIsoDate(q.DateOfBirth) ?? bad('DateOfBirth', 'must be a date YYYY-MM-DD');
  const year =
    Number.isInteger(q.Year) && q.Year >= FIRST_YEAR && q.Year <= 2200
      ? q.Year
      : bad('Year', `must be a year ${FIRST_YEAR}-2200 (Rev. Rul. 2002-62 or Notice 2022-6)`);
  const balanceRead = parseAmount(q.AccountBalance);
  const balance = balanceRead.ok ? balanceRead.value : bad('AccountBalance', balanceRead.message);
  const table = q.LifeExpectancyTable ?? 'SingleLife';
  if (!SEPP_LIFE_TABLES.includes(table)) bad('LifeExpectancyTable', `must be one of ${SEPP_LIFE_TABLES}`);
  const rate = readPercent(q.InterestRatePercent, 'InterestRatePercent', bad);
  const federal = readPercent(q.FederalMidTermRate120Percent, 'FederalMidTermRate120Percent', bad);
  const factorRead = q.AnnuityFactor === undefined ? undefined : parseAmount(q.AnnuityFactor, { minor_units: 6 });
  const factor = factorRead === undefined ? undefined : factorRead.ok ? factorRead.value : undefined;
  if (factorRead !== undefined && !factorRead.ok) bad('AnnuityFactor', factorRead.message);
  if (factor?.gt(MAX_ANNUITY_FACTOR)) bad('AnnuityFactor', `must be at most ${MAX_ANNUITY_FACTOR}`);
  if (method !== undefined && method !== 'RequiredMinimumDistribution' && q.InterestRatePercent === undefined)
    bad('InterestRatePercent', `is required for ${method}`, 'Required');
  if (method === 'FixedAnnuitization' && q.AnnuityFactor === undefined)
    bad('AnnuityFactor', 'is required for FixedAnnuitization (the mortality table is not in the catalog)', 'Required');
  if (errors.length > 0 || method === undefined || birth === undefined || year === undefined || !balance)
    return failure('InvalidRequest', errors.map((e) => e.Message).join('; '), errors);

  const age = year - birth.year;
  const notice = year >= NOTICE_2022_6_FROM;
  const source = notice ? NOTICE_2022_6 : RR_2002_62;
  const reasons: SeppReason[] = [];
  const unchecked: string[] = [];

  let expectancy: ReturnType<typeof seppLifeExpectancy>;
  if (method !== 'FixedAnnuitization') {
    expectancy = seppLifeExpectancy(catalog, table, year, age);
    if (expectancy === undefined)
      return failure('InvalidRequest', `no ${table} table in the catalog for ${year} has age ${age}`, [
        { FieldName: 'LifeExpectancyTable', ErrorCode: 'OutOfRange', Message: `no ${table} factor at age ${age}` },
      ]);
    reasons.push({
      Rule: 'SeppLifeExpectancy',
      Message: `life expectancy ${tenthsText(expectancy.tenths)} at age ${age} (${expectancy.table})`,
      Source: `${source}; ${expectancy.source}`,
    });
  }

  let maximum: Decimal | null = null;
  if (method !== 'RequiredMinimumDistribution' && rate !== undefined) {
    maximum = federal === undefined ? null : notice ? Decimal.max(FLOOR_PERCENT, federal) : federal;
    const known = maximum !== null || (notice && rate.lte(FLOOR_PERCENT));
    if (maximum !== null && rate.gt(maximum))
      return failure('InvalidRequest', `InterestRatePercent ${rate} is above the highest rate allowed, ${maximum}`, [
        { FieldName: 'InterestRatePercent', ErrorCode: 'OutOfRange', Message: `must be at most ${maximum}` },
      ]);
    if (!known) unchecked.push('FederalMidTermRate120Percent');
    reasons.push({
      Rule: 'SeppInterestRate',
      Message: notice
        ? `any rate up to the greater of 5 percent and 120 percent of the federal mid-term rate of either of the ` +
          `two months before the first distribution: ${rate} percent${known ? '' : ' (the mid-term rate not given)'}`
        : `a rate up to 120 percent of the federal mid-term rate of either of the two months before the first ` +
          `distribution: ${rate} percent${known ? '' : ' (the mid-term rate not given)'}`,
      Source: source,
    });
  }

  const payment = annualPayment(method, balance, expectancy?.tenths, rate, factor);
  reasons.push({
    Rule: 'SeppPayment',
    Message: describe(method, balance, expectancy?.tenths, rate, factor, payment),
    Source: `${source}; 26 U.S.C. 72(t)(2)(A)(iv)`,
  });
  return {
    ok: true,
    Method: method,
    Year: year,
    AgeAttained: age,
    AnnualPayment: payment.toFixed(2),
    LifeExpectancy: expectancy === undefined ? null : tenthsText(expectancy.tenths),
    Table: expectancy?.table ?? null,
    InterestRatePercent: rate === undefined || method === 'RequiredMinimumDistribution' ? null : decimalString(rate),
    MaximumInterestRatePercent: maximum === null ? null : decimalString(maximum),
    Reasons: reasons,
    Unchecked: unchecked,
  };
}

function readPercent(
  v: string | number | undefined,
  field: string,
  bad: (f: string, m: string) => undefined,
): Decimal | undefined {
  if (v === undefined) return undefined;
  const r = parseAmount(v, { minor_units: 4, allowZero: true });
  if (!r.ok) return bad(field, r.message);
  if (r.value.gt(MAX_PERCENT)) return bad(field, 'must be at most 100');
  return r.value;
}

/** The annual amount, rounded half up to cents: B / L, B r / (1 - (1 + r)^-L), or B / F. */
function annualPayment(
  method: SeppMethod,
  balance: Decimal,
  tenths: number | undefined,
  ratePercent: Decimal | undefined,
  factor: Decimal | undefined,
): Decimal {
  if (method === 'FixedAnnuitization') return roundMoney(balance.div(factor!));
  const years = new Decimal(tenths!).div(10);
  if (method === 'RequiredMinimumDistribution') return roundMoney(balance.div(years));
  const r = ratePercent!.div(100);
  if (r.isZero()) return roundMoney(balance.div(years));
  const discount = new Decimal(1).minus(r.plus(1).pow(years.neg()));
  return roundMoney(balance.times(r).div(discount));
}

function describe(
  method: SeppMethod,
  balance: Decimal,
  tenths: number | undefined,
  rate: Decimal | undefined,
  factor: Decimal | undefined,
  payment: Decimal,
): string {
  const b = decimalString(balance);
  const p = payment.toFixed(2);
  if (method === 'FixedAnnuitization')
    return `fixed annuitization: ${b} / annuity factor ${decimalString(factor!)} = ${p} a year, the same every year`;
  const l = tenthsText(tenths!);
  if (method === 'RequiredMinimumDistribution')
    return `required minimum distribution method: ${b} / ${l} = ${p}, figured anew each year`;
  const at = `${decimalString(rate!)} percent`;
  return `fixed amortization of ${b} over ${l} years at ${at}: ${p} a year, the same every year`;
}
