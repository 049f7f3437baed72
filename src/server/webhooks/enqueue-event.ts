import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { RETRY_WINDOW_MS } from './backoff.js';

export interface EnqueueEventInput {
  readonly ProviderId: string;
  readonly EventType: string;
  readonly Data: Record<string, unknown>;
  /** ISO 8601 UTC. */
  readonly OccurredAt: string;
}

const MAX_ENDPOINTS_PER_EVENT = 16;

/**
 * Writes an event inside the caller's transaction, so it commits or rolls back with the change
 * it reports and none is lost: always one webhook_events row (the event log, with the exact
 * body to send), and one pending delivery per live endpoint of this provider for this
 * EventType (none when no endpoint listens; the event stays listable and can be redelivered
 * later). Throws (rolling the caller back) only on a programming error: an OccurredAt that is
 * not a date.
 */
export async function enqueueEvent(tx: Queryable, e: EnqueueEventInput): Promise<void> {
  const occurred_ms = Date.parse(e.OccurredAt);
  if (Number.isNaN(occurred_ms)) throw new TypeError(`enqueueEvent: OccurredAt is not a date: ${e.OccurredAt}`);
  const eventId = randomUUID();
  const occurredAt = new Date(occurred_ms).toISOString();
  const body = JSON.stringify({ EventId: eventId, EventType: e.EventType, OccurredAt: occurredAt, Data: e.Data });
  const deadline = new Date(occurred_ms + RETRY_WINDOW_MS).toISOString();
  // One statement (one round trip): the event, then a delivery per live endpoint (possibly none).
  await tx.query(
    `WITH event AS (
       INSERT INTO webhook_events (event_id, provider_id, event_type, occurred_at, body)
       VALUES ($1, $2, $3, $4::timestamptz, $5) RETURNING event_id)
     INSERT INTO webhook_deliveries (delivery_id, event_id, endpoint_id, status, attempts, next_attempt_at, deadline_at)
     SELECT gen_random_uuid(), event.event_id, e.endpoint_id, 'Pending', 0, $4::timestamptz, $6::timestamptz
     FROM event, (SELECT endpoint_id FROM webhook_endpoints
                  WHERE provider_id = $2 AND event_type = $3 AND deleted_at IS NULL
                  ORDER BY endpoint_id LIMIT $7) e`,
    [eventId, e.ProviderId, e.EventType, occurredAt, body, deadline, MAX_ENDPOINTS_PER_EVENT],
  );
}
