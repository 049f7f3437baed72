import type { MovementRecordToInsert, MovementTransactionRecord, OwnerMovement } from '../../core/decisions/index.js';
import { MAX_MOVEMENT_HISTORY, type MovementKind } from '../../core/movements/index.js';
import type { RequiredDistributionAccount } from '../../core/required-distributions/required-distribution-status.js';
import type { Queryable } from '../db/types.js';
import { iso } from './rows.js';
import { insertTransaction } from './transactions.js';

/** Stores a movement (docs/movements.md): the owner's history for later movement decisions. */
export async function insertMovement(tx: Queryable, providerId: string, m: MovementRecordToInsert): Promise<void> {
  await tx.query(
    `INSERT INTO movements (movement_id, provider_id, client_id, kind, from_account_id, from_account_type_code,
       to_account_id, to_account_type_code, amount, currency, distribution_date, completed_date, taxable_amount,
       provider_reference_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      m.MovementId,
      providerId,
      m.ClientId,
      m.Kind,
      m.FromAccountId,
      m.FromAccountTypeCode,
      m.ToAccountId,
      m.ToAccountTypeCode,
      m.Amount,
      m.Currency,
      m.DistributionDate,
      m.CompletedDate,
      m.TaxableAmount,
      m.ProviderReferenceId ?? null,
      m.CreatedDate,
    ],
  );
}

/** Stores one side of a movement: the transaction, then its movement details. */
export async function insertMovementTransaction(
  tx: Queryable,
  providerId: string,
  t: MovementTransactionRecord,
): Promise<void> {
  await insertTransaction(tx, providerId, t);
  await tx.query(
    `INSERT INTO movement_transactions (transaction_id, movement_id, counterparty_account_id, form_1099r, form_5498,
       taxable_amount, five_year_period_begins)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      t.TransactionId,
      t.MovementId,
      t.CounterpartyAccountId,
      t.Form1099R === undefined ? null : JSON.stringify(t.Form1099R),
      t.Form5498 === undefined ? null : JSON.stringify(t.Form5498),
      t.TaxableAmount ?? null,
      t.FiveYearPeriodBegins ?? null,
    ],
  );
}

interface MovementRow {
  kind: MovementKind;
  from_account_id: string | null;
  from_account_type_code: string;
  to_account_id: string;
  to_account_type_code: string;
  amount: string;
  distribution_date: string;
}

/**
 * The owner's movements whose distribution date is on or after `since` (YYYY-MM-DD), newest
 * first, at most MAX_MOVEMENT_HISTORY: the History of a rollover or conversion decision. A movement
 * is stored under its receiving client; those out of the owner's accounts to another client (a
 * Coverdell ESA to a family member's, a transfer incident to divorce) are the owner's too.
 */
export async function ownerMovements(q: Queryable, clientId: string, since: string): Promise<OwnerMovement[]> {
  const r = await q.query<MovementRow>(
    `SELECT kind, from_account_id, from_account_type_code, to_account_id, to_account_type_code,
       amount::text AS amount, distribution_date::text AS distribution_date
     FROM (SELECT * FROM movements WHERE client_id = $1 AND distribution_date >= $2
           UNION
           SELECT m.* FROM movements m JOIN accounts a ON a.account_id = m.from_account_id
           WHERE a.client_id = $1 AND m.client_id <> $1 AND m.distribution_date >= $2) owned
     ORDER BY distribution_date DESC, created_at DESC LIMIT $3`,
    [clientId, since, MAX_MOVEMENT_HISTORY],
  );
  return r.rows.map(ownerMovementOf);
}

/**
 * The owner's trustee transfers of any date into an account of one of `toTypes` (the HSA types): the earlier
 * qualified HSA funding distributions the once-in-a-lifetime rule of 408(d)(9)(C)(ii) reads, oldest first.
 */
export async function ownerTransfersInto(
  q: Queryable,
  clientId: string,
  toTypes: readonly string[],
): Promise<OwnerMovement[]> {
  const r = await q.query<MovementRow>(
    `SELECT kind, from_account_id, from_account_type_code, to_account_id, to_account_type_code,
       amount::text AS amount, distribution_date::text AS distribution_date
     FROM movements WHERE client_id = $1 AND kind = 'TrusteeTransfer' AND to_account_type_code = ANY($2)
     ORDER BY distribution_date, created_at LIMIT $3`,
    [clientId, [...toTypes], MAX_MOVEMENT_HISTORY],
  );
  return r.rows.map(ownerMovementOf);
}

/** A movements row as the decisions read it (`OwnerMovement`). */
function ownerMovementOf(row: MovementRow): OwnerMovement {
  return {
    Kind: row.kind,
    FromAccountTypeCode: row.from_account_type_code,
    ToAccountTypeCode: row.to_account_type_code,
    DistributionDate: String(row.distribution_date).slice(0, 10),
    ...(row.from_account_id !== null ? { FromAccountId: String(row.from_account_id) } : {}),
    ToAccountId: String(row.to_account_id),
    Amount: row.amount,
  };
}

const MAX_OWNER_ACCOUNTS = 100;

/**
 * The owner's accounts of the caller as requiredDistributionStatus reads them: each account's
 * ledger value (Settled postings, holdings at cost) on December 31 of the two years before `year`, and
 * its Distribution and Withdrawal debits from January 1 of the year before on. Inherited IRAs are left
 * out (their schedule needs the decedent's facts): `types` names the types to read.
 */
export async function requiredDistributionAccounts(
  q: Queryable,
  providerId: string,
  clientId: string,
  dateOfBirth: string,
  year: number,
  types: readonly string[],
): Promise<RequiredDistributionAccount[]> {
  if (types.length === 0) return [];
  const yearStart = `${year}-01-01T00:00:00.000Z`;
  const priorStart = `${year - 1}-01-01T00:00:00.000Z`;
  type Row = { account_id: string; account_type_code: string; value: string; prior_value: string };
  const accounts = await q.query<Row>(
    `SELECT a.account_id, a.account_type_code,
       COALESCE(s.value, 0)::text AS value, COALESCE(s.prior_value, 0)::text AS prior_value
     FROM accounts a
     CROSS JOIN LATERAL (SELECT SUM(p.amount) AS value, SUM(p.amount) FILTER (WHERE p.created_at < $5) AS prior_value
                         FROM postings p
                         WHERE p.account_id = a.account_id AND p.bucket = 'Settled' AND p.created_at < $3) s
     WHERE a.client_id = $1 AND a.provider_id = $2
       AND a.account_type_code IN (${types.map((_, i) => `$${i + 6}`).join(', ')})
     ORDER BY a.account_id LIMIT $4`,
    [clientId, providerId, yearStart, MAX_OWNER_ACCOUNTS, priorStart, ...types],
  );
  const out: RequiredDistributionAccount[] = [];
  for (const a of accounts.rows) {
    const paid = await q.query<{ amount: string; created_at: unknown }>(
      `SELECT amount::text AS amount, created_at FROM transactions
       WHERE account_id = $1 AND direction = 'Debit' AND entry_type IN ('Distribution', ` +
        `'Withdrawal') AND created_at >= $2
       ORDER BY created_at LIMIT 1000`,
      [a.account_id, priorStart],
    );
    out.push({
      AccountId: String(a.account_id),
      AccountTypeCode: a.account_type_code,
      OwnerId: clientId,
      OwnerDateOfBirth: dateOfBirth,
      // The year before's value too: until April 1 a first distribution year's unpaid part counts.
      YearEndValues: [
        { Year: year - 2, Value: a.prior_value },
        { Year: year - 1, Value: a.value },
      ],
      Distributions: paid.rows.map((p) => ({ Date: iso(p.created_at).slice(0, 10), Amount: p.amount })),
    });
  }
  return out;
}
