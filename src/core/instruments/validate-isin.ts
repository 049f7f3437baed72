import { asciiUpper } from './ascii-upper.js';
import { characterValue } from './character-value.js';
import { identifierProblem, missingIdentifier, quoteIdentifier } from './identifier-problem.js';
import type { IdentifierResult } from './identifier-types.js';
import { isinCheckDigit } from './isin-check-digit.js';
import { validateCusip } from './validate-cusip.js';

/** Countries whose national numbering agency issues CUSIPs: the ISIN's NSIN is a whole CUSIP. */
const CUSIP_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA']);

/**
 * An ISIN (ISO 6166): a two-letter country code, a nine-character NSIN of letters and digits, and
 * a check digit (`isinCheckDigit`). For US and CA ISINs the NSIN is a CUSIP, whose own check digit
 * is checked too. Lower-case letters are accepted and returned upper case. The country code is
 * checked to be two letters, not against the ISO 3166 list (ANNA also assigns codes such as XS
 * and EU). Never throws.
 */
export function validateIsin(input: unknown): IdentifierResult {
  const missing = missingIdentifier(input, 'ISIN');
  if (missing !== undefined) return missing;
  const raw = input as string;
  if (raw.length !== 12)
    return identifierProblem(
      'IdentifierWrongLength',
      `An ISIN has 12 characters (2 country, 9 NSIN, 1 check digit) with no spaces; ` +
        `${quoteIdentifier(raw)} has ${raw.length}.`,
    );
  const value = asciiUpper(raw);
  for (let i = 0; i < 12; i++) {
    const v = characterValue(value.charCodeAt(i), false);
    if (i < 2 && !(v >= 10))
      return identifierProblem(
        'IsinCountryCodeInvalid',
        `ISIN ${quoteIdentifier(raw)}: characters 1 and 2 must be the letters of a country code; character ` +
          `${i + 1} is ${JSON.stringify(raw[i])}.`,
        { Position: i + 1 },
      );
    if (i >= 2 && i < 11 && v < 0)
      return identifierProblem(
        'IdentifierInvalidCharacter',
        `ISIN ${quoteIdentifier(raw)}: character ${i + 1} (${JSON.stringify(raw[i])}) must be a letter or a digit.`,
        { Position: i + 1 },
      );
    if (i === 11 && !(v >= 0 && v <= 9))
      return identifierProblem(
        'IdentifierInvalidCharacter',
        `ISIN ${quoteIdentifier(raw)}: character 12, the check digit, must be a digit.`,
        { Position: 12 },
      );
  }
  const expected = isinCheckDigit(value.slice(0, 11));
  if (expected === undefined || String(expected) !== value[11])
    return identifierProblem(
      'CheckDigitMismatch',
      `ISIN ${quoteIdentifier(raw)}: the check digit is ${value[11]}, but the first eleven characters give ` +
        `${expected}.`,
      { Position: 12, ExpectedCheckDigit: String(expected) },
    );
  if (CUSIP_COUNTRIES.has(value.slice(0, 2))) {
    const nsin = validateCusip(value.slice(2, 11));
    if (!nsin.ok)
      return identifierProblem(
        'NsinCheckDigitMismatch',
        `ISIN ${quoteIdentifier(raw)}: a ${value.slice(0, 2)} ISIN carries a CUSIP as its NSIN, and ` +
          `${value.slice(2, 11)} is not one: ${nsin.Message}`,
        nsin.ExpectedCheckDigit === undefined
          ? { Position: 11 }
          : { Position: 11, ExpectedCheckDigit: nsin.ExpectedCheckDigit },
      );
  }
  return { ok: true, value: { Scheme: 'Isin', Value: value } };
}
