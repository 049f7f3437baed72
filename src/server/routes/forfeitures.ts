import { randomUUID } from 'node:crypto';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  decideForfeiture,
  FORFEITURE_REASONS,
  type ForfeitureAnswer,
  type ForfeitureFacts,
  type ForfeitureRecords,
  ZERO_BALANCES,
} from '../../core/decisions/index.js';
import type { AppEnv } from '../app-env.js';
import { envelope, Guid, MoneyOut, pathParam } from '../schemas/common.js';
import type { WriteOperation } from '../shell/operation.js';
import { callerOf, pathGuid } from '../shell/operations/path-ids.js';
import { type AccountRow, findAccount, storedAccount } from '../store/accounts.js';
import { forfeitureFactsOf, insertForfeiture, planTermsFor } from '../store/forfeitures.js';
import { accountBalances } from '../store/ledger.js';
import { subAccountSums } from '../store/sub-account-sums.js';
import { insertTransaction } from '../store/transactions.js';
import { accountHistory } from '../store/withdrawals.js';
import type { RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';

const ForfeitureRequest = z
  .object({
    Currency: z.string().openapi({ description: 'The account’s currency (USD).', example: 'USD' }),
    Reason: z.enum(FORFEITURE_REASONS).openapi({
      description:
        'PlanYearEnd: a health or dependent-care FSA’s plan year closes after its grace period or run-out. ' +
        'Termination: a commuter participant’s employment ended.',
    }),
    CarryoverAccountId: Guid.optional().openapi({
      description:
        'PlanYearEnd with a carryover (health FSA): the participant’s account of the same employer and ' +
        'type for the next plan year; required when anything is carried over.',
    }),
    TerminationDate: z
      .string()
      .optional()
      .openapi({ format: 'date', description: 'Termination: the day employment ended (not after today).' }),
    Description: z.string().optional(),
    ProviderReferenceId: z.string().optional(),
  })
  .openapi('ForfeitureRequest');

const ForfeitureResponse = envelope('ForfeitureResponse', {
  ForfeitureId: Guid,
  AccountId: Guid,
  Reason: z.enum(FORFEITURE_REASONS),
  Forfeited: MoneyOut.openapi({ description: 'Moved to the service’s Forfeitures account.' }),
  CarriedOver: MoneyOut.openapi({ description: 'Moved to CarryoverAccountId (health FSA, Notice 2013-71).' }),
  CarryoverAccountId: Guid.nullable(),
  ForfeitedTransit: MoneyOut.optional().openapi({ description: 'Commuter: the unused Transit sub-balance.' }),
  ForfeitedParking: MoneyOut.optional().openapi({ description: 'Commuter: the unused Parking sub-balance.' }),
  TransactionIds: z.array(Guid).openapi({
    description: 'The transactions posted: Forfeiture (per commuter sub-balance), CarryoverOut and CarryoverIn.',
  }),
});

const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The carryover account named in the body, when it is a Guid. */
function carryoverIdOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const v = (body as Record<string, unknown>)['CarryoverAccountId'];
  return typeof v === 'string' && GUID.test(v) ? v.toLowerCase() : undefined;
}

/**
 * Forfeiture: the account (and the carryover account it names) locked FOR UPDATE in id order,
 * its balances and sub-account sums, its history, the stored plan of its employer, type and plan
 * year, and the earlier forfeitures that carried money into it or closed it. Applies the
 * forfeiture record and its transactions; the shell posts each transaction's own entries.
 */
export const forfeitureOperation: WriteOperation<ForfeitureFacts, ForfeitureRecords, ForfeitureAnswer> = {
  name: 'Forfeiture',
  decide: decideForfeiture,
  load: async (tx, ctx) => {
    const provider = callerOf(ctx);
    const id = pathGuid(ctx, 'AccountId');
    const otherId = carryoverIdOf(ctx.body);
    const rows = new Map<string, AccountRow | undefined>();
    for (const a of [id, otherId].filter((x): x is string => x !== undefined).sort())
      if (!rows.has(a)) rows.set(a, await findAccount(tx, provider, a, true));
    const row = id === undefined ? undefined : rows.get(id);
    const other = otherId === undefined ? undefined : rows.get(otherId);
    const account = row === undefined ? null : storedAccount(row);
    const employer = account?.Attributes['EmployerId'];
    const planYear = account?.Attributes['PlanYear'];
    const plan =
      account !== null && typeof employer === 'string' && GUID.test(employer) && typeof planYear === 'number'
        ? await planTermsFor(tx, provider, employer.toLowerCase(), account.AccountTypeCode, planYear)
        : undefined;
    const prior =
      row === undefined ? { CarriedOverIn: '0', PlanYearClosed: false } : await forfeitureFactsOf(tx, row.account_id);
    return {
      facts: {
        Now: ctx.now.toISOString(),
        Account: account,
        Balances: row === undefined ? ZERO_BALANCES : await accountBalances(tx, row.account_id),
        SubAccountSums:
          row === undefined ? {} : ((await subAccountSums(tx, [row.account_id])).get(row.account_id) ?? {}),
        Transactions: row === undefined ? [] : await accountHistory(tx, row.account_id),
        Plan: plan ?? null,
        ...prior,
        CarryoverAccount: other === undefined ? null : storedAccount(other),
        NewIds: {
          ForfeitureId: randomUUID(),
          TransactionIds: [randomUUID(), randomUUID(), randomUUID(), randomUUID()],
        },
      },
    };
  },
  apply: async (tx, r, ctx) => {
    for (const t of r.Transactions) await insertTransaction(tx, callerOf(ctx), t);
    await insertForfeiture(tx, callerOf(ctx), r.Forfeiture);
  },
  ledgerPostings: (r) => r.Postings,
};

export function registerForfeitureRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  routeGroup(app, deps, 'provider').write(
    createRoute({
      method: 'post',
      path: '/v1/accounts/{AccountId}/forfeitures',
      tags: ['Financial'],
      summary: 'Forfeiture: an FSA plan year’s close (carryover and use-or-lose) or a commuter termination',
      description:
        'Decided by decideForfeiture (docs/withdrawals.md, "Forfeitures"). PlanYearEnd closes a health or ' +
        'dependent-care FSA’s plan year after its grace period or run-out, under the stored plan’s terms ' +
        '(POST /v1/plans): a health FSA’s carryover, up to the plan’s amount and the dated maximum and ' +
        'never with a grace period (Notice 2013-71), moves to CarryoverAccountId; the rest goes to the ' +
        'service’s Forfeitures account (Prop. 26 CFR 1.125-5(c)). Termination forfeits a commuter account’s ' +
        'unused Transit and Parking sub-balances, never refunded in cash (26 CFR 1.132-9 Q&A-14). Emits ' +
        'account.updated (Reason Forfeited; CarryoverReceived on the carryover account).',
      operationId: 'Forfeit',
      security: SECURITY,
      request: { params: pathParam('AccountId'), body: jsonBody(ForfeitureRequest) },
      responses: responses(ForfeitureResponse, 'The forfeiture and its transactions'),
    }),
    forfeitureOperation,
  );
}
