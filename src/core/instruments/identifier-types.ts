/** The identifier schemes an instrument may be registered under. */
export const IDENTIFIER_SCHEMES = ['Cusip', 'Isin', 'Ticker'] as const;
export type IdentifierScheme = (typeof IDENTIFIER_SCHEMES)[number];

/** An instrument's identifier: the scheme and the value (upper case, as normalised by validation). */
export interface InstrumentIdentifier {
  readonly Scheme: IdentifierScheme;
  readonly Value: string;
}

/** What is wrong with an identifier; each code travels as a FieldError ErrorCode. */
export type IdentifierProblemCode =
  /** Not a string, or empty. */
  | 'IdentifierMissing'
  /** Not the scheme's length (CUSIP 9, ISIN 12, ticker root 1 to 5). */
  | 'IdentifierWrongLength'
  /** A character the scheme does not allow at that position (named in the message). */
  | 'IdentifierInvalidCharacter'
  /** The ISIN's first two characters are not letters (an ISO 3166-1 alpha-2 code). */
  | 'IsinCountryCodeInvalid'
  /** The last character is not the check digit the other characters give. */
  | 'CheckDigitMismatch'
  /** A US or CA ISIN whose nine-character NSIN is not a CUSIP with a correct check digit. */
  | 'NsinCheckDigitMismatch'
  /** The scheme is not Cusip, Isin or Ticker. */
  | 'IdentifierSchemeUnknown';

export interface IdentifierProblem {
  readonly ok: false;
  readonly Code: IdentifierProblemCode;
  readonly Message: string;
  /** 1-based position of the offending character, when one is named. */
  readonly Position?: number;
  /** For a check digit mismatch: the digit the other characters give. */
  readonly ExpectedCheckDigit?: string;
}

export type IdentifierResult = { readonly ok: true; readonly value: InstrumentIdentifier } | IdentifierProblem;
