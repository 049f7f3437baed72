import type { AccountBalances, LedgerEntry } from '../../core/decisions/index.js';
import { MAX_DECISION_ENTRIES } from '../../core/decisions/index.js';
import type { Queryable } from '../db/types.js';

/** Sums of an account's client postings (decimal strings): the only source of a balance. */
export interface LedgerSums {
  readonly pending: string;
  readonly settled: string;
  /** Settled credits and debits, for the benefit-account (FSA) derivation. */
  readonly credits: string;
  readonly debits: string;
}

export const ZERO_SUMS: LedgerSums = { pending: '0', settled: '0', credits: '0', debits: '0' };
export const MAX_ACCOUNTS_PER_QUERY = 100;

interface SumRow {
  account_id: string;
  pending: string;
  settled: string;
  credits: string;
  debits: string;
}

/**
 * The client-side sums of each account, from its running totals (migration 0040): kept in the
 * same statement as the postings that change them (appendEntries), and proved equal to the sum of
 * the account's entries by the ledger check. Service postings have no account_id and never count.
 */
export async function ledgerSums(q: Queryable, accountIds: readonly string[]): Promise<Map<string, LedgerSums>> {
  const out = new Map<string, LedgerSums>();
  if (accountIds.length === 0) return out;
  if (accountIds.length > MAX_ACCOUNTS_PER_QUERY) throw new Error('too many accounts in one balance query');
  const r = await q.query<SumRow>(
    `SELECT account_id, pending::text AS pending, settled::text AS settled,
       settled_credits::text AS credits, settled_debits::text AS debits
     FROM account_totals WHERE account_id = ANY($1::uuid[])`,
    [accountIds],
  );
  for (const row of r.rows)
    out.set(String(row.account_id), {
      pending: row.pending,
      settled: row.settled,
      credits: row.credits,
      debits: row.debits,
    });
  return out;
}

/** The decisions' AccountBalances of one account, read from its postings. */
export async function accountBalances(q: Queryable, accountId: string): Promise<AccountBalances> {
  const s = (await ledgerSums(q, [accountId])).get(accountId) ?? ZERO_SUMS;
  return { Settled: s.settled, Pending: s.pending, SettledCredits: s.credits, SettledDebits: s.debits };
}

const COLUMNS_PER_ROW = 8;

/**
 * Applies a decision's entries as postings of `transactionId` and adds the client entries to their
 * accounts' running totals, in ONE statement. Postings are append-only: never updated or deleted.
 * The decision asserted that the entries balance. Only client accounts have a totals row (a row
 * per service account would be one hot row every write in the service waits on); a service
 * account's balance is summed from its postings when asked (the ledger check).
 */
export async function appendEntries(
  tx: Queryable,
  transactionId: string,
  entries: readonly LedgerEntry[],
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  if (entries.length > MAX_DECISION_ENTRIES) throw new Error('too many ledger entries for one decision');
  const params: unknown[] = [];
  const rows: string[] = [];
  const created = at.toISOString();
  for (const e of entries) {
    const a = e.Account;
    const base = params.length;
    params.push(
      transactionId,
      a.Kind === 'Client' ? a.AccountId : null,
      a.Kind === 'Client' ? a.Bucket : null,
      a.Kind === 'Client' ? (a.SubAccount ?? null) : null,
      a.Kind === 'Service' ? a.Name : null,
      e.Amount,
      e.Currency,
      created,
    );
    rows.push(`(${Array.from({ length: COLUMNS_PER_ROW }, (_, i) => `$${base + i + 1}`).join(', ')})`);
  }
  await tx.query(
    `WITH added AS (
       INSERT INTO postings (transaction_id, account_id, bucket, sub_account, service_account, amount, ` +
      `currency, created_at)
       VALUES ${rows.join(', ')}
       RETURNING account_id, bucket, amount)
     INSERT INTO account_totals AS t (account_id, pending, settled, settled_credits, settled_debits)
     SELECT account_id,
       COALESCE(SUM(CASE WHEN bucket = 'Pending' THEN amount END), 0),
       COALESCE(SUM(CASE WHEN bucket = 'Settled' THEN amount END), 0),
       COALESCE(SUM(CASE WHEN bucket = 'Settled' AND amount > 0 THEN amount END), 0),
       COALESCE(SUM(CASE WHEN bucket = 'Settled' AND amount < 0 THEN -amount END), 0)
     FROM added WHERE account_id IS NOT NULL GROUP BY account_id
     ON CONFLICT (account_id) DO UPDATE SET
       pending = t.pending + EXCLUDED.pending,
       settled = t.settled + EXCLUDED.settled,
       settled_credits = t.settled_credits + EXCLUDED.settled_credits,
       settled_debits = t.settled_debits + EXCLUDED.settled_debits`,
    params,
  );
}
