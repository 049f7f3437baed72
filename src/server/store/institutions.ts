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

/** Institutions are platform records (the operator creates them); every provider may name one. */
export async function findInstitution(
  q: Queryable,
  id: string,
  forUpdate = false,
): Promise<InstitutionRecord | undefined> {
  const r = await q.query<Row>(
    `SELECT institution_id, name, authorities, asset_scopes, created_at FROM institutions WHERE institution_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
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
    'INSERT INTO institutions (institution_id, name, authorities, asset_scopes, created_at) VALUES ($1, $2, $3, $4, $5)',
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
