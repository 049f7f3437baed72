import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode, FieldError } from '../../core/shared/error-codes.js';
import { TRANSPORT_ERROR_CODES, type TransportErrorCode } from '../../core/shared/error-codes.js';
import type { AppEnv } from '../app-env.js';

// Every response: { RequestId, Status, ...fields }. RequestId is a JSON number of 13 digits
// (exact in a double, below 2^53); Status 1 on success, 0 on failure with ResponseStatus.

export interface ResponseStatus {
  readonly ErrorCode: ErrorCode | TransportErrorCode;
  readonly Message: string;
  readonly Errors?: readonly FieldError[];
}

export function requestIdNumber(c: Context<AppEnv>): number {
  const id = c.get('requestId');
  return Number(id);
}

export function ok(c: Context<AppEnv>, fields: Record<string, unknown> = {}): Response {
  return c.json({ RequestId: requestIdNumber(c), Status: 1, ...fields }, 200);
}

/**
 * A success whose fields are already JSON text (`"A":1,"B":[...]`, the members without braces):
 * the same bytes `ok` would write for those fields, for answers that are cached serialised.
 */
export function okJsonMembers(c: Context<AppEnv>, members: string): Response {
  const head = `{"RequestId":${JSON.stringify(requestIdNumber(c))},"Status":1`;
  return c.body(members === '' ? `${head}}` : `${head},${members}}`, 200, { 'Content-Type': 'application/json' });
}

/** A handled application error: HTTP 200, Status 0. */
export function fail(c: Context<AppEnv>, code: ErrorCode, message: string, errors?: readonly FieldError[]): Response {
  c.set('errorCode', code);
  const rs: ResponseStatus =
    errors !== undefined && errors.length > 0
      ? { ErrorCode: code, Message: message, Errors: errors }
      : { ErrorCode: code, Message: message };
  return c.json({ RequestId: requestIdNumber(c), Status: 0, ResponseStatus: rs }, 200);
}

/** A transport failure (401, 403, 404, 413, 415, 429, 500) with the same envelope. */
export function transportFail(
  c: Context<AppEnv>,
  code: TransportErrorCode,
  message: string,
  headers?: Record<string, string>,
): Response {
  c.set('errorCode', code);
  const status = TRANSPORT_ERROR_CODES[code] as ContentfulStatusCode;
  return c.json(
    { RequestId: requestIdNumber(c), Status: 0, ResponseStatus: { ErrorCode: code, Message: message } },
    status,
    headers,
  );
}
