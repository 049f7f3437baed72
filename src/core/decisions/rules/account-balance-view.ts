import { Decimal } from 'decimal.js';
import type { CompiledAccountType } from '../../catalog/types.js';
import type { AccountBalances } from '../facts.js';
import { availableBalanceOf } from './available-balance-of.js';

/** The AccountBalance of Get Account (spec 2.3): available, settled and pending, as JSON numbers. */
export interface AccountBalanceView {
  readonly AvailableBalance: number;
  readonly SettledBalance: number;
  readonly PendingBalance: number;
  readonly Currency: string;
}

/**
 * The wire AccountBalance from the ledger sums: AvailableBalance by nature (availableBalanceOf),
 * and the Settled and Pending buckets. Amounts are exact as JSON numbers up to MAX_BALANCE.
 */
export function accountBalanceView(
  type: CompiledAccountType,
  attributes: Readonly<Record<string, unknown>>,
  balances: AccountBalances,
  currency: string,
): AccountBalanceView {
  return {
    AvailableBalance: Number(availableBalanceOf(type, attributes, balances)),
    SettledBalance: Number(new Decimal(balances.Settled).toFixed()),
    PendingBalance: Number(new Decimal(balances.Pending).toFixed()),
    Currency: currency,
  };
}
