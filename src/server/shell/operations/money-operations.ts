import { randomUUID } from 'node:crypto';
import {
  decideFundAccount,
  decideInvestmentPurchase,
  decideSettleDeposit,
  decideTransact,
  type FundAccountFacts,
  type FundAccountRecords,
  fundAccountFactNeeds,
  type InvestmentPurchaseFacts,
  type InvestmentPurchaseRecords,
  MAX_PERSON_ACCOUNTS,
  type RepaidDistributionRecord,
  type SettleDepositAnswer,
  type SettleDepositFacts,
  type SettleDepositRecords,
  type TransactFacts,
  type TransactionAnswer,
  type TransactRecords,
  ZERO_BALANCES,
} from '../../../core/decisions/index.js';
import type { Queryable } from '../../db/types.js';
import { findLockedAccountWithOwner } from '../../store/account-owner.js';
import { type AccountRow, findAccount, storedAccount } from '../../store/accounts.js';
import { findClient, storedClient } from '../../store/clients.js';
import { findInstitution } from '../../store/institutions.js';
import { accountBalances } from '../../store/ledger.js';
import { ownerYears } from '../../store/owner-years.js';
import {
  accountTransactions,
  earlierRepayments,
  findTransaction,
  insertTransaction,
  markPosted,
  personAccountDeposits,
  storedTransaction,
} from '../../store/transactions.js';
import { withdrawalDetailOf } from '../../store/withdrawals.js';
import type { WriteContext, WriteOperation } from '../operation.js';
import { bodyField, callerOf, guidOf, pathGuid } from './path-ids.js';

/**
 * The path's account of the caller, locked FOR UPDATE: concurrent deposits see each other in the
 * limit checks, and two debits cannot spend the same balance.
 */
async function lockedAccount(tx: Queryable, ctx: WriteContext): Promise<AccountRow | undefined> {
  const id = pathGuid(ctx, 'AccountId');
  return id === undefined ? undefined : findAccount(tx, callerOf(ctx), id, true);
}

/**
 * The distribution a Repayment names (RepaidTransactionId), locked FOR UPDATE so two repayments of one
 * distribution serialise and the second reads the first in earlierRepayments; null when the provider
 * has no such transaction. Undefined when the body names none (the decision reads the body itself).
 */
async function repaidDistributionOf(
  tx: Queryable,
  ctx: WriteContext,
): Promise<RepaidDistributionRecord | null | undefined> {
  if (bodyField(ctx.body, 'ContributionSource') !== 'Repayment') return undefined;
  const id = guidOf(bodyField(ctx.body, 'RepaidTransactionId'));
  if (id === undefined) return undefined;
  const row = await findTransaction(tx, callerOf(ctx), id, true);
  const account = row === undefined ? undefined : await findAccount(tx, callerOf(ctx), row.account_id);
  if (row === undefined || account === undefined) return null;
  return {
    Transaction: storedTransaction(row),
    Withdrawal: await withdrawalDetailOf(tx, id),
    Account: storedAccount(account),
    EarlierRepayments: await earlierRepayments(tx, callerOf(ctx), id),
  };
}

/**
 * Fund Account: the account (locked), its owner, and what the type's rules read
 * (`fundAccountFactNeeds`): its deposits, all its transactions for a capped type, or nothing for a
 * type without contribution rules; the person's other accounts only for a per-person limit.
 */
export const fundAccountOperation: WriteOperation<FundAccountFacts, FundAccountRecords, TransactionAnswer> = {
  name: 'FundAccount',
  loadWithClaim: true,
  applyInOneStatement: true,
  decide: decideFundAccount,
  load: async (tx, ctx, catalog) => {
    const id = pathGuid(ctx, 'AccountId');
    const found = id === undefined ? undefined : await findLockedAccountWithOwner(tx, callerOf(ctx), id);
    const row = found?.account;
    const type = row === undefined ? undefined : catalog.typeBySlug.get(row.account_type_code);
    const needs = type === undefined ? undefined : fundAccountFactNeeds(type);
    // With a per-person limit the owner's row is locked FOR UPDATE (after the account: the same
    // order everywhere) and read again under the lock, so two deposits to two accounts of one
    // person serialise here and the second reads the first's deposit in personAccountDeposits
    // (docs/decisions 56). Otherwise the owner read with the account is the fact.
    const person = needs?.PersonAccounts === true;
    const client =
      row === undefined || !person ? found?.owner : await findClient(tx, callerOf(ctx), row.client_id, true);
    const history = needs?.History ?? 'None';
    const repaid = row === undefined ? undefined : await repaidDistributionOf(tx, ctx);
    return {
      facts: {
        Now: ctx.now.toISOString(),
        Account: row === undefined ? null : storedAccount(row),
        Client: client === undefined ? null : storedClient(client),
        Transactions:
          row === undefined || history === 'None'
            ? []
            : await accountTransactions(tx, row.account_id, history === 'All'),
        NewIds: { TransactionId: randomUUID() },
        OwnerYears:
          client === undefined || needs?.OwnerYears !== true
            ? []
            : await ownerYears(tx, callerOf(ctx), client.client_id),
        PersonAccounts:
          row === undefined || client === undefined || !person
            ? []
            : await personAccountDeposits(tx, callerOf(ctx), row.client_id, row.account_id, MAX_PERSON_ACCOUNTS),
        ...(repaid !== undefined ? { RepaidDistribution: repaid } : {}),
      },
    };
  },
  apply: (tx, r, ctx) => insertTransaction(tx, callerOf(ctx), r.Transaction),
  ledgerTransactionId: (r) => r.Transaction.TransactionId,
};

/** Transact: the account (locked) and its balances, read under the lock. */
export const transactOperation: WriteOperation<TransactFacts, TransactRecords, TransactionAnswer> = {
  name: 'Transact',
  loadWithClaim: true,
  applyInOneStatement: true,
  decide: decideTransact,
  load: async (tx, ctx) => {
    const row = await lockedAccount(tx, ctx);
    return {
      facts: {
        Now: ctx.now.toISOString(),
        Account: row === undefined ? null : storedAccount(row),
        Balances: row === undefined ? ZERO_BALANCES : await accountBalances(tx, row.account_id),
        NewIds: { TransactionId: randomUUID() },
      },
    };
  },
  apply: (tx, r, ctx) => insertTransaction(tx, callerOf(ctx), r.Transaction),
  ledgerTransactionId: (r) => r.Transaction.TransactionId,
};

/** Investment purchase: the account (locked), its balances and its institution. */
export const investmentPurchaseOperation: WriteOperation<
  InvestmentPurchaseFacts,
  InvestmentPurchaseRecords,
  TransactionAnswer
> = {
  name: 'Invest',
  decide: decideInvestmentPurchase,
  load: async (tx, ctx) => {
    const row = await lockedAccount(tx, ctx);
    const institution =
      row === undefined || row.institution_id === null ? undefined : await findInstitution(tx, row.institution_id);
    return {
      facts: {
        Now: ctx.now.toISOString(),
        Account: row === undefined ? null : storedAccount(row),
        Balances: row === undefined ? ZERO_BALANCES : await accountBalances(tx, row.account_id),
        Institution: institution ?? null,
        NewIds: { TransactionId: randomUUID() },
      },
    };
  },
  apply: (tx, r, ctx) => insertTransaction(tx, callerOf(ctx), r.Transaction),
  ledgerTransactionId: (r) => r.Transaction.TransactionId,
};

/** Loads a deposit to settle (any provider's: the operator settles), locked; events go to its provider. */
export async function loadSettleDeposit(
  tx: Queryable,
  transactionId: string | undefined,
  now: Date,
): Promise<{ facts: SettleDepositFacts; eventOwner?: string }> {
  const row = transactionId === undefined ? undefined : await findTransaction(tx, undefined, transactionId, true);
  return {
    facts: { Now: now.toISOString(), Transaction: row === undefined ? null : storedTransaction(row) },
    ...(row !== undefined ? { eventOwner: row.provider_id } : {}),
  };
}

/** Settle a deposit (operator): the deposit locked; Pending to Settled, deposit.posted. */
export const settleDepositOperation: WriteOperation<SettleDepositFacts, SettleDepositRecords, SettleDepositAnswer> = {
  name: 'SettleDeposit',
  decide: decideSettleDeposit,
  load: (tx, ctx) => loadSettleDeposit(tx, pathGuid(ctx, 'TransactionId'), ctx.now),
  apply: async (tx, r) => {
    if (r.Settlement !== undefined) await markPosted(tx, r.Settlement);
  },
  ledgerTransactionId: (r) => r.Settlement?.TransactionId,
};
