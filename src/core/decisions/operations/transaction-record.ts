/** A transaction to insert: a Fund Account deposit, a Transact entry or an investment purchase. */
export interface TransactionRecordToInsert {
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
  readonly PaymentMethodType?: string;
  readonly TaxYear?: number;
  readonly PlanYear?: number;
  readonly ContributionSource?: string;
  readonly Description?: string;
  readonly ProviderReferenceId?: string;
  readonly DistributionReason?: string;
  /** Commuter benefits: the sub-balance a deposit funded (Transit or Parking). */
  readonly SubAccount?: 'Transit' | 'Parking';
  /** A Repayment deposit: the early-distribution exception repaid (Form 5498 box 14b). */
  readonly RepaymentOf?: string;
  /** A Repayment deposit: the repaid distribution, when the service paid it. */
  readonly RepaidTransactionId?: string;
  /** A recharacterization's two transactions: the contribution recharacterized, without its net income. */
  readonly RecharacterizedContribution?: string;
  /** A recharacterization's debit on the FIRST IRA: the contribution recharacterized. */
  readonly RecharacterizedTransactionId?: string;
  readonly CreatedDate: string;
  /** Set when it posts at once; a Pending deposit gets it when it settles. */
  readonly PostedDate?: string;
}

/** What a money write answers: the new TransactionId and its status (Pending or Posted). */
export interface TransactionAnswer {
  readonly TransactionId: string;
  readonly TransactionStatus: 'Pending' | 'Posted';
}
