import type { FieldCollector } from '../fields/field-collector.js';
import { decimalParser } from '../fields/parse-decimal.js';
import { enumParser } from '../fields/parse-enum.js';
import { CURRENCIES } from './transaction-enums.js';

const currencyCodes = Object.keys(CURRENCIES);

/**
 * Currency then Amount: the currency fixes the minor units. An unknown currency still has its
 * Amount read with 2 minor units, so both problems are reported at once.
 */
export function readMoney(f: FieldCollector, signed: boolean): { Amount?: string; Currency?: string } {
  const Currency = f.read('Currency', enumParser(currencyCodes), 'required');
  const minor = CURRENCIES[Currency ?? 'USD']?.MinorUnits ?? 2;
  const Amount = f.read('Amount', decimalParser({ minor_units: minor, allowNegative: signed }), 'required');
  return { ...(Amount !== undefined ? { Amount } : {}), ...(Currency !== undefined ? { Currency } : {}) };
}
