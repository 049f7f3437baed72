import {
  type HistoryTransaction,
  MAX_WITHDRAWAL_HISTORY,
  type MovementForm1099R,
  type MovementForm5498,
  type WithdrawalDetail,
} from '../../core/decisions/index.js';
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

interface HistoryRow extends TransactionRow {
  withdrawal: unknown;
  form_1099r: unknown;
  form_5498: unknown;
  moved_taxable: string | null;
}

const HISTORY_COLUMNS =
  't.transaction_id, t.provider_id, t.account_id, t.kind, t.entry_type, t.direction, t.amount::text AS ' +
  'amount, t.currency, t.payment_method_type, t.tax_year, t.plan_year, t.contribution_source, ' +
  't.description, t.status, t.provider_reference_id, t.distribution_reason, t.sub_account, t.repayment_of, ' +
  't.repaid_transaction_id, t.recharacterized_contribution::text AS recharacterized_contribution, t.created_at, ' +
  't.posted_at, w.detail AS withdrawal, m.form_1099r, m.form_5498, m.taxable_amount::text AS moved_taxable';

/** The withdrawal figures recorded with one transaction; null when it was not a withdrawal. */
export async function withdrawalDetailOf(q: Queryable, transactionId: string): Promise<WithdrawalDetail | null> {
  const r = await q.query<{ detail: unknown }>('SELECT detail FROM withdrawal_details WHERE transaction_id = $1', [
    transactionId,
  ]);
  return r.rows[0] === undefined ? null : jsonValue<WithdrawalDetail | null>(r.rows[0].detail, null);
}

/**
 * Every transaction of the account, oldest first (at most MAX_WITHDRAWAL_HISTORY), each with its
 * withdrawal figures when it was a withdrawal: what decideWithdrawal, taxForms and the
 * required-distribution facts read.
 */
export async function accountHistory(q: Queryable, accountId: string): Promise<HistoryTransaction[]> {
  const r = await q.query<HistoryRow>(
    `SELECT ${HISTORY_COLUMNS} FROM transactions t
     LEFT JOIN withdrawal_details w ON w.transaction_id = t.transaction_id
     LEFT JOIN movement_transactions m ON m.transaction_id = t.transaction_id
     WHERE t.account_id = $1 ORDER BY t.created_at, t.transaction_id LIMIT $2`,
    [accountId, MAX_WITHDRAWAL_HISTORY],
  );
  return r.rows.map((row) => {
    const posted = isoOrUndefined(row.posted_at);
    const detail = jsonValue<WithdrawalDetail | null>(row.withdrawal, null);
    // A movement's sides: the reporting the movement decided (Form 1099-R on the sending side,
    // the Form 5498 box on the receiving side) and, for a conversion, its taxable part.
    const form1099R = jsonValue<MovementForm1099R | null>(row.form_1099r, null);
    const form5498 = jsonValue<MovementForm5498 | null>(row.form_5498, null);
    const conversion = form5498?.Box === '3' && row.moved_taxable !== null;
    return {
      ...storedTransaction(row),
      CreatedDate: iso(row.created_at),
      ...(posted !== undefined ? { PostedDate: posted } : {}),
      Withdrawal: detail,
      ...(form1099R !== null ? { Form1099R: form1099R } : {}),
      ...(form5498 !== null ? { Form5498: form5498 } : {}),
      ...(conversion ? { ConversionTaxablePart: row.moved_taxable } : {}),
    };
  });
}

/**
 * The qualified charitable distributions of one tax year recorded on a client's accounts with this
 * provider of the types named, other than one account, in transaction id order: what the owner's other
 * IRAs add to a QCD's limit (408(d)(8)(A): per taxpayer across all IRAs). One statement over all of
 * them, however many the owner has; at most `limit` rows.
 */
export async function ownerQcdsInYear(
  q: Queryable,
  owner: { readonly providerId: string; readonly clientId: string; readonly exceptAccountId: string },
  typeCodes: readonly string[],
  taxYear: number,
  limit: number,
): Promise<WithdrawalDetail[]> {
  const r = await q.query<{ detail: unknown }>(
    'SELECT d.detail FROM withdrawal_details d JOIN accounts a ON a.account_id = d.account_id ' +
      'WHERE a.provider_id = $1 AND a.client_id = $2 AND a.account_id <> $3 ' +
      'AND a.account_type_code = ANY($4::text[]) ' +
      "AND d.tax_year = $5 AND d.detail->>'DistributionReason' = 'QualifiedCharitableDistribution' " +
      'ORDER BY d.transaction_id LIMIT $6',
    [owner.providerId, owner.clientId, owner.exceptAccountId, [...typeCodes], taxYear, limit],
  );
  return r.rows.flatMap((row) => {
    const d = jsonValue<WithdrawalDetail | null>(row.detail, null);
    return d === null ? [] : [d];
  });
}

/** A client's accounts with this provider other than one (at most 100), oldest first, with their types. */
export async function ownerOtherAccounts(
  q: Queryable,
  providerId: string,
  clientId: string,
  exceptAccountId: string,
): Promise<{ account_id: string; account_type_code: string }[]> {
  const r = await q.query<{ account_id: string; account_type_code: string }>(
    'SELECT account_id, account_type_code FROM accounts WHERE provider_id = $1 AND client_id = $2 AND ' +
      'account_id <> $3 ORDER BY created_at, account_id LIMIT 100',
    [providerId, clientId, exceptAccountId],
  );
  return r.rows.map((x) => ({ account_id: String(x.account_id), account_type_code: String(x.account_type_code) }));
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
