import type { HistoryTransaction, WithdrawalDetail } from '../decisions/withdrawal/facts.js';
import { postedOn } from '../decisions/withdrawal/history.js';
import { Decimal } from '../shared/money.js';

/** Money on tax forms: two decimals. */
export const formMoney = (d: Decimal): string => d.toFixed(2);

/** The withdrawals whose distribution date falls in `year`, oldest first. */
export function withdrawalsOfYear(history: readonly HistoryTransaction[], year: number): WithdrawalDetail[] {
  const out: WithdrawalDetail[] = [];
  for (const t of history) if (t.Withdrawal && t.Withdrawal.TaxYear === year) out.push(t.Withdrawal);
  return out;
}

/**
 * The cash the ledger holds for the account at the end of `day`: posted credits less posted
 * debits through that day (a withdrawal's debit is its gross plus its fee, as its entries are).
 * An investment purchase turns cash into holdings: the cash falls, the holdings (valued by the
 * host) rise. Pending deposits are not yet in the account.
 */
export function cashThrough(history: readonly HistoryTransaction[], day: string): Decimal {
  let cash = new Decimal(0);
  for (const t of history) {
    if (t.Status !== 'Posted' || postedOn(t) > day) continue;
    if (t.Withdrawal) {
      cash = cash.minus(t.Withdrawal.GrossAmount).minus(t.Withdrawal.Fee);
      continue;
    }
    cash = t.Direction === 'Credit' ? cash.plus(t.Amount) : cash.minus(t.Amount);
  }
  return cash;
}

/** Sum of a field over withdrawal details. */
export function sumOf<T = WithdrawalDetail>(list: readonly T[], pick: (w: T) => string | null): Decimal {
  return list.reduce((s, w) => s.plus(pick(w) ?? '0'), new Decimal(0));
}
