import type { Queryable } from '../db/types.js';
import { MAX_ACCOUNTS_PER_QUERY } from './ledger.js';

/** Per account, the sum of its postings (both buckets) in each named sub-account (commuter Transit, Parking). */
export async function subAccountSums(
  q: Queryable,
  accountIds: readonly string[],
): Promise<Map<string, Record<string, string>>> {
  const out = new Map<string, Record<string, string>>();
  if (accountIds.length === 0) return out;
  if (accountIds.length > MAX_ACCOUNTS_PER_QUERY) throw new Error('too many accounts in one balance query');
  const placeholders = accountIds.map((_, i) => `$${i + 1}`).join(', ');
  const r = await q.query<{ account_id: string; sub_account: string; total: string }>(
    `SELECT account_id, sub_account, SUM(amount)::text AS total FROM postings
     WHERE account_id IN (${placeholders}) AND sub_account IS NOT NULL GROUP BY account_id, sub_account`,
    accountIds,
  );
  for (const row of r.rows) {
    const id = String(row.account_id);
    out.set(id, { ...(out.get(id) ?? {}), [row.sub_account]: row.total });
  }
  return out;
}
