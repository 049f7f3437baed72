import type { FieldError } from '../../shared/error-codes.js';
import { isAbsent, type JsonObject, ownValue } from '../fields/json-value.js';
import { REQUEST_LIMITS } from '../limits.js';

/**
 * A list of strings at `field` (each 1..256 characters, at most `max_items`), de-duplicated in
 * order. Absent is an error when required. Errors name the field (`Authorities[3]`).
 */
export function readStringList(
  body: JsonObject,
  field: string,
  max_items: number,
  required: boolean,
): { value?: string[]; errors: FieldError[] } {
  const raw = ownValue(body, field);
  if (isAbsent(raw))
    return required
      ? { errors: [{ FieldName: field, ErrorCode: 'Required', Message: `${field} is required.` }] }
      : { errors: [] };
  if (!Array.isArray(raw))
    return {
      errors: [{ FieldName: field, ErrorCode: 'InvalidFormat', Message: `${field} must be a list of strings.` }],
    };
  if (raw.length > max_items)
    return {
      errors: [{ FieldName: field, ErrorCode: 'TooLong', Message: `${field} may hold at most ${max_items} entries.` }],
    };
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    const v: unknown = raw[i];
    if (typeof v !== 'string' || v.length === 0 || v.length > REQUEST_LIMITS.generic_string_chars) {
      if (errors.length < REQUEST_LIMITS.max_field_errors)
        errors.push({
          FieldName: `${field}[${i}]`,
          ErrorCode: 'InvalidValue',
          Message: `${field}[${i}] must be a string of 1 to ${REQUEST_LIMITS.generic_string_chars} characters.`,
        });
      continue;
    }
    seen.add(v);
  }
  return errors.length > 0 ? { errors } : { value: [...seen], errors };
}
