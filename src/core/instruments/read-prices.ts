import { isPlainObject, ownValue } from '../requests/fields/json-value.js';
import { parseDate } from '../requests/fields/parse-date.js';
import { decimalParser } from '../requests/fields/parse-decimal.js';
import type { FieldError } from '../shared/error-codes.js';
import type { InstrumentPrice } from './instrument-types.js';
import { INSTRUMENT_LIMITS } from './limits.js';

const MAX_PRICE_ERRORS = 32;
const parsePrice = decimalParser({ minor_units: INSTRUMENT_LIMITS.price_scale, max: INSTRUMENT_LIMITS.max_price });

export interface ReadPrices {
  /** Ascending by date, one per date. */
  readonly value?: readonly InstrumentPrice[];
  readonly errors: readonly FieldError[];
}

/**
 * `Prices`: a list of `{ Date: 'YYYY-MM-DD', Price }`, the price a positive decimal (a JSON number
 * or a decimal string, at most 8 decimals, at most 1,000,000,000), each date once. Returned sorted
 * by date. Never throws.
 */
export function readInstrumentPrices(raw: unknown, field: string): ReadPrices {
  if (!Array.isArray(raw))
    return { errors: [{ FieldName: field, ErrorCode: 'InvalidFormat', Message: `${field} must be a list.` }] };
  if (raw.length > INSTRUMENT_LIMITS.max_prices_per_request)
    return {
      errors: [
        {
          FieldName: field,
          ErrorCode: 'OutOfRange',
          Message:
            `${field} has ${raw.length} prices; at most ${INSTRUMENT_LIMITS.max_prices_per_request} are ` +
            `taken in one request.`,
        },
      ],
    };
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  const out: InstrumentPrice[] = [];
  for (let i = 0; i < raw.length && errors.length < MAX_PRICE_ERRORS; i++) {
    const at = `${field}[${i}]`;
    const item: unknown = raw[i];
    if (!isPlainObject(item)) {
      errors.push({ FieldName: at, ErrorCode: 'InvalidFormat', Message: `${at} must be an object { Date, Price }.` });
      continue;
    }
    const extra = Object.keys(item).find((k) => k !== 'Date' && k !== 'Price');
    if (extra !== undefined)
      errors.push({
        FieldName: `${at}.${extra.slice(0, 64)}`,
        ErrorCode: 'UnknownField',
        Message: `${at} takes Date and Price only.`,
      });
    const date = parseDate(ownValue(item, 'Date'));
    const price = parsePrice(ownValue(item, 'Price'));
    if (!date.ok)
      errors.push({ FieldName: `${at}.Date`, ErrorCode: date.code, Message: `${at}.Date ${date.message}.` });
    if (!price.ok)
      errors.push({ FieldName: `${at}.Price`, ErrorCode: price.code, Message: `${at}.Price ${price.message}.` });
    if (!date.ok || !price.ok) continue;
    const before = seen.get(date.value);
    if (before !== undefined) {
      errors.push({
        FieldName: `${at}.Date`,
        ErrorCode: 'Duplicate',
        Message: `${at}.Date ${date.value} is also ${field}[${before}].Date: one price per date.`,
      });
      continue;
    }
    seen.set(date.value, i);
    out.push({ Date: date.value, Price: price.value });
  }
  if (errors.length > 0) return { errors };
  out.sort((a, b) => (a.Date < b.Date ? -1 : a.Date > b.Date ? 1 : 0));
  return { value: out, errors };
}
