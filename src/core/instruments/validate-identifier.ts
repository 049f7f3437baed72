import { identifierProblem } from './identifier-problem.js';
import { IDENTIFIER_SCHEMES, type IdentifierResult } from './identifier-types.js';
import { validateCusip } from './validate-cusip.js';
import { validateIsin } from './validate-isin.js';
import { validateTicker } from './validate-ticker.js';

/** `{ Scheme: 'Cusip' | 'Isin' | 'Ticker', Value }`, validated by its scheme (check digit included). Never throws. */
export function validateInstrumentIdentifier(input: unknown): IdentifierResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return identifierProblem('IdentifierMissing', 'Identifier must be an object { Scheme, Value }.');
  const scheme = Object.hasOwn(input, 'Scheme') ? (input as { Scheme?: unknown }).Scheme : undefined;
  const value = Object.hasOwn(input, 'Value') ? (input as { Value?: unknown }).Value : undefined;
  if (scheme === 'Cusip') return validateCusip(value);
  if (scheme === 'Isin') return validateIsin(value);
  if (scheme === 'Ticker') return validateTicker(value);
  const given = typeof scheme === 'string' ? `, not ${JSON.stringify(scheme.slice(0, 64))}` : '';
  return identifierProblem(
    'IdentifierSchemeUnknown',
    `Identifier.Scheme must be one of ${IDENTIFIER_SCHEMES.join(', ')}${given}.`,
  );
}
