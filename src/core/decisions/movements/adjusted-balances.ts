import { Decimal } from 'decimal.js';
import type { StoredTransaction } from '../facts.js';
import { storedAmount } from '../rules/stored-amount.js';
import { OUTFLOW_ENTRY_TYPES } from './movement-records.js';

/** Entry types that exchange cash for an asset of the same value: neither income nor a flow. */
const ASSET_EXCHANGES: readonly string[] = ['InvestmentPurchase'];

export interface AdjustedBalances {
  readonly AdjustedOpeningBalance: string;
  readonly AdjustedClosingBalance: string;
}

/**
 * The adjusted opening and closing balances of Treas. Reg. 1.408-11(b) from the FIRST IRA's own
 * transactions (oldest first, every one of them), when no market values are given: the value
 * just before the contribution plus the contributions and transfers in from it on (it included),
 * and the value now plus the distributions and transfers out since. The value is the ledger's:
 * deposits and credits less debits, an investment purchase held at cost (it moves no value), so
 * the net income is what the ledger earned (Interest, Fees, Adjustments). Undefined when the
 * contribution is not among the transactions.
 */
export function adjustedBalancesFromLedger(
  transactions: readonly StoredTransaction[],
  contributionId: string,
): AdjustedBalances | undefined {
  const at = transactions.findIndex((t) => t.TransactionId === contributionId);
  if (at < 0) return undefined;
  let before = new Decimal(0);
  let now = new Decimal(0);
  let inflows = new Decimal(0);
  let outflows = new Decimal(0);
  transactions.forEach((t, i) => {
    if (ASSET_EXCHANGES.includes(t.EntryType)) return;
    const amount = storedAmount(t);
    const signed = t.Direction === 'Credit' ? amount : amount.negated();
    now = now.plus(signed);
    if (i < at) before = before.plus(signed);
    else if (t.Kind === 'Deposit' && t.Direction === 'Credit') inflows = inflows.plus(amount);
    else if (t.Direction === 'Debit' && OUTFLOW_ENTRY_TYPES.includes(t.EntryType)) outflows = outflows.plus(amount);
  });
  return {
    AdjustedOpeningBalance: Decimal.max(0, before).plus(inflows).toFixed(),
    AdjustedClosingBalance: Decimal.max(0, now.plus(outflows)).toFixed(),
  };
}
