import { type Failure, type FieldError, failure } from '../shared/error-codes.js';

/**
 * A failure from an engine function whose ErrorCode is a plain string, narrowed to the decision's
 * typed union so the code stays typed to the wire: a code outside `codes` (none is known) becomes
 * InvalidRequest rather than an untyped string.
 */
export function narrowFailure<C extends string>(
  codes: readonly C[],
  r: { readonly ErrorCode: string; readonly Message: string; readonly Errors?: readonly FieldError[] | undefined },
): Failure<C | 'InvalidRequest'> {
  const code = (codes as readonly string[]).includes(r.ErrorCode) ? (r.ErrorCode as C) : 'InvalidRequest';
  return failure(code, r.Message, r.Errors ?? []);
}
