export type {
  AssetEligibilityQuery,
  AssetEligibilityReason,
  AssetEligibilityResult,
  AssetReasonCode,
  InstitutionAssetScope,
  InstrumentAttributeValue,
  InstrumentFacts,
} from './types.js';
export { assetEligibility, ADVISER_CUSTODY_ATTRIBUTE, QUALIFIED_CUSTODIAN_AUTHORITY } from './asset-eligibility.js';
export { evaluatePredicate, type PredicateOutcome } from './evaluate-predicate.js';
export { authorityCovers, normalizeScope, type NormalizedScope } from './institution-scope.js';
