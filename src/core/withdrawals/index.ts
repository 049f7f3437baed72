// Money out: the pure rules a withdrawal or distribution reads (issue 10). decideWithdrawal
// turns their results into ledger entries, records and events.

export { dateReaching59AndAHalf } from './age-fifty-nine-and-a-half.js';
export { DISTRIBUTION_CODES, DISTRIBUTION_CODES_SOURCE, type DistributionCode } from './distribution-codes.js';
export {
  countsTowardRequiredDistribution,
  DISTRIBUTION_REASONS,
  type DistributionReason,
  isDistributionReason,
} from './distribution-reason.js';
export {
  type AdditionalTax,
  type AdditionalTaxRelief,
  type AdditionalTaxStatus,
  type DistributionTreatment,
  type DistributionTreatmentQuery,
  distributionTreatment,
  type RothFacts,
} from './distribution-treatment.js';
export {
  distributionWithholding,
  type WithholdingQuery,
  type WithholdingRegime,
  type WithholdingResult,
} from './distribution-withholding.js';
export {
  EARLY_DISTRIBUTION_EXCEPTION_RULES,
  EARLY_DISTRIBUTION_EXCEPTIONS,
  type EarlyDistributionException,
  type EarlyDistributionExceptionRule,
  type ExceptionScope,
  isEarlyDistributionException,
} from './early-distribution-exceptions.js';
export type { ExceptionFacts } from './exception-facts.js';
export {
  type RothConversionYear,
  type RothDistributionCircumstance,
  type RothDistributionQuery,
  type RothDistributionResult,
  type RothLayerName,
  type RothLayerSlice,
  rothDistribution,
} from './roth-distribution.js';
export { DISTRIBUTION_TREATMENTS, type DistributionTreatmentKind, treatmentOfType } from './treatment-kind.js';
