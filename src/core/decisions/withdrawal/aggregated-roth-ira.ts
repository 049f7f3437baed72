import type { Catalog } from '../../catalog/types.js';
import { treatmentOfType } from '../../withdrawals/treatment-kind.js';
import type { HistoryTransaction } from './facts.js';

/** Most other Roth IRAs of one owner a withdrawal reads (a host with more aggregates them itself, facts.Roth). */
export const MAX_OTHER_ROTH_IRAS = 20;

/**
 * Whether an account type is a Roth IRA whose ordering rules aggregate the owner's other Roth IRAs
 * (26 CFR 1.408A-6 Q&A-9): a Roth IRA of the owner's own (roth-ira, child-roth-ira, spousal-roth-ira),
 * not an inherited one (its layers are the decedent's, kept apart). A host reads the owner's other
 * accounts of such types into `WithdrawalFacts.OtherRothIraTransactions`.
 */
export function isAggregatedRothIra(catalog: Catalog, slug: string): boolean {
  const t = treatmentOfType(catalog, slug);
  return typeof t !== 'string' && t.Kind === 'RothIra';
}

/**
 * This Roth IRA's history with the owner's other Roth IRAs', in the order they were posted (ties by
 * transaction id): what the ordering rules read. Inputs are not changed.
 */
export function aggregatedRothHistory(
  own: readonly HistoryTransaction[],
  others: readonly HistoryTransaction[],
): HistoryTransaction[] {
  const when = (t: HistoryTransaction): string => t.PostedDate ?? t.CreatedDate;
  return [...own, ...others].sort((a, b) =>
    when(a) === when(b) ? (a.TransactionId < b.TransactionId ? -1 : 1) : when(a) < when(b) ? -1 : 1,
  );
}
