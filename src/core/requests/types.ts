import type { Failure, FieldError } from '../shared/error-codes.js';

/** A normalized field value: Guids lower case, dates `YYYY-MM-DD`, decimals plain strings, longs digit strings. */
export type FieldValue = string | number | boolean;

/** Per-field ErrorCodes produced by the shape validators (opening checks add the catalog's own codes). */
export type FieldErrorCode =
  | 'Required'
  | 'InvalidFormat'
  | 'InvalidValue'
  | 'OutOfRange'
  | 'TooLong'
  | 'NotAllowed'
  | 'UnknownField'
  | 'FieldRemoved'
  | 'TooManyFields';

/** A non-fatal note attached to a successful validation. */
export interface ValidationWarning {
  readonly Code: string;
  readonly Message: string;
}

export type ValidationResult<V, C extends string> = { readonly ok: true; readonly value: V } | Failure<C>;

export type { FieldError };
