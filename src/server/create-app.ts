import { randomBytes } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import pino, { type Logger } from 'pino';
import type { AppEnv, ServerDeps } from './app-env.js';
import type { AdminKey } from './auth/authenticate.js';
import { encryptionKeyFrom } from './auth/secret-box.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { registerDocsRoutes } from './docs/docs-routes.js';
import { openApiDocument } from './docs/openapi-document.js';
import { enqueueEvent as defaultEnqueue, type EnqueueEvent } from './events.js';
import { registerHealthRoutes } from './health.js';
import { authMiddleware } from './http/authenticate-middleware.js';
import { fail, transportFail } from './http/envelope.js';
import { boundedPath, malformedRequestGuard } from './http/malformed-target.js';
import { parseJson } from './http/parse-json.js';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions, rateLimit } from './http/rate-limit.js';
import { MAX_BODY_BYTES, readBody } from './http/read-body.js';
import { requestContext } from './http/request-context.js';
import { requestIds } from './http/request-ids.js';
import { registerAccountTypeRoutes } from './routes/account-types.js';
import { registerAccountRoutes } from './routes/accounts.js';
import { registerBeneficiaryRoutes } from './routes/beneficiaries.js';
import { registerClientRoutes } from './routes/clients.js';
import type { RouteDeps } from './routes/context.js';
import { registerForfeitureRoutes } from './routes/forfeitures.js';
import { registerHoldingRoutes } from './routes/holdings.js';
import { registerInstrumentRoutes } from './routes/instruments.js';
import { registerInvestmentRoutes } from './routes/investments.js';
import { registerMoneyRoutes } from './routes/money.js';
import { registerMovementRoutes } from './routes/movements.js';
import { registerOperatorRoutes } from './routes/operator.js';
import { registerOwnerYearRoutes } from './routes/owner-years.js';
import { registerPlanRoutes } from './routes/plans.js';
import { registerRequiredDistributionRoutes } from './routes/required-distributions.js';
import { registerTaxFormRoutes } from './routes/tax-forms.js';
import { registerTransactionRoutes } from './routes/transactions.js';
import { registerWithdrawalRoutes } from './routes/withdrawals.js';
import { HandledFailure, TransportFailure } from './shell/handled-failure.js';
import type { EgressPolicy } from './webhooks/egress/index.js';
import { registerWebhookRoutes } from './webhooks/index.js';

export interface CreateAppOptions extends ServerDeps {
  /** The operator key; default ACCTOS_ADMIN_KEY_ID / ACCTOS_ADMIN_SECRET. */
  readonly adminKey?: AdminKey;
  /** Per-key request budget; default 600 per 60 s (ACCTOS_RATE_LIMIT_PER_MINUTE). */
  readonly rateLimit?: RateLimitOptions;
  readonly logger?: Logger;
  /** Key for secrets at rest; default ACCTOS_ENCRYPTION_KEY (64 hex or base64 of 32 bytes). */
  readonly encryptionKey?: string;
  /** Where webhook deliveries may go (docs/webhooks.md); default from ACCTOS_WEBHOOK_ALLOW_LOOPBACK. */
  readonly webhookEgress?: Partial<EgressPolicy>;
  /** Outbox writer; default the webhooks module's enqueueEvent. */
  readonly enqueueEvent?: EnqueueEvent;
  readonly max_body_bytes?: number;
}

export type AcctosApp = OpenAPIHono<AppEnv>;

function envAdminKey(): AdminKey | undefined {
  const id = process.env['ACCTOS_ADMIN_KEY_ID'];
  const secret = process.env['ACCTOS_ADMIN_SECRET'];
  return id !== undefined && id !== '' && secret !== undefined && secret !== ''
    ? { KeyId: id, Secret: secret }
    : undefined;
}

/** The reference service as a Hono app: mount it anywhere, or serve `app.fetch`. */
export function createApp(opts: CreateAppOptions): AcctosApp {
  const logger =
    opts.logger ??
    pino({
      level: process.env['ACCTOS_LOG_LEVEL'] ?? 'info',
      redact: ['req.headers.authorization', 'Secret', '*.Secret'],
    });
  const encText = opts.encryptionKey ?? process.env['ACCTOS_ENCRYPTION_KEY'];
  if (encText === undefined || encText === '')
    logger.warn('ACCTOS_ENCRYPTION_KEY is not set: provider key secrets will not survive a restart');
  const encryptionKey = encText !== undefined && encText !== '' ? encryptionKeyFrom(encText) : randomBytes(32);
  const adminKey = opts.adminKey ?? envAdminKey();
  const deps: RouteDeps = {
    db: opts.db,
    catalog: opts.catalog,
    now: opts.now,
    enqueueEvent: opts.enqueueEvent ?? defaultEnqueue,
    logger,
  };

  const app = new OpenAPIHono<AppEnv>();
  app.use('*', requestContext(opts.db, requestIds(opts.db), logger, opts.now));
  app.use('*', malformedRequestGuard());
  app.use(
    '/v1/*',
    readBody(opts.max_body_bytes ?? MAX_BODY_BYTES),
    authMiddleware(opts.db, adminKey, encryptionKey, opts.now),
    rateLimit(opts.rateLimit ?? DEFAULT_RATE_LIMIT, opts.now),
    parseJson(),
  );
  // The path is echoed bounded (issue 17: an 8,000-character path was echoed whole).
  app.notFound((c) =>
    transportFail(c, 'RouteNotFound', `No route ${c.req.method} ${boundedPath(new URL(c.req.url).pathname)}.`),
  );
  app.onError((err, c) => {
    // Handled failures (a refused decision, IdempotencyConflict, a guard's 403): mapped here only.
    if (err instanceof HandledFailure) return fail(c, err.failure.ErrorCode, err.failure.Message, err.failure.Errors);
    if (err instanceof TransportFailure) return transportFail(c, err.code, err.description);
    if (isDatabaseUnavailable(err)) {
      // The request failed whole (its transaction rolled back): the caller retries (issue 17).
      logger.warn(
        { RequestId: c.get('requestId'), err: err instanceof Error ? err.message : String(err) },
        'database unavailable',
      );
      return transportFail(c, 'ServiceUnavailable', 'The database is unavailable; retry the request.', {
        'Retry-After': '1',
      });
    }
    // Never a stack trace in the body; the log has the RequestId to find it.
    logger.error(
      {
        RequestId: c.get('requestId'),
        err: err instanceof Error ? { message: err.message, stack: err.stack } : String(err),
      },
      'unhandled error',
    );
    return transportFail(c, 'InternalError', 'Internal error; quote the RequestId to the operator.');
  });

  app.openAPIRegistry.registerComponent('securitySchemes', 'HMAC', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      'HMAC <keyId>:<signature>:<timestamp>; signature = base64(HMAC-SHA256(secret, ' +
      'METHOD\\nPATH_AND_QUERY\\ntimestamp\\nhex(sha256(body)))).',
  });
  registerClientRoutes(app, deps);
  registerOwnerYearRoutes(app, deps);
  registerPlanRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerMoneyRoutes(app, deps);
  registerWithdrawalRoutes(app, deps);
  registerForfeitureRoutes(app, deps);
  registerRequiredDistributionRoutes(app, deps);
  registerTaxFormRoutes(app, deps);
  registerInvestmentRoutes(app, deps);
  registerMovementRoutes(app, deps);
  registerInstrumentRoutes(app, deps);
  registerHoldingRoutes(app, deps);
  registerBeneficiaryRoutes(app, deps);
  registerTransactionRoutes(app, deps);
  registerAccountTypeRoutes(app, deps);
  registerOperatorRoutes(app, deps, encryptionKey);
  registerWebhookRoutes(app, {
    db: opts.db,
    catalog: opts.catalog,
    now: opts.now,
    encryptionKey,
    ...(opts.webhookEgress !== undefined ? { webhookEgress: opts.webhookEgress } : {}),
  });

  app.get('/openapi.json', (c) => c.json(openApiDocument(app, opts.catalog)));
  registerHealthRoutes(app, opts.db);
  registerDocsRoutes(app);
  return app;
}
