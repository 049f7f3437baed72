// Why money leaves an account: the request's DistributionReason (design.md section 8). Every
// value, and what it yields for each kind of account, is documented in docs/withdrawals.md.

export const DISTRIBUTION_REASONS = [
  /** An owner's distribution with no special character: the owner's age decides the code. */
  'Normal',
  /** The same, stated as before 59 1/2; an EarlyDistributionException may be claimed. */
  'Early',
  /** The owner is disabled (26 U.S.C. 72(m)(7)). */
  'Disability',
  /** Paid to a beneficiary or the estate after the owner's death. */
  'Death',
  /** A required minimum distribution (or part of one). */
  'Rmd',
  /** Part of a series of substantially equal periodic payments (72(t)(2)(A)(iv)). */
  'SubstantiallyEqualPeriodicPayments',
  /** Return of an excess contribution with its net income attributable, by the due date (408(d)(4)). */
  'ExcessContribution',
  /** A traditional, SEP or SIMPLE IRA amount converted to a Roth IRA (408A(d)(3)). */
  'RothConversion',
  /** A regular contribution moved to the other kind of IRA (408A(d)(6)). */
  'Recharacterization',
  /** A direct rollover from a plan to an IRA or another plan (401(a)(31)). */
  'DirectRollover',
  /** The account ceased to be an IRA because of a prohibited transaction (408(e)(2)). */
  'ProhibitedTransaction',
  /** Corrective distribution under the Employee Plans Compliance Resolution System. */
  'Epcrs',
  /** Coverdell ESA: paid for qualified education expenses (26 U.S.C. 530(d)(2)). */
  'QualifiedEducation',
  /** Benefit accounts: a claim reimbursed (FSA, HRA, commuter, dependent care, lifestyle). */
  'Reimbursement',
  /** Trump account: trustee-to-trustee move of the whole balance to another Trump account (530A). */
  'QualifiedRollover',
  /** Trump account: rollover of the whole balance to an ABLE account in the year the child turns 17. */
  'QualifiedAbleRollover',
  /**
   * An IRA paid by the trustee straight to a charity on or after the day the owner (the
   * beneficiary, for an inherited IRA) reaches 70 1/2, up to the year's limit (408(d)(8)).
   */
  'QualifiedCharitableDistribution',
] as const;
export type DistributionReason = (typeof DISTRIBUTION_REASONS)[number];

export function isDistributionReason(v: unknown): v is DistributionReason {
  return typeof v === 'string' && (DISTRIBUTION_REASONS as readonly string[]).includes(v);
}

/**
 * Whether a distribution for this reason counts toward the year's required minimum
 * distribution. A timely return of an excess contribution is treated as never contributed
 * (26 U.S.C. 408(d)(4)), a recharacterization as contributed to the other IRA (408A(d)(6)),
 * and a Trump account's trustee-to-trustee rollover moves the account rather than paying it
 * out: none of them counts. Everything paid out does, including a Roth conversion and a
 * qualified charitable distribution (408(d)(8); Pub. 590-B, "Qualified charitable distributions").
 */
export function countsTowardRequiredDistribution(reason: DistributionReason): boolean {
  return reason !== 'ExcessContribution' && reason !== 'Recharacterization' && reason !== 'QualifiedRollover';
}
