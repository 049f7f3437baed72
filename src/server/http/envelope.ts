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

/** An Errors entry's Message longer than this is not repeated in the top-level Message. */
export const REPEATED_MESSAGE_MAX_CHARS = 80;

/**
 * The top-level Message of a failure with Errors (docs/decisions/68-operators-cli.md): a long
 * detail is said once, in its Errors entry (next to its FieldName and ErrorCode); the Message
 * names the field and code and points there. A short detail (at most 80 characters) stays in both,
 * so a one-line reader sees it whole. Several errors are already summarised by the core.
 */
export function envelopeMessage(message: string, errors: readonly FieldError[] | undefined): string {
  const only = errors?.length === 1 ? errors[0] : undefined;
  if (only === undefined || only.Message.length <= REPEATED_MESSAGE_MAX_CHARS || !message.includes(only.Message))
    return message;
  const pointer =
    `${only.FieldName === '' ? 'the request body' : only.FieldName} (${only.ErrorCode}): Errors[0] says what ` +
    `is wrong and what to send.`;
  if (message.trim() === only.Message.trim()) return pointer.charAt(0).toUpperCase() + pointer.slice(1);
  return message.replace(only.Message, () => pointer);
}

const CLOSE = new Uint8Array([0x7d]);

/**
 * A success whose last members are already UTF-8 JSON (`"A":[...]`, without braces): the same
 * bytes `ok` would write, for a large answer served many times (its bytes are copied, not
 * serialised and encoded again for every request). `prefix` holds members before them as text,
 * each followed by a comma.
 */
export function okJsonBytes(c: Context<AppEnv>, prefix: string, members: Uint8Array): Response {
  const head = Buffer.from(`{"RequestId":${JSON.stringify(requestIdNumber(c))},"Status":1,${prefix}`, 'utf8');
  const body = Buffer.concat([head, members, CLOSE], head.byteLength + members.byteLength + 1);
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

/** A handled application error: HTTP 200, Status 0. */
export function fail(c: Context<AppEnv>, code: ErrorCode, message: string, errors?: readonly FieldError[]): Response {
  c.set('errorCode', code);
  const rs: ResponseStatus =
    errors !== undefined && errors.length > 0
      ? { ErrorCode: code, Message: envelopeMessage(message, errors), Errors: errors }
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
