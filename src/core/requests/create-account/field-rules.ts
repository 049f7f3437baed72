import type { CreateAccountFieldDef } from '../../catalog/schema.js';
import { parseBool } from '../fields/parse-bool.js';
import { parseDate } from '../fields/parse-date.js';
import { parseDateTime } from '../fields/parse-datetime.js';
import { type DecimalRules, decimalParser } from '../fields/parse-decimal.js';
import { enumParser } from '../fields/parse-enum.js';
import { parseGuid } from '../fields/parse-guid.js';
import { type IntBounds, intParser } from '../fields/parse-int.js';
import { parseLong } from '../fields/parse-long.js';
import { textParser } from '../fields/parse-text.js';
import type { Parser } from '../fields/parsed.js';
import { REQUEST_LIMITS } from '../limits.js';
import type { FieldValue } from '../types.js';

/**
 * Value rules for named decimal fields; the catalog gives only the type `decimal`.
 * AnnualElection is money (USD cents, positive); AnnualPercentageYield is a percentage
 * (0..100, up to 4 decimals, as Regulation DD disclosures are quoted to two and we allow more).
 */
export const DECIMAL_FIELD_RULES: Readonly<Record<string, DecimalRules>> = {
  AnnualElection: { minor_units: 2 },
  AnnualPercentageYield: { minor_units: 4, allowZero: true, max: '100' },
};
const DEFAULT_DECIMAL: DecimalRules = { minor_units: 2 };

/** Bounds for named int fields; other ints are non-negative 32-bit. */
export const INT_FIELD_BOUNDS: Readonly<Record<string, IntBounds>> = {
  PlanYear: { min: REQUEST_LIMITS.min_year, max: REQUEST_LIMITS.max_year },
  TaxYear: { min: REQUEST_LIMITS.min_year, max: REQUEST_LIMITS.max_year },
};
const DEFAULT_INT: IntBounds = { min: 0, max: 2_147_483_647 };

const genericText = textParser({ max_chars: REQUEST_LIMITS.generic_string_chars });

// Parsers are built once per catalog field definition (definitions are immutable after load).
const cache = new WeakMap<CreateAccountFieldDef, Parser<FieldValue>>();

/** The parser for a catalog-declared Create Account field. */
export function catalogFieldParser(def: CreateAccountFieldDef): Parser<FieldValue> {
  let p = cache.get(def);
  if (p === undefined) {
    p = buildParser(def);
    cache.set(def, p);
  }
  return p;
}

function buildParser(def: CreateAccountFieldDef): Parser<FieldValue> {
  switch (def.Type) {
    case 'Guid':
      return parseGuid;
    case 'long':
      return parseLong;
    case 'int':
      return intParser(INT_FIELD_BOUNDS[def.Name] ?? DEFAULT_INT);
    case 'decimal':
      return decimalParser(DECIMAL_FIELD_RULES[def.Name] ?? DEFAULT_DECIMAL);
    case 'date':
      return parseDate;
    case 'datetime':
      return parseDateTime;
    case 'bool':
      return parseBool;
    case 'string':
      return genericText;
    case 'enum':
      return enumParser(def.Values ?? []);
  }
}
