import { describe, expect, it } from 'vitest';
import {
  accountBalanceView,
  availableBalanceOf,
  debitAllowed,
  decideTransact,
  TRANSACT_CONTRA_ACCOUNT,
  WITHDRAWAL_EVENT_ENTRY_TYPES,
  ZERO_BALANCES,
} from '../../src/index.js';
import { ALL_AUTHORITIES, catalog, EMPLOYER_ID, expectOk, guid, hostWithClient, openAccount } from './memory-host.js';

const INST = { InstitutionId: ALL_AUTHORITIES.InstitutionId };
const type = (slug: string) => catalog.typeBySlug.get(slug)!;

describe('Transact ledger entries (design.md section 7: double-entry against the service accounts)', () => {
  it('each entry type moves money against its service account', () => {
    expect(TRANSACT_CONTRA_ACCOUNT).toEqual({
      Fee: 'FeesEarned',
      Distribution: 'ExternalClearing',
      Withdrawal: 'ExternalClearing',
      Reimbursement: 'ExternalClearing',
      Interest: 'ExternalClearing',
      Adjustment: 'ExternalClearing',
    });
    const { host, clientId } = hostWithClient('2026-03-02');
    const id = openAccount(host, clientId, 'sep-ira', INST);
    expectOk(host.fund(id, { Amount: 100, Currency: 'USD', PaymentMethodType: 'Wire' }));
    const client = { Kind: 'Client', AccountId: id, Bucket: 'Settled' };
    const fee = expectOk(host.transact(id, { EntryType: 'Fee', Amount: '2.50', Currency: 'USD' }));
    expect(fee.Entries).toEqual([
      { Account: client, Amount: '-2.5', Currency: 'USD' },
      { Account: { Kind: 'Service', Name: 'FeesEarned' }, Amount: '2.5', Currency: 'USD' },
    ]);
    const interest = expectOk(host.transact(id, { EntryType: 'Interest', Amount: 1, Currency: 'USD' }));
    expect(interest.Entries).toEqual([
      { Account: { Kind: 'Service', Name: 'ExternalClearing' }, Amount: '-1', Currency: 'USD' },
      { Account: client, Amount: '1', Currency: 'USD' },
    ]);
    const down = expectOk(host.transact(id, { EntryType: 'Adjustment', Amount: '-0.5', Currency: 'USD' }));
    expect(down.Records.Transaction).toMatchObject({ Direction: 'Debit', Amount: '0.5' });
    expect(down.Entries[0]).toEqual({ Account: client, Amount: '-0.5', Currency: 'USD' });
    const up = expectOk(host.transact(id, { EntryType: 'Adjustment', Amount: '0.25', Currency: 'USD' }));
    expect(up.Records.Transaction).toMatchObject({ Direction: 'Credit', Amount: '0.25' });
    expect(host.balances(id).Settled).toBe('98.25');
  });
});

describe('which entry types emit withdrawal.posted (spec 6.2; design.md section 8)', () => {
  it(
    'Distribution, Withdrawal and Reimbursement debits emit it with the route’s Data; Fee, Interest, ' +
      'Adjustment do not',
    () => {
      expect(WITHDRAWAL_EVENT_ENTRY_TYPES).toEqual(['Distribution', 'Withdrawal', 'Reimbursement']);
      const { host, clientId } = hostWithClient('2026-03-02');
      const id = openAccount(host, clientId, 'sep-ira', INST);
      expectOk(host.fund(id, { Amount: 100, Currency: 'USD', PaymentMethodType: 'Wire' }));
      const d = expectOk(
        host.transact(id, { EntryType: 'Distribution', Amount: 40, Currency: 'USD', Description: 'x' }),
      );
      expect(d.Events).toEqual([
        {
          EventType: 'withdrawal.posted',
          OccurredAt: d.Records.Transaction.CreatedDate,
          Data: {
            AccountId: id,
            TransactionId: d.Result.TransactionId,
            EntryType: 'Distribution',
            Amount: 40,
            Status: 'Posted',
          },
        },
      ]);
      expect(d.Entries[1]).toEqual({
        Account: { Kind: 'Service', Name: 'ExternalClearing' },
        Amount: '40',
        Currency: 'USD',
      });
      for (const EntryType of ['Fee', 'Interest', 'Adjustment'])
        expect(expectOk(host.transact(id, { EntryType, Amount: 1, Currency: 'USD' })).Events).toEqual([]);
    },
  );
});

describe('debit checks (spec part 2.5: only a deposit account may go negative, and only with overdraft)', () => {
  it('an IRA debit over the available balance is InsufficientFunds and changes nothing', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const id = openAccount(host, clientId, 'sep-ira', INST);
    expectOk(host.fund(id, { Amount: 100, Currency: 'USD', PaymentMethodType: 'Wire' }));
    const entries = host.entries.length;
    const r = host.transact(id, { EntryType: 'Withdrawal', Amount: '100.01', Currency: 'USD' });
    expect(r.ok ? 'accepted' : r.ErrorCode).toBe('InsufficientFunds');
    expect(host.entries.length).toBe(entries);
  });

  it('pending deposits are not available: only settled money may leave', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const id = openAccount(host, clientId, 'sep-ira', INST);
    expectOk(host.fund(id, { Amount: 100, Currency: 'USD', PaymentMethodType: 'ACH' }));
    const r = host.transact(id, { EntryType: 'Withdrawal', Amount: 1, Currency: 'USD' });
    expect(r.ok ? 'accepted' : r.ErrorCode).toBe('InsufficientFunds');
  });

  it('a checking account with OverdraftPermitted may go below zero; without it may not', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const fields = { ...INST, ProductType: 'Checking', AnnualPercentageYield: 0.25 };
    const od = openAccount(host, clientId, 'demand-deposit-checking', { ...fields, OverdraftPermitted: true });
    const no = openAccount(host, clientId, 'demand-deposit-checking', { ...fields, OverdraftPermitted: false });
    expectOk(host.transact(od, { EntryType: 'Withdrawal', Amount: 50, Currency: 'USD' }));
    expect(host.balances(od).Settled).toBe('-50');
    const r = host.transact(no, { EntryType: 'Withdrawal', Amount: 50, Currency: 'USD' });
    expect(r.ok ? 'accepted' : r.ErrorCode).toBe('InsufficientFunds');
    expect(debitAllowed(type('demand-deposit-checking'), { OverdraftPermitted: true }, '0', '1').ok).toBe(true);
    expect(debitAllowed(type('sep-ira'), { OverdraftPermitted: true }, '0', '1').ok).toBe(false);
  });
});

describe('AvailableBalance by nature (availableBalanceOf)', () => {
  const fsa = { EmployerId: EMPLOYER_ID, PlanYear: 2026, AnnualElection: '2400.00' };

  it(
    'health FSA, uniform coverage (Prop. Treas. Reg. 1.125-5(d)): the whole election from day one, less ' +
      'reimbursements',
    () => {
      const { host, clientId } = hostWithClient('2026-01-05');
      const id = openAccount(host, clientId, 'health-care-fsa', { ...fsa, UniformCoverage: 'Applies' });
      const d = expectOk(host.transact(id, { EntryType: 'Reimbursement', Amount: 2000, Currency: 'USD' }));
      expect(d.Events[0]?.EventType).toBe('withdrawal.posted');
      const a = host.accounts.get(id)!;
      expect(availableBalanceOf(type('health-care-fsa'), a.Attributes, host.balances(id))).toBe('400');
      const over = host.transact(id, { EntryType: 'Reimbursement', Amount: '400.01', Currency: 'USD' });
      expect(over.ok ? 'accepted' : over.ErrorCode).toBe('InsufficientFunds');
    },
  );

  it('dependent care FSA (26 U.S.C. 129; spec 2.5): only amounts actually credited', () => {
    const { host, clientId } = hostWithClient('2026-01-05');
    const id = openAccount(host, clientId, 'dependent-care-fsa', { ...fsa, UniformCoverage: 'DoesNotApply' });
    const none = host.transact(id, { EntryType: 'Reimbursement', Amount: 1, Currency: 'USD' });
    expect(none.ok ? 'accepted' : none.ErrorCode).toBe('InsufficientFunds');
    expectOk(host.fund(id, { Amount: 300, Currency: 'USD', PaymentMethodType: 'Internal', PlanYear: 2026 }));
    expectOk(host.transact(id, { EntryType: 'Reimbursement', Amount: 300, Currency: 'USD' }));
    expect(availableBalanceOf(type('dependent-care-fsa'), host.accounts.get(id)!.Attributes, host.balances(id))).toBe(
      '0',
    );
  });

  it('every other nature: the settled balance; the wire view carries all three figures as numbers', () => {
    const b = { Settled: '10.5', Pending: '4', SettledCredits: '12', SettledDebits: '1.5' };
    expect(availableBalanceOf(type('sep-ira'), {}, b)).toBe('10.5');
    expect(accountBalanceView(type('sep-ira'), {}, b, 'USD')).toEqual({
      AvailableBalance: 10.5,
      SettledBalance: 10.5,
      PendingBalance: 4,
      Currency: 'USD',
    });
    expect(availableBalanceOf(type('health-care-fsa'), {}, ZERO_BALANCES)).toBe('0');
  });
});

describe('Trump account distributions (26 U.S.C. 530A; docs/decisions 55-phase)', () => {
  const trump = { ...INST, BeneficiaryDateOfBirth: '2020-05-01', AccountOrigin: 'Initial' };
  const fundTrump = { Currency: 'USD', PaymentMethodType: 'Wire', ContributionSource: 'Participant' };

  it('in the growth period a distribution without a reason is refused, naming the permitted reasons', () => {
    const { host, clientId } = hostWithClient('2026-08-03');
    const id = openAccount(host, clientId, 'trump-account', trump);
    expectOk(host.fund(id, { ...fundTrump, Amount: 1000 }));
    const r = host.transact(id, { EntryType: 'Distribution', Amount: 100, Currency: 'USD' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.ErrorCode).toBe('DistributionNotPermitted');
      expect(r.Message).toMatch(/^No DistributionReason was given: .*QualifiedRollover/);
    }
  });

  it('a qualified rollover must move the whole balance; the message names the Amount and the balance', () => {
    const { host, clientId } = hostWithClient('2026-08-03');
    const id = openAccount(host, clientId, 'trump-account', trump);
    expectOk(host.fund(id, { ...fundTrump, Amount: 1000 }));
    const part = host.transact(id, {
      EntryType: 'Distribution',
      Amount: 100,
      Currency: 'USD',
      DistributionReason: 'QualifiedRollover',
    });
    expect(part.ok ? '' : part.Message).toMatch(/the Amount 100\.00 is not the available balance 1,000\.00\.$/);
    const whole = expectOk(
      host.transact(id, {
        EntryType: 'Distribution',
        Amount: 1000,
        Currency: 'USD',
        DistributionReason: 'QualifiedRollover',
      }),
    );
    expect(whole.Records.Transaction.DistributionReason).toBe('QualifiedRollover');
    expect(whole.Events[0]?.Data).toMatchObject({ DistributionReason: 'QualifiedRollover', Amount: 1000 });
    expect(whole.Reasons[0]?.Rule).toBe('growth-period-distribution');
  });

  it('a pending deposit stops a whole-balance rollover (it would land after the account emptied)', () => {
    const { host, clientId } = hostWithClient('2026-08-03');
    const id = openAccount(host, clientId, 'trump-account', trump);
    expectOk(host.fund(id, { ...fundTrump, Amount: 1000 }));
    expectOk(host.fund(id, { ...fundTrump, Amount: 50, PaymentMethodType: 'ACH' }));
    const r = host.transact(id, {
      EntryType: 'Distribution',
      Amount: 1000,
      Currency: 'USD',
      DistributionReason: 'QualifiedRollover',
    });
    expect(r.ok ? '' : r.Message).toMatch(/50\.00 in pending deposits would remain after it\.$/);
  });

  it('after the growth period any distribution is allowed (PostGrowth)', () => {
    const { host, clientId } = hostWithClient('2026-08-03');
    const id = openAccount(host, clientId, 'trump-account', { ...trump, BeneficiaryDateOfBirth: '2009-03-01' });
    expectOk(host.fund(id, { ...fundTrump, Amount: 1000 }));
    host.today = '2027-01-04';
    const d = expectOk(host.transact(id, { EntryType: 'Withdrawal', Amount: 10, Currency: 'USD' }));
    expect(d.Reasons[0]?.Message).toMatch(/growth period ended/);
  });

  it('fails closed when the stored birth date is unreadable', () => {
    const d = decideTransact(
      catalog,
      {
        Now: '2026-08-03T00:00:00Z',
        Account: {
          AccountId: guid(5),
          ClientId: guid(6),
          AccountTypeCode: 'trump-account',
          AccountStatus: 'Active',
          Phase: 'GrowthPeriod',
          Currency: 'USD',
          Attributes: { AccountOrigin: 'Initial' },
        },
        Balances: { Settled: '10', Pending: '0', SettledCredits: '10', SettledDebits: '0' },
        NewIds: { TransactionId: guid(7) },
      },
      { EntryType: 'Withdrawal', Amount: 1, Currency: 'USD' },
      '2026-08-03',
    );
    expect(d.ok ? 'accepted' : d.ErrorCode).toBe('DistributionNotPermitted');
  });
});

describe('AccountStatus gating of Transact (ACCOUNT_STATUS_PERMITS)', () => {
  it('Restricted still takes fees and distributions; Frozen takes nothing', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const id = openAccount(host, clientId, 'sep-ira', INST);
    expectOk(host.fund(id, { Amount: 100, Currency: 'USD', PaymentMethodType: 'Wire' }));
    expectOk(host.updateAccount(id, { AccountStatus: 'Restricted' }));
    expectOk(host.transact(id, { EntryType: 'Fee', Amount: 1, Currency: 'USD' }));
    expectOk(host.transact(id, { EntryType: 'Distribution', Amount: 1, Currency: 'USD' }));
    expectOk(host.updateAccount(id, { AccountStatus: 'Frozen' }));
    const r = host.transact(id, { EntryType: 'Fee', Amount: 1, Currency: 'USD' });
    expect(r.ok ? 'accepted' : r.Errors[0]?.ErrorCode).toBe('AccountStatusNotPermitted');
  });
});
