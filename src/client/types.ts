import type { FieldError } from '../core/shared/error-codes.js';

// Wire types of the reference service (design.md sections 3 and 5), PascalCase as on the wire.

export interface ResponseStatus {
  readonly ErrorCode: string;
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
  readonly [field: string]: unknown;
}

export interface CreateClientRequest {
  readonly ClientType: string;
  readonly Contact: Contact;
  readonly ProviderReferenceId?: string;
  readonly SponsorId?: string;
  readonly OFAC?: Record<string, unknown>;
}
export interface UpdateClientRequest {
  readonly ProviderReferenceId?: string;
  readonly ClientStatus?: string;
  readonly Contact?: Contact;
  readonly OFAC?: Record<string, unknown>;
}
export interface ClientRecord {
  readonly ClientId: string;
  readonly ClientNumber: string;
  readonly ClientType: string;
  readonly Contact: Contact;
  readonly ClientStatus: string;
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
  readonly AccountStatus?: string;
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
  readonly Phase: string;
  readonly AccountStatus: string;
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
  readonly PaymentMethodType: string;
  readonly TaxYear?: number;
  readonly PlanYear?: number;
  readonly ContributionSource?: string;
  readonly ProviderReferenceId?: string;
  /** Commuter benefits only, and required there. */
  readonly SubAccount?: CommuterSubAccount;
  readonly [field: string]: unknown;
}
export type CommuterSubAccount = 'Transit' | 'Parking';
export interface TransactRequest {
  readonly EntryType: string;
  readonly Amount: Amount;
  readonly Currency: string;
  readonly PaymentMethodType?: string;
  readonly Description?: string;
  readonly ProviderReferenceId?: string;
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
  readonly Name: string;
  readonly Available: boolean;
  readonly Reasons: readonly { readonly Code: string; readonly Message: string; readonly [field: string]: unknown }[];
  readonly [field: string]: unknown;
}

export type WebhookAlgorithm = 'hmac-sha256' | 'ed25519';
export interface CreateWebhookEndpointRequest {
  readonly EventType: string;
  readonly Url: string;
  readonly Algorithm?: WebhookAlgorithm;
}
export interface WebhookEndpointRecord {
  readonly WebhookEndpointId: string;
  readonly EventType: string;
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
