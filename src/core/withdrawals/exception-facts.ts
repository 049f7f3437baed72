/**
 * The facts an early-distribution exception's limits read. Each field is used by the exceptions
 * named in its comment and ignored by the others; a fact an exception needs and was not given
 * leaves its amount Unchecked (never assumed).
 */
export interface ExceptionFacts {
  /**
   * MedicalExpenses: the medical expenses deductible for the year (over 7.5 percent of AGI);
   * HealthInsurancePremiumsUnemployed: the premiums paid; HigherEducation: the qualified higher
   * education expenses of the year. The exception covers at most this amount.
   */
  readonly QualifyingAmount?: number | string;
  /**
   * FirstHome: first-home distributions excepted before (lifetime); BirthOrAdoption: earlier ones
   * for the same child; DomesticAbuseVictim: earlier ones; QualifiedDisaster: earlier ones for the
   * same disaster. Zero when none.
   */
  readonly PriorExceptedAmount?: number | string;
  /** BirthOrAdoption: the birth or adoption date; DomesticAbuseVictim: the date of the abuse. */
  readonly EventDate?: string;
  /** EmergencyPersonalExpense and DomesticAbuseVictim: the vested balance before this distribution. */
  readonly AccountBalance?: number | string;
  /** EmergencyPersonalExpense: the owner's earlier emergency personal expense distributions (at most 100). */
  readonly PriorEmergencyDistributions?: readonly {
    readonly Date: string;
    readonly Amount: number | string;
    /** Repaid, or matched by later contributions, so it no longer blocks the next three years. */
    readonly RepaidOrRecontributed: boolean;
  }[];
  /** TerminalIllness: a physician's certification (Notice 2024-2) is on file. */
  readonly PhysicianCertification?: boolean;
  /** QualifiedDisaster: the last day a qualified disaster recovery distribution may be made. */
  readonly DisasterDistributionPeriodEnds?: string;
  /** SeparationFromServiceAge55: the calendar year the participant separated from service. */
  readonly SeparationFromServiceYear?: number;
  /** SubstantiallyEqualPeriodicPayments: the date of the series' first payment. */
  readonly SeppStartDate?: string;
  /** SubstantiallyEqualPeriodicPayments: the series was modified (72(t)(4) recapture). */
  readonly SeppModified?: boolean;
}
