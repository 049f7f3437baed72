import { Decimal } from 'decimal.js';
import type { Catalog } from '../../catalog/types.js';
import { validateTransactRequest } from '../../requests/money/validate-transact.js';
import { accountStatusPermits } from '../../requests/status/account-status-permits.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, type DecisionReason, decision } from '../decision.js';
import type { AccountBalances, DecisionClock, StoredAccount } from '../facts.js';
import { accountNotFound } from '../not-found.js';
import { availableBalanceOf } from '../rules/available-balance-of.js';
import { currencyMatches } from '../rules/currency-matches.js';
import { debitAllowed } from '../rules/debit-allowed.js';
import { distributionAllowed } from '../rules/distribution-allowed.js';
import { transactEvents } from '../rules/money-events.js';
import { transactEntries } from '../rules/transact-entries.js';
import type { TransactionAnswer, TransactionRecordToInsert } from './transaction-record.js';

/**
 * What Transact needs, read with the account row locked (two debits cannot both spend the same
 * balance, and "the whole balance" and the debit check see the same sums): the account (null when
 * none of this provider's) and its balances.
 */
export interface TransactFacts extends DecisionClock {
  readonly Account: StoredAccount | null;
  readonly Balances: AccountBalances;
  readonly NewIds: { readonly TransactionId: string };
}

export interface TransactRecords {
  readonly Transaction: TransactionRecordToInsert;
}

export type TransactDecision = Decision<TransactRecords, TransactionAnswer>;

export type TransactErrorCode =
  | 'AccountNotFound'
  | 'InvalidRequest'
  | 'UnknownAccountType'
  | 'DistributionNotPermitted'
  | 'InsufficientFunds';

/**
 * Transact (spec 4.8, POST /v1/accounts/{AccountId}/transact). Checks, in order: the body (entry
 * types each nature takes), the AccountStatus (accountStatusPermits), a growth-period
 * distribution (26 U.S.C. 530A, distributionAllowed), then for a debit the available balance by
 * nature (debitAllowed: only a DepositLiability with OverdraftPermitted may go below zero). Posts
 * at once to the Settled bucket against the entry type's service account (TRANSACT_CONTRA_ACCOUNT);
 * a Distribution, Withdrawal or Reimbursement emits withdrawal.posted.
 */
export function decideTransact(
  catalog: Catalog,
  facts: TransactFacts,
  request: unknown,
  today: string,
): TransactDecision | Failure<TransactErrorCode> {
  assertClock(today, facts.Now);
  assertNewGuid('TransactionId', facts.NewIds.TransactionId);
  const account = facts.Account;
  const type = account === null ? undefined : catalog.typeBySlug.get(account.AccountTypeCode);
  if (account === null || type === undefined) return accountNotFound();
  const v = validateTransactRequest(catalog, request, { AccountTypeCode: type.Slug });
  if (!v.ok) return v;
  const input = v.value;
  const amount = new Decimal(input.Amount).abs().toFixed();
  const status = accountStatusPermits(account.AccountStatus, input.EntryType);
  if (!status.ok) return failure('InvalidRequest', status.Message, status.Errors);
  const currency = currencyMatches(account.Currency, input.Currency);
  if (!currency.ok) return currency;
  const available = availableBalanceOf(type, account.Attributes, facts.Balances);
  const dist = distributionAllowed({
    type,
    attributes: account.Attributes,
    today,
    entryType: input.EntryType,
    distributionReason: input.DistributionReason,
    amount,
    available,
    pending: new Decimal(facts.Balances.Pending).toFixed(),
  });
  if (!dist.ok) return dist;
  if (input.Direction === 'Debit') {
    const debit = debitAllowed(type, account.Attributes, available, amount);
    if (!debit.ok) return debit;
  }
  const TransactionId = facts.NewIds.TransactionId;
  const Transaction: TransactionRecordToInsert = {
    TransactionId,
    AccountId: account.AccountId,
    Kind: 'Entry',
    EntryType: input.EntryType,
    Direction: input.Direction,
    Amount: amount,
    Currency: input.Currency,
    Status: 'Posted',
    ...(input.PaymentMethodType !== undefined ? { PaymentMethodType: input.PaymentMethodType } : {}),
    ...(input.Description !== undefined ? { Description: input.Description } : {}),
    ...(input.ProviderReferenceId !== undefined ? { ProviderReferenceId: input.ProviderReferenceId } : {}),
    ...(input.DistributionReason !== undefined ? { DistributionReason: input.DistributionReason } : {}),
    CreatedDate: facts.Now,
    PostedDate: facts.Now,
  };
  const reasons: DecisionReason[] =
    dist.Reason !== undefined
      ? [
          {
            Rule: 'growth-period-distribution',
            Message: dist.Reason,
            ...(dist.Source !== undefined ? { Source: dist.Source } : {}),
          },
        ]
      : [];
  return decision({
    Records: { Transaction },
    Result: { TransactionId, TransactionStatus: 'Posted' },
    Entries: transactEntries(account.AccountId, input.EntryType, input.Direction, amount, input.Currency),
    Events: transactEvents({ ...Transaction, DistributionReason: input.DistributionReason }, facts.Now),
    Reasons: reasons,
  });
}
