import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AcctosClient, createClient } from '../../src/client/index.js';
import { defaultCatalog } from '../../src/index.js';
import type { Database } from '../../src/server/index.js';
import { inProcessApp } from './in-process-app.js';

const ENC = 'a'.repeat(64);
const ADMIN = { KeyId: 'admin_test', Secret: 'admin-test-secret' };

describe('acctos/client against createApp in-process (app.fetch)', () => {
  let db: Database;
  let fetchApp: typeof fetch;
  let operator: AcctosClient;
  let provider: AcctosClient;
  let providerId: string;
  let institutionId: string;

  beforeAll(async () => {
    const served = await inProcessApp({ adminKey: ADMIN, encryptionKey: ENC });
    db = served.db;
    fetchApp = served.fetch;
    operator = createClient({
      baseUrl: 'http://acctos.test',
      keyId: ADMIN.KeyId,
      secret: ADMIN.Secret,
      fetch: fetchApp,
    });
  });
  afterAll(async () => {
    await db.close();
  });

  it('operator routes: provider, key, institution, contracts, gates', async () => {
    const p = await operator.createProvider({ Name: 'Client Test Provider' });
    expect(p).toMatchObject({ Status: 1, HttpStatus: 200 });
    if (p.Status !== 1) return;
    providerId = p.ProviderId;
    const k = await operator.createKey(providerId);
    expect(k.Status).toBe(1);
    if (k.Status !== 1) return;
    provider = createClient({ baseUrl: 'http://acctos.test/', keyId: k.KeyId, secret: k.Secret, fetch: fetchApp });
    const authorities = defaultCatalog.authorities.map((a) => a.Name);
    const inst = await operator.createInstitution({ Name: 'Trust Co', Authorities: authorities });
    expect(inst.Status).toBe(1);
    if (inst.Status !== 1) return;
    institutionId = inst.InstitutionId;
    expect(await operator.getInstitution(institutionId)).toMatchObject({ Status: 1, Name: 'Trust Co' });
    expect(await operator.setContracts(providerId, { AccountTypeCodes: ['roth-ira', 'sep-ira'] })).toMatchObject({
      Status: 1,
      AccountTypeCodes: ['roth-ira', 'sep-ira'],
    });
    expect(await operator.setGates(providerId, { SatisfiedGates: [] })).toMatchObject({
      Status: 1,
      SatisfiedGates: [],
    });
  });

  it('provider routes: clients, accounts, funding, transactions, account types', async () => {
    const c = await provider.createClient({
      ClientType: 'Individual',
      Contact: { FirstName: 'Ada', LastName: 'Lovelace' },
      ProviderReferenceId: 'c-1',
    });
    expect(c).toMatchObject({ Status: 1 });
    if (c.Status !== 1) return;
    expect(await provider.getClient(c.ClientId)).toMatchObject({
      Status: 1,
      ClientId: c.ClientId,
      Contact: { FirstName: 'Ada' },
    });
    const upd = await provider.updateClient(c.ClientId, { Contact: { FirstName: 'Ada', LastName: 'King' } });
    expect(upd, JSON.stringify(upd)).toMatchObject({ Status: 1 });
    expect(await provider.listClients({ PageNumber: 1, PageSize: 10 })).toMatchObject({
      Status: 1,
      TotalCount: 1,
      PageSize: 10,
    });

    const types = await provider.listAccountTypes({ InstitutionId: institutionId });
    expect(types.Status).toBe(1);
    if (types.Status === 1)
      expect(types.AccountTypes.find((t) => t.AccountTypeCode === 'roth-ira')?.Available).toBe(true);

    const a = await provider.createAccount({
      ClientId: c.ClientId,
      AccountTypeCode: 'roth-ira',
      InstitutionId: institutionId,
    });
    expect(a).toMatchObject({ Status: 1 });
    if (a.Status !== 1) return;
    expect(await provider.getAccount(a.AccountId)).toMatchObject({ Status: 1, AccountTypeCode: 'roth-ira' });
    expect(await provider.listAccounts({ ClientId: c.ClientId })).toMatchObject({ Status: 1, TotalCount: 1 });
    expect((await provider.updateAccount(a.AccountId, {})).Status).toBe(1);

    const year = new Date().getUTCFullYear();
    const f = await provider.fundAccount(a.AccountId, {
      Amount: '100.10',
      Currency: 'USD',
      PaymentMethodType: 'Wire',
      TaxYear: year,
    });
    expect(f, JSON.stringify(f)).toMatchObject({ Status: 1 });
    if (f.Status !== 1) return;
    expect(await provider.getTransaction(f.TransactionId)).toMatchObject({ Status: 1, Amount: 100.1 });
    expect(await provider.listTransactions(a.AccountId)).toMatchObject({ Status: 1, TotalCount: 1 });
    const fee = await provider.transact(a.AccountId, { EntryType: 'Fee', Amount: 1.5, Currency: 'USD' });
    expect(fee.Status, JSON.stringify(fee)).toBe(1);
  });

  it('webhook endpoint routes and the JWKS', async () => {
    const ep = await provider.createWebhookEndpoint({
      EventType: 'deposit.posted',
      Url: 'https://hooks.example.com/acctos',
    });
    expect(ep).toMatchObject({ Status: 1, Algorithm: 'hmac-sha256' });
    if (ep.Status !== 1) return;
    expect(ep.Secret).toMatch(/^whsec_/);
    expect(await provider.listWebhookEndpoints()).toMatchObject({ Status: 1, TotalCount: 1 });
    expect(await provider.deleteWebhookEndpoint(ep.WebhookEndpointId)).toMatchObject({ Status: 1 });
    const rotated = await operator.rotateSigningKey();
    expect(rotated.Status).toBe(1);
    const jwks = await provider.getJwks();
    expect(jwks?.keys.length).toBeGreaterThanOrEqual(1);
  });

  it('identical requests in the same second get distinct timestamps (no self-inflicted replay 401)', async () => {
    const at = Date.now() + 7_000; // a second no other client in this suite signed with
    const fixed = createClient({
      baseUrl: 'http://acctos.test',
      keyId: ADMIN.KeyId,
      secret: ADMIN.Secret,
      fetch: fetchApp,
      now: () => at,
    });
    const results = await Promise.all([1, 2, 3].map(() => fixed.getInstitution(institutionId)));
    expect(results.map((r) => r.Status)).toEqual([1, 1, 1]);
  });

  it('handled and transport errors come back typed, never thrown', async () => {
    const missing = await provider.getClient('00000000-0000-4000-8000-000000000000');
    expect(missing).toMatchObject({ Status: 0, HttpStatus: 200, ResponseStatus: { ErrorCode: 'ClientNotFound' } });
    const forbidden = await provider.createProvider({ Name: 'x' });
    expect(forbidden).toMatchObject({ Status: 0, HttpStatus: 403, ResponseStatus: { ErrorCode: 'Forbidden' } });
    const wrong = createClient({ baseUrl: 'http://acctos.test', keyId: ADMIN.KeyId, secret: 'wrong', fetch: fetchApp });
    expect(await wrong.listClients()).toMatchObject({
      Status: 0,
      HttpStatus: 401,
      ResponseStatus: { ErrorCode: 'Unauthorized' },
    });
    const skewed = createClient({
      baseUrl: 'http://acctos.test',
      keyId: ADMIN.KeyId,
      secret: ADMIN.Secret,
      fetch: fetchApp,
      now: () => Date.now() - 301_000,
    });
    expect(await skewed.getInstitution(institutionId)).toMatchObject({ Status: 0, HttpStatus: 401 });
    const down = createClient({ baseUrl: 'http://127.0.0.1:9', keyId: 'k', secret: 's' });
    expect(await down.listClients()).toMatchObject({
      Status: 0,
      HttpStatus: 0,
      ResponseStatus: { ErrorCode: 'ClientNetworkError' },
    });
    const html = createClient({
      baseUrl: 'http://x',
      keyId: 'k',
      secret: 's',
      fetch: (async () => new Response('<html>', { status: 502 })) as typeof fetch,
    });
    expect(await html.listClients()).toMatchObject({
      Status: 0,
      HttpStatus: 502,
      ResponseStatus: { ErrorCode: 'ClientInvalidResponse' },
    });
  });

  it('percent-encodes ids so they cannot change the route, and does not mutate request bodies', async () => {
    const seen: string[] = [];
    const spy = createClient({
      baseUrl: 'http://x/prefix',
      keyId: 'k',
      secret: 's',
      fetch: (async (u: RequestInfo | URL) => {
        seen.push(String(u));
        return new Response('{"RequestId":1,"Status":1}');
      }) as typeof fetch,
    });
    await spy.getClient('../accounts?x=1');
    expect(seen[0]).toBe('http://x/prefix/v1/clients/..%2Faccounts%3Fx%3D1');
    const body = { ClientType: 'Individual' as const, Contact: { FirstName: 'A' } };
    const before = JSON.stringify(body);
    await spy.createClient(body);
    expect(JSON.stringify(body)).toBe(before);
  });
});
