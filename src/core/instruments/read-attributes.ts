import type { InstrumentAttributeValue } from '../assets/types.js';
import type { Catalog } from '../catalog/types.js';
import { clip, isPlainObject } from '../requests/fields/json-value.js';
import type { FieldError } from '../shared/error-codes.js';
import { instrumentAttributeTypes } from './attribute-types.js';
import { INSTRUMENT_LIMITS } from './limits.js';

const NAME = /^[A-Z][A-Za-z0-9]{0,63}$/;

export interface ReadAttributes {
  /** Null values only when `removable`: the attribute is to be removed. */
  readonly value?: Readonly<Record<string, InstrumentAttributeValue | null>>;
  readonly errors: readonly FieldError[];
}

/**
 * `Attributes`: PascalCase names to a boolean, a finite number or a string. An attribute the
 * catalog's rules read must have the type they compare (IsLifeInsuranceContract is a boolean).
 * With `removable` (a PATCH), null removes the attribute. Never throws.
 */
export function readInstrumentAttributes(
  catalog: Catalog,
  raw: unknown,
  field: string,
  removable: boolean,
): ReadAttributes {
  if (!isPlainObject(raw))
    return { errors: [{ FieldName: field, ErrorCode: 'InvalidFormat', Message: `${field} must be an object.` }] };
  const names = Object.keys(raw);
  if (names.length > INSTRUMENT_LIMITS.max_attributes)
    return {
      errors: [
        {
          FieldName: field,
          ErrorCode: 'TooManyFields',
          Message: `${field} has ${names.length} attributes; at most ${INSTRUMENT_LIMITS.max_attributes} are kept.`,
        },
      ],
    };
  const types = instrumentAttributeTypes(catalog);
  const errors: FieldError[] = [];
  const out: Record<string, InstrumentAttributeValue | null> = {};
  for (const name of names) {
    const at = `${field}.${clip(name)}`;
    const value: unknown = raw[name];
    const bad = (ErrorCode: string, why: string): void => {
      errors.push({ FieldName: at, ErrorCode, Message: `${at} ${why}.` });
    };
    if (!NAME.test(name)) {
      bad('InvalidFormat', 'is not an attribute name (PascalCase letters and digits, at most 64)');
      continue;
    }
    if (value === null && removable) {
      out[name] = null;
      continue;
    }
    if (typeof value === 'string') {
      if (value.length > INSTRUMENT_LIMITS.attribute_string_chars) {
        bad('TooLong', `must be at most ${INSTRUMENT_LIMITS.attribute_string_chars} characters`);
        continue;
      }
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) {
        bad('InvalidValue', 'must be a finite number');
        continue;
      }
    } else if (typeof value !== 'boolean') {
      bad('InvalidFormat', `must be a boolean, a number or a string${removable ? ' (null removes it)' : ''}`);
      continue;
    }
    const expected = types.get(name);
    if (expected !== undefined && typeof value !== expected) {
      bad('InvalidValue', `must be a ${expected}: the catalog's rules compare it with a ${expected}`);
      continue;
    }
    out[name] = value;
  }
  return errors.length > 0 ? { errors } : { value: out, errors };
}
