import type { InstrumentPrice } from './instrument-types.js';

const MAX_SCAN = 1_000_000; // explicit bound (the registry keeps at most 100,000 prices)

/**
 * The price with the latest Date on or before `date` (YYYY-MM-DD), or undefined when there is none.
 * Reads the list in any order (a linear scan), so a host's unsorted list gives the same answer.
 */
export function priceOnOrBefore(prices: readonly InstrumentPrice[], date: string): InstrumentPrice | undefined {
  let best: InstrumentPrice | undefined;
  const n = Math.min(prices.length, MAX_SCAN);
  for (let i = 0; i < n; i++) {
    const p = prices[i]!;
    if (p.Date <= date && (best === undefined || p.Date > best.Date)) best = p;
  }
  return best;
}
