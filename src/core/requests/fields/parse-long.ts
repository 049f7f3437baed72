import { type Parsed, parsedError, parsedOk } from './parsed.js';

const MAX_LONG = 9223372036854775807n;
const DIGITS = /^[1-9]\d{0,18}$/;

/**
 * A positive 64-bit integer (1..2^63-1), as a JSON integer or a string of digits, normalized
 * to a digit string: JavaScript numbers lose precision above 2^53, so larger ids must be strings.
 */
export function parseLong(input: unknown): Parsed<string> {
  if (typeof input === 'number') {
    if (!Number.isInteger(input)) return parsedError('InvalidFormat', 'must be a whole number');
    if (input < 1) return parsedError('OutOfRange', 'must be at least 1');
    if (!Number.isSafeInteger(input))
      return parsedError(
        'InvalidFormat',
        'is above 2^53 and loses precision as a JSON number; send it as a string of digits',
      );
    return parsedOk(String(input));
  }
  if (typeof input !== 'string' || !DIGITS.test(input))
    return parsedError(
      'InvalidFormat',
      'must be a whole number from 1 to 9223372036854775807 (a JSON integer or a string of digits)',
    );
  if (BigInt(input) > MAX_LONG) return parsedError('OutOfRange', 'must not exceed 9223372036854775807 (2^63-1)');
  return parsedOk(input);
}
