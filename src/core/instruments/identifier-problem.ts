import type { IdentifierProblem, IdentifierProblemCode } from './identifier-types.js';

const ECHO_CHARS = 64;

/** A typed identifier failure (never throws, echoes at most 64 characters of caller text). */
export function identifierProblem(
  Code: IdentifierProblemCode,
  Message: string,
  extra: { readonly Position?: number; readonly ExpectedCheckDigit?: string } = {},
): IdentifierProblem {
  return { ok: false, Code, Message, ...extra };
}

export function quoteIdentifier(value: string): string {
  return JSON.stringify(value.length > ECHO_CHARS ? `${value.slice(0, ECHO_CHARS)}...` : value);
}

/** A missing or non-string identifier. */
export function missingIdentifier(input: unknown, scheme: string): IdentifierProblem | undefined {
  if (typeof input === 'string' && input.length > 0) return undefined;
  return identifierProblem(
    'IdentifierMissing',
    `A ${scheme} must be a non-empty string, not ` +
      `${input === '' ? 'an empty string' : input === null ? 'null' : typeof input}.`,
  );
}
