// Moving money between accounts: the pure rules behind transfers, rollovers, Roth conversions
// and recharacterizations (docs/movements.md). The decide functions and routes build on these.

export { type MovementRules, MovementRulesSchema, TAX_CHARACTERS, type TaxCharacter } from './catalog-schema.js';
export {
  checkRecharacterization,
  RECHARACTERIZED_KINDS,
  type RecharacterizationAllowed,
  type RecharacterizationCheck,
  type RecharacterizationFacts,
  type RecharacterizedContribution,
  type RecharacterizedKind,
} from './check-recharacterization.js';
export {
  checkRollover,
  type RolloverAllowed,
  type RolloverCheck,
  type RolloverFacts,
  type RolloverMethod,
  type RolloverSelfCertification,
} from './check-rollover.js';
export {
  type ConversionBasisFacts,
  checkRothConversion,
  type RothConversionAllowed,
  type RothConversionCheck,
  type RothConversionFacts,
} from './check-roth-conversion.js';
export {
  checkTransfer,
  type TransferAllowed,
  type TransferCheck,
  type TransferFacts,
  type TransferKind,
} from './check-transfer.js';
export { type Form8606Facts, type Form8606Lines, form8606Conversion } from './form-8606-conversion.js';
export { type Form8606PartOne, type Form8606Query, form8606PartOne } from './form-8606-part-one.js';
export {
  checkHsaFundingDistribution,
  type HsaFundingAllowed,
  type HsaFundingCoverage,
  type HsaFundingFacts,
} from './hsa-funding-distribution.js';
export { type NetIncomeQuery, type NetIncomeResult, netIncomeAttributable } from './net-income-attributable.js';
export {
  type CountableMovement,
  oneCoverdellRolloverPerYear,
  oneHsaRolloverPerYear,
  oneRolloverPerYear,
  type RolloverYearCheck,
  type RolloverYearConflict,
} from './one-rollover-per-year.js';
export { rolloverDeadline } from './rollover-deadline.js';
export {
  SELF_CERTIFICATION_REASON_TEXT,
  SELF_CERTIFICATION_REASONS,
  type SelfCertificationReason,
} from './self-certification-reasons.js';
export { simpleTwoYearPeriodEnd } from './simple-two-year-period.js';
export { SOURCES as MOVEMENT_SOURCES } from './sources.js';
export * from './types.js';
