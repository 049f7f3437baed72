import type { Catalog } from '../../core/catalog/types.js';
import type { Decision } from '../../core/decisions/decision.js';
import type { Queryable } from '../db/types.js';
import type { EnqueueEvent } from '../events.js';
import { appendEntries } from '../store/ledger.js';
import { HandledFailure } from './handled-failure.js';
import type { WriteContext, WriteOperation } from './operation.js';

/**
 * The inside of a write's transaction, after the reference is claimed: load the facts, decide,
 * and on a Failure throw (the caller's transaction rolls back: nothing is recorded); otherwise
 * apply the Records, the ledger Entries (one INSERT) and the Events (the outbox, owned by the
 * caller or by the record's provider). Used by runWrite and by the settlement job.
 */
export async function decideAndApply<F, R, A>(
  tx: Queryable,
  op: WriteOperation<F, R, A>,
  ctx: WriteContext,
  deps: { readonly catalog: Catalog; readonly enqueueEvent: EnqueueEvent },
): Promise<Decision<R, A>> {
  const { facts, eventOwner, eventOwnerOf } = await op.load(tx, ctx, deps.catalog);
  const d = op.decide(deps.catalog, facts, ctx.body, ctx.now.toISOString().slice(0, 10));
  if (!d.ok) throw new HandledFailure(d);
  await op.apply(tx, d.Records, ctx);
  if (d.Entries.length > 0 && op.ledgerPostings !== undefined) {
    const parts = op.ledgerPostings(d.Records);
    if (JSON.stringify(parts.flatMap((p) => p.Entries)) !== JSON.stringify(d.Entries))
      throw new Error(`${op.name}: ledger postings are not the decision's entries`);
    for (const p of parts) await appendEntries(tx, p.TransactionId, p.Entries, ctx.now);
  } else if (d.Entries.length > 0) {
    const transactionId = op.ledgerTransactionId?.(d.Records);
    if (transactionId === undefined) throw new Error(`${op.name}: ledger entries without a TransactionId`);
    await appendEntries(tx, transactionId, d.Entries, ctx.now);
  }
  const owner = eventOwner ?? ctx.providerId;
  for (const e of d.Events) {
    const provider = eventOwnerOf?.(e) ?? owner;
    if (provider === null) throw new Error(`${op.name}: events without a provider`);
    await deps.enqueueEvent(tx, {
      ProviderId: provider,
      EventType: e.EventType,
      Data: { ...e.Data },
      OccurredAt: e.OccurredAt,
    });
  }
  return d;
}
