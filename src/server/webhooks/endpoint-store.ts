import type { Queryable } from '../db/types.js';

export interface EndpointRow {
  endpoint_id: string;
  provider_id: string;
  event_type: string;
  url: string;
  alg: 'hmac-sha256' | 'ed25519';
  created_at: Date | string;
}

export interface WebhookEndpointOut {
  readonly WebhookEndpointId: string;
  readonly EventType: string;
  readonly Url: string;
  readonly Algorithm: 'hmac-sha256' | 'ed25519';
  readonly CreatedDate: string;
}

export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function endpointOut(row: EndpointRow): WebhookEndpointOut {
  return {
    WebhookEndpointId: row.endpoint_id,
    EventType: row.event_type,
    Url: row.url,
    Algorithm: row.alg,
    CreatedDate: toIso(row.created_at),
  };
}

const COLUMNS = 'endpoint_id, provider_id, event_type, url, alg, created_at';

/** Live endpoints of one provider, oldest first (stable order for paging). */
export async function listEndpoints(
  db: Queryable,
  providerId: string,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: EndpointRow[] }> {
  const count = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM webhook_endpoints WHERE provider_id = $1 AND deleted_at IS NULL',
    [providerId],
  );
  const rows = await db.query<EndpointRow>(
    `SELECT ${COLUMNS} FROM webhook_endpoints WHERE provider_id = $1 AND deleted_at IS NULL
     ORDER BY created_at, endpoint_id LIMIT $2 OFFSET $3`,
    [providerId, limit, offset],
  );
  return { total: Number(count.rows[0]?.n ?? 0), rows: rows.rows };
}

/**
 * Soft-deletes a live endpoint of this provider and cancels its pending deliveries. Another
 * provider's id matches nothing, exactly like an unknown id.
 */
export async function deleteEndpoint(
  db: Queryable,
  providerId: string,
  endpointId: string,
  now: Date,
): Promise<boolean> {
  const r = await db.query(
    'UPDATE webhook_endpoints SET deleted_at = $3::timestamptz WHERE endpoint_id = $1 AND provider_id = $2 ' +
      'AND deleted_at IS NULL',
    [endpointId, providerId, now.toISOString()],
  );
  if (r.rowCount === 0) return false;
  await db.query(
    "UPDATE webhook_deliveries SET status = 'Cancelled', lease_until = NULL WHERE endpoint_id = $1 AND " +
      "status = 'Pending'",
    [endpointId],
  );
  return true;
}
