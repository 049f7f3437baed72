import { describe, expect, it } from 'vitest';
import { checkContribution, participantPrincipal, type StoredTransaction } from '../../src/index.js';
import { catalog, expectOk, guid, hostWithClient, openAccount, PLESA_FIELDS } from './memory-host.js';

const plesa = catalog.typeBySlug.get('emergency-savings-plesa')!;
const USD = 'USD';
const WIRE = { Currency: USD, PaymentMethodType: 'Wire', PlanYear: 2026 };

function tx(
  n: number,
  t: Partial<StoredTransaction> & Pick<StoredTransaction, 'Kind' | 'EntryType' | 'Direction' | 'Amount'>,
): StoredTransaction {
  return {
    TransactionId: guid(n),
    AccountId: guid(1),
    Currency: USD,
    Status: 'Posted',
    CreatedDate: '2026-03-01T00:00:00Z',
    ...t,
  };
}

describe('PLESA ParticipantPrincipal excludes earnings (spec part 8; ERISA 801(c)(2); 26 U.S.C. 402A(e)(3))', () => {
  it(
    'issue 9 reproduction: fund 2,400, post Interest 200, fund 100 is ACCEPTED (principal 2,500 <= 2,600 in ' + '2026)',
    () => {
      const { host, clientId } = hostWithClient('2026-03-02');
      const accountId = openAccount(host, clientId, 'emergency-savings-plesa', PLESA_FIELDS);
      expectOk(host.fund(accountId, { Amount: 2400, ...WIRE }));
      expectOk(host.transact(accountId, { EntryType: 'Interest', Amount: 200, Currency: USD }));
      const third = host.fund(accountId, { Amount: 100, ...WIRE });
      expect(third.ok).toBe(true);
      expect(host.balances(accountId).Settled).toBe('2700');
      // The whole balance (2,700) is over the cap; the principal (2,500) is not.
      expect(participantPrincipal(plesa, host.transactions)).toBe('2500');
    },
  );

  it('the bug it replaces: the whole balance (2,600 before the third deposit) as principal refuses it', () => {
    const asBefore = checkContribution(catalog, {
      AccountTypeCode: 'emergency-savings-plesa',
      Account: { IsNonHighlyCompensated: true },
      Contribution: { Amount: '100', ContributionDate: '2026-03-02', PlanYear: 2026 },
      Balances: { ParticipantPrincipal: '2600' },
    });
    expect(asBefore.ok ? 'accepted' : asBefore.ErrorCode).toBe('ContributionLimitExceeded');
  });

  it('the cap still binds on principal: a further 101 (principal 2,601) is ContributionLimitExceeded', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const accountId = openAccount(host, clientId, 'emergency-savings-plesa', PLESA_FIELDS);
    expectOk(host.fund(accountId, { Amount: 2400, ...WIRE }));
    expectOk(host.transact(accountId, { EntryType: 'Interest', Amount: 200, Currency: USD }));
    expectOk(host.fund(accountId, { Amount: 100, ...WIRE }));
    const refused = host.fund(accountId, { Amount: 101, ...WIRE });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.ErrorCode).toBe('ContributionLimitExceeded');
  });

  it('pending deposits count toward principal (they will settle into the account)', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const accountId = openAccount(host, clientId, 'emergency-savings-plesa', PLESA_FIELDS);
    expectOk(host.fund(accountId, { Amount: 2600, ...WIRE, PaymentMethodType: 'ACH' }));
    const refused = host.fund(accountId, { Amount: 1, ...WIRE, PaymentMethodType: 'ACH' });
    expect(refused.ok ? 'accepted' : refused.ErrorCode).toBe('ContributionLimitExceeded');
  });

  it('a withdrawal takes principal pro rata to its share of the balance, rounded half up to cents', () => {
    // 2,000 principal + 500 interest = 2,500; withdrawing 1,000 takes 1,000 x 2,000/2,500 = 800 of principal.
    const txs = [
      tx(1, {
        Kind: 'Deposit',
        EntryType: 'Deposit',
        Direction: 'Credit',
        Amount: '2000',
        ContributionSource: 'Participant',
      }),
      tx(2, { Kind: 'Entry', EntryType: 'Interest', Direction: 'Credit', Amount: '500' }),
      tx(3, { Kind: 'Entry', EntryType: 'Withdrawal', Direction: 'Debit', Amount: '1000' }),
    ];
    expect(participantPrincipal(plesa, txs)).toBe('1200');
    // 100 principal + 200 interest; withdrawing 100 takes 33.333... -> 33.33.
    const third = [
      tx(1, { Kind: 'Deposit', EntryType: 'Deposit', Direction: 'Credit', Amount: '100' }),
      tx(2, { Kind: 'Entry', EntryType: 'Interest', Direction: 'Credit', Amount: '200' }),
      tx(3, { Kind: 'Entry', EntryType: 'Withdrawal', Direction: 'Debit', Amount: '100' }),
    ];
    expect(participantPrincipal(plesa, third)).toBe('66.67');
  });

  it('fees reduce principal like withdrawals; an investment purchase (cash for an asset) moves none', () => {
    const txs = [
      tx(1, { Kind: 'Deposit', EntryType: 'Deposit', Direction: 'Credit', Amount: '1000' }),
      tx(2, { Kind: 'Entry', EntryType: 'InvestmentPurchase', Direction: 'Debit', Amount: '600' }),
      tx(3, { Kind: 'Entry', EntryType: 'Fee', Direction: 'Debit', Amount: '10' }),
    ];
    expect(participantPrincipal(plesa, txs)).toBe('990');
  });

  it('withdrawing everything leaves no principal, and the participant may contribute up to the cap again', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const accountId = openAccount(host, clientId, 'emergency-savings-plesa', PLESA_FIELDS);
    expectOk(host.fund(accountId, { Amount: 2600, ...WIRE }));
    expectOk(host.transact(accountId, { EntryType: 'Interest', Amount: 40, Currency: USD }));
    expectOk(host.transact(accountId, { EntryType: 'Withdrawal', Amount: 2640, Currency: USD }));
    expect(participantPrincipal(plesa, host.transactions)).toBe('0');
    expect(host.fund(accountId, { Amount: 2600, ...WIRE }).ok).toBe(true);
  });

  it("a plan's own lower cap binds instead (PlanBalanceCap, 402A(e)(3)(A))", () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const accountId = openAccount(host, clientId, 'emergency-savings-plesa', { ...PLESA_FIELDS, PlanBalanceCap: 1000 });
    expectOk(host.fund(accountId, { Amount: 900, ...WIRE }));
    expectOk(host.transact(accountId, { EntryType: 'Interest', Amount: 200, Currency: USD }));
    expect(host.fund(accountId, { Amount: 100, ...WIRE }).ok).toBe(true);
    expect(host.fund(accountId, { Amount: 1, ...WIRE }).ok).toBe(false);
  });

  it('is undefined for a type without a balance cap', () => {
    expect(participantPrincipal(catalog.typeBySlug.get('sep-ira')!, [])).toBeUndefined();
  });
});
