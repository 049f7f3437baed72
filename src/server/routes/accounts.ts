import { randomUUID } from 'node:crypto';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { Decimal } from 'decimal.js';
import type { AppEnv } from '../app-env.js';
import { currentPhase } from '../engine/account-phase.js';
import { attributesFrom, checkCreateAccount, checkUpdateAccount } from '../engine/account-requests.js';
import { fail, failFrom, ok } from '../http/envelope.js';
import { providerOf } from '../http/guards.js';
import {
  AccountIdResponse,
  AccountListQuery,
  AccountListResponse,
  AccountResponse,
  CreateAccountRequest,
  UpdateAccountRequest,
} from '../schemas/accounts.js';
import { PageQuery, pathParam } from '../schemas/common.js';
import { findAccount, insertAccount, listAccounts, updateAccountStatus } from '../store/accounts.js';
import { findClient } from '../store/clients.js';
import { claimReference, requestHash } from '../store/idempotency.js';
import { findInstitution } from '../store/institutions.js';
import { ledgerSums, ZERO_SUMS } from '../store/ledger.js';
import { parsePage } from '../store/pagination.js';
import { findProvider, providerContext } from '../store/providers.js';
import { jsonValue } from '../store/rows.js';
import { accountViews } from './account-view.js';
import { isGuid, type RouteDeps, todayOf } from './context.js';
import { defineRoute } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';
import { HandledFailure, handled, inTransaction } from './transaction-runner.js';

const tags = ['Accounts'];
export const ACCOUNT_NOT_FOUND = 'No account matches the AccountId supplied.';
const IDEMPOTENCY_CONFLICT = 'ProviderReferenceId was already used with a different payload.';

function field(body: unknown, name: string): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const v = (body as Record<string, unknown>)[name];
  return typeof v === 'string' ? v : undefined;
}

export function registerAccountRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  defineRoute(
    app,
    createRoute({
      method: 'post',
      path: '/v1/accounts',
      tags,
      summary: 'Create Account',
      operationId: 'CreateAccount',
      security: SECURITY,
      request: { body: jsonBody(CreateAccountRequest) },
      responses: responses(AccountIdResponse, 'The new AccountId'),
    }),
    async (c) => {
      const p = providerOf(c);
      if (p instanceof Response) return p;
      const body = c.var.body;
      const at = deps.now();
      const clientId = field(body, 'ClientId');
      const institutionId = field(body, 'InstitutionId');
      const clientRow = isGuid(clientId) ? await findClient(deps.db, p.ProviderId, clientId.toLowerCase()) : undefined;
      const institution = isGuid(institutionId)
        ? await findInstitution(deps.db, institutionId.toLowerCase())
        : undefined;
      const provider = providerContext(await findProvider(deps.db, p.ProviderId));
      const v = checkCreateAccount(deps.catalog, body, {
        Client:
          clientRow === undefined
            ? null
            : {
                ClientId: clientRow.client_id,
                ClientType: clientRow.client_type,
                ClientStatus: clientRow.client_status,
                Contact: jsonValue<Record<string, unknown>>(clientRow.contact, {}),
              },
        Institution: institution ?? null,
        ContractedTypes: provider.ContractedTypes,
        SatisfiedGates: provider.SatisfiedGates,
        Today: todayOf(at),
      });
      if (!v.ok) return failFrom(c, v);
      const value = v.value;
      const newId = randomUUID();
      const ref = value.ProviderReferenceId;
      const attributes = attributesFrom(value);
      const out = await inTransaction(deps.db, async (tx) => {
        if (ref !== undefined) {
          const claim = await claimReference(
            tx,
            p.ProviderId,
            'CreateAccount',
            ref,
            requestHash('POST /v1/accounts', body),
            newId,
            at,
          );
          if (claim.kind === 'existing') return claim.resourceId;
          if (claim.kind === 'conflict') throw handled('IdempotencyConflict', IDEMPOTENCY_CONFLICT);
        }
        // The client may have been read before this transaction; it cannot disappear (no delete route).
        // The opening phase, from the same engine function that computes Phase on every read.
        const phase = currentPhase(
          deps.catalog.typeBySlug.get(value.AccountTypeCode),
          attributes,
          value.Phase,
          todayOf(at),
        );
        const accountNumber = await insertAccount(tx, {
          AccountId: newId,
          ProviderId: p.ProviderId,
          ClientId: String(value.ClientId).toLowerCase(),
          AccountTypeCode: value.AccountTypeCode,
          Phase: phase,
          AccountStatus: 'Active',
          InstitutionId: institution?.InstitutionId,
          Currency: 'USD',
          Attributes: attributes,
          ProviderReferenceId: ref,
          at,
        });
        await deps.enqueueEvent(tx, {
          ProviderId: p.ProviderId,
          EventType: 'account.created',
          OccurredAt: at.toISOString(),
          Data: {
            AccountId: newId,
            AccountNumber: accountNumber,
            ClientId: String(value.ClientId).toLowerCase(),
            AccountTypeCode: value.AccountTypeCode,
            Phase: phase,
            AccountStatus: 'Active',
          },
        });
        return newId;
      });
      if (!out.ok) return failFrom(c, out);
      return ok(c, { AccountId: out.value });
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'get',
      path: '/v1/accounts/{AccountId}',
      tags,
      summary: 'Get Account',
      operationId: 'GetAccount',
      security: SECURITY,
      request: { params: pathParam('AccountId') },
      responses: responses(AccountResponse, 'The account with its balance'),
    }),
    async (c) => {
      const p = providerOf(c);
      if (p instanceof Response) return p;
      const id = c.req.param('AccountId');
      const row = isGuid(id) ? await findAccount(deps.db, p.ProviderId, id.toLowerCase()) : undefined;
      if (row === undefined) return fail(c, 'AccountNotFound', ACCOUNT_NOT_FOUND);
      const [view] = await accountViews(deps.db, deps.catalog, [row], todayOf(deps.now()));
      return ok(c, view);
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'patch',
      path: '/v1/accounts/{AccountId}',
      tags,
      summary: 'Update Account',
      operationId: 'UpdateAccount',
      security: SECURITY,
      request: { params: pathParam('AccountId'), body: jsonBody(UpdateAccountRequest) },
      responses: responses(AccountIdResponse, 'The AccountId'),
    }),
    async (c) => {
      const p = providerOf(c);
      if (p instanceof Response) return p;
      const id = c.req.param('AccountId');
      const body = c.var.body ?? {};
      if (!isGuid(id)) return fail(c, 'AccountNotFound', ACCOUNT_NOT_FOUND);
      const accountId = id.toLowerCase();
      const at = deps.now();
      const out = await inTransaction(deps.db, async (tx) => {
        const row = await findAccount(tx, p.ProviderId, accountId, true);
        if (row === undefined) throw handled('AccountNotFound', ACCOUNT_NOT_FOUND);
        // Closing needs a zero balance: the engine is given the sum of every posting.
        const sums = (await ledgerSums(tx, [accountId])).get(accountId) ?? ZERO_SUMS;
        const v = checkUpdateAccount(deps.catalog, body, {
          AccountStatus: row.account_status,
          Balance: new Decimal(sums.settled).plus(sums.pending).toFixed(),
        });
        if (!v.ok) throw new HandledFailure(v);
        const ref = v.value.ProviderReferenceId;
        if (ref !== undefined) {
          const claim = await claimReference(
            tx,
            p.ProviderId,
            'UpdateAccount',
            ref,
            requestHash(`PATCH /v1/accounts/${accountId}`, body),
            accountId,
            at,
          );
          if (claim.kind === 'existing') return accountId;
          if (claim.kind === 'conflict') throw handled('IdempotencyConflict', IDEMPOTENCY_CONFLICT);
        }
        const status = v.value.AccountStatus;
        if (status !== undefined && status !== row.account_status) {
          await updateAccountStatus(tx, accountId, status, at);
          await deps.enqueueEvent(tx, {
            ProviderId: p.ProviderId,
            EventType: 'account.updated',
            OccurredAt: at.toISOString(),
            Data: { AccountId: accountId, AccountStatus: status, PreviousAccountStatus: row.account_status },
          });
        }
        return accountId;
      });
      if (!out.ok) return failFrom(c, out);
      return ok(c, { AccountId: out.value });
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'get',
      path: '/v1/accounts',
      tags,
      summary: 'List Accounts (optionally by ClientId)',
      operationId: 'ListAccounts',
      security: SECURITY,
      request: { query: PageQuery.extend(AccountListQuery.shape) },
      responses: responses(AccountListResponse, 'One page of accounts, oldest first'),
    }),
    async (c) => {
      const p = providerOf(c);
      if (p instanceof Response) return p;
      const pg = parsePage({ PageNumber: c.req.query('PageNumber'), PageSize: c.req.query('PageSize') });
      if (!pg.ok) return fail(c, 'InvalidRequest', 'Invalid paging parameters.', pg.errors);
      const clientId = c.req.query('ClientId');
      if (clientId !== undefined) {
        if (!isGuid(clientId) || (await findClient(deps.db, p.ProviderId, clientId.toLowerCase())) === undefined)
          return fail(c, 'ClientNotFound', 'No client matches the ClientId supplied.');
      }
      const r = await listAccounts(deps.db, p.ProviderId, clientId?.toLowerCase(), pg.page);
      return ok(c, {
        TotalCount: r.total,
        PageNumber: pg.page.PageNumber,
        PageSize: pg.page.PageSize,
        Accounts: await accountViews(deps.db, deps.catalog, r.rows, todayOf(deps.now())),
      });
    },
  );
}
