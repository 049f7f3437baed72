import { characterValue } from './character-value.js';

/**
 * The CUSIP check digit of the first eight characters ("modulus 10 double add double"): each
 * character's value (0-9, A=10 .. Z=35, * = 36, @ = 37, # = 38), doubled at the even positions
 * (2, 4, 6, 8), its tens and units added to the sum; the check digit is (10 - sum mod 10) mod 10.
 * Returns undefined unless `base` is exactly eight allowed upper-case characters.
 * Source: ANSI X9.6 (CUSIP), as published by CUSIP Global Services.
 */
export function cusipCheckDigit(base: string): number | undefined {
  if (typeof base !== 'string' || base.length !== 8) return undefined;
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = characterValue(base.charCodeAt(i), true);
    if (v < 0) return undefined;
    if (i % 2 === 1) v *= 2;
    sum += Math.floor(v / 10) + (v % 10);
  }
  return (10 - (sum % 10)) % 10;
}
