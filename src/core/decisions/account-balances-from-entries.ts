import { Decimal } from 'decimal.js';
import { MAX_ENTRIES_SUMMED } from './balances-from-entries.js';
import type { AccountBalances } from './facts.js';
import type { LedgerEntry } from './ledger.js';

/**
 * One client account's balances from ledger entries (any entries: those of other accounts are
 * skipped): each bucket is the sum of its entries, sub-accounts included; SettledCredits and
 * SettledDebits split the Settled bucket's entries by sign. The same definition as
 * `balancesFromEntries`, shaped as the decisions' `AccountBalances` fact.
 */
export function accountBalancesFromEntries(accountId: string, entries: readonly LedgerEntry[]): AccountBalances {
  if (entries.length > MAX_ENTRIES_SUMMED) throw new RangeError(`at most ${MAX_ENTRIES_SUMMED} entries are summed`);
  let settled = new Decimal(0);
  let pending = new Decimal(0);
  let credits = new Decimal(0);
  let debits = new Decimal(0);
  for (const e of entries) {
    if (e.Account.Kind !== 'Client' || e.Account.AccountId !== accountId) continue;
    const amount = new Decimal(e.Amount);
    if (e.Account.Bucket === 'Pending') {
      pending = pending.plus(amount);
      continue;
    }
    settled = settled.plus(amount);
    if (amount.isPositive()) credits = credits.plus(amount);
    else debits = debits.minus(amount);
  }
  return {
    Settled: settled.toFixed(),
    Pending: pending.toFixed(),
    SettledCredits: credits.toFixed(),
    SettledDebits: debits.toFixed(),
  };
}
