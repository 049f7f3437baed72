// Distributions: life tables, required beginning dates, owner and inherited-IRA schedules,
// Trump account phases and the Coverdell age-30 deadline.

export { type CoverdellDeadline, type CoverdellQuery, coverdellDistributionDeadline } from './coverdell.js';
export { type BeneficiaryClassWarning, beneficiaryClassWarning } from './inherited/class-from-dates.js';
export { inheritedIraSchedule } from './inherited/inherited-ira-schedule.js';
export {
  DIVISOR_METHODS,
  type DivisorMethod,
  INHERITED_REGIMES,
  type InheritedRegime,
  type InheritedSchedule,
  type InheritedScheduleQuery,
  type LawRegime,
  type ScheduleYear,
  type YearEndBalance,
  type YearOfDeathDistribution,
} from './inherited/types.js';
export {
  type OwnerDistribution,
  type OwnerDistributionQuery,
  ownerRequiredDistribution,
} from './owner-required-distribution.js';
export { RELIEF_NOTICES, type ReliefNotice, WAIVED_YEARS, type WaivedYear } from './relief.js';
export {
  type ApplicableAge,
  type ApplicableAgeInfo,
  applicableAge,
  requiredBeginningDate,
} from './required-beginning-date.js';
export { requiredDistributionAmount } from './required-distribution-amount.js';
export { LIFE_TABLE_KINDS, type LifeTableFile, LifeTableFileSchema, type LifeTableKind } from './table-schema.js';
export {
  checkTrumpDistribution,
  TRUMP_DISTRIBUTION_REASONS,
  type TrumpAccountPhase,
  type TrumpDistributionOk,
  type TrumpDistributionQuery,
  type TrumpDistributionReason,
  type TrumpPhaseQuery,
  type TrumpPhaseResult,
  trumpAccountPhase,
} from './trump-account.js';
