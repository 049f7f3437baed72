import type { Principal } from '../app-env.js';
import type { Queryable } from '../db/types.js';
import type { AuthFailureCause } from './failure-cause.js';
import { MAX_SKEW_S, parseAuthorization, signatureMatches } from './hmac.js';
import type { KeyLookup } from './key-cache.js';
import { hasProviderReference } from './provider-reference.js';

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
  | { readonly ok: false; readonly message: string; readonly cause: AuthFailureCause };

/** How long a seen signature is kept: the whole window either way, so a replay is always caught. */
const REPLAY_KEEP_S = 2 * MAX_SKEW_S + 60;

/**
 * One message for an unknown key, a revoked key, an undecryptable key and a bad signature, so
 * a caller cannot tell them apart (key ids cannot be enumerated, issue 17); the cause goes to
 * the audit row and the log only.
 */
export const AUTHENTICATION_FAILED =
  'Authentication failed: check the key id, the secret and the signing base (design.md section 4).';
export const REPLAY_MESSAGE =
  'Replay: this signature was already used for a request that changes state. Re-sign the request with a new ' +
  'timestamp, or send a ProviderReferenceId so a retry answers as the first request did.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// A key that does not exist is still checked against a signature, so both take the same work.
const DECOY_SECRET = 'acctos-decoy-secret-never-issued';

function refuse(cause: AuthFailureCause, message: string = AUTHENTICATION_FAILED): AuthResult {
  return { ok: false, message, cause };
}

/**
 * Design.md section 4 (replay revised). Reads (GET) are never replays and record nothing. A
 * write whose (keyId, signature) was already accepted inside the window passes when its body
 * carries a ProviderReferenceId (an idempotent retry: the route's idempotency answers it) and
 * is refused otherwise; only such writes record their signature, in the database, so every
 * instance agrees. Keys come from `keys` (a per-instance cache, cleared on any key change).
 */
export async function authenticate(
  db: Queryable,
  adminKey: AdminKey | undefined,
  keys: KeyLookup,
  input: AuthInput,
): Promise<AuthResult> {
  if (input.header === undefined || input.header.trim() === '')
    return refuse('MissingHeader', 'Authorization header is missing.');
  const auth = parseAuthorization(input.header);
  if (auth === undefined)
    return refuse(
      'MalformedHeader',
      'Authorization header is malformed; expected HMAC <keyId>:<signature>:<timestamp>.',
    );
  if (Math.abs(input.now_s - auth.timestamp_s) > MAX_SKEW_S)
    return refuse('TimestampOutsideWindow', `Timestamp is outside the ${MAX_SKEW_S} s window of the server clock.`);

  let principal: Principal | undefined;
  let secret: string;
  let cause: AuthFailureCause | undefined;
  if (adminKey !== undefined && auth.keyId === adminKey.KeyId) {
    principal = { Kind: 'operator', KeyId: auth.keyId };
    secret = adminKey.Secret;
  } else {
    const key = await keys(auth.keyId);
    if (key === undefined) cause = 'UnknownKey';
    else if (key.Revoked) cause = 'RevokedKey';
    else if (key.Secret === undefined) cause = 'UndecryptableKey';
    else principal = { Kind: 'provider', KeyId: auth.keyId, ProviderId: key.ProviderId };
    secret = key?.Secret ?? DECOY_SECRET;
  }
  const matches = signatureMatches(secret, input.method, input.pathAndQuery, auth, input.body);
  if (cause !== undefined) return refuse(cause);
  if (!matches || principal === undefined) return refuse('BadSignature');

  if (SAFE_METHODS.has(input.method.toUpperCase()) || hasProviderReference(input.body)) return { ok: true, principal };
  // A write without a reference: its (keyId, signature) is claimed once, on every instance.
  const seen = await db.query(
    'INSERT INTO seen_signatures (key_id, signature, seen_at) VALUES ($1, $2, to_timestamp($3)) ON CONFLICT DO NOTHING',
    [auth.keyId, auth.signature, input.now_s],
  );
  if (seen.rowCount === 0) return refuse('Replay', REPLAY_MESSAGE);
  return { ok: true, principal };
}

/** Forget signatures older than the window (they could not pass the timestamp check anyway). */
export async function purgeSeenSignatures(db: Queryable, now_s: number): Promise<void> {
  await db.query('DELETE FROM seen_signatures WHERE seen_at < to_timestamp($1)', [now_s - REPLAY_KEEP_S]);
}
