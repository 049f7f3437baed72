export {
  availableBalance,
  availableBalanceResult,
  type AvailableBalanceQuery,
  type AvailableBalanceResult,
} from './available-balance.js';
export {
  dependentCareClaim,
  type DependentCareClaimQuery,
  type DependentCareClaimResult,
} from './dependent-care-claim.js';
export { validateBenefitPlanConfig, type BenefitPlanConfig, type PlanConfigResult } from './plan-config.js';
export { settlePlanYear, type SettlePlanYearQuery, type SettlePlanYearResult } from './settle-plan-year.js';
export { plesaWithdrawal, type PlesaWithdrawalQuery, type PlesaWithdrawalResult } from './plesa-withdrawal.js';
export { checkDebit, type DebitQuery, type DebitResult } from './check-debit.js';
export {
  commuterClaim,
  commuterTermination,
  type CommuterClaimQuery,
  type CommuterClaimResult,
  type CommuterTerminationQuery,
} from './commuter.js';
