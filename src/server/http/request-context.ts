import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from '../app-env.js';
import type { Queryable } from '../db/types.js';
import { writeAudit } from './audit.js';
import type { RequestIds } from './request-ids.js';

/**
 * Outermost middleware: gives the request its RequestId, times it, and after the response
 * writes the audit row and one log line (RequestId, key, route, status; never a secret).
 */
export function requestContext(
  db: Queryable,
  ids: RequestIds,
  logger: Logger,
  now: () => Date,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const at = now();
    c.set('requestId', await ids.next());
    await next();
    const duration_ms = performance.now() - started;
    let route = '';
    try {
      route = routePath(c, -1);
    } catch {
      route = '';
    }
    if (route === '' || route === '*' || route === '/*' || route === '/v1/*') route = 'unmatched';
    const principal = c.var.principal as AppEnv['Variables']['principal'] | undefined;
    const errorCode = c.var.errorCode;
    const row = {
      RequestId: c.var.requestId,
      KeyId: principal?.KeyId,
      Method: c.req.method,
      Route: route,
      HttpStatus: c.res.status,
      Status: errorCode === undefined && c.res.status < 400 ? (1 as const) : (0 as const),
      ErrorCode: errorCode,
      OccurredAt: at,
      duration_ms,
    };
    c.header('X-Request-Id', c.var.requestId);
    try {
      await writeAudit(db, row);
    } catch (err) {
      logger.error(
        { RequestId: row.RequestId, err: err instanceof Error ? err.message : String(err) },
        'audit write failed',
      );
    }
    logger.info(
      {
        RequestId: row.RequestId,
        KeyId: row.KeyId,
        method: row.Method,
        route,
        http_status: row.HttpStatus,
        ErrorCode: errorCode,
        duration_ms: Math.round(duration_ms),
      },
      'request',
    );
  };
}
