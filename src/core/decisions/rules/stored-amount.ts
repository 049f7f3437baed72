import type { Decimal } from 'decimal.js';
import { parseAmount } from '../../shared/money.js';
import type { StoredTransaction } from '../facts.js';
import { DecisionFactsError } from '../facts-error.js';
import { minorUnitsOf } from '../ledger.js';

/** A stored transaction's unsigned amount; one that is not a positive decimal is a host fault (throws). */
export function storedAmount(t: StoredTransaction): Decimal {
  const r = parseAmount(t.Amount, { minor_units: minorUnitsOf(t.Currency) ?? 2 });
  if (!r.ok)
    throw new DecisionFactsError(`stored transaction ${String(t.TransactionId).slice(0, 40)}: Amount ${r.message}`);
  return r.value;
}
