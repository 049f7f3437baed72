import type { OwnerYearFacts, StoredOwnerYear } from '../../core/decisions/index.js';
import type { Queryable } from '../db/types.js';
import { iso, jsonValue } from './rows.js';

interface OwnerYearRow {
  client_id: string;
  tax_year: number;
  facts: unknown;
  updated_at: unknown;
}

/** Bound on the years read for one owner. */
export const MAX_OWNER_YEARS = 200;

function stored(r: OwnerYearRow): StoredOwnerYear {
  return {
    ClientId: r.client_id,
    TaxYear: Number(r.tax_year),
    Facts: jsonValue<OwnerYearFacts>(r.facts, {}),
    UpdatedDate: iso(r.updated_at),
  };
}

/** The client's stated facts for every year (this provider's client only), oldest year first. */
export async function ownerYears(q: Queryable, providerId: string, clientId: string): Promise<StoredOwnerYear[]> {
  const r = await q.query<OwnerYearRow>(
    `SELECT client_id, tax_year, facts, updated_at FROM client_tax_years
     WHERE client_id = $1 AND provider_id = $2 ORDER BY tax_year LIMIT $3`,
    [clientId, providerId, MAX_OWNER_YEARS],
  );
  return r.rows.map(stored);
}

/** The client's stated facts for one tax year (this provider's client only), or undefined when none were stated. */
export async function ownerYear(
  q: Queryable,
  providerId: string,
  clientId: string,
  taxYear: number,
): Promise<StoredOwnerYear | undefined> {
  const r = await q.query<OwnerYearRow>(
    `SELECT client_id, tax_year, facts, updated_at FROM client_tax_years
     WHERE client_id = $1 AND provider_id = $2 AND tax_year = $3`,
    [clientId, providerId, taxYear],
  );
  const row = r.rows[0];
  return row === undefined ? undefined : stored(row);
}

/** Inserts or replaces one year's facts. */
export async function putOwnerYear(tx: Queryable, providerId: string, y: StoredOwnerYear): Promise<void> {
  await tx.query(
    `INSERT INTO client_tax_years (client_id, provider_id, tax_year, facts, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (client_id, tax_year) DO UPDATE SET facts = EXCLUDED.facts, updated_at = EXCLUDED.updated_at`,
    [y.ClientId, providerId, y.TaxYear, JSON.stringify(y.Facts), y.UpdatedDate],
  );
}

/** The AccountIds of the client's accounts that are not Closed, oldest first (at most `max`). */
export async function openAccountIds(
  q: Queryable,
  providerId: string,
  clientId: string,
  max: number,
): Promise<string[]> {
  const r = await q.query<{ account_id: string }>(
    `SELECT account_id FROM accounts WHERE client_id = $1 AND provider_id = $2 AND account_status <> 'Closed'
     ORDER BY created_at, account_id LIMIT $3`,
    [clientId, providerId, max],
  );
  return r.rows.map((x) => x.account_id);
}
