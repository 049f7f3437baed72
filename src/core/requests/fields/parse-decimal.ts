import { Decimal } from 'decimal.js';
import { catalogMinorUnits, minorUnitsText, readMinorUnits } from '../../shared/minor-units.js';
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

/**
 * A decimal from a JSON number or a decimal string, exact, normalized to a plain string. Whole
 * cents within the bounds take the integer path; everything else (and every error) the readable
 * decimal.js parser. Equal to `decimalParserReadable` (test/perf-equivalence).
 */
export function decimalParser(rules: DecimalRules): Parser<string> {
  const readable = decimalParserReadable(rules);
  const maxCents = rules.max === undefined ? Number.POSITIVE_INFINITY : catalogMinorUnits(rules.max);
  if (rules.minor_units < 2 || Number.isNaN(maxCents)) return readable;
  const allowZero = rules.allowZero === true;
  return (input: unknown): Parsed<string> => {
    const cents = readMinorUnits(input);
    if (cents !== undefined && (cents > 0 || allowZero) && cents <= maxCents) return parsedOk(minorUnitsText(cents));
    return readable(input);
  };
}

/** The readable definition: decimal.js reads the amount and says what is wrong with it. */
export function decimalParserReadable(rules: DecimalRules): Parser<string> {
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
