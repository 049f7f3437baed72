import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types.js';

/** The scope of a claimed reference (design.md section 4a) and the hash of what it asked. */
export interface ReferenceKey {
  /** The calling provider; OPERATOR_SCOPE for the operator. */
  readonly providerId: string;
  readonly operation: string;
  readonly reference: string;
  readonly hash: string;
}

/** The idempotency scope of operator writes (providers are Guids; this one is never issued). */
export const OPERATOR_SCOPE = '00000000-0000-0000-0000-000000000000';

/** The original answer of a completed write: its body without the RequestId, and its HTTP status. */
export interface StoredAnswer {
  readonly body: Record<string, unknown>;
  readonly httpStatus: number;
}

export type Known = { readonly kind: 'answer'; readonly answer: StoredAnswer } | { readonly kind: 'conflict' };

const MAX_DEPTH = 32;

/** Canonical JSON (sorted keys) so that key order does not change the hash. */
export function canonicalJson(v: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) return 'null';
  if (Array.isArray(v)) return `[${v.map((x) => canonicalJson(x, depth + 1)).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v as Record<string, unknown>).sort();
    const members = keys.map(
      (k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k], depth + 1)}`,
    );
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** Hash of what identifies the operation: its target (method and path) and its body. */
export function requestHash(target: string, body: unknown): string {
  return createHash('sha256').update(target).update('\n').update(canonicalJson(body)).digest('hex');
}

interface Row {
  request_hash: string;
  response: unknown;
  http_status: number | null;
}

function knownFrom(row: Row, hash: string): Known | undefined {
  if (row.request_hash !== hash) return { kind: 'conflict' };
  // NULL only inside the claiming transaction, which nobody else can see before it commits.
  if (row.response === null || row.response === undefined) return undefined;
  const body = typeof row.response === 'string' ? (JSON.parse(row.response) as unknown) : row.response;
  return { kind: 'answer', answer: { body: body as Record<string, unknown>, httpStatus: row.http_status ?? 200 } };
}

const SELECT =
  'SELECT request_hash, response, http_status FROM idempotency_keys WHERE provider_id = $1 AND operation = ' +
  '$2 AND provider_reference_id = $3';

/**
 * Claims the reference inside the write's transaction: INSERT ... ON CONFLICT DO NOTHING. A
 * concurrent duplicate's INSERT waits on the primary key until the first commits (then it reads
 * the stored answer) or rolls back (then it claims the reference itself). Never check-then-insert.
 * Returns undefined when this transaction holds the claim.
 */
export async function claimReference(tx: Queryable, key: ReferenceKey, at: Date): Promise<Known | undefined> {
  const ins = await tx.query(
    `INSERT INTO idempotency_keys (provider_id, operation, provider_reference_id, request_hash, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [key.providerId, key.operation, key.reference, key.hash, at.toISOString()],
  );
  if (ins.rowCount === 1) return undefined;
  const r = await tx.query<Row>(SELECT, [key.providerId, key.operation, key.reference]);
  const row = r.rows[0];
  // The INSERT does nothing only on a committed conflicting row, which has its answer.
  if (row === undefined) throw new Error('idempotency row vanished');
  const known = knownFrom(row, key.hash);
  if (known === undefined) throw new Error('a committed reference has no answer');
  return known;
}

/** Stores the answer with the claim, in the same transaction as the write. */
export async function storeAnswer(tx: Queryable, key: ReferenceKey, answer: StoredAnswer): Promise<void> {
  await tx.query(
    `UPDATE idempotency_keys SET response = $4::json, http_status = $5
     WHERE provider_id = $1 AND operation = $2 AND provider_reference_id = $3`,
    [key.providerId, key.operation, key.reference, JSON.stringify(answer.body), answer.httpStatus],
  );
}
