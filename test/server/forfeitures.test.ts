// Forfeitures over HTTP, on both databases (issue 10, "Benefit accounts"): POST
// .../forfeitures through the write shell. A health FSA's plan year closes after its run-out
// under the stored plan (POST /v1/plans): the carryover (Notice 2013-71; 660 for 2025, Rev. Proc.
// 2024-40) moves to the next plan year's account, whose claims then see it, and the rest goes to
// the Forfeitures service account (Prop. 26 CFR 1.125-5(c)); a commuter account's unused Transit
// and Parking sub-balances are forfeited on termination, never refunded (26 U.S.C. 132(f);
// 26 CFR 1.132-9 Q&A-14). The suite ends with the ledger check (backends.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/index.js';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, makeFixture, OPERATOR } from './fixture.js';

const backends = await availableBackends();
const EMPLOYER = '00000000-0000-4000-8000-000000900030';

describe.each(backends)('forfeitures on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2025-01-10T15:00:00Z');
  const A = () => f.providerA.key;
  const B = () => f.providerB.key;
  const ok = (r: { json: Record<string, unknown> }) => expect(r.json['Status'], JSON.stringify(r.json)).toBe(1);
  const code = (r: { json: { ResponseStatus?: { ErrorCode: string } } }) => r.json.ResponseStatus?.ErrorCode;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db, 100_000, clock);
    const all = defaultCatalog.types.map((t) => t.Slug);
    await f.send('PUT', `/v1/providers/${f.providerA.ProviderId}/contracts`, {
      key: OPERATOR,
      body: { AccountTypeCodes: all },
    });
    await f.send('PUT', `/v1/providers/${f.providerA.ProviderId}/gates`, {
      key: OPERATOR,
      body: { SatisfiedGates: all },
    });
  });
  afterAll(async () => {
    await cleanup();
  });

  async function client(): Promise<string> {
    const r = await f.send('POST', '/v1/clients', {
      key: A(),
      body: { ClientType: 'Individual', Contact: { FirstName: 'Flo', LastName: 'Sa', DateOfBirth: '1990-01-01' } },
    });
    ok(r);
    return String(r.json['ClientId']);
  }
  async function benefit(ClientId: string, AccountTypeCode: string, PlanYear: number, AnnualElection: number) {
    const r = await f.send('POST', '/v1/accounts', {
      key: A(),
      body: {
        ClientId,
        AccountTypeCode,
        EmployerId: EMPLOYER,
        PlanYear,
        AnnualElection,
        UniformCoverage: AccountTypeCode === 'health-care-fsa' ? 'Applies' : 'DoesNotApply',
      },
    });
    ok(r);
    return String(r.json['AccountId']);
  }
  const fund = (id: string, Amount: number, extra: Record<string, unknown> = {}) =>
    f.send('POST', `/v1/accounts/${id}/fund`, {
      key: A(),
      body: { Amount, Currency: 'USD', PaymentMethodType: 'Wire', ...extra },
    });
  const claim = (id: string, body: Record<string, unknown>) =>
    f.send('POST', `/v1/accounts/${id}/withdrawals`, { key: A(), body: { Currency: 'USD', ...body } });
  const forfeit = (id: string, body: Record<string, unknown>, key = A()) =>
    f.send('POST', `/v1/accounts/${id}/forfeitures`, { key, body: { Currency: 'USD', ...body } });
  const balanceOf = async (id: string) =>
    (await f.send('GET', `/v1/accounts/${id}`, { key: A() })).json['AccountBalance'] as Record<string, unknown>;
  async function count(table: string): Promise<number> {
    const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return Number(r.rows[0]?.n);
  }

  it(
    'a health FSA plan year closes after its run-out: 660 carried to 2026 (Rev. Proc. 2024-40), 340 ' +
      'forfeited (Prop. 26 CFR 1.125-5(c))',
    async () => {
      clock.set('2025-01-10T15:00:00Z');
      ok(
        await f.send('POST', '/v1/plans', {
          key: A(),
          body: {
            EmployerId: EMPLOYER,
            AccountTypeCode: 'health-care-fsa',
            PlanYear: 2025,
            CarryoverAmount: 660,
            RunOutDays: 90,
          },
        }),
      );
      const c = await client();
      const y2025 = await benefit(c, 'health-care-fsa', 2025, 2000);
      const y2026 = await benefit(c, 'health-care-fsa', 2026, 1000);
      ok(await fund(y2025, 2000, { PlanYear: 2025 }));
      clock.set('2025-06-10T15:00:00Z');
      ok(await claim(y2025, { Amount: 1000, ExpenseDate: '2025-06-01', ExpenseSubstantiated: true }));

      // The run-out ends on 2026-03-31: the plan year closes on 2026-04-01, not before.
      clock.set('2026-03-31T15:00:00Z');
      const early = await forfeit(y2025, { Reason: 'PlanYearEnd', CarryoverAccountId: y2026 });
      expect(code(early)).toBe('InvalidRequest');
      expect(JSON.stringify(early.json)).toContain('2026-04-01');

      clock.set('2026-04-02T15:00:00Z');
      const before = f.events.length;
      const body = { Reason: 'PlanYearEnd', CarryoverAccountId: y2026, ProviderReferenceId: 'close-2025' };
      const r = await forfeit(y2025, body);
      ok(r);
      expect(r.json).toMatchObject({
        Forfeited: 340,
        CarriedOver: 660,
        CarryoverAccountId: y2026,
        Reason: 'PlanYearEnd',
      });
      const events = f.events.slice(before);
      expect(events.map((e) => [e.EventType, e.Data['AccountId'], e.Data['Reason']])).toEqual([
        ['account.updated', y2025, 'Forfeited'],
        ['account.updated', y2026, 'CarryoverReceived'],
      ]);
      const p = await db.query<{ service_account: string | null; account_id: string | null; amount: string }>(
        `SELECT service_account, account_id, amount::text AS amount FROM postings
       WHERE transaction_id IN (SELECT jsonb_array_elements_text(transaction_ids)::uuid FROM ` +
          `forfeitures WHERE forfeiture_id = $1)`,
        [r.json['ForfeitureId']],
      );
      const sum = (pick: (x: (typeof p.rows)[number]) => boolean) =>
        p.rows.filter(pick).reduce((s, x) => s + Number(x.amount), 0);
      expect(sum((x) => x.service_account === 'Forfeitures')).toBe(340);
      expect(sum((x) => x.service_account === 'MovementsInTransit')).toBe(0);
      expect(sum(() => true)).toBe(0);
      expect(await balanceOf(y2025)).toMatchObject({ SettledBalance: 0 });
      expect(await balanceOf(y2026)).toMatchObject({ SettledBalance: 660 });
      const list = await f.send('GET', `/v1/accounts/${y2025}/transactions`, { key: A() });
      expect(JSON.stringify(list.json)).toContain('"EntryType":"Forfeiture"');

      // A retry answers the original; another reference finds the plan year closed.
      const rows = await count('transactions');
      const again = await forfeit(y2025, body);
      expect(again.json['ForfeitureId']).toBe(r.json['ForfeitureId']);
      expect(await count('transactions')).toBe(rows);
      expect(code(await forfeit(y2025, { ...body, ProviderReferenceId: 'close-2025-b' }))).toBe('InvalidRequest');

      // The carried 660 is available in 2026 beside the 1,000 election (Notice 2013-71).
      clock.set('2026-04-10T15:00:00Z');
      ok(await claim(y2026, { Amount: 1600, ExpenseDate: '2026-04-05', ExpenseSubstantiated: true }));
    },
  );

  it('a carryover with no next plan year’s account named is refused and changes nothing', async () => {
    clock.set('2026-04-03T15:00:00Z');
    const c = await client();
    const y2025 = await benefit(c, 'health-care-fsa', 2025, 500);
    ok(await fund(y2025, 500, { PlanYear: 2025 }));
    const rows = await count('transactions');
    const events = f.events.length;
    const r = await forfeit(y2025, { Reason: 'PlanYearEnd' });
    expect(code(r)).toBe('InvalidRequest');
    expect(JSON.stringify(r.json)).toContain('CarryoverAccountId');
    expect(await count('transactions')).toBe(rows);
    expect(f.events.length).toBe(events);
    expect(code(await forfeit(y2025, { Reason: 'PlanYearEnd' }, B()))).toBe('AccountNotFound');
  });

  it(
    'a commuter termination forfeits the unused Transit and Parking sub-balances, refunds nothing, and the ' +
      'account can then close (26 CFR 1.132-9 Q&A-14)',
    async () => {
      clock.set('2026-02-02T15:00:00Z');
      const c = await client();
      const id = await benefit(c, 'commuter-benefits', 2026, 1200);
      ok(await fund(id, 300, { PlanYear: 2026, SubAccount: 'Transit' }));
      ok(await fund(id, 200, { PlanYear: 2026, SubAccount: 'Parking' }));
      ok(await claim(id, { Amount: 120, SubAccount: 'Transit', ExpenseDate: '2026-02-01' }));
      ok(await claim(id, { Amount: 50, SubAccount: 'Parking', ExpenseDate: '2026-02-01' }));
      clock.set('2026-05-04T15:00:00Z');
      expect(code(await forfeit(id, { Reason: 'Termination', TerminationDate: '2026-06-30' }))).toBe('InvalidRequest');
      const before = f.events.length;
      const r = await forfeit(id, { Reason: 'Termination', TerminationDate: '2026-04-30' });
      ok(r);
      expect(r.json).toMatchObject({ Forfeited: 330, ForfeitedTransit: 180, ForfeitedParking: 150, CarriedOver: 0 });
      expect(f.events.slice(before).map((e) => e.EventType)).toEqual(['account.updated']);
      expect(await balanceOf(id)).toMatchObject({ SettledBalance: 0, SubAccountBalances: { Transit: 0, Parking: 0 } });
      const list = await f.send('GET', `/v1/accounts/${id}/transactions`, { key: A() });
      const forfeits = (
        list.json['Transactions'] as { EntryType: string; SubAccount?: string; Amount: number }[]
      ).filter((t) => t.EntryType === 'Forfeiture');
      // Posted in the same instant: listed in id order.
      expect(forfeits.map((t) => [t.SubAccount, t.Amount]).sort()).toEqual([
        ['Parking', 150],
        ['Transit', 180],
      ]);
      const ext = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM postings WHERE service_account = 'ExternalClearing'
       AND transaction_id IN (SELECT transaction_id FROM transactions WHERE account_id = $1 AND ` +
          `entry_type = 'Forfeiture')`,
        [id],
      );
      expect(Number(ext.rows[0]?.n)).toBe(0);
      ok(await f.send('PATCH', `/v1/accounts/${id}`, { key: A(), body: { AccountStatus: 'Closed' } }));
    },
  );

  it('an IRA has no forfeiture', async () => {
    const c = await client();
    const r = await f.send('POST', '/v1/accounts', {
      key: A(),
      body: { ClientId: c, AccountTypeCode: 'traditional-ira', InstitutionId: f.institutionAll },
    });
    ok(r);
    const refused = await forfeit(String(r.json['AccountId']), { Reason: 'PlanYearEnd' });
    expect(code(refused)).toBe('InvalidRequest');
    expect(JSON.stringify(refused.json)).toContain('ForfeitureNotApplicable');
  });
});
