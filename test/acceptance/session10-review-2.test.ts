// Review of the tenth session's later changes (7091058, 04693cb, be26fc9, 703cd56): the IRA limit shared with a
// Trump account after its growth period, the beneficiary's birth date in a Trump account's conversion, and QCDs
// made outside the provider. Each test is named for the rule and its source; the figures are typed in by hand
// from the source named (26 U.S.C. 219(b)(1), 408A(c)(2), 408(d)(8)(A); 530A as summarised in FACTS.md
// section 5), nothing is read from catalog/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkRollover,
  DecisionFactsError,
  decideFundAccount,
  outsideQcdTotal,
  type PersonAccountDeposits,
  personSharedContributions,
  type StoredOwnerYear,
  type StoredTransaction,
} from '../../src/index.js';
import type { Database } from '../../src/server/index.js';
import { ALL_AUTHORITIES, catalog, guid, hostWithClient, openAccount } from '../decisions/memory-host.js';
import { account } from '../movements/helpers.js';
import { pgliteBackend } from '../server/backends.js';
import { TestClock } from '../server/clock.js';
import { type Fixture, individual, makeFixture } from '../server/fixture.js';

const deposit = (AccountId: string, Amount: string, TaxYear: number, made = `${TaxYear}-08-01`) =>
  ({
    TransactionId: guid(Number(Amount) + TaxYear),
    AccountId,
    Kind: 'Deposit',
    EntryType: 'Deposit',
    Direction: 'Credit',
    Amount,
    Currency: 'USD',
    Status: 'Posted',
    ContributionSource: 'Participant',
    TaxYear,
    CreatedDate: `${made}T12:00:00.000Z`,
  }) as StoredTransaction;

const type = (slug: string) => {
  const t = catalog.typeBySlug.get(slug);
  if (t === undefined) throw new Error(`no type ${slug}`);
  return t;
};

// ---------------------------------------------------------------------------------------------
// 1. After the growth period a Trump account shares the IRA limit (7091058, 04693cb).
// ---------------------------------------------------------------------------------------------

describe('Trump account after its growth period: one IRA limit (530A(a); 219(b)(1), 408A(c)(2))', () => {
  const trump = (BeneficiaryDateOfBirth: string, deposits: StoredTransaction[]): PersonAccountDeposits => ({
    AccountId: 'trump',
    AccountTypeCode: 'trump-account',
    BeneficiaryDateOfBirth,
    Deposits: deposits,
  });

  it('the year boundary is January 1 of the year the beneficiary turns 18 (530A(b)(1)(C)(iii))', () => {
    // Born 2009-12-31: turns 18 on 2027-12-31, so 2026 is the last growth year and all of 2027 is after it.
    const roth = type('roth-ira');
    const a = trump('2009-12-31', [deposit('trump', '6000', 2026), deposit('trump', '4000', 2027, '2027-01-01')]);
    expect(personSharedContributions(catalog, roth, [a], 2026)).toMatchObject({ OtherIraContributions: '0' });
    expect(personSharedContributions(catalog, roth, [a], 2027)).toMatchObject({ OtherIraContributions: '4000' });
    // Born 2010-01-01: 2027 is its last growth year.
    const b = trump('2010-01-01', [deposit('trump', '4000', 2027)]);
    expect(personSharedContributions(catalog, roth, [b], 2027)).toMatchObject({ OtherIraContributions: '0' });
  });

  it('a prior-year Roth contribution made in Jan-Apr reads the Trump account as it was that year (FACTS 6)', () => {
    // Turns 18 in 2027. In March 2027 a Roth IRA contribution for 2026 reads 2026, a growth year: the Trump
    // account's 2026 deposits are under the Trump limit only, and its 2027 ones are not for 2026.
    const roth = type('roth-ira');
    const a = trump('2009-05-01', [deposit('trump', '5000', 2026), deposit('trump', '3000', 2027, '2027-02-01')]);
    expect(personSharedContributions(catalog, roth, [a], 2026)).toMatchObject({ OtherIraContributions: '0' });
    expect(personSharedContributions(catalog, roth, [a], 2027)).toMatchObject({ OtherIraContributions: '3000' });
  });

  it('Roth phase-out: a post-growth Trump account is a traditional IRA, not a Roth one (408A(c)(3))', () => {
    const a = trump('2009-05-01', [deposit('trump', '3000', 2027)]);
    expect(personSharedContributions(catalog, type('roth-ira'), [a], 2027)).toEqual({
      OtherIraContributions: '3000',
      OtherRothIraContributions: '0',
    });
  });

  it('Coverdell ESAs, inherited IRAs with a BeneficiaryDateOfBirth keep their type (530(b)(1); 408(d)(3)(C))', () => {
    const others: PersonAccountDeposits[] = [
      {
        AccountId: 'esa',
        AccountTypeCode: 'coverdell-esa',
        BeneficiaryDateOfBirth: '2000-01-01',
        Deposits: [deposit('esa', '2000', 2027)],
      },
      {
        AccountId: 'inh',
        AccountTypeCode: 'inherited-traditional-ira',
        BeneficiaryDateOfBirth: '1990-01-01',
        Deposits: [deposit('inh', '1000', 2027)],
      },
    ];
    expect(personSharedContributions(catalog, type('roth-ira'), others, 2027)).toMatchObject({
      OtherIraContributions: '0',
    });
    expect(personSharedContributions(catalog, type('coverdell-esa'), others, 2027)).toMatchObject({
      OtherCoverdellContributions: '2000',
    });
  });
  const fundTrump = (dob: string, now: string) => {
    const { host, clientId } = hostWithClient(now, dob);
    const id = openAccount(host, clientId, 'trump-account', {
      InstitutionId: ALL_AUTHORITIES.InstitutionId,
      BeneficiaryDateOfBirth: dob,
      AccountOrigin: 'Initial',
    });
    return decideFundAccount(
      catalog,
      {
        Now: `${now}T12:00:00.000Z`,
        Account: host.accounts.get(id) ?? null,
        Client: host.clients.get(clientId) ?? null,
        Transactions: [],
        NewIds: { TransactionId: guid(9) },
        PersonAccounts: [],
      },
      { Amount: 1000, Currency: 'USD', PaymentMethodType: 'Wire', ContributionSource: 'Participant' },
      now,
    );
  };

  it('a growth-year Trump account lists no IRA limit in Unchecked (530A(b)(1)(C)(i)(II): its own limit)', () => {
    // An 11-year-old's account in 2026: only the Trump limit applies; OtherIraContributions is noise.
    const d = fundTrump('2015-03-01', '2026-08-01');
    expect(d.ok, JSON.stringify(d)).toBe(true);
    if (d.ok) {
      expect(d.Unchecked).toContain('OtherTrumpAccountContributions');
      expect(d.Unchecked).not.toContain('OtherIraContributions');
    }
  });

  it('a post-growth Trump account lists the IRA limit, not the Trump one, in Unchecked (530A(a); 219(b)(1))', () => {
    // Opened at 17 in 2026 (born 2009-12-01), funded in 2027 as a traditional IRA.
    const now = '2027-02-01';
    const { host, clientId } = hostWithClient('2026-08-01', '2009-12-01');
    const id = openAccount(host, clientId, 'trump-account', {
      InstitutionId: ALL_AUTHORITIES.InstitutionId,
      BeneficiaryDateOfBirth: '2009-12-01',
      AccountOrigin: 'Initial',
    });
    const year: StoredOwnerYear = {
      ClientId: clientId,
      TaxYear: 2027,
      Facts: { Compensation: '50000' },
      UpdatedDate: '2027-01-10T00:00:00.000Z',
    };
    const d = decideFundAccount(
      catalog,
      {
        Now: `${now}T12:00:00.000Z`,
        Account: host.accounts.get(id) ?? null,
        Client: host.clients.get(clientId) ?? null,
        Transactions: [],
        NewIds: { TransactionId: guid(9) },
        PersonAccounts: [],
        OwnerYears: [year],
      },
      { Amount: 1000, Currency: 'USD', PaymentMethodType: 'Wire', ContributionSource: 'Participant' },
      now,
    );
    expect(d.ok, JSON.stringify(d)).toBe(true);
    if (d.ok) {
      expect(d.Unchecked).toContain('OtherIraContributions');
      expect(d.Unchecked).not.toContain('OtherTrumpAccountContributions');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 2. A Trump account's movements read the beneficiary's birth date before the client's (be26fc9).
// ---------------------------------------------------------------------------------------------

describe('a post-growth Trump account: whose age a movement reads (530A; 401(a)(9) through 408(a)(6))', () => {
  it('a rollover reads the beneficiary’s birth date before the client’s for the required distribution', () => {
    // A parent of 77 holds the account of a beneficiary who turned 18 in 2026 (as be26fc9 reads a
    // conversion): no required distribution is owed (408(d)(3)(E) refuses only a required one), and
    // RequiredDistributionRemaining is not needed.
    const r = checkRollover(catalog, {
      From: account('trump-account', { BeneficiaryDateOfBirth: '2008-05-01' }),
      To: account('traditional-ira'),
      Method: 'Indirect',
      Amount: '1000',
      DistributionDate: '2027-08-01',
      RolloverDate: '2027-09-01',
      History: [],
      Owner: { DateOfBirth: '1950-01-01' },
    });
    expect(r).toMatchObject({ ok: true, RequiredDistributionPart: '0' });
    if (r.ok) expect(r.Unchecked).not.toContain('RequiredDistributionRemaining');
  });
});

// ---------------------------------------------------------------------------------------------
// 3. QCDs made outside the provider (703cd56): the owner tax-year fact OtherQualifiedCharitableDistributions.
// ---------------------------------------------------------------------------------------------

describe('QCDs outside the provider: per taxpayer, per taxable year (408(d)(8)(A))', () => {
  const CLIENT = '00000000-0000-4000-8000-00000000a001';
  const year = (TaxYear: number, v: string | number): StoredOwnerYear => ({
    ClientId: CLIENT,
    TaxYear,
    Facts: { OtherQualifiedCharitableDistributions: v },
    UpdatedDate: '2026-01-02T00:00:00.000Z',
  });

  it('only the distribution’s own taxable year counts: 2026’s stated QCDs are not 2027’s', () => {
    expect(outsideQcdTotal([year(2026, '111000')], CLIENT, 2027)).toBeUndefined();
    expect(outsideQcdTotal([year(2026, '111000'), year(2027, '5')], CLIENT, 2027)?.toFixed()).toBe('5');
    expect(outsideQcdTotal(undefined, CLIENT, 2027)).toBeUndefined();
  });

  it('above 1e13 counts as 1e13 and a fraction of a cent as a cent: stating more never allows more', () => {
    expect(outsideQcdTotal([year(2026, '999999999999999.99')], CLIENT, 2026)?.toFixed()).toBe('10000000000000');
    expect(outsideQcdTotal([year(2026, 1e15)], CLIENT, 2026)?.toFixed()).toBe('10000000000000');
    expect(outsideQcdTotal([year(2026, '10000000000000')], CLIENT, 2026)?.toFixed()).toBe('10000000000000');
    expect(outsideQcdTotal([year(2026, 0.001)], CLIENT, 2026)?.toFixed()).toBe('0.01');
    expect(outsideQcdTotal([year(2026, '0')], CLIENT, 2026)?.toFixed()).toBe('0');
  });

  it('another client’s year, or a value that is not a non-negative amount, is a host fault', () => {
    const other = { ...year(2026, '1'), ClientId: '00000000-0000-4000-8000-00000000a002' };
    expect(() => outsideQcdTotal([other], CLIENT, 2026)).toThrow(DecisionFactsError);
    for (const bad of ['1.001', '-1', '1e5', Number.POSITIVE_INFINITY, -0.01])
      expect(() => outsideQcdTotal([year(2026, bad)], CLIENT, 2026), String(bad)).toThrow(DecisionFactsError);
  });
});

describe('QCDs outside the provider over HTTP: the tax-year contract and OpenAPI (PUT .../tax-years)', () => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2026-05-04T15:00:00Z');
  const A = () => f.providerA.key;

  beforeAll(async () => {
    ({ db, cleanup } = await pgliteBackend.open());
    f = await makeFixture(db, 100_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  it('the field is in the OpenAPI document of the tax-year body', async () => {
    const doc = JSON.stringify(await (await f.fetch(new Request('http://acctos.test/openapi.json'))).json());
    expect(doc).toContain('OtherQualifiedCharitableDistributions');
  });

  it('a value beyond an amount or with a fraction of a cent is refused; 15 digits are stored', async () => {
    const c = await f.send('POST', '/v1/clients', { key: A(), body: individual() });
    const id = String(c.json['ClientId']);
    for (const bad of ['10000000000000000', '1.001', '-1', 'x']) {
      const r = await f.send('PUT', `/v1/clients/${id}/tax-years/2026`, {
        key: A(),
        body: { OtherQualifiedCharitableDistributions: bad },
      });
      expect(r.json.ResponseStatus, bad).toMatchObject({ ErrorCode: 'InvalidRequest' });
      expect(JSON.stringify(r.json), bad).toContain('OtherQualifiedCharitableDistributions');
    }
    const ok = await f.send('PUT', `/v1/clients/${id}/tax-years/2026`, {
      key: A(),
      body: { OtherQualifiedCharitableDistributions: '999999999999999.99' },
    });
    expect(ok.json, JSON.stringify(ok.json)).toMatchObject({ Status: 1, TaxYear: 2026 });
  });
});
