import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from '../app-env.js';
import { authFailureCause } from '../auth/failure-cause.js';
import type { Queryable } from '../db/types.js';
import { type AuditRow, auditSinkFor } from './audit.js';
import type { RequestIds } from './request-ids.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Outermost middleware: gives the request its RequestId, times it, and after the response
 * hands the audit row to the database's audit sink (batched, never awaited: src/server/http/audit.ts)
 * and writes one log line (RequestId, key, route, status; never a secret).
 */
export function requestContext(
  db: Queryable,
  ids: RequestIds,
  logger: Logger,
  now: () => Date,
): MiddlewareHandler<AppEnv> {
  const audit = auditSinkFor(db, logger);
  return async (c, next) => {
    const started = performance.now();
    const at = now();
    c.set('requestId', ids.nextSync() ?? (await ids.next()));
    // Before the answer exists: a header set after it is built makes Hono rebuild the Response
    // around its body stream, and the Node adapter then streams it (several turns of the event
    // loop and a timer per request) instead of writing the string at once.
    c.header('X-Request-Id', c.get('requestId'));
    await next();
    const duration_ms = performance.now() - started;
    let route = '';
    try {
      route = routePath(c, -1);
    } catch {
      route = '';
    }
    if (route === '' || route === '*' || route === '/*' || route === '/v1/*') route = 'unmatched';
    const principal = c.get('principal') as AppEnv['Variables']['principal'] | undefined;
    const errorCode = c.get('errorCode');
    const cause = authFailureCause(c.req.raw);
    const row: AuditRow = {
      RequestId: c.get('requestId'),
      KeyId: principal?.KeyId,
      Method: c.req.method,
      Route: route,
      HttpStatus: c.res.status,
      Status: errorCode === undefined && c.res.status < 400 ? 1 : 0,
      ErrorCode: errorCode,
      ErrorDetail: cause,
      OccurredAt: at,
      duration_ms,
    };
    const read = SAFE_METHODS.has(row.Method);
    audit.add(row, !read);
    // A read that succeeded is in audit_log already: its line is debug (docs/decisions 52); writes,
    // refusals and errors are info.
    const quiet = read && row.Status === 1;
    if (quiet && !logger.isLevelEnabled('debug')) return;
    const line = {
      RequestId: row.RequestId,
      KeyId: row.KeyId,
      method: row.Method,
      route,
      http_status: row.HttpStatus,
      ErrorCode: errorCode,
      ...(cause !== undefined ? { AuthFailure: cause } : {}),
      duration_ms: Math.round(duration_ms),
    };
    if (quiet) logger.debug(line, 'request');
    else logger.info(line, 'request');
  };
}
