import type { Catalog } from '../../core/catalog/types.js';
import type { Queryable } from '../db/types.js';
import { accountBalance } from '../engine/balances.js';
import { type AccountRow, accountRecord, attributesOf } from '../store/accounts.js';
import { ZERO_SUMS, ledgerSums } from '../store/ledger.js';

/** Account records with AccountBalance computed from the postings (never a stored total). */
export async function accountViews(q: Queryable, catalog: Catalog, rows: readonly AccountRow[]): Promise<Record<string, unknown>[]> {
  const sums = await ledgerSums(q, rows.map((r) => r.account_id));
  return rows.map((r) =>
    accountRecord(r, accountBalance(catalog.typeBySlug.get(r.account_type_code), attributesOf(r), sums.get(r.account_id) ?? ZERO_SUMS, r.currency)),
  );
}
