import { cachedRead } from '../cache/database-caches.js';
import type { Queryable } from '../db/types.js';
import { iso, jsonValue } from './rows.js';

export interface InstitutionRecord {
  readonly InstitutionId: string;
  readonly Name: string;
  readonly Authorities: string[];
  readonly AssetScopes: Record<string, string[]>;
  readonly CreatedDate: string;
}

interface Row {
  institution_id: string;
  name: string;
  authorities: unknown;
  asset_scopes: unknown;
  created_at: unknown;
}

/**
 * Institutions are platform records (the operator creates them); every provider may name one.
 * Read from this instance's cache (src/server/cache); the record is shared and frozen.
 */
export async function findInstitution(q: Queryable, id: string): Promise<InstitutionRecord | undefined> {
  return cachedRead<InstitutionRecord>(q, 'institutions', id, async () => {
    const r = await q.query<Row>(
      'SELECT institution_id, name, authorities, asset_scopes, created_at FROM institutions WHERE institution_id = $1',
      [id],
    );
    const row = r.rows[0];
    if (row === undefined) return undefined;
    const scopes = jsonValue<Record<string, string[]>>(row.asset_scopes, {});
    for (const list of Object.values(scopes)) if (Array.isArray(list)) Object.freeze(list);
    return Object.freeze({
      InstitutionId: row.institution_id,
      Name: row.name,
      Authorities: Object.freeze(jsonValue<string[]>(row.authorities, [])) as string[],
      AssetScopes: Object.freeze(scopes),
      CreatedDate: iso(row.created_at),
    });
  });
}

/**
 * The institution as the database has it now, not through the cache: for a write that changes it
 * (lock 'update') or whose decision must not read a scope another write is changing (lock 'share':
 * an institution change waits for it, and it waits for an institution change).
 */
export async function readInstitution(
  q: Queryable,
  id: string,
  lock?: 'update' | 'share',
): Promise<InstitutionRecord | undefined> {
  const r = await q.query<Row>(
    `SELECT institution_id, name, authorities, asset_scopes, created_at FROM institutions WHERE ` +
      `institution_id = $1${lock === undefined ? '' : lock === 'update' ? ' FOR UPDATE' : ' FOR SHARE'}`,
    [id],
  );
  const row = r.rows[0];
  if (row === undefined) return undefined;
  return {
    InstitutionId: row.institution_id,
    Name: row.name,
    Authorities: jsonValue<string[]>(row.authorities, []),
    AssetScopes: jsonValue<Record<string, string[]>>(row.asset_scopes, {}),
    CreatedDate: iso(row.created_at),
  };
}

export async function insertInstitution(
  q: Queryable,
  rec: Omit<InstitutionRecord, 'CreatedDate'>,
  at: Date,
): Promise<void> {
  await q.query(
    'INSERT INTO institutions (institution_id, name, authorities, asset_scopes, created_at) VALUES ($1, ' +
      '$2, $3, $4, $5)',
    [rec.InstitutionId, rec.Name, JSON.stringify(rec.Authorities), JSON.stringify(rec.AssetScopes), at.toISOString()],
  );
}

/** Writes an institution's changed name, authorities and scopes (decideInstitutionChange). */
export async function updateInstitution(
  q: Queryable,
  rec: Pick<InstitutionRecord, 'InstitutionId' | 'Name'> & {
    readonly Authorities: readonly string[];
    readonly AssetScopes: Readonly<Record<string, readonly string[]>>;
  },
): Promise<void> {
  await q.query('UPDATE institutions SET name = $2, authorities = $3, asset_scopes = $4 WHERE institution_id = $1', [
    rec.InstitutionId,
    rec.Name,
    JSON.stringify(rec.Authorities),
    JSON.stringify(rec.AssetScopes),
  ]);
}
