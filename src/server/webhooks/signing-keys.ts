import { generateEd25519SigningKey, type JwksKey } from '../../webhooks/index.js';
import { decryptSecret, encryptSecret } from '../auth/secret-box.js';
import type { Database, Queryable } from '../db/types.js';

/** How long a rotated-out key stays published (spec part 6.4 overlap). ACCTOS_SIGNING_KEY_OVERLAP_S overrides. */
export function signingKeyOverlap_ms(): number {
  const text = process.env.ACCTOS_SIGNING_KEY_OVERLAP_S;
  const s = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(s) && s >= 0 ? s * 1000 : 24 * 60 * 60 * 1000;
}

interface KeyRow {
  kid: string;
  private_key_enc: string;
}

export interface CurrentSigningKey {
  readonly kid: string;
  readonly privateKeyPem: string;
}

async function insertKey(db: Queryable, encryptionKey: Buffer, now: Date): Promise<string> {
  const key = generateEd25519SigningKey();
  // ON CONFLICT: another instance created the current key first; theirs wins.
  await db.query(
    `INSERT INTO webhook_signing_keys (kid, private_key_enc, public_x, is_current, created_at)
     VALUES ($1, $2, $3, true, $4::timestamptz) ON CONFLICT DO NOTHING`,
    [key.kid, encryptSecret(encryptionKey, key.privateKeyPem, key.kid), key.jwk.x, now.toISOString()],
  );
  return key.kid;
}

/** The key that signs now; created on first use. Undefined when it cannot be decrypted. */
export async function currentSigningKey(
  db: Queryable,
  encryptionKey: Buffer,
  now: Date,
): Promise<CurrentSigningKey | undefined> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const r = await db.query<KeyRow>('SELECT kid, private_key_enc FROM webhook_signing_keys WHERE is_current');
    const row = r.rows[0];
    if (row !== undefined) {
      const pem = decryptSecret(encryptionKey, row.private_key_enc, row.kid);
      return pem === undefined ? undefined : { kid: row.kid, privateKeyPem: pem };
    }
    await insertKey(db, encryptionKey, now);
  }
  return undefined;
}

/** The keys a receiver may see signatures from: the current one and those inside their overlap. */
export async function publishedKeys(db: Queryable, now: Date): Promise<JwksKey[]> {
  const r = await db.query<{ kid: string; public_x: string }>(
    `SELECT kid, public_x FROM webhook_signing_keys
     WHERE is_current OR retires_at > $1::timestamptz ORDER BY is_current DESC, created_at DESC, kid LIMIT 16`,
    [now.toISOString()],
  );
  return r.rows.map((k) => ({ kty: 'OKP', crv: 'Ed25519', use: 'sig', alg: 'EdDSA', kid: k.kid, x: k.public_x }));
}

export interface RotationResult {
  readonly KeyId: string;
  readonly PreviousKeyId?: string;
  readonly PreviousKeyValidUntil?: string;
}

/** A new current key; the old one keeps verifying until now + overlap. */
export async function rotateSigningKey(
  db: Database,
  encryptionKey: Buffer,
  now: Date,
  overlap_ms: number,
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const old = await tx.query<{ kid: string }>('SELECT kid FROM webhook_signing_keys WHERE is_current FOR UPDATE');
    const previous = old.rows[0]?.kid;
    const until = new Date(now.getTime() + overlap_ms).toISOString();
    if (previous !== undefined) {
      await tx.query(
        'UPDATE webhook_signing_keys SET is_current = false, retires_at = $2::timestamptz WHERE kid = $1',
        [previous, until],
      );
    }
    const kid = await insertKey(tx, encryptionKey, now);
    return previous === undefined
      ? { KeyId: kid }
      : { KeyId: kid, PreviousKeyId: previous, PreviousKeyValidUntil: until };
  });
}
