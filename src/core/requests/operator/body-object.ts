import { type Failure, failure } from '../../shared/error-codes.js';
import { isPlainObject, type JsonObject } from '../fields/json-value.js';

/**
 * An operator body: a JSON object; an absent body reads as `{}`. A JSON `null` is refused like any
 * other non-object (docs/decisions/69-fuzzed-inputs.md).
 */
export function bodyObject(body: unknown): { ok: true; value: JsonObject } | Failure<'InvalidRequest'> {
  if (body === undefined) return { ok: true, value: {} };
  if (isPlainObject(body)) return { ok: true, value: body };
  return failure('InvalidRequest', 'The request body must be a JSON object.', [
    { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
  ]);
}
