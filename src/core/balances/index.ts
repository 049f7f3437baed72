export {
  type AvailableBalanceQuery,
  type AvailableBalanceResult,
  availableBalance,
  availableBalanceResult,
} from './available-balance.js';
export { checkDebit, type DebitQuery, type DebitResult } from './check-debit.js';
export {
  type CommuterClaimQuery,
  type CommuterClaimResult,
  type CommuterTerminationQuery,
  commuterClaim,
  commuterTermination,
} from './commuter.js';
export {
  type DependentCareClaimQuery,
  type DependentCareClaimResult,
  dependentCareClaim,
} from './dependent-care-claim.js';
export { type BenefitPlanConfig, type PlanConfigResult, validateBenefitPlanConfig } from './plan-config.js';
export { type PlesaWithdrawalQuery, type PlesaWithdrawalResult, plesaWithdrawal } from './plesa-withdrawal.js';
export { type SettlePlanYearQuery, type SettlePlanYearResult, settlePlanYear } from './settle-plan-year.js';
