import type { AssetCell } from '../catalog/enums.js';

/** Instrument attribute values a predicate can compare. */
export type InstrumentAttributeValue = boolean | number | string;

export interface InstrumentFacts {
  /** Facts about the instrument, by PascalCase attribute name (for example IsCollectible). */
  readonly Attributes?: Readonly<Record<string, InstrumentAttributeValue>>;
}

/** The institution's authorities and, per authority, the asset classes its approval covers. */
export interface InstitutionAssetScope {
  readonly Authorities: readonly string[];
  /** Authority to the asset classes its approval covers; an entry always restricts that authority. */
  readonly AssetScopes?: Readonly<Record<string, readonly string[]>>;
}

/** What `assetEligibility` is asked (design.md section 2a). */
export interface AssetEligibilityQuery {
  readonly AccountTypeCode: string;
  readonly AssetClass: string;
  readonly Instrument?: InstrumentFacts;
  /** Without it the institution dimension is not evaluated (see the reason InstitutionNotEvaluated). */
  readonly InstitutionAssetScope?: InstitutionAssetScope;
}

export type AssetReasonCode =
  | 'UnknownAccountType'
  | 'UnknownAssetClass'
  /** The account type's matrix cell is NotPermitted. */
  | 'NotPermittedForAccountType'
  /** The type's nature has no holdings collection (BenefitObligation, DepositLiability, ServicingRecord). */
  | 'AccountTypeHoldsNoAssets'
  /** A Conditional cell whose predicate needs an attribute the instrument did not supply. */
  | 'AttributeMissing'
  /** An attribute was supplied with a type the predicate cannot compare. */
  | 'AttributeInvalid'
  /** A predicate over the instrument's attributes is false. */
  | 'PredicateFailed'
  /** The type never holds an instrument with this attribute value, in any class (InstrumentExclusions). */
  | 'InstrumentExcluded'
  /** A Conditional cell with no predicate in the catalog: a person must decide. */
  | 'ConditionNotInCatalog'
  /** The asset class needs an authority (asset-classes.json RequiresAuthorities) the institution lacks. */
  | 'AssetClassAuthorityMissing'
  /** No held authority of one of the type's AND-groups covers the class. */
  | 'OutsideInstitutionAssetScope'
  /** The instrument needs an advisers-act qualified custodian and the institution is not one. */
  | 'QualifiedCustodianRequired'
  /** No InstitutionAssetScope was given, so a requirement on the institution was not checked. */
  | 'InstitutionNotEvaluated';

export interface AssetEligibilityReason {
  readonly Code: AssetReasonCode;
  readonly Message: string;
  readonly Source?: string;
  readonly Attribute?: string;
  readonly Authority?: string;
  /** For OutsideInstitutionAssetScope: the alternatives of the group no held authority covers. */
  readonly Group?: readonly string[];
}

export interface AssetEligibilityResult {
  readonly Eligibility: AssetCell;
  /** true when Permitted, false when NotPermitted, null when still Conditional (undecided). */
  readonly Eligible: boolean | null;
  readonly Reasons: readonly AssetEligibilityReason[];
}
