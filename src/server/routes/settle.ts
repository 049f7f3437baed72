import type { Queryable } from '../db/types.js';
import type { EnqueueEvent } from '../events.js';
import { appendPostings } from '../store/ledger.js';
import { findTransaction, markPosted, type TransactionRow } from '../store/transactions.js';

/**
 * Settles a pending deposit: moves its amount from the Pending bucket to Settled with two new
 * postings, marks it Posted and writes deposit.posted, all in the caller's transaction.
 * Returns the row as it was (undefined when unknown); a Posted row is left as is.
 */
export async function settleDeposit(
  tx: Queryable,
  transactionId: string,
  at: Date,
  enqueueEvent: EnqueueEvent,
): Promise<TransactionRow | undefined> {
  const row = await findTransaction(tx, undefined, transactionId, true);
  if (row === undefined || row.status !== 'Pending') return row;
  await appendPostings(
    tx,
    row.transaction_id,
    row.account_id,
    [
      { bucket: 'Pending', amount: `-${row.amount}` },
      { bucket: 'Settled', amount: row.amount },
    ],
    at,
  );
  await markPosted(tx, row.transaction_id, at);
  await enqueueEvent(tx, {
    ProviderId: row.provider_id,
    EventType: 'deposit.posted',
    OccurredAt: at.toISOString(),
    Data: depositPostedData(row.account_id, row.transaction_id, row.amount),
  });
  return row;
}

export function depositPostedData(accountId: string, transactionId: string, amount: string): Record<string, unknown> {
  return { AccountId: accountId, TransactionId: transactionId, Amount: Number(amount), Status: 'Posted' };
}

/** Settles every Pending deposit created at or before `cutoff` (the settlement job), a batch at a time. */
export async function settleDue(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>; query: Queryable['query'] },
  cutoff: Date,
  at: Date,
  enqueueEvent: EnqueueEvent,
  max_batch = 100,
): Promise<number> {
  const due = await db.query<{ transaction_id: string }>(
    "SELECT transaction_id FROM transactions WHERE status = 'Pending' AND created_at <= $1 ORDER BY created_at, transaction_id LIMIT $2",
    [cutoff.toISOString(), max_batch],
  );
  let settled = 0;
  for (const r of due.rows) {
    await db.transaction(async (tx) => {
      const before = await settleDeposit(tx, String(r.transaction_id), at, enqueueEvent);
      if (before?.status === 'Pending') settled += 1;
    });
  }
  return settled;
}
