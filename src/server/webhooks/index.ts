// Webhooks of the reference service: endpoint routes, JWKS and key rotation, the outbox
// writer and the dispatcher (design.md section 6).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, ServerDeps } from '../app-env.js';
import { registerEndpointRoutes } from './endpoint-routes.js';
import { registerKeyRoutes } from './key-routes.js';

export { enqueueEvent, type EnqueueEventInput } from './enqueue-event.js';
export { runDispatchOnce, startDispatcher, type AttemptOutcome, type DispatcherOptions } from './dispatcher.js';
export {
  nextAttemptAt,
  retryDelay_ms,
  RETRY_WINDOW_MS,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  DELIVERY_TIMEOUT_MS,
} from './backoff.js';
export { rotateSigningKey, publishedKeys, currentSigningKey } from './signing-keys.js';
export type { WebhookDeps } from './encryption-key.js';

/**
 * Mounts POST/GET/DELETE /v1/webhook-endpoints, POST /v1/signing-keys/rotate (operator) and
 * GET /.well-known/jwks.json (no authentication: the auth middleware must skip it).
 * deps may carry `encryptionKey`; otherwise ACCTOS_ENCRYPTION_KEY is used.
 */
export function registerWebhookRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: ServerDeps & { readonly encryptionKey?: Buffer },
): void {
  registerEndpointRoutes(app, deps);
  registerKeyRoutes(app, deps);
}
