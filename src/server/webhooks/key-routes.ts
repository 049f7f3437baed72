import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { zodFieldErrors } from '../engine/zod-errors.js';
import { fail, ok, transportFail } from '../http/envelope.js';
import { requireOperator } from '../http/guards.js';
import { defineRoute } from '../routes/define.js';
import { jsonBody, responses, SECURITY } from '../routes/openapi-helpers.js';
import { ErrorEnvelope } from '../schemas/common.js';
import { type WebhookDeps, webhookEncryptionKey } from './encryption-key.js';
import { JwksResponse, RotateSigningKeyRequest, RotateSigningKeyResponse } from './schemas.js';
import { currentSigningKey, publishedKeys, rotateSigningKey, signingKeyOverlap_ms } from './signing-keys.js';

/** Receivers cache the set with a short TTL (spec part 6.4). */
const JWKS_CACHE_S = 300;

export function registerKeyRoutes(app: OpenAPIHono<AppEnv>, deps: WebhookDeps): void {
  defineRoute(
    app,
    createRoute({
      method: 'get',
      path: '/.well-known/jwks.json',
      tags: ['Webhooks'],
      summary: 'Public Ed25519 keys that sign ed25519 webhook deliveries (no authentication)',
      operationId: 'GetJwks',
      description:
        'The Ed25519 public keys (RFC 7517) that sign ed25519 webhook deliveries, current and previous ' +
        'during the overlap window; no authentication; cache for 300 seconds.',
      security: [],
      responses: {
        200: { description: 'JWKS (RFC 7517)', content: { 'application/json': { schema: JwksResponse } } },
        400: {
          description: 'BadRequest: a request target or header block the server refuses.',
          content: { 'application/json': { schema: ErrorEnvelope } },
        },
      },
    }),
    async (c) => {
      const now = deps.now();
      const key = webhookEncryptionKey(deps);
      // Publish a key before the first delivery so receivers can prefetch the set.
      if (key !== undefined) await currentSigningKey(deps.db, key, now);
      const keys = await publishedKeys(deps.db, now);
      return c.json({ keys }, 200, { 'Cache-Control': `public, max-age=${JWKS_CACHE_S}` });
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'post',
      path: '/v1/signing-keys/rotate',
      tags: ['Operator'],
      security: SECURITY,
      summary: 'Rotate the webhook Ed25519 signing key (the old key stays published for the overlap window)',
      operationId: 'RotateSigningKey',
      description:
        'Makes a new Ed25519 webhook signing key current (operator); the previous key stays published in ' +
        'the JWKS for the overlap window.',
      request: { body: jsonBody(RotateSigningKeyRequest)! },
      responses: responses(RotateSigningKeyResponse, 'The new key id'),
    }),
    async (c) => {
      const denied = requireOperator(c);
      if (denied !== undefined) return denied;
      // No fields: only an absent body reads as {}; null, an array or a field is refused (decision 69).
      const body: unknown = c.get('body');
      const parsed = RotateSigningKeyRequest.safeParse(body === undefined ? {} : body);
      if (!parsed.success)
        return fail(c, 'InvalidRequest', 'The signing-key rotation takes no fields.', zodFieldErrors(parsed.error));
      const key = webhookEncryptionKey(deps);
      if (key === undefined)
        return transportFail(c, 'InternalError', 'No encryption key is configured for keys at rest.');
      const rotated = await rotateSigningKey(deps.db, key, deps.now(), signingKeyOverlap_ms());
      return ok(c, { ...rotated });
    },
  );
}
