import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types.js';

export type Operation =
  | 'CreateClient'
  | 'UpdateClient'
  | 'CreateAccount'
  | 'UpdateAccount'
  | 'FundAccount'
  | 'Transact'
  | 'Invest';

export type Claim =
  | { readonly kind: 'new' }
  | { readonly kind: 'existing'; readonly resourceId: string }
  | { readonly kind: 'conflict' };

const MAX_DEPTH = 32;

/** Canonical JSON (sorted keys) so that key order does not change the hash. */
export function canonicalJson(v: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) return 'null';
  if (Array.isArray(v)) return `[${v.map((x) => canonicalJson(x, depth + 1)).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v as Record<string, unknown>).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k], depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** Hash of what identifies the operation: its target (path ids) and its body. */
export function requestHash(target: string, body: unknown): string {
  return createHash('sha256').update(target).update('\n').update(canonicalJson(body)).digest('hex');
}

/**
 * Claims (provider, operation, ProviderReferenceId) inside the caller's transaction.
 * INSERT ... ON CONFLICT DO NOTHING: a concurrent duplicate waits on the primary key until
 * the first commits (then sees its row) or rolls back (then claims it itself). Never
 * check-then-insert.
 */
export async function claimReference(
  tx: Queryable,
  providerId: string,
  operation: Operation,
  reference: string,
  hash: string,
  resourceId: string,
  at: Date,
): Promise<Claim> {
  const ins = await tx.query(
    `INSERT INTO idempotency_keys (provider_id, operation, provider_reference_id, request_hash, resource_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [providerId, operation, reference, hash, resourceId, at.toISOString()],
  );
  if (ins.rowCount === 1) return { kind: 'new' };
  const r = await tx.query<{ request_hash: string; resource_id: string }>(
    'SELECT request_hash, resource_id FROM idempotency_keys WHERE provider_id = $1 AND operation = $2 AND provider_reference_id = $3',
    [providerId, operation, reference],
  );
  const row = r.rows[0];
  // The row exists: the INSERT only does nothing on a committed conflicting row.
  if (row === undefined) throw new Error('idempotency row vanished');
  return row.request_hash === hash ? { kind: 'existing', resourceId: String(row.resource_id) } : { kind: 'conflict' };
}
