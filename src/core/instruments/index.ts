export { type ApplyInstrumentChangeOptions, applyInstrumentChange } from './apply-instrument-change.js';
export { type AttributeValueType, instrumentAttributeTypes } from './attribute-types.js';
export { cusipCheckDigit } from './cusip-check-digit.js';
export {
  IDENTIFIER_SCHEMES,
  type IdentifierProblem,
  type IdentifierProblemCode,
  type IdentifierResult,
  type IdentifierScheme,
  type InstrumentIdentifier,
} from './identifier-types.js';
export type {
  AppliedInstrumentChange,
  AttributeChange,
  InstrumentChanges,
  InstrumentPrice,
  InstrumentRecord,
} from './instrument-types.js';
export { isinCheckDigit } from './isin-check-digit.js';
export { INSTRUMENT_LIMITS } from './limits.js';
export { priceOnOrBefore } from './price-on-or-before.js';
export { validateCusip } from './validate-cusip.js';
export { validateInstrumentIdentifier } from './validate-identifier.js';
export { type ValidateInstrumentOptions, validateInstrument } from './validate-instrument.js';
export { validateIsin } from './validate-isin.js';
export { validateTicker } from './validate-ticker.js';
