// AccountStatus decides which money operations an account accepts (the engine's
// ACCOUNT_STATUS_PERMITS): Restricted stops new money in and purchases, Frozen and Closed stop
// everything. Run once per backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { type Fixture, individual, makeFixture } from './fixture.js';

const backends = await availableBackends();

describe.each(backends)('account status gates money movement on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const A = () => f.providerA.key;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db);
  });
  afterAll(async () => {
    await cleanup();
  });

  async function newFundedAccount(): Promise<string> {
    const c = await f.send('POST', '/v1/clients', { key: A(), body: individual() });
    const r = await f.send('POST', '/v1/accounts', {
      key: A(),
      body: { ClientId: c.json['ClientId'], AccountTypeCode: 'irrevocable-trust', InstitutionId: f.institutionAll },
    });
    expect(r.json.Status, JSON.stringify(r.json)).toBe(1);
    const id = String(r.json['AccountId']);
    expect((await fund(id, 500)).json.Status).toBe(1);
    return id;
  }
  const fund = (id: string, Amount: number) =>
    f.send('POST', `/v1/accounts/${id}/fund`, {
      key: A(),
      body: { Amount, Currency: 'USD', PaymentMethodType: 'Wire' },
    });
  const transact = (id: string, EntryType: string, Amount: number) =>
    f.send('POST', `/v1/accounts/${id}/transact`, { key: A(), body: { EntryType, Amount, Currency: 'USD' } });
  const setStatus = (id: string, AccountStatus: string) =>
    f.send('PATCH', `/v1/accounts/${id}`, { key: A(), body: { AccountStatus } });
  const fieldCode = (r: { json: { ResponseStatus?: { ErrorCode: string; Errors?: unknown[] } } }) => [
    r.json.ResponseStatus?.ErrorCode,
    (r.json.ResponseStatus?.Errors as { ErrorCode: string }[] | undefined)?.[0]?.ErrorCode,
  ];

  it('Restricted refuses new money but lets a fee run; Frozen refuses both; Active again accepts both', async () => {
    const id = await newFundedAccount();
    expect((await setStatus(id, 'Restricted')).json.Status).toBe(1);
    expect(fieldCode(await fund(id, 10))).toEqual(['InvalidRequest', 'AccountStatusNotPermitted']);
    expect((await transact(id, 'Fee', 5)).json.Status).toBe(1);

    expect((await setStatus(id, 'Frozen')).json.Status).toBe(1);
    expect(fieldCode(await fund(id, 10))).toEqual(['InvalidRequest', 'AccountStatusNotPermitted']);
    expect(fieldCode(await transact(id, 'Distribution', 5))).toEqual(['InvalidRequest', 'AccountStatusNotPermitted']);

    expect((await setStatus(id, 'Active')).json.Status).toBe(1);
    expect((await fund(id, 10)).json.Status).toBe(1);
    expect((await transact(id, 'Distribution', 5)).json.Status).toBe(1);
    const got = await f.send('GET', `/v1/accounts/${id}`, { key: A() });
    // 500 + 10 in, 5 + 5 out: refused operations left no posting behind.
    expect((got.json['AccountBalance'] as { SettledBalance: number }).SettledBalance).toBe(500);
  });
});
