export { availabilityOracle } from './availability-oracle.js';
export { availableTypesMask, isTypeAvailable } from './available-types-mask.js';
export { availableTypesSweep } from './available-types-sweep.js';
export { type EncodedContext, encodeContext } from './encode-context.js';
export { groupUnmet, resolveAvailability, typeAvailability } from './resolve-availability.js';
export type { AvailabilityContext, AvailabilityReason, TypeAvailability } from './types.js';
