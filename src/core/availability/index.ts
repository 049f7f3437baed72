export type { AvailabilityContext, AvailabilityReason, TypeAvailability } from './types.js';
export { encodeContext, type EncodedContext } from './encode-context.js';
export { availableTypesMask, isTypeAvailable } from './available-types-mask.js';
export { resolveAvailability, typeAvailability, groupUnmet } from './resolve-availability.js';
export { availabilityOracle } from './availability-oracle.js';
