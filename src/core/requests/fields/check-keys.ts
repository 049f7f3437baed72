import type { FieldError } from '../../shared/error-codes.js';
import { REQUEST_LIMITS } from '../limits.js';
import { clip, type JsonObject } from './json-value.js';

export interface KeyRules {
  /** Fields this request takes. */
  readonly known: ReadonlySet<string>;
  /** Fields the caller may not send, with the reason (assigned by the service, not taken by this type, ...). */
  readonly notAllowed?: (key: string) => string | undefined;
  /** Prefix for nested objects (`Contact.`). */
  readonly prefix?: string;
  /** What the object is, for messages ("the sep-ira Create Account request"). */
  readonly what: string;
}

/** One error per key the request does not take; bounded, with a closing summary when cut. */
export function checkKeys(obj: JsonObject, rules: KeyRules): FieldError[] {
  const errors: FieldError[] = [];
  const keys = Object.keys(obj);
  const prefix = rules.prefix ?? '';
  if (keys.length > REQUEST_LIMITS.max_fields) {
    return [
      {
        FieldName: prefix,
        ErrorCode: 'TooManyFields',
        Message: `${rules.what} has ${keys.length} fields; at most ${REQUEST_LIMITS.max_fields} are read.`,
      },
    ];
  }
  let skipped = 0;
  for (const key of keys) {
    if (rules.known.has(key)) continue;
    if (errors.length >= REQUEST_LIMITS.max_field_errors) {
      skipped += 1;
      continue;
    }
    const name = `${prefix}${clip(key)}`;
    const why = rules.notAllowed?.(key);
    errors.push(
      why === undefined
        ? { FieldName: name, ErrorCode: 'UnknownField', Message: `${name} is not a field of ${rules.what}.` }
        : { FieldName: name, ErrorCode: 'NotAllowed', Message: `${name} ${why}.` },
    );
  }
  if (skipped > 0)
    errors.push({
      FieldName: prefix,
      ErrorCode: 'UnknownField',
      Message: `${skipped} more fields are not taken by ${rules.what}.`,
    });
  return errors;
}

export function tooManyFields(errors: readonly FieldError[]): boolean {
  return errors.length === 1 && errors[0]?.ErrorCode === 'TooManyFields';
}
