import type { InstrumentAttributeValue } from '../../assets/types.js';
import type { FieldError } from '../../shared/error-codes.js';
import { checkKeys, tooManyFields } from '../fields/check-keys.js';
import { clip, isAbsent, isPlainObject, ownValue } from '../fields/json-value.js';
import { REQUEST_LIMITS } from '../limits.js';

/** Most instrument attributes read from one request. */
const MAX_ATTRIBUTES = 64;
const NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

export interface NormalizedInstrument {
  readonly Attributes?: Readonly<Record<string, InstrumentAttributeValue>>;
}

function attributeProblem(value: unknown): string | undefined {
  if (typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : 'must be a finite number';
  if (typeof value !== 'string') return 'must be a boolean, a number or a string';
  return value.length > REQUEST_LIMITS.generic_string_chars
    ? `must be at most ${REQUEST_LIMITS.generic_string_chars} characters`
    : undefined;
}

/** Instrument: `{ Attributes?: { Name: boolean | number | string } }`, the facts instrument predicates read. */
export function readInstrument(raw: unknown): { value?: NormalizedInstrument; errors: FieldError[] } {
  if (!isPlainObject(raw))
    return {
      errors: [{ FieldName: 'Instrument', ErrorCode: 'InvalidFormat', Message: 'Instrument must be an object.' }],
    };
  const keyErrors = checkKeys(raw, { known: new Set(['Attributes']), prefix: 'Instrument.', what: 'Instrument' });
  if (tooManyFields(keyErrors)) return { errors: keyErrors };
  const attrs = ownValue(raw, 'Attributes');
  if (isAbsent(attrs)) return keyErrors.length > 0 ? { errors: keyErrors } : { value: {}, errors: [] };
  const at = 'Instrument.Attributes';
  if (!isPlainObject(attrs))
    return {
      errors: [...keyErrors, { FieldName: at, ErrorCode: 'InvalidFormat', Message: `${at} must be an object.` }],
    };
  const names = Object.keys(attrs);
  if (names.length > MAX_ATTRIBUTES)
    return {
      errors: [
        { FieldName: at, ErrorCode: 'TooManyFields', Message: `${at} has more than ${MAX_ATTRIBUTES} attributes.` },
      ],
    };
  const errors: FieldError[] = [...keyErrors];
  const out: Record<string, InstrumentAttributeValue> = {};
  for (const name of names) {
    const value = attrs[name];
    const problem = NAME.test(name) ? attributeProblem(value) : 'is not an attribute name (letters and digits)';
    if (problem !== undefined)
      errors.push({
        FieldName: `${at}.${clip(name)}`,
        ErrorCode: 'InvalidValue',
        Message: `${at}.${clip(name)} ${problem}.`,
      });
    else out[name] = value as InstrumentAttributeValue;
  }
  return errors.length > 0 ? { errors } : { value: { Attributes: out }, errors };
}
