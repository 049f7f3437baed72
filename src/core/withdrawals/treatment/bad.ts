import { type Failure, type FieldError, failure } from '../../shared/error-codes.js';

/** An InvalidRequest failure naming one field of the query. */
export function bad(field: string, message: string, code = 'Invalid'): Failure {
  const errors: FieldError[] = [{ FieldName: field, ErrorCode: code, Message: message }];
  return failure('InvalidRequest', `${field} ${message}`, errors);
}
