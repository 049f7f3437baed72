export {
  ContributionRulesSchema,
  ContributionCheckSchema,
  SourceRuleSchema,
  TAX_TREATMENTS,
  PRIOR_YEAR_DEADLINES,
  FILING_STATUSES,
  SHARED_CAP_FACTS,
  SIMPLE_APPLICABLE_EMPLOYER,
  type SimpleApplicableEmployer,
  type CatchUp,
  type ContributionRules,
  type ContributionCheck,
  type SourceRule,
  type TaxTreatment,
  type FilingStatus,
  type PriorYearDeadline,
} from './schema.js';
export {
  checkContributionYear,
  type ContributionYearQuery,
  type ContributionYearResult,
  type ContributionYearErrorCode,
} from './check-contribution-year.js';
export { checkContribution } from './check-contribution.js';
export { contributionRulesOf } from './rules-of-type.js';
export { reducedLimit } from './checks/income-phase-out.js';
export { MAX_HISTORY } from './normalize.js';
export type * from './types.js';
export { CONTRIBUTION_ACCOUNT_FACTS } from './types.js';
