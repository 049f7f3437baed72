export { ADVISER_CUSTODY_ATTRIBUTE, adviserPart, QUALIFIED_CUSTODIAN_AUTHORITY } from './adviser-part.js';
export { assetEligibility } from './asset-eligibility.js';
export { combineParts, type EligibilityPart, eligibilityPart } from './eligibility-part.js';
export { evaluatePredicate, type PredicateOutcome } from './evaluate-predicate.js';
export { institutionPart } from './institution-part.js';
export { authorityCovers, type NormalizedScope, normalizeScope } from './institution-scope.js';
export { instrumentPart } from './instrument-part.js';
export { readInstrumentFacts } from './read-attributes.js';
export type {
  AssetEligibilityQuery,
  AssetEligibilityReason,
  AssetEligibilityResult,
  AssetReasonCode,
  InstitutionAssetScope,
  InstrumentAttributeValue,
  InstrumentFacts,
} from './types.js';
