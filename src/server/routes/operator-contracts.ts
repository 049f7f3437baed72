import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import {
  ContractListResponse,
  EmptyRequest,
  GateListResponse,
  ProviderMemberParams,
} from '../schemas/operator-directory.js';
import {
  addContractOperation,
  addGateOperation,
  removeContractOperation,
  removeGateOperation,
} from '../shell/operations/provider-list-operations.js';
import type { RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { responses, SECURITY } from './openapi-helpers.js';

const tags = ['Operator'];
const optionalEmptyBody = {
  required: false,
  content: { 'application/json': { schema: EmptyRequest } },
  description: 'No field; the body may be omitted.',
};
const REPEAT =
  'A repeat is harmless: it finds the list already so, writes nothing and answers the same list. Takes no ' +
  'ProviderReferenceId, as the other operator writes.';

/**
 * One contract or gate added or removed (issue 16), beside Set Provider Contracts and Set Provider
 * Gates which replace the whole list. Each runs through the one write shell with its decision.
 */
export function registerOperatorContractRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const operator = routeGroup(app, deps, 'operator');
  const request = { params: ProviderMemberParams, body: optionalEmptyBody };

  operator.write(
    createRoute({
      method: 'put',
      path: '/v1/providers/{ProviderId}/contracts/{AccountTypeCode}',
      tags,
      summary: 'Add Provider Contract (operator)',
      description: `Adds one account type to the provider's contracts, at the end of the list. ${REPEAT}`,
      operationId: 'AddProviderContract',
      security: SECURITY,
      request,
      responses: responses(ContractListResponse, 'The provider’s contracts after the change'),
    }),
    addContractOperation,
  );

  operator.write(
    createRoute({
      method: 'delete',
      path: '/v1/providers/{ProviderId}/contracts/{AccountTypeCode}',
      tags,
      summary: 'Remove Provider Contract (operator)',
      description:
        `Takes one account type out of the provider's contracts: its existing accounts stay, no new one ` +
        `opens. ${REPEAT}`,
      operationId: 'RemoveProviderContract',
      security: SECURITY,
      request,
      responses: responses(ContractListResponse, 'The provider’s contracts after the change'),
    }),
    removeContractOperation,
  );

  operator.write(
    createRoute({
      method: 'put',
      path: '/v1/providers/{ProviderId}/gates/{AccountTypeCode}',
      tags,
      summary: 'Add Provider Gate (operator)',
      description:
        `Records that the provider satisfies the gate of one account type (a gate is named by the type's ` +
        `slug). A type whose Status is ship needs none: the answer warns GateNotNeeded. ${REPEAT}`,
      operationId: 'AddProviderGate',
      security: SECURITY,
      request,
      responses: responses(GateListResponse, 'The provider’s gates after the change'),
    }),
    addGateOperation,
  );

  operator.write(
    createRoute({
      method: 'delete',
      path: '/v1/providers/{ProviderId}/gates/{AccountTypeCode}',
      tags,
      summary: 'Remove Provider Gate (operator)',
      description: `Takes one gate out of the provider's satisfied gates. ${REPEAT}`,
      operationId: 'RemoveProviderGate',
      security: SECURITY,
      request,
      responses: responses(GateListResponse, 'The provider’s gates after the change'),
    }),
    removeGateOperation,
  );
}
