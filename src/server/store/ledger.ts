import type { Queryable } from '../db/types.js';

/** Sums of an account's postings (decimal strings): the only source of a balance. */
export interface LedgerSums {
  readonly pending: string;
  readonly settled: string;
  /** Settled credits and debits, for the benefit-account (FSA) derivation. */
  readonly credits: string;
  readonly debits: string;
}

export const ZERO_SUMS: LedgerSums = { pending: '0', settled: '0', credits: '0', debits: '0' };
const MAX_ACCOUNTS_PER_QUERY = 100;

interface SumRow {
  account_id: string;
  pending: string;
  settled: string;
  credits: string;
  debits: string;
}

export async function ledgerSums(q: Queryable, accountIds: readonly string[]): Promise<Map<string, LedgerSums>> {
  const out = new Map<string, LedgerSums>();
  if (accountIds.length === 0) return out;
  if (accountIds.length > MAX_ACCOUNTS_PER_QUERY) throw new Error('too many accounts in one balance query');
  const placeholders = accountIds.map((_, i) => `$${i + 1}`).join(', ');
  const r = await q.query<SumRow>(
    `SELECT account_id,
       COALESCE(SUM(CASE WHEN bucket = 'Pending' THEN amount END), 0)::text AS pending,
       COALESCE(SUM(CASE WHEN bucket = 'Settled' THEN amount END), 0)::text AS settled,
       COALESCE(SUM(CASE WHEN bucket = 'Settled' AND amount > 0 THEN amount END), 0)::text AS credits,
       COALESCE(SUM(CASE WHEN bucket = 'Settled' AND amount < 0 THEN -amount END), 0)::text AS debits
     FROM postings WHERE account_id IN (${placeholders}) GROUP BY account_id`,
    accountIds,
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

export interface Posting {
  readonly bucket: 'Pending' | 'Settled';
  /** Signed decimal string: credits positive, debits negative. */
  readonly amount: string;
}

/** Appends postings; they are never updated or deleted. */
export async function appendPostings(
  tx: Queryable,
  transactionId: string,
  accountId: string,
  postings: readonly Posting[],
  at: Date,
): Promise<void> {
  for (const p of postings) {
    await tx.query(
      'INSERT INTO postings (transaction_id, account_id, bucket, amount, created_at) VALUES ($1, $2, $3, $4, $5)',
      [transactionId, accountId, p.bucket, p.amount, at.toISOString()],
    );
  }
}
