import type { ContributionSource } from '../core/catalog/enums.js';
import type { DecisionEventType } from '../core/decisions/event-types.js';
import type { TrumpDistributionReason } from '../core/distributions/trump-account.js';
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
  ClientStatus,
  ClientType,
  ContributionSource,
  DecisionEventType,
  DistributionReason,
  EntryType,
  ErrorCode,
  PaymentMethodType,
  TransportErrorCode,
  TrumpDistributionReason,
};

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
  /** A write's non-fatal notes (for example a missing disclosure); present only when any. */
  readonly Warnings?: readonly DecisionWarning[];
  /** Facts a rule would read that were not given: that rule was not applied, never assumed. */
  readonly Unchecked?: readonly string[];
} & T;
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
  readonly [field: string]: unknown;
}
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
  readonly [field: string]: unknown;
}

/** The owner's (and employer's) facts for one tax year, with the engine's names (amounts as numbers or decimal strings). */
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
  readonly OtherCoverdellContributions?: Amount;
  readonly SpouseDependentCareContributions?: Amount;
  readonly OtherElectiveDeferrals?: Amount;
  readonly OtherHsaContributions?: Amount;
  readonly SimpleEmployerContribution?: 'Match' | 'NonElective';
  readonly SimpleMatchPercent?: Amount;
  readonly SimpleApplicableEmployer?: 'No' | 'Automatic' | 'Elected';
  readonly SimpleAdditionalNonElective?: boolean;
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
