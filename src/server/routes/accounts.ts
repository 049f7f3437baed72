import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { fail, ok } from '../http/envelope.js';
import { callerProviderId } from '../http/guards.js';
import {
  AccountIdResponse,
  AccountListQuery,
  AccountListResponse,
  AccountResponse,
  UpdateAccountRequest,
} from '../schemas/accounts.js';
import { PageQuery, pathParam } from '../schemas/common.js';
import { createAccountRequestSchema } from '../schemas/create-account.js';
import { createAccountOperation, updateAccountOperation } from '../shell/operations/account-operations.js';
import { findAccountWithSums, listAccounts } from '../store/accounts.js';
import { findClient } from '../store/clients.js';
import { accountViews } from './account-view.js';
import { isGuid, type RouteDeps, todayOf } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';
import { pageOf } from './page-of.js';

const tags = ['Accounts'];
export const ACCOUNT_NOT_FOUND = 'No account matches the AccountId supplied.';

export function registerAccountRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const group = routeGroup(app, deps, 'provider');
  group.write(
    createRoute({
      method: 'post',
      path: '/v1/accounts',
      tags,
      summary: 'Create Account',
      description:
        'Opens an account of a catalog type (spec part 4.2) through decideCreateAccount. The body is one ' +
        'of the per-type schemas below, chosen by AccountTypeCode: the common fields (ClientId; ' +
        "InstitutionId, TrusteeId, InvestmentId as the type's nature requires) and the type's own fields " +
        "from the catalog. The engine then checks the opening rules, the client (Active), the institution's " +
        'authorities, the contract and the gate. Emits account.created.',
      operationId: 'CreateAccount',
      security: SECURITY,
      request: { body: jsonBody(createAccountRequestSchema(deps.catalog)) },
      responses: responses(AccountIdResponse, 'The new AccountId'),
    }),
    createAccountOperation,
  );

  group.read(
    createRoute({
      method: 'get',
      path: '/v1/accounts/{AccountId}',
      tags,
      summary: 'Get Account',
      description:
        'The account with AccountBalance computed from its postings (never a stored total) and Phase ' +
        "computed on the service clock's date.",
      operationId: 'GetAccount',
      security: SECURITY,
      request: { params: pathParam('AccountId') },
      responses: responses(AccountResponse, 'The account with its balance'),
    }),
    async (c) => {
      const providerId = callerProviderId(c);
      const id = c.req.param('AccountId');
      const found = isGuid(id) ? await findAccountWithSums(deps.db, providerId, id.toLowerCase()) : undefined;
      if (found === undefined) return fail(c, 'AccountNotFound', ACCOUNT_NOT_FOUND);
      const known = new Map([[found.row.account_id, found.sums]]);
      const [view] = await accountViews(deps.db, deps.catalog, [found.row], todayOf(deps.now()), known);
      return ok(c, view);
    },
  );

  group.write(
    createRoute({
      method: 'patch',
      path: '/v1/accounts/{AccountId}',
      tags,
      summary: 'Update Account',
      description:
        'Changes AccountStatus (Active, Restricted, Frozen, Closed; Closed is final) or ' +
        'ProviderReferenceId through decideUpdateAccount. Emits account.updated when the status changes.',
      operationId: 'UpdateAccount',
      security: SECURITY,
      request: { params: pathParam('AccountId'), body: jsonBody(UpdateAccountRequest) },
      responses: responses(AccountIdResponse, 'The AccountId'),
    }),
    updateAccountOperation,
  );

  group.read(
    createRoute({
      method: 'get',
      path: '/v1/accounts',
      tags,
      summary: 'List Accounts (optionally by ClientId)',
      description:
        "One page of the calling provider's accounts, oldest first, optionally of one client; each with " +
        'its balance computed from the ledger.',
      operationId: 'ListAccounts',
      security: SECURITY,
      request: { query: PageQuery.extend(AccountListQuery.shape) },
      responses: responses(AccountListResponse, 'One page of accounts, oldest first'),
    }),
    async (c) => {
      const providerId = callerProviderId(c);
      const page = pageOf(c);
      const clientId = c.req.query('ClientId');
      if (clientId !== undefined) {
        if (!isGuid(clientId) || (await findClient(deps.db, providerId, clientId.toLowerCase())) === undefined)
          return fail(c, 'ClientNotFound', 'No client matches the ClientId supplied.');
      }
      const r = await listAccounts(deps.db, providerId, clientId?.toLowerCase(), page);
      return ok(c, {
        TotalCount: r.total,
        PageNumber: page.PageNumber,
        PageSize: page.PageSize,
        Accounts: await accountViews(deps.db, deps.catalog, r.rows, todayOf(deps.now())),
      });
    },
  );
}
