import type { Failure } from '../shared/error-codes.js';
import type { DecisionEventType } from './event-types.js';
import { entriesBalance, type LedgerEntry } from './ledger.js';

/** A rule the decision applied, with where it comes from: the answer explains itself. */
export interface DecisionReason {
  readonly Rule: string;
  readonly Message: string;
  readonly Source?: string;
}

/** A non-fatal note on a decision that went through (for example a missing disclosure). */
export interface DecisionWarning {
  readonly Code: string;
  readonly Message: string;
  readonly Source?: string;
}

/** An event to write to the outbox in the same transaction; the shell adds ProviderId and time. */
export interface DecisionEvent {
  readonly EventType: DecisionEventType;
  readonly Data: Readonly<Record<string, unknown>>;
}

/**
 * What a write decides (design.md section 7). `Records` is the operation's own typed set of
 * records to insert or change; `Result` is what the caller is answered. The shell applies
 * Records and Entries, writes Events, and commits: it decides nothing.
 */
export interface Decision<TRecords, TResult> {
  readonly ok: true;
  readonly Records: TRecords;
  readonly Entries: readonly LedgerEntry[];
  readonly Events: readonly DecisionEvent[];
  readonly Result: TResult;
  readonly Reasons: readonly DecisionReason[];
  readonly Warnings: readonly DecisionWarning[];
  /** Facts a rule would read that were not given: the rule was not applied, never assumed. */
  readonly Unchecked: readonly string[];
}

export type DecisionOutcome<TRecords, TResult, C extends string = string> = Decision<TRecords, TResult> | Failure<C>;

export interface DecisionParts<TRecords, TResult> {
  readonly Records: TRecords;
  readonly Result: TResult;
  readonly Entries?: readonly LedgerEntry[];
  readonly Events?: readonly DecisionEvent[];
  readonly Reasons?: readonly DecisionReason[];
  readonly Warnings?: readonly DecisionWarning[];
  readonly Unchecked?: readonly string[];
}

/** Error thrown only on a programming fault: a decision whose entries do not balance. */
export class UnbalancedDecisionError extends Error {}

/**
 * Builds a decision and asserts the double-entry invariant (TigerBeetle style: an invariant
 * broken by the engine's own code is a fault, never an answer).
 */
export function decision<TRecords, TResult>(parts: DecisionParts<TRecords, TResult>): Decision<TRecords, TResult> {
  const Entries = parts.Entries ?? [];
  if (!entriesBalance(Entries)) throw new UnbalancedDecisionError('decision entries do not sum to zero per currency');
  return {
    ok: true,
    Records: parts.Records,
    Entries,
    Events: parts.Events ?? [],
    Result: parts.Result,
    Reasons: parts.Reasons ?? [],
    Warnings: parts.Warnings ?? [],
    Unchecked: parts.Unchecked ?? [],
  };
}
