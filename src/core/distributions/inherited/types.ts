import type { BeneficiaryClass, DistributionDecision } from '../../catalog/enums.js';
import type { BeneficiaryClassWarning } from './class-from-dates.js';

/** One year-end balance: the account value on December 31 of `Year`. */
export interface YearEndBalance {
  readonly Year: number;
  readonly Balance: string | number;
}

export interface InheritedScheduleQuery {
  readonly AccountTypeCode: string;
  /** Optional, but needed for the owner's ("ghost") life expectancy, the greater-of rule and a spouse's deferral. */
  readonly DecedentDateOfBirth?: string;
  readonly DecedentDateOfDeath: string;
  /** Used as given (forced false for a Roth IRA); checked against DecedentDateOfBirth when that is given. */
  readonly DecedentDiedOnOrAfterRbd: boolean;
  readonly BeneficiaryEligibleDesignatedClass: BeneficiaryClass;
  readonly BeneficiaryDistributionDecision: DistributionDecision;
  /** Needed whenever the beneficiary's life expectancy is used. */
  readonly BeneficiaryDateOfBirth?: string;
  /** The beneficiary's death: a successor continues the schedule, within ten years when the law says so. */
  readonly BeneficiaryDateOfDeath?: string;
  /** Year-end balances; the amount for year Y uses the balance at the end of Y - 1. */
  readonly YearEndBalances?: readonly YearEndBalance[];
  /** First year to list (default: the year after death). */
  readonly FromYear?: number;
}

export const INHERITED_REGIMES = [
  'PreSecureActStretch',
  'FiveYearRule',
  'GhostLifeExpectancy',
  'EligibleDesignatedBeneficiaryStretch',
  'MinorChildThenTenYears',
  'TenYearRule',
  'TenYearRuleWithAnnualRmd',
] as const;
export type InheritedRegime = (typeof INHERITED_REGIMES)[number];

export const DIVISOR_METHODS = [
  'None',
  'BeneficiaryFixedReduceByOne',
  'SpouseRecalculatedYearly',
  'OwnerRemainingReduceByOne',
  'GreaterOfBeneficiaryAndOwner',
] as const;
export type DivisorMethod = (typeof DIVISOR_METHODS)[number];

export type LawRegime = 'PreSecureAct' | 'SecureAct';

export interface ScheduleYear {
  readonly Year: number;
  /** A life-expectancy amount is due this year (Divisor is set). */
  readonly AnnualDistributionRequired: boolean;
  /** Life expectancy with one decimal place; null when no annual amount applies. */
  readonly Divisor: string | null;
  /** The excise tax on this year's annual amount is waived by an IRS relief notice. */
  readonly PenaltyWaived: boolean;
  /** Always December 31 of Year for a beneficiary. */
  readonly Deadline: string;
  /** The whole remaining balance must be distributed by Deadline (the final year). */
  readonly DistributeEntireBalance: boolean;
  /** The annual amount, when the balance at the end of the year before is known. */
  readonly Amount?: string;
  /** Why this year is special (a waived year, a relief notice, a deferral). */
  readonly Note?: string;
}

export interface YearOfDeathDistribution {
  readonly Year: number;
  readonly Divisor: string;
  readonly Deadline: string;
  readonly Note: string;
}

export interface InheritedSchedule {
  readonly ok: true;
  readonly AccountTypeCode: string;
  readonly Regime: InheritedRegime;
  readonly LawRegime: LawRegime;
  readonly DivisorMethod: DivisorMethod;
  /** As used: false for a Roth IRA whatever the input said. */
  readonly DecedentDiedOnOrAfterRbd: boolean;
  readonly FirstDistributionYear: number;
  readonly FinalDistributionYear: number;
  readonly FinalDistributionDeadline: string;
  /** For a death on or after the RBD: the owner's own amount for the year of death, if not already taken. */
  readonly YearOfDeathDistribution?: YearOfDeathDistribution;
  readonly Years: readonly ScheduleYear[];
  readonly Reasons: readonly string[];
  readonly Sources: readonly string[];
  /** Present when the facts look inconsistent but were applied as given (a class the birth dates contradict). */
  readonly Warnings?: readonly BeneficiaryClassWarning[];
}
