import type { Queryable } from '../db/types.js';

export interface AuditRow {
  readonly RequestId: string;
  readonly KeyId: string | undefined;
  readonly Method: string;
  readonly Route: string;
  readonly HttpStatus: number;
  readonly Status: 0 | 1;
  readonly ErrorCode: string | undefined;
  readonly OccurredAt: Date;
  readonly duration_ms: number;
}

/** One audit_log row per response (including 401/404/413/415/429/500). */
export async function writeAudit(db: Queryable, a: AuditRow): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (request_id, key_id, method, route, http_status, status, error_code, occurred_at, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (request_id) DO NOTHING`,
    [
      a.RequestId,
      a.KeyId ?? null,
      a.Method,
      a.Route.slice(0, 200),
      a.HttpStatus,
      a.Status,
      a.ErrorCode ?? null,
      a.OccurredAt.toISOString(),
      Math.max(0, Math.round(a.duration_ms)),
    ],
  );
}
