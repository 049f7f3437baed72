import { characterValue } from './character-value.js';

/**
 * The ISIN check digit of the first eleven characters (ISO 6166): letters become two digits
 * (A=10 .. Z=35), then the Luhn algorithm runs over the resulting digit string: from the right,
 * every other digit is doubled starting with the rightmost, the digits of the products are added,
 * and the check digit is (10 - sum mod 10) mod 10. Returns undefined unless `base` is exactly
 * eleven upper-case letters or digits.
 */
export function isinCheckDigit(base: string): number | undefined {
  if (typeof base !== 'string' || base.length !== 11) return undefined;
  const digits: number[] = [];
  for (let i = 0; i < 11; i++) {
    const v = characterValue(base.charCodeAt(i), false);
    if (v < 0) return undefined;
    if (v >= 10) digits.push(Math.floor(v / 10), v % 10);
    else digits.push(v);
  }
  let sum = 0;
  let double = true; // the rightmost digit of the base is doubled
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits[i]!;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}
