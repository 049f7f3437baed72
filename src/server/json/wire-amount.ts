/**
 * An amount of the engine (a decimal string in plain notation, at most the currency's minor units)
 * as the wire carries it: a JSON number (design.md section 2). Exact for every amount the service
 * accepts (at most 10^15 minor units, below 2^53), as the balances are.
 */
export function wireAmount(amount: string): number {
  const n = Number(amount);
  if (!Number.isFinite(n)) throw new Error(`not an amount: ${amount}`);
  return n;
}

/** `wireAmount`, with null (a figure not known) kept as null. */
export function wireAmountOrNull(amount: string | null): number | null {
  return amount === null ? null : wireAmount(amount);
}
