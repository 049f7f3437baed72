import { hostname } from 'node:os';
import { type SigningKey, signDelivery } from '../../webhooks/index.js';
import { decryptSecret } from '../auth/secret-box.js';
import type { Database } from '../db/types.js';
import { DELIVERY_TIMEOUT_MS, nextAttemptAt } from './backoff.js';
import { checkEgressTarget, type EgressPolicy, egressPolicyOf } from './egress/index.js';
import { webhookEncryptionKey } from './encryption-key.js';
import { EVENT_RETENTION_MS, purgeEvents } from './event-log.js';
import { currentSigningKey } from './signing-keys.js';

export interface DispatcherOptions {
  readonly db: Database;
  readonly now: () => Date;
  readonly fetch?: typeof fetch;
  /** How often due rows are looked for. Default 1000 ms. */
  readonly interval_ms?: number;
  /** Per-attempt timeout. Default 10 s. */
  readonly timeout_ms?: number;
  /** Rows claimed per batch. Default 10. */
  readonly batchSize?: number;
  /** The at-rest key (else ACCTOS_ENCRYPTION_KEY). */
  readonly encryptionKey?: Buffer;
  /** Jitter source in [0, 1); Math.random by default. */
  readonly random?: () => number;
  /** Told about unexpected failures of a tick (the loop keeps going). */
  readonly onError?: (err: unknown) => void;
  /** Where deliveries may go; checked again before every attempt (DNS rebinding). */
  readonly webhookEgress?: Partial<EgressPolicy>;
  /**
   * Names this instance's claims, so a restart releases the claims its predecessor left (a
   * delivery in flight when the process died is sent again at once, not after the lease).
   * Default ACCTOS_INSTANCE_ID, else the host name.
   */
  readonly instanceId?: string;
  /** Events older than this are purged (default 30 days, ACCTOS_EVENT_RETENTION_DAYS). */
  readonly eventRetention_ms?: number;
  /** How often the purge runs (default hourly; the first at start). */
  readonly purgeEvery_ms?: number;
}

/** This process's claim name (see DispatcherOptions.instanceId). */
export function defaultInstanceId(): string {
  const v = process.env.ACCTOS_INSTANCE_ID;
  return v !== undefined && v !== '' ? v.slice(0, 200) : hostname();
}

function retentionFromEnv(): number {
  const v = process.env.ACCTOS_EVENT_RETENTION_DAYS;
  return v !== undefined && /^\d{1,4}$/.test(v) && Number(v) >= 1
    ? Number(v) * 24 * 60 * 60 * 1000
    : EVENT_RETENTION_MS;
}

/**
 * At start-up: releases the leases an earlier run of this instance left behind (it was killed
 * mid-attempt), so those deliveries are due at once. PGlite is one process's database, so
 * every lease there is this instance's; on PostgreSQL only those named with this instanceId.
 * Returns how many were released.
 */
export async function releaseStaleClaims(db: Database, instanceId: string): Promise<number> {
  const r =
    db.dialect === 'pglite'
      ? await db.query(
          "UPDATE webhook_deliveries SET lease_until = NULL, claimed_by = NULL WHERE status = 'Pending' " +
            'AND lease_until IS NOT NULL',
        )
      : await db.query(
          "UPDATE webhook_deliveries SET lease_until = NULL, claimed_by = NULL WHERE status = 'Pending' " +
            'AND lease_until IS NOT NULL AND claimed_by = $1',
          [instanceId],
        );
  return r.rowCount ?? 0;
}

interface ClaimedRow {
  delivery_id: string;
  attempts: number;
  deadline_at: Date | string;
  body: string;
  url: string;
  alg: 'hmac-sha256' | 'ed25519';
  secret_enc: string | null;
  endpoint_id: string;
}

export interface AttemptOutcome {
  readonly deliveryId: string;
  readonly status: 'Delivered' | 'Pending' | 'Failed';
  readonly httpStatus?: number;
  readonly error?: string;
}

const MAX_BATCHES_PER_TICK = 10;
const LEASE_MARGIN_MS = 30_000;
const MAX_ERROR_CHARS = 500;

/**
 * Claims due rows for this instance: the inner SELECT ... FOR UPDATE SKIP LOCKED lets several
 * instances on PostgreSQL claim disjoint rows; the lease makes a row claimable again if the
 * claiming instance dies mid-attempt. `attempts` is bumped at claim time, so an attempt whose
 * result is lost still counts.
 */
async function claimDue(
  db: Database,
  now: Date,
  limit: number,
  lease_ms: number,
  instanceId: string,
): Promise<ClaimedRow[]> {
  const nowIso = now.toISOString();
  const claimed = await db.query<{ delivery_id: string }>(
    `UPDATE webhook_deliveries SET lease_until = $2::timestamptz, attempts = attempts + 1, claimed_by = $4
     WHERE delivery_id IN (
       SELECT delivery_id FROM webhook_deliveries
       WHERE status = 'Pending' AND next_attempt_at <= $1::timestamptz
         AND (lease_until IS NULL OR lease_until < $1::timestamptz)
       ORDER BY next_attempt_at, delivery_id LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING delivery_id`,
    [nowIso, new Date(now.getTime() + lease_ms).toISOString(), limit, instanceId],
  );
  const rows: ClaimedRow[] = [];
  for (const { delivery_id } of claimed.rows) {
    const r = await db.query<ClaimedRow>(
      `SELECT d.delivery_id, d.attempts, d.deadline_at, e.body, w.url, w.alg, w.secret_enc, w.endpoint_id
       FROM webhook_deliveries d
       JOIN webhook_events e ON e.event_id = d.event_id
       JOIN webhook_endpoints w ON w.endpoint_id = d.endpoint_id
       WHERE d.delivery_id = $1`,
      [delivery_id],
    );
    if (r.rows[0] !== undefined) rows.push(r.rows[0]);
  }
  return rows;
}

async function signingKeyFor(
  row: ClaimedRow,
  db: Database,
  encryptionKey: Buffer | undefined,
  now: Date,
): Promise<SigningKey | string> {
  if (encryptionKey === undefined) return 'no encryption key configured';
  if (row.alg === 'hmac-sha256') {
    const secret = row.secret_enc === null ? undefined : decryptSecret(encryptionKey, row.secret_enc, row.endpoint_id);
    return secret === undefined
      ? 'endpoint secret does not decrypt'
      : { alg: 'hmac-sha256', keyId: row.endpoint_id, secret };
  }
  const key = await currentSigningKey(db, encryptionKey, now);
  return key === undefined
    ? 'signing key does not decrypt'
    : { alg: 'ed25519', keyId: key.kid, privateKey: key.privateKeyPem };
}

async function post(
  doFetch: typeof fetch,
  url: string,
  body: string,
  headers: Record<string, string>,
  timeout_ms: number,
): Promise<{ status?: number; error?: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout_ms);
  try {
    // No redirects: a 3xx is a failed attempt, so a signed body never lands somewhere unregistered.
    const res = await doFetch(url, { method: 'POST', body, headers, redirect: 'manual', signal: controller.signal });
    await res.body?.cancel().catch(() => undefined);
    return { status: res.status };
  } catch (err) {
    return {
      error: controller.signal.aborted
        ? `timeout after ${timeout_ms} ms`
        : err instanceof Error
          ? err.message
          : String(err),
    };
  } finally {
    clearTimeout(timer);
  }
}

async function attempt(
  row: ClaimedRow,
  opts: Required<Pick<DispatcherOptions, 'db' | 'now' | 'random'>> & {
    doFetch: typeof fetch;
    timeout_ms: number;
    key: Buffer | undefined;
    egress: EgressPolicy;
  },
): Promise<AttemptOutcome> {
  const now = opts.now();
  const signing = await signingKeyFor(row, opts.db, opts.key, now);
  let result: { status?: number; error?: string };
  const target = await checkEgressTarget(row.url, opts.egress);
  if (typeof signing === 'string') {
    result = { error: signing };
  } else if (target.ok !== true) {
    // Refused or unresolved now: a failed attempt, retried with backoff like any other.
    result = { error: `egress refused: ${target.message}` };
  } else {
    // Re-signed on every attempt: a fresh created, the same body and EventId.
    const signed = signDelivery({
      url: row.url,
      body: row.body,
      key: signing,
      created: Math.floor(now.getTime() / 1000),
    });
    result = signed.ok
      ? await post(opts.doFetch, row.url, row.body, { ...signed.headers }, opts.timeout_ms)
      : { error: signed.detail };
  }
  const done = opts.now();
  const delivered = result.status !== undefined && result.status >= 200 && result.status < 300;
  const deadline_ms = (row.deadline_at instanceof Date ? row.deadline_at : new Date(row.deadline_at)).getTime();
  const next = delivered ? undefined : nextAttemptAt(done.getTime(), deadline_ms, row.attempts, opts.random());
  const status = delivered ? 'Delivered' : next === undefined ? 'Failed' : 'Pending';
  const error = result.error ?? (delivered ? undefined : `HTTP ${result.status ?? '?'}`);
  // Guarded by attempts: if our lease lapsed and another instance re-claimed the row, its write wins.
  await opts.db.query(
    `UPDATE webhook_deliveries SET status = $3, lease_until = NULL, claimed_by = NULL, last_http_status = ` +
      `$4, last_error = $5,
       delivered_at = CASE WHEN $3 = 'Delivered' THEN $6::timestamptz ELSE delivered_at END,
       next_attempt_at = COALESCE($7::timestamptz, next_attempt_at)
     WHERE delivery_id = $1 AND attempts = $2 AND status = 'Pending'`,
    [
      row.delivery_id,
      row.attempts,
      status,
      result.status ?? null,
      error?.slice(0, MAX_ERROR_CHARS) ?? null,
      done.toISOString(),
      next === undefined ? null : new Date(next).toISOString(),
    ],
  );
  return {
    deliveryId: row.delivery_id,
    status,
    ...(result.status !== undefined ? { httpStatus: result.status } : {}),
    ...(error !== undefined ? { error } : {}),
  };
}

/** One pass: claims and attempts every due row (bounded), and reports what happened. */
export async function runDispatchOnce(options: DispatcherOptions): Promise<AttemptOutcome[]> {
  const timeout_ms = options.timeout_ms ?? DELIVERY_TIMEOUT_MS;
  const batchSize = Math.min(Math.max(1, options.batchSize ?? 10), 100);
  const ctx = {
    db: options.db,
    now: options.now,
    random: options.random ?? Math.random,
    doFetch: options.fetch ?? fetch,
    timeout_ms,
    key: webhookEncryptionKey(options),
    egress: egressPolicyOf(options),
  };
  const outcomes: AttemptOutcome[] = [];
  for (let batch = 0; batch < MAX_BATCHES_PER_TICK; batch += 1) {
    const rows = await claimDue(
      options.db,
      options.now(),
      batchSize,
      timeout_ms + LEASE_MARGIN_MS,
      options.instanceId ?? defaultInstanceId(),
    );
    if (rows.length === 0) break;
    outcomes.push(...(await Promise.all(rows.map((row) => attempt(row, ctx)))));
  }
  return outcomes;
}

/**
 * Delivers due outbox rows every interval_ms until stopped. The first tick releases the claims a
 * killed predecessor left (releaseStaleClaims) and purges events past the retention (then
 * hourly). Ticks never overlap; stop() waits for the tick in flight.
 */
export function startDispatcher(options: DispatcherOptions): { stop(): Promise<void> } {
  const interval_ms = Math.max(10, options.interval_ms ?? 1000);
  const instanceId = options.instanceId ?? defaultInstanceId();
  const opts: DispatcherOptions = { ...options, instanceId };
  const retention_ms = options.eventRetention_ms ?? retentionFromEnv();
  const purgeEvery_ms = Math.max(1000, options.purgeEvery_ms ?? 60 * 60 * 1000);
  let stopped = false;
  let started = false;
  let lastPurge_ms = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const housekeeping = async (): Promise<void> => {
    if (!started) {
      await releaseStaleClaims(options.db, instanceId);
      started = true;
    }
    const now = options.now();
    if (now.getTime() - lastPurge_ms >= purgeEvery_ms) {
      lastPurge_ms = now.getTime();
      await purgeEvents(options.db, now, retention_ms);
    }
  };
  const tick = (): void => {
    inFlight = housekeeping()
      .then(() => runDispatchOnce(opts))
      .then(
        () => undefined,
        (err: unknown) => options.onError?.(err),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, interval_ms);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await inFlight;
    },
  };
}
