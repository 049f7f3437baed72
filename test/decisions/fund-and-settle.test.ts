import { describe, expect, it } from 'vitest';
import { decideFundAccount, decideSettleDeposit, depositStatusFor, SETTLING_METHODS } from '../../src/index.js';
import { ALL_AUTHORITIES, catalog, expectOk, guid, hostWithClient, openAccount } from './memory-host.js';

const NOW = '2026-03-02T10:00:00.000Z';

describe('Fund Account: which payment methods settle later (docs/server.md, Money movement)', () => {
  it('ECheck and ACH deposits are Pending; every other method posts at once', () => {
    expect(SETTLING_METHODS).toEqual(['ECheck', 'ACH']);
    for (const m of ['ECheck', 'ACH']) expect(depositStatusFor(m)).toBe('Pending');
    for (const m of ['Wire', 'Card', 'Check', 'Internal']) expect(depositStatusFor(m)).toBe('Posted');
  });

  it('a Pending deposit debits ExternalClearing, credits the client Pending bucket and emits nothing', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const id = openAccount(host, clientId, 'sep-ira', { InstitutionId: ALL_AUTHORITIES.InstitutionId });
    const d = expectOk(host.fund(id, { Amount: '500.25', Currency: 'USD', PaymentMethodType: 'ECheck' }));
    expect(d.Result).toEqual({ TransactionId: d.Records.Transaction.TransactionId, TransactionStatus: 'Pending' });
    expect(d.Entries).toEqual([
      { Account: { Kind: 'Service', Name: 'ExternalClearing' }, Amount: '-500.25', Currency: 'USD' },
      { Account: { Kind: 'Client', AccountId: id, Bucket: 'Pending' }, Amount: '500.25', Currency: 'USD' },
    ]);
    expect(d.Events).toEqual([]);
    expect(d.Records.Transaction.PostedDate).toBeUndefined();
    expect(host.balances(id)).toMatchObject({ Settled: '0', Pending: '500.25' });
  });

  it('a posted deposit credits Settled and emits deposit.posted with the spec 6.3 Data', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const id = openAccount(host, clientId, 'sep-ira', { InstitutionId: ALL_AUTHORITIES.InstitutionId });
    const d = expectOk(host.fund(id, { Amount: 125.5, Currency: 'USD', PaymentMethodType: 'Wire' }));
    const t = d.Records.Transaction;
    expect(t).toMatchObject({
      Kind: 'Deposit',
      EntryType: 'Deposit',
      Direction: 'Credit',
      Amount: '125.5',
      Status: 'Posted',
    });
    expect(t.PostedDate).toBe(t.CreatedDate);
    expect(d.Events).toEqual([
      {
        EventType: 'deposit.posted',
        OccurredAt: t.CreatedDate,
        Data: { AccountId: id, TransactionId: t.TransactionId, Amount: 125.5, Status: 'Posted' },
      },
    ]);
    expect(host.balances(id)).toMatchObject({ Settled: '125.5', Pending: '0' });
  });

  it('an unknown account (or another provider’s) is AccountNotFound', () => {
    const d = decideFundAccount(
      catalog,
      { Now: NOW, Account: null, Client: null, Transactions: [], NewIds: { TransactionId: guid(1) } },
      { Amount: 1, Currency: 'USD', PaymentMethodType: 'Wire' },
      '2026-03-02',
    );
    expect(d).toEqual({
      ok: false,
      ErrorCode: 'AccountNotFound',
      Message: 'No account matches the AccountId supplied.',
      Errors: [],
    });
  });

  it(
    'contribution year (26 U.S.C. 219(f)(3), IRS Pub. 590-A): TaxYear 2025 is accepted until the 2026-04-15 ' +
      'due date, refused on 2026-05-01',
    () => {
      const { host, clientId } = hostWithClient('2026-04-10');
      const id = openAccount(host, clientId, 'roth-ira', { InstitutionId: ALL_AUTHORITIES.InstitutionId });
      const body = { Amount: 1000, Currency: 'USD', PaymentMethodType: 'Wire', TaxYear: 2025 };
      expect(expectOk(host.fund(id, body)).Records.Transaction.TaxYear).toBe(2025);
      host.today = '2026-05-01';
      const late = host.fund(id, body);
      expect(late.ok ? 'accepted' : late.ErrorCode).toBe('ContributionYearNotAllowed');
    },
  );

  it('contribution limits apply over the account history (26 U.S.C. 408A(c)(2): 7,000 for 2025 under 50)', () => {
    const { host, clientId } = hostWithClient('2025-06-02', '1990-01-01');
    const id = openAccount(host, clientId, 'roth-ira', { InstitutionId: ALL_AUTHORITIES.InstitutionId });
    expectOk(host.fund(id, { Amount: 6000, Currency: 'USD', PaymentMethodType: 'ACH', TaxYear: 2025 }));
    const over = host.fund(id, { Amount: 1000.01, Currency: 'USD', PaymentMethodType: 'Wire', TaxYear: 2025 });
    expect(over.ok ? 'accepted' : over.ErrorCode).toBe('ContributionLimitExceeded');
    const d = expectOk(host.fund(id, { Amount: 1000, Currency: 'USD', PaymentMethodType: 'Wire', TaxYear: 2025 }));
    expect(d.Reasons.length).toBeGreaterThan(1);
    expect(d.Reasons[0]?.Rule).toBe('contribution-year');
  });

  it(
    'AccountStatus gates deposits (ACCOUNT_STATUS_PERMITS): Restricted refuses Fund, Closed answers ' + 'AccountClosed',
    () => {
      const { host, clientId } = hostWithClient('2026-03-02');
      const id = openAccount(host, clientId, 'sep-ira', { InstitutionId: ALL_AUTHORITIES.InstitutionId });
      expectOk(host.updateAccount(id, { AccountStatus: 'Restricted' }));
      const r = host.fund(id, { Amount: 1, Currency: 'USD', PaymentMethodType: 'Wire' });
      expect(r.ok ? 'accepted' : r.Errors[0]?.ErrorCode).toBe('AccountStatusNotPermitted');
      expectOk(host.updateAccount(id, { AccountStatus: 'Closed' }));
      const c = host.fund(id, { Amount: 1, Currency: 'USD', PaymentMethodType: 'Wire' });
      expect(c.ok ? 'accepted' : c.Errors[0]?.ErrorCode).toBe('AccountClosed');
    },
  );
});

describe('Settle a pending deposit (operator): Pending to Settled', () => {
  it('moves the amount between the client buckets, marks it Posted and emits deposit.posted', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const id = openAccount(host, clientId, 'sep-ira', { InstitutionId: ALL_AUTHORITIES.InstitutionId });
    const f = expectOk(host.fund(id, { Amount: '80.10', Currency: 'USD', PaymentMethodType: 'ACH' }));
    const txId = f.Result.TransactionId;
    const s = expectOk(host.settle(txId));
    expect(s.Result).toEqual({ TransactionId: txId, TransactionStatus: 'Posted' });
    expect(s.Entries).toEqual([
      { Account: { Kind: 'Client', AccountId: id, Bucket: 'Pending' }, Amount: '-80.1', Currency: 'USD' },
      { Account: { Kind: 'Client', AccountId: id, Bucket: 'Settled' }, Amount: '80.1', Currency: 'USD' },
    ]);
    expect(s.Events.map((e) => e.Data)).toEqual([
      { AccountId: id, TransactionId: txId, Amount: 80.1, Status: 'Posted' },
    ]);
    expect(host.balances(id)).toMatchObject({ Settled: '80.1', Pending: '0' });
    // Settling again changes nothing and answers the same.
    const again = expectOk(host.settle(txId));
    expect(again.Records).toEqual({});
    expect(again.Entries).toEqual([]);
    expect(again.Events).toEqual([]);
    expect(again.Result).toEqual(s.Result);
  });

  it('a Transact entry is not a deposit; an unknown id is TransactionNotFound', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const id = openAccount(host, clientId, 'sep-ira', { InstitutionId: ALL_AUTHORITIES.InstitutionId });
    expectOk(host.fund(id, { Amount: 10, Currency: 'USD', PaymentMethodType: 'Wire' }));
    const fee = expectOk(host.transact(id, { EntryType: 'Fee', Amount: 1, Currency: 'USD' }));
    const r = host.settle(fee.Result.TransactionId);
    expect(r.ok ? 'settled' : r.Errors[0]?.ErrorCode).toBe('NotADeposit');
    const none = decideSettleDeposit(catalog, { Now: NOW, Transaction: null }, undefined, '2026-03-02');
    expect(none.ok ? 'settled' : none.ErrorCode).toBe('TransactionNotFound');
  });
});
