import type { FieldErrorCode } from '../types.js';

/** What a field parser returns: the normalized value, or a field ErrorCode and a message fragment. */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: FieldErrorCode; readonly message: string };

export type Parser<T> = (input: unknown) => Parsed<T>;

export function parsedOk<T>(value: T): Parsed<T> {
  return { ok: true, value };
}

export function parsedError<T = never>(code: FieldErrorCode, message: string): Parsed<T> {
  return { ok: false, code, message };
}
