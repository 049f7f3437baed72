import { ENTRY_TYPES } from '../requests/money/transaction-enums.js';
import { MOVEMENT_ENTRY_TYPES } from './movements/movement-records.js';

/** The EntryType of a deposit (Fund Account): money in from outside. */
export const DEPOSIT_ENTRY_TYPE = 'Deposit';

/** Entry types of an investment order: cash exchanged for a position (decideInvestment). */
export const INVESTMENT_ENTRY_TYPES = ['InvestmentPurchase', 'InvestmentSale'] as const;

/**
 * Every EntryType a stored transaction can carry: a deposit, a Transact entry (ENTRY_TYPES), a
 * movement's two sides (MOVEMENT_ENTRY_TYPES) and an investment order.
 */
export const RECORDED_ENTRY_TYPES: readonly string[] = [
  DEPOSIT_ENTRY_TYPE,
  ...ENTRY_TYPES,
  ...[...new Set(Object.values(MOVEMENT_ENTRY_TYPES).flatMap((t) => [t.Out, t.In]))],
  ...INVESTMENT_ENTRY_TYPES,
];
