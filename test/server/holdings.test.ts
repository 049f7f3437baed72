// Instruments, investments with Side, holdings with eligibility and beneficiary lists over HTTP
// (issue 12, must-show 1 and 2), once per backend: each write with its event, idempotency and
// isolation between providers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { type Fixture, individual, makeFixture, OPERATOR } from './fixture.js';

const backends = await availableBackends();

const APPLE = { Identifier: { Scheme: 'Cusip', Value: '037833100' }, AssetClass: 'StocksAndEtfs', Name: 'Apple Inc.' };

describe.each(backends)('holdings and beneficiaries on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  let instrumentId: string;
  const A = () => f.providerA.key;
  const B = () => f.providerB.key;
  const code = (r: { json: { Status: number; ResponseStatus?: { ErrorCode: string } } }) =>
    r.json.Status === 1 ? 'ok' : r.json.ResponseStatus?.ErrorCode;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db);
    const r = await f.send('POST', '/v1/instruments', { key: OPERATOR, body: APPLE });
    expect(r.json.Status, JSON.stringify(r.json)).toBe(1);
    instrumentId = String(r.json['InstrumentId']);
  });
  afterAll(async () => {
    await cleanup();
  });

  async function account(key = A(), slug = 'sep-ira', amount = 1000): Promise<string> {
    const c = await f.send('POST', '/v1/clients', { key, body: individual() });
    const r = await f.send('POST', '/v1/accounts', {
      key,
      body: { ClientId: c.json['ClientId'], AccountTypeCode: slug, InstitutionId: f.institutionAll },
    });
    expect(r.json.Status, JSON.stringify(r.json)).toBe(1);
    const id = String(r.json['AccountId']);
    const funded = await f.send('POST', `/v1/accounts/${id}/fund`, {
      key,
      body: { Amount: amount, Currency: 'USD', PaymentMethodType: 'Wire' },
    });
    expect(funded.json.Status, JSON.stringify(funded.json)).toBe(1);
    return id;
  }
  const trade = (id: string, body: Record<string, unknown>, key = A()) =>
    f.send('POST', `/v1/accounts/${id}/investments`, {
      key,
      body: { InstrumentId: instrumentId, Currency: 'USD', ...body },
    });
  const holdings = (id: string, key = A()) => f.send('GET', `/v1/accounts/${id}/holdings`, { key });

  it('instruments: operator only to write; a bad check digit is refused; any key reads', async () => {
    expect((await f.send('POST', '/v1/instruments', { key: A(), body: APPLE })).status).toBe(403);
    const bad = await f.send('POST', '/v1/instruments', {
      key: OPERATOR,
      body: { ...APPLE, Identifier: { Scheme: 'Cusip', Value: '68389X106' } },
    });
    expect(code(bad)).toBe('InvalidRequest');
    const again = await f.send('POST', '/v1/instruments', { key: OPERATOR, body: APPLE });
    expect(code(again)).toBe('InvalidRequest');
    // An operator retry with its ProviderReferenceId answers the first result, registering nothing twice.
    const msft = {
      Identifier: { Scheme: 'Isin', Value: 'US5949181045' },
      AssetClass: 'StocksAndEtfs',
      ProviderReferenceId: 'msft',
    };
    const m1 = await f.send('POST', '/v1/instruments', { key: OPERATOR, body: msft });
    const m2 = await f.send('POST', '/v1/instruments', { key: OPERATOR, body: msft });
    expect(m1.json.Status, JSON.stringify(m1.json)).toBe(1);
    expect(m2.json['InstrumentId']).toBe(m1.json['InstrumentId']);
    const got = await f.send('GET', `/v1/instruments/${instrumentId}`, { key: A() });
    expect(got.json).toMatchObject({ Status: 1, InstrumentId: instrumentId, AssetClass: 'StocksAndEtfs' });
    const missing = await f.send('GET', '/v1/instruments/00000000-0000-4000-8000-000000000000', { key: A() });
    expect(code(missing)).toBe('InstrumentNotFound');
  });

  it('purchase and sale: cash, position and events; holdings list with eligibility', async () => {
    const id = await account();
    const before = f.events.length;
    const buy = await trade(id, { Side: 'Purchase', Quantity: '2.5', Price: '100.10' });
    expect(buy.json, JSON.stringify(buy.json)).toMatchObject({
      Status: 1,
      Side: 'Purchase',
      Quantity: '2.5',
      PositionQuantity: '2.5',
      Eligible: true,
    });
    const sale = await trade(id, { Side: 'Sale', Quantity: '1', Price: '110' });
    expect(sale.json).toMatchObject({ Status: 1, PositionQuantity: '1.5' });
    expect(code(await trade(id, { Side: 'Sale', Quantity: '2', Price: '110' }))).toBe('InsufficientPosition');
    expect(code(await trade(id, { Side: 'Purchase', Quantity: '100', Price: '110' }))).toBe('InsufficientFunds');
    const events = f.events.slice(before);
    expect(events.map((e) => [e.EventType, e.ProviderId])).toEqual([
      ['investment.purchased', f.providerA.ProviderId],
      ['investment.sold', f.providerA.ProviderId],
    ]);
    const acct = await f.send('GET', `/v1/accounts/${id}`, { key: A() });
    // 1000 - 250.25 + 110
    expect((acct.json['AccountBalance'] as { SettledBalance: number }).SettledBalance).toBe(859.75);
    const list = await holdings(id);
    expect(list.json).toMatchObject({ Status: 1, TotalCount: 1 });
    expect((list.json['Holdings'] as unknown[])[0]).toMatchObject({
      InstrumentId: instrumentId,
      Quantity: '1.5',
      Eligible: true,
      Reasons: [],
    });
  });

  it('idempotency: a retry answers the first result and trades nothing twice; another payload conflicts', async () => {
    const id = await account();
    const body = { Side: 'Purchase', Quantity: '1', Price: '50', ProviderReferenceId: 'buy-1' };
    const first = await trade(id, body);
    const second = await trade(id, body);
    expect(second.json['TransactionId']).toBe(first.json['TransactionId']);
    expect(code(await trade(id, { ...body, Quantity: '2' }))).toBe('IdempotencyConflict');
    const list = await holdings(id);
    expect((list.json['Holdings'] as { Quantity: string }[])[0]?.Quantity).toBe('1');
  });

  it(
    'isolation: another provider’s account answers ' + 'AccountNotFound for trades, holdings and beneficiaries',
    async () => {
      const id = await account();
      expect(code(await trade(id, { Side: 'Purchase', Quantity: '1', Price: '1' }, B()))).toBe('AccountNotFound');
      expect(code(await holdings(id, B()))).toBe('AccountNotFound');
      expect(code(await f.send('GET', `/v1/accounts/${id}/beneficiaries`, { key: B() }))).toBe('AccountNotFound');
      expect(code(await f.send('PUT', `/v1/accounts/${id}/beneficiaries`, { key: B(), body: { Primary: [] } }))).toBe(
        'AccountNotFound',
      );
    },
  );

  it(
    'an instrument change flags exactly the affected holdings, with account.updated to their providers; ' +
      'changing it back unflags them',
    async () => {
      const ira = await account(A(), 'sep-ira');
      const trust = await account(B(), 'irrevocable-trust');
      expect(code(await trade(ira, { Side: 'Purchase', Quantity: '1', Price: '10' }))).toBe('ok');
      expect(code(await trade(trust, { Side: 'Purchase', Quantity: '1', Price: '10' }, B()))).toBe('ok');
      const before = f.events.length;
      const patch = await f.send('PATCH', `/v1/instruments/${instrumentId}`, {
        key: OPERATOR,
        body: { Attributes: { IsLifeInsuranceContract: true } },
      });
      expect(patch.json, JSON.stringify(patch.json)).toMatchObject({ Status: 1, Reevaluated: true });
      const irah = (await holdings(ira)).json['Holdings'] as { Eligible: boolean; Reasons: { Code: string }[] }[];
      expect(irah[0]).toMatchObject({ Eligible: false, Reasons: [{ Code: 'InstrumentExcluded' }] });
      const trusth = (await holdings(trust, B())).json['Holdings'] as { Eligible: boolean }[];
      expect(trusth[0]?.Eligible).toBe(true);
      const updated = f.events.slice(before).filter((e) => e.EventType === 'account.updated');
      expect(updated.some((e) => e.Data['AccountId'] === ira && e.ProviderId === f.providerA.ProviderId)).toBe(true);
      expect(updated.some((e) => e.Data['AccountId'] === trust)).toBe(false);
      const flagged = await f.send('GET', '/v1/holdings/flagged', { key: OPERATOR });
      expect((flagged.json['Holdings'] as { AccountId: string }[]).map((h) => h.AccountId)).toContain(ira);
      const back = await f.send('PATCH', `/v1/instruments/${instrumentId}`, {
        key: OPERATOR,
        body: { Attributes: { IsLifeInsuranceContract: null } },
      });
      expect(back.json).toMatchObject({ Status: 1 });
      const again = (await holdings(ira)).json['Holdings'] as { Eligible: boolean }[];
      expect(again[0]?.Eligible).toBe(true);
    },
  );

  it(
    'beneficiaries: PUT replaces the list with ' + 'account.updated; GET answers the list now and ?AsOf= then',
    async () => {
      const id = await account();
      const person = (Name: string, SharePercent: number) => ({
        Kind: 'Person',
        Name,
        Relationship: 'Child',
        DateOfBirth: '1990-01-01',
        SharePercent,
      });
      const bad = await f.send('PUT', `/v1/accounts/${id}/beneficiaries`, {
        key: A(),
        body: { Primary: [person('Ann', 50), person('Bob', 49.99)] },
      });
      expect(code(bad)).toBe('InvalidRequest');
      const first = await f.send('PUT', `/v1/accounts/${id}/beneficiaries`, {
        key: A(),
        body: { Primary: [person('Ann', 100)] },
      });
      expect(first.json, JSON.stringify(first.json)).toMatchObject({ Status: 1 });
      await new Promise((r) => setTimeout(r, 5)); // two lists never take effect in the same millisecond
      const before = f.events.length;
      const body = { Primary: [person('Bob', 100)], ProviderReferenceId: 'beneficiaries-2' };
      const second = await f.send('PUT', `/v1/accounts/${id}/beneficiaries`, { key: A(), body });
      expect(second.json).toMatchObject({ Status: 1, Changed: true });
      const retry = await f.send('PUT', `/v1/accounts/${id}/beneficiaries`, { key: A(), body });
      expect(retry.json['DesignationSetId']).toBe(second.json['DesignationSetId']);
      const updated = f.events.slice(before).filter((e) => e.EventType === 'account.updated');
      expect(updated.map((e) => [e.ProviderId, e.Data['AccountId'], e.Data['Reason']])).toEqual([
        [f.providerA.ProviderId, id, 'BeneficiariesReplaced'],
      ]);
      const now = await f.send('GET', `/v1/accounts/${id}/beneficiaries`, { key: A() });
      expect((now.json['Primary'] as { Name: string }[])[0]?.Name).toBe('Bob');
      const then = await f.send(
        'GET',
        `/v1/accounts/${id}/beneficiaries?AsOf=${encodeURIComponent(String(first.json['EffectiveFrom']))}`,
        { key: A() },
      );
      expect((then.json['Primary'] as { Name: string }[])[0]?.Name).toBe('Ann');
      const before1 = await f.send('GET', `/v1/accounts/${id}/beneficiaries?AsOf=2000-01-01`, { key: A() });
      expect(before1.json).toMatchObject({ Status: 1, Primary: [], Contingent: [] });
      expect(code(await f.send('GET', `/v1/accounts/${id}/beneficiaries?AsOf=yesterday`, { key: A() }))).toBe(
        'InvalidRequest',
      );
    },
  );

  it('an institution change re-evaluates the holdings of its accounts; providers may not call it', async () => {
    const inst = await f.send('POST', '/v1/institutions', {
      key: OPERATOR,
      body: { Name: 'Scoped Trust', Authorities: ['IrsNonbankCustodian', 'Bank', 'StateTrustCompany'] },
    });
    const institutionId = String(inst.json['InstitutionId']);
    const c = await f.send('POST', '/v1/clients', { key: A(), body: individual() });
    const opened = await f.send('POST', '/v1/accounts', {
      key: A(),
      body: { ClientId: c.json['ClientId'], AccountTypeCode: 'sep-ira', InstitutionId: institutionId },
    });
    expect(opened.json.Status, JSON.stringify(opened.json)).toBe(1);
    const id = String(opened.json['AccountId']);
    await f.send('POST', `/v1/accounts/${id}/fund`, {
      key: A(),
      body: { Amount: 100, Currency: 'USD', PaymentMethodType: 'Wire' },
    });
    expect(code(await trade(id, { Side: 'Purchase', Quantity: '1', Price: '10' }))).toBe('ok');
    const patch = (body: unknown, key = OPERATOR) =>
      f.send('PATCH', `/v1/institutions/${institutionId}`, { key, body });
    expect((await patch({ Name: 'x' }, A())).status).toBe(403);
    const narrowed = await patch({
      AssetScopes: {
        IrsNonbankCustodian: ['CashAndMoneyMarket'],
        Bank: ['CashAndMoneyMarket'],
        StateTrustCompany: ['CashAndMoneyMarket'],
      },
    });
    expect(narrowed.json, JSON.stringify(narrowed.json)).toMatchObject({
      Status: 1,
      HoldingsFlagged: 1,
      AccountsAffected: 1,
    });
    const list = (await holdings(id)).json['Holdings'] as { Eligible: boolean }[];
    expect(list[0]?.Eligible).toBe(false);
    const widened = await patch({ AssetScopes: {} });
    expect(widened.json).toMatchObject({ Status: 1, HoldingsUnflagged: 1 });
    expect(
      code(
        await f.send('PATCH', '/v1/institutions/00000000-0000-4000-8000-000000000000', {
          key: OPERATOR,
          body: { Name: 'y' },
        }),
      ),
    ).toBe('InstitutionNotFound');
  });
});
