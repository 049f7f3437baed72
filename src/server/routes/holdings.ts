import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { fail, ok } from '../http/envelope.js';
import { callerProviderId } from '../http/guards.js';
import { PageQuery, pathParam } from '../schemas/common.js';
import { HoldingListResponse } from '../schemas/holdings.js';
import { findAccount } from '../store/accounts.js';
import { listAccountHoldings, listFlaggedHoldings } from '../store/holdings.js';
import { ACCOUNT_NOT_FOUND } from './accounts.js';
import { isGuid, type RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { responses, SECURITY } from './openapi-helpers.js';
import { pageOf } from './page-of.js';

/**
 * Holdings (design.md section 8): an account's open positions, each with Eligible and the
 * engine's Reasons (kept current by every trade and every instrument or institution change), and
 * the operator's list of every flagged holding.
 */
export function registerHoldingRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  routeGroup(app, deps, 'provider').read(
    createRoute({
      method: 'get',
      path: '/v1/accounts/{AccountId}/holdings',
      tags: ['Financial'],
      summary: 'List the holdings of an account',
      description:
        'Open positions (Quantity above zero), oldest first, each with Eligible and, when flagged, ' +
        "assetEligibility's Reasons (the matrix, the instrument predicates and exclusions, the " +
        "institution's scope). A flagged holding may be sold, not bought.",
      operationId: 'ListHoldings',
      security: SECURITY,
      request: { params: pathParam('AccountId'), query: PageQuery },
      responses: responses(HoldingListResponse, 'One page of holdings'),
    }),
    async (c) => {
      const providerId = callerProviderId(c);
      const page = pageOf(c);
      const id = c.req.param('AccountId');
      const account = isGuid(id) ? await findAccount(deps.db, providerId, id.toLowerCase()) : undefined;
      if (account === undefined) return fail(c, 'AccountNotFound', ACCOUNT_NOT_FOUND);
      const r = await listAccountHoldings(deps.db, account.account_id, page);
      return ok(c, {
        TotalCount: r.total,
        PageNumber: page.PageNumber,
        PageSize: page.PageSize,
        Holdings: r.rows,
      });
    },
  );

  routeGroup(app, deps, 'operator').read(
    createRoute({
      method: 'get',
      path: '/v1/holdings/flagged',
      tags: ['Operator'],
      summary: 'List every flagged holding (operator)',
      description:
        'Every open holding no longer eligible, of every provider (with its ProviderId), most recently ' +
        'flagged last, with its Reasons.',
      operationId: 'ListFlaggedHoldings',
      security: SECURITY,
      request: { query: PageQuery },
      responses: responses(HoldingListResponse, 'One page of flagged holdings'),
    }),
    async (c) => {
      const page = pageOf(c);
      const r = await listFlaggedHoldings(deps.db, page);
      return ok(c, {
        TotalCount: r.total,
        PageNumber: page.PageNumber,
        PageSize: page.PageSize,
        Holdings: r.rows,
      });
    },
  );
}
