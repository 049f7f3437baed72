import { randomUUID } from 'node:crypto';
import type { Catalog } from '../../../core/catalog/types.js';
import {
  decideRecharacterization,
  decideRollover,
  decideRothConversion,
  decideTransfer,
  type HsaFundingDecisionFacts,
  MAX_PERSON_ACCOUNTS,
  type MovementAccountFacts,
  type MovementAnswer,
  type MovementRecords,
  movementPostings,
  type RecharacterizationAnswer,
  type RecharacterizationDecisionFacts,
  type RolloverAnswer,
  type RolloverDecisionFacts,
  type RothConversionAnswer,
  type RothConversionDecisionFacts,
  type RothConversionNewIds,
  requiredDistributionRemaining,
  simpleFirstParticipationDate,
  type TransferDecisionFacts,
  ZERO_BALANCES,
} from '../../../core/decisions/index.js';
import type { Queryable } from '../../db/types.js';
import { type AccountRow, findAccount, storedAccount } from '../../store/accounts.js';
import { findClient, storedClient } from '../../store/clients.js';
import { accountBalances } from '../../store/ledger.js';
import {
  insertMovement,
  insertMovementTransaction,
  ownerMovements,
  ownerTransfersInto,
  requiredDistributionAccounts,
} from '../../store/movements.js';
import { ownerYears } from '../../store/owner-years.js';
import {
  accountTransactions,
  findTransaction,
  insertTransaction,
  personAccountDeposits,
  storedTransaction,
} from '../../store/transactions.js';
import { insertWithdrawalDetail } from '../../store/withdrawals.js';
import type { WriteContext, WriteOperation } from '../operation.js';
import { bodyField, callerOf, guidOf } from './path-ids.js';

// The four movement writes (design.md section 8; docs/movements.md): transfers, rollovers, Roth
// conversions and recharacterizations. Each loads both accounts of the caller (another
// provider's answers as unknown: not found), locked FOR UPDATE in AccountId order so that two
// opposite movements cannot deadlock, with their owners and balances, and stores the movement and
// a transaction on each side; every entry is booked under its own side's transaction.

const NO_SIDE: MovementAccountFacts = { Account: null, Client: null, Balances: ZERO_BALANCES };

/** The body's FromAccountId and ToAccountId (lower-case Guids), before validation: what to load. */
function sideIds(ctx: WriteContext): { from: string | undefined; to: string | undefined } {
  return { from: guidOf(bodyField(ctx.body, 'FromAccountId')), to: guidOf(bodyField(ctx.body, 'ToAccountId')) };
}

/** Locks the caller's accounts among `ids` in AccountId order; the rows found, by id. */
async function lockAccounts(
  tx: Queryable,
  providerId: string,
  ids: readonly (string | undefined)[],
): Promise<Map<string, AccountRow>> {
  const rows = new Map<string, AccountRow>();
  const wanted = [...new Set(ids.filter((id): id is string => id !== undefined))].sort();
  for (const id of wanted) {
    const row = await findAccount(tx, providerId, id, true);
    if (row !== undefined) rows.set(id, row);
  }
  return rows;
}

/** One side's facts: the account, its owner, its balances, and a SIMPLE IRA's first participation. */
async function sideFacts(
  tx: Queryable,
  providerId: string,
  row: AccountRow | undefined,
  catalog: Catalog,
): Promise<MovementAccountFacts> {
  if (row === undefined) return NO_SIDE;
  const client = await findClient(tx, providerId, row.client_id);
  const simple = catalog.typeBySlug.get(row.account_type_code)?.MovementRules?.SimpleIra === true;
  const start = simple ? simpleFirstParticipationDate(await accountTransactions(tx, row.account_id, false)) : undefined;
  return {
    Account: storedAccount(row),
    Client: client === undefined ? null : storedClient(client),
    Balances: await accountBalances(tx, row.account_id),
    ...(start !== undefined ? { SimpleFirstParticipationDate: start } : {}),
  };
}

async function bothSides(tx: Queryable, ctx: WriteContext, catalog: Catalog) {
  const providerId = callerOf(ctx);
  const { from, to } = sideIds(ctx);
  const rows = await lockAccounts(tx, providerId, [from, to]);
  const fromRow = from === undefined ? undefined : rows.get(from);
  const toRow = to === undefined ? undefined : rows.get(to);
  return {
    From: await sideFacts(tx, providerId, fromRow, catalog),
    To: await sideFacts(tx, providerId, toRow, catalog),
    // Whose movements the one-rollover limit reads: the distributing account's owner when it is the caller's (a
    // Coverdell ESA may roll over to a family member's, 530(d)(5): the 12 months are the distributing
    // beneficiary's), else the receiving one's. Both are the caller's clients: another provider's account is none.
    owner: fromRow?.client_id ?? toRow?.client_id,
  };
}

function newIds(): RothConversionNewIds {
  return {
    MovementId: randomUUID(),
    FromTransactionId: randomUUID(),
    ToTransactionId: randomUUID(),
    WithholdingTransactionId: randomUUID(),
  };
}

/**
 * The owner's movements from January 1 two years back: every indirect rollover the one-per-year rule can reach, and
 * this year's conversions.
 */
async function history(tx: Queryable, owner: string | undefined, ctx: WriteContext) {
  if (owner === undefined) return [];
  const since = `${ctx.now.getUTCFullYear() - 2}-01-01`;
  return ownerMovements(tx, owner, since);
}

/**
 * Of the year's required distribution of the sending account's group (the owner's traditional,
 * SEP and SIMPLE IRAs; an employer plan alone), what distributions before the distribution date
 * left unpaid (`requiredDistributionRemaining` over the ledger): null when the sending account is
 * outside the service, inherited, a Roth IRA's (no lifetime requirement: the rule knows), or the
 * owner's birth date is not on file.
 */
async function requiredRemaining(
  tx: Queryable,
  ctx: WriteContext,
  catalog: Catalog,
  from: MovementAccountFacts,
): Promise<string | null> {
  const account = from.Account;
  const dob = from.Client?.Contact['DateOfBirth'];
  if (account === null || typeof dob !== 'string') return null;
  const character = catalog.typeBySlug.get(account.AccountTypeCode)?.MovementRules?.TaxCharacter;
  if (character !== 'Traditional' && character !== 'EmployerPlan') return null;
  const types =
    character === 'EmployerPlan'
      ? [account.AccountTypeCode]
      : catalog.types.filter((t) => t.MovementRules?.TaxCharacter === 'Traditional').map((t) => t.Slug);
  const today = ctx.now.toISOString().slice(0, 10);
  const asked = bodyField(ctx.body, 'DistributionDate');
  const day = typeof asked === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked <= today ? asked : today;
  const accounts = await requiredDistributionAccounts(
    tx,
    callerOf(ctx),
    account.ClientId,
    dob,
    Number(day.slice(0, 4)),
    types,
  );
  const own = character === 'EmployerPlan' ? accounts.filter((a) => a.AccountId === account.AccountId) : accounts;
  return requiredDistributionRemaining(catalog, own, account.AccountId, day);
}

async function applyMovement(tx: Queryable, r: MovementRecords, ctx: WriteContext): Promise<void> {
  const providerId = callerOf(ctx);
  await insertMovement(tx, providerId, r.Movement);
  if (r.FromTransaction !== undefined) await insertMovementTransaction(tx, providerId, r.FromTransaction);
  if (r.Withholding !== undefined) {
    await insertTransaction(tx, providerId, r.Withholding.Transaction);
    await insertWithdrawalDetail(tx, r.Withholding.Withdrawal);
  }
  await insertMovementTransaction(tx, providerId, r.ToTransaction);
}

const ledgerPostings = (r: MovementRecords) => movementPostings(r);

/**
 * A qualified HSA funding distribution's facts (HsaFundingDistribution true, both accounts the caller's, one owner):
 * the owner's earlier trustee transfers into an HSA of any date, the sending IRA's deposits, and what Fund Account
 * reads for the HSA's limit (its deposits, the owner's tax years, the owner's other accounts with their deposits),
 * the owner's row locked FOR UPDATE after the accounts, as Fund Account locks it, so a deposit to another HSA of the
 * owner serialises with it. Undefined otherwise.
 */
async function hsaFundingFacts(
  tx: Queryable,
  ctx: WriteContext,
  catalog: Catalog,
  from: MovementAccountFacts,
  to: MovementAccountFacts,
): Promise<HsaFundingDecisionFacts | undefined> {
  if (bodyField(ctx.body, 'HsaFundingDistribution') !== true) return undefined;
  const fromAccount = from.Account;
  const toAccount = to.Account;
  if (fromAccount === null || toAccount === null || fromAccount.ClientId !== toAccount.ClientId) return undefined;
  const providerId = callerOf(ctx);
  const owner = toAccount.ClientId;
  await findClient(tx, providerId, owner, true);
  const hsaTypes = catalog.types.filter((t) => t.MovementRules?.TaxCharacter === 'Hsa').map((t) => t.Slug);
  return {
    History: await ownerTransfersInto(tx, owner, hsaTypes),
    FromTransactions: await accountTransactions(tx, fromAccount.AccountId, false),
    ToTransactions: await accountTransactions(tx, toAccount.AccountId, false),
    OwnerYears: await ownerYears(tx, providerId, owner),
    PersonAccounts: await personAccountDeposits(tx, providerId, owner, toAccount.AccountId, MAX_PERSON_ACCOUNTS),
  };
}

/**
 * Transfer (trustee to trustee): both accounts, locked; for a qualified HSA funding distribution also its facts
 * (hsaFundingFacts).
 */
export const transferOperation: WriteOperation<TransferDecisionFacts, MovementRecords, MovementAnswer> = {
  name: 'Transfer',
  decide: decideTransfer,
  load: async (tx, ctx, catalog) => {
    const { From, To } = await bothSides(tx, ctx, catalog);
    const HsaFunding = await hsaFundingFacts(tx, ctx, catalog, From, To);
    return {
      facts: { Now: ctx.now.toISOString(), From, To, NewIds: newIds(), ...(HsaFunding ? { HsaFunding } : {}) },
    };
  },
  apply: applyMovement,
  ledgerPostings,
};

/**
 * Both accounts, the owner's movements and the year's required distribution still owed: what a
 * rollover and a Roth conversion read (both are distributions that the RMD must precede).
 */
async function sidesWithHistoryAndRemaining(
  tx: Queryable,
  ctx: WriteContext,
  catalog: Catalog,
): Promise<{ facts: RolloverDecisionFacts & RothConversionDecisionFacts }> {
  const { From, To, owner } = await bothSides(tx, ctx, catalog);
  return {
    facts: {
      Now: ctx.now.toISOString(),
      From,
      To,
      History: await history(tx, owner, ctx),
      RequiredDistributionRemaining: await requiredRemaining(tx, ctx, catalog, From),
      NewIds: newIds(),
    },
  };
}

/**
 * Rollover: both accounts (FromAccountId may be absent: money from outside the service), the
 * owner's movements, and the year's required distribution still owed before the distribution date.
 */
export const rolloverOperation: WriteOperation<RolloverDecisionFacts, MovementRecords, RolloverAnswer> = {
  name: 'Rollover',
  decide: decideRollover,
  load: sidesWithHistoryAndRemaining,
  apply: applyMovement,
  ledgerPostings,
};

/**
 * Roth conversion: both accounts, the owner's movements (this year's conversions), the required distribution still
 * owed.
 */
export const rothConversionOperation: WriteOperation<
  RothConversionDecisionFacts,
  MovementRecords,
  RothConversionAnswer
> = {
  name: 'RothConversion',
  decide: decideRothConversion,
  load: sidesWithHistoryAndRemaining,
  apply: applyMovement,
  ledgerPostings,
};

/** Recharacterization: both IRAs, the contribution (the caller's only), the FIRST IRA's transactions. */
export const recharacterizationOperation: WriteOperation<
  RecharacterizationDecisionFacts,
  MovementRecords,
  RecharacterizationAnswer
> = {
  name: 'Recharacterization',
  decide: decideRecharacterization,
  load: async (tx, ctx, catalog) => {
    const providerId = callerOf(ctx);
    const { From, To } = await bothSides(tx, ctx, catalog);
    const id = guidOf(bodyField(ctx.body, 'ContributionTransactionId'));
    const row = id === undefined ? undefined : await findTransaction(tx, providerId, id);
    const fromId = From.Account?.AccountId;
    return {
      facts: {
        Now: ctx.now.toISOString(),
        From,
        To,
        Contribution: row === undefined ? null : storedTransaction(row),
        FromTransactions: fromId === undefined ? [] : await accountTransactions(tx, fromId, true),
        NewIds: newIds(),
      },
    };
  },
  apply: applyMovement,
  ledgerPostings,
};
