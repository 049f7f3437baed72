import type { Catalog } from '../../core/catalog/types.js';
import type { Decision } from '../../core/decisions/decision.js';
import type { LedgerEntry } from '../../core/decisions/ledger.js';
import type { ErrorCode, Failure } from '../../core/shared/error-codes.js';
import type { Queryable } from '../db/types.js';

/**
 * The idempotency scope of each write (with the provider and the ProviderReferenceId). The names
 * of the provider writes are those stored before the shell existed, so old references still answer.
 */
export type OperationName =
  | 'CreateClient'
  | 'UpdateClient'
  | 'CreateAccount'
  | 'UpdateAccount'
  | 'FundAccount'
  | 'Transact'
  | 'Invest'
  | 'SettleDeposit'
  | 'CreateProvider'
  | 'IssueKey'
  | 'RevokeKey'
  | 'CreateInstitution'
  | 'PutContracts'
  | 'PutGates'
  // Issue 16: one contract or gate added or removed.
  | 'AddContract'
  | 'RemoveContract'
  | 'AddGate'
  | 'RemoveGate'
  | 'Withdrawal'
  | 'Transfer'
  | 'Rollover'
  | 'RothConversion'
  | 'Recharacterization'
  // Issue 12: the instrument registry, institution changes and beneficiary lists.
  | 'CreateInstrument'
  | 'ChangeInstrument'
  | 'ChangeInstitution'
  | 'PutBeneficiaries'
  | 'PutOwnerYear'
  | 'CreatePlan'
  // Issue 10: an FSA plan year's close or a commuter termination.
  | 'Forfeiture';

/** What the shell knows of one write request before anything is decided. */
export interface WriteContext {
  /** The calling provider; null when the operator key signed the request. */
  readonly providerId: string | null;
  /** The route's path parameters, as sent. */
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The parsed JSON body ({} when none was sent). */
  readonly body: unknown;
  /** The service clock, read once per request. */
  readonly now: Date;
}

/** The facts of a decision and, where it is not the caller, the provider its events belong to. */
export interface Loaded<F> {
  readonly facts: F;
  readonly eventOwner?: string;
  /**
   * The provider of each event, where a decision's events belong to several (a re-evaluation
   * reports accounts of every provider); undefined falls back to eventOwner, then to the caller.
   */
  readonly eventOwnerOf?: (event: { readonly Data: Readonly<Record<string, unknown>> }) => string | undefined;
}

/**
 * One write as the shell runs it (docs/server.md, "Adding a write route"): the decide function of
 * the core, the facts it needs (read in the write's transaction, locking what it depends on), and
 * how its Records are stored. Nothing here decides: every rule is in `decide`.
 */
export interface WriteOperation<F, R, A> {
  readonly name: OperationName;
  /** The core's decide function, named in docs/server.md's table of write routes. */
  readonly decide: (catalog: Catalog, facts: F, request: unknown, today: string) => Decision<R, A> | Failure<ErrorCode>;
  /** Loads the facts inside the write's transaction (FOR UPDATE on what the decision depends on). */
  readonly load: (tx: Queryable, ctx: WriteContext, catalog: Catalog) => Promise<Loaded<F>>;
  /** Stores the decision's Records (inserts and changes) in the same transaction. */
  readonly apply: (tx: Queryable, records: R, ctx: WriteContext) => Promise<void>;
  /** The TransactionId the decision's ledger Entries belong to (required when it has entries). */
  readonly ledgerTransactionId?: (records: R) => string | undefined;
  /**
   * A write whose Records hold a transaction on each of two accounts (a movement): its Entries
   * per TransactionId, each part balanced on its own (`movementPostings`). Together they must be
   * exactly the decision's Entries. Used instead of ledgerTransactionId when given.
   */
  readonly ledgerPostings?: (
    records: R,
  ) => readonly { readonly TransactionId: string; readonly Entries: readonly LedgerEntry[] }[];
  /**
   * True when `load` changes nothing a retry could see (it reads and locks; at most it draws a
   * sequence number, which a known reference then leaves as a gap). The shell sends its first
   * statement with the reference claim, in one flight, and drops the facts when the reference is
   * known. Checked: a statement of this load that is not a SELECT fails the write.
   */
  readonly loadWithClaim?: boolean;
  /**
   * True when `apply` sends one statement at most. The shell sends it with the ledger Entries, the
   * Events and the stored answer, in one flight, in that order. Checked: a second statement fails
   * the write (its transaction rolls back).
   */
  readonly applyInOneStatement?: boolean;
  /**
   * False for a write whose answer must not be kept (an issued key's Secret) or that takes no
   * ProviderReferenceId: it is never looked up or claimed. Default true.
   */
  readonly idempotent?: boolean;
}
