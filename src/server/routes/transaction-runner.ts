import type { Database, Queryable } from '../db/types.js';
import type { EngineFailure } from '../http/envelope.js';

/** Thrown inside a transaction to roll it back and answer with a handled failure. */
export class HandledFailure extends Error {
  constructor(readonly failure: EngineFailure) {
    super(failure.ErrorCode);
  }
}

export type TxOutcome<T> = { readonly ok: true; readonly value: T } | EngineFailure;

/** Runs fn in one transaction; a HandledFailure rolls back and becomes the result. */
export async function inTransaction<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<TxOutcome<T>> {
  try {
    return { ok: true, value: await db.transaction(fn) };
  } catch (err) {
    if (err instanceof HandledFailure) return err.failure;
    throw err;
  }
}

export function handled(ErrorCode: string, Message: string): HandledFailure {
  return new HandledFailure({ ok: false, ErrorCode, Message });
}
