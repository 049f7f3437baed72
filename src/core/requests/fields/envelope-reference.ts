import { type FieldError, failure } from '../../shared/error-codes.js';
import type { ValidationResult } from '../types.js';
import { parseProviderReferenceId } from './common-parsers.js';
import { FieldCollector } from './field-collector.js';
import { isPlainObject } from './json-value.js';

/**
 * The problems of a body's ProviderReferenceId, for a validator that otherwise passes over the
 * envelope (the instrument and beneficiary writes): none when absent or null, else the checks of
 * parseProviderReferenceId (a single-line string of 1..128 characters). The write shell looks a
 * reference up only when it is a string, so a malformed one must be refused here, not ignored
 * (docs/decisions/69-fuzzed-inputs.md).
 */
export function envelopeReferenceErrors(request: unknown): readonly FieldError[] {
  if (!isPlainObject(request)) return [];
  const f = new FieldCollector(request);
  f.read('ProviderReferenceId', parseProviderReferenceId, 'optional');
  return f.errors;
}

/** A validator's result with the ProviderReferenceId problems added: a failure when there are any. */
export function withEnvelopeReference<V>(
  request: unknown,
  result: ValidationResult<V, 'InvalidRequest'>,
): ValidationResult<V, 'InvalidRequest'> {
  const errors = envelopeReferenceErrors(request);
  if (errors.length === 0) return result;
  if (result.ok) return failure('InvalidRequest', errors[0]?.Message ?? 'ProviderReferenceId is invalid.', errors);
  return failure('InvalidRequest', result.Message, [...errors, ...result.Errors]);
}
