import { type Failure, failure } from '../../shared/error-codes.js';
import { isAbsent, isPlainObject, type JsonObject } from '../fields/json-value.js';

/** An operator body: a JSON object; an absent body (or null) reads as `{}`, as the routes always have. */
export function bodyObject(body: unknown): { ok: true; value: JsonObject } | Failure<'InvalidRequest'> {
  if (isAbsent(body)) return { ok: true, value: {} };
  if (isPlainObject(body)) return { ok: true, value: body };
  return failure('InvalidRequest', 'The request body must be a JSON object.', [
    { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
  ]);
}
