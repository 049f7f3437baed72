import type { DecisionReason, DecisionWarning } from '../../decisions/decision.js';
import type { DistributionCode } from '../distribution-codes.js';
import type { DistributionReason } from '../distribution-reason.js';
import type { WithholdingRegime } from '../distribution-withholding.js';
import type { EarlyDistributionException } from '../early-distribution-exceptions.js';
import type { ExceptionFacts } from '../exception-facts.js';
import type { RothDistributionQuery, RothDistributionResult } from '../roth-distribution.js';
import type { DistributionTreatmentKind } from '../treatment-kind.js';

// The query and the result of distributionTreatment (re-exported by ../distribution-treatment.ts).

/** Roth facts a Roth IRA distribution reads (see RothDistributionQuery). */
export type RothFacts = Omit<
  RothDistributionQuery,
  'DistributionDate' | 'Amount' | 'Circumstance' | 'OwnerDateOfBirth'
>;

export interface DistributionTreatmentQuery {
  readonly AccountTypeCode: string;
  readonly DistributionReason: DistributionReason;
  readonly DistributionDate: string;
  /** The gross distribution. */
  readonly Amount: number | string;
  /**
   * The owner's (IRA owner's, plan participant's) date of birth: the age at the distribution
   * date decides 59 1/2. For a Trump account, the beneficiary's (the growth period). Not needed
   * for an inherited account, except for a QualifiedCharitableDistribution, where it is the
   * beneficiary's (70 1/2).
   */
  readonly OwnerDateOfBirth?: string;
  /** An exception to the 10 percent additional tax claimed for a distribution before 59 1/2. */
  readonly EarlyDistributionException?: EarlyDistributionException;
  /** The facts the claimed exception's limits read. */
  readonly ExceptionFacts?: ExceptionFacts;
  /** SIMPLE IRA: the first day contributions were deposited for the owner under the employer's SIMPLE plan. */
  readonly SimpleIraParticipationStartDate?: string;
  /** ExcessContribution: when the excess contribution was deposited (its earnings are income for that year). */
  readonly ExcessContributionDepositDate?: string;
  /** ExcessContribution: the net income attributable returned with it (may be negative). */
  readonly NetIncomeAttributable?: number | string;
  /** Recharacterization: the tax year of the contribution being recharacterized. */
  readonly RecharacterizedContributionYear?: number;
  /** Roth IRAs: the contribution history the ordering rules read. */
  readonly Roth?: RothFacts;
  /** Trump account: the whole balance moves (qualified rollovers). */
  readonly EntireBalance?: boolean;
  /**
   * QualifiedCharitableDistribution from a SEP or SIMPLE IRA: an employer contribution was posted to
   * the account in the distribution's calendar year (the plan is then ongoing and no QCD is made).
   */
  readonly EmployerContributionThisYear?: boolean;
  /** QualifiedCharitableDistribution: this account's earlier QCDs in the distribution's calendar year. */
  readonly PriorQualifiedCharitableDistributions?: number | string;
  /**
   * QualifiedCharitableDistribution: the owner's QCDs in the distribution's calendar year from the
   * owner's other IRAs (an inherited IRA's beneficiary's own IRAs and other inherited IRAs included).
   * The limit is per taxpayer across all IRAs (408(d)(8)(A)): not given, it is checked against this
   * account's QCDs alone and this name is in Unchecked.
   */
  readonly OtherIraQualifiedCharitableDistributions?: number | string;
  /**
   * QualifiedCharitableDistribution: the owner's QCDs in the distribution's calendar year from IRAs
   * OUTSIDE the host (at other custodians), as the owner states them (the owner tax-year fact of the
   * same name). They count toward the same per-taxpayer limit (408(d)(8)(A)): not given, the limit is
   * checked without them and this name is in Unchecked.
   */
  readonly OtherQualifiedCharitableDistributions?: number | string;
}

export type AdditionalTaxStatus = 'Applies' | 'DoesNotApply' | 'Unchecked';

/** Why the 10 (or 25) percent tax does not reach an amount. */
export type AdditionalTaxRelief =
  | EarlyDistributionException
  | 'Age59AndAHalf'
  | 'Death'
  | 'Disability'
  | 'RothConversion'
  | 'CorrectiveDistribution'
  | 'QualifiedRothDistribution'
  | 'NotIncome'
  | 'NotADistribution';

export interface AdditionalTax {
  readonly Status: AdditionalTaxStatus;
  /** 10, or 25 for a SIMPLE IRA in its first two years (72(t)(6)); null when not known. */
  readonly RatePercent: string | null;
  readonly Relief: AdditionalTaxRelief | null;
  /** The part the relief covers; null when a fact it needs is missing. */
  readonly ExceptedAmount: string | null;
  /** The part the tax applies to; null when unknown. */
  readonly SubjectAmount: string | null;
  /** RatePercent of SubjectAmount, rounded half up to the cent (the owner reports it on Form 5329). */
  readonly Amount: string | null;
}

export interface DistributionTreatment {
  readonly ok: true;
  readonly Treatment: DistributionTreatmentKind;
  readonly DistributionReason: DistributionReason;
  /** Form 1099-R box 7; null when a fact the code depends on was not given (see Unchecked). */
  readonly DistributionCodes: readonly DistributionCode[] | null;
  /** Form 1099-R box 7 IRA/SEP/SIMPLE checkbox. */
  readonly IraSepSimple: boolean;
  readonly AgeAtDistribution: number | null;
  readonly Reached59AndAHalf: boolean | null;
  /** SIMPLE IRA only: within two years of first participation; null when unknown or not a SIMPLE IRA. */
  readonly SimpleFirstTwoYears: boolean | null;
  /** Form 1099-R box 2a as the payer knows it; null when it depends on facts not given. */
  readonly TaxableAmount: string | null;
  /** Form 1099-R box 2b "taxable amount not determined" (the owner's basis decides, Form 8606). */
  readonly TaxableAmountNotDetermined: boolean;
  readonly AdditionalTax: AdditionalTax;
  readonly WithholdingRegime: WithholdingRegime;
  readonly CountsTowardRequiredDistribution: boolean;
  /** Roth IRAs: the ordering and qualification detail. */
  readonly Roth?: RothDistributionResult;
  readonly Reasons: readonly DecisionReason[];
  readonly Warnings: readonly DecisionWarning[];
  /** Facts a rule would read that were not given: that rule was not applied. */
  readonly Unchecked: readonly string[];
}
