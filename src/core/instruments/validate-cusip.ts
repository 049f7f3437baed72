import { asciiUpper } from './ascii-upper.js';
import { characterValue } from './character-value.js';
import { cusipCheckDigit } from './cusip-check-digit.js';
import { identifierProblem, missingIdentifier, quoteIdentifier } from './identifier-problem.js';
import type { IdentifierResult } from './identifier-types.js';

/**
 * A CUSIP: nine characters, an issuer (6) and an issue (2) of digits, letters or the
 * private-placement characters * @ #, then a check digit (`cusipCheckDigit`). Lower-case letters
 * are accepted and returned upper case. Never throws.
 */
export function validateCusip(input: unknown): IdentifierResult {
  const missing = missingIdentifier(input, 'CUSIP');
  if (missing !== undefined) return missing;
  const raw = input as string;
  if (raw.length !== 9)
    return identifierProblem(
      'IdentifierWrongLength',
      `A CUSIP has 9 characters (6 issuer, 2 issue, 1 check digit) with no spaces; ${quoteIdentifier(raw)} ` +
        `has ${raw.length}.`,
    );
  const value = asciiUpper(raw);
  for (let i = 0; i < 9; i++) {
    const code = value.charCodeAt(i);
    const ok = i < 8 ? characterValue(code, true) >= 0 : code >= 48 && code <= 57;
    if (!ok)
      return identifierProblem(
        'IdentifierInvalidCharacter',
        i < 8
          ? `CUSIP ${quoteIdentifier(raw)}: character ${i + 1} (${JSON.stringify(raw[i])}) must be a digit, ` +
              `a letter or one of * @ #.`
          : `CUSIP ${quoteIdentifier(raw)}: character 9, the check digit, must be a digit.`,
        { Position: i + 1 },
      );
  }
  const expected = cusipCheckDigit(value.slice(0, 8));
  if (expected === undefined || String(expected) !== value[8])
    return identifierProblem(
      'CheckDigitMismatch',
      `CUSIP ${quoteIdentifier(raw)}: the check digit is ${value[8]}, but the first eight characters give ${expected}.`,
      { Position: 9, ExpectedCheckDigit: String(expected) },
    );
  return { ok: true, value: { Scheme: 'Cusip', Value: value } };
}
