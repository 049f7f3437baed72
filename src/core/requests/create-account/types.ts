import type { NatureName } from '../../catalog/enums.js';
import type { Failure } from '../../shared/error-codes.js';
import type { FieldValue, ValidationWarning } from '../types.js';

export const ACCOUNT_PHASES = ['Standard', 'GrowthPeriod', 'PostGrowth', 'InheritedDistribution'] as const;
export type AccountPhase = (typeof ACCOUNT_PHASES)[number];

/** The owning client as the host looked it up by ClientId (null when none matched). */
export interface ClientRecord {
  readonly ClientId: string;
  readonly ClientType: string;
  readonly Contact: {
    readonly FirstName?: string;
    readonly LastName?: string;
    readonly EntityName?: string;
    readonly DateOfBirth?: string;
    readonly [Field: string]: unknown;
  };
  readonly ClientStatus: string;
}

/** The institution as the host looked it up by InstitutionId (null when none matched). */
export interface InstitutionRecord {
  readonly InstitutionId: string;
  readonly Authorities: readonly string[];
  readonly AssetScopes?: Readonly<Record<string, readonly string[]>>;
}

export interface CreateAccountContext {
  readonly Client: ClientRecord | null;
  readonly Institution: InstitutionRecord | null;
  /** Account types the calling provider is contracted for. */
  readonly ContractedTypes: readonly string[];
  /** Gates the host has marked satisfied for the provider (named by slug). */
  readonly SatisfiedGates?: readonly string[];
  /** The opening date, `YYYY-MM-DD`: the core reads no clock. */
  readonly Today: string;
}

/**
 * The Create Account body after validation: PascalCase, normalized; type-specific fields sit beside the common ones.
 */
export interface NormalizedCreateAccountRequest {
  readonly AccountTypeCode: string;
  readonly ClientId: string;
  readonly ProviderReferenceId?: string;
  readonly InstitutionId?: string;
  readonly TrusteeId?: string;
  /** A long, as a digit string (JavaScript numbers are exact only to 2^53). */
  readonly InvestmentId?: string;
  readonly [Field: string]: FieldValue | undefined;
}

/** Keys of the success value that are not request fields (a host storing the request skips them). */
export const CREATE_ACCOUNT_RESULT_EXTRAS = ['Nature', 'Phase', 'GrowthPeriodEndsOn', 'Warnings'] as const;

/**
 * The success value: the normalized request, flat (common and type-specific fields), plus what
 * follows from it: the type's Nature, the Phase the account opens in, and Warnings.
 */
export interface NormalizedCreateAccount {
  readonly AccountTypeCode: string;
  readonly ClientId: string;
  readonly ProviderReferenceId?: string;
  readonly InstitutionId?: string;
  readonly TrusteeId?: string;
  readonly InvestmentId?: string;
  readonly Nature: NatureName;
  readonly Phase: AccountPhase;
  /** Last day of the growth period (trump-account): December 31 of the year before the beneficiary turns 18. */
  readonly GrowthPeriodEndsOn?: string;
  readonly Warnings: readonly ValidationWarning[];
  readonly [Field: string]: FieldValue | readonly ValidationWarning[] | undefined;
}

export type CreateAccountErrorCode =
  | 'InvalidRequest'
  | 'UnknownAccountType'
  | 'TrusteeRequired'
  | 'ClientNotFound'
  | 'InstitutionNotFound'
  | 'InstitutionNotAuthorizedForAccountType'
  | 'AccountTypeNotAvailable';

export type CreateAccountResult =
  | { readonly ok: true; readonly value: NormalizedCreateAccount }
  | Failure<CreateAccountErrorCode>;
