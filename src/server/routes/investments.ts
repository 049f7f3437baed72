import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { pathParam } from '../schemas/common.js';
import { InvestmentOrderRequest, InvestmentResponse } from '../schemas/holdings.js';
import { InvestRequest } from '../schemas/transactions.js';
import { investmentOperation } from '../shell/operations/holdings-operations.js';
import type { RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';

/**
 * Investments (design.md section 8): with `Side` (Purchase or Sale) an order of a registered
 * instrument, cash and position in one decision (decideInvestment); without it the earlier
 * purchase directive by AssetClass and Amount (decideInvestmentPurchase), which keeps no holding.
 */
export function registerInvestmentRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  routeGroup(app, deps, 'provider').write(
    createRoute({
      method: 'post',
      path: '/v1/accounts/{AccountId}/investments',
      tags: ['Financial'],
      summary: 'Purchase or sell an investment',
      description:
        "With Side: a Purchase or Sale of a registered instrument, Quantity (at the instrument's scale) at " +
        'the execution Price; the cash (Quantity x Price, rounded half up to cents) moves between the ' +
        'account and the broker, the position changes, investment.purchased or investment.sold is emitted. ' +
        "AccountTypeNotInvestable, AssetNotEligible (the matrix, the instrument's predicates and " +
        "exclusions, the institution's scope; a Coverdell ESA never holds life insurance, an ESOP's " +
        'Conditional classes need InvestsPrimarilyInEmployerSecurities), InsufficientFunds, ' +
        'InsufficientPosition (no short sale), InstrumentNotFound. Without Side: the earlier purchase ' +
        'directive by AssetClass and Amount.',
      operationId: 'PurchaseInvestment',
      security: SECURITY,
      request: { params: pathParam('AccountId'), body: jsonBody(z.union([InvestmentOrderRequest, InvestRequest])) },
      responses: responses(InvestmentResponse, 'The TransactionId, and for an order the position after it'),
    }),
    investmentOperation,
  );
}
