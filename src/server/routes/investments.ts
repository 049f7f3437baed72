import { randomUUID } from 'node:crypto';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { accountStatusPermits, assetEligibility, CURRENCIES, parseAmount } from '../../index.js';
import type { AppEnv } from '../app-env.js';
import { availableOf } from '../engine/balances.js';
import { debitAllowed } from '../engine/debit-check.js';
import { zodFieldErrors } from '../engine/zod-errors.js';
import { fail, failFrom, ok } from '../http/envelope.js';
import { providerOf } from '../http/guards.js';
import { pathParam } from '../schemas/common.js';
import { InvestRequest, TransactionIdResponse } from '../schemas/transactions.js';
import { attributesOf, findAccount } from '../store/accounts.js';
import { claimReference, requestHash } from '../store/idempotency.js';
import { findInstitution } from '../store/institutions.js';
import { appendPostings, ledgerSums, ZERO_SUMS } from '../store/ledger.js';
import { insertTransaction } from '../store/transactions.js';
import { ACCOUNT_NOT_FOUND } from './accounts.js';
import { findCallerAccount } from './caller-account.js';
import { type RouteDeps, referenceOf } from './context.js';
import { defineRoute } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';
import { HandledFailure, handled, inTransaction } from './transaction-runner.js';

/** Investment purchase directive: AccountTypeNotInvestable, AssetNotEligible, InsufficientFunds. */
export function registerInvestmentRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  defineRoute(
    app,
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
    async (c) => {
      const p = providerOf(c);
      if (p instanceof Response) return p;
      const found = await findCallerAccount(deps, p.ProviderId, c.req.param('AccountId'));
      if (found === undefined) return fail(c, 'AccountNotFound', ACCOUNT_NOT_FOUND);
      const { row, type } = found;
      if (!type.nature.HoldsSecurities)
        return fail(c, 'AccountTypeNotInvestable', `${type.Slug} is a ${type.Nature} account and holds no securities.`);
      const body = c.var.body;
      const parsed = InvestRequest.safeParse(body ?? {});
      if (!parsed.success)
        return fail(c, 'InvalidRequest', 'The request has missing or invalid fields.', zodFieldErrors(parsed.error));
      // The engine's currency table fixes which currencies are booked and their minor units.
      const currency = Object.hasOwn(CURRENCIES, parsed.data.Currency) ? CURRENCIES[parsed.data.Currency] : undefined;
      const amount = parseAmount(parsed.data.Amount, { minor_units: currency?.MinorUnits ?? 2 });
      if (!amount.ok || currency === undefined)
        return fail(c, 'InvalidRequest', 'The request has missing or invalid fields.', [
          ...(!amount.ok
            ? [{ FieldName: 'Amount', ErrorCode: 'InvalidValue', Message: `Amount ${amount.message}.` }]
            : []),
          ...(currency === undefined
            ? [
                {
                  FieldName: 'Currency',
                  ErrorCode: 'InvalidValue',
                  Message: `Currency must be one of ${Object.keys(CURRENCIES).join(', ')}.`,
                },
              ]
            : []),
        ]);
      const inst = row.institution_id === null ? undefined : await findInstitution(deps.db, row.institution_id);
      const elig = assetEligibility(deps.catalog, {
        AccountTypeCode: type.Slug,
        AssetClass: parsed.data.AssetClass,
        ...(parsed.data.Instrument?.Attributes !== undefined
          ? { Instrument: { Attributes: parsed.data.Instrument.Attributes } }
          : {}),
        ...(inst !== undefined
          ? { InstitutionAssetScope: { Authorities: inst.Authorities, AssetScopes: inst.AssetScopes } }
          : {}),
      });
      if (elig.Eligible !== true)
        return fail(
          c,
          'AssetNotEligible',
          `${parsed.data.AssetClass.slice(0, 64)} is ${elig.Eligibility} for ${type.Slug}.`,
          elig.Reasons.slice(0, 32).map((r) => ({
            FieldName: r.Attribute !== undefined ? `Instrument.Attributes.${r.Attribute}` : 'AssetClass',
            ErrorCode: r.Code,
            Message: r.Message,
          })),
        );
      const value = amount.value.toFixed();
      const at = deps.now();
      const newId = randomUUID();
      const ref = referenceOf(body);
      const out = await inTransaction(deps.db, async (tx) => {
        if (ref !== undefined) {
          const claim = await claimReference(
            tx,
            p.ProviderId,
            'Invest',
            ref,
            requestHash(`POST /v1/accounts/${row.account_id}/investments`, body),
            newId,
            at,
          );
          if (claim.kind === 'existing') return claim.resourceId;
          if (claim.kind === 'conflict')
            throw handled('IdempotencyConflict', 'ProviderReferenceId was already used with a different payload.');
        }
        const locked = await findAccount(tx, p.ProviderId, row.account_id, true);
        if (locked === undefined) throw handled('AccountNotFound', ACCOUNT_NOT_FOUND);
        // The engine's ACCOUNT_STATUS_PERMITS: Restricted, Frozen and Closed accounts refuse purchases.
        const status = accountStatusPermits(locked.account_status, 'Purchase');
        if (!status.ok) throw new HandledFailure(status);
        const sums = (await ledgerSums(tx, [row.account_id])).get(row.account_id) ?? ZERO_SUMS;
        const debit = debitAllowed(type, attributesOf(locked), availableOf(type, attributesOf(locked), sums), value);
        if (!debit.ok) throw new HandledFailure(debit);
        await insertTransaction(tx, {
          TransactionId: newId,
          ProviderId: p.ProviderId,
          AccountId: row.account_id,
          Kind: 'Entry',
          EntryType: 'InvestmentPurchase',
          Direction: 'Debit',
          Amount: value,
          Currency: parsed.data.Currency,
          PaymentMethodType: undefined,
          TaxYear: undefined,
          PlanYear: undefined,
          ContributionSource: undefined,
          Description: parsed.data.Description ?? `Purchase ${parsed.data.AssetClass}`,
          Status: 'Posted',
          ProviderReferenceId: ref,
          at,
        });
        await appendPostings(tx, newId, row.account_id, [{ bucket: 'Settled', amount: `-${value}` }], at);
        await deps.enqueueEvent(tx, {
          ProviderId: p.ProviderId,
          EventType: 'investment.purchased',
          OccurredAt: at.toISOString(),
          Data: {
            AccountId: row.account_id,
            TransactionId: newId,
            AssetClass: parsed.data.AssetClass,
            Amount: Number(value),
            Status: 'Posted',
          },
        });
        return newId;
      });
      if (!out.ok) return failFrom(c, out);
      return ok(c, { TransactionId: out.value, TransactionStatus: 'Posted' });
    },
  );
}
