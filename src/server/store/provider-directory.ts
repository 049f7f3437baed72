// The operator's directory reads: providers, their keys (never a secret: the secret_enc column
// is not selected) and institutions, one page at a time, oldest first; and the provider with its
// lists, locked, for a change of one contract or gate.
import type { StoredProviderLists } from '../../core/decisions/index.js';
import type { Queryable } from '../db/types.js';
import type { Page } from './pagination.js';
import { iso, isoOrUndefined, jsonValue } from './rows.js';

export interface ProviderDirectoryRecord {
  readonly ProviderId: string;
  readonly Name: string;
  readonly AccountTypeCodes: string[];
  readonly SatisfiedGates: string[];
  readonly ActiveKeyCount: number;
  readonly CreatedDate: string;
}

export interface KeyDirectoryRecord {
  readonly KeyId: string;
  readonly ProviderId: string;
  readonly KeyStatus: 'Active' | 'Revoked';
  readonly CreatedDate: string;
  readonly RevokedDate?: string;
}

interface ProviderRow {
  provider_id: string;
  name: string;
  contracted_types: unknown;
  satisfied_gates: unknown;
  active_keys: unknown;
  created_at: unknown;
}

interface KeyRow {
  key_id: string;
  provider_id: string;
  created_at: unknown;
  revoked_at: unknown;
}

const PROVIDER_COLUMNS = `p.provider_id, p.name, p.contracted_types, p.satisfied_gates, p.created_at,
  (SELECT count(*)::int FROM api_keys k WHERE k.provider_id = p.provider_id AND k.revoked_at IS NULL) AS active_keys`;
const KEY_COLUMNS = 'key_id, provider_id, created_at, revoked_at';

function providerRecord(r: ProviderRow): ProviderDirectoryRecord {
  return {
    ProviderId: String(r.provider_id),
    Name: r.name,
    AccountTypeCodes: jsonValue<string[]>(r.contracted_types, []),
    SatisfiedGates: jsonValue<string[]>(r.satisfied_gates, []),
    ActiveKeyCount: Number(r.active_keys ?? 0),
    CreatedDate: iso(r.created_at),
  };
}

function keyRecord(r: KeyRow): KeyDirectoryRecord {
  const revoked = isoOrUndefined(r.revoked_at);
  return {
    KeyId: r.key_id,
    ProviderId: String(r.provider_id),
    KeyStatus: revoked === undefined ? 'Active' : 'Revoked',
    CreatedDate: iso(r.created_at),
    ...(revoked !== undefined ? { RevokedDate: revoked } : {}),
  };
}

async function count(q: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const r = await q.query<{ n: number }>(sql, params);
  return Number(r.rows[0]?.n ?? 0);
}

export async function listProviderRecords(
  q: Queryable,
  page: Page,
): Promise<{ total: number; rows: ProviderDirectoryRecord[] }> {
  const total = await count(q, 'SELECT count(*)::int AS n FROM providers');
  const r = await q.query<ProviderRow>(
    `SELECT ${PROVIDER_COLUMNS} FROM providers p ORDER BY p.created_at, p.provider_id LIMIT $1 OFFSET $2`,
    [page.PageSize, page.offset],
  );
  return { total, rows: r.rows.map(providerRecord) };
}

export async function readProviderRecord(
  q: Queryable,
  providerId: string,
): Promise<ProviderDirectoryRecord | undefined> {
  const r = await q.query<ProviderRow>(`SELECT ${PROVIDER_COLUMNS} FROM providers p WHERE p.provider_id = $1`, [
    providerId,
  ]);
  const row = r.rows[0];
  return row === undefined ? undefined : providerRecord(row);
}

export async function listKeyRecords(
  q: Queryable,
  providerId: string,
  page: Page,
): Promise<{ total: number; rows: KeyDirectoryRecord[] }> {
  const total = await count(q, 'SELECT count(*)::int AS n FROM api_keys WHERE provider_id = $1', [providerId]);
  const r = await q.query<KeyRow>(
    `SELECT ${KEY_COLUMNS} FROM api_keys WHERE provider_id = $1 ORDER BY created_at, key_id LIMIT $2 OFFSET $3`,
    [providerId, page.PageSize, page.offset],
  );
  return { total, rows: r.rows.map(keyRecord) };
}

export async function readKeyRecord(q: Queryable, keyId: string): Promise<KeyDirectoryRecord | undefined> {
  const r = await q.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE key_id = $1`, [keyId]);
  const row = r.rows[0];
  return row === undefined ? undefined : keyRecord(row);
}

export interface InstitutionDirectoryRecord {
  readonly InstitutionId: string;
  readonly Name: string;
  readonly Authorities: string[];
  readonly AssetScopes: Record<string, string[]>;
  readonly CreatedDate: string;
}

export async function listInstitutionRecords(
  q: Queryable,
  page: Page,
): Promise<{ total: number; rows: InstitutionDirectoryRecord[] }> {
  const total = await count(q, 'SELECT count(*)::int AS n FROM institutions');
  const r = await q.query<{
    institution_id: string;
    name: string;
    authorities: unknown;
    asset_scopes: unknown;
    created_at: unknown;
  }>(
    `SELECT institution_id, name, authorities, asset_scopes, created_at FROM institutions
     ORDER BY created_at, institution_id LIMIT $1 OFFSET $2`,
    [page.PageSize, page.offset],
  );
  return {
    total,
    rows: r.rows.map((row) => ({
      InstitutionId: String(row.institution_id),
      Name: row.name,
      Authorities: jsonValue<string[]>(row.authorities, []),
      AssetScopes: jsonValue<Record<string, string[]>>(row.asset_scopes, {}),
      CreatedDate: iso(row.created_at),
    })),
  };
}

/** A provider with its lists, locked for a change of one contract or gate; null when none matches. */
export async function findProviderListsForUpdate(
  tx: Queryable,
  providerId: string,
): Promise<StoredProviderLists | null> {
  const r = await tx.query<{ provider_id: string; contracted_types: unknown; satisfied_gates: unknown }>(
    'SELECT provider_id, contracted_types, satisfied_gates FROM providers WHERE provider_id = $1 FOR UPDATE',
    [providerId],
  );
  const row = r.rows[0];
  if (row === undefined) return null;
  return {
    ProviderId: String(row.provider_id),
    ContractedTypes: jsonValue<string[]>(row.contracted_types, []),
    SatisfiedGates: jsonValue<string[]>(row.satisfied_gates, []),
  };
}
