import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { pathParam } from '../schemas/common.js';
import { InvestRequest, TransactionIdResponse } from '../schemas/transactions.js';
import { investmentPurchaseOperation } from '../shell/operations/money-operations.js';
import type { RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';

/** Investment purchase directive: AccountTypeNotInvestable, AssetNotEligible, InsufficientFunds. */
export function registerInvestmentRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  routeGroup(app, deps, 'provider').write(
    createRoute({
      method: 'post',
      path: '/v1/accounts/{AccountId}/investments',
      tags: ['Financial'],
      summary: 'Purchase an investment (directive)',
      operationId: 'PurchaseInvestment',
      security: SECURITY,
      request: { params: pathParam('AccountId'), body: jsonBody(InvestRequest) },
      responses: responses(TransactionIdResponse, 'The purchase TransactionId'),
    }),
    investmentPurchaseOperation,
  );
}
