import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { keyNotFound, providerNotFound } from '../../core/decisions/not-found.js';
import type { AppEnv } from '../app-env.js';
import { isKeyId } from '../auth/hmac.js';
import { fail, ok } from '../http/envelope.js';
import { PageQuery, pathParam } from '../schemas/common.js';
import {
  InstitutionListResponse,
  KeyIdParams,
  KeyListResponse,
  KeyRecordResponse,
  ProviderListResponse,
  ProviderResponse,
} from '../schemas/operator-directory.js';
import { parsePage } from '../store/pagination.js';
import {
  listInstitutionRecords,
  listKeyRecords,
  listProviderRecords,
  readKeyRecord,
  readProviderRecord,
} from '../store/provider-directory.js';
import { isGuid, type RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { responses, SECURITY } from './openapi-helpers.js';

const tags = ['Operator'];
const PROVIDER_NOT_FOUND = providerNotFound().Message;
const KEY_NOT_FOUND = keyNotFound().Message;
const BAD_PAGE = 'Invalid paging parameters: send PageNumber from 1 and PageSize from 1 to 100, or leave them out.';

/**
 * The operator's directory (issue 16): providers, their keys (never a secret) and institutions,
 * so what `acctos serve --demo` printed once can be found again. Lists page as every list route
 * does (PageNumber from 1, PageSize default 25, at most 100; TotalCount), oldest first.
 */
export function registerOperatorDirectoryRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const operator = routeGroup(app, deps, 'operator');
  const page = (c: { req: { query(name: string): string | undefined } }) =>
    parsePage({ PageNumber: c.req.query('PageNumber'), PageSize: c.req.query('PageSize') });

  operator.read(
    createRoute({
      method: 'get',
      path: '/v1/providers',
      tags,
      summary: 'List Providers (operator)',
      description: 'Every provider with its contracts, gates and number of active keys, oldest first.',
      operationId: 'ListProviders',
      security: SECURITY,
      request: { query: PageQuery },
      responses: responses(ProviderListResponse, 'One page of providers, oldest first'),
    }),
    async (c) => {
      const pg = page(c);
      if (!pg.ok) return fail(c, 'InvalidRequest', BAD_PAGE, pg.errors);
      const r = await listProviderRecords(deps.db, pg.page);
      return ok(c, {
        TotalCount: r.total,
        PageNumber: pg.page.PageNumber,
        PageSize: pg.page.PageSize,
        Providers: r.rows,
      });
    },
  );

  operator.read(
    createRoute({
      method: 'get',
      path: '/v1/providers/{ProviderId}',
      tags,
      summary: 'Get Provider (operator)',
      description: 'One provider with its contracts, gates and number of active keys.',
      operationId: 'GetProvider',
      security: SECURITY,
      request: { params: pathParam('ProviderId') },
      responses: responses(ProviderResponse, 'The provider'),
    }),
    async (c) => {
      const id = c.req.param('ProviderId');
      const rec = isGuid(id) ? await readProviderRecord(deps.db, id.toLowerCase()) : undefined;
      if (rec === undefined) return fail(c, 'ProviderNotFound', PROVIDER_NOT_FOUND);
      return ok(c, { ...rec });
    },
  );

  operator.read(
    createRoute({
      method: 'get',
      path: '/v1/providers/{ProviderId}/keys',
      tags,
      summary: 'List Provider Keys (operator; no secrets)',
      description:
        'The provider’s keys, active and revoked, oldest first. A secret is shown once, when the key is ' +
        'issued; it is never listed. A lost secret: issue a new key and revoke the old one.',
      operationId: 'ListProviderKeys',
      security: SECURITY,
      request: { params: pathParam('ProviderId'), query: PageQuery },
      responses: responses(KeyListResponse, 'One page of keys, oldest first'),
    }),
    async (c) => {
      const id = c.req.param('ProviderId');
      const provider = isGuid(id) ? await readProviderRecord(deps.db, id.toLowerCase()) : undefined;
      if (provider === undefined) return fail(c, 'ProviderNotFound', PROVIDER_NOT_FOUND);
      const pg = page(c);
      if (!pg.ok) return fail(c, 'InvalidRequest', BAD_PAGE, pg.errors);
      const r = await listKeyRecords(deps.db, provider.ProviderId, pg.page);
      return ok(c, { TotalCount: r.total, PageNumber: pg.page.PageNumber, PageSize: pg.page.PageSize, Keys: r.rows });
    },
  );

  operator.read(
    createRoute({
      method: 'get',
      path: '/v1/keys/{KeyId}',
      tags,
      summary: 'Get Key (operator; no secret)',
      description: 'One provider key: its provider, status and dates. Never its secret.',
      operationId: 'GetKey',
      security: SECURITY,
      request: { params: KeyIdParams },
      responses: responses(KeyRecordResponse, 'The key'),
    }),
    async (c) => {
      const id = c.req.param('KeyId') ?? '';
      const rec = isKeyId(id) ? await readKeyRecord(deps.db, id) : undefined;
      if (rec === undefined) return fail(c, 'KeyNotFound', KEY_NOT_FOUND);
      return ok(c, { ...rec });
    },
  );

  operator.read(
    createRoute({
      method: 'get',
      path: '/v1/institutions',
      tags,
      summary: 'List Institutions (operator)',
      description: 'Every institution with its authorities and asset scopes, oldest first.',
      operationId: 'ListInstitutions',
      security: SECURITY,
      request: { query: PageQuery },
      responses: responses(InstitutionListResponse, 'One page of institutions, oldest first'),
    }),
    async (c) => {
      const pg = page(c);
      if (!pg.ok) return fail(c, 'InvalidRequest', BAD_PAGE, pg.errors);
      const r = await listInstitutionRecords(deps.db, pg.page);
      return ok(c, {
        TotalCount: r.total,
        PageNumber: pg.page.PageNumber,
        PageSize: pg.page.PageSize,
        Institutions: r.rows,
      });
    },
  );
}
