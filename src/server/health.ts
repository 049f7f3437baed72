import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.js';
import { migrationStatus } from './db/migration-status.js';
import type { Database } from './db/types.js';
import { ok, transportFail } from './http/envelope.js';

/** A readiness probe must answer fast even when the database does not. */
export const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, timeout_ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeout_ms} ms`)), timeout_ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz: the process serves (liveness; touches nothing). GET /readyz: the database
 * answers and every migration of this build is applied (readiness: take the instance out of
 * a load balancer's rotation while it is not). Neither needs a key.
 */
export function registerHealthRoutes(app: OpenAPIHono<AppEnv>, db: Database): void {
  app.get('/healthz', (c) => ok(c, { Healthy: true }));
  app.get('/readyz', async (c) => {
    try {
      const status = await withTimeout(migrationStatus(db), READY_TIMEOUT_MS);
      if (status.Pending.length > 0)
        return transportFail(c, 'ServiceUnavailable', `Migrations not applied: ${status.Pending.join(', ')}.`);
      return ok(c, { Ready: true, Database: db.dialect, MigrationsApplied: status.Applied });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      return transportFail(c, 'ServiceUnavailable', `The database is not reachable (${reason}); retry later.`);
    }
  });
}
