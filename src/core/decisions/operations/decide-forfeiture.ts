import type { Catalog } from '../../catalog/types.js';
import { accountStatusPermits } from '../../requests/status/account-status-permits.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { Decimal, decimalString } from '../../shared/money.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, type DecisionEvent, decision } from '../decision.js';
import { assertFact } from '../facts-error.js';
import { COMMUTER_SUB_ACCOUNTS, commuterForfeiture } from '../forfeiture/commuter-path.js';
import {
  type ForfeitureAnswer,
  type ForfeitureFacts,
  type ForfeitureRecord,
  type ForfeitureRecords,
  validateForfeitureRequest,
} from '../forfeiture/facts.js';
import { carryoverTarget, fsaClose } from '../forfeiture/fsa-path.js';
import { clientAccount, type LedgerEntry, serviceAccount, transferEntries } from '../ledger.js';
import { accountNotFound } from '../not-found.js';
import { currencyMatches } from '../rules/currency-matches.js';
import type { TransactionRecordToInsert } from './transaction-record.js';

export type ForfeitureDecision = Decision<ForfeitureRecords, ForfeitureAnswer>;
export type ForfeitureErrorCode = 'InvalidRequest' | 'AccountNotFound' | 'UnknownAccountType';

/** The types a forfeiture applies to, and the reason each takes. */
const FORFEITING_TYPES = new Set(['health-care-fsa', 'dependent-care-fsa', 'commuter-benefits']);

/** The stored entry types of a forfeiture's transactions (Kind Entry; not Transact's EntryTypes). */
export const FORFEITURE_ENTRY_TYPES = {
  Forfeiture: 'Forfeiture',
  CarryoverOut: 'CarryoverOut',
  CarryoverIn: 'CarryoverIn',
} as const;

interface Part {
  readonly tx: TransactionRecordToInsert;
  readonly entries: readonly LedgerEntry[];
}

/** Sums entries on the same ledger account, dropping zeros (a reclassification nets inside one transaction). */
function netted(entries: readonly LedgerEntry[]): LedgerEntry[] {
  const byKey = new Map<string, LedgerEntry>();
  for (const e of entries) {
    const key = JSON.stringify(e.Account);
    const prev = byKey.get(key);
    byKey.set(key, prev === undefined ? e : { ...e, Amount: new Decimal(prev.Amount).plus(e.Amount).toFixed() });
  }
  return [...byKey.values()].filter((e) => !new Decimal(e.Amount).isZero());
}

/**
 * Forfeiture (POST /v1/accounts/{AccountId}/forfeitures; docs/withdrawals.md, "Forfeitures").
 * A health or dependent-care FSA's plan year closes (Reason PlanYearEnd) once its grace period
 * and run-out have passed (fsaPlanYearClose): a health FSA's carryover, up to the plan's amount
 * and the dated maximum (never with a grace period, Notice 2013-71), moves to the participant's
 * account for the next plan year (CarryoverAccountId) through MovementsInTransit; the rest is
 * forfeited to the service's Forfeitures account (Prop. 26 CFR 1.125-5(c)). A commuter account's
 * unused Transit and Parking sub-balances are forfeited on termination (Reason Termination), never
 * refunded in cash (26 CFR 1.132-9 Q&A-14), leaving every one of its ledger accounts at zero.
 * Emits account.updated `{ AccountId, Reason: 'Forfeited', ForfeitureId, ForfeitureReason, Forfeited,
 * CarriedOver, CarryoverAccountId, TransactionIds }`, and on the carryover account
 * `{ AccountId, Reason: 'CarryoverReceived', ForfeitureId, FromAccountId, CarriedOver }`.
 */
export function decideForfeiture(
  catalog: Catalog,
  facts: ForfeitureFacts,
  request: unknown,
  today: string,
): ForfeitureDecision | Failure<ForfeitureErrorCode> {
  assertClock(today, facts.Now);
  assertNewGuid('ForfeitureId', facts.NewIds.ForfeitureId);
  assertFact(facts.NewIds.TransactionIds.length >= 4, 'facts.NewIds.TransactionIds holds four new Guids');
  for (const id of facts.NewIds.TransactionIds) assertNewGuid('TransactionIds', id);
  const account = facts.Account;
  if (account === null) return accountNotFound();
  if (!catalog.typeBySlug.has(account.AccountTypeCode))
    return failure('UnknownAccountType', `${account.AccountTypeCode.slice(0, 64)} is not in the catalog.`);
  const v = validateForfeitureRequest(request);
  if (!v.ok) return v;
  const input = v.value;
  if (!FORFEITING_TYPES.has(account.AccountTypeCode))
    return failure(
      'InvalidRequest',
      `A ${account.AccountTypeCode} has no forfeiture: only a health or dependent-care FSA's plan year end ` +
        `and a commuter account's termination forfeit money.`,
      [{ FieldName: 'AccountId', ErrorCode: 'ForfeitureNotApplicable', Message: 'no forfeiture rule for this type' }],
    );
  const status = accountStatusPermits(account.AccountStatus, 'Adjustment');
  if (!status.ok) return failure('InvalidRequest', status.Message, status.Errors);
  const currency = currencyMatches(account.Currency, input.Currency);
  if (!currency.ok) return currency;

  const ids = [...facts.NewIds.TransactionIds];
  const nextId = (): string => {
    const id = ids.shift();
    assertFact(id !== undefined, 'facts.NewIds.TransactionIds ran out');
    return id;
  };
  const tx = (
    accountId: string,
    entryType: string,
    direction: 'Credit' | 'Debit',
    amount: Decimal,
    sub?: 'Transit' | 'Parking',
  ): TransactionRecordToInsert => ({
    TransactionId: nextId(),
    AccountId: accountId,
    Kind: 'Entry',
    EntryType: entryType,
    Direction: direction,
    Amount: decimalString(amount),
    Currency: input.Currency,
    Status: 'Posted',
    ...(sub !== undefined ? { SubAccount: sub } : {}),
    ...(input.Description !== undefined ? { Description: input.Description } : {}),
    ...(input.ProviderReferenceId !== undefined && accountId === account.AccountId
      ? { ProviderReferenceId: input.ProviderReferenceId }
      : {}),
    CreatedDate: facts.Now,
    PostedDate: facts.Now,
  });
  const settled = (id: string, sub?: string) => clientAccount(id, 'Settled', sub);
  const forfeitures = serviceAccount('Forfeitures');
  const inTransit = serviceAccount('MovementsInTransit');
  const parts: Part[] = [];
  let forfeited = new Decimal(0);
  let carried = new Decimal(0);
  let carryTo: string | null = null;
  let planYear: number | null = null;
  const details: Record<string, string | number | null> = {};
  const bySub: Partial<Record<'Transit' | 'Parking', Decimal>> = {};
  let reasons: Decision<unknown, unknown>['Reasons'] = [];
  let warnings: Decision<unknown, unknown>['Warnings'] = [];

  if (account.AccountTypeCode === 'commuter-benefits') {
    const c = commuterForfeiture(facts, input, today);
    if ('ok' in c) return c;
    reasons = c.Reasons;
    // The first transaction also zeroes the sub-account ledger accounts against the plain one:
    // claims are paid from the plain Settled account while deposits credit their sub-account.
    const reclass: LedgerEntry[] = [];
    for (const s of COMMUTER_SUB_ACCOUNTS) {
      const posted = new Decimal(facts.SubAccountSums[s] ?? '0');
      if (!posted.isZero())
        reclass.push(
          { Account: settled(account.AccountId, s), Amount: posted.negated().toFixed(), Currency: input.Currency },
          { Account: settled(account.AccountId), Amount: posted.toFixed(), Currency: input.Currency },
        );
    }
    const pieces: [Decimal, 'Transit' | 'Parking' | undefined][] = [
      [c.BySub.Transit, 'Transit'],
      [c.BySub.Parking, 'Parking'],
      [c.Remainder, undefined],
    ];
    for (const [amount, sub] of pieces) {
      if (amount.lte(0)) continue;
      const entries = [
        ...(parts.length === 0 ? reclass : []),
        ...transferEntries(settled(account.AccountId), forfeitures, decimalString(amount), input.Currency),
      ];
      parts.push({
        tx: tx(account.AccountId, FORFEITURE_ENTRY_TYPES.Forfeiture, 'Debit', amount, sub),
        entries: netted(entries),
      });
      if (sub !== undefined) bySub[sub] = amount;
    }
    forfeited = c.Total;
    details['TerminationDate'] = input.TerminationDate ?? null;
    details['ForfeitedTransit'] = decimalString(c.BySub.Transit);
    details['ForfeitedParking'] = decimalString(c.BySub.Parking);
    details['CashRefund'] = '0';
  } else {
    const close = fsaClose(catalog, facts, account, input, today);
    if ('ok' in close) return close;
    reasons = close.Reasons;
    warnings = close.Warnings;
    planYear = close.PlanYear;
    if (close.Forfeited.isZero() && close.CarriedOver.isZero())
      return failure('InvalidRequest', 'Nothing is left to forfeit or carry over: the plan year’s money is used.', [
        { FieldName: 'AccountId', ErrorCode: 'NothingToForfeit', Message: 'nothing to forfeit or carry over' },
      ]);
    if (close.CarriedOver.gt(0)) {
      const target = carryoverTarget(facts, account, input, close.PlanYear);
      if ('ok' in target) return target;
      carryTo = target.AccountId;
      carried = close.CarriedOver;
      const amount = decimalString(carried);
      parts.push(
        {
          tx: tx(account.AccountId, FORFEITURE_ENTRY_TYPES.CarryoverOut, 'Debit', carried),
          entries: transferEntries(settled(account.AccountId), inTransit, amount, input.Currency),
        },
        {
          tx: tx(target.AccountId, FORFEITURE_ENTRY_TYPES.CarryoverIn, 'Credit', carried),
          entries: transferEntries(inTransit, settled(target.AccountId), amount, input.Currency),
        },
      );
    }
    if (close.Forfeited.gt(0)) {
      forfeited = close.Forfeited;
      parts.unshift({
        tx: tx(account.AccountId, FORFEITURE_ENTRY_TYPES.Forfeiture, 'Debit', forfeited),
        entries: transferEntries(settled(account.AccountId), forfeitures, decimalString(forfeited), input.Currency),
      });
    }
    details['PlanYear'] = close.PlanYear;
    details['ClosesOn'] = close.ClosesOn;
    details['Unused'] = close.Unused;
    details['CarriedOverIn'] = facts.CarriedOverIn;
  }

  const Forfeiture: ForfeitureRecord = {
    ForfeitureId: facts.NewIds.ForfeitureId,
    AccountId: account.AccountId,
    Reason: input.Reason,
    PlanYear: planYear,
    Currency: input.Currency,
    ForfeitedAmount: decimalString(forfeited),
    CarriedOverAmount: decimalString(carried),
    CarryoverAccountId: carryTo,
    Details: details,
    TransactionIds: parts.map((p) => p.tx.TransactionId),
    ...(input.ProviderReferenceId !== undefined ? { ProviderReferenceId: input.ProviderReferenceId } : {}),
    CreatedDate: facts.Now,
  };
  const Result: ForfeitureAnswer = {
    ForfeitureId: Forfeiture.ForfeitureId,
    AccountId: account.AccountId,
    Reason: input.Reason,
    Forfeited: Number(Forfeiture.ForfeitedAmount),
    CarriedOver: Number(Forfeiture.CarriedOverAmount),
    CarryoverAccountId: carryTo,
    ...(account.AccountTypeCode === 'commuter-benefits'
      ? { ForfeitedTransit: Number(bySub.Transit ?? 0), ForfeitedParking: Number(bySub.Parking ?? 0) }
      : {}),
    TransactionIds: Forfeiture.TransactionIds,
  };
  const Events: DecisionEvent[] = [
    {
      EventType: 'account.updated',
      OccurredAt: facts.Now,
      Data: {
        AccountId: account.AccountId,
        Reason: 'Forfeited',
        ForfeitureId: Forfeiture.ForfeitureId,
        ForfeitureReason: input.Reason,
        Forfeited: Result.Forfeited,
        CarriedOver: Result.CarriedOver,
        CarryoverAccountId: carryTo,
        TransactionIds: Forfeiture.TransactionIds,
      },
    },
  ];
  if (carryTo !== null)
    Events.push({
      EventType: 'account.updated',
      OccurredAt: facts.Now,
      Data: {
        AccountId: carryTo,
        Reason: 'CarryoverReceived',
        ForfeitureId: Forfeiture.ForfeitureId,
        FromAccountId: account.AccountId,
        CarriedOver: Result.CarriedOver,
      },
    });
  return decision({
    Records: {
      Forfeiture,
      Transactions: parts.map((p) => p.tx),
      Postings: parts.map((p) => ({ TransactionId: p.tx.TransactionId, Entries: p.entries })),
    },
    Result,
    Entries: parts.flatMap((p) => p.entries),
    Events,
    Reasons: reasons,
    Warnings: warnings,
  });
}
