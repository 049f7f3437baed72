import { asciiUpper } from './ascii-upper.js';
import { identifierProblem, missingIdentifier, quoteIdentifier } from './identifier-problem.js';
import type { IdentifierResult } from './identifier-types.js';

/** Root of 1 to 5 letters, optionally a share-class or series suffix of 1 to 3 letters or digits. */
const TICKER = /^([A-Z]{1,5})(?:[./-]([A-Z0-9]{1,3}))?$/;
const MAX_TICKER_CHARS = 9;

/**
 * A US listing symbol: a root of 1 to 5 letters (mutual funds have five ending in X), optionally
 * followed by `.`, `-` or `/` and a class or series suffix of 1 to 3 letters or digits (BRK.B,
 * BRK-B and BRK/B are the same symbol and are returned as BRK.B). A ticker has no check digit and
 * names a listing, not a security: prefer a CUSIP or an ISIN. Lower case is accepted and returned
 * upper case. Never throws.
 */
export function validateTicker(input: unknown): IdentifierResult {
  const missing = missingIdentifier(input, 'ticker');
  if (missing !== undefined) return missing;
  const raw = input as string;
  if (raw.length > MAX_TICKER_CHARS)
    return identifierProblem(
      'IdentifierWrongLength',
      `A ticker has at most ${MAX_TICKER_CHARS} characters (a root of 1 to 5 letters and an optional class ` +
        `suffix); ${quoteIdentifier(raw)} has ${raw.length}.`,
    );
  const value = asciiUpper(raw);
  const m = TICKER.exec(value);
  if (m === null)
    return identifierProblem(
      'IdentifierInvalidCharacter',
      `Ticker ${quoteIdentifier(raw)} must be 1 to 5 letters, optionally followed by ".", "-" or "/" and a ` +
        `class suffix of 1 to 3 letters or digits (for example BRK.B).`,
    );
  return { ok: true, value: { Scheme: 'Ticker', Value: m[2] === undefined ? m[1]! : `${m[1]!}.${m[2]}` } };
}
