// Distributions: life tables, required beginning dates, owner and inherited-IRA schedules,
// Trump account phases and the Coverdell age-30 deadline.
export { LifeTableFileSchema, LIFE_TABLE_KINDS, type LifeTableFile, type LifeTableKind } from './table-schema.js';
export {
  requiredBeginningDate,
  applicableAge,
  type ApplicableAge,
  type ApplicableAgeInfo,
} from './required-beginning-date.js';
export { requiredDistributionAmount } from './required-distribution-amount.js';
export {
  ownerRequiredDistribution,
  type OwnerDistributionQuery,
  type OwnerDistribution,
} from './owner-required-distribution.js';
export { inheritedIraSchedule } from './inherited/inherited-ira-schedule.js';
export {
  INHERITED_REGIMES,
  DIVISOR_METHODS,
  type InheritedScheduleQuery,
  type InheritedSchedule,
  type InheritedRegime,
  type DivisorMethod,
  type LawRegime,
  type ScheduleYear,
  type YearEndBalance,
  type YearOfDeathDistribution,
} from './inherited/types.js';
export { WAIVED_YEARS, RELIEF_NOTICES, type WaivedYear, type ReliefNotice } from './relief.js';
export {
  trumpAccountPhase,
  checkTrumpDistribution,
  TRUMP_DISTRIBUTION_REASONS,
  type TrumpAccountPhase,
  type TrumpPhaseQuery,
  type TrumpPhaseResult,
  type TrumpDistributionQuery,
  type TrumpDistributionReason,
  type TrumpDistributionOk,
} from './trump-account.js';
export { coverdellDistributionDeadline, type CoverdellQuery, type CoverdellDeadline } from './coverdell.js';
