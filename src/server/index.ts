// acctos/server: the reference service (design.md sections 3-5).
export type { AppEnv, Principal, ServerDeps } from './app-env.js';
export type { Database, Queryable, QueryResult } from './db/types.js';
export { openDatabase, type OpenDatabaseOptions } from './db/open-database.js';
export { migrate, defaultMigrationsDir } from './db/migrate.js';
export { createApp, type CreateAppOptions, type AcctosApp } from './create-app.js';
export { startServer, type StartServerOptions, type RunningServer } from './start-server.js';
export type { AdminKey } from './auth/authenticate.js';
export { signingBase, sign as signRequest, MAX_SKEW_S } from './auth/hmac.js';
export type { RateLimitOptions } from './http/rate-limit.js';
export type { EnqueueEvent, OutboxEvent } from './events.js';
export { settleDue } from './routes/settle.js';
export { startDispatcher, runDispatchOnce, registerWebhookRoutes, enqueueEvent } from './webhooks/index.js';
