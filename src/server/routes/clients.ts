import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { fail, ok } from '../http/envelope.js';
import { callerProviderId } from '../http/guards.js';
import {
  ClientIdResponse,
  ClientListResponse,
  ClientResponse,
  CreateClientRequest,
  UpdateClientRequest,
} from '../schemas/clients.js';
import { PageQuery, pathParam } from '../schemas/common.js';
import { createClientOperation, updateClientOperation } from '../shell/operations/client-operations.js';
import { clientRecord, findClient, listClients } from '../store/clients.js';
import { isGuid, type RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';
import { pageOf } from './page-of.js';

const tags = ['Clients'];
const NOT_FOUND = 'No client matches the ClientId supplied.';

export function registerClientRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const group = routeGroup(app, deps, 'provider');
  group.write(
    createRoute({
      method: 'post',
      path: '/v1/clients',
      tags,
      summary: 'Create Client',
      description:
        'Creates a client (spec part 4.1) through decideCreateClient: ClientType decides the Contact ' +
        'fields; an OFAC PotentialMatch opens the client Restricted. Idempotent on ProviderReferenceId. ' +
        'Emits client.created.',
      operationId: 'CreateClient',
      security: SECURITY,
      request: { body: jsonBody(CreateClientRequest) },
      responses: responses(ClientIdResponse, 'The new ClientId'),
    }),
    createClientOperation,
  );

  group.read(
    createRoute({
      method: 'get',
      path: '/v1/clients/{ClientId}',
      tags,
      summary: 'Get Client',
      description: "The client record. Another provider's client answers ClientNotFound, exactly like an unknown id.",
      operationId: 'GetClient',
      security: SECURITY,
      request: { params: pathParam('ClientId') },
      responses: responses(ClientResponse, 'The client'),
    }),
    async (c) => {
      const providerId = callerProviderId(c);
      const id = c.req.param('ClientId');
      const row = isGuid(id) ? await findClient(deps.db, providerId, id.toLowerCase()) : undefined;
      if (row === undefined) return fail(c, 'ClientNotFound', NOT_FOUND);
      return ok(c, clientRecord(row));
    },
  );

  group.write(
    createRoute({
      method: 'patch',
      path: '/v1/clients/{ClientId}',
      tags,
      summary: 'Update Client',
      description:
        'Changes ClientStatus, Contact or OFAC through decideUpdateClient (the status machine permits only ' +
        'its transitions; a client with open accounts cannot close). Emits client.updated.',
      operationId: 'UpdateClient',
      security: SECURITY,
      request: { params: pathParam('ClientId'), body: jsonBody(UpdateClientRequest) },
      responses: responses(ClientIdResponse, 'The ClientId'),
    }),
    updateClientOperation,
  );

  group.read(
    createRoute({
      method: 'get',
      path: '/v1/clients',
      tags,
      summary: 'List Clients',
      description:
        "One page of the calling provider's clients, oldest first (PageNumber from 1, PageSize at most 100).",
      operationId: 'ListClients',
      security: SECURITY,
      request: { query: PageQuery },
      responses: responses(ClientListResponse, 'One page of clients, oldest first'),
    }),
    async (c) => {
      const providerId = callerProviderId(c);
      const page = pageOf(c);
      const r = await listClients(deps.db, providerId, page);
      return ok(c, {
        TotalCount: r.total,
        PageNumber: page.PageNumber,
        PageSize: page.PageSize,
        Clients: r.rows.map(clientRecord),
      });
    },
  );
}
