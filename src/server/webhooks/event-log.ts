import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/types.js';
import { RETRY_WINDOW_MS } from './backoff.js';
import { toIso } from './endpoint-store.js';

/** Events are kept this long, then purged (docs/webhooks.md, retention). */
export const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Rows deleted per purge statement, so a purge never holds a long lock. */
const PURGE_BATCH = 500;
const MAX_PURGE_BATCHES = 200;

interface EventRow {
  event_id: string;
  event_type: string;
  occurred_at: Date | string;
  created_at: Date | string;
  body: string;
}

export interface LoggedEvent {
  readonly EventId: string;
  readonly EventType: string;
  readonly OccurredAt: string;
  readonly CreatedDate: string;
  readonly Data: Record<string, unknown>;
}

export interface EventDelivery {
  readonly WebhookEndpointId: string;
  readonly Status: 'Pending' | 'Delivered' | 'Failed' | 'Cancelled';
  readonly Attempts: number;
  readonly LastHttpStatus?: number;
  readonly LastError?: string;
  readonly NextAttemptDate?: string;
  readonly DeliveredDate?: string;
}

function eventOut(row: EventRow): LoggedEvent {
  const body = JSON.parse(row.body) as { Data?: Record<string, unknown> };
  return {
    EventId: row.event_id,
    EventType: row.event_type,
    OccurredAt: toIso(row.occurred_at),
    CreatedDate: toIso(row.created_at),
    Data: body.Data ?? {},
  };
}

export interface EventFilter {
  readonly type?: string;
  readonly createdAfter?: Date;
}

const COLUMNS = 'event_id, event_type, occurred_at, created_at, body';

/**
 * One provider's events, oldest first (seq order: a page never shifts as new events arrive),
 * optionally of one type and created strictly after a time.
 */
export async function listEvents(
  db: Queryable,
  providerId: string,
  filter: EventFilter,
  limit: number,
  offset: number,
): Promise<{ total: number; events: LoggedEvent[] }> {
  const where = ['provider_id = $1'];
  const params: unknown[] = [providerId];
  if (filter.type !== undefined) {
    params.push(filter.type);
    where.push(`event_type = $${params.length}`);
  }
  if (filter.createdAfter !== undefined) {
    params.push(filter.createdAfter.toISOString());
    where.push(`created_at > $${params.length}::timestamptz`);
  }
  const clause = where.join(' AND ');
  const count = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM webhook_events WHERE ${clause}`,
    params,
  );
  const rows = await db.query<EventRow>(
    `SELECT ${COLUMNS} FROM webhook_events WHERE ${clause}
     ORDER BY seq LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { total: Number(count.rows[0]?.n ?? 0), events: rows.rows.map(eventOut) };
}

/** One event of this provider with its deliveries; another provider's id finds nothing. */
export async function getEvent(
  db: Queryable,
  providerId: string,
  eventId: string,
): Promise<(LoggedEvent & { Deliveries: EventDelivery[] }) | undefined> {
  const r = await db.query<EventRow>(`SELECT ${COLUMNS} FROM webhook_events WHERE event_id = $1 AND provider_id = $2`, [
    eventId,
    providerId,
  ]);
  const row = r.rows[0];
  if (row === undefined) return undefined;
  const d = await db.query<{
    endpoint_id: string;
    status: EventDelivery['Status'];
    attempts: number;
    last_http_status: number | null;
    last_error: string | null;
    next_attempt_at: Date | string;
    delivered_at: Date | string | null;
  }>(
    `SELECT endpoint_id, status, attempts, last_http_status, last_error, next_attempt_at, delivered_at
     FROM webhook_deliveries WHERE event_id = $1 ORDER BY endpoint_id LIMIT 100`,
    [eventId],
  );
  const deliveries = d.rows.map(
    (x): EventDelivery => ({
      WebhookEndpointId: x.endpoint_id,
      Status: x.status,
      Attempts: Number(x.attempts),
      ...(x.last_http_status !== null ? { LastHttpStatus: Number(x.last_http_status) } : {}),
      ...(x.last_error !== null ? { LastError: x.last_error } : {}),
      ...(x.status === 'Pending' ? { NextAttemptDate: toIso(x.next_attempt_at) } : {}),
      ...(x.delivered_at !== null ? { DeliveredDate: toIso(x.delivered_at) } : {}),
    }),
  );
  return { ...eventOut(row), Deliveries: deliveries };
}

export type RedeliverResult =
  | { readonly ok: true; readonly WebhookEndpointId: string; readonly NextAttemptDate: string }
  | { readonly ok: false; readonly reason: 'EventNotFound' | 'NoEndpoint'; readonly EventType?: string };

/**
 * Queues the event again for this provider's live endpoint of its EventType: a delivery row
 * that exists is made Pending and due now with a fresh 24-hour window (its attempt count
 * kept); otherwise one is created. The body is the stored one: same bytes, same EventId.
 */
export async function redeliverEvent(
  db: Database,
  providerId: string,
  eventId: string,
  now: Date,
): Promise<RedeliverResult> {
  return db.transaction(async (tx) => {
    const ev = await tx.query<{ event_type: string }>(
      'SELECT event_type FROM webhook_events WHERE event_id = $1 AND provider_id = $2',
      [eventId, providerId],
    );
    const type = ev.rows[0]?.event_type;
    if (type === undefined) return { ok: false, reason: 'EventNotFound' };
    const ep = await tx.query<{ endpoint_id: string }>(
      `SELECT endpoint_id FROM webhook_endpoints
       WHERE provider_id = $1 AND event_type = $2 AND deleted_at IS NULL ORDER BY endpoint_id LIMIT 1`,
      [providerId, type],
    );
    const endpointId = ep.rows[0]?.endpoint_id;
    if (endpointId === undefined) return { ok: false, reason: 'NoEndpoint', EventType: type };
    const nowIso = now.toISOString();
    const deadline = new Date(now.getTime() + RETRY_WINDOW_MS).toISOString();
    const updated = await tx.query(
      `UPDATE webhook_deliveries SET status = 'Pending', next_attempt_at = $3::timestamptz,
         deadline_at = GREATEST(deadline_at, $4::timestamptz)
       WHERE event_id = $1 AND endpoint_id = $2`,
      [eventId, endpointId, nowIso, deadline],
    );
    if (updated.rowCount === 0)
      await tx.query(
        `INSERT INTO webhook_deliveries (delivery_id, event_id, endpoint_id, status, attempts, ` +
          `next_attempt_at, deadline_at)
         VALUES ($1, $2, $3, 'Pending', 0, $4::timestamptz, $5::timestamptz)`,
        [randomUUID(), eventId, endpointId, nowIso, deadline],
      );
    return { ok: true, WebhookEndpointId: endpointId, NextAttemptDate: nowIso };
  });
}

/**
 * Deletes events created before `now - retention_ms`, with their deliveries, in bounded batches;
 * an event with a delivery still pending inside its window (a recent redelivery) is kept.
 * Returns how many events were deleted.
 */
export async function purgeEvents(db: Database, now: Date, retention_ms: number = EVENT_RETENTION_MS): Promise<number> {
  const cutoff = new Date(now.getTime() - retention_ms).toISOString();
  let deleted = 0;
  for (let batch = 0; batch < MAX_PURGE_BATCHES; batch += 1) {
    const n = await db.transaction(async (tx) => {
      const ids = await tx.query<{ event_id: string }>(
        `SELECT e.event_id FROM webhook_events e
         WHERE e.created_at < $1::timestamptz
           AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d
                           WHERE d.event_id = e.event_id AND d.status = 'Pending' AND d.deadline_at > $2::timestamptz)
         ORDER BY e.created_at LIMIT $3`,
        [cutoff, now.toISOString(), PURGE_BATCH],
      );
      const list = ids.rows.map((r) => r.event_id);
      if (list.length === 0) return 0;
      await tx.query('DELETE FROM webhook_deliveries WHERE event_id = ANY($1::uuid[])', [list]);
      await tx.query('DELETE FROM webhook_events WHERE event_id = ANY($1::uuid[])', [list]);
      return list.length;
    });
    deleted += n;
    if (n < PURGE_BATCH) break;
  }
  return deleted;
}
