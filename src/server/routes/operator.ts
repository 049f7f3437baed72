import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { fail, ok } from '../http/envelope.js';
import { pathParam } from '../schemas/common.js';
import {
  ContractsRequest,
  ContractsResponse,
  CreateInstitutionRequest,
  CreateKeyRequest,
  CreateProviderRequest,
  GatesRequest,
  GatesResponse,
  InstitutionIdResponse,
  InstitutionResponse,
  KeyResponse,
  ProviderIdResponse,
  RevokeKeyResponse,
} from '../schemas/operator.js';
import {
  createInstitutionOperation,
  createProviderOperation,
  issueKeyOperation,
  putContractsOperation,
  putGatesOperation,
  revokeKeyOperation,
} from '../shell/operations/operator-operations.js';
import { findInstitution } from '../store/institutions.js';
import { isGuid, type RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';
import { registerOperatorContractRoutes } from './operator-contracts.js';
import { registerOperatorDirectoryRoutes } from './operator-directory.js';

export { newKeyMaterial } from '../shell/operations/operator-operations.js';

const tags = ['Operator'];

export function registerOperatorRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps, encryptionKey: Buffer): void {
  const operator = routeGroup(app, deps, 'operator');
  operator.write(
    createRoute({
      method: 'post',
      path: '/v1/providers',
      tags,
      summary: 'Create Provider (operator)',
      description:
        'Creates a provider (operator) through decideCreateProvider; give it keys, contracts and gates next.',
      operationId: 'CreateProvider',
      security: SECURITY,
      request: { body: jsonBody(CreateProviderRequest) },
      responses: responses(ProviderIdResponse, 'The new ProviderId'),
    }),
    createProviderOperation,
  );

  operator.write(
    createRoute({
      method: 'post',
      path: '/v1/providers/{ProviderId}/keys',
      tags,
      summary: 'Create Provider Key (operator; secret shown once)',
      description:
        'Issues an API key for a provider (operator). The Secret is returned once and stored encrypted; ' +
        'requests are signed with it (HMAC).',
      operationId: 'CreateProviderKey',
      security: SECURITY,
      request: { params: pathParam('ProviderId'), body: jsonBody(CreateKeyRequest) },
      responses: responses(KeyResponse, 'The KeyId and its Secret'),
    }),
    issueKeyOperation(encryptionKey),
  );

  operator.write(
    createRoute({
      method: 'delete',
      path: '/v1/keys/{KeyId}',
      tags,
      summary: 'Revoke Key (operator)',
      description:
        'Revokes a key (operator): requests signed with it are refused from now on. Repeating it answers ' +
        'the first RevokedDate.',
      operationId: 'RevokeKey',
      security: SECURITY,
      request: { params: z.object({ KeyId: z.string().openapi({ param: { name: 'KeyId', in: 'path' } }) }) },
      responses: responses(RevokeKeyResponse, 'The revoked KeyId'),
    }),
    revokeKeyOperation,
  );

  operator.write(
    createRoute({
      method: 'post',
      path: '/v1/institutions',
      tags,
      summary: 'Create Institution (operator)',
      description:
        'Creates an institution (operator) with its authorities (for example IrsNonbankCustodian, Bank) ' +
        'and asset scopes, which decide the types it may hold.',
      operationId: 'CreateInstitution',
      security: SECURITY,
      request: { body: jsonBody(CreateInstitutionRequest) },
      responses: responses(InstitutionIdResponse, 'The new InstitutionId'),
    }),
    createInstitutionOperation,
  );

  // Institutions are platform records: any key may read one (providers name them on Create Account).
  routeGroup(app, deps, 'any').read(
    createRoute({
      method: 'get',
      path: '/v1/institutions/{InstitutionId}',
      tags,
      summary: 'Get Institution',
      description: 'The institution: name, authorities and asset scopes.',
      operationId: 'GetInstitution',
      security: SECURITY,
      request: { params: pathParam('InstitutionId') },
      responses: responses(InstitutionResponse, 'The institution'),
    }),
    async (c) => {
      const id = c.req.param('InstitutionId');
      const rec = isGuid(id) ? await findInstitution(deps.db, id) : undefined;
      if (rec === undefined)
        return fail(c, 'InstitutionNotFound', 'No institution matches the InstitutionId supplied.');
      return ok(c, { ...rec });
    },
  );

  operator.write(
    createRoute({
      method: 'put',
      path: '/v1/providers/{ProviderId}/contracts',
      tags,
      summary: 'Set Provider Contracts (operator; replaces the list)',
      description: 'Replaces the account types a provider may open (operator).',
      operationId: 'SetProviderContracts',
      security: SECURITY,
      request: { params: pathParam('ProviderId'), body: jsonBody(ContractsRequest) },
      responses: responses(ContractsResponse, 'The stored list'),
    }),
    putContractsOperation,
  );

  operator.write(
    createRoute({
      method: 'put',
      path: '/v1/providers/{ProviderId}/gates',
      tags,
      summary: 'Set Provider Gates (operator; replaces the list)',
      description:
        'Replaces the gates a provider has satisfied (operator); a gated type needs its gate as well as a contract.',
      operationId: 'SetProviderGates',
      security: SECURITY,
      request: { params: pathParam('ProviderId'), body: jsonBody(GatesRequest) },
      responses: responses(GatesResponse, 'The stored list'),
    }),
    putGatesOperation,
  );

  // Issue 16: the operator's directory (reads) and single contract and gate changes (writes).
  registerOperatorDirectoryRoutes(app, deps);
  registerOperatorContractRoutes(app, deps);
}
