import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { pathParam } from '../schemas/common.js';
import { FundAccountRequest, TransactionIdResponse, TransactRequest } from '../schemas/transactions.js';
import { fundAccountOperation, transactOperation } from '../shell/operations/money-operations.js';
import type { RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';

const tags = ['Financial'];

export function registerMoneyRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const group = routeGroup(app, deps, 'provider');
  group.write(
    createRoute({
      method: 'post',
      path: '/v1/accounts/{AccountId}/fund',
      tags,
      summary: 'Fund Account (deposit)',
      description:
        "Deposits money through decideFundAccount: the type's contribution rules (sources, limits, " +
        'contribution year, plan year) decide; ECheck and ACH deposits stay Pending until settled. Emits ' +
        'deposit.posted when posted.',
      operationId: 'FundAccount',
      security: SECURITY,
      request: { params: pathParam('AccountId'), body: jsonBody(FundAccountRequest) },
      responses: responses(TransactionIdResponse, 'The deposit TransactionId'),
    }),
    fundAccountOperation,
  );

  group.write(
    createRoute({
      method: 'post',
      path: '/v1/accounts/{AccountId}/transact',
      tags,
      summary: 'Transact (Fee, Distribution, Withdrawal, Reimbursement, Interest, ...)',
      description:
        'Posts a Fee, Distribution, Withdrawal, Reimbursement, Interest or Adjustment through ' +
        "decideTransact: the entry type must apply to the account's nature, and debits need the available " +
        'balance. Distribution, Withdrawal and Reimbursement emit withdrawal.posted.',
      operationId: 'Transact',
      security: SECURITY,
      request: { params: pathParam('AccountId'), body: jsonBody(TransactRequest) },
      responses: responses(TransactionIdResponse, 'The entry TransactionId'),
    }),
    transactOperation,
  );
}
