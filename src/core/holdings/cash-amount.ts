import { ExactDecimal } from './exact-decimal.js';

/**
 * The cash of a trade or a valuation: quantity x price, computed exactly, then rounded half up
 * (0.005 becomes 0.01) to the currency's minor units. Inputs are plain decimal strings already
 * validated; the result is a plain decimal string with exactly `minor_units` decimals.
 */
export function cashAmount(quantity: string, price: string, minor_units = 2): string {
  return new ExactDecimal(quantity)
    .times(price)
    .toDecimalPlaces(minor_units, ExactDecimal.ROUND_HALF_UP)
    .toFixed(minor_units);
}
