import type { ErrorCode, FieldError, TransportErrorCode } from '../../core/shared/error-codes.js';

/** A handled failure of a write, as the wire carries it: a typed ErrorCode (design.md section 3). */
export interface WireFailure {
  readonly ErrorCode: ErrorCode;
  readonly Message: string;
  readonly Errors?: readonly FieldError[];
}

/**
 * Thrown by the shell (and the guards) to roll the write's transaction back and answer with a
 * handled failure: HTTP 200, Status 0. Mapped to the envelope in ONE place, the app's onError
 * (create-app.ts), never by a route.
 */
export class HandledFailure extends Error {
  constructor(readonly failure: WireFailure) {
    super(failure.ErrorCode);
  }
}

/** Thrown by a route-group guard: a transport failure (403 Forbidden) with the same envelope. */
export class TransportFailure extends Error {
  constructor(
    readonly code: TransportErrorCode,
    readonly description: string,
  ) {
    super(code);
  }
}

export function handled(ErrorCode: ErrorCode, Message: string, Errors?: readonly FieldError[]): HandledFailure {
  return new HandledFailure(Errors === undefined ? { ErrorCode, Message } : { ErrorCode, Message, Errors });
}
