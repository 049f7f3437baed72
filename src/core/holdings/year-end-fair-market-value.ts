import { INSTRUMENT_LIMITS } from '../instruments/limits.js';
import { decimalParser } from '../requests/fields/parse-decimal.js';
import { parseIsoDate } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { cashAmount } from './cash-amount.js';
import { ExactDecimal } from './exact-decimal.js';
import { HOLDING_LIMITS } from './limits.js';
import { parseQuantity } from './parse-quantity.js';
import type {
  TreatmentWarning,
  ValuedPosition,
  YearEndPosition,
  YearEndValuation,
  YearEndValuationInput,
} from './types.js';

const parseCash = decimalParser({ minor_units: 2, allowZero: true, allowNegative: true });
const parsePrice = decimalParser({ minor_units: INSTRUMENT_LIMITS.price_scale, max: INSTRUMENT_LIMITS.max_price });
const MAX_PRICES_SCANNED = INSTRUMENT_LIMITS.max_prices;
const MAX_ERRORS = 32;

/**
 * The fair market value of an account on December 31 of `Year` (the figure of Form 5498 box 5 and
 * the balance the next year's required distribution divides): cash plus each position valued at
 * its instrument's last price on or before December 31, quantity x price rounded half up to cents
 * per position, then summed. A position with a quantity has to have such a price; a price dated
 * before the year is used but warned about (StalePrice). Pure; never throws.
 */
export function yearEndFairMarketValue(input: YearEndValuationInput): YearEndValuation | Failure<'InvalidRequest'> {
  const q: Partial<Record<keyof YearEndValuationInput, unknown>> =
    typeof input === 'object' && input !== null ? input : {};
  const errors: FieldError[] = [];
  const year = q.Year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1900 || year > 2200)
    errors.push({
      FieldName: 'Year',
      ErrorCode: 'InvalidValue',
      Message: 'Year must be a whole year from 1900 to 2200.',
    });
  const cash = parseCash(q.Cash);
  if (!cash.ok) errors.push({ FieldName: 'Cash', ErrorCode: cash.code, Message: `Cash ${cash.message}.` });
  const positions = q.Positions;
  if (!Array.isArray(positions) || positions.length > HOLDING_LIMITS.max_positions)
    errors.push({
      FieldName: 'Positions',
      ErrorCode: 'InvalidFormat',
      Message: `Positions must be a list of at most ${HOLDING_LIMITS.max_positions} positions.`,
    });
  if (errors.length > 0 || typeof year !== 'number' || !cash.ok || !Array.isArray(positions))
    return failure(
      'InvalidRequest',
      `The valuation has ${errors.length} problem(s): ${errors.map((e) => e.Message).join(' ')}`,
      errors,
    );

  const ValuationDate = `${year}-12-31`;
  const yearStart = `${year}-01-01`;
  const valued: ValuedPosition[] = [];
  const warnings: TreatmentWarning[] = [];
  let holdings = new ExactDecimal(0);
  for (let i = 0; i < positions.length && errors.length < MAX_ERRORS; i++) {
    const p = positions[i] as Partial<YearEndPosition> | null;
    const at = `Positions[${i}]`;
    if (typeof p !== 'object' || p === null || typeof p.InstrumentId !== 'string' || !Array.isArray(p.Prices)) {
      errors.push({
        FieldName: at,
        ErrorCode: 'InvalidFormat',
        Message: `${at} must be { InstrumentId, Quantity, Prices }.`,
      });
      continue;
    }
    const quantity = parseQuantity(p.Quantity, 18, true);
    if (!quantity.ok) {
      errors.push({
        FieldName: `${at}.Quantity`,
        ErrorCode: quantity.code,
        Message: `${at}.Quantity ${quantity.message}.`,
      });
      continue;
    }
    const best = lastPriceOnOrBefore(p.Prices, ValuationDate);
    if (typeof best === 'string') {
      errors.push({ FieldName: `${at}.Prices`, ErrorCode: 'InvalidValue', Message: `${at}.Prices ${best}.` });
      continue;
    }
    const zero = new ExactDecimal(quantity.value).isZero();
    if (best === undefined) {
      if (!zero) {
        errors.push({
          FieldName: `${at}.Prices`,
          ErrorCode: 'PriceMissing',
          Message: `${at} (${p.InstrumentId.slice(0, 64)}) has no price on or before ${ValuationDate}.`,
        });
        continue;
      }
      valued.push({ InstrumentId: p.InstrumentId, Quantity: quantity.value, Value: '0.00' });
      continue;
    }
    const value = cashAmount(quantity.value, best.Price);
    holdings = holdings.plus(value);
    if (best.Date < yearStart && !zero)
      warnings.push({
        Code: 'StalePrice',
        Message:
          `${p.InstrumentId.slice(0, 64)} is valued at its price of ${best.Date}, the last one before ` +
          `${ValuationDate}.`,
      });
    valued.push({
      InstrumentId: p.InstrumentId,
      Quantity: quantity.value,
      PriceDate: best.Date,
      Price: best.Price,
      Value: value,
    });
  }
  if (errors.length > 0)
    return failure(
      'InvalidRequest',
      `The valuation has ${errors.length} problem(s): ${errors.map((e) => e.Message).join(' ')}`,
      errors,
    );
  return {
    ok: true,
    Year: year,
    ValuationDate,
    Cash: new ExactDecimal(cash.value).toFixed(2),
    Positions: valued,
    HoldingsValue: holdings.toFixed(2),
    FairMarketValue: holdings.plus(cash.value).toFixed(2),
    Warnings: warnings,
  };
}

/** The latest well-formed price on or before `date`, undefined when none, or why the list is bad. */
function lastPriceOnOrBefore(
  prices: readonly unknown[],
  date: string,
): { readonly Date: string; readonly Price: string } | undefined | string {
  if (prices.length > MAX_PRICES_SCANNED) return `has more than ${MAX_PRICES_SCANNED} prices`;
  let best: { Date: string; Price: string } | undefined;
  for (let j = 0; j < prices.length; j++) {
    const p = prices[j] as { Date?: unknown; Price?: unknown } | null;
    if (typeof p !== 'object' || p === null || typeof p.Date !== 'string' || parseIsoDate(p.Date) === undefined)
      return `[${j}] is not { Date: YYYY-MM-DD, Price }`;
    if (p.Date > date || (best !== undefined && p.Date <= best.Date)) continue;
    const price = parsePrice(p.Price);
    if (!price.ok) return `[${j}].Price ${price.message}`;
    best = { Date: p.Date, Price: price.value };
  }
  return best;
}
