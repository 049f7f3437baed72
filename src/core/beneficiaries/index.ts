export { beneficiaryClasses } from './beneficiary-classes.js';
export { BENEFICIARY_LIMITS } from './limits.js';
export { readDesignation } from './read-designation.js';
export { spousalConsentRequirement } from './spousal-consent-requirement.js';
export {
  BENEFICIARY_KINDS,
  BENEFICIARY_RELATIONSHIPS,
  BENEFICIARY_TIERS,
  type BeneficiaryClasses,
  type BeneficiaryClassFacts,
  type BeneficiaryClassReason,
  type BeneficiaryDesignation,
  type BeneficiaryDesignations,
  type BeneficiaryKind,
  type BeneficiaryNote,
  type BeneficiaryOwnerFacts,
  type BeneficiaryRelationship,
  type BeneficiaryTier,
  type SpousalConsentRequirement,
  type ValidBeneficiaryDesignations,
} from './types.js';
export {
  type ValidateBeneficiariesOptions,
  validateBeneficiaryDesignations,
} from './validate-beneficiary-designations.js';
