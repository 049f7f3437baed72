import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import {
  RecharacterizationRequest,
  RecharacterizationResponse,
  RolloverRequest,
  RolloverResponse,
  RothConversionRequest,
  RothConversionResponse,
  TransferRequest,
  TransferResponse,
} from '../schemas/movements.js';
import {
  recharacterizationOperation,
  rolloverOperation,
  rothConversionOperation,
  transferOperation,
} from '../shell/operations/movement-operations.js';
import type { RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';

const tags = ['Financial'];

/**
 * Money between accounts (design.md section 8; docs/movements.md): each route runs its decision
 * through the one write shell (idempotency, facts in one transaction, exactly one event).
 */
export function registerMovementRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const group = routeGroup(app, deps, 'provider');
  group.write(
    createRoute({
      method: 'post',
      path: '/v1/transfers',
      tags,
      summary: 'Transfer (trustee to trustee)',
      operationId: 'Transfer',
      security: SECURITY,
      request: { body: jsonBody(TransferRequest) },
      responses: responses(TransferResponse, 'The transfer; event transfer.completed'),
    }),
    transferOperation,
  );
  group.write(
    createRoute({
      method: 'post',
      path: '/v1/rollovers',
      tags,
      summary: 'Rollover (direct or indirect)',
      operationId: 'Rollover',
      security: SECURITY,
      request: { body: jsonBody(RolloverRequest) },
      responses: responses(RolloverResponse, 'The rollover; event rollover.completed'),
    }),
    rolloverOperation,
  );
  group.write(
    createRoute({
      method: 'post',
      path: '/v1/roth-conversions',
      tags,
      summary: 'Roth conversion',
      operationId: 'RothConversion',
      security: SECURITY,
      request: { body: jsonBody(RothConversionRequest) },
      responses: responses(RothConversionResponse, 'The conversion; event rothconversion.completed'),
    }),
    rothConversionOperation,
  );
  group.write(
    createRoute({
      method: 'post',
      path: '/v1/recharacterizations',
      tags,
      summary: 'Recharacterization of a contribution',
      operationId: 'Recharacterization',
      security: SECURITY,
      request: { body: jsonBody(RecharacterizationRequest) },
      responses: responses(RecharacterizationResponse, 'The recharacterization; event recharacterization.completed'),
    }),
    recharacterizationOperation,
  );
}
