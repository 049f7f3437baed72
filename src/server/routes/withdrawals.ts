import { randomUUID } from 'node:crypto';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Catalog } from '../../core/catalog/types.js';
import {
  decideWithdrawal,
  type HistoryTransaction,
  isAggregatedRothIra,
  isQualifiedCharitableDistributionIra,
  MAX_OTHER_ROTH_IRAS,
  MAX_WITHDRAWAL_HISTORY,
  type OtherIraQualifiedCharitableDistribution,
  type WithdrawalAnswer,
  type WithdrawalFacts,
  type WithdrawalRecords,
  ZERO_BALANCES,
} from '../../core/decisions/index.js';
import type { AppEnv } from '../app-env.js';
import type { Queryable } from '../db/types.js';
import { pathParam } from '../schemas/common.js';
import { WithdrawalRequest, WithdrawalResponse } from '../schemas/withdrawals.js';
import type { WriteOperation } from '../shell/operation.js';
import { bodyField, callerOf, pathGuid } from '../shell/operations/path-ids.js';
import { type AccountRow, findAccount, storedAccount } from '../store/accounts.js';
import { findClient, storedClient } from '../store/clients.js';
import { forfeitureFactsOf } from '../store/forfeitures.js';
import { accountBalances } from '../store/ledger.js';
import { ownerYear } from '../store/owner-years.js';
import { insertTransaction } from '../store/transactions.js';
import { accountHistory, insertWithdrawalDetail, ownerOtherAccounts, ownerQcdsInYear } from '../store/withdrawals.js';
import type { RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';

/**
 * Withdrawal or distribution: the account locked FOR UPDATE (two withdrawals cannot spend the
 * same balance), its owner, its balances and its whole history with each withdrawal's figures.
 * Applies the transaction and its withdrawal figures; the shell posts the entries (net to
 * ExternalClearing, withholding to the payables, a fee to FeesEarned) and withdrawal.posted.
 */
export const withdrawalOperation: WriteOperation<WithdrawalFacts, WithdrawalRecords, WithdrawalAnswer> = {
  name: 'Withdrawal',
  decide: decideWithdrawal,
  load: async (tx, ctx, catalog) => {
    const id = pathGuid(ctx, 'AccountId');
    const row = id === undefined ? undefined : await findAccount(tx, callerOf(ctx), id, true);
    // A Roth IRA reads the owner's other Roth IRAs (1.408A-6 Q&A-9): the owner's row is locked after the
    // account, as Fund Account does, so two withdrawals from two of them are read one after the other.
    const roth = row !== undefined && isAggregatedRothIra(catalog, row.account_type_code);
    // A qualified charitable distribution's limit is per taxpayer across all IRAs (408(d)(8)(A)): it reads the
    // owner's other IRAs' QCDs of the year, with the owner's row locked the same way, so two QCDs from two of
    // the owner's IRAs are decided one after the other.
    const qcd =
      row !== undefined &&
      bodyField(ctx.body, 'DistributionReason') === 'QualifiedCharitableDistribution' &&
      isQualifiedCharitableDistributionIra(catalog, row.account_type_code);
    const client = row === undefined ? undefined : await findClient(tx, callerOf(ctx), row.client_id, roth || qcd);
    // A health FSA's carryover from the plan year before (decideForfeiture) is available in this one.
    const carried =
      row?.account_type_code === 'health-care-fsa'
        ? (await forfeitureFactsOf(tx, row.account_id)).CarriedOverIn
        : undefined;
    return {
      facts: {
        Now: ctx.now.toISOString(),
        Account: row === undefined ? null : storedAccount(row),
        Client: client === undefined ? null : storedClient(client),
        Balances: row === undefined ? ZERO_BALANCES : await accountBalances(tx, row.account_id),
        Transactions: row === undefined ? [] : await accountHistory(tx, row.account_id),
        ...(carried !== undefined && Number(carried) > 0 ? { Plan: { CarriedOverIn: carried } } : {}),
        ...(roth && row !== undefined
          ? { OtherRothIraTransactions: await otherRothIraTransactions(tx, catalog, callerOf(ctx), row) }
          : {}),
        // The year the shell's today is in (decide gets ctx.now's UTC date): the other IRAs' QCDs here and the
        // owner's stated year (its OtherQualifiedCharitableDistributions, at other custodians), read after the
        // owner's row is locked (a PUT of the year locks it too).
        ...(qcd && row !== undefined ? await qcdFacts(tx, catalog, callerOf(ctx), row, ctx.now.getUTCFullYear()) : {}),
        NewIds: { TransactionId: randomUUID() },
      },
    };
  },
  apply: async (tx, r, ctx) => {
    await insertTransaction(tx, callerOf(ctx), r.Transaction);
    await insertWithdrawalDetail(tx, r.Withdrawal);
  },
  ledgerTransactionId: (r) => r.Transaction.TransactionId,
};

/**
 * What a QCD reads beside the account: the other IRAs' QCDs of the year here (left out beyond the bound, so the
 * answer names the fact in Unchecked) and the owner's stated year (one row at most; none stated: none).
 */
async function qcdFacts(
  tx: Queryable,
  catalog: Catalog,
  providerId: string,
  row: AccountRow,
  taxYear: number,
): Promise<Pick<WithdrawalFacts, 'OtherIraQualifiedCharitableDistributions' | 'OwnerYears'>> {
  const others = await otherIraQcds(tx, catalog, providerId, row, taxYear);
  const stated = await ownerYear(tx, providerId, row.client_id, taxYear);
  return {
    ...(others === undefined ? {} : { OtherIraQualifiedCharitableDistributions: others }),
    OwnerYears: stated === undefined ? [] : [stated],
  };
}

/** The transactions of the owner's other Roth IRAs with this provider (their ordering layers). */
async function otherRothIraTransactions(
  tx: Queryable,
  catalog: Catalog,
  providerId: string,
  row: AccountRow,
): Promise<HistoryTransaction[]> {
  const others = await ownerOtherAccounts(tx, providerId, row.client_id, row.account_id);
  const roth = others.filter((a) => isAggregatedRothIra(catalog, a.account_type_code)).slice(0, MAX_OTHER_ROTH_IRAS);
  const out: HistoryTransaction[] = [];
  for (const a of roth) out.push(...(await accountHistory(tx, a.account_id)));
  return out;
}

/**
 * The qualified charitable distributions of the year from all of the owner's other IRAs with this provider,
 * in one statement (a bound on the owner's accounts or IRAs would leave some out and still answer the limit
 * as checked). Undefined, so that the answer names the fact in Unchecked, when there are more than
 * MAX_WITHDRAWAL_HISTORY of them.
 */
async function otherIraQcds(
  tx: Queryable,
  catalog: Catalog,
  providerId: string,
  row: AccountRow,
  taxYear: number,
): Promise<OtherIraQualifiedCharitableDistribution[] | undefined> {
  const iraTypes = [...catalog.typeBySlug.keys()].filter((slug) => isQualifiedCharitableDistributionIra(catalog, slug));
  const owner = { providerId, clientId: row.client_id, exceptAccountId: row.account_id };
  const found = await ownerQcdsInYear(tx, owner, iraTypes, taxYear, MAX_WITHDRAWAL_HISTORY + 1);
  return found.length > MAX_WITHDRAWAL_HISTORY ? undefined : found;
}

export function registerWithdrawalRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  routeGroup(app, deps, 'provider').write(
    createRoute({
      method: 'post',
      path: '/v1/accounts/{AccountId}/withdrawals',
      tags: ['Financial'],
      summary: 'Withdrawal or distribution (Form 1099-R codes, withholding, benefit claims, deposit withdrawals)',
      description:
        'Decided by decideWithdrawal (docs/withdrawals.md): the DistributionReason and the facts give the ' +
        'Form 1099-R code, the taxable amount and the withholding; benefit accounts pay claims under their ' +
        'own rules; deposit accounts may overdraw only when permitted. Posts at once and emits one ' +
        'withdrawal.posted.',
      operationId: 'Withdraw',
      security: SECURITY,
      request: { params: pathParam('AccountId'), body: jsonBody(WithdrawalRequest) },
      responses: responses(WithdrawalResponse, 'The posted withdrawal and its figures'),
    }),
    withdrawalOperation,
  );
}
