// Closed value sets of the catalog. Where the specification lists values "seen",
// design.md section 2 fixes the rest; additions are recorded in docs/decisions.md.

export const NATURE_NAMES = [
  'CustodialHolding',
  'PlanHolding',
  'BenefitObligation',
  'DepositLiability',
  'ServicingRecord',
] as const;
export type NatureName = (typeof NATURE_NAMES)[number];

/** `MixedBySource`: treatment depends on ContributionSource (Trump account). */
export const CONTRIBUTION_TREATMENTS = [
  'NotApplicable',
  'Nondeductible',
  'Deductible',
  'Excludable',
  'MixedBySource',
] as const;
export type ContributionTreatment = (typeof CONTRIBUTION_TREATMENTS)[number];

export const EARNINGS_TREATMENTS = ['TaxDeferred', 'TaxFreeIfQualified', 'NotApplicable', 'CurrentlyTaxable'] as const;
export type EarningsTreatment = (typeof EARNINGS_TREATMENTS)[number];

export const CONTRIBUTION_YEAR_RULES = [
  'NotApplicable',
  'PlanYear',
  'PriorYearElectionAllowed',
  'CalendarYearOnly',
] as const;
export type ContributionYearRule = (typeof CONTRIBUTION_YEAR_RULES)[number];

export const TYPE_STATUSES = ['ship', 'gated'] as const;
export type TypeStatus = (typeof TYPE_STATUSES)[number];

export const ASSET_CELLS = ['Permitted', 'Conditional', 'NotPermitted'] as const;
export type AssetCell = (typeof ASSET_CELLS)[number];

export const FIELD_TYPES = ['Guid', 'long', 'int', 'decimal', 'date', 'datetime', 'bool', 'string', 'enum'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const BENEFICIARY_CLASSES = [
  'SurvivingSpouse',
  'MinorChild',
  'Disabled',
  'ChronicallyIll',
  'NotMoreThanTenYearsYounger',
  'NotAnEdb',
  'NotADesignatedBeneficiary',
] as const;
export type BeneficiaryClass = (typeof BENEFICIARY_CLASSES)[number];

export const DISTRIBUTION_DECISIONS = [
  'LifeExpectancy',
  'TenYearRule',
  'TenYearRuleWithAnnualRmd',
  'FiveYearRule',
] as const;
export type DistributionDecision = (typeof DISTRIBUTION_DECISIONS)[number];

/** Removed from the interface (specification part 9); rejected with a clear message. */
export const REMOVED_DISTRIBUTION_DECISIONS = ['PaymentsAtGrantor70AndHalf'] as const;

export const CONTRIBUTION_SOURCES = [
  'Participant',
  'Employer',
  'Spouse',
  'Rollover',
  'Transfer',
  'FederalPilot',
  'QualifiedGeneral',
  /**
   * A repayment of a distribution the law lets the owner pay back (72(t)(2)(G)(ii), (H)(v), (I)(v), (K)(v),
   * (L), (t)(11)(C)): not an annual contribution (docs/decisions/30-repayments.md).
   */
  'Repayment',
] as const;
export type ContributionSource = (typeof CONTRIBUTION_SOURCES)[number];

/** Explicit limits on catalog size (TIGER_STYLE): authorities become bits of a 32-bit mask. */
export const CATALOG_LIMITS = {
  max_authorities: 31,
  max_types: 4096,
  max_asset_classes: 31,
  max_groups_per_type: 16,
  max_files: 8192,
} as const;
