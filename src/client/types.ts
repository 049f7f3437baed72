import type { BeneficiaryKind, BeneficiaryRelationship } from '../core/beneficiaries/types.js';
import type { ContributionSource } from '../core/catalog/enums.js';
import type { RepayableDistribution } from '../core/contributions/repayment.js';
import type { DecisionEventType } from '../core/decisions/event-types.js';
import type { ForfeitureAnswer, ForfeitureReason } from '../core/decisions/forfeiture/facts.js';
import type { ROLLOVER_KINDS } from '../core/decisions/operations/decide-rollover.js';
import type { WithdrawalTaxForm } from '../core/decisions/withdrawal/facts.js';
import type { WithdrawalException } from '../core/decisions/withdrawal/request.js';
import type { TrumpDistributionReason } from '../core/distributions/trump-account.js';
import type { InvestmentSide } from '../core/holdings/types.js';
import type { IdentifierScheme } from '../core/instruments/identifier-types.js';
import type { SelfCertificationReason } from '../core/movements/self-certification-reasons.js';
import type { ClientType } from '../core/requests/clients/client-enums.js';
import type { AccountPhase } from '../core/requests/create-account/types.js';
import type { EntryType, PaymentMethodType } from '../core/requests/money/transaction-enums.js';
import type { AccountStatus, ClientStatus } from '../core/requests/status/status-machines.js';
import type { ErrorCode, FieldError, TransportErrorCode } from '../core/shared/error-codes.js';
import type { DistributionReason } from '../core/withdrawals/distribution-reason.js';

// Wire types of the reference service (design.md sections 3 and 5), PascalCase as on the wire.
// They agree with the schemas the OpenAPI document is generated from (test/openapi/client-types.test.ts);
// every closed value set is the engine's own type.

export type {
  AccountPhase,
  AccountStatus,
  BeneficiaryKind,
  BeneficiaryRelationship,
  ClientStatus,
  ClientType,
  ContributionSource,
  DecisionEventType,
  DistributionReason,
  EntryType,
  ErrorCode,
  ForfeitureReason,
  IdentifierScheme,
  InvestmentSide,
  PaymentMethodType,
  SelfCertificationReason,
  TransportErrorCode,
  TrumpDistributionReason,
  WithdrawalException,
  WithdrawalTaxForm,
};
/** Direct (plan to IRA) or Indirect (paid to the owner, deposited within 60 days). */
export type RolloverKind = (typeof ROLLOVER_KINDS)[number];

/** Codes the client reports itself when no envelope came back (HttpStatus 0: no response; or a non-JSON answer). */
export type ClientErrorCode = 'ClientNetworkError' | 'ClientInvalidResponse';

export interface ResponseStatus {
  readonly ErrorCode: ErrorCode | TransportErrorCode | ClientErrorCode;
  readonly Message: string;
  readonly Errors?: readonly FieldError[];
}

/** `HttpStatus` is added by the client (0 when no response arrived). */
export type Success<T> = {
  readonly RequestId: number;
  readonly Status: 1;
  readonly HttpStatus: number;
  /** Why a write went through as it did: each rule applied, with its source; present only when any. */
  readonly Reasons?: readonly DecisionReason[];
  /** A write's non-fatal notes (for example a missing disclosure); present only when any. */
  readonly Warnings?: readonly DecisionWarning[];
  /** Facts a rule would read that were not given: that rule was not applied, never assumed. */
  readonly Unchecked?: readonly string[];
} & T;
export interface DecisionReason {
  readonly Rule: string;
  readonly Message: string;
  readonly Source?: string;
}
export interface DecisionWarning {
  readonly Code: string;
  readonly Message: string;
  readonly Source?: string;
}
export interface Failed {
  readonly RequestId: number;
  readonly Status: 0;
  readonly ResponseStatus: ResponseStatus;
  readonly HttpStatus: number;
}
export type ApiResult<T> = Success<T> | Failed;

export interface PageParams {
  readonly PageNumber?: number;
  readonly PageSize?: number;
}
export interface Paged {
  readonly TotalCount: number;
  readonly PageNumber: number;
  readonly PageSize: number;
}

export interface Contact {
  readonly FirstName?: string;
  readonly LastName?: string;
  readonly EntityName?: string;
  readonly Email?: string;
  readonly Phone?: string;
  readonly [field: string]: unknown;
}

export interface CreateClientRequest {
  readonly ClientType: ClientType;
  readonly Contact: Contact;
  readonly ProviderReferenceId?: string;
  readonly SponsorId?: string;
  readonly OFAC?: Record<string, unknown>;
}
export interface UpdateClientRequest {
  readonly ProviderReferenceId?: string;
  readonly ClientStatus?: ClientStatus;
  readonly Contact?: Contact;
  readonly OFAC?: Record<string, unknown>;
}
export interface ClientRecord {
  readonly ClientId: string;
  readonly ClientNumber: string;
  readonly ClientType: ClientType;
  readonly Contact: Contact;
  readonly ClientStatus: ClientStatus;
  readonly CreatedDate: string;
  readonly ProviderReferenceId?: string;
  readonly SponsorId?: string;
  readonly OFAC?: Record<string, unknown>;
}

export interface CreateAccountRequest {
  readonly ClientId: string;
  readonly AccountTypeCode: string;
  readonly ProviderReferenceId?: string;
  readonly InstitutionId?: string;
  readonly TrusteeId?: string;
  readonly InvestmentId?: number | string;
  /** Type-specific fields (DecedentDateOfDeath, PlanYear, AnnualElection, ...). */
  readonly [field: string]: unknown;
}
export interface UpdateAccountRequest {
  readonly ProviderReferenceId?: string;
  readonly AccountStatus?: AccountStatus;
}
export interface AccountBalance {
  readonly AvailableBalance: number;
  readonly SettledBalance: number;
  readonly PendingBalance: number;
  readonly Currency: string;
  /** Commuter benefits only: the balance funded to each sub-account. */
  readonly SubAccountBalances?: { readonly Transit: number; readonly Parking: number };
  /** PLESA only: participant contributions less principal withdrawals, exclusive of earnings. */
  readonly ParticipantPrincipal?: number;
}
export interface AccountRecord {
  readonly AccountId: string;
  readonly AccountNumber: string;
  readonly ClientId: string;
  readonly AccountTypeCode: string;
  readonly Phase: AccountPhase;
  readonly AccountStatus: AccountStatus;
  readonly EstablishedDate: string;
  readonly AccountBalance: AccountBalance;
  readonly ProviderReferenceId?: string;
  readonly InstitutionId?: string;
  /** A JSON number up to 2^53 - 1; above that the exact digit string. */
  readonly InvestmentId?: number | string;
  readonly Attributes: Record<string, unknown>;
}

/** Amounts as JSON numbers or decimal strings (design.md section 2); strings keep them exact. */
export type Amount = number | string;

export interface FundAccountRequest {
  readonly Amount: Amount;
  readonly Currency: string;
  readonly PaymentMethodType: PaymentMethodType;
  readonly TaxYear?: number;
  readonly PlanYear?: number;
  readonly ContributionSource?: ContributionSource;
  readonly ProviderReferenceId?: string;
  /** Commuter benefits only, and required there. */
  readonly SubAccount?: CommuterSubAccount;
  /** ContributionSource Repayment only, and required there: the distribution repaid (its exception). */
  readonly RepaymentOf?: RepayableDistribution;
  /** ContributionSource Repayment only: the repaid distribution, when this service paid it. */
  readonly RepaidTransactionId?: string;
  /** Both sides of a recharacterization: the contribution recharacterized, without its net income. */
  readonly RecharacterizedContribution?: number;
  /** The FIRST IRA's recharacterization debit: the contribution recharacterized. */
  readonly RecharacterizedTransactionId?: string;
  readonly [field: string]: unknown;
}
export type { RepayableDistribution };
export type CommuterSubAccount = 'Transit' | 'Parking';
export interface TransactRequest {
  readonly EntryType: EntryType;
  readonly Amount: Amount;
  readonly Currency: string;
  readonly PaymentMethodType?: PaymentMethodType;
  readonly Description?: string;
  readonly ProviderReferenceId?: string;
  /** trump-account only, on a Distribution or Withdrawal during the growth period. */
  readonly DistributionReason?: TrumpDistributionReason;
  readonly [field: string]: unknown;
}
export interface TransactionRecord {
  readonly TransactionId: string;
  readonly AccountId: string;
  readonly TransactionKind: 'Deposit' | 'Entry';
  readonly EntryType: string;
  readonly Direction: 'Credit' | 'Debit';
  readonly Amount: number;
  readonly Currency: string;
  readonly TransactionStatus: 'Pending' | 'Posted';
  readonly PaymentMethodType?: PaymentMethodType;
  readonly TaxYear?: number;
  readonly PlanYear?: number;
  readonly ContributionSource?: ContributionSource;
  readonly Description?: string;
  readonly ProviderReferenceId?: string;
  readonly DistributionReason?: TrumpDistributionReason | DistributionReason;
  readonly CreatedDate: string;
  readonly PostedDate?: string;
  readonly SubAccount?: CommuterSubAccount;
  /** A Repayment deposit: the distribution repaid, and the repaid TransactionId when the service paid it. */
  readonly RepaymentOf?: RepayableDistribution;
  readonly RepaidTransactionId?: string;
  readonly [field: string]: unknown;
}

/**
 * The owner's (and employer's) facts for one tax year, with the engine's names (amounts as numbers or decimal strings).
 */
export interface OwnerYearFacts {
  readonly Compensation?: Amount;
  readonly ModifiedAgi?: Amount;
  readonly FilingStatus?:
    | 'Single'
    | 'HeadOfHousehold'
    | 'MarriedFilingJointly'
    | 'MarriedFilingSeparately'
    | 'QualifyingSurvivingSpouse';
  readonly LivedApartFromSpouseAllYear?: boolean;
  readonly SpouseCompensation?: Amount;
  readonly SpouseIraContributions?: Amount;
  readonly CoveredByWorkplacePlan?: boolean;
  readonly DateOfBirth?: string;
  /** Contributions outside this provider (the person's accounts here are counted by the service). */
  readonly OtherIraContributions?: Amount;
  /** Of OtherIraContributions, those to Roth IRAs (the Roth income phase-out counts only these). */
  readonly OtherRothIraContributions?: Amount;
  readonly OtherCoverdellContributions?: Amount;
  readonly SpouseDependentCareContributions?: Amount;
  readonly OtherElectiveDeferrals?: Amount;
  readonly OtherHsaContributions?: Amount;
  /** Trump account contributions for this beneficiary's year, other than exempt ones (530A). */
  readonly OtherTrumpAccountContributions?: Amount;
  /** Qualified charitable distributions from the owner's IRAs outside this provider (408(d)(8) limit). */
  readonly OtherQualifiedCharitableDistributions?: Amount;
  readonly SimpleEmployerContribution?: 'Match' | 'NonElective';
  readonly SimpleMatchPercent?: Amount;
  readonly SimpleApplicableEmployer?: 'No' | 'Automatic' | 'Elected';
  readonly SimpleAdditionalNonElective?: boolean;
  /** HSA: HDHP coverage period by period (it replaces the account's CoverageTier and start date). */
  readonly HdhpCoveragePeriods?: readonly {
    readonly From: string;
    readonly To?: string;
    readonly CoverageTier: 'SelfOnly' | 'Family';
    readonly SpouseHdhpCoverage?: 'None' | 'SelfOnly' | 'Family';
  }[];
  /** HSA: first day of Medicare entitlement, or null for none. */
  readonly MedicareEntitlementDate?: string | null;
  readonly SpouseHdhpCoverage?: 'None' | 'SelfOnly' | 'Family';
  /** HSA: this owner's share (0 to 100) of a family limit shared with a spouse (default 50). */
  readonly FamilyLimitSharePercent?: Amount;
  /** HSA: another taxpayer may claim the owner as a dependent for the year (the limit is zero). */
  readonly ClaimedAsDependent?: boolean;
  /** HSA: other coverage that is not an HDHP or permitted coverage, period by period ([] for none). */
  readonly DisqualifyingCoveragePeriods?: readonly { readonly From: string; readonly To?: string }[];
  /** The return for this tax year was extended (a prior-year SEP contribution until the extended due date). */
  readonly ExtensionFiled?: boolean;
}
export interface OwnerYearRecord {
  readonly ClientId: string;
  readonly TaxYear: number;
  readonly Facts: OwnerYearFacts;
  readonly UpdatedDate: string;
}

export interface AccountTypeAvailability {
  readonly AccountTypeCode: string;
  readonly Slug: string;
  readonly Name: string;
  readonly Nature: 'CustodialHolding' | 'PlanHolding' | 'BenefitObligation' | 'DepositLiability' | 'ServicingRecord';
  readonly Contributions: 'NotApplicable' | 'Nondeductible' | 'Deductible' | 'Excludable' | 'MixedBySource';
  readonly Earnings: 'TaxDeferred' | 'TaxFreeIfQualified' | 'NotApplicable' | 'CurrentlyTaxable';
  readonly ContributionYearRule: 'NotApplicable' | 'PlanYear' | 'PriorYearElectionAllowed' | 'CalendarYearOnly';
  readonly Status: 'ship' | 'gated';
  readonly Available: boolean;
  readonly Reasons: readonly {
    readonly Code: string;
    readonly Message: string;
    readonly Group?: readonly string[];
    readonly Gate?: string;
  }[];
  readonly [field: string]: unknown;
}

export type WebhookAlgorithm = 'hmac-sha256' | 'ed25519';
export interface CreateWebhookEndpointRequest {
  readonly EventType: DecisionEventType;
  readonly Url: string;
  readonly Algorithm?: WebhookAlgorithm;
  /** Idempotency key (design.md 4a); `createWebhookEndpoint` generates one when absent. */
  readonly ProviderReferenceId?: string;
}
export interface WebhookEndpointRecord {
  readonly WebhookEndpointId: string;
  readonly EventType: DecisionEventType;
  readonly Url: string;
  readonly Algorithm: WebhookAlgorithm;
  readonly CreatedDate: string;
}

export interface CreateInstitutionRequest {
  readonly Name: string;
  readonly Authorities: readonly string[];
  readonly AssetScopes?: Readonly<Record<string, readonly string[]>>;
}
export interface InstitutionRecord {
  readonly InstitutionId: string;
  readonly Name: string;
  readonly Authorities: readonly string[];
  readonly AssetScopes: Readonly<Record<string, readonly string[]>>;
  readonly CreatedDate: string;
}

export interface JwksDocument {
  readonly keys: readonly {
    readonly kty: 'OKP';
    readonly crv: 'Ed25519';
    readonly use: 'sig';
    readonly alg: 'EdDSA';
    readonly kid: string;
    readonly x: string;
  }[];
}

/** An employer's benefit plan year (POST /v1/plans). */
export interface CreatePlanRequest {
  readonly EmployerId: string;
  readonly AccountTypeCode: string;
  readonly PlanYear: number;
  readonly PlanYearStartDate?: string;
  readonly GracePeriodMonths?: Amount;
  readonly CarryoverAmount?: Amount;
  readonly RunOutDays?: number;
  readonly ProviderReferenceId?: string;
}
export interface PlanRecord {
  readonly PlanId: string;
  readonly EmployerId: string;
  readonly AccountTypeCode: string;
  readonly PlanYear: number;
  readonly PlanYearStartDate?: string;
  readonly Mode: 'GracePeriod' | 'Carryover' | 'Neither';
  readonly GracePeriodMonths?: number;
  readonly CarryoverAmount?: number;
  readonly RunOutDays?: number;
  readonly ProviderReferenceId?: string;
  readonly CreatedDate: string;
}

/* ------------------------------------------------------------------------------------------ */
/* The rest of the lifecycle (design.md section 8)                                             */
/* ------------------------------------------------------------------------------------------ */

/** POST /v1/accounts/{AccountId}/withdrawals (docs/withdrawals.md). */
export interface WithdrawalRequest {
  readonly Amount: Amount;
  readonly Currency: string;
  readonly DistributionReason?: DistributionReason;
  readonly ExceptionClaimed?: WithdrawalException;
  readonly ExceptionFacts?: WithdrawalExceptionFacts;
  readonly FederalWithholdingPercent?: Amount;
  readonly StateWithholdingPercent?: Amount;
  readonly StateWithholdingAmount?: Amount;
  readonly PaymentMethodType?: PaymentMethodType;
  readonly Description?: string;
  readonly ProviderReferenceId?: string;
  readonly SubAccount?: CommuterSubAccount;
  readonly ExpenseDate?: string;
  readonly ExpenseSubstantiated?: boolean;
  readonly QualifiedExpenseAmount?: Amount;
  readonly ExcessContributionDepositDate?: string;
  readonly NetIncomeAttributable?: Amount;
  readonly RecharacterizedContributionYear?: number;
  /** HSA Death: the owner's date of death (year of death or later decides the Form 1099-SA code). */
  readonly DecedentDateOfDeath?: string;
  /** HSA Death: who is paid (codes 1, 4, 6 after the year of death); required after it. */
  readonly DeathBeneficiary?: 'Spouse' | 'Estate' | 'Other';
  /** HSA Death: the value on the date of death (Form 1099-SA box 4). */
  readonly FairMarketValueAtDeath?: Amount;
  /** HSA Death: the decedent's qualified medical expenses paid within a year after the death. */
  readonly DecedentExpensesPaid?: Amount;
  /** HSA Death to the spouse: the spouse's birth date. */
  readonly BeneficiaryDateOfBirth?: string;
}
export interface WithdrawalExceptionFacts {
  readonly QualifyingAmount?: Amount;
  readonly PriorExceptedAmount?: Amount;
  readonly EventDate?: string;
  readonly AccountBalance?: Amount;
  readonly PriorEmergencyDistributions?: readonly {
    readonly Date: string;
    readonly Amount: Amount;
    readonly RepaidOrRecontributed: boolean;
  }[];
  readonly PhysicianCertification?: boolean;
  readonly DisasterDistributionPeriodEnds?: string;
  readonly SeparationFromServiceYear?: number;
  readonly SeppStartDate?: string;
  readonly SeppModified?: boolean;
}
export interface WithdrawalResult {
  readonly TransactionId: string;
  readonly TransactionStatus: 'Posted';
  readonly DistributionReason: DistributionReason;
  /** The gross distribution (Form 1099-R box 1). */
  readonly Amount: number;
  /** Amount less federal and state withholding. */
  readonly NetAmount: number;
  readonly FederalWithheld: number;
  readonly StateWithheld: number;
  readonly Fee: number;
  /** Form 1099-R box 7 code(s), joined; null when none. */
  readonly DistributionCode: string | null;
  readonly TaxableAmount: number | null;
  readonly TaxForm: WithdrawalTaxForm | null;
}

/** One beneficiary of a tier (PUT and GET /v1/accounts/{AccountId}/beneficiaries). */
export interface BeneficiaryDesignation {
  readonly Kind: BeneficiaryKind;
  readonly Name?: string;
  readonly Relationship?: BeneficiaryRelationship;
  readonly DateOfBirth?: string;
  /** 0.01 to 100, at most two decimals; a tier sums to exactly 100. */
  readonly SharePercent: Amount;
  readonly PerStirpes?: boolean;
  readonly SpousalConsent?: boolean;
  readonly SeeThroughTrust?: boolean;
}
export interface BeneficiariesRequest {
  readonly Primary: readonly BeneficiaryDesignation[];
  readonly Contingent?: readonly BeneficiaryDesignation[];
  readonly OwnerIsMarried?: boolean;
  readonly OwnerStateOfResidence?: string;
  readonly ProviderReferenceId?: string;
}
export interface BeneficiaryList {
  readonly AccountId: string;
  /** Absent when no list was in force. */
  readonly DesignationSetId?: string;
  readonly EffectiveFrom?: string;
  readonly EffectiveTo?: string | null;
  readonly Primary: readonly BeneficiaryDesignation[];
  readonly Contingent: readonly BeneficiaryDesignation[];
  readonly SpousalConsentRequired?: boolean | null;
  /** PUT: false when the list repeated the one in force. */
  readonly Changed?: boolean;
}

/** The instrument registry (operator writes, any key reads). */
export interface InstrumentIdentifier {
  readonly Scheme: IdentifierScheme;
  readonly Value: string;
}
export interface InstrumentPrice {
  readonly Date: string;
  readonly Price: Amount;
}
export type InstrumentAttributes = Readonly<Record<string, boolean | number | string>>;
export interface CreateInstrumentRequest {
  readonly Identifier: InstrumentIdentifier;
  readonly AssetClass: string;
  readonly Name?: string;
  readonly Currency?: string;
  readonly QuantityScale?: number;
  readonly Attributes?: InstrumentAttributes;
  readonly Prices?: readonly InstrumentPrice[];
  readonly ProviderReferenceId?: string;
}
export interface InstrumentChangeRequest {
  readonly Name?: string;
  readonly AssetClass?: string;
  readonly QuantityScale?: number;
  /** Merged into the attributes; null removes one. */
  readonly Attributes?: Readonly<Record<string, boolean | number | string | null>>;
  readonly Prices?: readonly InstrumentPrice[];
  readonly ProviderReferenceId?: string;
}
export interface InstrumentRecord {
  readonly InstrumentId: string;
  readonly Identifier: InstrumentIdentifier;
  readonly Name?: string;
  readonly AssetClass: string;
  readonly Currency: string;
  readonly QuantityScale: number;
  readonly Attributes: InstrumentAttributes;
  /** Ascending by date. */
  readonly Prices: readonly InstrumentPrice[];
  readonly CreatedDate: string;
  readonly UpdatedDate?: string;
}
/** How many holdings a registry or institution change re-evaluated, flagged and unflagged. */
export interface ReevaluationCounts {
  readonly HoldingsEvaluated: number;
  readonly HoldingsFlagged: number;
  readonly HoldingsUnflagged: number;
  readonly AccountsAffected: number;
}
export interface InstrumentChangeResult extends ReevaluationCounts {
  readonly InstrumentId: string;
  /** Name, AssetClass, QuantityScale ({ From, To }), Attributes, PricesAdded, PricesChanged. */
  readonly Changes: Readonly<Record<string, unknown>>;
  readonly Reevaluated: boolean;
}
export interface InstitutionChangeRequest {
  readonly Name?: string;
  readonly Authorities?: readonly string[];
  readonly AssetScopes?: Readonly<Record<string, readonly string[]>>;
}
export interface InstitutionChangeResult extends ReevaluationCounts {
  readonly InstitutionId: string;
  readonly Changed: readonly ('Name' | 'Authorities' | 'AssetScopes')[];
}

/** POST /v1/accounts/{AccountId}/investments with a Side: an order of a registered instrument. */
export interface InvestmentOrderRequest {
  readonly Side: InvestmentSide;
  readonly InstrumentId: string;
  readonly Quantity: Amount;
  readonly Price: Amount;
  readonly Currency: string;
  readonly Description?: string;
  readonly ProviderReferenceId?: string;
}
/** The same route without Side: the earlier purchase directive by AssetClass and Amount (no holding kept). */
export interface InvestmentDirectiveRequest {
  readonly AssetClass: string;
  readonly Instrument?: { readonly Attributes?: InstrumentAttributes };
  readonly Amount: Amount;
  readonly Currency: string;
  readonly Description?: string;
  readonly ProviderReferenceId?: string;
}
export interface InvestmentResult {
  readonly TransactionId: string;
  readonly TransactionStatus: 'Pending' | 'Posted';
  /** The order fields below are present for an order (with Side), absent for a directive. */
  readonly HoldingId?: string;
  readonly InstrumentId?: string;
  readonly Side?: InvestmentSide;
  readonly Quantity?: string;
  readonly Price?: string;
  /** Quantity x Price rounded half up to cents (a JSON number, as every amount). */
  readonly Amount?: number;
  readonly Currency?: string;
  /** The position after the trade. */
  readonly PositionQuantity?: string;
  readonly Eligible?: boolean;
}
export interface EligibilityReason {
  readonly Code: string;
  readonly Message: string;
  readonly Source?: string;
  readonly Attribute?: string;
  readonly [field: string]: unknown;
}
export interface HoldingRecord {
  readonly HoldingId: string;
  readonly AccountId: string;
  readonly InstrumentId: string;
  readonly Identifier: InstrumentIdentifier;
  readonly Name?: string;
  readonly AssetClass: string;
  /** Units, at the instrument's scale. */
  readonly Quantity: string;
  readonly Currency: string;
  /** False: flagged, the account may no longer hold it (sell to cure). */
  readonly Eligible: boolean;
  readonly Reasons: readonly EligibilityReason[];
  readonly UpdatedDate: string;
  /** On the operator's flagged list only. */
  readonly ProviderId?: string;
}

/** Money between accounts (POST /v1/transfers, /rollovers, /roth-conversions, /recharacterizations). */
export interface TransferRequest {
  readonly FromAccountId: string;
  readonly ToAccountId: string;
  readonly Amount: Amount;
  readonly Currency: string;
  readonly ProviderReferenceId?: string;
  /** An IRA to a spouse's or former spouse's IRA under a divorce or separation instrument (26 U.S.C. 408(d)(6)). */
  readonly IncidentToDivorce?: boolean;
  /** A traditional or Roth IRA to the owner's HSA: the qualified HSA funding distribution (408(d)(9)). */
  readonly HsaFundingDistribution?: boolean;
  readonly ToBeneficiaryIsFamilyMember?: boolean;
  readonly ToBeneficiaryIsSpecialNeeds?: boolean;
  readonly [field: string]: unknown;
}
export interface RolloverRequest {
  /** The service's distributing account; or FromAccountTypeCode for one held elsewhere. */
  readonly FromAccountId?: string;
  readonly FromAccountTypeCode?: string;
  readonly ToAccountId: string;
  readonly Kind: RolloverKind;
  readonly Amount: Amount;
  readonly Currency: string;
  readonly DistributionDate?: string;
  readonly DistributionAmount?: Amount;
  readonly SelfCertificationReason?: SelfCertificationReason;
  readonly SelfCertifiedOn?: string;
  readonly ReasonEndedOn?: string;
  readonly AfterTaxAmount?: Amount;
  /** Coverdell ESA to a member of the beneficiary's family under 30 (26 U.S.C. 530(d)(5), 529(e)(2)). */
  readonly ToBeneficiaryIsFamilyMember?: boolean;
  readonly ToBeneficiaryIsSpecialNeeds?: boolean;
  readonly ProviderReferenceId?: string;
  readonly [field: string]: unknown;
}
/** The owner's Form 8606 figures, for a pro rata taxable amount. */
export interface ConversionBasis {
  readonly NondeductibleContributions: Amount;
  readonly PriorBasis: Amount;
  readonly ContributionsMadeNextYear?: Amount;
  readonly YearEndValue: Amount;
  readonly Distributions: Amount;
  readonly Conversions?: Amount;
}
export interface RothConversionRequest {
  readonly FromAccountId: string;
  readonly ToAccountId: string;
  readonly Amount: Amount;
  readonly Currency: string;
  readonly Basis?: ConversionBasis;
  /** The owner's Form W-4R election, 0 to 100, of Amount; what is withheld is not converted. */
  readonly FederalWithholdingPercent?: Amount;
  readonly ProviderReferenceId?: string;
  readonly [field: string]: unknown;
}
export interface RecharacterizationRequest {
  readonly FromAccountId: string;
  readonly ToAccountId: string;
  readonly ContributionTransactionId: string;
  readonly Amount: Amount;
  readonly Currency: string;
  readonly TaxYear?: number;
  readonly AdjustedOpeningBalance?: Amount;
  readonly AdjustedClosingBalance?: Amount;
  readonly ProviderReferenceId?: string;
  readonly [field: string]: unknown;
}
export interface MovementResult {
  readonly MovementId: string;
  /** Null when none of the service's accounts was debited. */
  readonly FromTransactionId: string | null;
  readonly ToTransactionId: string;
  readonly Amount: number;
  readonly Currency: string;
  readonly TaxableAmount: number;
}
export interface RolloverResult extends MovementResult {
  readonly RolloverDeadline: string | null;
  readonly NextIndirectRolloverOn: string | null;
}
export interface RothConversionResult extends MovementResult {
  readonly TaxableAmountMethod: 'Form8606ProRata' | 'AllTaxable';
  readonly FiveYearPeriod: { readonly Begins: string; readonly Ends: string };
  /** The request's Amount: Amount converted plus FederalWithheld. */
  readonly GrossDistribution: number;
  /** Federal income tax withheld (0 when none), a distribution not converted. */
  readonly FederalWithheld: number;
  /** The withheld part's distribution transaction; null when nothing was withheld. */
  readonly WithholdingTransactionId: string | null;
}
export interface RecharacterizationResult extends MovementResult {
  readonly RecharacterizedAmount: number;
  readonly NetIncome: number;
  readonly Deadline: string;
}

/**
 * GET /v1/accounts/{AccountId}/required-distributions?Year=. Amounts are JSON numbers (design.md
 * section 2); the divisor is a decimal string. The server's schema fixes the fields below and lets
 * the engine add more (passthrough); those come through the index signatures.
 */
export interface AccountRequirement {
  readonly AccountId: string;
  readonly AccountTypeCode: string;
  readonly GroupKey: string | null;
  readonly Required: boolean | null;
  /** Null when unknown. */
  readonly RequiredAmount: number | null;
  readonly Divisor: string | null;
  readonly Deadline: string | null;
  readonly Distributed: number;
  readonly RemainingIfAlone: number | null;
  readonly Unchecked: readonly string[];
  readonly [field: string]: unknown;
}
/** The excise on what remains should it stay unpaid past the deadline (26 U.S.C. 4974). */
export interface ExciseExposure {
  readonly RatePercent: string;
  readonly CorrectedRatePercent: string | null;
  readonly IfNotCorrected: number;
  readonly IfCorrected: number | null;
  readonly CorrectionWindowEnds: string | null;
  readonly Source: string;
}
export interface RequiredDistributionStatus {
  readonly Year: number;
  readonly Account: AccountRequirement;
  readonly Accounts: readonly AccountRequirement[];
  readonly Groups: readonly {
    readonly GroupKey: string;
    readonly Aggregation: string;
    readonly RequiredAmount: number | null;
    readonly Counted: number;
    readonly Remaining: number | null;
    readonly Status: string;
    readonly Excise: ExciseExposure | null;
    readonly [field: string]: unknown;
  }[];
  readonly Owner: {
    readonly OwnerId: string;
    readonly RequiredAmount: number | null;
    readonly Remaining: number | null;
    readonly Status: string;
    readonly [field: string]: unknown;
  };
  readonly Sources: readonly string[];
}

/** One Form 1099-R (a payer files one per distribution code a year); amounts are JSON numbers. */
export interface Form1099R {
  readonly Form: '1099-R';
  readonly GrossDistribution: number;
  /** Box 2a; null when left blank (a Roth IRA distribution). */
  readonly TaxableAmount: number | null;
  readonly TaxableAmountNotDetermined: boolean;
  readonly TotalDistribution: boolean;
  readonly FederalIncomeTaxWithheld: number;
  /** Box 7 codes, joined (`7`, `J8`). */
  readonly DistributionCode: string;
  readonly IraSepSimple: boolean;
  readonly StateTaxWithheld: number;
  readonly StateDistribution: number;
  readonly TransactionIds: readonly string[];
}
export interface Form5498 {
  readonly Form: '5498';
  readonly IraContributions: number;
  readonly RolloverContributions: number;
  readonly RothIraConversionAmount: number;
  readonly RecharacterizedContributions: number;
  readonly FairMarketValue: number;
  readonly AccountKind: 'IRA' | 'SEP' | 'SIMPLE' | 'ROTH';
  readonly SepContributions: number;
  readonly SimpleContributions: number;
  readonly RothIraContributions: number;
  readonly RmdForNextYear: boolean;
  readonly RmdDate: string | null;
  readonly RmdAmount: number | null;
  readonly PostponedOrLateContribution: number;
  readonly PostponedOrLateYear: number | null;
  readonly PostponedOrLateCode: string | null;
  /** Box 14a and 14b (QR, DD, BA; null when none is published). */
  readonly Repayments: number;
  readonly RepaymentCode: string | null;
  readonly ContributionsByKindAndTaxYear: readonly {
    readonly Kind: string;
    readonly TaxYear: number;
    readonly Amount: number;
  }[];
}
export interface Form1099Q {
  readonly Form: '1099-Q';
  readonly GrossDistribution: number;
  readonly Earnings: number | null;
  readonly Basis: number | null;
  readonly TrusteeToTrusteeTransfer: boolean;
  readonly CoverdellEsa: true;
}
export interface Form5498Esa {
  readonly Form: '5498-ESA';
  readonly CoverdellContributions: number;
  readonly RolloverContributions: number;
}
export interface Form1099Sa {
  readonly Form: '1099-SA';
  readonly GrossDistribution: number;
  /** Box 2: net income returned with excess contributions (code 2); null when not stated. */
  readonly EarningsOnExcessContributions: number | null;
  readonly DistributionCode: string;
  /** Box 4: the value on the date of death (death distributions); null when none stated it. */
  readonly FairMarketValueOnDateOfDeath: number | null;
  readonly TransactionIds: readonly string[];
}
export interface Form5498Sa {
  readonly Form: '5498-SA';
  readonly TotalContributions: number;
  readonly NextYearContributionsForYear: number;
  readonly RolloverContributions: number;
  readonly FairMarketValue: number;
  readonly Hsa: true;
}
export interface LifestyleSpendingWages {
  readonly Form: 'W-2';
  readonly Wages: number;
  readonly SocialSecurityWages: number;
  readonly MedicareWages: number;
  readonly Payments: number;
}
/** GET /v1/accounts/{AccountId}/tax-forms?TaxYear= (JSON); amounts are JSON numbers. */
export interface TaxFormsResult {
  readonly TaxYear: number;
  readonly AccountId: string;
  readonly AccountTypeCode: string;
  readonly Payer: { readonly Name: string; readonly [field: string]: unknown };
  readonly Recipient: { readonly ClientId: string; readonly Name: string };
  /** One Form 1099-R per distribution code. */
  readonly Forms1099R: readonly Form1099R[];
  readonly Form5498: Form5498 | null;
  readonly Form1099Q: Form1099Q | null;
  readonly Form5498Esa: Form5498Esa | null;
  readonly Forms1099Sa: readonly Form1099Sa[];
  readonly Form5498Sa: Form5498Sa | null;
  readonly LifestyleSpendingWages: LifestyleSpendingWages | null;
  /** The ledger figures the forms reconcile with. */
  readonly Ledger: {
    readonly Withdrawals: number;
    readonly FederalWithheld: number;
    readonly StateWithheld: number;
    readonly CashAtYearEnd: number;
  };
  readonly Reasons: readonly string[];
  readonly Sources: readonly string[];
}
/** GET ...tax-forms?TaxYear=&Format=html: the page as text (the service answers text/html). */
export interface TaxFormsPage {
  readonly Html: string;
}

/** POST /v1/accounts/{AccountId}/forfeitures (an FSA plan year's close, a commuter termination). */
export interface ForfeitureRequest {
  readonly Currency: string;
  readonly Reason: ForfeitureReason;
  readonly CarryoverAccountId?: string;
  readonly TerminationDate?: string;
  readonly Description?: string;
  readonly ProviderReferenceId?: string;
}
/** The engine's own answer type: the route returns it as the decision built it. */
export type ForfeitureResult = ForfeitureAnswer;

/* ------------------------------------------------------------------------------------------ */
/* The operator's directory and single contract and gate changes                               */
/* ------------------------------------------------------------------------------------------ */

export interface ProviderRecord {
  readonly ProviderId: string;
  readonly Name: string;
  readonly AccountTypeCodes: readonly string[];
  readonly SatisfiedGates: readonly string[];
  readonly ActiveKeyCount: number;
  readonly CreatedDate: string;
}
/** A provider key without its secret (the secret is shown once, at createKey). */
export interface KeyRecord {
  readonly KeyId: string;
  readonly ProviderId: string;
  readonly KeyStatus: 'Active' | 'Revoked';
  readonly CreatedDate: string;
  readonly RevokedDate?: string;
}

/* ------------------------------------------------------------------------------------------ */
/* The event log (GET /v1/events, provider keys)                                               */
/* ------------------------------------------------------------------------------------------ */

export interface EventsQuery extends PageParams {
  /** Only events of this EventType. */
  readonly Type?: DecisionEventType;
  /** Only events recorded strictly after this ISO 8601 date-time (with a zone). */
  readonly CreatedAfter?: string;
}
export interface EventRecord {
  readonly EventId: string;
  readonly EventType: DecisionEventType;
  readonly OccurredAt: string;
  readonly CreatedDate: string;
  readonly Data: Readonly<Record<string, unknown>>;
}
export interface EventDelivery {
  readonly WebhookEndpointId: string;
  readonly Status: 'Pending' | 'Delivered' | 'Failed' | 'Cancelled';
  readonly Attempts: number;
  readonly LastHttpStatus?: number;
  readonly LastError?: string;
  readonly NextAttemptDate?: string;
  readonly DeliveredDate?: string;
}
