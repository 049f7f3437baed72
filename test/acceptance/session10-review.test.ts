// Review of the tenth session's changes (b9db3f6, ec85089, 251fffb, 43d8297): the PGlite read cache, the QCD limit
// across the owner's IRAs and Trump accounts in movements. Each test is named for the rule and its source; the
// figures are typed in by hand from the source named (26 U.S.C. 408(d)(8)(A), 530A as summarised in
// FACTS.md section 5), nothing is read from catalog/.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultCatalog as catalog,
  checkTransfer,
  isQualifiedCharitableDistributionIra,
  type MovementAccount,
  otherIraQcdTotal,
  type TransferFacts,
} from '../../src/index.js';
import { migrate } from '../../src/server/db/migrate.js';
import { openPglite } from '../../src/server/db/pglite-database.js';
import type { Database } from '../../src/server/index.js';
import { findAccountWithSums } from '../../src/server/store/accounts.js';
import { account } from '../movements/helpers.js';
import { availableBackends, pgliteBackend } from '../server/backends.js';
import { TestClock } from '../server/clock.js';
import { type Fixture, individual, makeFixture } from '../server/fixture.js';

// ---------------------------------------------------------------------------------------------
// 1. The PGlite read cache (b9db3f6): a cached read equals what the statement returns now.
// ---------------------------------------------------------------------------------------------

describe('PGlite read cache: a cached read always equals the statement run now (docs/decisions 52)', () => {
  let db: Database & { exec(sql: string): Promise<void> };
  const ID = '00000000-0000-4000-8000-0000000000a1';
  const READ = 'SELECT id, at, body FROM probe WHERE id = $1';
  const cached = () => {
    if (db.queryCached === undefined) throw new Error('PGlite has a read cache');
    return db.queryCached<{ at: Date; body: { k: number } }>(READ, [ID]);
  };

  beforeAll(async () => {
    db = await openPglite(undefined);
    await db.query('CREATE TABLE probe (id uuid PRIMARY KEY, at timestamptz NOT NULL, body jsonb NOT NULL)');
    await db.query("INSERT INTO probe VALUES ($1, '2026-01-02T03:04:05Z', '{\"k\":1}')", [ID]);
  });
  afterAll(async () => {
    await db.close();
  });

  it('frozen rows: a timestamptz read as a Date cannot be changed in place by one caller for the next', async () => {
    // Finding: Object.freeze does not reach a Date's time value, so setFullYear on a cached row's Date (an
    // account's established_at) changed what every later GET /v1/accounts/{id} answered.
    const first = (await cached()).rows[0];
    expect(first?.at).toBeInstanceOf(Date);
    expect(() => first?.at.setFullYear(1900)).toThrow(TypeError);
    expect(() => {
      if (first) first.body.k = 2;
    }).toThrow(TypeError);
    const again = (await cached()).rows;
    expect(again).toEqual((await db.query(READ, [ID])).rows);
    expect(again[0]?.at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('the migrations write through the adapter: a migration run after a cached read is seen by the next', async () => {
    expect((await cached()).rows[0]?.body).toEqual({ k: 1 });
    const dir = mkdtempSync(join(tmpdir(), 'acctos-rev10-'));
    try {
      writeFileSync(join(dir, '9999_probe.sql'), `UPDATE probe SET body = '{"k":7}'::jsonb;\n`);
      await migrate(db, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await cached()).rows[0]?.body).toEqual({ k: 7 });
  });

  it('a read that began before a write and ended after it is not kept (the write is seen next)', async () => {
    const before = cached();
    const write = db.query('UPDATE probe SET body = \'{"k":8}\'::jsonb WHERE id = $1', [ID]);
    await Promise.all([before, write]);
    expect((await cached()).rows).toEqual((await db.query(READ, [ID])).rows);
    expect((await cached()).rows[0]?.body).toEqual({ k: 8 });
  });

  it('no SELECT can write rows: the schema defines trigger functions only, and no statement is SELECT ... INTO', () => {
    // The adapter forgets the cache around every statement that is not a SELECT; a SELECT calling a function that
    // writes (or SELECT ... INTO) would write unseen. Guard: every CREATE FUNCTION in migrations/ RETURNS trigger.
    const migrations = join(import.meta.dirname, '../../migrations');
    for (const file of readdirSync(migrations).filter((f) => f.endsWith('.sql'))) {
      const sql = readFileSync(join(migrations, file), 'utf8');
      for (const m of sql.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION[^$]*?RETURNS\s+(\w+)/gi))
        expect(m[1]?.toLowerCase(), `${file}: ${m[0]}`).toBe('trigger');
      expect(sql).not.toMatch(/\bCREATE\s+(?:OR\s+REPLACE\s+)?PROCEDURE\b/i);
    }
  });
});

describe('PGlite read cache over HTTP: read-your-writes after every write’s answer (docs/decisions 52)', () => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2026-03-02T15:00:00Z');
  const A = () => f.providerA.key;

  beforeAll(async () => {
    ({ db, cleanup } = await pgliteBackend.open());
    f = await makeFixture(db, 100_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  it('GET /v1/accounts/{id} after Fund Account, Update Account and a statement outside the service', async () => {
    const c = await f.send('POST', '/v1/clients', { key: A(), body: individual() });
    const clientId = String(c.json['ClientId']);
    const a = await f.send('POST', '/v1/accounts', {
      key: A(),
      body: { ClientId: clientId, AccountTypeCode: 'traditional-ira', InstitutionId: f.institutionAll },
    });
    const id = String(a.json['AccountId']);
    const get = async () => (await f.send('GET', `/v1/accounts/${id}`, { key: A() })).json;
    const settledOf = (j: Record<string, unknown>) =>
      (j['AccountBalance'] as { SettledBalance: number }).SettledBalance;
    expect(settledOf(await get())).toBe(0);
    expect(settledOf(await get())).toBe(0); // now from memory
    const funded = await f.send('POST', `/v1/accounts/${id}/fund`, {
      key: A(),
      body: { Amount: 250, Currency: 'USD', PaymentMethodType: 'Wire', ContributionSource: 'Rollover' },
    });
    expect(funded.json.Status).toBe(1);
    expect(settledOf(await get())).toBe(250);
    const patched = await f.send('PATCH', `/v1/accounts/${id}`, { key: A(), body: { AccountStatus: 'Restricted' } });
    expect(patched.json.ResponseStatus).toBeUndefined();
    expect((await get())['AccountStatus']).toBe('Restricted');
    await db.query("UPDATE accounts SET provider_reference_id = 'set-outside' WHERE account_id = $1", [id]);
    expect((await get())['ProviderReferenceId']).toBe('set-outside');
  });
});

const postgres = (await availableBackends()).find((b) => b.name === 'postgres');

describe.skipIf(postgres === undefined)('PostgreSQL has no read cache (docs/decisions 52)', () => {
  it('another instance’s write is seen by the next account read of this one', async () => {
    if (postgres === undefined) return;
    const { db, cleanup, secondInstance } = await postgres.open();
    try {
      expect(db.queryCached).toBeUndefined();
      const f = await makeFixture(db, 100_000, new TestClock('2026-03-02T15:00:00Z'));
      const c = await f.send('POST', '/v1/clients', { key: f.providerA.key, body: individual() });
      const a = await f.send('POST', '/v1/accounts', {
        key: f.providerA.key,
        body: { ClientId: c.json['ClientId'], AccountTypeCode: 'traditional-ira', InstitutionId: f.institutionAll },
      });
      const id = String(a.json['AccountId']);
      const provider = (
        await db.query<{ p: string }>('SELECT provider_id AS p FROM accounts WHERE account_id = $1', [id])
      ).rows[0]?.p;
      expect((await findAccountWithSums(db, String(provider), id))?.row.provider_reference_id).toBeNull();
      const other = await secondInstance?.();
      if (other === undefined) throw new Error('PostgreSQL opens a second instance');
      // The cleanup closes the second instance.
      await other.query("UPDATE accounts SET provider_reference_id = 'other' WHERE account_id = $1", [id]);
      expect((await findAccountWithSums(db, String(provider), id))?.row.provider_reference_id).toBe('other');
    } finally {
      await cleanup();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 2. The QCD limit across the owner's IRAs (ec85089).
// ---------------------------------------------------------------------------------------------

describe('408(d)(8)(A): one QCD limit per taxpayer and taxable year, across all of the taxpayer’s IRAs', () => {
  it('which IRAs count: traditional, SEP, SIMPLE and inherited traditional (the beneficiary’s); not a Roth IRA', () => {
    // 408(d)(8)(B)(ii): an inherited IRA's QCDs are made for its beneficiary, the taxpayer whose limit they use.
    for (const slug of ['traditional-ira', 'sep-ira', 'simple-ira', 'inherited-traditional-ira'])
      expect(isQualifiedCharitableDistributionIra(catalog, slug), slug).toBe(true);
    for (const slug of ['roth-ira', 'inherited-roth-ira', 'health-savings-account'])
      expect(isQualifiedCharitableDistributionIra(catalog, slug), slug).toBe(false);
  });

  it('the taxable year: only the distribution’s year counts (a QCD of December 2025 not in 2026)', () => {
    const e = (TaxYear: number, GrossAmount: string, DistributionReason = 'QualifiedCharitableDistribution') => ({
      TransactionId: `t-${TaxYear}-${GrossAmount}`,
      AccountId: 'other-ira',
      DistributionReason,
      TaxYear,
      GrossAmount,
    });
    const t = otherIraQcdTotal([e(2025, '50000'), e(2026, '30000'), e(2026, '5000', 'Normal')] as never, 'this', 2026);
    expect(t.Total.toFixed()).toBe('30000');
    expect(t.DistributionCount).toBe(1);
  });

  describe('over HTTP on PGlite', () => {
    let db: Database;
    let cleanup: () => Promise<void>;
    let f: Fixture;
    const clock = new TestClock('2026-01-05T15:00:00Z');
    const A = () => f.providerA.key;

    beforeAll(async () => {
      ({ db, cleanup } = await pgliteBackend.open());
      f = await makeFixture(db, 100_000, clock);
    });
    afterAll(async () => {
      await cleanup();
    });

    it(
      'an owner with 22 traditional IRAs: 100,000 of QCDs from the newest leaves 11,000 of the 2026 limit of ' +
        '111,000 in the oldest (no bound on how many of the owner’s IRAs are read)',
      async () => {
        // Finding: the service read at most 20 of the owner's other IRAs (and of at most 100 accounts), and gave the
        // fact as complete: the QCDs of the 21st were not counted and nothing said so.
        clock.set('2026-01-05T15:00:00Z');
        const c = await f.send('POST', '/v1/clients', {
          key: A(),
          body: {
            ClientType: 'Individual',
            Contact: { FirstName: 'Ida', LastName: 'Tarbell', DateOfBirth: '1950-03-03' },
          },
        });
        const clientId = String(c.json['ClientId']);
        const ids: string[] = [];
        for (let i = 0; i < 22; i++) {
          const a = await f.send('POST', '/v1/accounts', {
            key: A(),
            body: { ClientId: clientId, AccountTypeCode: 'traditional-ira', InstitutionId: f.institutionAll },
          });
          expect(a.json.ResponseStatus).toBeUndefined();
          ids.push(String(a.json['AccountId']));
        }
        const oldest = ids[0] ?? '';
        const newest = ids[21] ?? '';
        for (const id of [oldest, newest]) {
          const r = await f.send('POST', `/v1/accounts/${id}/fund`, {
            key: A(),
            body: { Amount: 150_000, Currency: 'USD', PaymentMethodType: 'Wire', ContributionSource: 'Rollover' },
          });
          expect(r.json.Status).toBe(1);
        }
        clock.set('2026-04-01T15:00:00Z');
        const qcd = (id: string, Amount: number | string) =>
          f.send('POST', `/v1/accounts/${id}/withdrawals`, {
            key: A(),
            body: { Currency: 'USD', Amount, DistributionReason: 'QualifiedCharitableDistribution' },
          });
        expect((await qcd(newest, 100_000)).json).toMatchObject({ Status: 1, DistributionCode: 'Y7' });
        const over = await qcd(oldest, '11000.01');
        expect(over.json.ResponseStatus).toMatchObject({
          Errors: [{ FieldName: 'Amount', ErrorCode: 'AboveAnnualLimit' }],
        });
        const under = await qcd(oldest, 11_000);
        expect(under.json).toMatchObject({ Status: 1, DistributionCode: 'Y7' });
        expect(JSON.stringify(under.json['Unchecked'] ?? [])).not.toContain('OtherIraQualifiedCharitableDistributions');
      },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Trump accounts in movements (251fffb, 43d8297): 530A, FACTS.md section 5.
// ---------------------------------------------------------------------------------------------

describe('530A: a qualified rollover goes to another Trump account of the same beneficiary', () => {
  // Born 2012-03-10: turns 18 in 2030, the growth period ends 2029-12-31. Born 2014-06-01: a younger sibling.
  const trump = (dob: string) => account('trump-account', { BeneficiaryDateOfBirth: dob });
  const transfer = (From: MovementAccount, To: MovementAccount, over: Partial<TransferFacts> = {}) =>
    checkTransfer(catalog, {
      From,
      To,
      TransferDate: '2026-09-01',
      Amount: '2500',
      FromBalance: '2500',
      FromPendingDeposits: '0',
      ToBalance: '0',
      ...over,
    } as TransferFacts);

  it('two Trump accounts held by one client whose beneficiaries were born on different days are two children’s', () => {
    // Finding: the same-beneficiary test read OwnerId alone; a parent holding both children's accounts could move
    // one child's whole balance into the other's.
    const r = transfer(trump('2012-03-10'), trump('2014-06-01'));
    expect(r).toMatchObject({
      ok: false,
      ErrorCode: 'TransferNotPermitted',
      Rule: 'trump-same-beneficiary',
      Errors: [{ FieldName: 'To.BeneficiaryDateOfBirth' }],
    });
    if (r.ok) return;
    expect(r.Message).toContain('2012-03-10 and 2014-06-01');
    expect(r.Source).toMatch(/530A/);
  });

  it('the same child’s accounts (one birth date) still roll over', () => {
    expect(transfer(trump('2012-03-10'), trump('2012-03-10'))).toMatchObject({
      ok: true,
      Kind: 'TrumpQualifiedRollover',
    });
  });

  it('a sibling past the growth period is refused as another beneficiary, not as "not a Trump account"', () => {
    // Born 2008-05-01: the growth period ended 2025-12-31; the child born 2012-03-10 is still in it.
    const r = transfer(trump('2008-05-01'), trump('2012-03-10'));
    expect(r).toMatchObject({ ok: false, Rule: 'trump-same-beneficiary' });
  });

  it(
    'the growth period ends December 31 of the year before the year of 18: a part moves on January 1, not ' + 'before',
    () => {
      // FACTS.md section 5: "turns 18 on 2027-01-05 => growth period ends 2026-12-31".
      const child = trump('2009-01-05');
      const ira = account('traditional-ira');
      const dec31 = transfer(child, ira, { TransferDate: '2026-12-31', Amount: '100' });
      expect(dec31).toMatchObject({ ok: false, Rule: 'trump-growth-period' });
      const jan1 = transfer(child, ira, { TransferDate: '2027-01-01', Amount: '100' });
      expect(jan1).toMatchObject({ ok: true, Kind: 'TrusteeToTrustee', ReceivingContributionSource: 'Transfer' });
      if (jan1.ok) expect(jan1.Reasons.map((x) => x.Rule)).toContain('trump-after-growth-period');
    },
  );

  it('the entire balance: a pending deposit left behind makes the rollover not whole', () => {
    const r = transfer(trump('2012-03-10'), trump('2012-03-10'), { FromPendingDeposits: '1000' });
    expect(r).toMatchObject({
      ok: false,
      Rule: 'trump-whole-balance',
      Details: { Amount: '2500', EntireBalance: '2500', PendingDeposits: '1000' },
    });
  });

  describe('over HTTP on PGlite', () => {
    let db: Database;
    let cleanup: () => Promise<void>;
    let f: Fixture;
    const clock = new TestClock('2026-09-01T12:00:00Z');
    const A = () => f.providerA.key;

    beforeAll(async () => {
      ({ db, cleanup } = await pgliteBackend.open());
      f = await makeFixture(db, 100_000, clock);
    });
    afterAll(async () => {
      // The cleanup's ledger check proves every transaction's entries sum to zero.
      await cleanup();
    });

    it(
      'a parent client with two children’s Trump accounts: one’s whole balance is not moved into the ' + 'other’s',
      async () => {
        const parent = String((await f.send('POST', '/v1/clients', { key: A(), body: individual() })).json['ClientId']);
        const open = async (BeneficiaryDateOfBirth: string) => {
          const r = await f.send('POST', '/v1/accounts', {
            key: A(),
            body: {
              ClientId: parent,
              AccountTypeCode: 'trump-account',
              InstitutionId: f.institutionAll,
              BeneficiaryDateOfBirth,
              AccountOrigin: 'Initial',
            },
          });
          expect(r.json.ResponseStatus, JSON.stringify(r.json)).toBeUndefined();
          return String(r.json['AccountId']);
        };
        const older = await open('2012-03-10');
        const younger = await open('2014-06-01');
        const sameChild = await open('2012-03-10');
        const funded = await f.send('POST', `/v1/accounts/${older}/fund`, {
          key: A(),
          body: { Amount: 1000, Currency: 'USD', PaymentMethodType: 'Wire', ContributionSource: 'QualifiedGeneral' },
        });
        expect(funded.json.Status).toBe(1);
        const move = (ToAccountId: string, ref: string) =>
          f.send('POST', '/v1/transfers', {
            key: A(),
            body: { ProviderReferenceId: ref, FromAccountId: older, ToAccountId, Amount: 1000, Currency: 'USD' },
          });
        const refused = await move(younger, 'sibling');
        expect(refused.json.ResponseStatus).toMatchObject({ ErrorCode: 'TransferNotPermitted' });
        expect(refused.json.ResponseStatus?.Message).toMatch(/trump-same-beneficiary/);
        const balance = async (id: string) =>
          (
            (await f.send('GET', `/v1/accounts/${id}`, { key: A() })).json['AccountBalance'] as {
              SettledBalance: number;
            }
          ).SettledBalance;
        expect(await balance(older)).toBe(1000);
        const whole = await move(sameChild, 'same-child');
        expect(whole.json).toMatchObject({ Status: 1, Amount: 1000 });
        // The sending account is left empty (to be closed: the warning), the receiving one holds the whole balance.
        expect(await balance(older)).toBe(0);
        expect(await balance(sameChild)).toBe(1000);
      },
    );
  });
});
