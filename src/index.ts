// acctos: the pure rules engine. No I/O, no clock, no randomness.

export * from './core/assets/index.js';
export * from './core/availability/index.js';
export * from './core/balances/index.js';
export * from './core/beneficiaries/index.js';
export * from './core/calendar/index.js';
export * from './core/catalog/index.js';
export * from './core/contributions/index.js';
export * from './core/decisions/index.js';
export * from './core/deductions/index.js';
export * from './core/distributions/index.js';
export * from './core/holdings/index.js';
export * from './core/hsa/index.js';
export * from './core/instruments/index.js';
export * from './core/movements/index.js';
export * from './core/parameters/index.js';
export * from './core/requests/index.js';
export * from './core/required-distributions/index.js';
export * from './core/shared/index.js';
export * from './core/tax-forms/index.js';
export * from './core/withdrawals/index.js';
