import type { Failure } from '../shared/error-codes.js';
import type { DecisionEventType } from './event-types.js';
import { DecisionFactsError } from './facts-error.js';
import { entriesBalance, type LedgerEntry, ledgerAmountProblem, MAX_DECISION_ENTRIES } from './ledger.js';

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

/**
 * An event to write to the outbox in the same transaction (spec part 6). `OccurredAt` is the
 * decision's `facts.Now`; the shell adds the ProviderId that owns the record and the EventId.
 */
export interface DecisionEvent {
  readonly EventType: DecisionEventType;
  readonly OccurredAt: string;
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
export class UnbalancedDecisionError extends DecisionFactsError {}

/** Most events one decision may emit (a fan-out decision, such as a re-evaluation, passes its own bound). */
export const MAX_DECISION_EVENTS = 8;

export interface DecisionLimits {
  /** Most events this decision may emit; default MAX_DECISION_EVENTS. */
  readonly max_events?: number;
}

/**
 * Builds a decision and asserts its invariants (TigerBeetle style: an invariant broken by the
 * engine's own code is a fault, never an answer): at most MAX_DECISION_ENTRIES entries, each a
 * non-zero amount of a booked currency within MAX_AMOUNT, summing to zero per currency.
 */
export function decision<TRecords, TResult>(
  parts: DecisionParts<TRecords, TResult>,
  limits: DecisionLimits = {},
): Decision<TRecords, TResult> {
  const Entries = parts.Entries ?? [];
  const Events = parts.Events ?? [];
  if (Entries.length > MAX_DECISION_ENTRIES) throw new UnbalancedDecisionError('too many entries in one decision');
  if (Events.length > (limits.max_events ?? MAX_DECISION_EVENTS))
    throw new DecisionFactsError('too many events in one decision');
  for (const e of Entries) {
    const problem = ledgerAmountProblem(e.Amount, e.Currency);
    if (problem !== undefined) throw new UnbalancedDecisionError(`ledger entry amount: ${problem}`);
  }
  if (!entriesBalance(Entries)) throw new UnbalancedDecisionError('decision entries do not sum to zero per currency');
  return {
    ok: true,
    Records: parts.Records,
    Entries,
    Events,
    Result: parts.Result,
    Reasons: parts.Reasons ?? [],
    Warnings: parts.Warnings ?? [],
    Unchecked: parts.Unchecked ?? [],
  };
}
