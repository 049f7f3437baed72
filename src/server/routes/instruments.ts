import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { fail, ok } from '../http/envelope.js';
import { pathParam } from '../schemas/common.js';
import {
  CreateInstrumentRequest,
  CreateInstrumentResponse,
  InstitutionChangeRequest,
  InstitutionChangeResponse,
  InstrumentChangeRequest,
  InstrumentChangeResponse,
  InstrumentResponse,
} from '../schemas/holdings.js';
import {
  createInstrumentOperation,
  institutionChangeOperation,
  instrumentChangeOperation,
} from '../shell/operations/holdings-operations.js';
import { findInstrument } from '../store/instruments.js';
import { isGuid, type RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';

const NOT_FOUND = 'No instrument matches the InstrumentId supplied.';

/**
 * The instrument registry (design.md section 8): the operator registers and changes instruments
 * (a change re-evaluates every holding, flags or unflags it, account.updated per affected
 * account); any key reads one. The operator's institution change re-evaluates the same way.
 */
export function registerInstrumentRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const operator = routeGroup(app, deps, 'operator');
  operator.write(
    createRoute({
      method: 'post',
      path: '/v1/instruments',
      tags: ['Instruments'],
      summary: 'Register an instrument (operator)',
      description:
        'An identifier (CUSIP, ISIN or ticker, each validated, the check digit included), the asset class, ' +
        "the attributes the catalog's predicates read and prices by date. One instrument per identifier: a " +
        'second registration is InvalidRequest (Identifier.Value AlreadyRegistered).',
      operationId: 'CreateInstrument',
      security: SECURITY,
      request: { body: jsonBody(CreateInstrumentRequest) },
      responses: responses(CreateInstrumentResponse, 'The new InstrumentId and the instrument as stored'),
    }),
    createInstrumentOperation,
  );

  operator.write(
    createRoute({
      method: 'patch',
      path: '/v1/instruments/{InstrumentId}',
      tags: ['Instruments'],
      summary: 'Change an instrument (operator)',
      description:
        'Name, AssetClass, QuantityScale (only grows), Attributes (merged; null removes one) and Prices ' +
        '(merged by date). When the asset class or an attribute changes, every open holding is ' +
        're-evaluated: each one no longer eligible is flagged with its reasons, each one eligible again is ' +
        'unflagged, and account.updated fires once per affected account (to its provider). ' +
        'InstrumentNotFound for an unknown id.',
      operationId: 'ChangeInstrument',
      security: SECURITY,
      request: { params: pathParam('InstrumentId'), body: jsonBody(InstrumentChangeRequest) },
      responses: responses(InstrumentChangeResponse, 'What changed and the re-evaluation counts'),
    }),
    instrumentChangeOperation,
  );

  operator.write(
    createRoute({
      method: 'patch',
      path: '/v1/institutions/{InstitutionId}',
      tags: ['Operator'],
      summary: 'Change an institution (operator)',
      description:
        'Name, Authorities and AssetScopes, each replacing the stored one; the result is validated as a ' +
        "new institution. When the authorities or scopes change, the holdings of the institution's accounts " +
        'are re-evaluated, flagged or unflagged, with account.updated per affected account.',
      operationId: 'ChangeInstitution',
      security: SECURITY,
      request: { params: pathParam('InstitutionId'), body: jsonBody(InstitutionChangeRequest) },
      responses: responses(InstitutionChangeResponse, 'What changed and the re-evaluation counts'),
    }),
    institutionChangeOperation,
  );

  routeGroup(app, deps, 'any').read(
    createRoute({
      method: 'get',
      path: '/v1/instruments/{InstrumentId}',
      tags: ['Instruments'],
      summary: 'Get an instrument',
      description:
        'The registry is shared: any provider key (or the operator) reads an instrument, its prices included.',
      operationId: 'GetInstrument',
      security: SECURITY,
      request: { params: pathParam('InstrumentId') },
      responses: responses(InstrumentResponse, 'The instrument'),
    }),
    async (c) => {
      const id = c.req.param('InstrumentId');
      const found = isGuid(id) ? await findInstrument(deps.db, id.toLowerCase()) : undefined;
      if (found === undefined) return fail(c, 'InstrumentNotFound', NOT_FOUND);
      return ok(c, { ...found });
    },
  );
}
