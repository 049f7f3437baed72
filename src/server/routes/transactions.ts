import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { fail, ok } from '../http/envelope.js';
import { callerProviderId } from '../http/guards.js';
import { PageQuery, pathParam } from '../schemas/common.js';
import { SettleResponse } from '../schemas/operator.js';
import { TransactionListResponse, TransactionResponse } from '../schemas/transactions.js';
import { settleDepositOperation } from '../shell/operations/money-operations.js';
import { findAccount } from '../store/accounts.js';
import { findTransaction, listTransactions, transactionRecord } from '../store/transactions.js';
import { ACCOUNT_NOT_FOUND } from './accounts.js';
import { isGuid, type RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { responses, SECURITY } from './openapi-helpers.js';
import { pageOf } from './page-of.js';

const NOT_FOUND = 'No transaction matches the TransactionId supplied.';

export function registerTransactionRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const group = routeGroup(app, deps, 'provider');
  group.read(
    createRoute({
      method: 'get',
      path: '/v1/accounts/{AccountId}/transactions',
      tags: ['Financial'],
      summary: 'List Transactions of an account',
      description: "One page of the account's transactions, oldest first: deposits and entries with their status.",
      operationId: 'ListTransactions',
      security: SECURITY,
      request: { params: pathParam('AccountId'), query: PageQuery },
      responses: responses(TransactionListResponse, 'One page of transactions, oldest first'),
    }),
    async (c) => {
      const providerId = callerProviderId(c);
      const page = pageOf(c);
      const id = c.req.param('AccountId');
      const account = isGuid(id) ? await findAccount(deps.db, providerId, id.toLowerCase()) : undefined;
      if (account === undefined) return fail(c, 'AccountNotFound', ACCOUNT_NOT_FOUND);
      const r = await listTransactions(deps.db, account.account_id, page);
      return ok(c, {
        TotalCount: r.total,
        PageNumber: page.PageNumber,
        PageSize: page.PageSize,
        Transactions: r.rows.map(transactionRecord),
      });
    },
  );

  group.read(
    createRoute({
      method: 'get',
      path: '/v1/transactions/{TransactionId}',
      tags: ['Financial'],
      summary: 'Get Transaction',
      description: 'One transaction of the calling provider.',
      operationId: 'GetTransaction',
      security: SECURITY,
      request: { params: pathParam('TransactionId') },
      responses: responses(TransactionResponse, 'The transaction'),
    }),
    async (c) => {
      const providerId = callerProviderId(c);
      const id = c.req.param('TransactionId');
      const row = isGuid(id) ? await findTransaction(deps.db, providerId, id.toLowerCase()) : undefined;
      if (row === undefined) return fail(c, 'TransactionNotFound', NOT_FOUND);
      return ok(c, transactionRecord(row));
    },
  );

  routeGroup(app, deps, 'operator').write(
    createRoute({
      method: 'post',
      path: '/v1/transactions/{TransactionId}/settle',
      tags: ['Operator'],
      summary: 'Settle a pending deposit (operator)',
      description:
        'Settles a Pending deposit now (operator) through decideSettleDeposit: Pending to Settled, ' +
        'TransactionStatus Posted; repeating it changes nothing. Emits deposit.posted.',
      operationId: 'SettleTransaction',
      security: SECURITY,
      request: { params: pathParam('TransactionId') },
      responses: responses(SettleResponse, 'The deposit, now Posted'),
    }),
    settleDepositOperation,
  );
}
