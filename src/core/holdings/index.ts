export { cashAmount } from './cash-amount.js';
export { type EligibilityAttributes, eligibilityAttributes } from './eligibility-attributes.js';
export { investmentTreatment } from './investment-treatment.js';
export { HOLDING_LIMITS } from './limits.js';
export { parseQuantity } from './parse-quantity.js';
export { reevaluateHoldings } from './reevaluate-holdings.js';
export {
  type HoldingRef,
  type HoldingsReevaluation,
  type HoldingsReevaluationInput,
  type HoldingToReevaluate,
  INVESTMENT_SIDES,
  type InstrumentEligibilityFacts,
  type InvestableInstrument,
  type InvestmentFacts,
  type InvestmentOrder,
  type InvestmentSide,
  type InvestmentTreatment,
  type InvestmentTreatmentErrorCode,
  type NewlyIneligibleHolding,
  type TreatmentReason,
  type TreatmentWarning,
  type ValuedPosition,
  type YearEndPosition,
  type YearEndValuation,
  type YearEndValuationInput,
} from './types.js';
export { yearEndFairMarketValue } from './year-end-fair-market-value.js';
