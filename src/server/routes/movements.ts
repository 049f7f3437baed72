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
      description:
        'Moves money trustee to trustee between two accounts of the same owner, or to a spouse’s or former ' +
        'spouse’s IRA with IncidentToDivorce (26 U.S.C. 408(d)(6)), or a traditional or Roth IRA to the owner’s HSA ' +
        'with HsaFundingDistribution (408(d)(9)), through decideTransfer (docs/movements.md). ' +
        'Posts both sides at once. Emits transfer.completed.',
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
      description:
        'A direct or indirect rollover into an account through decideRollover: the 60-day and once-a-year ' +
        'rules, the permitted source and destination types (docs/movements.md). Emits rollover.completed.',
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
      description:
        'Converts traditional, SEP or SIMPLE IRA money to a Roth IRA through decideRothConversion, with ' +
        'its taxable amount and the start of its five-year period. Emits rothconversion.completed.',
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
      description:
        'Moves a contribution with its net income attributable to an IRA of the other kind through ' +
        'decideRecharacterization, by the deadline. Emits recharacterization.completed.',
      operationId: 'Recharacterization',
      security: SECURITY,
      request: { body: jsonBody(RecharacterizationRequest) },
      responses: responses(RecharacterizationResponse, 'The recharacterization; event recharacterization.completed'),
    }),
    recharacterizationOperation,
  );
}
