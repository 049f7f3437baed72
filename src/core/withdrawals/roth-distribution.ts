import type { Catalog } from '../catalog/types.js';
import { parameterValue } from '../parameters/parameter-value.js';
import { parseIsoDate } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal, decimalString, parseAmount } from '../shared/money.js';
import { dateReaching59AndAHalf } from './age-fifty-nine-and-a-half.js';

// Roth IRA distributions (26 U.S.C. 408A(d); 26 CFR 1.408A-6): a qualified distribution is not
// income; any other is taken in order from regular contributions, then conversion and rollover
// contributions oldest year first (within a year the part that was taxed on conversion first),
// then earnings (408A(d)(4)(B); 1.408A-6 Q&A-8). Only earnings are income; a converted amount
// taken within five years of its conversion year is subject to the 10 percent tax as if it
// were income (408A(d)(3)(F)).

/** Why the distribution is made, as far as a Roth IRA cares. */
export type RothDistributionCircumstance = 'Owner' | 'Death' | 'Disability' | 'FirstHome';

/** One year's conversion (and rollover from a non-Roth plan) contributions, all Roth IRAs together. */
export interface RothConversionYear {
  readonly Year: number;
  readonly Amount: number | string;
  /** The part included in gross income when converted (the rest was basis). */
  readonly TaxablePart: number | string;
}

export interface RothDistributionQuery {
  readonly DistributionDate: string;
  /** This distribution (gross). */
  readonly Amount: number | string;
  readonly Circumstance?: RothDistributionCircumstance;
  /** The owner's date of birth (for 59 1/2); for an inherited Roth IRA the decedent owner's, or omit. */
  readonly OwnerDateOfBirth?: string;
  /**
   * The first taxable year for which the owner made any contribution (regular or conversion) to
   * any Roth IRA: the five-year period for qualified distributions starts on January 1 of it.
   */
  readonly FirstContributionTaxYear?: number;
  /** Total regular contributions to all the owner's Roth IRAs (not conversions or rollovers). */
  readonly RegularContributions?: number | string;
  /** Conversion and rollover contributions by year (at most 200 years). */
  readonly Conversions?: readonly RothConversionYear[];
  /**
   * Earlier distributions from all the owner's Roth IRAs, including earlier ones of the same year
   * (all of a year's distributions are one, 1.408A-6 Q&A-9) and qualified ones ("whether or not
   * they were qualified distributions", 1.408A-6 Q&A-4); not rollovers or returns of excess
   * contributions (treated as never contributed).
   */
  readonly PriorDistributions?: number | string;
  /** FirstHome: first-home amounts already treated as qualified (the lifetime limit is $10,000). */
  readonly PriorFirstHomeAmount?: number | string;
}

export type RothLayerName = 'RegularContributions' | 'ConversionTaxablePart' | 'ConversionNontaxablePart' | 'Earnings';

export interface RothLayerSlice {
  readonly Layer: RothLayerName;
  /** The conversion year, for conversion slices. */
  readonly Year?: number;
  readonly Amount: string;
  /** Included in gross income. */
  readonly Taxable: boolean;
  /**
   * Counted for the 10 percent additional tax unless an exception (age 59 1/2, death, disability, 72(t)(2)) applies.
   */
  readonly SubjectToAdditionalTax: boolean;
  /** Conversion slices: the last day of the conversion's own five-year period. */
  readonly FiveYearPeriodEnds?: string;
}

export interface RothDistributionResult {
  readonly ok: true;
  readonly Qualified: 'Yes' | 'No' | 'Unchecked';
  /** December 31 of the fifth taxable year of the qualified-distribution period; null when unknown. */
  readonly FiveYearPeriodEnds: string | null;
  readonly FiveYearPeriodMet: boolean | null;
  readonly Reached59AndAHalf: boolean | null;
  /** This distribution layer by layer; empty when the ordering could not be applied. */
  readonly Layers: readonly RothLayerSlice[];
  /** Included in gross income; null when a fact the ordering needs is missing. */
  readonly TaxableAmount: string | null;
  /**
   * The amount the 10 percent tax would apply to, before any claimed 72(t) exception: taxable
   * earnings and conversion taxable parts within five years. Zero at 59 1/2, on death or disability,
   * for a qualified distribution; null when unknown.
   */
  readonly AdditionalTaxBase: string | null;
  readonly Reasons: readonly string[];
  readonly Unchecked: readonly string[];
  readonly Sources: readonly string[];
}

const MAX_CONVERSION_YEARS = 200;
const ORDERING_SOURCE = '26 U.S.C. 408A(d)(4)(B); 26 CFR 1.408A-6 Q&A-8 and Q&A-9 (ordering and aggregation)';
const QUALIFIED_SOURCE =
  '26 U.S.C. 408A(d)(2) (qualified distribution: after the five-taxable-year period, and 59 1/2, death, ' +
  'disability or first home)';
const CONVERSION_FIVE_YEAR_SOURCE =
  '26 U.S.C. 408A(d)(3)(F); 26 CFR 1.408A-6 Q&A-5(b) (a separate five-year period for each conversion)';

function bad(field: string, message: string): Failure {
  const errors: FieldError[] = [{ FieldName: field, ErrorCode: 'Invalid', Message: message }];
  return failure('InvalidRequest', `${field} ${message}`, errors);
}

/**
 * The tax character of a Roth IRA distribution: qualified or not, and if not, which layers it
 * takes under the ordering rules, what is income and what the 10 percent tax could reach.
 * Never throws; facts not given are listed in Unchecked and never assumed.
 */
export function rothDistribution(catalog: Catalog, q: RothDistributionQuery): RothDistributionResult | Failure {
  try {
    return compute(catalog, q);
  } catch {
    return failure('InvalidRequest', 'the Roth distribution query could not be read');
  }
}

function compute(catalog: Catalog, q: RothDistributionQuery): RothDistributionResult | Failure {
  if (typeof q !== 'object' || q === null) return bad('(query)', 'must be an object');
  const on = parseIsoDate(q.DistributionDate);
  if (!on) return bad('DistributionDate', 'must be a date YYYY-MM-DD');
  const amountR = parseAmount(q.Amount);
  if (!amountR.ok) return bad('Amount', amountR.message);
  const amount = amountR.value;
  const circumstance = q.Circumstance ?? 'Owner';
  if (!['Owner', 'Death', 'Disability', 'FirstHome'].includes(circumstance))
    return bad('Circumstance', 'must be Owner, Death, Disability or FirstHome');
  const reasons: string[] = [];
  const unchecked: string[] = [];
  const sources: string[] = [QUALIFIED_SOURCE];

  let reached: boolean | null = null;
  if (q.OwnerDateOfBirth !== undefined) {
    const birth = parseIsoDate(q.OwnerDateOfBirth);
    if (!birth) return bad('OwnerDateOfBirth', 'must be a date YYYY-MM-DD');
    const half = dateReaching59AndAHalf(birth);
    reached = q.DistributionDate >= half;
    reasons.push(
      `the owner reaches 59 1/2 on ${half}: ${reached ? 'reached' : 'not reached'} on ${q.DistributionDate}`,
    );
  } else if (circumstance === 'Owner' || circumstance === 'FirstHome') unchecked.push('OwnerDateOfBirth');

  let periodEnds: string | null = null;
  let periodMet: boolean | null = null;
  if (q.FirstContributionTaxYear !== undefined) {
    const y = q.FirstContributionTaxYear;
    if (typeof y !== 'number' || !Number.isInteger(y) || y < 1998 || y > on.year + 1)
      return bad(
        'FirstContributionTaxYear',
        'must be a whole year from 1998 (Roth IRAs began in 1998) to the year after the distribution',
      );
    periodEnds = `${y + 4}-12-31`;
    periodMet = q.DistributionDate > periodEnds;
    reasons.push(
      `the five-taxable-year period began January 1, ${y} and ends ${periodEnds}: ${periodMet ? 'met' : 'not met'}`,
    );
  } else unchecked.push('FirstContributionTaxYear');

  // Does a qualifying event apply? (408A(d)(2)(A))
  let firstHomeRoom: Decimal | undefined;
  let event: boolean | null;
  if (circumstance === 'Death' || circumstance === 'Disability') event = true;
  else if (circumstance === 'FirstHome') {
    const limit = parameterValue(catalog, 'first_home_distribution_lifetime_limit', { Date: q.DistributionDate });
    if (!limit.ok) return failure('InvalidRequest', limit.Message);
    sources.push(`${limit.Reference}; ${limit.Source}`);
    if (q.PriorFirstHomeAmount === undefined) {
      unchecked.push('PriorFirstHomeAmount');
      event = null;
    } else {
      const prior = parseAmount(q.PriorFirstHomeAmount, { allowZero: true });
      if (!prior.ok) return bad('PriorFirstHomeAmount', prior.message);
      firstHomeRoom = Decimal.max(0, new Decimal(limit.Value).minus(prior.value));
      event = reached === true || firstHomeRoom.gte(amount);
      if (reached !== true)
        reasons.push(`first home: ${decimalString(firstHomeRoom)} of the $${limit.Value} lifetime amount is left`);
    }
  } else event = reached;

  const qualified: 'Yes' | 'No' | 'Unchecked' =
    periodMet === false || event === false ? 'No' : periodMet === true && event === true ? 'Yes' : 'Unchecked';
  if (qualified === 'Yes') reasons.push('a qualified distribution: not included in gross income, no additional tax');
  if (qualified === 'No') reasons.push('not a qualified distribution: the ordering rules decide what is income');

  // The ordering rules (also run for a qualified distribution: they track what basis is left).
  const layers = orderLayers(q, amount, on.year, reasons, unchecked);
  if ('ok' in layers) return layers;
  sources.push(ORDERING_SOURCE, CONVERSION_FIVE_YEAR_SOURCE);
  const exempt = reached === true || circumstance === 'Death' || circumstance === 'Disability';
  const slices: RothLayerSlice[] = layers.slices.map((s) => {
    const taxable = qualified !== 'Yes' && s.Layer === 'Earnings';
    const within = s.FiveYearPeriodEnds !== undefined && q.DistributionDate <= s.FiveYearPeriodEnds;
    const subject =
      qualified !== 'Yes' && !exempt && (s.Layer === 'Earnings' || (s.Layer === 'ConversionTaxablePart' && within));
    return { ...s, Taxable: taxable, SubjectToAdditionalTax: subject };
  });
  const known = layers.complete && qualified !== 'Unchecked';
  const sum = (f: (s: RothLayerSlice) => boolean) =>
    decimalString(slices.filter(f).reduce((a, s) => a.plus(s.Amount), new Decimal(0)));
  if (qualified === 'Unchecked' && layers.complete)
    reasons.push('whether the distribution is qualified is not known: the taxable amount is left open');
  if (exempt && qualified !== 'Yes')
    reasons.push('59 1/2, death or disability: no additional tax on any layer (72(t)(2)(A)(i)-(iii))');
  return {
    ok: true,
    Qualified: qualified,
    FiveYearPeriodEnds: periodEnds,
    FiveYearPeriodMet: periodMet,
    Reached59AndAHalf: reached,
    Layers: slices,
    TaxableAmount: qualified === 'Yes' ? '0' : known ? sum((s) => s.Taxable) : null,
    AdditionalTaxBase: qualified === 'Yes' ? '0' : known ? sum((s) => s.SubjectToAdditionalTax) : null,
    Reasons: reasons,
    Unchecked: unchecked,
    Sources: sources,
  };
}

interface LayerPlan {
  readonly slices: Omit<RothLayerSlice, 'Taxable' | 'SubjectToAdditionalTax'>[];
  /** False when contribution facts were missing, so earnings could not be told from basis. */
  readonly complete: boolean;
}

function orderLayers(
  q: RothDistributionQuery,
  amount: Decimal,
  year: number,
  reasons: string[],
  unchecked: string[],
): LayerPlan | Failure {
  if (q.RegularContributions === undefined || q.Conversions === undefined || q.PriorDistributions === undefined) {
    for (const f of ['RegularContributions', 'Conversions', 'PriorDistributions'] as const)
      if (q[f] === undefined) unchecked.push(f);
    return { slices: [], complete: false };
  }
  const regular = parseAmount(q.RegularContributions, { allowZero: true });
  if (!regular.ok) return bad('RegularContributions', regular.message);
  const prior = parseAmount(q.PriorDistributions, { allowZero: true });
  if (!prior.ok) return bad('PriorDistributions', prior.message);
  if (!Array.isArray(q.Conversions) || q.Conversions.length > MAX_CONVERSION_YEARS)
    return bad('Conversions', `must be a list of at most ${MAX_CONVERSION_YEARS} years`);
  type Bucket = { layer: RothLayerName; year?: number; size: Decimal; ends?: string };
  const buckets: Bucket[] = [{ layer: 'RegularContributions', size: regular.value }];
  const conversions = [...q.Conversions].map((c, i) => ({ c, i }));
  for (const { c, i } of conversions) {
    if (typeof c !== 'object' || c === null || !Number.isInteger(c.Year) || c.Year < 1998 || c.Year > year)
      return bad(`Conversions[${i}].Year`, 'must be a whole year from 1998 to the distribution year');
    const a = parseAmount(c.Amount, { allowZero: true });
    if (!a.ok) return bad(`Conversions[${i}].Amount`, a.message);
    const t = parseAmount(c.TaxablePart, { allowZero: true });
    if (!t.ok) return bad(`Conversions[${i}].TaxablePart`, t.message);
    if (t.value.gt(a.value)) return bad(`Conversions[${i}].TaxablePart`, 'must not exceed Amount');
  }
  conversions.sort((x, y) => x.c.Year - y.c.Year || x.i - y.i);
  for (const { c } of conversions) {
    const a = new Decimal(String(c.Amount));
    const t = new Decimal(String(c.TaxablePart));
    const ends = `${c.Year + 4}-12-31`;
    buckets.push({ layer: 'ConversionTaxablePart', year: c.Year, size: t, ends });
    buckets.push({ layer: 'ConversionNontaxablePart', year: c.Year, size: a.minus(t), ends });
  }
  // Walk the layers: skip what earlier distributions took, then take this distribution.
  let skip = prior.value;
  let left = amount;
  const slices: LayerPlan['slices'] = [];
  for (const b of buckets) {
    if (left.lte(0)) break;
    let size = b.size;
    const skipped = Decimal.min(skip, size);
    skip = skip.minus(skipped);
    size = size.minus(skipped);
    if (size.lte(0)) continue;
    const take = Decimal.min(size, left);
    left = left.minus(take);
    slices.push({
      Layer: b.layer,
      ...(b.year !== undefined ? { Year: b.year } : {}),
      Amount: decimalString(take),
      ...(b.ends !== undefined ? { FiveYearPeriodEnds: b.ends } : {}),
    });
  }
  if (left.gt(0)) slices.push({ Layer: 'Earnings', Amount: decimalString(left) });
  reasons.push(
    `ordering: ` +
      `${slices.map((s) => `${s.Amount} from ${s.Layer}${s.Year !== undefined ? ` ${s.Year}` : ''}`).join(', ')}`,
  );
  return { slices, complete: true };
}
