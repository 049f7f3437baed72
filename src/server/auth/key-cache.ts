import { cachedRead } from '../cache/database-caches.js';
import type { Queryable } from '../db/types.js';
import { decryptSecret } from './secret-box.js';

/** A provider key as authentication needs it: the secret decrypted once, and whether it is revoked. */
export interface CachedKey {
  readonly ProviderId: string;
  /** Undefined when the stored secret does not decrypt with this instance's encryption key. */
  readonly Secret: string | undefined;
  readonly Revoked: boolean;
}

export type KeyLookup = (keyId: string) => Promise<CachedKey | undefined>;

interface KeyRow {
  key_id: string;
  provider_id: string;
  secret_enc: string;
  revoked_at: unknown;
}

/**
 * Keys from the per-instance cache (src/server/cache): a revocation on this instance clears it
 * before the answer, one on another instance arrives by NOTIFY, and no entry outlives the TTL.
 * The cache is named per encryption key, so two apps with different keys never share secrets.
 */
export function keyLookup(db: Queryable, encryptionKey: Buffer, name: string): KeyLookup {
  return (keyId) =>
    cachedRead<CachedKey>(db, name, keyId, async () => {
      const r = await db.query<KeyRow>(
        'SELECT key_id, provider_id, secret_enc, revoked_at FROM api_keys WHERE key_id = $1',
        [keyId],
      );
      const row = r.rows[0];
      if (row === undefined) return undefined;
      return Object.freeze({
        ProviderId: row.provider_id,
        Secret: decryptSecret(encryptionKey, row.secret_enc, row.key_id),
        Revoked: row.revoked_at !== null && row.revoked_at !== undefined,
      });
    });
}
