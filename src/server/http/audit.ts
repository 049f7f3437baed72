import type { Logger } from 'pino';
import { ownerOf } from '../db/owner.js';
import type { Database, Queryable } from '../db/types.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

export interface AuditRow {
  readonly RequestId: string;
  readonly KeyId: string | undefined;
  readonly Method: string;
  readonly Route: string;
  readonly HttpStatus: number;
  readonly Status: 0 | 1;
  readonly ErrorCode: string | undefined;
  /** Why a 401 was given (the answer's message is the same for several causes). */
  readonly ErrorDetail?: string | undefined;
  readonly OccurredAt: Date;
  readonly duration_ms: number;
}

/** How long a read's audit row may wait in memory before it is written. */
export const AUDIT_FLUSH_EVERY_MS = 50;
/** Rows per INSERT (one statement, one round trip). */
export const AUDIT_BATCH_ROWS = 500;
/** Rows held while the database cannot take them; beyond this the oldest are dropped (and counted in the log). */
export const AUDIT_MAX_BUFFERED_ROWS = 20_000;

const INSERT_BATCH = `INSERT INTO audit_log
  (request_id, key_id, method, route, http_status, status, error_code, error_detail, occurred_at, duration_ms)
  SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[],
    $8::text[], $9::timestamptz[], $10::int[])
  ON CONFLICT (request_id) DO NOTHING`;

/** One statement for any number of rows (up to AUDIT_BATCH_ROWS): arrays bound column by column. */
export async function writeAuditRows(db: Queryable, rows: readonly AuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length > AUDIT_BATCH_ROWS) throw new Error('audit batch too large');
  const cols: unknown[][] = Array.from({ length: 10 }, () => new Array<unknown>(rows.length));
  rows.forEach((a, i) => {
    cols[0]![i] = a.RequestId;
    cols[1]![i] = a.KeyId ?? null;
    cols[2]![i] = a.Method.slice(0, 16);
    cols[3]![i] = a.Route.slice(0, 200);
    cols[4]![i] = a.HttpStatus;
    cols[5]![i] = a.Status;
    cols[6]![i] = a.ErrorCode ?? null;
    cols[7]![i] = a.ErrorDetail?.slice(0, 200) ?? null;
    cols[8]![i] = a.OccurredAt.toISOString();
    cols[9]![i] = Math.min(2_147_483_647, Math.max(0, Math.round(a.duration_ms)));
  });
  await db.query(INSERT_BATCH, cols);
}

/** One audit_log row per response, written at once (kept for callers that need the row on return). */
export async function writeAudit(db: Queryable, a: AuditRow): Promise<void> {
  await writeAuditRows(db, [a]);
}

/**
 * The audit rows of one database, buffered (issue 9: reads write nothing synchronously).
 * - a read's row waits at most AUDIT_FLUSH_EVERY_MS, then goes with the others in one INSERT;
 * - a write's row asks for a flush at once (a 0 ms timer: after the answer is written), in its
 *   own statement (its own transaction), batched with whatever else is waiting;
 * - a full batch is flushed at once; the database's close() flushes what is left.
 * Nothing on a response path awaits any of it. What a crash can lose: the rows still in
 * memory, at most the last ~50 ms of reads and the writes of the last turn (docs/server.md).
 */
export interface AuditSink {
  add(row: AuditRow, urgent: boolean): void;
  /** Writes everything buffered now (shutdown, tests). */
  flush(): Promise<void>;
  /** Last flush: afterwards nothing is kept for a retry or scheduled. */
  close(): Promise<void>;
  readonly pending: number;
}

export function auditSink(db: Queryable, logger: Pick<Logger, 'error' | 'warn'> | undefined): AuditSink {
  let rows: AuditRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let dropped = 0;
  let closed = false;

  const drain = async (): Promise<void> => {
    // Bounded: each turn writes up to one batch; rows added meanwhile wait for the next flush.
    const turns = Math.ceil(rows.length / AUDIT_BATCH_ROWS);
    for (let t = 0; t < turns && rows.length > 0; t++) {
      const batch = rows.slice(0, AUDIT_BATCH_ROWS);
      rows = rows.slice(batch.length);
      try {
        await writeAuditRows(db, batch);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (isDatabaseUnavailable(err) && !closed) {
          rows = batch.concat(rows); // kept for the next flush (bounded by add)
          logger?.warn({ rows: rows.length, err: message }, 'audit write deferred: database unavailable');
          schedule();
          return;
        }
        logger?.error({ rows: batch.length, err: message }, 'audit write failed; rows dropped');
      }
    }
    if (dropped > 0) {
      logger?.error({ dropped }, 'audit rows dropped: the buffer was full');
      dropped = 0;
    }
  };

  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    if (soon !== undefined) clearTimeout(soon);
    timer = undefined;
    soon = undefined;
    const run = (running ?? Promise.resolve()).then(drain);
    const tail = run.finally(() => {
      if (running === tail) running = undefined;
    });
    running = tail;
    return tail;
  };

  const schedule = (): void => {
    if (closed || timer !== undefined || soon !== undefined) return;
    timer = setTimeout(() => void flush(), AUDIT_FLUSH_EVERY_MS);
    timer.unref();
  };

  return {
    add(row, urgent) {
      if (closed) return;
      rows.push(row);
      if (rows.length > AUDIT_MAX_BUFFERED_ROWS) {
        const over = rows.length - AUDIT_MAX_BUFFERED_ROWS;
        rows.splice(0, over);
        dropped += over;
      }
      if (urgent || rows.length >= AUDIT_BATCH_ROWS) {
        if (soon !== undefined) return;
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
        // A timer, not setImmediate: under PGlite, immediates were seen to wait for the next
        // timer anyway (measured), and a 0 ms timer runs right after the response is written.
        soon = setTimeout(() => {
          soon = undefined;
          void flush();
        }, 0);
        soon.unref();
        return;
      }
      schedule();
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
    get pending() {
      return rows.length;
    },
  };
}

const sinks = new WeakMap<Database, AuditSink>();

/** The one audit sink of q's database (created on first use; flushed when the database closes). */
export function auditSinkFor(q: Queryable, logger?: Pick<Logger, 'error' | 'warn'>): AuditSink {
  const db = ownerOf(q);
  if (db === undefined) return auditSink(q, logger);
  let sink = sinks.get(db);
  if (sink === undefined) {
    const created = auditSink(db, logger);
    sink = created;
    sinks.set(db, created);
    db.onClose?.(() => created.close());
  }
  return sink;
}

/** Writes every buffered audit row of q's database now (tests read audit_log after this). */
export async function flushAudit(q: Queryable): Promise<void> {
  const db = ownerOf(q);
  const sink = db === undefined ? undefined : sinks.get(db);
  if (sink !== undefined) await sink.flush();
}
