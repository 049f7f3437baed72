import { Decimal } from 'decimal.js';
import { type LedgerAccountRef, type LedgerEntry, ledgerAccountKey } from './ledger.js';

/** The key of one ledger account's balance in one currency: `client:<id>:Settled@USD`. */
export function balanceKey(ref: LedgerAccountRef, currency: string): string {
  return `${ledgerAccountKey(ref)}@${currency}`;
}

/** Most entries summed in one call (a host sums one account's entries, or a test's whole ledger). */
export const MAX_ENTRIES_SUMMED = 1_000_000;

/**
 * "A balance is the sum of its entries" (design.md section 7), as one definition: the balance of
 * every ledger account and currency named in `entries`, keyed by `balanceKey`, as plain decimal
 * strings. `opening` (balances from earlier entries, same keys) is added to, never mutated, so a
 * host may sum incrementally. A key whose entries cancel keeps its zero balance ("0").
 */
export function balancesFromEntries(
  entries: readonly LedgerEntry[],
  opening: ReadonlyMap<string, string> = new Map(),
): ReadonlyMap<string, string> {
  if (entries.length > MAX_ENTRIES_SUMMED) throw new RangeError(`at most ${MAX_ENTRIES_SUMMED} entries are summed`);
  const sums = new Map<string, Decimal>();
  for (const [key, value] of opening) sums.set(key, new Decimal(value));
  for (const e of entries) {
    const key = balanceKey(e.Account, e.Currency);
    sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(e.Amount));
  }
  return new Map([...sums].map(([key, sum]) => [key, sum.toFixed()]));
}
