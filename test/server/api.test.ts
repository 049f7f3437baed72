// The server's integration suite, run once per backend (PGlite, and PostgreSQL when it answers).

import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/index.js';
import { flushAudit } from '../../src/server/http/audit.js';
import { createApp, type Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { ENCRYPTION_KEY, type Fixture, individual, makeFixture, OPERATOR } from './fixture.js';
import { authorization, call } from './sign.js';

const backends = await availableBackends();

describe.each(backends)('reference service on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const A = () => f.providerA.key;
  const B = () => f.providerB.key;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db);
  });
  afterAll(async () => {
    await cleanup();
  });

  async function newClient(key = A()): Promise<string> {
    const r = await f.send('POST', '/v1/clients', { key, body: individual() });
    expect(r.json.Status).toBe(1);
    return String(r.json['ClientId']);
  }
  async function newAccount(clientId: string, extra: Record<string, unknown> = {}, key = A()): Promise<string> {
    const r = await f.send('POST', '/v1/accounts', {
      key,
      body: { ClientId: clientId, AccountTypeCode: 'roth-ira', InstitutionId: f.institutionAll, ...extra },
    });
    expect(r.json.ResponseStatus).toBeUndefined();
    return String(r.json['AccountId']);
  }
  const fund = (
    accountId: string,
    Amount: number | string,
    PaymentMethodType = 'Wire',
    extra: Record<string, unknown> = {},
    key = A(),
  ) =>
    f.send('POST', `/v1/accounts/${accountId}/fund`, {
      key,
      body: { Amount, Currency: 'USD', PaymentMethodType, ...extra },
    });
  const transact = (
    accountId: string,
    EntryType: string,
    Amount: number | string,
    extra: Record<string, unknown> = {},
    key = A(),
  ) =>
    f.send('POST', `/v1/accounts/${accountId}/transact`, {
      key,
      body: { EntryType, Amount, Currency: 'USD', ...extra },
    });
  const balanceOf = async (accountId: string) =>
    (await f.send('GET', `/v1/accounts/${accountId}`, { key: A() })).json['AccountBalance'] as Record<string, number>;

  describe('envelope and audit', () => {
    it('every response carries a 13-digit RequestId and Status, and an audit row', async () => {
      const r = await f.send('GET', '/v1/clients', { key: A() });
      expect(r.status).toBe(200);
      expect(typeof r.json.RequestId).toBe('number');
      expect(String(r.json.RequestId)).toMatch(/^\d{13}$/);
      expect(r.json.Status).toBe(1);
      await flushAudit(db); // audit rows are batched off the response path
      const audit = await db.query<{ route: string; key_id: string; http_status: number }>(
        'SELECT route, key_id, http_status FROM audit_log WHERE request_id = $1',
        [r.json.RequestId],
      );
      expect(audit.rows[0]).toMatchObject({ route: '/v1/clients', key_id: A().KeyId, http_status: 200 });
    });
    it('404 RouteNotFound with the envelope, audited', async () => {
      const r = await f.send('GET', '/v1/nothing-here', { key: A() });
      expect(r.status).toBe(404);
      expect(r.json.ResponseStatus?.ErrorCode).toBe('RouteNotFound');
      await flushAudit(db);
      const audit = await db.query<{ error_code: string }>('SELECT error_code FROM audit_log WHERE request_id = $1', [
        r.json.RequestId,
      ]);
      expect(audit.rows[0]?.error_code).toBe('RouteNotFound');
    });
    it('413 PayloadTooLarge over 64 KiB', async () => {
      const r = await f.send('POST', '/v1/clients', { key: A(), raw: JSON.stringify({ pad: 'x'.repeat(70_000) }) });
      expect(r.status).toBe(413);
      expect(r.json.ResponseStatus?.ErrorCode).toBe('PayloadTooLarge');
      expect(String(r.json.RequestId)).toMatch(/^\d{13}$/);
    });
    it('415 UnsupportedMediaType for a body without application/json', async () => {
      const r = await f.send('POST', '/v1/clients', {
        key: A(),
        raw: JSON.stringify(individual()),
        contentType: 'text/plain',
      });
      expect(r.status).toBe(415);
      expect(r.json.ResponseStatus?.ErrorCode).toBe('UnsupportedMediaType');
    });
    it('malformed JSON is InvalidRequest with HTTP 200', async () => {
      const r = await f.send('POST', '/v1/clients', { key: A(), raw: '{"ClientType":' });
      expect(r.status).toBe(200);
      expect(r.json.Status).toBe(0);
      expect(r.json.ResponseStatus?.ErrorCode).toBe('InvalidRequest');
    });
    it('429 RateLimited past the per-key budget', async () => {
      const app = createApp({
        db,
        catalog: defaultCatalog,
        now: () => new Date(),
        adminKey: OPERATOR,
        encryptionKey: ENCRYPTION_KEY,
        logger: pino({ level: 'silent' }),
        rateLimit: { limit: 2, window_ms: 60_000 },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await call((q) => app.fetch(q), 'GET', '/v1/clients', { key: A() })).status);
      expect(statuses).toEqual([200, 200, 429]);
    });
    it('500 InternalError carries the envelope and no stack trace', async () => {
      const broken: Database = {
        ...db,
        dialect: db.dialect,
        transaction: db.transaction.bind(db),
        close: db.close.bind(db),
        query: (sql, params) =>
          sql.includes('FROM clients WHERE provider_id')
            ? Promise.reject(new Error('boom at secret place'))
            : db.query(sql, params),
      };
      const app = createApp({
        db: broken,
        catalog: defaultCatalog,
        now: () => new Date(),
        adminKey: OPERATOR,
        encryptionKey: ENCRYPTION_KEY,
        logger: pino({ level: 'silent' }),
      });
      const r = await call((q) => app.fetch(q), 'GET', '/v1/clients', { key: A() });
      expect(r.status).toBe(500);
      expect(r.json.ResponseStatus?.ErrorCode).toBe('InternalError');
      expect(JSON.stringify(r.json)).not.toMatch(/boom|at .*\.ts/);
    });
  });

  describe('authentication (401) and authorization (403)', () => {
    const expect401 = async (p: Promise<{ status: number; json: { ResponseStatus?: { ErrorCode: string } } }>) => {
      const r = await p;
      expect(r.status).toBe(401);
      expect(r.json.ResponseStatus?.ErrorCode).toBe('Unauthorized');
    };
    it('missing header', () => expect401(f.send('GET', '/v1/clients')));
    it('malformed header', () => expect401(f.send('GET', '/v1/clients', { authorization: 'Bearer abc' })));
    it('unknown key', () => expect401(f.send('GET', '/v1/clients', { key: { KeyId: 'ak_nope', Secret: 'x' } })));
    it('bad signature (wrong secret)', () =>
      expect401(f.send('GET', '/v1/clients', { key: { KeyId: A().KeyId, Secret: 'wrong' } })));
    it('tampered body', async () => {
      const ts = Math.floor(Date.now() / 1000);
      const header = authorization(A(), 'POST', '/v1/clients', JSON.stringify(individual()), ts);
      await expect401(
        f.send('POST', '/v1/clients', {
          authorization: header,
          raw: JSON.stringify({ ...individual(), ClientType: 'Entity' }),
        }),
      );
    });
    it('timestamp skew over 300 s', () =>
      expect401(f.send('GET', '/v1/clients', { key: A(), timestamp_s: Math.floor(Date.now() / 1000) - 301 })));
    it(
      'replay of the same signature (a write without a ' + 'ProviderReferenceId; design.md section 4, revised)',
      async () => {
        const ts = Math.floor(Date.now() / 1000);
        // A body no other test sends, so no other request shares this signature by chance.
        const raw = JSON.stringify({
          ...individual(),
          Contact: { FirstName: 'Re', LastName: 'Play', DateOfBirth: '1980-01-01' },
        });
        const header = authorization(A(), 'POST', '/v1/clients', raw, ts);
        expect((await f.send('POST', '/v1/clients', { authorization: header, raw })).status).toBe(200);
        await expect401(f.send('POST', '/v1/clients', { authorization: header, raw }));
      },
    );
    it('revoked key fails at once', async () => {
      const k = await f.send('POST', `/v1/providers/${f.providerA.ProviderId}/keys`, { key: OPERATOR, body: {} });
      const key = { KeyId: String(k.json['KeyId']), Secret: String(k.json['Secret']) };
      expect((await f.send('GET', '/v1/clients', { key })).status).toBe(200);
      const rv = await f.send('DELETE', `/v1/keys/${key.KeyId}`, { key: OPERATOR });
      expect(rv.json.Status).toBe(1);
      await expect401(f.send('GET', '/v1/clients', { key }));
    });
    it('403 for a provider key on an operator route, and the operator key on a provider route', async () => {
      const r = await f.send('POST', '/v1/providers', { key: A(), body: { Name: 'x' } });
      expect(r.status).toBe(403);
      expect(r.json.ResponseStatus?.ErrorCode).toBe('Forbidden');
      expect((await f.send('GET', '/v1/clients', { key: OPERATOR })).status).toBe(403);
    });
    it('key secrets are stored encrypted, never in clear', async () => {
      const rows = await db.query<{ secret_enc: string }>('SELECT secret_enc FROM api_keys WHERE key_id = $1', [
        A().KeyId,
      ]);
      expect(rows.rows[0]?.secret_enc).toMatch(/^v1\./);
      expect(rows.rows[0]?.secret_enc).not.toContain(A().Secret);
    });
  });

  describe('operator routes', () => {
    it('institutions: create, get, unknown authority, not found', async () => {
      const g = await f.send('GET', `/v1/institutions/${f.institutionAll}`, { key: A() });
      expect(g.json['Authorities']).toHaveLength(13);
      const bad = await f.send('POST', '/v1/institutions', {
        key: OPERATOR,
        body: { Name: 'x', Authorities: ['Wizard'] },
      });
      expect(bad.json.ResponseStatus?.ErrorCode).toBe('InvalidRequest');
      const nf = await f.send('GET', '/v1/institutions/00000000-0000-4000-8000-000000000000', { key: A() });
      expect(nf.json.ResponseStatus?.ErrorCode).toBe('InstitutionNotFound');
    });
    it('contracts and gates replace the whole list; unknown slugs and providers are refused', async () => {
      const p = await f.send('POST', '/v1/providers', { key: OPERATOR, body: { Name: 'C' } });
      const id = String(p.json['ProviderId']);
      const c1 = await f.send('PUT', `/v1/providers/${id}/contracts`, {
        key: OPERATOR,
        body: { AccountTypeCodes: ['roth-ira', 'sep-ira'] },
      });
      expect(c1.json['AccountTypeCodes']).toEqual(['roth-ira', 'sep-ira']);
      const c2 = await f.send('PUT', `/v1/providers/${id}/contracts`, {
        key: OPERATOR,
        body: { AccountTypeCodes: ['sep-ira'] },
      });
      expect(c2.json['AccountTypeCodes']).toEqual(['sep-ira']);
      const legacy = await f.send('PUT', `/v1/providers/${id}/contracts`, {
        key: OPERATOR,
        body: { AccountTypeCodes: ['HFS'] },
      });
      expect(legacy.json.ResponseStatus?.ErrorCode).toBe('UnknownAccountType');
      const g = await f.send('PUT', `/v1/providers/${id}/gates`, {
        key: OPERATOR,
        body: { SatisfiedGates: ['trump-account'] },
      });
      expect(g.json['SatisfiedGates']).toEqual(['trump-account']);
      const nf = await f.send('PUT', '/v1/providers/00000000-0000-4000-8000-000000000000/gates', {
        key: OPERATOR,
        body: { SatisfiedGates: [] },
      });
      expect(nf.json.ResponseStatus?.ErrorCode).toBe('ProviderNotFound');
    });
  });

  describe('clients', () => {
    it('create, get, update, list with stable paging', async () => {
      const fresh = await f.send('POST', '/v1/providers', { key: OPERATOR, body: { Name: 'Pager' } });
      const pid = String(fresh.json['ProviderId']);
      const k = await f.send('POST', `/v1/providers/${pid}/keys`, { key: OPERATOR, body: {} });
      const key = { KeyId: String(k.json['KeyId']), Secret: String(k.json['Secret']) };
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push(await newClient(key));
      const got = await f.send('GET', `/v1/clients/${ids[0]}`, { key });
      expect(got.json).toMatchObject({ Status: 1, ClientId: ids[0], ClientType: 'Individual', ClientStatus: 'Active' });
      expect(String(got.json['ClientNumber'])).toMatch(/^C\d{9}$/);
      const up = await f.send('PATCH', `/v1/clients/${ids[0]}`, { key, body: { ClientStatus: 'Restricted' } });
      expect(up.json.Status, JSON.stringify(up.json)).toBe(1);
      expect((await f.send('GET', `/v1/clients/${ids[0]}`, { key })).json['ClientStatus']).toBe('Restricted');
      const p1 = await f.send('GET', '/v1/clients?PageNumber=1&PageSize=2', { key });
      const p2 = await f.send('GET', '/v1/clients?PageNumber=2&PageSize=2', { key });
      const p3 = await f.send('GET', '/v1/clients?PageNumber=3&PageSize=2', { key });
      expect(p1.json['TotalCount']).toBe(5);
      const seen = [
        ...(p1.json['Clients'] as { ClientId: string }[]),
        ...(p2.json['Clients'] as { ClientId: string }[]),
        ...(p3.json['Clients'] as { ClientId: string }[]),
      ].map((x) => x.ClientId);
      expect(new Set(seen)).toEqual(new Set(ids));
      expect((await f.send('GET', '/v1/clients?PageSize=101', { key })).json.ResponseStatus?.ErrorCode).toBe(
        'InvalidRequest',
      );
      expect((await f.send('GET', '/v1/clients?PageNumber=0', { key })).json.ResponseStatus?.ErrorCode).toBe(
        'InvalidRequest',
      );
      expect(f.events.some((e) => e.EventType === 'client.created')).toBe(true);
      expect(f.events.some((e) => e.EventType === 'client.updated')).toBe(true);
    });
    it('InvalidRequest lists per-field errors', async () => {
      const r = await f.send('POST', '/v1/clients', { key: A(), body: { ClientType: 'Martian' } });
      expect(r.json.ResponseStatus?.ErrorCode).toBe('InvalidRequest');
      expect((r.json.ResponseStatus?.Errors ?? []).length).toBeGreaterThan(0);
    });
    it('idempotency: same payload returns the same client, a different payload is IdempotencyConflict', async () => {
      const a = await f.send('POST', '/v1/clients', { key: A(), body: individual('ref-1') });
      const b = await f.send('POST', '/v1/clients', { key: A(), body: individual('ref-1') });
      expect(b.json['ClientId']).toBe(a.json['ClientId']);
      const c = await f.send('POST', '/v1/clients', {
        key: A(),
        body: { ...individual('ref-1'), ClientType: 'Entity', Contact: { EntityName: 'Acme' } },
      });
      expect(c.json.ResponseStatus?.ErrorCode).toBe('IdempotencyConflict');
      // Another provider may use the same reference independently.
      const d = await f.send('POST', '/v1/clients', { key: B(), body: individual('ref-1') });
      expect(d.json['ClientId']).not.toBe(a.json['ClientId']);
    });
    it('50 concurrent identical Create Client requests create exactly one client', async () => {
      const rs = await Promise.all(
        Array.from({ length: 50 }, () =>
          f.send('POST', '/v1/clients', { key: A(), body: individual('concurrent-client') }),
        ),
      );
      const ids = new Set(rs.map((r) => r.json['ClientId']));
      expect(rs.every((r) => r.json.Status === 1)).toBe(true);
      expect(ids.size).toBe(1);
      const n = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM clients WHERE provider_reference_id = 'concurrent-client' AND provider_id = $1",
        [f.providerA.ProviderId],
      );
      expect(Number(n.rows[0]?.n)).toBe(1);
    });
  });

  describe('accounts', () => {
    it('create, get (with AccountBalance), update, list by ClientId', async () => {
      const clientId = await newClient();
      const accountId = await newAccount(clientId);
      const g = await f.send('GET', `/v1/accounts/${accountId}`, { key: A() });
      expect(g.json).toMatchObject({
        Status: 1,
        AccountId: accountId,
        ClientId: clientId,
        AccountTypeCode: 'roth-ira',
        Phase: 'Standard',
        AccountStatus: 'Active',
      });
      expect(g.json['AccountBalance']).toEqual({
        AvailableBalance: 0,
        SettledBalance: 0,
        PendingBalance: 0,
        Currency: 'USD',
      });
      const u = await f.send('PATCH', `/v1/accounts/${accountId}`, { key: A(), body: { AccountStatus: 'Frozen' } });
      expect(u.json).toMatchObject({ Status: 1, AccountId: accountId });
      expect((await f.send('GET', `/v1/accounts/${accountId}`, { key: A() })).json['AccountStatus']).toBe('Frozen');
      const l = await f.send('GET', `/v1/accounts?ClientId=${clientId}`, { key: A() });
      expect(l.json['TotalCount']).toBe(1);
      expect(f.events.some((e) => e.EventType === 'account.created' && e.Data['AccountId'] === accountId)).toBe(true);
      expect(f.events.some((e) => e.EventType === 'account.updated' && e.Data['AccountId'] === accountId)).toBe(true);
    });
    it('Create Account error codes', async () => {
      const clientId = await newClient();
      const create = (body: Record<string, unknown>) =>
        f.send('POST', '/v1/accounts', {
          key: A(),
          body: { ClientId: clientId, InstitutionId: f.institutionAll, ...body },
        });
      expect((await create({ AccountTypeCode: 'no-such-type' })).json.ResponseStatus?.ErrorCode).toBe(
        'UnknownAccountType',
      );
      expect((await create({ AccountTypeCode: 'HFS' })).json.ResponseStatus?.ErrorCode).toBe('UnknownAccountType');
      expect((await create({ AccountTypeCode: 'roth-ira', TaxType: 'Roth' })).json.ResponseStatus?.ErrorCode).toMatch(
        /UnknownAccountType|InvalidRequest/,
      );
      expect(
        (await create({ AccountTypeCode: 'roth-ira', ClientId: '00000000-0000-4000-8000-000000000000' })).json
          .ResponseStatus?.ErrorCode,
      ).toBe('ClientNotFound');
      expect(
        (await create({ AccountTypeCode: 'roth-ira', InstitutionId: '00000000-0000-4000-8000-000000000000' })).json
          .ResponseStatus?.ErrorCode,
      ).toBe('InstitutionNotFound');
      expect(
        (await create({ AccountTypeCode: 'roth-ira', InstitutionId: f.institutionNone })).json.ResponseStatus
          ?.ErrorCode,
      ).toBe('InstitutionNotAuthorizedForAccountType');
      const year = new Date().getUTCFullYear();
      const commuter = await f.send('POST', '/v1/accounts', {
        key: A(),
        body: {
          ClientId: clientId,
          AccountTypeCode: 'commuter-benefits',
          EmployerId: '22222222-2222-4222-8222-222222222222',
          PlanYear: year,
          AnnualElection: 100,
          UniformCoverage: 'DoesNotApply',
        },
      });
      expect(commuter.json.ResponseStatus?.ErrorCode, JSON.stringify(commuter.json)).toBe('AccountTypeNotAvailable');
      expect(
        (
          await create({
            AccountTypeCode: 'employee-stock-ownership-plan',
            PlanId: '11111111-1111-4111-8111-111111111111',
          })
        ).json.ResponseStatus?.ErrorCode,
      ).toBe('TrusteeRequired');
      expect(
        (await f.send('GET', '/v1/accounts/00000000-0000-4000-8000-000000000000', { key: A() })).json.ResponseStatus
          ?.ErrorCode,
      ).toBe('AccountNotFound');
    });
  });

  describe('money: fund, settle, transact, transactions', () => {
    it('ECheck stays Pending until the operator settles it; then deposit.posted and the balance moves', async () => {
      const accountId = await newAccount(await newClient());
      const r = await fund(accountId, '1000.10', 'ECheck');
      expect(r.json).toMatchObject({ Status: 1, TransactionStatus: 'Pending' });
      const tid = String(r.json['TransactionId']);
      expect(await balanceOf(accountId)).toMatchObject({
        AvailableBalance: 0,
        SettledBalance: 0,
        PendingBalance: 1000.1,
      });
      expect((await transact(accountId, 'Fee', 5)).json.ResponseStatus?.ErrorCode).toBe('InsufficientFunds');
      expect((await f.send('POST', `/v1/transactions/${tid}/settle`, { key: A() })).status).toBe(403);
      const s = await f.send('POST', `/v1/transactions/${tid}/settle`, { key: OPERATOR });
      expect(s.json).toMatchObject({ Status: 1, TransactionStatus: 'Posted' });
      expect(f.events.filter((e) => e.EventType === 'deposit.posted' && e.Data['TransactionId'] === tid)).toHaveLength(
        1,
      );
      expect(await balanceOf(accountId)).toMatchObject({
        AvailableBalance: 1000.1,
        SettledBalance: 1000.1,
        PendingBalance: 0,
      });
      const fee = await transact(accountId, 'Fee', '0.10');
      expect(fee.json.Status).toBe(1);
      const dist = await transact(accountId, 'Distribution', 100);
      expect(dist.json.Status).toBe(1);
      expect(
        f.events.some(
          (e) => e.EventType === 'withdrawal.posted' && e.Data['TransactionId'] === dist.json['TransactionId'],
        ),
      ).toBe(true);
      expect(await balanceOf(accountId)).toMatchObject({ AvailableBalance: 900, SettledBalance: 900 });
      const list = await f.send('GET', `/v1/accounts/${accountId}/transactions`, { key: A() });
      expect(list.json['TotalCount']).toBe(3);
      const one = await f.send('GET', `/v1/transactions/${tid}`, { key: A() });
      expect(one.json).toMatchObject({
        TransactionId: tid,
        Amount: 1000.1,
        TransactionStatus: 'Posted',
        EntryType: 'Deposit',
        PaymentMethodType: 'ECheck',
      });
      expect(
        (await f.send('GET', '/v1/transactions/00000000-0000-4000-8000-000000000000', { key: A() })).json.ResponseStatus
          ?.ErrorCode,
      ).toBe('TransactionNotFound');
    });
    it('Fund Account errors: InvalidRequest, ContributionYearNotAllowed, ContributionLimitExceeded', async () => {
      const accountId = await newAccount(await newClient());
      expect((await fund(accountId, '10.001')).json.ResponseStatus?.ErrorCode).toBe('InvalidRequest');
      expect((await fund(accountId, 10, 'Wire', { TaxYear: 2001 })).json.ResponseStatus?.ErrorCode).toBe(
        'ContributionYearNotAllowed',
      );
      expect((await fund(accountId, 50_000)).json.ResponseStatus?.ErrorCode).toBe('ContributionLimitExceeded');
    });
    it('ParticipantContributionsNotPermitted for a health reimbursement arrangement', async () => {
      const clientId = await newClient();
      const year = new Date().getUTCFullYear();
      const acc = await f.send('POST', '/v1/accounts', {
        key: A(),
        body: {
          ClientId: clientId,
          AccountTypeCode: 'health-reimbursement-arrangement',
          EmployerId: '22222222-2222-4222-8222-222222222222',
          PlanYear: year,
          AnnualElection: 1000,
          UniformCoverage: 'DoesNotApply',
        },
      });
      expect(acc.json.Status, JSON.stringify(acc.json)).toBe(1);
      const r = await fund(String(acc.json['AccountId']), 100, 'Wire', {
        PlanYear: year,
        ContributionSource: 'Participant',
      });
      expect(r.json.ResponseStatus?.ErrorCode).toBe('ParticipantContributionsNotPermitted');
    });
    it('health FSA: uniform coverage makes the whole election available on day one', async () => {
      const clientId = await newClient();
      const year = new Date().getUTCFullYear();
      const acc = await f.send('POST', '/v1/accounts', {
        key: A(),
        body: {
          ClientId: clientId,
          AccountTypeCode: 'health-care-fsa',
          EmployerId: '22222222-2222-4222-8222-222222222222',
          PlanYear: year,
          AnnualElection: 2400,
          UniformCoverage: 'Applies',
        },
      });
      expect(acc.json.Status, JSON.stringify(acc.json)).toBe(1);
      const id = String(acc.json['AccountId']);
      expect(await balanceOf(id)).toMatchObject({ AvailableBalance: 2400, SettledBalance: 0 });
      expect((await transact(id, 'Reimbursement', 500)).json.Status).toBe(1);
      expect(await balanceOf(id)).toMatchObject({ AvailableBalance: 1900, SettledBalance: -500 });
      expect((await transact(id, 'Reimbursement', 1900.01)).json.ResponseStatus?.ErrorCode).toBe('InsufficientFunds');
    });
    it('a decimal attribute sent as a string is answered as a JSON number (design.md section 2)', async () => {
      const acc = await f.send('POST', '/v1/accounts', {
        key: A(),
        body: {
          ClientId: await newClient(),
          AccountTypeCode: 'health-care-fsa',
          EmployerId: '22222222-2222-4222-8222-222222222222',
          PlanYear: new Date().getUTCFullYear(),
          AnnualElection: '3300.50',
          UniformCoverage: 'Applies',
        },
      });
      expect(acc.json.Status, JSON.stringify(acc.json)).toBe(1);
      const got = await f.send('GET', `/v1/accounts/${String(acc.json['AccountId'])}`, { key: A() });
      expect(got.json['Attributes']).toMatchObject({ AnnualElection: 3300.5, UniformCoverage: 'Applies' });
      expect(got.json['AccountBalance']).toMatchObject({ AvailableBalance: 3300.5 });
    });
    it('deposit account with OverdraftPermitted may go negative; investment directives are refused', async () => {
      const clientId = await newClient();
      const acc = await f.send('POST', '/v1/accounts', {
        key: A(),
        body: {
          ClientId: clientId,
          AccountTypeCode: 'demand-deposit-checking',
          InstitutionId: f.institutionAll,
          ProductType: 'Checking',
          OverdraftPermitted: true,
          AnnualPercentageYield: 0.5,
        },
      });
      expect(acc.json.Status, JSON.stringify(acc.json)).toBe(1);
      const id = String(acc.json['AccountId']);
      expect((await transact(id, 'Withdrawal', 25)).json.Status).toBe(1);
      expect(await balanceOf(id)).toMatchObject({ AvailableBalance: -25, SettledBalance: -25 });
      const inv = await f.send('POST', `/v1/accounts/${id}/investments`, {
        key: A(),
        body: { AssetClass: 'StocksAndEtfs', Amount: 1, Currency: 'USD' },
      });
      expect(inv.json.ResponseStatus?.ErrorCode).toBe('AccountTypeNotInvestable');
    });
    it('investment purchase: AssetNotEligible, InsufficientFunds, then a purchase', async () => {
      const id = await newAccount(await newClient());
      const bad = await f.send('POST', `/v1/accounts/${id}/investments`, {
        key: A(),
        body: { AssetClass: 'RealEstate', Amount: 1, Currency: 'USD' },
      });
      expect(bad.json.ResponseStatus?.ErrorCode).toBe('AssetNotEligible');
      const poor = await f.send('POST', `/v1/accounts/${id}/investments`, {
        key: A(),
        body: { AssetClass: 'StocksAndEtfs', Amount: 1, Currency: 'USD' },
      });
      expect(poor.json.ResponseStatus?.ErrorCode).toBe('InsufficientFunds');
      await fund(id, 100);
      const okr = await f.send('POST', `/v1/accounts/${id}/investments`, {
        key: A(),
        body: { AssetClass: 'StocksAndEtfs', Amount: 40, Currency: 'USD' },
      });
      expect(okr.json.Status).toBe(1);
      expect(await balanceOf(id)).toMatchObject({ AvailableBalance: 60 });
    });
    it('DistributionNotPermitted from a Trump account in its growth period', async () => {
      const clientId = await newClient();
      const acc = await f.send('POST', '/v1/accounts', {
        key: A(),
        body: {
          ClientId: clientId,
          AccountTypeCode: 'trump-account',
          InstitutionId: f.institutionAll,
          BeneficiaryDateOfBirth: '2025-03-01',
          AccountOrigin: 'Initial',
        },
      });
      expect(acc.json.Status, JSON.stringify(acc.json)).toBe(1);
      const r = await transact(String(acc.json['AccountId']), 'Distribution', 1);
      expect(r.json.ResponseStatus?.ErrorCode).toBe('DistributionNotPermitted');
    });
    it('50 concurrent identical Fund Account requests create exactly one deposit', async () => {
      const id = await newAccount(await newClient());
      const rs = await Promise.all(
        Array.from({ length: 50 }, () => fund(id, 10, 'Wire', { ProviderReferenceId: 'concurrent-fund' })),
      );
      expect(rs.every((r) => r.json.Status === 1)).toBe(true);
      expect(new Set(rs.map((r) => r.json['TransactionId'])).size).toBe(1);
      const n = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE account_id = $1', [
        id,
      ]);
      expect(Number(n.rows[0]?.n)).toBe(1);
      expect(await balanceOf(id)).toMatchObject({ SettledBalance: 10 });
      expect(
        (await fund(id, 11, 'Wire', { ProviderReferenceId: 'concurrent-fund' })).json.ResponseStatus?.ErrorCode,
      ).toBe('IdempotencyConflict');
    });
    it('balances equal the sum of postings over random fund/transact/settle sequences', async () => {
      const step = fc.oneof(
        fc.record({
          op: fc.constant('fund' as const),
          cents: fc.integer({ min: 1, max: 50_000 }),
          pending: fc.boolean(),
        }),
        fc.record({ op: fc.constant('fee' as const), cents: fc.integer({ min: 1, max: 20_000 }) }),
        fc.record({ op: fc.constant('settle' as const) }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
          const id = await newAccount(await newClient());
          let settled = new Decimal(0);
          let pending = new Decimal(0);
          const pendingIds: { id: string; amount: Decimal }[] = [];
          for (const s of steps) {
            if (s.op === 'fund') {
              const amount = new Decimal(s.cents).div(100);
              const r = await fund(id, amount.toFixed(2), s.pending ? 'ACH' : 'Wire', {
                TaxYear: new Date().getUTCFullYear(),
              });
              if (r.json.Status !== 1) continue; // a limit may refuse it; then nothing moved
              if (s.pending) {
                pending = pending.plus(amount);
                pendingIds.push({ id: String(r.json['TransactionId']), amount });
              } else settled = settled.plus(amount);
            } else if (s.op === 'fee') {
              const amount = new Decimal(s.cents).div(100);
              const r = await transact(id, 'Fee', amount.toFixed(2));
              if (amount.gt(settled)) expect(r.json.ResponseStatus?.ErrorCode).toBe('InsufficientFunds');
              else {
                expect(r.json.Status).toBe(1);
                settled = settled.minus(amount);
              }
            } else {
              const p = pendingIds.shift();
              if (p === undefined) continue;
              expect((await f.send('POST', `/v1/transactions/${p.id}/settle`, { key: OPERATOR })).json.Status).toBe(1);
              pending = pending.minus(p.amount);
              settled = settled.plus(p.amount);
            }
          }
          const bal = await balanceOf(id);
          const sums = await db.query<{ bucket: string; total: string }>(
            'SELECT bucket, SUM(amount)::text AS total FROM postings WHERE account_id = $1 GROUP BY bucket',
            [id],
          );
          const byBucket = Object.fromEntries(sums.rows.map((r) => [r.bucket, new Decimal(r.total)]));
          expect(new Decimal(bal['SettledBalance']!).eq(settled)).toBe(true);
          expect(new Decimal(bal['PendingBalance']!).eq(pending)).toBe(true);
          expect((byBucket['Settled'] ?? new Decimal(0)).eq(settled)).toBe(true);
          expect((byBucket['Pending'] ?? new Decimal(0)).eq(pending)).toBe(true);
        }),
        { numRuns: 8 },
      );
    });
  });

  describe('provider isolation', () => {
    it("a second provider cannot read, list, update or fund the first provider's records", async () => {
      const clientId = await newClient();
      const accountId = await newAccount(clientId);
      const dep = await fund(accountId, 5);
      const tid = String(dep.json['TransactionId']);
      const unknownClient = await f.send('GET', '/v1/clients/00000000-0000-4000-8000-000000000000', { key: B() });
      const foreignClient = await f.send('GET', `/v1/clients/${clientId}`, { key: B() });
      expect(foreignClient.json.ResponseStatus).toEqual(unknownClient.json.ResponseStatus);
      expect(
        (await f.send('PATCH', `/v1/clients/${clientId}`, { key: B(), body: { ClientStatus: 'Restricted' } })).json
          .ResponseStatus?.ErrorCode,
      ).toBe('ClientNotFound');
      expect((await f.send('GET', `/v1/accounts/${accountId}`, { key: B() })).json.ResponseStatus?.ErrorCode).toBe(
        'AccountNotFound',
      );
      expect(
        (await f.send('PATCH', `/v1/accounts/${accountId}`, { key: B(), body: { AccountStatus: 'Frozen' } })).json
          .ResponseStatus?.ErrorCode,
      ).toBe('AccountNotFound');
      expect((await fund(accountId, 5, 'Wire', {}, B())).json.ResponseStatus?.ErrorCode).toBe('AccountNotFound');
      expect((await transact(accountId, 'Fee', 1, {}, B())).json.ResponseStatus?.ErrorCode).toBe('AccountNotFound');
      expect(
        (await f.send('GET', `/v1/accounts/${accountId}/transactions`, { key: B() })).json.ResponseStatus?.ErrorCode,
      ).toBe('AccountNotFound');
      expect((await f.send('GET', `/v1/transactions/${tid}`, { key: B() })).json.ResponseStatus?.ErrorCode).toBe(
        'TransactionNotFound',
      );
      expect(
        (await f.send('GET', `/v1/accounts?ClientId=${clientId}`, { key: B() })).json.ResponseStatus?.ErrorCode,
      ).toBe('ClientNotFound');
      const listB = await f.send('GET', '/v1/clients?PageSize=100', { key: B() });
      expect((listB.json['Clients'] as { ClientId: string }[]).some((c) => c.ClientId === clientId)).toBe(false);
      expect(
        (
          await f.send('POST', '/v1/accounts', {
            key: B(),
            body: { ClientId: clientId, AccountTypeCode: 'roth-ira', InstitutionId: f.institutionAll },
          })
        ).json.ResponseStatus?.ErrorCode,
      ).toBe('ClientNotFound');
    });
  });

  describe('account types, OpenAPI and docs', () => {
    it('GET /v1/account-types answers per type with Available and Reasons', async () => {
      const r = await f.send('GET', `/v1/account-types?InstitutionId=${f.institutionAll}`, { key: A() });
      const types = r.json['AccountTypes'] as {
        AccountTypeCode: string;
        Available: boolean;
        Reasons: { Code: string }[];
      }[];
      expect(types).toHaveLength(defaultCatalog.types.length);
      expect(types.find((t) => t.AccountTypeCode === 'roth-ira')).toMatchObject({ Available: true, Reasons: [] });
      expect(types.find((t) => t.AccountTypeCode === 'sarsep-ira')?.Reasons.map((x) => x.Code)).toEqual([
        'NotContracted',
        'GateNotSatisfied',
      ]);
      const bare = await f.send('GET', `/v1/account-types?InstitutionId=${f.institutionNone}`, { key: A() });
      expect(
        (bare.json['AccountTypes'] as { AccountTypeCode: string; Reasons: { Code: string }[] }[]).find(
          (t) => t.AccountTypeCode === 'roth-ira',
        )?.Reasons[0]?.Code,
      ).toBe('AuthorityGroupUnmet');
      expect(
        (await f.send('GET', '/v1/account-types?InstitutionId=00000000-0000-4000-8000-000000000000', { key: A() })).json
          .ResponseStatus?.ErrorCode,
      ).toBe('InstitutionNotFound');
    });
    it('/openapi.json is OpenAPI 3.1 listing every route, and /docs is served locally', async () => {
      const doc = (await (await f.fetch(new Request('http://acctos.test/openapi.json'))).json()) as {
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
      };
      expect(doc.openapi).toMatch(/^3\.1/);
      for (const p of [
        '/v1/clients',
        '/v1/clients/{ClientId}',
        '/v1/accounts',
        '/v1/accounts/{AccountId}',
        '/v1/accounts/{AccountId}/fund',
        '/v1/accounts/{AccountId}/transact',
        '/v1/accounts/{AccountId}/transactions',
        '/v1/transactions/{TransactionId}',
        '/v1/account-types',
        '/v1/providers',
        '/v1/providers/{ProviderId}/keys',
        '/v1/keys/{KeyId}',
        '/v1/institutions',
        '/v1/institutions/{InstitutionId}',
        '/v1/providers/{ProviderId}/contracts',
        '/v1/providers/{ProviderId}/gates',
      ])
        expect(doc.paths[p], p).toBeDefined();
      expect(JSON.stringify(doc)).toContain('AvailableBalance');
      const html = await (await f.fetch(new Request('http://acctos.test/docs'))).text();
      expect(html).toContain('/docs/docs.js');
      expect(html).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
      expect((await f.fetch(new Request('http://acctos.test/docs/docs.js'))).status).toBe(200);
    });
  });
});
