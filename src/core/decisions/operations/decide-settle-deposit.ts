import type { Catalog } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { assertClock } from '../assert-inputs.js';
import { type Decision, decision } from '../decision.js';
import type { DecisionClock, StoredTransaction } from '../facts.js';
import { clientAccount, transferEntries } from '../ledger.js';
import { transactionNotFound } from '../not-found.js';
import { depositPostedEvent } from '../rules/money-events.js';
import { storedAmount } from '../rules/stored-amount.js';

/** What settling needs: the transaction named by the path (null when none), read with its row locked. */
export interface SettleDepositFacts extends DecisionClock {
  readonly Transaction: StoredTransaction | null;
}

export interface DepositSettlement {
  readonly TransactionId: string;
  readonly Status: 'Posted';
  readonly PostedDate: string;
}

/** Settlement is absent when the deposit had already posted: settling again changes nothing. */
export interface SettleDepositRecords {
  readonly Settlement?: DepositSettlement;
}

export interface SettleDepositAnswer {
  readonly TransactionId: string;
  readonly TransactionStatus: 'Posted';
}

export type SettleDepositDecision = Decision<SettleDepositRecords, SettleDepositAnswer>;

/**
 * The operator settles a Pending deposit (POST /v1/transactions/{TransactionId}/settle, and the
 * settlement job): its amount moves from the client's Pending bucket to Settled, it is marked
 * Posted, and deposit.posted is emitted. A deposit already Posted answers Posted and writes
 * nothing (idempotent); a Transact entry is not a deposit (InvalidRequest, NotADeposit). The
 * request (the route has no body) is not read. The event belongs to the deposit's provider.
 */
export function decideSettleDeposit(
  _catalog: Catalog,
  facts: SettleDepositFacts,
  _request: unknown,
  today: string,
): SettleDepositDecision | Failure<'TransactionNotFound' | 'InvalidRequest'> {
  assertClock(today, facts.Now);
  const t = facts.Transaction;
  if (t === null) return transactionNotFound();
  if (t.Kind !== 'Deposit')
    return failure('InvalidRequest', 'Only a deposit settles.', [
      { FieldName: 'TransactionId', ErrorCode: 'NotADeposit', Message: 'Transact entries post at once.' },
    ]);
  const Result: SettleDepositAnswer = { TransactionId: t.TransactionId, TransactionStatus: 'Posted' };
  if (t.Status === 'Posted') return decision({ Records: {}, Result });
  const amount = storedAmount(t).toFixed();
  return decision({
    Records: { Settlement: { TransactionId: t.TransactionId, Status: 'Posted', PostedDate: facts.Now } },
    Result,
    Entries: transferEntries(
      clientAccount(t.AccountId, 'Pending'),
      clientAccount(t.AccountId, 'Settled'),
      amount,
      t.Currency,
    ),
    Events: [depositPostedEvent(t.AccountId, t.TransactionId, amount, facts.Now)],
  });
}
