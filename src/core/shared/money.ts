import { Decimal } from 'decimal.js';

// Money is exact: parsed from a JSON number or a decimal string into decimal.js, never
// computed in binary floating point. A JSON number is read through its shortest
// round-trip string, so 0.1 stays 0.1.

/**
 * Upper bound on any single amount: 10^13 (ten trillion) in currency units, 10^15 minor units
 * for a two-decimal currency, below 2^53 (about 9.007 x 10^15) so that every amount, and every
 * balance up to MAX_BALANCE, is exact as an integer count of minor units in any JSON reader
 * (TigerBeetle style: explicit limits on input).
 */
export const MAX_AMOUNT = new Decimal('1e13');
/** Upper bound on any balance or sum of amounts: 9 x 10^13 units, 9 x 10^15 minor units < 2^53. */
export const MAX_BALANCE = new Decimal('9e13');
const AMOUNT_TEXT = /^-?(0|[1-9]\d{0,15})(\.\d{1,18})?$/;

export type AmountResult =
  | { readonly ok: true; readonly value: Decimal }
  | { readonly ok: false; readonly message: string };

export interface AmountRules {
  /** Digits after the decimal point the currency allows (2 for USD). */
  readonly minor_units?: number;
  readonly allowZero?: boolean;
  readonly allowNegative?: boolean;
}

/** Parse an amount given as a JSON number or a decimal string. Never throws. */
export function parseAmount(input: unknown, rules: AmountRules = {}): AmountResult {
  const minor_units = rules.minor_units ?? 2;
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, message: 'must be a finite number' };
    text = String(input);
    if (/e/i.test(text)) return { ok: false, message: 'must be written without an exponent' };
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, message: 'must be a decimal number or a decimal string' };
  }
  if (!AMOUNT_TEXT.test(text)) return { ok: false, message: 'must be a plain decimal such as 1234.56' };
  const value = new Decimal(text);
  if (value.decimalPlaces() > minor_units)
    return { ok: false, message: `must have at most ${minor_units} digits after the decimal point` };
  if (value.abs().gt(MAX_AMOUNT))
    return { ok: false, message: `must not exceed ${MAX_AMOUNT.toFixed(minor_units)}, the largest amount accepted` };
  if (value.isNegative() && !value.isZero() && !rules.allowNegative)
    return { ok: false, message: 'must not be negative' };
  if (value.isZero() && !rules.allowZero) return { ok: false, message: 'must be greater than zero' };
  return { ok: true, value };
}

/** Plain-notation decimal string (never exponent form). */
export function decimalString(d: Decimal): string {
  return d.toFixed();
}

/** Round half up to the currency's minor units. */
export function roundMoney(d: Decimal, minor_units = 2): Decimal {
  return d.toDecimalPlaces(minor_units, Decimal.ROUND_HALF_UP);
}

export { Decimal };
