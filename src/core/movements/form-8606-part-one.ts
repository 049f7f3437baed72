import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { type Decimal, parseAmount } from '../shared/money.js';
import { FORM_8606_FACTS, type Form8606Facts, type Form8606Lines, form8606Conversion } from './form-8606-conversion.js';

/** Form 8606 Part I facts as a host sends them (decimal strings or numbers, dollars and cents). */
export interface Form8606Query {
  /** Line 1: nondeductible contributions for the year (default 0). */
  readonly NondeductibleContributions?: string | number;
  /** Line 2: basis at the end of the prior year, the prior Form 8606 line 14 (default 0). */
  readonly PriorBasis?: string | number;
  /** Line 4: the part of line 1 contributed from January 1 of the next year to the due date (default 0). */
  readonly ContributionsMadeNextYear?: string | number;
  /**
   * Line 6: the value of all traditional, SEP and SIMPLE IRAs on December 31, plus outstanding rollovers.
   * Required only with distributions or conversions (without them the form stops at line 3).
   */
  readonly YearEndValue?: string | number;
  /** Line 7: distributions in the year, not counting rollovers, conversions and recharacterizations (default 0). */
  readonly Distributions?: string | number;
  /** Line 8: the net amount converted to Roth IRAs in the year (default 0). */
  readonly Conversions?: string | number;
}

export interface Form8606PartOne extends Form8606Lines {
  readonly ok: true;
  /** Line 15a (and 15c without a disaster distribution): the taxable part of the distributions, line 7 less 12. */
  readonly Line15a: string;
}

const KEYS = FORM_8606_FACTS;

/**
 * Form 8606 Part I for a year (Instructions for Form 8606; IRS Pub. 590-B, Worksheet 1-1): the basis
 * (lines 1 to 5), the nontaxable share of the year's distributions and conversions (line 10, line 5
 * over line 9, at most 1, six places kept), their nontaxable parts (lines 11 and 12), the basis
 * carried (line 14) and the taxable parts (line 15a of the distributions, line 18 of the
 * conversions). Without distributions or conversions the form enters line 3 on line 14 and stops:
 * nothing is nontaxable, the whole basis is carried, and line 6 is not needed. Never throws.
 */
export function form8606PartOne(q: Form8606Query): Form8606PartOne | Failure<'InvalidRequest'> {
  if (typeof q !== 'object' || q === null) return failure('InvalidRequest', 'the query must be an object');
  const errors: FieldError[] = [];
  // Line 6 is read only with a distribution or a conversion: without them the form enters line 3 on line 14
  // and does not complete the rest of Part I. An unreadable line 7 or 8 is reported by itself.
  const given = (v: string | number | undefined): boolean => {
    if (v === undefined) return false;
    const r = parseAmount(v, { allowZero: true });
    return r.ok && !r.value.isZero();
  };
  const needsLine6 = given(q.Distributions) || given(q.Conversions);
  const read = (key: (typeof KEYS)[number]): Decimal | undefined => {
    const v = q[key];
    const r = parseAmount(v ?? (key === 'YearEndValue' && needsLine6 ? v : 0), { allowZero: true });
    if (r.ok) return r.value;
    errors.push({
      FieldName: key,
      ErrorCode: v === undefined ? 'Required' : 'Invalid',
      Message: `${key} ${r.message}`,
    });
    return undefined;
  };
  const [line1, line2, line4, line6, line7, line8] = KEYS.map(read);
  if (errors.length > 0 || !line1 || !line2 || !line4 || !line6 || !line7 || !line8)
    return failure('InvalidRequest', errors.map((e) => e.Message).join('; '), errors);
  if (line4.gt(line1))
    return failure('InvalidRequest', 'ContributionsMadeNextYear is part of NondeductibleContributions', [
      { FieldName: 'ContributionsMadeNextYear', ErrorCode: 'Invalid', Message: 'must be at most line 1' },
    ]);
  const facts: Form8606Facts = {
    NondeductibleContributions: line1,
    PriorBasis: line2,
    ContributionsMadeNextYear: line4,
    YearEndValue: line6,
    Distributions: line7,
    Conversions: line8,
  };
  if (line7.plus(line8).isZero()) {
    const basis = line1.plus(line2);
    const zero = '0';
    return {
      ok: true,
      Line3: basis.toFixed(),
      Line5: basis.minus(line4).toFixed(),
      Line9: zero,
      Line10: '0.000000',
      Line11: zero,
      Line12: zero,
      Line13: zero,
      Line14: basis.toFixed(),
      Line15a: zero,
      Line18: zero,
    };
  }
  const lines = form8606Conversion(facts);
  return { ok: true, ...lines, Line15a: line7.minus(lines.Line12).toFixed() };
}
