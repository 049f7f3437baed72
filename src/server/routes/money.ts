import { randomUUID } from 'node:crypto';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { Decimal } from 'decimal.js';
import { type AccountOperation, accountStatusPermits } from '../../index.js';
import type { AppEnv } from '../app-env.js';
import { availableOf } from '../engine/balances.js';
import { accountFactsOf, contributionAllowed, contributionYear } from '../engine/contribution-checks.js';
import { debitAllowed } from '../engine/debit-check.js';
import { distributionAllowed } from '../engine/distribution-check.js';
import { checkFund, checkTransact, magnitude, SETTLING_METHODS } from '../engine/money-requests.js';
import { fail, failFrom, ok } from '../http/envelope.js';
import { providerOf } from '../http/guards.js';
import { pathParam } from '../schemas/common.js';
import { FundAccountRequest, TransactionIdResponse, TransactRequest } from '../schemas/transactions.js';
import { type AccountRow, attributesOf, findAccount } from '../store/accounts.js';
import { findClient } from '../store/clients.js';
import { claimReference, requestHash } from '../store/idempotency.js';
import { appendPostings, ledgerSums, ZERO_SUMS } from '../store/ledger.js';
import { jsonValue } from '../store/rows.js';
import { depositHistory, findTransaction, insertTransaction } from '../store/transactions.js';
import { ACCOUNT_NOT_FOUND } from './accounts.js';
import { findCallerAccount } from './caller-account.js';
import { type RouteDeps, todayOf } from './context.js';
import { defineRoute } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';
import { depositPostedData } from './settle.js';
import { HandledFailure, handled, inTransaction } from './transaction-runner.js';

const tags = ['Financial'];
const IDEMPOTENCY_CONFLICT = 'ProviderReferenceId was already used with a different payload.';

/** The engine's ACCOUNT_STATUS_PERMITS decide which money operations an AccountStatus accepts. */
function statusRefuses(row: AccountRow, operation: AccountOperation): HandledFailure | undefined {
  const r = accountStatusPermits(row.account_status, operation);
  return r.ok ? undefined : new HandledFailure(r);
}

export function registerMoneyRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  defineRoute(
    app,
    createRoute({
      method: 'post',
      path: '/v1/accounts/{AccountId}/fund',
      tags,
      summary: 'Fund Account (deposit)',
      operationId: 'FundAccount',
      security: SECURITY,
      request: { params: pathParam('AccountId'), body: jsonBody(FundAccountRequest) },
      responses: responses(TransactionIdResponse, 'The deposit TransactionId'),
    }),
    async (c) => {
      const p = providerOf(c);
      if (p instanceof Response) return p;
      const found = await findCallerAccount(deps, p.ProviderId, c.req.param('AccountId'));
      if (found === undefined) return fail(c, 'AccountNotFound', ACCOUNT_NOT_FOUND);
      const { row, type } = found;
      const body = c.var.body;
      const v = checkFund(deps.catalog, type.Slug, body);
      if (!v.ok) return failFrom(c, v);
      const at = deps.now();
      const today = todayOf(at);
      const input = v.value;
      const year = contributionYear(deps.catalog, {
        AccountTypeCode: type.Slug,
        ContributionDate: today,
        ...(input.TaxYear !== undefined ? { TaxYear: input.TaxYear } : {}),
        ...(input.PlanYear !== undefined ? { PlanYear: input.PlanYear } : {}),
        ...(input.ContributionSource !== undefined ? { ContributionSource: input.ContributionSource } : {}),
      });
      if (!year.ok) return failFrom(c, year);
      const taxYear = year.TaxYear ?? undefined;
      const planYear = year.PlanYear ?? input.PlanYear;
      const newId = randomUUID();
      const ref = input.ProviderReferenceId;
      const status = SETTLING_METHODS.has(input.PaymentMethodType) ? 'Pending' : 'Posted';
      const out = await inTransaction(deps.db, async (tx) => {
        if (ref !== undefined) {
          const claim = await claimReference(
            tx,
            p.ProviderId,
            'FundAccount',
            ref,
            requestHash(`POST /v1/accounts/${row.account_id}/fund`, body),
            newId,
            at,
          );
          if (claim.kind === 'existing')
            return {
              id: claim.resourceId,
              status: (await findTransaction(tx, p.ProviderId, claim.resourceId))?.status ?? status,
            };
          if (claim.kind === 'conflict') throw handled('IdempotencyConflict', IDEMPOTENCY_CONFLICT);
        }
        // Lock the account so concurrent deposits see each other's amounts in the limit check.
        const locked = await findAccount(tx, p.ProviderId, row.account_id, true);
        if (locked === undefined) throw handled('AccountNotFound', ACCOUNT_NOT_FOUND);
        const refused = statusRefuses(locked, 'Fund');
        if (refused) throw refused;
        // The engine applies every contribution rule to this account's accepted history.
        const attributes = attributesOf(locked);
        const history = await depositHistory(tx, row.account_id);
        const client = await findClient(tx, p.ProviderId, locked.client_id);
        const dob = jsonValue<Record<string, unknown>>(client?.contact, {})['DateOfBirth'];
        const sums = (await ledgerSums(tx, [row.account_id])).get(row.account_id) ?? ZERO_SUMS;
        const allowed = contributionAllowed(deps.catalog, {
          AccountTypeCode: type.Slug,
          Account: accountFactsOf(attributes),
          ...(typeof dob === 'string' ? { Owner: { DateOfBirth: dob } } : {}),
          Contribution: {
            Amount: input.Amount,
            ContributionDate: today,
            ...(input.ContributionSource !== undefined ? { ContributionSource: input.ContributionSource } : {}),
            ...(input.TaxYear !== undefined ? { TaxYear: input.TaxYear } : {}),
            ...(planYear !== undefined ? { PlanYear: planYear } : {}),
          },
          History: history,
          Balances: { ParticipantPrincipal: Decimal.max(0, new Decimal(sums.settled).plus(sums.pending)).toFixed() },
        });
        if (!allowed.ok) throw new HandledFailure(allowed);
        const source = allowed.ContributionSource ?? input.ContributionSource;
        await insertTransaction(tx, {
          TransactionId: newId,
          ProviderId: p.ProviderId,
          AccountId: row.account_id,
          Kind: 'Deposit',
          EntryType: 'Deposit',
          Direction: 'Credit',
          Amount: input.Amount,
          Currency: input.Currency,
          PaymentMethodType: input.PaymentMethodType,
          TaxYear: allowed.TaxYear ?? taxYear,
          PlanYear: allowed.PlanYear ?? planYear,
          ContributionSource: source ?? undefined,
          Description: undefined,
          Status: status,
          ProviderReferenceId: ref,
          at,
        });
        await appendPostings(
          tx,
          newId,
          row.account_id,
          [{ bucket: status === 'Pending' ? 'Pending' : 'Settled', amount: input.Amount }],
          at,
        );
        if (status === 'Posted')
          await deps.enqueueEvent(tx, {
            ProviderId: p.ProviderId,
            EventType: 'deposit.posted',
            OccurredAt: at.toISOString(),
            Data: depositPostedData(row.account_id, newId, input.Amount),
          });
        return { id: newId, status };
      });
      if (!out.ok) return failFrom(c, out);
      return ok(c, { TransactionId: out.value.id, TransactionStatus: out.value.status });
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'post',
      path: '/v1/accounts/{AccountId}/transact',
      tags,
      summary: 'Transact (Fee, Distribution, Withdrawal, Reimbursement, Interest, ...)',
      operationId: 'Transact',
      security: SECURITY,
      request: { params: pathParam('AccountId'), body: jsonBody(TransactRequest) },
      responses: responses(TransactionIdResponse, 'The entry TransactionId'),
    }),
    async (c) => {
      const p = providerOf(c);
      if (p instanceof Response) return p;
      const found = await findCallerAccount(deps, p.ProviderId, c.req.param('AccountId'));
      if (found === undefined) return fail(c, 'AccountNotFound', ACCOUNT_NOT_FOUND);
      const { row, type } = found;
      const body = c.var.body;
      const v = checkTransact(deps.catalog, type.Slug, body);
      if (!v.ok) return failFrom(c, v);
      const input = v.value;
      const amount = magnitude(input.Amount);
      const at = deps.now();
      const today = todayOf(at);
      const newId = randomUUID();
      const ref = input.ProviderReferenceId;
      const out = await inTransaction(deps.db, async (tx) => {
        if (ref !== undefined) {
          const claim = await claimReference(
            tx,
            p.ProviderId,
            'Transact',
            ref,
            requestHash(`POST /v1/accounts/${row.account_id}/transact`, body),
            newId,
            at,
          );
          if (claim.kind === 'existing') return claim.resourceId;
          if (claim.kind === 'conflict') throw handled('IdempotencyConflict', IDEMPOTENCY_CONFLICT);
        }
        // The row lock serialises debits on one account: two cannot both spend the same balance.
        const locked = await findAccount(tx, p.ProviderId, row.account_id, true);
        if (locked === undefined) throw handled('AccountNotFound', ACCOUNT_NOT_FOUND);
        const refused = statusRefuses(locked, input.EntryType);
        if (refused) throw refused;
        // Balances are read under the row lock, so "the whole balance" and the debit check see the same sums.
        const attributes = attributesOf(locked);
        const sums = (await ledgerSums(tx, [row.account_id])).get(row.account_id) ?? ZERO_SUMS;
        const available = availableOf(type, attributes, sums);
        // The engine decides growth-period distributions (checkTrumpDistribution) on the clock's date.
        const dist = distributionAllowed({
          type,
          attributes,
          today,
          entryType: input.EntryType,
          distributionReason: input.DistributionReason,
          amount,
          available,
          pending: new Decimal(sums.pending).toFixed(),
        });
        if (!dist.ok) throw new HandledFailure(dist);
        if (input.Direction === 'Debit') {
          const debit = debitAllowed(type, attributes, available, amount);
          if (!debit.ok) throw new HandledFailure(debit);
        }
        await insertTransaction(tx, {
          TransactionId: newId,
          ProviderId: p.ProviderId,
          AccountId: row.account_id,
          Kind: 'Entry',
          EntryType: input.EntryType,
          Direction: input.Direction,
          Amount: amount,
          Currency: input.Currency,
          PaymentMethodType: input.PaymentMethodType,
          TaxYear: undefined,
          PlanYear: undefined,
          ContributionSource: undefined,
          Description: input.Description,
          Status: 'Posted',
          ProviderReferenceId: ref,
          DistributionReason: input.DistributionReason,
          at,
        });
        await appendPostings(
          tx,
          newId,
          row.account_id,
          [{ bucket: 'Settled', amount: input.Direction === 'Debit' ? `-${amount}` : amount }],
          at,
        );
        if (
          input.Direction === 'Debit' &&
          (input.EntryType === 'Distribution' ||
            input.EntryType === 'Withdrawal' ||
            input.EntryType === 'Reimbursement')
        )
          await deps.enqueueEvent(tx, {
            ProviderId: p.ProviderId,
            EventType: 'withdrawal.posted',
            OccurredAt: at.toISOString(),
            Data: {
              AccountId: row.account_id,
              TransactionId: newId,
              EntryType: input.EntryType,
              Amount: Number(amount),
              Status: 'Posted',
              // Also stored on the transaction row (distribution_reason) and shown on the record.
              ...(input.DistributionReason !== undefined ? { DistributionReason: input.DistributionReason } : {}),
            },
          });
        return newId;
      });
      if (!out.ok) return failFrom(c, out);
      return ok(c, { TransactionId: out.value, TransactionStatus: 'Posted' });
    },
  );
}
