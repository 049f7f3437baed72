import { MAX_HISTORY } from '../../core/contributions/normalize.js';
import type {
  DepositSettlement,
  PersonAccountDeposits,
  StoredTransaction,
  TransactionRecordToInsert,
} from '../../core/decisions/index.js';
import type { Queryable } from '../db/types.js';
import type { Page } from './pagination.js';
import { iso, isoOrUndefined, money, withOptional } from './rows.js';

export interface TransactionRow {
  transaction_id: string;
  provider_id: string;
  account_id: string;
  kind: 'Deposit' | 'Entry';
  entry_type: string;
  direction: 'Credit' | 'Debit';
  amount: string;
  currency: string;
  payment_method_type: string | null;
  tax_year: number | null;
  plan_year: number | null;
  contribution_source: string | null;
  description: string | null;
  status: 'Pending' | 'Posted';
  provider_reference_id: string | null;
  distribution_reason: string | null;
  sub_account: string | null;
  repayment_of: string | null;
  repaid_transaction_id: string | null;
  recharacterized_contribution?: string | null;
  recharacterized_transaction_id?: string | null;
  created_at: unknown;
  posted_at: unknown;
}

const COLUMNS =
  'transaction_id, provider_id, account_id, kind, entry_type, direction, amount::text AS amount, currency, ' +
  'payment_method_type, tax_year, plan_year, contribution_source, description, status, ' +
  'provider_reference_id, distribution_reason, sub_account, repayment_of, repaid_transaction_id, ' +
  'recharacterized_contribution::text AS recharacterized_contribution, recharacterized_transaction_id, ' +
  'created_at, posted_at';

/**
 * What the contribution limits read of an account: its deposits, and the debit of a contribution
 * recharacterized out of it (the first IRA no longer holds it: recharacterized-contributions.ts).
 */
const CONTRIBUTION_ROWS = "(kind = 'Deposit' OR entry_type = 'RecharacterizationOut')";

export function transactionRecord(r: TransactionRow): Record<string, unknown> {
  return withOptional(
    {
      TransactionId: r.transaction_id,
      AccountId: r.account_id,
      TransactionKind: r.kind,
      EntryType: r.entry_type,
      Direction: r.direction,
      Amount: money(r.amount),
      Currency: r.currency,
      TransactionStatus: r.status,
      CreatedDate: iso(r.created_at),
    },
    {
      PaymentMethodType: r.payment_method_type,
      TaxYear: r.tax_year,
      PlanYear: r.plan_year,
      ContributionSource: r.contribution_source,
      Description: r.description,
      ProviderReferenceId: r.provider_reference_id,
      DistributionReason: r.distribution_reason,
      SubAccount: r.sub_account,
      RepaymentOf: r.repayment_of,
      RepaidTransactionId: r.repaid_transaction_id == null ? null : String(r.repaid_transaction_id),
      RecharacterizedContribution:
        r.recharacterized_contribution == null ? null : money(r.recharacterized_contribution),
      RecharacterizedTransactionId:
        r.recharacterized_transaction_id == null ? null : String(r.recharacterized_transaction_id),
      PostedDate: isoOrUndefined(r.posted_at),
    },
  );
}

export async function findTransaction(
  q: Queryable,
  providerId: string | undefined,
  id: string,
  forUpdate = false,
): Promise<TransactionRow | undefined> {
  const r =
    providerId === undefined
      ? await q.query<TransactionRow>(
          `SELECT ${COLUMNS} FROM transactions WHERE transaction_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
          [id],
        )
      : await q.query<TransactionRow>(
          `SELECT ${COLUMNS} FROM transactions WHERE transaction_id = $1 AND provider_id = ` +
            `$2${forUpdate ? ' FOR UPDATE' : ''}`,
          [id, providerId],
        );
  return r.rows[0];
}

export async function listTransactions(
  q: Queryable,
  accountId: string,
  page: Page,
): Promise<{ total: number; rows: TransactionRow[] }> {
  const t = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE account_id = $1', [
    accountId,
  ]);
  const r = await q.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM transactions WHERE account_id = $1 ORDER BY created_at, transaction_id LIMIT $2 OFFSET $3`,
    [accountId, page.PageSize, page.offset],
  );
  return { total: Number(t.rows[0]?.n ?? 0), rows: r.rows };
}

export async function insertTransaction(
  tx: Queryable,
  providerId: string,
  t: TransactionRecordToInsert,
): Promise<void> {
  await tx.query(
    `INSERT INTO transactions (transaction_id, provider_id, account_id, kind, entry_type, direction, ` +
      `amount, currency, payment_method_type, tax_year, plan_year,
       contribution_source, description, status, provider_reference_id, created_at, posted_at, ` +
      `distribution_reason, sub_account, repayment_of, repaid_transaction_id, recharacterized_contribution, ` +
      `recharacterized_transaction_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
       $23)`,
    [
      t.TransactionId,
      providerId,
      t.AccountId,
      t.Kind,
      t.EntryType,
      t.Direction,
      t.Amount,
      t.Currency,
      t.PaymentMethodType ?? null,
      t.TaxYear ?? null,
      t.PlanYear ?? null,
      t.ContributionSource ?? null,
      t.Description ?? null,
      t.Status,
      t.ProviderReferenceId ?? null,
      t.CreatedDate,
      t.PostedDate ?? null,
      t.DistributionReason ?? null,
      t.SubAccount ?? null,
      t.RepaymentOf ?? null,
      t.RepaidTransactionId ?? null,
      t.RecharacterizedContribution ?? null,
      t.RecharacterizedTransactionId ?? null,
    ],
  );
}

export async function markPosted(tx: Queryable, s: DepositSettlement): Promise<void> {
  await tx.query("UPDATE transactions SET status = 'Posted', posted_at = $2 WHERE transaction_id = $1", [
    s.TransactionId,
    s.PostedDate,
  ]);
}

/** The decisions' StoredTransaction from a row. */
export function storedTransaction(r: TransactionRow): StoredTransaction {
  return {
    TransactionId: r.transaction_id,
    AccountId: r.account_id,
    Kind: r.kind,
    EntryType: r.entry_type,
    Direction: r.direction,
    Amount: r.amount,
    Currency: r.currency,
    Status: r.status,
    ContributionSource: r.contribution_source as StoredTransaction['ContributionSource'],
    TaxYear: r.tax_year === null ? null : Number(r.tax_year),
    PlanYear: r.plan_year === null ? null : Number(r.plan_year),
    ...(r.sub_account === 'Transit' || r.sub_account === 'Parking' ? { SubAccount: r.sub_account } : {}),
    ...(r.repayment_of !== null && r.repayment_of !== undefined ? { RepaymentOf: r.repayment_of } : {}),
    ...(r.repaid_transaction_id !== null && r.repaid_transaction_id !== undefined
      ? { RepaidTransactionId: String(r.repaid_transaction_id) }
      : {}),
    ...(r.recharacterized_contribution !== null && r.recharacterized_contribution !== undefined
      ? { RecharacterizedContribution: r.recharacterized_contribution }
      : {}),
    ...(r.recharacterized_transaction_id !== null && r.recharacterized_transaction_id !== undefined
      ? { RecharacterizedTransactionId: String(r.recharacterized_transaction_id) }
      : {}),
    CreatedDate: iso(r.created_at),
  };
}

/**
 * What repayments of one distribution already came to: the Repayment deposits of the provider naming it
 * (any account), a plain decimal.
 */
export async function earlierRepayments(q: Queryable, providerId: string, distributionId: string): Promise<string> {
  const r = await q.query<{ total: string | null }>(
    'SELECT sum(amount)::text AS total FROM transactions WHERE provider_id = $1 AND repaid_transaction_id = $2 ' +
      "AND contribution_source = 'Repayment'",
    [providerId, distributionId],
  );
  return r.rows[0]?.total ?? '0';
}

/**
 * The account's transactions, oldest first, at most MAX_HISTORY: its deposits alone, or every
 * transaction when `all` (a type with a balance cap reads its participant principal from them).
 */
export async function accountTransactions(q: Queryable, accountId: string, all: boolean): Promise<StoredTransaction[]> {
  const r = await q.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM transactions WHERE account_id = $1${all ? '' : ` AND ${CONTRIBUTION_ROWS}`}
     ORDER BY created_at, transaction_id LIMIT $2`,
    [accountId, MAX_HISTORY],
  );
  return r.rows.map(storedTransaction);
}

/** Bound on the deposits read per account of a person (the limit checks read one year's). */
const MAX_PERSON_DEPOSITS = MAX_HISTORY;

/**
 * The owner's accounts other than `exceptAccountId` and their deposits, for the per-person limits.
 * Read after the owner's client row is locked FOR UPDATE, so a concurrent deposit to another of
 * the person's accounts has committed (and is seen) or waits.
 */
export async function personAccountDeposits(
  q: Queryable,
  providerId: string,
  clientId: string,
  exceptAccountId: string,
  maxAccounts: number,
): Promise<PersonAccountDeposits[]> {
  const a = await q.query<{ account_id: string; account_type_code: string; beneficiary_dob: string | null }>(
    `SELECT account_id, account_type_code, attributes->>'BeneficiaryDateOfBirth' AS beneficiary_dob FROM accounts
     WHERE client_id = $1 AND provider_id = $2 AND account_id <> $3 ORDER BY account_id LIMIT $4`,
    [clientId, providerId, exceptAccountId, maxAccounts],
  );
  const out: PersonAccountDeposits[] = [];
  for (const row of a.rows) {
    const r = await q.query<TransactionRow>(
      `SELECT ${COLUMNS} FROM transactions WHERE account_id = $1 AND ${CONTRIBUTION_ROWS}
       ORDER BY created_at DESC, transaction_id LIMIT $2`,
      [row.account_id, MAX_PERSON_DEPOSITS],
    );
    out.push({
      AccountId: row.account_id,
      AccountTypeCode: row.account_type_code,
      Deposits: r.rows.map(storedTransaction),
      ...(row.beneficiary_dob === null ? {} : { BeneficiaryDateOfBirth: row.beneficiary_dob }),
    });
  }
  return out;
}
