import type { Catalog } from '../../core/catalog/types.js';
import type { Queryable } from '../db/types.js';
import { currentPhase } from '../engine/account-phase.js';
import { accountBalance } from '../engine/balances.js';
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
    const balance = accountBalance(type, attributes, sums.get(r.account_id) ?? ZERO_SUMS, r.currency);
    return accountRecord(r, balance, currentPhase(type, attributes, r.phase, today));
  });
}
