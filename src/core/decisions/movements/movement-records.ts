import type { Form5498Box, Form5498Code, MovementKind } from '../../movements/types.js';
import type { TransactionRecordToInsert } from '../operations/transaction-record.js';
import type { WithdrawalRecords } from '../withdrawal/assemble.js';
import type { OwnerMovement } from './side-facts.js';

/**
 * Entry types of the transactions a movement writes: `...Out` debits the sending account, `...In` credits the receiving
 * one.
 */
export const MOVEMENT_ENTRY_TYPES = {
  TrusteeTransfer: { Out: 'TransferOut', In: 'TransferIn' },
  DirectRollover: { Out: 'RolloverOut', In: 'RolloverIn' },
  IndirectRollover: { Out: 'RolloverOut', In: 'RolloverIn' },
  RothConversion: { Out: 'RothConversionOut', In: 'RothConversionIn' },
  Recharacterization: { Out: 'RecharacterizationOut', In: 'RecharacterizationIn' },
} as const satisfies Record<MovementKind, { Out: string; In: string }>;

/** Entry types that take money out of an account to another IRA or to the owner (distributions and transfers out). */
export const OUTFLOW_ENTRY_TYPES: readonly string[] = [
  'Distribution',
  'Withdrawal',
  'TransferOut',
  'RolloverOut',
  'RothConversionOut',
  'RecharacterizationOut',
];

/** What the sending account reports on Form 1099-R for this movement. */
export interface MovementForm1099R {
  /**
   * Box 7 code (G direct rollover, 2 or 7 conversion, N or R recharacterization); null when it cannot be told (no birth
   * date).
   */
  readonly DistributionCode: string | null;
  /** Box 1. */
  readonly GrossDistribution: string;
  /** Box 2a. */
  readonly TaxableAmount: string;
}

/** What the receiving IRA reports on Form 5498 for this movement. */
export interface MovementForm5498 {
  readonly Box: Form5498Box;
  readonly Amount: string;
  /** Box 13c, with box 13a only (SC: a late rollover on self-certification). */
  readonly Code?: Form5498Code;
}

/**
 * A transaction a movement writes on one side: a Transact-like entry debiting the sending
 * account (`Kind: 'Entry'`, `...Out`) or a deposit crediting the receiving one (`Kind: 'Deposit'`,
 * `...In`, with the ContributionSource and TaxYear the contribution rules read later), with its
 * movement, the account on the other side, and its tax reporting.
 */
export interface MovementTransactionRecord extends TransactionRecordToInsert {
  readonly MovementId: string;
  /** The account on the other side; null when it is outside the service. */
  readonly CounterpartyAccountId: string | null;
  /** Sending side, when the movement is reported on Form 1099-R (absent for a trustee transfer). */
  readonly Form1099R?: MovementForm1099R;
  /** Receiving side, when reported on Form 5498 (absent for a trustee transfer). */
  readonly Form5498?: MovementForm5498;
  /** Includible in the owner's income (absent for a trustee transfer). */
  readonly TaxableAmount?: string;
  /** Roth conversion, receiving side: January 1 of the conversion's year, when its own five-year period begins. */
  readonly FiveYearPeriodBegins?: string;
}

/**
 * The movement itself, one per operation: what the one-rollover-per-year rule and the year's
 * conversions read back as the owner's history (`movementHistoryEntry`).
 */
export interface MovementRecordToInsert {
  readonly MovementId: string;
  readonly Kind: MovementKind;
  /** The owner (the receiving account's client). */
  readonly ClientId: string;
  /** Null when the money came from outside the service. */
  readonly FromAccountId: string | null;
  readonly FromAccountTypeCode: string;
  readonly ToAccountId: string;
  readonly ToAccountTypeCode: string;
  /** What the receiving account was credited. */
  readonly Amount: string;
  readonly Currency: string;
  /** The day the money left the sending account (an indirect rollover: the day the owner received it). */
  readonly DistributionDate: string;
  /** The day of the decision. */
  readonly CompletedDate: string;
  readonly TaxableAmount: string;
  readonly ProviderReferenceId?: string;
  readonly CreatedDate: string;
}

/** The owner's history entry for a stored movement (what a host hands back in later facts). */
export function movementHistoryEntry(m: MovementRecordToInsert): OwnerMovement {
  return {
    Kind: m.Kind,
    FromAccountTypeCode: m.FromAccountTypeCode,
    ToAccountTypeCode: m.ToAccountTypeCode,
    DistributionDate: m.DistributionDate,
    ...(m.FromAccountId !== null ? { FromAccountId: m.FromAccountId } : {}),
    ToAccountId: m.ToAccountId,
    Amount: m.Amount,
  };
}

/** Records every movement decision writes: the movement and a transaction on each side of the service. */
export interface MovementRecords {
  readonly Movement: MovementRecordToInsert;
  /**
   * Absent when no account of the service is debited (money from outside, or an indirect rollover already paid out).
   */
  readonly FromTransaction?: MovementTransactionRecord;
  readonly ToTransaction: MovementTransactionRecord;
  /**
   * A Roth conversion's federal income tax withholding: a distribution of the sending IRA, all of it withheld, that
   * is not converted (conversion-withholding.ts). Absent when nothing is withheld.
   */
  readonly Withholding?: WithdrawalRecords;
}

/** What every movement answers (amounts as JSON numbers with their minor units, as the wire carries them). */
export interface MovementAnswer {
  readonly MovementId: string;
  readonly FromTransactionId: string | null;
  readonly ToTransactionId: string;
  /** What moved (credited to the receiving account). */
  readonly Amount: number;
  readonly Currency: string;
  readonly TaxableAmount: number;
}

/** The answer of every movement: its id, both transactions, what moved and the taxable amount. */
export function movementAnswer(r: MovementRecords): MovementAnswer {
  return {
    MovementId: r.Movement.MovementId,
    FromTransactionId: r.FromTransaction?.TransactionId ?? null,
    ToTransactionId: r.ToTransaction.TransactionId,
    Amount: Number(r.Movement.Amount),
    Currency: r.Movement.Currency,
    TaxableAmount: Number(r.Movement.TaxableAmount),
  };
}
