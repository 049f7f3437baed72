export { checkContribution } from './check-contribution.js';
export {
  type ContributionYearErrorCode,
  type ContributionYearQuery,
  type ContributionYearResult,
  checkContributionYear,
} from './check-contribution-year.js';
export { reducedLimit } from './checks/income-phase-out.js';
export {
  EXCISE_ACCOUNTS,
  type ExcessContributionExcise,
  type ExcessContributionExciseQuery,
  type ExciseAccount,
  excessContributionExcise,
} from './excess-contribution-excise.js';
export { MAX_HISTORY } from './normalize.js';
export {
  checkRepayment,
  isRepayableDistribution,
  REPAYABLE_DISTRIBUTIONS,
  REPAYMENT_RULES,
  type RepaidDistributionFacts,
  type RepayableDistribution,
  type RepaymentCode,
  type RepaymentRule,
  threeYearPeriodEnd,
} from './repayment.js';
export { contributionRulesOf } from './rules-of-type.js';
export {
  type CatchUp,
  type ContributionCheck,
  ContributionCheckSchema,
  type ContributionRules,
  ContributionRulesSchema,
  FILING_STATUSES,
  type FilingStatus,
  PRIOR_YEAR_DEADLINES,
  type PriorYearDeadline,
  SHARED_CAP_FACTS,
  SIMPLE_APPLICABLE_EMPLOYER,
  type SimpleApplicableEmployer,
  type SourceRule,
  SourceRuleSchema,
  TAX_TREATMENTS,
  type TaxTreatment,
} from './schema.js';
export type * from './types.js';
export { CONTRIBUTION_ACCOUNT_FACTS } from './types.js';
