import type { Catalog } from '../../core/catalog/types.js';
import { accountBalanceView } from '../../core/decisions/rules/account-balance-view.js';
import { accountPhaseOn } from '../../core/decisions/rules/account-phase-on.js';
import type { Queryable } from '../db/types.js';
import { type AccountRow, accountRecord, attributesOf } from '../store/accounts.js';
import { ledgerSums, ZERO_SUMS } from '../store/ledger.js';

/**
 * Account records with AccountBalance computed from the postings (never a stored total) and Phase
 * computed on `today` (the service clock's date): a trump-account reads PostGrowth once its
 * growth period has ended, whatever phase it opened in.
 */
export async function accountViews(
  q: Queryable,
  catalog: Catalog,
  rows: readonly AccountRow[],
  today: string,
): Promise<Record<string, unknown>[]> {
  const sums = await ledgerSums(
    q,
    rows.map((r) => r.account_id),
  );
  return rows.map((r) => {
    const type = catalog.typeBySlug.get(r.account_type_code);
    const attributes = attributesOf(r);
    const s = sums.get(r.account_id) ?? ZERO_SUMS;
    const balances = { Settled: s.settled, Pending: s.pending, SettledCredits: s.credits, SettledDebits: s.debits };
    // An account of a type the catalog no longer has keeps its stored phase and its settled balance.
    if (type === undefined)
      return accountRecord(
        r,
        {
          AvailableBalance: Number(s.settled),
          SettledBalance: Number(s.settled),
          PendingBalance: Number(s.pending),
          Currency: r.currency,
        },
        r.phase,
      );
    return accountRecord(
      r,
      accountBalanceView(type, attributes, balances, r.currency),
      accountPhaseOn(type, attributes, r.phase, today),
    );
  });
}
