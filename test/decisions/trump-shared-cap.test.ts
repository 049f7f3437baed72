// The Trump account annual limit is per beneficiary: 530A(b)(1)(C)(i)(II) limits the aggregate
// contributions (other than exempt ones) for the calendar year, and a beneficiary has one funded
// Trump account at a time, a rollover account continuing the one it was funded from. The catalog's
// `trump-annual-limit` shares `OtherTrumpAccountContributions`; Fund Account sums the year's
// Participant and Employer deposits of the beneficiary's other Trump accounts at the provider
// (personSharedContributions) and adds what is stated for outside it.
import { describe, expect, it } from 'vitest';
import {
  decideFundAccount,
  type PersonAccountDeposits,
  personSharedContributions,
  type StoredOwnerYear,
  type StoredTransaction,
} from '../../src/index.js';
import { ALL_AUTHORITIES, catalog, guid, hostWithClient, openAccount } from './memory-host.js';

const TRUMP = { InstitutionId: ALL_AUTHORITIES.InstitutionId, BeneficiaryDateOfBirth: '2020-05-01' };
const trumpType = catalog.typeBySlug.get('trump-account')!;
const rothType = catalog.typeBySlug.get('roth-ira')!;
/** Refused by trump-annual-limit with `compared` against the 5,000 limit (Fund Account keeps the message). */
const overLimit = (compared: string) => ({
  ok: false,
  ErrorCode: 'ContributionLimitExceeded',
  Message: expect.stringContaining(
    `CalendarYear ${compared.slice(0, 4)}: ${compared.slice(5)} would exceed the limit of 5,000.00`,
  ),
});

const deposit = (AccountId: string, Amount: string, TaxYear: number, ContributionSource: string) =>
  ({
    TransactionId: guid(Number(Amount) + TaxYear),
    AccountId,
    Kind: 'Deposit',
    EntryType: 'Deposit',
    Direction: 'Credit',
    Amount,
    Currency: 'USD',
    Status: 'Posted',
    ContributionSource,
    TaxYear,
    CreatedDate: `${TaxYear}-08-01T12:00:00.000Z`,
  }) as StoredTransaction;

describe('Trump account: the annual limit counts the beneficiary’s other Trump accounts (530A)', () => {
  it('sums the year’s Participant and Employer deposits of the other Trump accounts only', () => {
    const shared = personSharedContributions(
      catalog,
      trumpType,
      [
        {
          AccountId: 'a',
          AccountTypeCode: 'trump-account',
          Deposits: [
            deposit('a', '2000', 2026, 'Participant'),
            deposit('a', '1000', 2026, 'Employer'),
            deposit('a', '1000', 2026, 'FederalPilot'),
            deposit('a', '250', 2026, 'QualifiedGeneral'),
            deposit('a', '4000', 2026, 'Rollover'),
            deposit('a', '4500', 2027, 'Participant'),
          ],
        },
        // Other types' limits are not the Trump limit.
        { AccountId: 'b', AccountTypeCode: 'traditional-ira', Deposits: [deposit('b', '700', 2026, 'Participant')] },
        { AccountId: 'c', AccountTypeCode: 'coverdell-esa', Deposits: [deposit('c', '900', 2026, 'Participant')] },
      ],
      2026,
    );
    // The traditional IRA's shared limit is read too: the account is checked as one after its growth
    // period (530A(a)); the Trump limit counts Trump accounts only.
    expect(shared).toEqual({ OtherTrumpAccountContributions: '3000', OtherIraContributions: '700' });
  });

  it('after the growth period the IRA limit counts the owner’s other IRAs (530A(a); 219(b)(1), 408A(c)(2))', () => {
    // The beneficiary turns 18 in 2027: from 2027-01-01 the account is checked as a traditional IRA.
    const { host, clientId } = hostWithClient('2026-08-01', '2009-03-01');
    const trumpId = openAccount(host, clientId, 'trump-account', {
      ...TRUMP,
      BeneficiaryDateOfBirth: '2009-03-01',
      AccountOrigin: 'Initial',
    });
    const year: StoredOwnerYear = {
      ClientId: clientId,
      TaxYear: 2027,
      Facts: { Compensation: '50000' },
      UpdatedDate: '2027-01-10T00:00:00.000Z',
    };
    const fund = (amount: number, others: PersonAccountDeposits[]) =>
      decideFundAccount(
        catalog,
        {
          Now: '2027-02-01T12:00:00.000Z',
          Account: host.accounts.get(trumpId) ?? null,
          Client: host.clients.get(clientId) ?? null,
          Transactions: [],
          NewIds: { TransactionId: guid(90) },
          PersonAccounts: others,
          OwnerYears: [year],
        },
        {
          Amount: amount,
          Currency: 'USD',
          PaymentMethodType: 'Wire',
          ContributionSource: 'Participant',
          TaxYear: 2027,
        },
        '2027-02-01',
      );
    const ira = [
      { AccountId: 'ira', AccountTypeCode: 'roth-ira', Deposits: [deposit('ira', '6000', 2027, 'Participant')] },
    ];
    const alone = fund(7000, []);
    expect(alone.ok, JSON.stringify(alone)).toBe(true);
    expect(fund(7000, ira)).toMatchObject({ ok: false, ErrorCode: 'ContributionLimitExceeded' });
    const within = fund(1000, ira);
    expect(within.ok, JSON.stringify(within)).toBe(true);
  });

  it('a Trump account past its growth period counts toward the owner’s IRA limit; one in it does not', () => {
    const { host, clientId } = hostWithClient('2027-02-01', '2009-03-01');
    const rothId = openAccount(host, clientId, 'roth-ira', { InstitutionId: ALL_AUTHORITIES.InstitutionId });
    const year: StoredOwnerYear = {
      ClientId: clientId,
      TaxYear: 2027,
      Facts: { Compensation: '50000' },
      UpdatedDate: '2027-01-10T00:00:00.000Z',
    };
    const trumpOf = (BeneficiaryDateOfBirth: string): PersonAccountDeposits => ({
      AccountId: 'trump',
      AccountTypeCode: 'trump-account',
      BeneficiaryDateOfBirth,
      Deposits: [deposit('trump', '6000', 2027, 'Participant')],
    });
    const fund = (amount: number, others: PersonAccountDeposits[]) =>
      decideFundAccount(
        catalog,
        {
          Now: '2027-02-01T12:00:00.000Z',
          Account: host.accounts.get(rothId) ?? null,
          Client: host.clients.get(clientId) ?? null,
          Transactions: [],
          NewIds: { TransactionId: guid(91) },
          PersonAccounts: others,
          OwnerYears: [year],
        },
        {
          Amount: amount,
          Currency: 'USD',
          PaymentMethodType: 'Wire',
          ContributionSource: 'Participant',
          TaxYear: 2027,
        },
        '2027-02-01',
      );
    // Born 2009: 2027 is after the growth period, so the 6,000 is a traditional IRA contribution.
    expect(fund(7000, [trumpOf('2009-03-01')])).toMatchObject({ ok: false, ErrorCode: 'ContributionLimitExceeded' });
    expect(fund(1000, [trumpOf('2009-03-01')]).ok).toBe(true);
    // Born 2012 (a child's account held by the same client): 2027 is a growth year, not an IRA contribution.
    expect(fund(7000, [trumpOf('2012-03-01')]).ok).toBe(true);
    // Without the birth date the account is read as a Trump account (its own limit only).
    expect(
      personSharedContributions(
        catalog,
        rothType,
        [
          {
            AccountId: 'trump',
            AccountTypeCode: 'trump-account',
            Deposits: [deposit('trump', '6000', 2027, 'Participant')],
          },
        ],
        2027,
      ),
    ).toMatchObject({ OtherIraContributions: '0' });
  });

  describe('Fund Account with the beneficiary’s two Trump accounts', () => {
    const setUp = (today: string) => {
      const { host, clientId } = hostWithClient(today, '2020-05-01');
      const a = openAccount(host, clientId, 'trump-account', { ...TRUMP, AccountOrigin: 'Initial' });
      const b = openAccount(host, clientId, 'trump-account', { ...TRUMP, AccountOrigin: 'Rollover' });
      return { host, clientId, a, b };
    };
    const { host, clientId, a, b } = setUp('2026-08-01');
    const funded = host.fund(a, {
      Amount: 3000,
      Currency: 'USD',
      PaymentMethodType: 'Wire',
      ContributionSource: 'Participant',
    });
    expect(funded.ok, JSON.stringify(funded)).toBe(true);

    /** Fund `accountId` on `today` with the person's other accounts as the service loads them. */
    const fund = (
      accountId: string,
      amount: number,
      today: string,
      extra: { own?: readonly StoredTransaction[]; others?: readonly StoredTransaction[]; year?: StoredOwnerYear } = {},
    ) => {
      const other = accountId === a ? b : a;
      const person: PersonAccountDeposits[] = [
        {
          AccountId: other,
          AccountTypeCode: 'trump-account',
          Deposits: [...host.transactions.filter((t) => t.AccountId === other), ...(extra.others ?? [])],
        },
      ];
      return decideFundAccount(
        catalog,
        {
          Now: `${today}T12:00:00.000Z`,
          Account: host.accounts.get(accountId) ?? null,
          Client: host.clients.get(clientId) ?? null,
          Transactions: [...host.transactions.filter((t) => t.AccountId === accountId), ...(extra.own ?? [])],
          NewIds: { TransactionId: guid(77) },
          PersonAccounts: person,
          OwnerYears: extra.year === undefined ? [] : [extra.year],
        },
        { Amount: amount, Currency: 'USD', PaymentMethodType: 'Wire', ContributionSource: 'Participant' },
        today,
      );
    };

    it('3,000 in account A: 2,001 to account B the same year is refused, 2,000 accepted', () => {
      const over = fund(b, 2001, '2026-11-01');
      expect(over).toMatchObject(overLimit('2026 5,001.00'));
      if (!over.ok) expect(over.Message).toContain('(2,000.00 remains');
      const at = fund(b, 2000, '2026-11-01');
      expect(at.ok, JSON.stringify(at)).toBe(true);
      if (at.ok) {
        expect(at.Reasons).toContainEqual(
          expect.objectContaining({ Rule: 'trump-annual-limit', Message: 'Cap: 5000 against the limit 5000' }),
        );
        // Nothing was stated for a Trump account outside the provider.
        expect(at.Unchecked).toContain('OtherTrumpAccountContributions');
      }
    });

    it('another calendar year is unaffected: 5,000 to B in 2027', () => {
      expect(fund(b, 5000, '2027-01-15').ok).toBe(true);
      expect(fund(b, 5000.01, '2027-01-15')).toMatchObject(overLimit('2027 5,000.01'));
    });

    it('the qualified rollover into B (source Rollover) is not counted, on either side', () => {
      // A's whole balance moved to B: B holds a Rollover deposit of 3,000; A keeps its 3,000 Participant.
      const rolledIn = { ...deposit(b, '3000', 2026, 'Rollover'), TransactionId: guid(78) };
      expect(fund(b, 2000, '2026-11-01', { own: [rolledIn] }).ok).toBe(true);
      expect(fund(b, 2001, '2026-11-01', { own: [rolledIn] })).toMatchObject(overLimit('2026 5,001.00'));
      // A Rollover deposit into the other account is not counted either.
      const intoA = { ...deposit(a, '1500', 2026, 'Rollover'), TransactionId: guid(79) };
      expect(fund(b, 2000, '2026-11-01', { others: [intoA] }).ok).toBe(true);
    });

    it('adds the contributions stated for a Trump account outside the provider', () => {
      const year: StoredOwnerYear = {
        ClientId: clientId,
        TaxYear: 2026,
        Facts: { OtherTrumpAccountContributions: '1000' },
        UpdatedDate: '2026-10-01T00:00:00.000Z',
      };
      expect(fund(b, 1001, '2026-11-01', { year })).toMatchObject(overLimit('2026 5,001.00'));
      const ok = fund(b, 1000, '2026-11-01', { year });
      expect(ok.ok).toBe(true);
      if (ok.ok) expect(ok.Unchecked).not.toContain('OtherTrumpAccountContributions');
    });
  });
});
