// Money out: the pure rules a withdrawal or distribution reads (issue 10). decideWithdrawal
// turns their results into ledger entries, records and events.

export { dateReaching59AndAHalf, dateReaching70AndAHalf } from './age-fifty-nine-and-a-half.js';
export {
  type BenefitPaymentAllowed,
  type BenefitPaymentQuery,
  benefitPaymentAllowed,
} from './benefit-payment-allowed.js';
export {
  type CoverdellDistribution,
  type CoverdellDistributionQuery,
  coverdellDistribution,
} from './coverdell-distribution.js';
export { type DepositWithdrawal, type DepositWithdrawalQuery, depositWithdrawal } from './deposit-withdrawal.js';
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
export { type FsaPlanYearClose, type FsaPlanYearCloseQuery, fsaPlanYearClose } from './fsa-plan-year-close.js';
export { graceEnd, type HealthFsaClaim, type HealthFsaClaimQuery, healthFsaClaim } from './health-fsa-claim.js';
export { type HraReimbursement, type HraReimbursementQuery, hraReimbursement } from './hra-reimbursement.js';
export {
  type LifestyleSpendingPayment,
  type LifestyleSpendingPaymentQuery,
  lifestyleSpendingPayment,
} from './lifestyle-spending-payment.js';
export { type PlesaWithdrawalFee, type PlesaWithdrawalFeeQuery, plesaWithdrawalFee } from './plesa-withdrawal-fee.js';
export {
  type RothConversionYear,
  type RothDistributionCircumstance,
  type RothDistributionQuery,
  type RothDistributionResult,
  type RothLayerName,
  type RothLayerSlice,
  rothDistribution,
} from './roth-distribution.js';
export { SEPP_LIFE_TABLES, type SeppLifeTable } from './sepp-life-expectancy.js';
export {
  SEPP_METHODS,
  type SeppMethod,
  type SeppPayment,
  type SeppQuery,
  type SeppReason,
  substantiallyEqualPeriodicPayment,
} from './substantially-equal-periodic-payment.js';
export { DISTRIBUTION_TREATMENTS, type DistributionTreatmentKind, treatmentOfType } from './treatment-kind.js';
