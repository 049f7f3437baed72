import type { Catalog } from '../../core/catalog/types.js';
import type { Decision } from '../../core/decisions/decision.js';
import type { LedgerEntry } from '../../core/decisions/ledger.js';
import type { Queryable } from '../db/types.js';
import type { EnqueueEvent, OutboxEvent } from '../events.js';
import { appendEntries } from '../store/ledger.js';
import { HandledFailure } from './handled-failure.js';
import type { Loaded, WriteContext, WriteOperation } from './operation.js';
import { settleAll } from './settle-all.js';
import { oneStatementOnly } from './statement-checks.js';

/**
 * The inside of a write's transaction, after the reference is claimed: load the facts (or take
 * those `loading` already asked for), decide, and on a Failure throw (the caller's transaction
 * rolls back: nothing is recorded); otherwise apply the Records, then send together the ledger
 * Entries (one INSERT), the Events (the outbox, owned by the caller or by the record's provider)
 * and the caller's `alongside` statement (the stored answer), and wait for all of them. A
 * one-statement apply (`applyInOneStatement`) goes first in that same flight. Every check that
 * can refuse runs before the first statement is sent. Used by runWrite and the settlement job.
 */
export async function decideAndApply<F, R, A>(
  tx: Queryable,
  op: WriteOperation<F, R, A>,
  ctx: WriteContext,
  deps: { readonly catalog: Catalog; readonly enqueueEvent: EnqueueEvent },
  alongside?: (d: Decision<R, A>) => Promise<void>,
  loading?: Promise<Loaded<F>>,
): Promise<Decision<R, A>> {
  const { facts, eventOwner, eventOwnerOf } = await (loading ?? op.load(tx, ctx, deps.catalog));
  const d = op.decide(deps.catalog, facts, ctx.body, ctx.now.toISOString().slice(0, 10));
  if (!d.ok) throw new HandledFailure(d);
  const postings = ledgerParts(op, d);
  const owner = eventOwner ?? ctx.providerId;
  const events = d.Events.map((e): OutboxEvent => {
    const provider = eventOwnerOf?.(e) ?? owner;
    if (provider === null) throw new Error(`${op.name}: events without a provider`);
    return { ProviderId: provider, EventType: e.EventType, Data: { ...e.Data }, OccurredAt: e.OccurredAt };
  });
  const withApply = op.applyInOneStatement === true;
  if (!withApply) await op.apply(tx, d.Records, ctx);
  const send = (): Promise<unknown>[] => [
    ...(withApply ? [op.apply(oneStatementOnly(tx, op.name), d.Records, ctx)] : []),
    ...postings.map((p) => appendEntries(tx, p.TransactionId, p.Entries, ctx.now)),
    ...events.map((e) => deps.enqueueEvent(tx, e)),
    ...(alongside === undefined ? [] : [alongside(d)]),
  ];
  await settleAll(tx.together === undefined ? send() : tx.together(send));
  return d;
}

/** The decision's Entries per TransactionId, checked against the operation's own account of them. */
function ledgerParts<F, R, A>(
  op: WriteOperation<F, R, A>,
  d: Decision<R, A>,
): readonly { readonly TransactionId: string; readonly Entries: readonly LedgerEntry[] }[] {
  if (d.Entries.length === 0) return [];
  if (op.ledgerPostings !== undefined) {
    const parts = op.ledgerPostings(d.Records);
    if (JSON.stringify(parts.flatMap((p) => p.Entries)) !== JSON.stringify(d.Entries))
      throw new Error(`${op.name}: ledger postings are not the decision's entries`);
    return parts;
  }
  const transactionId = op.ledgerTransactionId?.(d.Records);
  if (transactionId === undefined) throw new Error(`${op.name}: ledger entries without a TransactionId`);
  return [{ TransactionId: transactionId, Entries: d.Entries }];
}
