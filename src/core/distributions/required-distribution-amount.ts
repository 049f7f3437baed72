import { Decimal } from 'decimal.js';
import { minorUnitsFixed2 } from '../shared/minor-units.js';
import { parseAmount, roundMoney } from '../shared/money.js';

const DIVISOR_TEXT = /^(0|[1-9]\d{0,2})(\.\d{1,4})?$/;

/** Parse a divisor (a positive life expectancy, at most 999.9999); undefined when invalid. */
export function parseDivisor(input: unknown): Decimal | undefined {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return undefined;
    text = String(input);
  } else if (typeof input === 'string') text = input.trim();
  else return undefined;
  if (!DIVISOR_TEXT.test(text)) return undefined;
  const d = new Decimal(text);
  return d.isZero() ? undefined : d;
}

/** Balance over divisor, rounded half up to cents, never more than the balance itself. */
export function amountFor(divisor: Decimal, balance: Decimal): Decimal {
  // A divisor of 1 or less means the whole remaining balance (the life expectancy is spent).
  if (divisor.lte(1)) return balance;
  return roundMoney(balance.div(divisor));
}

/** Balances up to 10^10 units (10^12 cents): the exact quotient stays far from decimal.js's rounding error. */
const MAX_FAST_BALANCE_CENTS = 1e12;

/**
 * amountFor in integer cents, `toFixed(2)` text, for a divisor in tenths of a year: cents * 10 /
 * tenths rounded half up, the whole balance when the divisor is 1.0 or less. A remainder is a
 * multiple of 1/tenths of a cent, so it is never within decimal.js's 20-digit rounding error of
 * the half-cent unless exactly on it, where both round up. Undefined past 10^10 units (the
 * caller uses amountFor). Proven equal to amountFor by test/perf-equivalence.
 */
export function amountByTenths(balanceCents: number, tenths: number): string | undefined {
  if (!(balanceCents >= 0 && balanceCents <= MAX_FAST_BALANCE_CENTS) || !Number.isInteger(tenths) || tenths <= 0)
    return undefined;
  if (tenths <= 10) return minorUnitsFixed2(balanceCents);
  const n = balanceCents * 10;
  let q = Math.floor(n / tenths);
  let r = n - q * tenths;
  if (r < 0) {
    q -= 1;
    r += tenths;
  } else if (r >= tenths) {
    q += 1;
    r -= tenths;
  }
  return minorUnitsFixed2(2 * r >= tenths ? q + 1 : q);
}

/**
 * Required distribution: PriorYearEndBalance / Divisor, rounded half up to cents, as a plain
 * decimal string ("9009.01"). Inputs are decimal strings or JSON numbers. Returns undefined
 * (never throws) when the divisor is not a positive number or the balance is not a
 * non-negative amount with at most two decimals.
 */
export function requiredDistributionAmount(
  Divisor: string | number,
  PriorYearEndBalance: string | number,
): string | undefined {
  const divisor = parseDivisor(Divisor);
  const balance = parseAmount(PriorYearEndBalance, { minor_units: 2, allowZero: true });
  if (!divisor || !balance.ok) return undefined;
  return amountFor(divisor, balance.value).toFixed(2);
}
