import type { Queryable } from '../db/types.js';
import { iso, jsonValue } from './rows.js';

export interface ProviderRow {
  provider_id: string;
  name: string;
  contracted_types: unknown;
  satisfied_gates: unknown;
}

export interface ProviderContext {
  readonly ContractedTypes: string[];
  readonly SatisfiedGates: string[];
}

export async function findProvider(q: Queryable, providerId: string): Promise<ProviderRow | undefined> {
  const r = await q.query<ProviderRow>(
    'SELECT provider_id, name, contracted_types, satisfied_gates FROM providers WHERE provider_id = $1',
    [providerId],
  );
  return r.rows[0];
}

export function providerContext(row: ProviderRow | undefined): ProviderContext {
  return {
    ContractedTypes: row === undefined ? [] : jsonValue<string[]>(row.contracted_types, []),
    SatisfiedGates: row === undefined ? [] : jsonValue<string[]>(row.satisfied_gates, []),
  };
}

export async function insertProvider(q: Queryable, providerId: string, name: string, at: Date): Promise<void> {
  await q.query('INSERT INTO providers (provider_id, name, created_at) VALUES ($1, $2, $3)', [
    providerId,
    name,
    at.toISOString(),
  ]);
}

/** Replaces the whole list; false when the provider does not exist. */
export async function setProviderList(
  q: Queryable,
  providerId: string,
  column: 'contracted_types' | 'satisfied_gates',
  values: readonly string[],
): Promise<boolean> {
  const r = await q.query(`UPDATE providers SET ${column} = $2::jsonb WHERE provider_id = $1`, [
    providerId,
    JSON.stringify(values),
  ]);
  return r.rowCount === 1;
}

export async function insertKey(
  q: Queryable,
  keyId: string,
  providerId: string,
  secretEnc: string,
  at: Date,
): Promise<void> {
  await q.query('INSERT INTO api_keys (key_id, provider_id, secret_enc, created_at) VALUES ($1, $2, $3, $4)', [
    keyId,
    providerId,
    secretEnc,
    at.toISOString(),
  ]);
}

/** Revokes at once (the next request with the key fails); idempotent, keeps the first revocation time. */
export async function revokeKey(q: Queryable, keyId: string, at: Date): Promise<string | undefined> {
  const r = await q.query<{ revoked_at: unknown }>(
    'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $2) WHERE key_id = $1 RETURNING revoked_at',
    [keyId, at.toISOString()],
  );
  const row = r.rows[0];
  return row === undefined ? undefined : iso(row.revoked_at);
}
