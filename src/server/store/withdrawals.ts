import { type HistoryTransaction, MAX_WITHDRAWAL_HISTORY, type WithdrawalDetail } from '../../core/decisions/index.js';
import type { Queryable } from '../db/types.js';
import { iso, isoOrUndefined, jsonValue } from './rows.js';
import { storedTransaction, type TransactionRow } from './transactions.js';

/** Stores a withdrawal's figures with its transaction (same database transaction). */
export async function insertWithdrawalDetail(tx: Queryable, d: WithdrawalDetail): Promise<void> {
  await tx.query(
    'INSERT INTO withdrawal_details (transaction_id, account_id, tax_year, detail) VALUES ($1, $2, $3, $4::jsonb)',
    [d.TransactionId, d.AccountId, d.TaxYear, JSON.stringify(d)],
  );
}

const HISTORY_COLUMNS =
  't.transaction_id, t.provider_id, t.account_id, t.kind, t.entry_type, t.direction, t.amount::text AS ' +
  'amount, t.currency, t.payment_method_type, t.tax_year, t.plan_year, t.contribution_source, ' +
  't.description, t.status, t.provider_reference_id, t.distribution_reason, t.sub_account, t.created_at, ' +
  't.posted_at, w.detail AS withdrawal';

/**
 * Every transaction of the account, oldest first (at most MAX_WITHDRAWAL_HISTORY), each with its
 * withdrawal figures when it was a withdrawal: what decideWithdrawal, taxForms and the
 * required-distribution facts read.
 */
export async function accountHistory(q: Queryable, accountId: string): Promise<HistoryTransaction[]> {
  const r = await q.query<TransactionRow & { withdrawal: unknown }>(
    `SELECT ${HISTORY_COLUMNS} FROM transactions t LEFT JOIN withdrawal_details w ON w.transaction_id = t.transaction_id
     WHERE t.account_id = $1 ORDER BY t.created_at, t.transaction_id LIMIT $2`,
    [accountId, MAX_WITHDRAWAL_HISTORY],
  );
  return r.rows.map((row) => {
    const posted = isoOrUndefined(row.posted_at);
    const detail = jsonValue<WithdrawalDetail | null>(row.withdrawal, null);
    return {
      ...storedTransaction(row),
      CreatedDate: iso(row.created_at),
      ...(posted !== undefined ? { PostedDate: posted } : {}),
      Withdrawal: detail,
    };
  });
}

/** The ids of a client's accounts with this provider (at most 100), oldest first. */
export async function clientAccountIds(q: Queryable, providerId: string, clientId: string): Promise<string[]> {
  const r = await q.query<{ account_id: string }>(
    'SELECT account_id FROM accounts WHERE provider_id = $1 AND client_id = $2 ORDER BY created_at, ' +
      'account_id LIMIT 100',
    [providerId, clientId],
  );
  return r.rows.map((x) => String(x.account_id));
}
