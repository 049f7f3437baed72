import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { fail, ok } from '../http/envelope.js';
import { callerProviderId } from '../http/guards.js';
import { pathParam } from '../schemas/common.js';
import { CreatePlanRequest, PlanIdResponse, PlanResponse } from '../schemas/plans.js';
import { createPlanOperation } from '../shell/operations/plan-operations.js';
import { findPlan } from '../store/plans.js';
import { isGuid, type RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';

const tags = ['Plans'];

/** Employer benefit plans (issue 15, docs/decisions 56). */
export function registerPlanRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const group = routeGroup(app, deps, 'provider');
  group.write(
    createRoute({
      method: 'post',
      path: '/v1/plans',
      tags,
      summary: 'Create Plan',
      description:
        'Creates a benefit plan for an employer through decideCreatePlan: plan year, and for a health FSA ' +
        "a grace period or a carryover (exclusive). Accounts of the plan's type name its PlanYear.",
      operationId: 'CreatePlan',
      security: SECURITY,
      request: { body: jsonBody(CreatePlanRequest) },
      responses: responses(PlanIdResponse, 'The new PlanId'),
    }),
    createPlanOperation,
  );
  group.read(
    createRoute({
      method: 'get',
      path: '/v1/plans/{PlanId}',
      tags,
      summary: 'Get Plan',
      description: 'The plan as the engine validated it, with its Mode (GracePeriod, Carryover or Neither).',
      operationId: 'GetPlan',
      security: SECURITY,
      request: { params: pathParam('PlanId') },
      responses: responses(PlanResponse, 'The plan'),
    }),
    async (c) => {
      const id = c.req.param('PlanId');
      const plan = isGuid(id) ? await findPlan(deps.db, callerProviderId(c), id.toLowerCase()) : undefined;
      if (plan === undefined)
        return fail(c, 'InvalidRequest', 'No plan matches the PlanId supplied.', [
          { FieldName: 'PlanId', ErrorCode: 'NotFound', Message: 'no such plan' },
        ]);
      return ok(c, plan);
    },
  );
}
