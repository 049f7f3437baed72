export * from './decision.js';
export * from './event-types.js';
export * from './ledger.js';
