import type { Catalog } from '../../catalog/types.js';
import type { Failure } from '../../shared/error-codes.js';
import { assertClock } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock, StoredKey } from '../facts.js';
import { keyNotFound } from '../not-found.js';

/** What revoking needs: the key named by the path (null when none, or not a KeyId at all). */
export interface RevokeKeyFacts extends DecisionClock {
  readonly Key: StoredKey | null;
}

/** Revocation is absent when the key was already revoked: the first revocation time stands. */
export interface RevokeKeyRecords {
  readonly Revocation?: { readonly KeyId: string; readonly RevokedDate: string };
}

export interface RevokeKeyAnswer {
  readonly KeyId: string;
  readonly RevokedDate: string;
}

export type RevokeKeyDecision = Decision<RevokeKeyRecords, RevokeKeyAnswer>;

/**
 * Revoke a key (operator, DELETE /v1/keys/{KeyId}): unknown is KeyNotFound; revoking again keeps
 * the first revocation time and writes nothing (idempotent). The request (no body) is not read.
 * The host must make the revocation effective at once on its own instance and within one second
 * on every other (design.md section 4). No event.
 */
export function decideRevokeKey(
  _catalog: Catalog,
  facts: RevokeKeyFacts,
  _request: unknown,
  today: string,
): RevokeKeyDecision | Failure<'KeyNotFound'> {
  assertClock(today, facts.Now);
  const key = facts.Key;
  if (key === null) return keyNotFound();
  if (key.RevokedDate !== null)
    return decision({ Records: {}, Result: { KeyId: key.KeyId, RevokedDate: key.RevokedDate } });
  return decision({
    Records: { Revocation: { KeyId: key.KeyId, RevokedDate: facts.Now } },
    Result: { KeyId: key.KeyId, RevokedDate: facts.Now },
  });
}
