import { describe, expect, it } from 'vitest';
import {
  accountBalancesFromEntries,
  balanceKey,
  balancesFromEntries,
  clientAccount,
  DecisionFactsError,
  decision,
  entriesBalance,
  type LedgerEntry,
  ledgerAmountProblem,
  serviceAccount,
  transferEntries,
  UnbalancedDecisionError,
} from '../../src/index.js';

const A = 'acc-1';
const clearing = serviceAccount('ExternalClearing');

describe('the double-entry ledger (design.md section 7)', () => {
  it('a transfer is two entries that sum to zero; the source decreases', () => {
    const e = transferEntries(clearing, clientAccount(A, 'Pending'), '12.30', 'USD');
    expect(e).toEqual([
      { Account: clearing, Amount: '-12.3', Currency: 'USD' },
      { Account: { Kind: 'Client', AccountId: A, Bucket: 'Pending' }, Amount: '12.3', Currency: 'USD' },
    ]);
    expect(entriesBalance(e)).toBe(true);
  });

  it('amounts are plain decimal strings: positive, within the minor units and MAX_AMOUNT, of a booked currency', () => {
    expect(ledgerAmountProblem('1.5', 'USD')).toBeUndefined();
    expect(ledgerAmountProblem('-1.5', 'USD')).toBeUndefined();
    expect(ledgerAmountProblem('1.001', 'USD')).toMatch(/digits/);
    expect(ledgerAmountProblem('0', 'USD')).toBe('zero');
    expect(ledgerAmountProblem('1e3', 'USD')).toMatch(/plain/);
    expect(ledgerAmountProblem('10000000000000.01', 'USD')).toMatch(/MAX_AMOUNT/);
    expect(ledgerAmountProblem('1', 'EUR')).toMatch(/not booked/);
    expect(() => transferEntries(clearing, clientAccount(A), '-1', 'USD')).toThrow(DecisionFactsError);
    expect(() => transferEntries(clearing, clientAccount(A), '0.001', 'USD')).toThrow(DecisionFactsError);
  });

  it('decision() refuses to build an unbalanced or malformed set of entries (a fault, never an answer)', () => {
    const one: LedgerEntry[] = [{ Account: clearing, Amount: '1', Currency: 'USD' }];
    expect(() => decision({ Records: {}, Result: {}, Entries: one })).toThrow(UnbalancedDecisionError);
    const zero: LedgerEntry[] = [
      { Account: clearing, Amount: '0', Currency: 'USD' },
      { Account: clientAccount(A), Amount: '0', Currency: 'USD' },
    ];
    expect(() => decision({ Records: {}, Result: {}, Entries: zero })).toThrow(/zero/);
    const many = Array.from({ length: 33 }, () => transferEntries(clearing, clientAccount(A), '1', 'USD')).flat();
    expect(() => decision({ Records: {}, Result: {}, Entries: many })).toThrow(/too many/);
    expect(decision({ Records: {}, Result: 1 })).toMatchObject({
      ok: true,
      Entries: [],
      Events: [],
      Reasons: [],
      Warnings: [],
      Unchecked: [],
    });
  });

  it('a balance is the sum of its entries: one definition, incremental from an opening balance', () => {
    const entries = [
      ...transferEntries(clearing, clientAccount(A, 'Pending'), '100', 'USD'),
      ...transferEntries(clientAccount(A, 'Pending'), clientAccount(A, 'Settled'), '100', 'USD'),
      ...transferEntries(clientAccount(A, 'Settled'), serviceAccount('FeesEarned'), '2.5', 'USD'),
    ];
    const all = balancesFromEntries(entries);
    expect(Object.fromEntries(all)).toEqual({
      'service:ExternalClearing@USD': '-100',
      'client:acc-1:Pending@USD': '0',
      'client:acc-1:Settled@USD': '97.5',
      'service:FeesEarned@USD': '2.5',
    });
    const half = balancesFromEntries(entries.slice(0, 2));
    expect(balancesFromEntries(entries.slice(2), half)).toEqual(all);
    expect(balanceKey(clientAccount(A, 'Settled', 'Transit'), 'USD')).toBe('client:acc-1:Settled:Transit@USD');
    expect(accountBalancesFromEntries(A, entries)).toEqual({
      Settled: '97.5',
      Pending: '0',
      SettledCredits: '100',
      SettledDebits: '2.5',
    });
    expect(accountBalancesFromEntries('other', entries)).toEqual({
      Settled: '0',
      Pending: '0',
      SettledCredits: '0',
      SettledDebits: '0',
    });
  });
});
