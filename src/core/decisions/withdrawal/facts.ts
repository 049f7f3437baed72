import type { DistributionCode } from '../../withdrawals/distribution-codes.js';
import type { DistributionReason } from '../../withdrawals/distribution-reason.js';
import type { RothFacts } from '../../withdrawals/distribution-treatment.js';
import type { AccountBalances, DecisionClock, StoredAccount, StoredClient, StoredTransaction } from '../facts.js';
import type { MovementForm1099R, MovementForm5498 } from '../movements/movement-records.js';
import type { StoredOwnerYear } from '../owner/owner-year-facts.js';

/** The tax form a withdrawal is reported on (null: none, a deposit or a benefit claim). */
export type WithdrawalTaxForm = '1099-R' | '1099-Q' | '1099-SA' | 'W-2';

/** How a contribution is reported on Form 5498 when the deposit's source alone does not say it. */
export const CONTRIBUTION_KINDS = [
  'Regular',
  'Rollover',
  'RothConversion',
  'Recharacterization',
  'Sep',
  'Simple',
  'Transfer',
  /** A repayment of a repayable distribution (ContributionSource Repayment): Form 5498 box 14a. */
  'Repayment',
] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];

/**
 * What a posted withdrawal records beside its transaction: the figures the tax forms and the
 * required-distribution tracking read back. Amounts are plain decimal strings.
 */
export interface WithdrawalDetail {
  readonly TransactionId: string;
  readonly AccountId: string;
  readonly DistributionReason: DistributionReason;
  /** The calendar year of the distribution (the tax form's year). */
  readonly TaxYear: number;
  /** The date of the distribution, YYYY-MM-DD. */
  readonly DistributionDate: string;
  /** The gross distribution (Form 1099-R box 1, 1099-Q box 1, 1099-SA box 1). */
  readonly GrossAmount: string;
  readonly FederalWithheld: string;
  readonly FederalWithholdingPercent: string;
  readonly StateWithheld: string;
  /** Gross less both withholdings: what is paid out. */
  readonly NetAmount: string;
  /** A fee or penalty charged beside the distribution (FeesEarned): PLESA fee, time-deposit penalty. */
  readonly Fee: string;
  /** Form 1099-R box 7 codes, in order; null when a fact the code needs was not given. */
  readonly DistributionCodes: readonly DistributionCode[] | null;
  readonly IraSepSimple: boolean;
  /** Form 1099-R box 2a; null when unknown. */
  readonly TaxableAmount: string | null;
  readonly TaxableAmountNotDetermined: boolean;
  readonly ExceptionClaimed: string | null;
  /** The 10 (or 25) percent additional tax the owner owes on it, when known. */
  readonly AdditionalTaxAmount: string | null;
  readonly CountsTowardRequiredDistribution: boolean;
  readonly TaxForm: WithdrawalTaxForm | null;
  /** Commuter: the sub-balance paid from. */
  readonly SubAccount?: string;
  /** Benefit claims: when the expense was incurred. */
  readonly ExpenseDate?: string;
  /** Lifestyle spending: the amount reported as wages (Form W-2 box 1). */
  readonly ReportableWages?: string;
  /** Coverdell: the adjusted qualified education expenses claimed; HSA: the qualified medical expenses. */
  readonly QualifiedExpenseAmount?: string;
  /** HSA: Form 1099-SA box 3 distribution code. */
  readonly HsaDistributionCode?: string;
  /** HSA after the owner's death: Form 1099-SA box 4 (the value on the date of death, as reported). */
  readonly HsaFairMarketValueAtDeath?: string;
}

/**
 * One transaction of the account's history as a withdrawal or tax form reads it: the stored
 * transaction, with its withdrawal detail when it was a withdrawal, and optionally how a deposit
 * is reported on Form 5498 (a Roth conversion or a recharacterization arriving, for example;
 * otherwise the type and ContributionSource decide), its commuter sub-account, and when it
 * posted (default: CreatedDate).
 */
export interface HistoryTransaction extends StoredTransaction {
  readonly Withdrawal?: WithdrawalDetail | null | undefined;
  readonly ContributionKind?: ContributionKind | null | undefined;
  readonly SubAccount?: string | null | undefined;
  readonly PostedDate?: string | null | undefined;
  /** Roth conversion deposits: the part that was taxable on conversion (default the whole amount). */
  readonly ConversionTaxablePart?: string | null | undefined;
  /** A movement's sending side: what it reports on Form 1099-R, as the movement decided it. */
  readonly Form1099R?: MovementForm1099R | null | undefined;
  /** A movement's receiving side: the Form 5498 box it is reported in, as the movement decided it. */
  readonly Form5498?: MovementForm5498 | null | undefined;
}

/** A withdrawal of another of the owner's IRAs as its WithdrawalDetail records it (what the QCD limit reads). */
export type OtherIraQualifiedCharitableDistribution = Pick<
  WithdrawalDetail,
  'TransactionId' | 'AccountId' | 'DistributionReason' | 'TaxYear' | 'GrossAmount'
>;

/**
 * A plan's or product's terms that the account row does not hold; each field is read only by
 * the types named. Any field not given here is read from the account's Attributes under the same
 * name; a fact that is in neither is listed in Unchecked (or, where a rule cannot run without it,
 * refused).
 */
export interface WithdrawalPlanTerms {
  /** Health FSA, dependent care, HRA, lifestyle, commuter: the plan year's first and last day. */
  readonly PlanYearStart?: string;
  readonly PlanYearEnd?: string;
  /** Health FSA: grace period months (at most 2.5), or a carryover amount, never both. */
  readonly GracePeriodMonths?: string | number;
  readonly CarryoverAmount?: string | number;
  /** Health FSA: the amount carried into this plan year from the one before. */
  readonly CarriedOverIn?: string | number;
  /** Health FSA: days after the plan year (or grace period) to submit claims. */
  readonly RunOutDays?: number;
  /** Lifestyle spending: the plan's allowance for the period (default the AnnualElection). */
  readonly Allowance?: string | number;
  /** PLESA: the plan year's start `MM-DD`, the plan's limit per month and its fee after the fee-free ones. */
  readonly PlesaPlanYearStart?: string;
  readonly PlanMaxPerMonth?: number;
  readonly PlanFeeAmount?: string | number;
  /** Time deposit: the maturity date and the early-withdrawal penalty disclosed at opening (an amount). */
  readonly MaturityDate?: string;
  readonly EarlyWithdrawalPenalty?: string | number;
  /** SIMPLE IRA: the first day contributions were deposited under the employer's plan (default: the first deposit). */
  readonly SimpleIraParticipationStartDate?: string;
  /** Coverdell: contributions not yet recovered (default: deposits less the basis of earlier distributions unknown). */
  readonly CoverdellBasis?: string | number;
  /** HSA: the day the HSA was established (expenses before it are not qualified). */
  readonly HsaEstablishedDate?: string;
}

/**
 * What decideWithdrawal needs, read in one transaction with the account row locked (two
 * withdrawals cannot spend the same balance): the account (null when none of this provider's),
 * its owner (DateOfBirth decides 59 1/2), its balances (sums of its ledger entries), its
 * transactions oldest first with their withdrawal details (the Roth ordering, the PLESA count,
 * the claims paid), and the plan terms. `Roth` replaces the Roth history read from this account
 * when the owner has other Roth IRAs (the ordering rules aggregate all of them, 1.408A-6 Q&A-9).
 */
export interface WithdrawalFacts extends DecisionClock {
  readonly Account: StoredAccount | null;
  readonly Client: StoredClient | null;
  readonly Balances: AccountBalances;
  readonly Transactions: readonly HistoryTransaction[];
  readonly Plan?: WithdrawalPlanTerms;
  readonly Roth?: RothFacts;
  /**
   * The transactions of the owner's other Roth IRAs with this host (not inherited ones; at most
   * MAX_OTHER_ROTH_IRAS accounts, each oldest first with its withdrawal details): a Roth IRA's
   * ordering rules read them with its own (1.408A-6 Q&A-9) when `Roth` is not given.
   */
  readonly OtherRothIraTransactions?: readonly HistoryTransaction[];
  /**
   * A qualified charitable distribution: the QCDs of the owner's other IRAs with this host, as their
   * withdrawal details record them (`isQualifiedCharitableDistributionIra`: traditional, SEP, SIMPLE,
   * inherited traditional; all of them, never this one: a host that leaves some out gives none). Those of
   * the distribution's tax year count with this account's own toward the year's limit, which is per
   * taxpayer across all IRAs (408(d)(8)(A)); an entry of another year or DistributionReason is not
   * counted. Not given: the limit is checked against this account's QCDs alone and this name is in
   * Unchecked; given (even empty): all of the owner's other IRAs were read.
   */
  readonly OtherIraQualifiedCharitableDistributions?: readonly OtherIraQualifiedCharitableDistribution[];
  /**
   * The owner's stated facts by tax year (PUT /v1/clients/{ClientId}/tax-years/{TaxYear}), as Fund
   * Account reads them; a host may give only the distribution's year. A qualified charitable
   * distribution reads `OtherQualifiedCharitableDistributions` of its year: the QCDs from the owner's
   * IRAs outside the host, counted with this account's and the other IRAs' toward the per-taxpayer
   * limit (408(d)(8)(A)). Absent, without that year or without the fact: the limit is checked without
   * them and the name is in Unchecked. Each year given must be of the account's owner (ClientId).
   */
  readonly OwnerYears?: readonly StoredOwnerYear[];
  readonly NewIds: { readonly TransactionId: string };
}

/** Most history transactions one withdrawal reads. */
export const MAX_WITHDRAWAL_HISTORY = 10_000;
