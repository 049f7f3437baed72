import { randomUUID } from 'node:crypto';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { checkCreateClient, checkUpdateClient } from '../engine/client-requests.js';
import { fail, failFrom, ok } from '../http/envelope.js';
import { providerOf } from '../http/guards.js';
import {
  ClientIdResponse,
  ClientListResponse,
  ClientResponse,
  CreateClientRequest,
  UpdateClientRequest,
} from '../schemas/clients.js';
import { PageQuery, pathParam } from '../schemas/common.js';
import { clientRecord, findClient, insertClient, listClients, updateClient } from '../store/clients.js';
import { claimReference, requestHash } from '../store/idempotency.js';
import { parsePage } from '../store/pagination.js';
import { jsonValue } from '../store/rows.js';
import { isGuid, type RouteDeps, todayOf } from './context.js';
import { defineRoute } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';
import { HandledFailure, handled, inTransaction } from './transaction-runner.js';

const tags = ['Clients'];
const NOT_FOUND = 'No client matches the ClientId supplied.';
export const IDEMPOTENCY_CONFLICT = 'ProviderReferenceId was already used with a different payload.';

export function registerClientRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  defineRoute(
    app,
    createRoute({
      method: 'post',
      path: '/v1/clients',
      tags,
      summary: 'Create Client',
      operationId: 'CreateClient',
      security: SECURITY,
      request: { body: jsonBody(CreateClientRequest) },
      responses: responses(ClientIdResponse, 'The new ClientId'),
    }),
    async (c) => {
      const p = providerOf(c);
      if (p instanceof Response) return p;
      const body = c.var.body;
      const at = deps.now();
      const v = checkCreateClient(deps.catalog, body, todayOf(at));
      if (!v.ok) return failFrom(c, v);
      const newId = randomUUID();
      const ref = v.value.ProviderReferenceId;
      const out = await inTransaction(deps.db, async (tx) => {
        if (ref !== undefined) {
          const claim = await claimReference(
            tx,
            p.ProviderId,
            'CreateClient',
            ref,
            requestHash('POST /v1/clients', body),
            newId,
            at,
          );
          if (claim.kind === 'existing') return claim.resourceId;
          if (claim.kind === 'conflict') throw handled('IdempotencyConflict', IDEMPOTENCY_CONFLICT);
        }
        const status = v.value.ClientStatus;
        const clientNumber = await insertClient(tx, {
          ClientId: newId,
          ProviderId: p.ProviderId,
          ClientType: v.value.ClientType,
          Contact: { ...v.value.Contact },
          ClientStatus: status,
          SponsorId: v.value.SponsorId,
          OFAC: v.value.OFAC === undefined ? undefined : { ...v.value.OFAC },
          ProviderReferenceId: ref,
          at,
        });
        await deps.enqueueEvent(tx, {
          ProviderId: p.ProviderId,
          EventType: 'client.created',
          OccurredAt: at.toISOString(),
          Data: { ClientId: newId, ClientNumber: clientNumber, ClientType: v.value.ClientType, ClientStatus: status },
        });
        return newId;
      });
      if (!out.ok) return failFrom(c, out);
      return ok(c, { ClientId: out.value });
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'get',
      path: '/v1/clients/{ClientId}',
      tags,
      summary: 'Get Client',
      operationId: 'GetClient',
      security: SECURITY,
      request: { params: pathParam('ClientId') },
      responses: responses(ClientResponse, 'The client'),
    }),
    async (c) => {
      const p = providerOf(c);
      if (p instanceof Response) return p;
      const id = c.req.param('ClientId');
      const row = isGuid(id) ? await findClient(deps.db, p.ProviderId, id.toLowerCase()) : undefined;
      if (row === undefined) return fail(c, 'ClientNotFound', NOT_FOUND);
      return ok(c, clientRecord(row));
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'patch',
      path: '/v1/clients/{ClientId}',
      tags,
      summary: 'Update Client',
      operationId: 'UpdateClient',
      security: SECURITY,
      request: { params: pathParam('ClientId'), body: jsonBody(UpdateClientRequest) },
      responses: responses(ClientIdResponse, 'The ClientId'),
    }),
    async (c) => {
      const p = providerOf(c);
      if (p instanceof Response) return p;
      const id = c.req.param('ClientId');
      const body = c.var.body ?? {};
      if (!isGuid(id)) return fail(c, 'ClientNotFound', NOT_FOUND);
      const at = deps.now();
      const out = await inTransaction(deps.db, async (tx) => {
        // Lock the row: the status machine is checked against the state this update replaces.
        const row = await findClient(tx, p.ProviderId, id.toLowerCase(), true);
        if (row === undefined) throw handled('ClientNotFound', NOT_FOUND);
        const ofac = jsonValue<{ Status?: string } | undefined>(row.ofac, undefined);
        const v = checkUpdateClient(
          deps.catalog,
          body,
          {
            ClientStatus: row.client_status,
            ClientType: row.client_type,
            ...(ofac?.Status !== undefined ? { OFAC: { Status: ofac.Status } } : {}),
          },
          todayOf(at),
        );
        if (!v.ok) throw new HandledFailure(v);
        const ref = v.value.ProviderReferenceId;
        if (ref !== undefined) {
          const claim = await claimReference(
            tx,
            p.ProviderId,
            'UpdateClient',
            ref,
            requestHash(`PATCH /v1/clients/${row.client_id}`, body),
            row.client_id,
            at,
          );
          if (claim.kind === 'existing') return row.client_id;
          if (claim.kind === 'conflict') throw handled('IdempotencyConflict', IDEMPOTENCY_CONFLICT);
        }
        await updateClient(
          tx,
          row.client_id,
          {
            ClientStatus: v.value.ClientStatus,
            Contact: v.value.Contact === undefined ? undefined : { ...v.value.Contact },
            OFAC: v.value.OFAC === undefined ? undefined : { ...v.value.OFAC },
            SponsorId: v.value.SponsorId,
          },
          at,
        );
        await deps.enqueueEvent(tx, {
          ProviderId: p.ProviderId,
          EventType: 'client.updated',
          OccurredAt: at.toISOString(),
          Data: {
            ClientId: row.client_id,
            ClientStatus: v.value.ClientStatus ?? row.client_status,
            StatusChanged: v.value.StatusChanged,
          },
        });
        return row.client_id;
      });
      if (!out.ok) return failFrom(c, out);
      return ok(c, { ClientId: out.value });
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'get',
      path: '/v1/clients',
      tags,
      summary: 'List Clients',
      operationId: 'ListClients',
      security: SECURITY,
      request: { query: PageQuery },
      responses: responses(ClientListResponse, 'One page of clients, oldest first'),
    }),
    async (c) => {
      const p = providerOf(c);
      if (p instanceof Response) return p;
      const pg = parsePage({ PageNumber: c.req.query('PageNumber'), PageSize: c.req.query('PageSize') });
      if (!pg.ok) return fail(c, 'InvalidRequest', 'Invalid paging parameters.', pg.errors);
      const r = await listClients(deps.db, p.ProviderId, pg.page);
      return ok(c, {
        TotalCount: r.total,
        PageNumber: pg.page.PageNumber,
        PageSize: pg.page.PageSize,
        Clients: r.rows.map(clientRecord),
      });
    },
  );
}
