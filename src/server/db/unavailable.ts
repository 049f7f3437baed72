/**
 * The database could not serve this request: the connection was lost mid-transaction, no
 * connection could be had in time, or a statement ran past its timeout. The request failed
 * whole (its transaction rolled back); the caller may retry. Mapped to 503 ServiceUnavailable.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  constructor(
    message: string,
    override readonly cause: unknown,
  ) {
    super(message);
  }
}

/** SQLSTATE classes and codes that mean "try again", not "your request is wrong". */
const RETRYABLE_SQLSTATE = /^(08|53|57P0)/;
const QUERY_CANCELED = '57014';
const IDLE_IN_TRANSACTION_TIMEOUT = '25P03';
const RETRYABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const RETRYABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Query read timeout',
  'Cannot use a pool after calling end',
  // 55000 with this text: ALTER DATABASE ... ALLOW_CONNECTIONS false (maintenance, a failover
  // drill); found by the fault suite (scripts/faults), where it answered 500.
  'is not currently accepting connections',
];

/** True when err is a lost or unobtainable connection, or a timeout: the request may be retried. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code === QUERY_CANCELED || code === IDLE_IN_TRANSACTION_TIMEOUT) return true;
    if (RETRYABLE_SQLSTATE.test(code) || RETRYABLE_NODE_CODES.has(code)) return true;
  }
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && RETRYABLE_MESSAGES.some((m) => message.includes(m));
}

/** Rethrows a retryable database error as DatabaseUnavailableError; anything else unchanged. */
export function asUnavailable(err: unknown): unknown {
  if (err instanceof DatabaseUnavailableError || !isDatabaseUnavailable(err)) return err;
  const detail = err instanceof Error ? err.message : String(err);
  return new DatabaseUnavailableError(`The database is unavailable (${detail}); retry the request.`, err);
}
