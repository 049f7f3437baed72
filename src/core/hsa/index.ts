// Health savings accounts (26 U.S.C. 223): the contribution limit month by month, the last-month
// rule's testing period, the high deductible health plan test and the tax treatment of a
// distribution. checkContribution applies the limit through the catalog's HsaLimit check.

export type { HsaReason } from './annual-limit.js';
export { type HsaLimitAnswer, hsaContributionLimit } from './contribution-limit.js';
export {
  HSA_DISTRIBUTION_TREATMENTS,
  type HsaDistributionQuery,
  type HsaDistributionTreatment,
  type HsaDistributionTreatmentKind,
  type HsaMistakenDistribution,
  hsaDistributionTreatment,
} from './distribution-treatment.js';
export type { HsaMonth } from './eligible-months.js';
export {
  type HighDeductiblePlanAnswer,
  type HighDeductiblePlanQuery,
  hsaHighDeductiblePlan,
} from './high-deductible-plan.js';
export type { HsaParameter } from './limit-for-year.js';
export {
  HSA_COVERAGE_TIERS,
  type HsaCoveragePeriodInput,
  type HsaCoverageTier,
  MAX_COVERAGE_PERIODS,
  SPOUSE_HDHP_COVERAGES,
  type SpouseHdhpCoverage,
} from './read-facts.js';
export type { HsaLimitQuery } from './read-limit-query.js';
export {
  CEASED_BY,
  type CeasedBy,
  type HsaTestingPeriodAnswer,
  type HsaTestingPeriodQuery,
  hsaTestingPeriod,
} from './testing-period.js';
