import type { OpeningCheck } from '../../../catalog/opening-check-schema.js';
import type { FieldError } from '../../../shared/error-codes.js';
import { type CheckInput, ruleError } from './check-input.js';

type Kind<K extends OpeningCheck['Kind']> = Extract<OpeningCheck, { Kind: K }>;

// Each check runs only when its field holds a valid value: a missing or malformed field has
// already been reported by the shape pass, and a check must not report it twice.

export function checkFieldEquals(input: CheckInput, check: Kind<'FieldEquals'>): FieldError | undefined {
  const v = input.values[check.Field];
  if (v === undefined || v === check.Equals) return undefined;
  return ruleError(
    input,
    check.Field,
    check.ErrorCode,
    `${check.Field} must be ${String(check.Equals)} for ${input.type.Slug}, not ${String(v)}.`,
  );
}

export function checkFieldOneOf(input: CheckInput, check: Kind<'FieldOneOf'>): FieldError | undefined {
  const v = input.values[check.Field];
  if (v === undefined || (typeof v === 'string' && check.Values.includes(v))) return undefined;
  return ruleError(
    input,
    check.Field,
    check.ErrorCode,
    `${check.Field} ${String(v)} is not permitted for ${input.type.Slug}; permitted: ${check.Values.join(', ')}.`,
  );
}

export function checkDateOnOrBefore(input: CheckInput, check: Kind<'DateOnOrBefore'>): FieldError | undefined {
  const v = input.values[check.Field];
  if (typeof v !== 'string' || v <= check.Date) return undefined; // YYYY-MM-DD compares lexically
  return ruleError(input, check.Field, check.ErrorCode, `${check.Field} ${v} is after ${check.Date}.`);
}

export function checkDateNotAfterToday(input: CheckInput, check: Kind<'DateNotAfterToday'>): FieldError | undefined {
  const v = input.values[check.Field];
  if (typeof v !== 'string' || v <= input.today) return undefined;
  return ruleError(input, check.Field, check.ErrorCode, `${check.Field} ${v} is after today (${input.today}).`);
}

export function checkValueRemoved(input: CheckInput, check: Kind<'ValueRemoved'>): FieldError | undefined {
  if (input.values[check.Field] !== check.Value) return undefined;
  return ruleError(
    input,
    check.Field,
    check.ErrorCode,
    `${check.Field} ${check.Value} has been removed from the interface and is no longer accepted.`,
  );
}
