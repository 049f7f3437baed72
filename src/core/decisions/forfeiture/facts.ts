import { z } from 'zod';
import { type Failure, failure } from '../../shared/error-codes.js';
import type { AccountBalances, DecisionClock, StoredAccount } from '../facts.js';
import type { LedgerEntry } from '../ledger.js';
import type { TransactionRecordToInsert } from '../operations/transaction-record.js';
import type { HistoryTransaction } from '../withdrawal/facts.js';

/** Why money is forfeited: a health or dependent-care FSA's plan year closing, a commuter participant's termination. */
export const FORFEITURE_REASONS = ['PlanYearEnd', 'Termination'] as const;
export type ForfeitureReason = (typeof FORFEITURE_REASONS)[number];

const Guid = z.string().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/);
const IsoDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

export const ForfeitureRequestSchema = z.strictObject({
  ProviderReferenceId: z.string().min(1).max(256).optional(),
  Currency: z.string().min(3).max(3),
  Reason: z.enum(FORFEITURE_REASONS),
  /** PlanYearEnd with a carryover: the participant's account of the same plan for the next plan year. */
  CarryoverAccountId: Guid.optional(),
  /** Termination: the day employment (and the commuter benefit) ended. */
  TerminationDate: IsoDate.optional(),
  Description: z.string().min(1).max(256).optional(),
});
export type ForfeitureRequest = z.infer<typeof ForfeitureRequestSchema>;

/** Reads the request; every problem named by field. */
export function validateForfeitureRequest(
  request: unknown,
): { ok: true; value: ForfeitureRequest } | Failure<'InvalidRequest'> {
  const parsed = ForfeitureRequestSchema.safeParse(request ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = parsed.error.issues.slice(0, 32).map((i) => ({
    FieldName: i.path.map(String).join('.') || '(body)',
    ErrorCode: i.code === 'unrecognized_keys' ? 'UnknownField' : 'InvalidValue',
    Message: i.message,
  }));
  return failure(
    'InvalidRequest',
    `The forfeiture request is invalid: ${errors.map((e) => `${e.FieldName} ${e.Message}`).join('; ')}`,
    errors,
  );
}

/**
 * The plan's terms for the closing plan year: the stored plan (POST /v1/plans) of the account's
 * employer, type and plan year, else the account's Attributes under the same names.
 */
export interface ForfeiturePlanTerms {
  /** The plan year's first day (its last is the day before the same date a year later). */
  readonly PlanYearStart?: string;
  readonly PlanYearEnd?: string;
  readonly GracePeriodMonths?: string | number;
  readonly CarryoverAmount?: string | number;
  readonly RunOutDays?: number;
}

/**
 * What decideForfeiture needs, read in one transaction with the account (and the carryover
 * account) locked: the account, its balances and the sums of its commuter sub-account postings,
 * its transactions with their withdrawal details, the plan's terms, what was carried into it
 * from the plan year before, whether its plan year was already closed, and the account named by
 * CarryoverAccountId (null when not named or not this provider's).
 */
export interface ForfeitureFacts extends DecisionClock {
  readonly Account: StoredAccount | null;
  readonly Balances: AccountBalances;
  /** Sum of the account's postings per sub-account (commuter Transit, Parking); absent keys are zero. */
  readonly SubAccountSums: Readonly<Record<string, string>>;
  readonly Transactions: readonly HistoryTransaction[];
  /** The stored plan's terms, or null when no plan is stored for the account's employer, type and year. */
  readonly Plan: ForfeiturePlanTerms | null;
  /** The carryover received from the plan year before (by an earlier forfeiture), a decimal string. */
  readonly CarriedOverIn: string;
  /** True when this account's plan year was already closed by a forfeiture. */
  readonly PlanYearClosed: boolean;
  readonly CarryoverAccount: StoredAccount | null;
  /** Up to four new transactions (the forfeitures, the carryover out and in) and the forfeiture's id. */
  readonly NewIds: { readonly ForfeitureId: string; readonly TransactionIds: readonly string[] };
}

/** The stored record of one forfeiture (table `forfeitures`). Amounts are plain decimal strings. */
export interface ForfeitureRecord {
  readonly ForfeitureId: string;
  readonly AccountId: string;
  readonly Reason: ForfeitureReason;
  /** PlanYearEnd: the plan year closed. */
  readonly PlanYear: number | null;
  readonly Currency: string;
  readonly ForfeitedAmount: string;
  readonly CarriedOverAmount: string;
  readonly CarryoverAccountId: string | null;
  /** The figures the rule produced (unused, per sub-balance, when it closes) for the record. */
  readonly Details: Readonly<Record<string, string | number | null>>;
  readonly TransactionIds: readonly string[];
  readonly ProviderReferenceId?: string;
  readonly CreatedDate: string;
}

export interface ForfeitureRecords {
  readonly Forfeiture: ForfeitureRecord;
  readonly Transactions: readonly TransactionRecordToInsert[];
  /** Each transaction's own entries (each sums to zero); together exactly the decision's Entries. */
  readonly Postings: readonly { readonly TransactionId: string; readonly Entries: readonly LedgerEntry[] }[];
}

export interface ForfeitureAnswer {
  readonly ForfeitureId: string;
  readonly AccountId: string;
  readonly Reason: ForfeitureReason;
  readonly Forfeited: number;
  readonly CarriedOver: number;
  readonly CarryoverAccountId: string | null;
  /** Commuter: the unused Transit and Parking sub-balances forfeited. */
  readonly ForfeitedTransit?: number;
  readonly ForfeitedParking?: number;
  readonly TransactionIds: readonly string[];
}
