import { cachedRead } from '../cache/database-caches.js';
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

/**
 * The provider's row, from this instance's cache (src/server/cache: at most one second old,
 * cleared at once by a change on this instance). The row is shared and frozen: do not mutate.
 */
export async function findProvider(q: Queryable, providerId: string): Promise<ProviderRow | undefined> {
  return cachedRead<ProviderRow>(q, 'providers', providerId, async () => {
    const r = await q.query<ProviderRow>(
      'SELECT provider_id, name, contracted_types, satisfied_gates FROM providers WHERE provider_id = $1',
      [providerId],
    );
    const row = r.rows[0];
    return row === undefined ? undefined : Object.freeze(row);
  });
}

const NO_PROVIDER: ProviderContext = Object.freeze({
  ContractedTypes: Object.freeze([]) as unknown as string[],
  SatisfiedGates: Object.freeze([]) as unknown as string[],
});
// One context per cached row, so a reader may memoise on its identity.
const contexts = new WeakMap<ProviderRow, ProviderContext>();

export function providerContext(row: ProviderRow | undefined): ProviderContext {
  if (row === undefined) return NO_PROVIDER;
  let ctx = contexts.get(row);
  if (ctx === undefined) {
    ctx = Object.freeze({
      ContractedTypes: Object.freeze(jsonValue<string[]>(row.contracted_types, [])) as string[],
      SatisfiedGates: Object.freeze(jsonValue<string[]>(row.satisfied_gates, [])) as string[],
    });
    contexts.set(row, ctx);
  }
  return ctx;
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
