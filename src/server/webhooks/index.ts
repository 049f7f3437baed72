// Webhooks of the reference service: endpoint routes, JWKS and key rotation, the outbox
// writer and the dispatcher (design.md section 6).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import type { WebhookDeps } from './encryption-key.js';
import { registerEndpointRoutes } from './endpoint-routes.js';
import { registerEventRoutes } from './event-routes.js';
import { registerKeyRoutes } from './key-routes.js';

export {
  DELIVERY_TIMEOUT_MS,
  nextAttemptAt,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  RETRY_WINDOW_MS,
  retryDelay_ms,
} from './backoff.js';
export {
  type AttemptOutcome,
  type DispatcherOptions,
  defaultInstanceId,
  releaseStaleClaims,
  runDispatchOnce,
  startDispatcher,
} from './dispatcher.js';
export type { WebhookDeps } from './encryption-key.js';
export { type EnqueueEventInput, enqueueEvent } from './enqueue-event.js';
export {
  EVENT_RETENTION_MS,
  type EventDelivery,
  getEvent,
  type LoggedEvent,
  listEvents,
  purgeEvents,
  redeliverEvent,
} from './event-log.js';
export { currentSigningKey, publishedKeys, rotateSigningKey } from './signing-keys.js';

/**
 * Mounts POST/GET/DELETE /v1/webhook-endpoints, the event log (GET /v1/events, GET
 * /v1/events/{EventId}, POST /v1/events/{EventId}/redeliver), POST /v1/signing-keys/rotate
 * (operator) and GET /.well-known/jwks.json (no authentication: the auth middleware must skip it).
 * deps may carry `encryptionKey`; otherwise ACCTOS_ENCRYPTION_KEY is used.
 */
export function registerWebhookRoutes(app: OpenAPIHono<AppEnv>, deps: WebhookDeps): void {
  registerEndpointRoutes(app, deps);
  registerEventRoutes(app, deps);
  registerKeyRoutes(app, deps);
}
