import type { Principal } from '../app-env.js';
import type { Queryable } from '../db/types.js';
import { MAX_SKEW_S, parseAuthorization, sign, signaturesEqual, signingBase } from './hmac.js';
import { decryptSecret } from './secret-box.js';

export interface AdminKey {
  readonly KeyId: string;
  readonly Secret: string;
}

export interface AuthInput {
  readonly header: string | undefined;
  readonly method: string;
  readonly pathAndQuery: string;
  readonly body: Uint8Array;
  readonly now_s: number;
}

export type AuthResult =
  | { readonly ok: true; readonly principal: Principal }
  | { readonly ok: false; readonly message: string };

interface KeyRow {
  key_id: string;
  provider_id: string;
  secret_enc: string;
  revoked_at: unknown;
}

/** How long a seen signature is kept: the whole window either way, so a replay is always caught. */
const REPLAY_KEEP_S = 2 * MAX_SKEW_S + 60;

/**
 * Design.md section 4. Every failure is 401 with a message naming the cause (missing,
 * malformed, unknown key, bad signature, timestamp outside the window, replay, revoked);
 * the message never echoes a secret or the expected signature.
 */
export async function authenticate(
  db: Queryable,
  adminKey: AdminKey | undefined,
  encryptionKey: Buffer,
  input: AuthInput,
): Promise<AuthResult> {
  if (input.header === undefined || input.header.trim() === '')
    return { ok: false, message: 'Authorization header is missing.' };
  const auth = parseAuthorization(input.header);
  if (auth === undefined)
    return { ok: false, message: 'Authorization header is malformed; expected HMAC <keyId>:<signature>:<timestamp>.' };
  if (Math.abs(input.now_s - auth.timestamp_s) > MAX_SKEW_S)
    return { ok: false, message: `Timestamp is outside the ${MAX_SKEW_S} s window of the server clock.` };

  let principal: Principal;
  let secret: string | undefined;
  if (adminKey !== undefined && auth.keyId === adminKey.KeyId) {
    principal = { Kind: 'operator', KeyId: auth.keyId };
    secret = adminKey.Secret;
  } else {
    const r = await db.query<KeyRow>(
      'SELECT key_id, provider_id, secret_enc, revoked_at FROM api_keys WHERE key_id = $1',
      [auth.keyId],
    );
    const row = r.rows[0];
    if (row === undefined) return { ok: false, message: 'Unknown key.' };
    if (row.revoked_at !== null && row.revoked_at !== undefined) return { ok: false, message: 'Key has been revoked.' };
    secret = decryptSecret(encryptionKey, row.secret_enc, row.key_id);
    if (secret === undefined)
      return {
        ok: false,
        message: 'Key cannot be used (its secret does not decrypt with the configured encryption key).',
      };
    principal = { Kind: 'provider', KeyId: row.key_id, ProviderId: row.provider_id };
  }
  const expected = sign(secret, signingBase(input.method, input.pathAndQuery, auth.timestamp, input.body));
  if (!signaturesEqual(expected, auth.signature))
    return { ok: false, message: 'Signature does not match the request.' };

  // Replay: the (keyId, signature) pair is claimed once, in the database, so every instance agrees.
  const seen = await db.query(
    'INSERT INTO seen_signatures (key_id, signature, seen_at) VALUES ($1, $2, to_timestamp($3)) ON CONFLICT DO NOTHING',
    [auth.keyId, auth.signature, input.now_s],
  );
  if (seen.rowCount === 0) return { ok: false, message: 'Replay: this signature was already used.' };
  return { ok: true, principal };
}

/** Forget signatures older than the window (they could not pass the timestamp check anyway). */
export async function purgeSeenSignatures(db: Queryable, now_s: number): Promise<void> {
  await db.query('DELETE FROM seen_signatures WHERE seen_at < to_timestamp($1)', [now_s - REPLAY_KEEP_S]);
}
