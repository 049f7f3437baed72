import { Decimal } from 'decimal.js';
import { decimalString, parseAmount } from '../../shared/money.js';
import { type Parsed, type Parser, parsedError, parsedOk } from './parsed.js';

export interface DecimalRules {
  /** Digits allowed after the decimal point. */
  readonly minor_units: number;
  readonly allowZero?: boolean;
  readonly allowNegative?: boolean;
  /** Inclusive upper bound, as a decimal string. */
  readonly max?: string;
}

/** A decimal from a JSON number or a decimal string, exact (decimal.js), normalized to a plain string. */
export function decimalParser(rules: DecimalRules): Parser<string> {
  return (input: unknown): Parsed<string> => {
    const r = parseAmount(input, {
      minor_units: rules.minor_units,
      allowZero: rules.allowZero ?? false,
      allowNegative: rules.allowNegative ?? false,
    });
    if (!r.ok) {
      // Well-formed but outside the sign rules is a range problem; anything else is format.
      const signless = parseAmount(input, { minor_units: rules.minor_units, allowZero: true, allowNegative: true });
      return parsedError(signless.ok ? 'OutOfRange' : 'InvalidFormat', r.message);
    }
    if (rules.max !== undefined && r.value.gt(new Decimal(rules.max)))
      return parsedError('OutOfRange', `must not exceed ${rules.max}`);
    return parsedOk(decimalString(r.value));
  };
}
