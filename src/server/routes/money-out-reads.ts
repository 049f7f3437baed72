import { REQUEST_LIMITS } from '../../core/requests/limits.js';
import type { FieldError } from '../../core/shared/error-codes.js';
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

/**
 * A year from the query (`name` is the parameter), or the field error that refuses it: missing, not
 * four digits, or outside the request years (REQUEST_LIMITS, 1900..2200). Year 0000 once reached the
 * store's make_date and answered a 500 (docs/decisions/69-fuzzed-inputs.md).
 */
export function yearParam(name: string, v: string | undefined): number | FieldError {
  const { min_year, max_year } = REQUEST_LIMITS;
  const range = `a four-digit year from ${min_year} to ${max_year}`;
  if (v === undefined || v === '')
    return { FieldName: name, ErrorCode: 'Required', Message: `${name} is required: ${range}.` };
  const year = /^\d{4}$/.test(v) ? Number(v) : Number.NaN;
  if (year >= min_year && year <= max_year) return year;
  return { FieldName: name, ErrorCode: 'OutOfRange', Message: `${name} must be ${range}.` };
}
