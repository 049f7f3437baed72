import { Decimal, roundMoney } from '../shared/money.js';

/** Places kept in the line-10 ratio (the form asks for at least three). */
export const RATIO_PLACES = 6;

/** The names of the Form 8606 Part I facts, in the order of the form's lines (1, 2, 4, 6, 7, 8). */
export const FORM_8606_FACTS = [
  'NondeductibleContributions',
  'PriorBasis',
  'ContributionsMadeNextYear',
  'YearEndValue',
  'Distributions',
  'Conversions',
] as const;

/** The Form 8606 Part I facts of the conversion year (all amounts in dollars and cents). */
export interface Form8606Facts {
  /** Line 1: nondeductible contributions to traditional IRAs for the year. */
  readonly NondeductibleContributions: Decimal;
  /** Line 2: total basis in traditional IRAs at the end of the prior year (prior Form 8606 line 14). */
  readonly PriorBasis: Decimal;
  /** Line 4: the part of line 1 contributed from January 1 of the next year to the return's due date. */
  readonly ContributionsMadeNextYear: Decimal;
  /** Line 6: value of all traditional, SEP and SIMPLE IRAs on December 31 of the year, plus outstanding rollovers. */
  readonly YearEndValue: Decimal;
  /** Line 7: distributions from those IRAs in the year, not counting rollovers, conversions and recharacterizations. */
  readonly Distributions: Decimal;
  /** Line 8: the net amount converted to Roth IRAs in the year (this conversion included). */
  readonly Conversions: Decimal;
}

/** Lines of Form 8606 Part I and Part II as decimal strings (line 10 as a six-place ratio). */
export interface Form8606Lines {
  readonly Line3: string;
  readonly Line5: string;
  readonly Line9: string;
  readonly Line10: string;
  /** Nontaxable part of the year's conversions. */
  readonly Line11: string;
  /** Nontaxable part of the year's distributions. */
  readonly Line12: string;
  readonly Line13: string;
  /** Basis carried to the next year. */
  readonly Line14: string;
  /** Taxable part of the year's conversions (line 16 less line 17). */
  readonly Line18: string;
}

/**
 * The Form 8606 arithmetic for the year's conversions: line 10 is line 5 over line 9, at most
 * 1, as a decimal "rounded to at least three places" (six are kept, so that a conversion of
 * nearly all basis is not shown as more than the basis); the nontaxable part of the
 * conversions is line 8 times line 10 (line 11), and the taxable part line 8 less line 11
 * (Part II, line 18). Amounts are rounded half up to cents, and the nontaxable lines never
 * add up to more than the basis (line 5), so the basis carried (line 14) is never below line 4.
 * Line 9 must be positive (line 8 is, since it includes the conversion).
 */
export function form8606Conversion(f: Form8606Facts): Form8606Lines {
  const line3 = f.NondeductibleContributions.plus(f.PriorBasis);
  const line5 = line3.minus(f.ContributionsMadeNextYear);
  const line9 = f.YearEndValue.plus(f.Distributions).plus(f.Conversions);
  const ratio = Decimal.min(new Decimal(1), Decimal.max(new Decimal(0), line5.div(line9))).toDecimalPlaces(
    RATIO_PLACES,
    Decimal.ROUND_HALF_UP,
  );
  const basis = Decimal.max(0, line5);
  const line11 = Decimal.min(roundMoney(f.Conversions.times(ratio)), basis);
  const line12 = Decimal.min(roundMoney(f.Distributions.times(ratio)), basis.minus(line11));
  const line13 = line11.plus(line12);
  return {
    Line3: line3.toFixed(),
    Line5: line5.toFixed(),
    Line9: line9.toFixed(),
    Line10: ratio.toFixed(RATIO_PLACES),
    Line11: line11.toFixed(),
    Line12: line12.toFixed(),
    Line13: line13.toFixed(),
    Line14: line3.minus(line13).toFixed(),
    Line18: f.Conversions.minus(line11).toFixed(),
  };
}
