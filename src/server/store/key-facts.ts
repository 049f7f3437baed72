import type { StoredKey, StoredProvider } from '../../core/decisions/index.js';
import type { Queryable } from '../db/types.js';
import { iso } from './rows.js';

/** A provider key (never its secret), locked for a revocation; null when none matches. */
export async function findKeyForUpdate(tx: Queryable, keyId: string): Promise<StoredKey | null> {
  const r = await tx.query<{ key_id: string; provider_id: string; revoked_at: unknown }>(
    'SELECT key_id, provider_id, revoked_at FROM api_keys WHERE key_id = $1 FOR UPDATE',
    [keyId],
  );
  const row = r.rows[0];
  if (row === undefined) return null;
  return {
    KeyId: row.key_id,
    ProviderId: String(row.provider_id),
    RevokedDate: row.revoked_at === null || row.revoked_at === undefined ? null : iso(row.revoked_at),
  };
}

/** A provider, locked for a change of its lists or a new key; null when none matches. */
export async function findProviderForUpdate(tx: Queryable, providerId: string): Promise<StoredProvider | null> {
  const r = await tx.query<{ provider_id: string }>(
    'SELECT provider_id FROM providers WHERE provider_id = $1 FOR UPDATE',
    [providerId],
  );
  const row = r.rows[0];
  return row === undefined ? null : { ProviderId: String(row.provider_id) };
}
