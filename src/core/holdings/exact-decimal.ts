import { Decimal } from 'decimal.js';

/**
 * decimal.js with 64 significant digits: a quantity (up to 10^12 with 8 decimals, 21 digits) times
 * a price (up to 10^9 with 8 decimals, 17 digits) is exact before it is rounded to cents, which the
 * default 20 digits would not guarantee.
 */
export const ExactDecimal = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });
export type ExactDecimal = InstanceType<typeof ExactDecimal>;
