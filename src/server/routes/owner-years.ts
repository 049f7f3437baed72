import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { fail, ok } from '../http/envelope.js';
import { callerProviderId } from '../http/guards.js';
import { OwnerYearIdResponse, OwnerYearResponse, PutOwnerYearRequest, TaxYearPath } from '../schemas/owner-years.js';
import { putOwnerYearOperation } from '../shell/operations/owner-year-operations.js';
import { findClient } from '../store/clients.js';
import { ownerYears } from '../store/owner-years.js';
import { isGuid, type RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';

const tags = ['Clients'];

/** The owner's facts by tax year (issue 15, docs/decisions 56). */
export function registerOwnerYearRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const group = routeGroup(app, deps, 'provider');
  group.write(
    createRoute({
      method: 'put',
      path: '/v1/clients/{ClientId}/tax-years/{TaxYear}',
      tags,
      summary: 'Put Owner Tax Year',
      description:
        'The owner’s facts for one tax year, with the engine’s names; replaces what was stated for that year. ' +
        'Fund Account reads them for the contribution’s year, and a qualified charitable distribution ' +
        'OtherQualifiedCharitableDistributions of its year; a fact not given is listed in Unchecked.',
      operationId: 'PutOwnerTaxYear',
      security: SECURITY,
      request: { params: TaxYearPath, body: jsonBody(PutOwnerYearRequest) },
      responses: responses(OwnerYearIdResponse, 'The ClientId and TaxYear'),
    }),
    putOwnerYearOperation,
  );

  group.read(
    createRoute({
      method: 'get',
      path: '/v1/clients/{ClientId}/tax-years/{TaxYear}',
      tags,
      summary: 'Get Owner Tax Year',
      description:
        'The owner facts stated for a tax year (PUT of the same path), which the contribution and ' +
        'deduction rules read.',
      operationId: 'GetOwnerTaxYear',
      security: SECURITY,
      request: { params: TaxYearPath },
      responses: responses(OwnerYearResponse, 'The facts stated for the year'),
    }),
    async (c) => {
      const providerId = callerProviderId(c);
      const id = c.req.param('ClientId');
      const row = isGuid(id) ? await findClient(deps.db, providerId, id.toLowerCase()) : undefined;
      if (row === undefined) return fail(c, 'ClientNotFound', 'No client matches the ClientId supplied.');
      const year = Number(c.req.param('TaxYear'));
      const hit = (await ownerYears(deps.db, providerId, row.client_id)).find((y) => y.TaxYear === year);
      if (hit === undefined)
        return fail(c, 'InvalidRequest', `No facts were stated for tax year ${c.req.param('TaxYear')}.`, [
          { FieldName: 'TaxYear', ErrorCode: 'NotFound', Message: 'no facts stated for this year' },
        ]);
      return ok(c, { ClientId: hit.ClientId, TaxYear: hit.TaxYear, Facts: hit.Facts, UpdatedDate: hit.UpdatedDate });
    },
  );
}
