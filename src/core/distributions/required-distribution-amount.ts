import { Decimal } from 'decimal.js';
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
