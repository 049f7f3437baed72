import { type Parsed, parsedError, parsedOk } from '../requests/fields/parsed.js';
import { parseAmount } from '../shared/money.js';
import { ExactDecimal } from './exact-decimal.js';
import { HOLDING_LIMITS } from './limits.js';

const MAX_QUANTITY = new ExactDecimal(HOLDING_LIMITS.max_quantity);

/**
 * A quantity of an instrument: a JSON number or a decimal string in plain notation, at most
 * `scale` digits after the point (the instrument's QuantityScale), at most 10^12, positive unless
 * `allowZero`. Returned as a plain decimal string. Never throws.
 */
export function parseQuantity(input: unknown, scale: number, allowZero = false): Parsed<string> {
  if (!Number.isInteger(scale) || scale < 0 || scale > 18) return parsedError('InvalidValue', 'has no valid scale');
  const r = parseAmount(input, { minor_units: scale, allowZero, allowNegative: false });
  if (!r.ok) {
    const signless = parseAmount(input, { minor_units: scale, allowZero: true, allowNegative: true });
    const message = /digits after/.test(r.message)
      ? `must have at most ${scale} digits after the decimal point (the instrument's QuantityScale)`
      : r.message;
    return parsedError(signless.ok ? 'OutOfRange' : 'InvalidFormat', message);
  }
  const value = new ExactDecimal(r.value.toFixed());
  if (value.gt(MAX_QUANTITY)) return parsedError('OutOfRange', `must not exceed ${HOLDING_LIMITS.max_quantity}`);
  return parsedOk(value.toFixed());
}
