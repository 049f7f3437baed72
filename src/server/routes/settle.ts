import { defaultCatalog } from '../../core/catalog/default-catalog.js';
import type { Catalog } from '../../core/catalog/types.js';
import type { Queryable } from '../db/types.js';
import type { EnqueueEvent } from '../events.js';
import { decideAndApply } from '../shell/decide-and-apply.js';
import { HandledFailure } from '../shell/handled-failure.js';
import { settleDepositOperation } from '../shell/operations/money-operations.js';

/**
 * Settles every Pending deposit created at or before `cutoff` (the settlement job), one
 * transaction each, a batch at a time, through the same operation as the operator's settle
 * route (decideSettleDeposit): Pending to Settled, Posted, deposit.posted to the deposit's
 * provider. Returns how many settled.
 */
export async function settleDue(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>; query: Queryable['query'] },
  cutoff: Date,
  at: Date,
  enqueueEvent: EnqueueEvent,
  max_batch = 100,
  catalog: Catalog = defaultCatalog,
): Promise<number> {
  const due = await db.query<{ transaction_id: string }>(
    "SELECT transaction_id FROM transactions WHERE status = 'Pending' AND created_at <= $1 ORDER BY " +
      'created_at, transaction_id LIMIT $2',
    [cutoff.toISOString(), max_batch],
  );
  let settled = 0;
  for (const r of due.rows) {
    const ctx = { providerId: null, params: { TransactionId: String(r.transaction_id) }, body: {}, now: at };
    try {
      const d = await db.transaction((tx) =>
        decideAndApply(tx, settleDepositOperation, ctx, { catalog, enqueueEvent }),
      );
      if (d.Records.Settlement !== undefined) settled += 1;
    } catch (err) {
      // Another settle got there first, or the row is gone: nothing to do for this one.
      if (!(err instanceof HandledFailure)) throw err;
    }
  }
  return settled;
}
