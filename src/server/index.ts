// acctos/server: the reference service (design.md sections 3-5).
export type { AppEnv, Principal, ServerDeps } from './app-env.js';
export type { AdminKey } from './auth/authenticate.js';
export { MAX_SKEW_S, sign as signRequest, signingBase } from './auth/hmac.js';
export { type AcctosApp, type CreateAppOptions, createApp } from './create-app.js';
export { defaultMigrationsDir, migrate } from './db/migrate.js';
export { type OpenDatabaseOptions, openDatabase } from './db/open-database.js';
export type { Database, Queryable, QueryResult } from './db/types.js';
export type { EnqueueEvent, OutboxEvent } from './events.js';
export type { RateLimitOptions } from './http/rate-limit.js';
export { settleDue } from './routes/settle.js';
export { type RunningServer, type StartServerOptions, startServer } from './start-server.js';
export { type LedgerCheckResult, ledgerCheck } from './store/ledger-check.js';
export { enqueueEvent, registerWebhookRoutes, runDispatchOnce, startDispatcher } from './webhooks/index.js';
