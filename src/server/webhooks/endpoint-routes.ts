import { randomBytes, randomUUID } from 'node:crypto';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { decryptSecret, encryptSecret } from '../auth/secret-box.js';
import type { Queryable } from '../db/types.js';
import { zodFieldErrors } from '../engine/zod-errors.js';
import { fail, ok, requestIdNumber, transportFail } from '../http/envelope.js';
import { providerOf } from '../http/guards.js';
import { isGuid } from '../routes/context.js';
import { defineRoute } from '../routes/define.js';
import { jsonBody, responses, SECURITY } from '../routes/openapi-helpers.js';
import { PageQuery, pathParam } from '../schemas/common.js';
import { HandledFailure, handled } from '../shell/handled-failure.js';
import { claimReference, type Known, type ReferenceKey, requestHash, storeAnswer } from '../store/idempotency.js';
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
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return typeof e === 'object' && e !== null && (e.code === '23505' || e.cause?.code === '23505');
}

/** Thrown inside the registration's transaction (rolling its claim back): no key to seal an hmac secret. */
class NoEncryptionKey extends Error {}

/** The idempotency key of a registration that carries a ProviderReferenceId (design.md 4a). */
function registrationKey(providerId: string, path: string, body: unknown): ReferenceKey | undefined {
  const reference =
    body !== null && typeof body === 'object' ? (body as Record<string, unknown>)['ProviderReferenceId'] : undefined;
  if (typeof reference !== 'string' || reference === '' || reference.length > 128) return undefined;
  const hash = requestHash(`POST ${path.toLowerCase()}`, body);
  return { providerId, operation: 'CreateWebhookEndpoint', reference, hash };
}

/**
 * A retried registration: the original answer, with the hmac secret decrypted again from the
 * endpoint while it is live (the stored answer never holds it); a deleted endpoint's answer comes
 * back without it.
 */
async function replayedRegistration(
  tx: Queryable,
  deps: WebhookDeps,
  providerId: string,
  known: Known,
): Promise<Record<string, unknown>> {
  if (known.kind === 'conflict')
    throw handled('IdempotencyConflict', 'ProviderReferenceId was already used with a different payload.');
  const original = known.answer.body;
  const id = String(original['WebhookEndpointId'] ?? '');
  const r = await tx.query<{ secret_enc: string | null }>(
    'SELECT secret_enc FROM webhook_endpoints WHERE endpoint_id = $1 AND provider_id = $2 AND deleted_at IS NULL',
    [id, providerId],
  );
  const sealed = r.rows[0]?.secret_enc;
  const key = webhookEncryptionKey(deps);
  const secret = sealed && key !== undefined ? decryptSecret(key, sealed, id) : undefined;
  return { ...original, ...(secret !== undefined ? { Secret: secret } : {}) };
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
      // Only an absent body is {}: a JSON null is refused like any other non-object (docs/decisions 69).
      const body: unknown = c.get('body') === undefined ? {} : c.get('body');
      const now = deps.now();
      const key = registrationKey(who.ProviderId, c.req.path, body);
      // One transaction: the ProviderReferenceId is claimed first (design.md 4a), and a refusal,
      // thrown, rolls the claim back with everything else.
      // The URL's egress check resolves its name: done before the transaction, so no connection waits
      // on DNS; its outcome is used only once the reference is claimed (a retry answers as before).
      const parsed = CreateWebhookEndpointRequest.safeParse(body);
      const target = parsed.success ? await checkEgressTarget(parsed.data.Url, egressPolicyOf(deps)) : undefined;
      const registered = deps.db.transaction(async (tx) => {
        if (key !== undefined) {
          const known = await claimReference(tx, key, now);
          if (known !== undefined) return replayedRegistration(tx, deps, who.ProviderId, known);
        }
        if (!parsed.success || target === undefined)
          throw handled(
            'InvalidRequest',
            'The webhook endpoint request is invalid.',
            parsed.success ? [] : zodFieldErrors(parsed.error),
          );
        const url = target;
        if (url.ok === false)
          throw handled('InvalidRequest', url.message, [
            { FieldName: 'Url', ErrorCode: 'InvalidValue', Message: url.message },
          ]);
        const alg = parsed.data.Algorithm ?? 'hmac-sha256';
        const secretKey = webhookEncryptionKey(deps);
        if (alg === 'hmac-sha256' && secretKey === undefined) throw new NoEncryptionKey();
        const id = randomUUID();
        const secret = alg === 'hmac-sha256' ? newEndpointSecret() : undefined;
        // One live endpoint per type is the partial unique index's to enforce (never check-then-insert):
        // a concurrent registration that loses answers WebhookEndpointExists, its transaction rolled back.
        const r = await tx
          .query<EndpointRow>(
            `INSERT INTO webhook_endpoints (endpoint_id, provider_id, event_type, url, alg, secret_enc, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)
           RETURNING endpoint_id, provider_id, event_type, url, alg, created_at`,
            [
              id,
              who.ProviderId,
              parsed.data.EventType,
              url.url,
              alg,
              secret !== undefined && secretKey !== undefined ? encryptSecret(secretKey, secret, id) : null,
              now.toISOString(),
            ],
          )
          .catch((err: unknown) => {
            if (!isUniqueViolation(err)) throw err;
            const message = `An endpoint for ${parsed.data.EventType} is already registered; delete it first.`;
            throw handled('InvalidRequest', message, [
              { FieldName: 'EventType', ErrorCode: 'WebhookEndpointExists', Message: message },
            ]);
          });
        const row = r.rows[0];
        if (row === undefined) throw new Error('the endpoint was not stored');
        const stored = { Status: 1, ...endpointOut(row) };
        // The stored answer never holds the secret; a retry decrypts it from the endpoint.
        if (key !== undefined) await storeAnswer(tx, key, { body: stored, httpStatus: 200 });
        return { ...stored, ...(secret !== undefined ? { Secret: secret } : {}) };
      });
      let answer: Record<string, unknown>;
      try {
        answer = await registered;
      } catch (err) {
        // Mapped here too: a host may mount these routes on an app of its own, without acctos's onError.
        if (err instanceof HandledFailure)
          return fail(c, err.failure.ErrorCode, err.failure.Message, err.failure.Errors);
        if (!(err instanceof NoEncryptionKey)) throw err;
        return transportFail(c, 'InternalError', 'No encryption key is configured for secrets at rest.');
      }
      return c.json({ RequestId: requestIdNumber(c), ...answer }, 200);
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
