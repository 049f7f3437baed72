import { randomBytes, randomUUID } from 'node:crypto';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { encryptSecret } from '../auth/secret-box.js';
import { zodFieldErrors } from '../engine/zod-errors.js';
import { fail, ok, transportFail } from '../http/envelope.js';
import { providerOf } from '../http/guards.js';
import { isGuid } from '../routes/context.js';
import { defineRoute } from '../routes/define.js';
import { jsonBody, responses, SECURITY } from '../routes/openapi-helpers.js';
import { PageQuery, pathParam } from '../schemas/common.js';
import { parsePage } from '../store/pagination.js';
import { checkEgressTarget, egressPolicyOf } from './egress/index.js';
import { type WebhookDeps, webhookEncryptionKey } from './encryption-key.js';
import { deleteEndpoint, type EndpointRow, endpointOut, listEndpoints } from './endpoint-store.js';
import {
  CreateWebhookEndpointRequest,
  WebhookEndpointCreatedResponse,
  WebhookEndpointDeletedResponse,
  WebhookEndpointListResponse,
} from './schemas.js';

const TAG = ['Webhooks'];

/** An hmac-sha256 endpoint secret: 32 random bytes, prefixed so it is recognisable in a vault. */
function newEndpointSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

export function registerEndpointRoutes(app: OpenAPIHono<AppEnv>, deps: WebhookDeps): void {
  defineRoute(
    app,
    createRoute({
      method: 'post',
      path: '/v1/webhook-endpoints',
      tags: TAG,
      security: SECURITY,
      summary: 'Register a webhook endpoint (one EventType; hmac-sha256 secret shown once)',
      operationId: 'CreateWebhookEndpoint',
      description:
        'Registers an endpoint for one EventType (provider keys). hmac-sha256 endpoints get a Secret once; ' +
        'ed25519 deliveries verify against /.well-known/jwks.json. The URL must pass the egress policy ' +
        '(docs/webhooks.md).',
      request: { body: jsonBody(CreateWebhookEndpointRequest)! },
      responses: responses(WebhookEndpointCreatedResponse, 'The endpoint'),
    }),
    async (c) => {
      const who = providerOf(c);
      if (who instanceof Response) return who;
      const parsed = CreateWebhookEndpointRequest.safeParse(c.get('body') ?? {});
      if (!parsed.success)
        return fail(c, 'InvalidRequest', 'The webhook endpoint request is invalid.', zodFieldErrors(parsed.error));
      const url = await checkEgressTarget(parsed.data.Url, egressPolicyOf(deps));
      if (url.ok === false)
        return fail(c, 'InvalidRequest', url.message, [
          { FieldName: 'Url', ErrorCode: 'InvalidValue', Message: url.message },
        ]);
      const alg = parsed.data.Algorithm ?? 'hmac-sha256';
      const key = webhookEncryptionKey(deps);
      if (alg === 'hmac-sha256' && key === undefined)
        return transportFail(c, 'InternalError', 'No encryption key is configured for secrets at rest.');
      const id = randomUUID();
      const secret = alg === 'hmac-sha256' ? newEndpointSecret() : undefined;
      const now = deps.now();
      try {
        const r = await deps.db.query<EndpointRow>(
          `INSERT INTO webhook_endpoints (endpoint_id, provider_id, event_type, url, alg, secret_enc, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)
           RETURNING endpoint_id, provider_id, event_type, url, alg, created_at`,
          [
            id,
            who.ProviderId,
            parsed.data.EventType,
            url.url,
            alg,
            secret !== undefined && key !== undefined ? encryptSecret(key, secret, id) : null,
            now.toISOString(),
          ],
        );
        const row = r.rows[0];
        if (row === undefined) return transportFail(c, 'InternalError', 'The endpoint was not stored.');
        return ok(c, { ...endpointOut(row), ...(secret !== undefined ? { Secret: secret } : {}) });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const message = `An endpoint for ${parsed.data.EventType} is already registered; delete it first.`;
        return fail(c, 'InvalidRequest', message, [
          { FieldName: 'EventType', ErrorCode: 'WebhookEndpointExists', Message: message },
        ]);
      }
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'get',
      path: '/v1/webhook-endpoints',
      tags: TAG,
      security: SECURITY,
      summary: 'List webhook endpoints',
      operationId: 'ListWebhookEndpoints',
      description: "One page of the calling provider's live webhook endpoints (secrets are never shown again).",
      request: { query: PageQuery },
      responses: responses(WebhookEndpointListResponse, 'One page of endpoints'),
    }),
    async (c) => {
      const who = providerOf(c);
      if (who instanceof Response) return who;
      const page = parsePage({ PageNumber: c.req.query('PageNumber'), PageSize: c.req.query('PageSize') });
      if (!page.ok) return fail(c, 'InvalidRequest', 'Invalid paging.', page.errors);
      const { total, rows } = await listEndpoints(deps.db, who.ProviderId, page.page.PageSize, page.page.offset);
      return ok(c, {
        TotalCount: total,
        PageNumber: page.page.PageNumber,
        PageSize: page.page.PageSize,
        WebhookEndpoints: rows.map(endpointOut),
      });
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'delete',
      path: '/v1/webhook-endpoints/{WebhookEndpointId}',
      tags: TAG,
      security: SECURITY,
      summary: 'Delete a webhook endpoint (pending deliveries are cancelled)',
      operationId: 'DeleteWebhookEndpoint',
      description:
        'Deletes an endpoint; its pending deliveries are cancelled. Events are still recorded in the event log.',
      request: { params: pathParam('WebhookEndpointId') },
      responses: responses(WebhookEndpointDeletedResponse, 'The deleted endpoint'),
    }),
    async (c) => {
      const who = providerOf(c);
      if (who instanceof Response) return who;
      const id = c.req.param('WebhookEndpointId') ?? '';
      const now = deps.now();
      const done = isGuid(id) && (await deps.db.transaction((tx) => deleteEndpoint(tx, who.ProviderId, id, now)));
      if (!done)
        return fail(c, 'WebhookEndpointNotFound', 'No webhook endpoint matches the WebhookEndpointId supplied.');
      return ok(c, { WebhookEndpointId: id, DeletedDate: now.toISOString() });
    },
  );
}
