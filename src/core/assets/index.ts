export { ADVISER_CUSTODY_ATTRIBUTE, assetEligibility, QUALIFIED_CUSTODIAN_AUTHORITY } from './asset-eligibility.js';
export { evaluatePredicate, type PredicateOutcome } from './evaluate-predicate.js';
export { authorityCovers, type NormalizedScope, normalizeScope } from './institution-scope.js';
export type {
  AssetEligibilityQuery,
  AssetEligibilityReason,
  AssetEligibilityResult,
  AssetReasonCode,
  InstitutionAssetScope,
  InstrumentAttributeValue,
  InstrumentFacts,
} from './types.js';
