// Money as a whole number of minor units (cents for USD) in a JS number: exact for every amount
// parseAmount accepts (at most 10^13 units, so 10^15 cents < 2^53). The hot paths use these where
// integer arithmetic is exact, and fall back to decimal.js where it is not (a fast path answers
// only what it can prove equal: test/perf-equivalence).

/** Largest integer a double holds exactly; sums and products of minor units must stay below it. */
export const MAX_EXACT = Number.MAX_SAFE_INTEGER;
const MAX_AMOUNT_MINOR = 1e15; // MAX_AMOUNT (10^13 units) in cents

function digitAt(s: string, i: number): number {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : -1;
}

/**
 * Cents of a non-negative amount with at most two significant decimals, written as
 * `parseAmount` reads it (a JSON number, or a plain decimal string); undefined when the fast
 * reader does not take it (negative, exponent, whitespace, too large, more decimals): then the
 * caller takes the readable path, which says what is wrong. Never throws.
 */
export function readMinorUnits(input: unknown): number | undefined {
  if (typeof input === 'number') {
    if (Number.isInteger(input)) return input >= 0 && input <= 1e13 ? input * 100 : undefined;
    if (!(input > 0 && input < 1e13)) return undefined;
    return readText(String(input));
  }
  return typeof input === 'string' ? readText(input) : undefined;
}

function readText(s: string): number | undefined {
  const len = s.length;
  if (len === 0 || len > 40) return undefined;
  let i = 0;
  let units = 0;
  // Integer part: "0", or no leading zero; at most 14 digits (10^13 is the largest amount).
  const first = digitAt(s, 0);
  if (first < 0) return undefined;
  if (first === 0) i = 1;
  else {
    while (i < len) {
      const d = digitAt(s, i);
      if (d < 0) break;
      units = units * 10 + d;
      i++;
      if (i > 14) return undefined;
    }
  }
  let cents = units * 100;
  if (i < len) {
    if (s.charCodeAt(i) !== 46) return undefined; // '.'
    i++;
    const fracStart = i;
    while (i < len) {
      const d = digitAt(s, i);
      if (d < 0) return undefined;
      const place = i - fracStart;
      if (place === 0) cents += d * 10;
      else if (place === 1) cents += d;
      else if (d !== 0 || place >= 18) return undefined; // a third significant decimal, or too long
      i++;
    }
    if (i === fracStart) return undefined; // "12." is not a plain decimal
  }
  return cents <= MAX_AMOUNT_MINOR ? cents : undefined;
}

/** Plain decimal text of cents, as decimal.js `toFixed()` writes the same value: "7000", "150.25", "0.5". */
export function minorUnitsText(cents: number): string {
  if (cents < 0) return `-${minorUnitsText(-cents)}`;
  const units = Math.floor(cents / 100);
  const rest = cents - units * 100;
  if (rest === 0) return String(units);
  if (rest % 10 === 0) return `${units}.${rest / 10}`;
  return `${units}.${rest < 10 ? '0' : ''}${rest}`;
}

/** Cents as decimal.js `toFixed(2)` writes the same value: "250000.00", "0.05" (non-negative). */
export function minorUnitsFixed2(cents: number): string {
  const units = Math.floor(cents / 100);
  const rest = cents - units * 100;
  return `${units}.${rest < 10 ? '0' : ''}${rest}`;
}

/**
 * Cents of a catalog decimal string (`-?digits(.digits)?`, validated at load) when it is a whole
 * number of cents within the exact range; NaN otherwise (the caller then takes the readable path).
 */
export function catalogMinorUnits(value: string): number {
  const negative = value.charCodeAt(0) === 45;
  const cents = readText(negative ? value.slice(1) : value);
  if (cents === undefined) return Number.NaN;
  return negative ? -cents : cents;
}
