import { randomUUID } from 'node:crypto';
import type { Catalog } from '../../../core/catalog/types.js';
import {
  type BeneficiariesAnswer,
  type BeneficiariesFacts,
  type BeneficiariesRecords,
  type CreateInstrumentAnswer,
  type CreateInstrumentFacts,
  type CreateInstrumentRecords,
  decideBeneficiaries,
  decideCreateInstrument,
  decideInstitutionChange,
  decideInstrumentChange,
  decideInvestment,
  decideInvestmentPurchase,
  type InstitutionChangeAnswer,
  type InstitutionChangeFacts,
  type InstitutionChangeRecords,
  type InstrumentChangeAnswer,
  type InstrumentChangeFacts,
  type InstrumentChangeRecords,
  type InvestmentAnswer,
  type InvestmentDecisionFacts,
  type InvestmentPurchaseFacts,
  type InvestmentPurchaseRecords,
  type InvestmentRecords,
  requestedInstrumentId,
  requestedInstrumentIdentifier,
  type TransactionAnswer,
  ZERO_BALANCES,
} from '../../../core/decisions/index.js';
import { isPlainObject } from '../../../core/requests/fields/json-value.js';
import { findAccount, storedAccount } from '../../store/accounts.js';
import { currentDesignations, insertDesignations, supersedeDesignations } from '../../store/beneficiaries.js';
import { findClient, storedClient } from '../../store/clients.js';
import {
  applyEligibility,
  findHolding,
  insertTrade,
  openHoldingsAtInstitution,
  openHoldingsOfInstrument,
  writeHolding,
} from '../../store/holdings.js';
import { findInstitution, readInstitution, updateInstitution } from '../../store/institutions.js';
import {
  findInstrument,
  findInstrumentByIdentifier,
  findInstruments,
  insertInstrument,
  updateInstrument,
} from '../../store/instruments.js';
import { accountBalances } from '../../store/ledger.js';
import { insertTransaction } from '../../store/transactions.js';
import type { WriteContext, WriteOperation } from '../operation.js';
import { callerOf, pathGuid } from './path-ids.js';

const now = (ctx: WriteContext) => ctx.now.toISOString();

/** Register an instrument (operator): the instrument already under the body's identifier, if any. */
export const createInstrumentOperation: WriteOperation<
  CreateInstrumentFacts,
  CreateInstrumentRecords,
  CreateInstrumentAnswer
> = {
  name: 'CreateInstrument',
  decide: decideCreateInstrument,
  load: async (tx, ctx) => {
    const id = requestedInstrumentIdentifier(ctx.body);
    const registered = id === null ? undefined : await findInstrumentByIdentifier(tx, id);
    return {
      facts: { Now: now(ctx), Registered: registered ?? null, NewIds: { InstrumentId: randomUUID() } },
    };
  },
  apply: (tx, r) => insertInstrument(tx, r.Instrument),
};

/** Events of a re-evaluation go to each account's own provider. */
function ownersOf(providerOfAccount: ReadonlyMap<string, string>) {
  return (e: { readonly Data: Readonly<Record<string, unknown>> }) => {
    const account = e.Data['AccountId'];
    return typeof account === 'string' ? providerOfAccount.get(account) : undefined;
  };
}

/** Change an instrument (operator): the instrument locked, its open holdings locked, their institutions. */
export const instrumentChangeOperation: WriteOperation<
  InstrumentChangeFacts,
  InstrumentChangeRecords,
  InstrumentChangeAnswer
> = {
  name: 'ChangeInstrument',
  decide: decideInstrumentChange,
  load: async (tx, ctx) => {
    const id = pathGuid(ctx, 'InstrumentId');
    const instrument = id === undefined ? undefined : await findInstrument(tx, id, { lock: 'update' });
    const open = instrument === undefined ? undefined : await openHoldingsOfInstrument(tx, instrument.InstrumentId);
    const institutionIds = [...new Set(open?.holdings.map((h) => h.InstitutionId).filter((i) => i !== null))];
    const institutions = [];
    for (const i of institutionIds) {
      const found = await readInstitution(tx, i as string);
      if (found !== undefined) institutions.push(found);
    }
    return {
      facts: {
        Now: now(ctx),
        Instrument: instrument ?? null,
        Holdings: open?.holdings ?? [],
        Institutions: institutions,
      },
      eventOwnerOf: ownersOf(open?.providerOfAccount ?? new Map()),
    };
  },
  apply: async (tx, r, ctx) => {
    if (r.Instrument !== undefined) await updateInstrument(tx, r.Instrument, r.PricesToWrite);
    await applyEligibility(tx, r.HoldingEligibility, ctx.now);
  },
};

/** Change an institution (operator): the institution locked, the open holdings of its accounts, their instruments. */
export const institutionChangeOperation: WriteOperation<
  InstitutionChangeFacts,
  InstitutionChangeRecords,
  InstitutionChangeAnswer
> = {
  name: 'ChangeInstitution',
  decide: decideInstitutionChange,
  load: async (tx, ctx) => {
    const id = pathGuid(ctx, 'InstitutionId');
    const institution = id === undefined ? undefined : await readInstitution(tx, id, 'update');
    const open = institution === undefined ? undefined : await openHoldingsAtInstitution(tx, institution.InstitutionId);
    const instruments = await findInstruments(tx, [...new Set(open?.holdings.map((h) => h.InstrumentId))]);
    return {
      facts: {
        Now: now(ctx),
        Institution: institution ?? null,
        Holdings: open?.holdings ?? [],
        Instruments: instruments,
      },
      eventOwnerOf: ownersOf(open?.providerOfAccount ?? new Map()),
    };
  },
  apply: async (tx, r, ctx) => {
    if (r.Institution !== undefined) await updateInstitution(tx, r.Institution);
    await applyEligibility(tx, r.HoldingEligibility, ctx.now);
  },
};

/** The facts of an order with a Side, or of the earlier AssetClass purchase (no Side). */
export type InvestFacts = { readonly order: InvestmentDecisionFacts } | { readonly purchase: InvestmentPurchaseFacts };
export type InvestRecords = InvestmentRecords | InvestmentPurchaseRecords;

/** A body without Side but with AssetClass is the earlier purchase directive. */
function isEarlierPurchase(body: unknown): boolean {
  return isPlainObject(body) && !Object.hasOwn(body, 'Side') && Object.hasOwn(body, 'AssetClass');
}

/** decideInvestment for a body with a Side; decideInvestmentPurchase for the earlier AssetClass purchase. */
function decideInvestmentOrPurchase(catalog: Catalog, f: InvestFacts, request: unknown, today: string) {
  return 'order' in f
    ? decideInvestment(catalog, f.order, request, today)
    : decideInvestmentPurchase(catalog, f.purchase, request, today);
}

/**
 * POST /v1/accounts/{AccountId}/investments: the account locked, its balances read under the lock,
 * its institution; with a Side also the instrument the body names (without its prices) and the
 * account's position in it, locked (two orders cannot sell the same units).
 */
export const investmentOperation: WriteOperation<InvestFacts, InvestRecords, InvestmentAnswer | TransactionAnswer> = {
  name: 'Invest',
  decide: decideInvestmentOrPurchase,
  load: async (tx, ctx) => {
    const accountId = pathGuid(ctx, 'AccountId');
    const row = accountId === undefined ? undefined : await findAccount(tx, callerOf(ctx), accountId, true);
    const earlier = isEarlierPurchase(ctx.body);
    // An order reads its institution FOR SHARE (not through the cache): an institution change
    // re-evaluating the account's holdings and this order serialise.
    const institution =
      row === undefined || row.institution_id === null
        ? undefined
        : earlier
          ? await findInstitution(tx, row.institution_id)
          : await readInstitution(tx, row.institution_id, 'share');
    const common = {
      Now: now(ctx),
      Account: row === undefined ? null : storedAccount(row),
      Balances: row === undefined ? ZERO_BALANCES : await accountBalances(tx, row.account_id),
      Institution: institution ?? null,
    };
    if (earlier) return { facts: { purchase: { ...common, NewIds: { TransactionId: randomUUID() } } } };
    const instrumentId = requestedInstrumentId(ctx.body);
    const instrument =
      row === undefined || instrumentId === null
        ? undefined
        : await findInstrument(tx, instrumentId, { lock: 'share', prices: false });
    const holding =
      row === undefined || instrument === undefined
        ? undefined
        : await findHolding(tx, row.account_id, instrument.InstrumentId);
    return {
      facts: {
        order: {
          ...common,
          Instrument: instrument ?? null,
          Holding: holding ?? null,
          NewIds: { TransactionId: randomUUID(), HoldingId: randomUUID() },
        },
      },
    };
  },
  apply: async (tx, r, ctx) => {
    await insertTransaction(tx, callerOf(ctx), r.Transaction);
    if ('Holding' in r) {
      await writeHolding(tx, callerOf(ctx), r.Holding, ctx.now);
      await insertTrade(tx, r.Trade);
    }
  },
  ledgerTransactionId: (r) => r.Transaction.TransactionId,
};

/** Replace the beneficiary list: the account locked, its owner, the list in force (locked). */
export const beneficiariesOperation: WriteOperation<BeneficiariesFacts, BeneficiariesRecords, BeneficiariesAnswer> = {
  name: 'PutBeneficiaries',
  decide: decideBeneficiaries,
  load: async (tx, ctx) => {
    const accountId = pathGuid(ctx, 'AccountId');
    const row = accountId === undefined ? undefined : await findAccount(tx, callerOf(ctx), accountId, true);
    const client = row === undefined ? undefined : await findClient(tx, callerOf(ctx), row.client_id);
    const current = row === undefined ? undefined : await currentDesignations(tx, row.account_id);
    return {
      facts: {
        Now: now(ctx),
        Account: row === undefined ? null : storedAccount(row),
        Client: client === undefined ? null : storedClient(client),
        Current: current ?? null,
        NewIds: { DesignationSetId: randomUUID() },
      },
    };
  },
  apply: async (tx, r, ctx) => {
    if (r.Supersede !== undefined)
      await supersedeDesignations(tx, r.Supersede.DesignationSetId, r.Supersede.EffectiveTo);
    if (r.Designations !== undefined) await insertDesignations(tx, callerOf(ctx), r.Designations);
  },
};
