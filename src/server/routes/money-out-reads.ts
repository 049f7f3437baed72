import type { StoredRequiredDistributionAccount } from '../../core/tax-forms/index.js';
import type { Queryable } from '../db/types.js';
import { type AccountRow, findAccount, storedAccount } from '../store/accounts.js';
import { findClient, storedClient } from '../store/clients.js';
import { accountHistory } from '../store/withdrawals.js';
import { holdingsAtYearEnds } from '../store/year-end-holdings.js';

// What the money-out read routes load: one of the caller's accounts with its owner, its history
// and its positions on December 31 of the years asked (with their prices), for the engine to value.

export interface LoadedAccount {
  readonly row: AccountRow;
  readonly record: StoredRequiredDistributionAccount;
}

export async function loadAccountRecords(
  q: Queryable,
  providerId: string,
  accountId: string,
  yearEnds: readonly number[] = [],
): Promise<LoadedAccount | undefined> {
  const row = await findAccount(q, providerId, accountId);
  if (row === undefined) return undefined;
  const client = await findClient(q, providerId, row.client_id);
  return {
    row,
    record: {
      Account: storedAccount(row),
      Owner: client === undefined ? null : storedClient(client),
      Transactions: await accountHistory(q, row.account_id),
      HoldingsAtYearEnd: await holdingsAtYearEnds(q, row.account_id, yearEnds),
    },
  };
}

/** A four-digit year from the query, or undefined. */
export function yearParam(v: string | undefined): number | undefined {
  return v !== undefined && /^\d{4}$/.test(v) ? Number(v) : undefined;
}
