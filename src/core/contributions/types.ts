import type { ContributionSource } from '../catalog/enums.js';
import type { HsaCoveragePeriodInput, HsaCoverageTier, SpouseHdhpCoverage } from '../hsa/read-facts.js';
import type { FieldError } from '../shared/error-codes.js';
import type { RepaidDistributionFacts } from './repayment.js';
import type { FilingStatus, SimpleApplicableEmployer, TaxTreatment } from './schema.js';

/** An amount as a JSON number or a decimal string (design.md section 2). */
export type AmountInput = number | string;

/** Facts fixed when the account was opened (Create Account fields). */
export interface AccountFacts {
  readonly PlanYear?: number;
  /**
   * The first day of a plan year of the account's plan, `YYYY-MM-DD` (any plan year: only its month and day are
   * read). A plan year not beginning on January 1 ends in the next calendar year, whose figure a cap with
   * ParameterYear PlanYearEnd reads (the ESOP's 415(c)(1)(A) limit, 415(d)). Absent: the figure of PlanYear, and
   * `PlanYearStartDate` is listed in `Unchecked` by such a cap.
   */
  readonly PlanYearStartDate?: string;
  readonly AnnualElection?: AmountInput;
  readonly BeneficiaryDateOfBirth?: string;
  readonly BeneficiaryIsSpecialNeeds?: boolean;
  readonly IsNonHighlyCompensated?: boolean;
  /** A PLESA plan's own, lower participant balance cap. */
  readonly PlanBalanceCap?: AmountInput;
  /** SIMPLE IRA: the employer's contribution formula for the year. */
  readonly SimpleEmployerContribution?: 'Match' | 'NonElective';
  /** SIMPLE IRA match rate elected by the employer (1 to 3 percent); defaults to the statutory maximum. */
  readonly SimpleMatchPercent?: AmountInput;
  /**
   * SIMPLE IRA: whether the employer is an "applicable employer" for the year (SECURE 2.0 sec. 117,
   * 408(p)(2)(E)), so the 110 percent deferral limit and its catch-up apply: `Automatic` (25 or
   * fewer employees with 5,000 of compensation in the preceding year, including the two-year grace
   * period of Notice 2024-2), `Elected` (26 to 100 employees, elected, with the 4 percent match or
   * 3 percent non-elective contribution), `No`. Absent: the ordinary limits apply and
   * `SimpleApplicableEmployer` is listed in `Unchecked`.
   */
  readonly SimpleApplicableEmployer?: SimpleApplicableEmployer;
  /** SIMPLE IRA: the plan makes the additional non-elective contribution of SECURE 2.0 sec. 116 for the year. */
  readonly SimpleAdditionalNonElective?: boolean;
  /** Health savings account: the HDHP coverage tier and its first day (Create Account fields). */
  readonly CoverageTier?: HsaCoverageTier;
  readonly HighDeductiblePlanStartDate?: string;
  /** The account holder's birth date given at opening (used when Owner.DateOfBirth is not given). */
  readonly DateOfBirth?: string;
}

/** Every AccountFacts field, for hosts that copy them from a stored account. */
export const CONTRIBUTION_ACCOUNT_FACTS = [
  'PlanYear',
  'PlanYearStartDate',
  'AnnualElection',
  'BeneficiaryDateOfBirth',
  'BeneficiaryIsSpecialNeeds',
  'IsNonHighlyCompensated',
  'PlanBalanceCap',
  'SimpleEmployerContribution',
  'SimpleMatchPercent',
  'SimpleApplicableEmployer',
  'SimpleAdditionalNonElective',
  'CoverageTier',
  'HighDeductiblePlanStartDate',
  'DateOfBirth',
] as const satisfies readonly (keyof AccountFacts)[];

/** Facts about the owner (or, for a Coverdell, the contributor) when known; none is invented. */
export interface OwnerFacts {
  readonly DateOfBirth?: string;
  /** Compensation for the year (includible compensation; for SEP/SIMPLE the plan compensation). */
  readonly Compensation?: AmountInput;
  readonly ModifiedAgi?: AmountInput;
  readonly FilingStatus?: FilingStatus;
  /** Married filing separately and lived apart from the spouse all year (408A(c)(3)(B)). */
  readonly LivedApartFromSpouseAllYear?: boolean;
  readonly SpouseCompensation?: AmountInput;
  /** The working spouse's own IRA contributions for the year (spousal IRA, 219(c)). */
  readonly SpouseIraContributions?: AmountInput;
  /** Regular contributions for the year to the owner's other traditional and Roth IRAs. */
  readonly OtherIraContributions?: AmountInput;
  /**
   * The part of OtherIraContributions made to Roth IRAs: what the Roth income phase-out counts
   * (408A(c)(3)(A) reduces the 219 limit before any traditional contribution; Pub. 590-A
   * Worksheet 2-2 takes the lesser of the two). Not given: OtherIraContributions stands in for it
   * (it may all be Roth) and OtherRothIraContributions is listed in Unchecked.
   */
  readonly OtherRothIraContributions?: AmountInput;
  /** Contributions for the year to the beneficiary's other Coverdell ESAs. */
  readonly OtherCoverdellContributions?: AmountInput;
  /** The spouse's dependent care assistance for the year (the 129 limit is per household). */
  readonly SpouseDependentCareContributions?: AmountInput;
  /** Elective deferrals for the year to the owner's other plans (402(g) is per person). */
  readonly OtherElectiveDeferrals?: AmountInput;
  /** HSA: contributions for the year to the owner's other HSAs and Archer MSAs (one limit per person, 223(b)(4)). */
  readonly OtherHsaContributions?: AmountInput;
  /**
   * Trump account: contributions for the calendar year, other than exempt ones (the pilot deposit,
   * qualified general contributions, qualified rollovers), to the beneficiary's other Trump accounts
   * (530A(b)(1)(C)(i)(II): the limit is on the beneficiary's aggregate contributions for the year).
   */
  readonly OtherTrumpAccountContributions?: AmountInput;
  /** HSA: HDHP coverage stretches; when given they replace CoverageTier and HighDeductiblePlanStartDate. */
  readonly HdhpCoveragePeriods?: readonly HsaCoveragePeriodInput[];
  /** HSA: first day of Medicare entitlement (the limit is zero from that month, 223(b)(7)); null when none. */
  readonly MedicareEntitlementDate?: string | null;
  /**
   * HSA: the spouse's own HDHP coverage as an eligible individual; None when unmarried or the spouse is not eligible.
   */
  readonly SpouseHdhpCoverage?: SpouseHdhpCoverage;
  /** HSA: the percentage of a shared family limit allocated to this spouse (223(b)(5)); default 50. */
  readonly FamilyLimitSharePercent?: AmountInput;
  /** HSA: another taxpayer may claim the owner as a dependent for the year: the limit is zero (223(b)(6)). */
  readonly ClaimedAsDependent?: boolean;
  /**
   * HSA: stretches of other health coverage that is not an HDHP or permitted coverage (a general-purpose health FSA,
   * a spouse's non-HDHP plan): a month with such coverage on its first day is not eligible (223(c)(1)(A)(ii)); [] for
   * none.
   */
  readonly DisqualifyingCoveragePeriods?: readonly { readonly From: string; readonly To?: string }[];
}

export type CommuterSubAccount = 'Transit' | 'Parking';

export interface ContributionInput {
  readonly Amount: AmountInput;
  readonly ContributionSource?: ContributionSource;
  readonly TaxYear?: number;
  readonly PlanYear?: number;
  readonly ContributionDate: string;
  readonly ExtensionFiled?: boolean;
  /** Commuter benefits: which sub-balance, and the benefit month `YYYY-MM` (default: the contribution's month). */
  readonly SubAccount?: CommuterSubAccount;
  readonly BenefitMonth?: string;
  /** Coverdell: who contributes, to sum a contributor's own contributions for the phase-out. */
  readonly ContributorId?: string;
  /**
   * ContributionSource `Repayment` only, and required there: the early-distribution exception of the
   * distribution repaid (REPAYABLE_DISTRIBUTIONS: BirthOrAdoption, QualifiedReservist, QualifiedDisaster,
   * EmergencyPersonalExpense, DomesticAbuseVictim, TerminalIllness).
   */
  readonly RepaymentOf?: string;
}

export interface HistoryEntry {
  readonly Amount: AmountInput;
  readonly ContributionSource: ContributionSource;
  readonly TaxYear?: number;
  readonly PlanYear?: number;
  readonly ContributionDate: string;
  readonly SubAccount?: CommuterSubAccount;
  readonly BenefitMonth?: string;
  readonly ContributorId?: string;
}

export interface CurrentBalances {
  /** PLESA: the balance attributable to participant contributions, exclusive of earnings. */
  readonly ParticipantPrincipal?: AmountInput;
}

export interface ContributionQuery {
  readonly AccountTypeCode: string;
  readonly Account?: AccountFacts;
  readonly Owner?: OwnerFacts;
  readonly Contribution: ContributionInput;
  /** Accepted contributions of this account (bounded: MAX_HISTORY entries). */
  readonly History?: readonly HistoryEntry[];
  readonly Balances?: CurrentBalances;
  /**
   * A repayment of a distribution paid from an account of the service: that distribution as recorded
   * (checked: owner, exception, amount, period); null when the repaid TransactionId named none. Absent:
   * the distribution's facts are listed in Unchecked.
   */
  readonly RepaidDistribution?: RepaidDistributionFacts | null;
}

/** One rule applied: its limit, the figure compared with it, and where the rule comes from. */
export interface ContributionCheckRow {
  readonly Rule: string;
  readonly Kind: string;
  readonly Limit: string;
  readonly ComparedWith: string;
  readonly Passed: boolean;
  readonly Source: string;
  readonly Parameter?: string;
  readonly ParameterSource?: string;
  readonly CarriedForward?: boolean;
  readonly Note?: string;
}

/** A note on an accepted contribution (for example the last-month rule's testing period). */
export interface ContributionWarning {
  readonly Code: string;
  readonly Message: string;
  readonly Source: string;
}

export interface ContributionAccepted {
  readonly ok: true;
  readonly AcceptedAmount: string;
  /** The source applied (the type's DefaultSource when none was given); null for a type without ContributionRules. */
  readonly ContributionSource: ContributionSource | null;
  readonly TaxYear: number | null;
  readonly PlanYear?: number;
  readonly Checks: readonly ContributionCheckRow[];
  /** Facts that were not supplied, so the checks needing them could not be made. */
  readonly Unchecked: readonly string[];
  /** The part of the amount that creates basis. */
  readonly Basis: string;
  readonly TaxTreatment: TaxTreatment | 'NotApplicable';
  readonly CountsTowardCap: boolean;
  /** Present only when a rule has something to say about an accepted contribution. */
  readonly Warnings?: readonly ContributionWarning[];
}

export interface ContributionRejected {
  readonly ok: false;
  readonly ErrorCode: string;
  readonly Message: string;
  readonly Errors: readonly FieldError[];
  readonly Rule?: string;
  readonly Limit?: string;
  readonly ComparedWith?: string;
  readonly Source?: string;
  /** Room left under the failed limit before this contribution. */
  readonly Remaining?: string;
  readonly Checks?: readonly ContributionCheckRow[];
  readonly Unchecked?: readonly string[];
}

export type ContributionResult = ContributionAccepted | ContributionRejected;
