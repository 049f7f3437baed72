/** Why a request was refused 401: kept in the audit row (error_detail) and the log, never in the answer. */
export type AuthFailureCause =
  | 'MissingHeader'
  | 'MalformedHeader'
  | 'TimestampOutsideWindow'
  | 'UnknownKey'
  | 'RevokedKey'
  | 'UndecryptableKey'
  | 'BadSignature'
  | 'Replay';

// Keyed by the request object: the authentication middleware writes, the request context reads.
const causes = new WeakMap<object, AuthFailureCause>();

export function setAuthFailureCause(request: object, cause: AuthFailureCause): void {
  causes.set(request, cause);
}

export function authFailureCause(request: object): AuthFailureCause | undefined {
  return causes.get(request);
}
