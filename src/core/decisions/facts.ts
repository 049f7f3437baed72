// The facts a host loads for a decision (design.md section 7), as stored records in the
// specification's PascalCase. Each decide function names its own facts type built from these,
// so a host knows exactly what to read (and lock) in its transaction before deciding.

import type { ContributionSource } from '../catalog/enums.js';
import type { ClientRecord } from '../requests/create-account/types.js';

/**
 * The moment of the decision and where it comes from: the core reads no clock. `Now` is an ISO
 * 8601 UTC date-time (`2026-04-10T14:03:00.000Z`); it stamps the records (CreatedDate,
 * PostedDate, ...) and the events' OccurredAt. The rules read `today`, the fourth argument.
 */
export interface DecisionClock {
  readonly Now: string;
}

/** A stored account, as the host has it (the row, its type-specific attributes as one object). */
export interface StoredAccount {
  readonly AccountId: string;
  readonly ClientId: string;
  readonly AccountTypeCode: string;
  readonly AccountStatus: string;
  /** The phase it opened in (a growth-period type's current phase is computed from `today`). */
  readonly Phase: string;
  readonly Currency: string;
  readonly InstitutionId?: string | null | undefined;
  /** The type-specific opening fields (`attributesFromCreateAccount`), for example OverdraftPermitted. */
  readonly Attributes: Readonly<Record<string, unknown>>;
}

/** A stored client: the Create Account lookup plus the latest OFAC screening status. */
export interface StoredClient extends ClientRecord {
  readonly OFAC?: { readonly Status: string } | null | undefined;
}

/** A stored transaction (a Fund Account deposit or a Transact/investment entry) of one account. */
export interface StoredTransaction {
  readonly TransactionId: string;
  readonly AccountId: string;
  readonly Kind: 'Deposit' | 'Entry';
  /** `Deposit`, a Transact EntryType, or `InvestmentPurchase`. */
  readonly EntryType: string;
  readonly Direction: 'Credit' | 'Debit';
  /** Unsigned plain decimal string. */
  readonly Amount: string;
  readonly Currency: string;
  readonly Status: 'Pending' | 'Posted';
  readonly ContributionSource?: ContributionSource | null | undefined;
  readonly TaxYear?: number | null | undefined;
  readonly PlanYear?: number | null | undefined;
  /** Commuter benefits: the sub-balance (Transit or Parking) a deposit funded. */
  readonly SubAccount?: string | null | undefined;
  /** A Repayment deposit: the early-distribution exception repaid (Form 5498 box 14b). */
  readonly RepaymentOf?: string | null | undefined;
  /** A Repayment deposit: the repaid distribution, when the service paid it. */
  readonly RepaidTransactionId?: string | null | undefined;
  /**
   * A recharacterization's two transactions: the contribution recharacterized, without its net income
   * (1.408A-5 Q&A-1: treated as contributed to the second IRA; the first IRA no longer holds it). The
   * contribution limits count it, not the amount moved (recharacterized-contributions.ts).
   */
  readonly RecharacterizedContribution?: string | null | undefined;
  /**
   * A recharacterization's debit on the FIRST IRA: the contribution recharacterized (its TransactionId), so a
   * later recharacterization of it moves at most what is left of it (1.408A-5 Q&A-1).
   */
  readonly RecharacterizedTransactionId?: string | null | undefined;
  /** ISO 8601 UTC date-time the transaction was created. */
  readonly CreatedDate: string;
}

/**
 * A client account's balances: sums of its ledger entries (`accountBalancesFromEntries`), as
 * plain decimal strings. SettledCredits and SettledDebits (a positive figure) split the Settled
 * bucket's entries by sign: a benefit account's contributions and reimbursements to date.
 */
export interface AccountBalances {
  readonly Settled: string;
  readonly Pending: string;
  readonly SettledCredits: string;
  readonly SettledDebits: string;
}

export const ZERO_BALANCES: AccountBalances = { Settled: '0', Pending: '0', SettledCredits: '0', SettledDebits: '0' };

/** The calling provider's contract: the types it may open and the gates marked satisfied for it. */
export interface ProviderContract {
  readonly ContractedTypes: readonly string[];
  readonly SatisfiedGates: readonly string[];
}

/** A stored provider, as operator writes need it. */
export interface StoredProvider {
  readonly ProviderId: string;
}

/** A stored API key (never its secret). */
export interface StoredKey {
  readonly KeyId: string;
  readonly ProviderId: string;
  /** When it was revoked (ISO date-time), or null while active. */
  readonly RevokedDate: string | null;
}
