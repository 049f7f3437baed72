import { describe, expect, it } from 'vitest';
import {
  balanceCapSources,
  contributionAccountFacts,
  contributionHistory,
  DecisionFactsError,
  decideFundAccount,
  decideSettleDeposit,
  openingCurrency,
  type StoredTransaction,
} from '../../src/index.js';
import { catalog, guid } from './memory-host.js';

const deposit: StoredTransaction = {
  TransactionId: guid(10),
  AccountId: guid(1),
  Kind: 'Deposit',
  EntryType: 'Deposit',
  Direction: 'Credit',
  Amount: '250',
  Currency: 'USD',
  Status: 'Pending',
  ContributionSource: null,
  TaxYear: 2025,
  PlanYear: null,
  CreatedDate: '2026-02-03T04:05:06Z',
};
const fee: StoredTransaction = {
  ...deposit,
  TransactionId: guid(11),
  Kind: 'Entry',
  EntryType: 'Fee',
  Direction: 'Debit',
};

describe('reading stored facts for the contribution rules (docs/contributions.md)', () => {
  it('the history is the deposits, pending ones included, dated by creation; no source reads as Participant', () => {
    expect(contributionHistory([deposit, fee])).toEqual([
      { Amount: '250', ContributionSource: 'Participant', ContributionDate: '2026-02-03', TaxYear: 2025 },
    ]);
  });

  it('the account facts are the CONTRIBUTION_ACCOUNT_FACTS among the attributes, nulls dropped', () => {
    expect(
      contributionAccountFacts({ IsNonHighlyCompensated: true, PlanBalanceCap: null, ProductType: 'Checking' }),
    ).toEqual({
      IsNonHighlyCompensated: true,
    });
  });

  it('only PLESA has a balance cap (its Participant contributions count)', () => {
    const capped = catalog.types.filter((t) => balanceCapSources(t) !== undefined).map((t) => t.Slug);
    expect(capped).toEqual(['emergency-savings-plesa']);
    expect(balanceCapSources(catalog.typeBySlug.get('emergency-savings-plesa')!)).toEqual(['Participant']);
    expect(openingCurrency(catalog.typeBySlug.get('sep-ira')!)).toBe('USD');
  });
});

describe('facts that break their promises are a host fault (DecisionFactsError), not an answer', () => {
  const account = {
    AccountId: guid(1),
    ClientId: guid(2),
    AccountTypeCode: 'sep-ira',
    AccountStatus: 'Active',
    Phase: 'Standard',
    Currency: 'USD',
    Attributes: {},
  };
  const body = { Amount: 1, Currency: 'USD', PaymentMethodType: 'Wire' };
  const now = '2026-03-02T00:00:00Z';

  it('another account’s transactions, a malformed stored amount, a bad today', () => {
    const other = { ...deposit, AccountId: guid(3) };
    const fund = (Transactions: StoredTransaction[], today = '2026-03-02') =>
      decideFundAccount(
        catalog,
        { Now: now, Account: account, Client: null, Transactions, NewIds: { TransactionId: guid(9) } },
        body,
        today,
      );
    expect(() => fund([other])).toThrow(DecisionFactsError);
    expect(() => fund([], '03/02/2026')).toThrow(DecisionFactsError);
    expect(fund([]).ok).toBe(true);
    const bad = { ...deposit, Amount: 'ten' };
    expect(() => decideSettleDeposit(catalog, { Now: now, Transaction: bad }, undefined, '2026-03-02')).toThrow(
      DecisionFactsError,
    );
  });
});
