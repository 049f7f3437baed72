// Issue 16: the operator's directory (providers, keys without secrets, institutions) and the
// single contract and gate writes, over HTTP on each backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { type Fixture, makeFixture, OPERATOR } from './fixture.js';

const backends = await availableBackends();
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

describe.each(backends)('operator directory and single contract and gate writes on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const op = (method: string, target: string, body?: unknown) =>
    f.send(method, target, { key: OPERATOR, ...(body !== undefined ? { body } : {}) });

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db);
  });
  afterAll(async () => {
    await cleanup();
  });

  describe('providers', () => {
    it('lists them oldest first with paging and TotalCount, and gets one', async () => {
      const all = await op('GET', '/v1/providers');
      expect(all.json.Status).toBe(1);
      expect(all.json['TotalCount']).toBe(2);
      expect(all.json['PageNumber']).toBe(1);
      expect(all.json['PageSize']).toBe(25);
      const providers = all.json['Providers'] as { ProviderId: string; Name: string; ActiveKeyCount: number }[];
      expect(providers.map((p) => p.ProviderId)).toEqual([f.providerA.ProviderId, f.providerB.ProviderId]);
      expect(providers[0]?.Name).toBe('Provider A');
      expect(providers[0]?.ActiveKeyCount).toBe(1);

      const second = await op('GET', '/v1/providers?PageNumber=2&PageSize=1');
      expect(second.json['TotalCount']).toBe(2);
      expect((second.json['Providers'] as { ProviderId: string }[]).map((p) => p.ProviderId)).toEqual([
        f.providerB.ProviderId,
      ]);
      const bad = await op('GET', '/v1/providers?PageSize=101');
      expect(bad.json.ResponseStatus?.ErrorCode).toBe('InvalidRequest');
      expect(bad.json.ResponseStatus?.Message).toMatch(/PageSize from 1 to 100/);

      const one = await op('GET', `/v1/providers/${f.providerA.ProviderId.toUpperCase()}`);
      expect(one.json['ProviderId']).toBe(f.providerA.ProviderId);
      expect(one.json['AccountTypeCodes']).toContain('roth-ira');
      expect(one.json['SatisfiedGates']).toContain('trump-account');
      expect(typeof one.json['CreatedDate']).toBe('string');
      for (const id of [NO_SUCH, 'not-a-guid']) {
        const nf = await op('GET', `/v1/providers/${id}`);
        expect(nf.json.ResponseStatus?.ErrorCode).toBe('ProviderNotFound');
        expect(nf.json.ResponseStatus?.Message).toContain('GET /v1/providers');
      }
    });

    it('is for the operator only: a provider key is Forbidden', async () => {
      for (const target of [
        '/v1/providers',
        `/v1/providers/${f.providerA.ProviderId}`,
        `/v1/providers/${f.providerA.ProviderId}/keys`,
        `/v1/keys/${f.providerA.key.KeyId}`,
        '/v1/institutions',
      ]) {
        const r = await f.send('GET', target, { key: f.providerA.key });
        expect(r.status, target).toBe(403);
        expect(r.json.ResponseStatus?.ErrorCode).toBe('Forbidden');
      }
    });
  });

  describe('keys', () => {
    it('lists and gets keys with their status, never a secret or its ciphertext', async () => {
      const p = await op('POST', '/v1/providers', { Name: 'Key Lister' });
      const pid = String(p.json['ProviderId']);
      const k1 = await op('POST', `/v1/providers/${pid}/keys`, {});
      const k2 = await op('POST', `/v1/providers/${pid}/keys`, {});
      const secrets = [String(k1.json['Secret']), String(k2.json['Secret'])];
      await op('DELETE', `/v1/keys/${String(k1.json['KeyId'])}`);

      const list = await op('GET', `/v1/providers/${pid}/keys`);
      expect(list.json['TotalCount']).toBe(2);
      const keys = list.json['Keys'] as Record<string, unknown>[];
      expect(keys.map((k) => k['KeyId'])).toEqual([k1.json['KeyId'], k2.json['KeyId']]);
      expect(keys[0]).toMatchObject({ KeyStatus: 'Revoked', ProviderId: pid });
      expect(typeof keys[0]?.['RevokedDate']).toBe('string');
      expect(keys[1]).toMatchObject({ KeyStatus: 'Active' });
      expect(keys[1]).not.toHaveProperty('RevokedDate');
      const paged = await op('GET', `/v1/providers/${pid}/keys?PageNumber=2&PageSize=1`);
      expect((paged.json['Keys'] as unknown[]).length).toBe(1);

      const one = await op('GET', `/v1/keys/${String(k2.json['KeyId'])}`);
      expect(one.json).toMatchObject({ Status: 1, KeyId: k2.json['KeyId'], KeyStatus: 'Active', ProviderId: pid });

      const stored = await db.query<{ secret_enc: string }>('SELECT secret_enc FROM api_keys WHERE provider_id = $1', [
        pid,
      ]);
      const text = JSON.stringify([list.json, paged.json, one.json]);
      for (const s of [...secrets, ...stored.rows.map((r) => r.secret_enc)]) expect(text).not.toContain(s);
      for (const k of [...keys, one.json]) {
        expect(k).not.toHaveProperty('Secret');
        expect(k).not.toHaveProperty('SecretEnc');
      }
    });

    it('unknown provider and unknown key are answered as not found', async () => {
      expect((await op('GET', `/v1/providers/${NO_SUCH}/keys`)).json.ResponseStatus?.ErrorCode).toBe(
        'ProviderNotFound',
      );
      for (const id of ['ak_00000000000000000000', 'nope']) {
        const r = await op('GET', `/v1/keys/${id}`);
        expect(r.json.ResponseStatus?.ErrorCode).toBe('KeyNotFound');
      }
    });
  });

  describe('institutions', () => {
    it('lists them oldest first with paging', async () => {
      const list = await op('GET', '/v1/institutions');
      expect(list.json['TotalCount']).toBe(2);
      const rows = list.json['Institutions'] as { InstitutionId: string; Authorities: string[] }[];
      expect(rows.map((r) => r.InstitutionId)).toEqual([f.institutionAll, f.institutionNone]);
      expect(rows[1]?.Authorities).toEqual(['BrokerDealer']);
      const page2 = await op('GET', '/v1/institutions?PageNumber=2&PageSize=1');
      expect((page2.json['Institutions'] as { InstitutionId: string }[])[0]?.InstitutionId).toBe(f.institutionNone);
      const beyond = await op('GET', '/v1/institutions?PageNumber=9');
      expect(beyond.json['Institutions']).toEqual([]);
      expect(beyond.json['TotalCount']).toBe(2);
    });
  });

  describe('one contract or gate at a time', () => {
    it('adds and removes a contract; a repeat changes nothing and answers the same list', async () => {
      const p = await op('POST', '/v1/providers', { Name: 'Single Lists' });
      const pid = String(p.json['ProviderId']);
      await op('PUT', `/v1/providers/${pid}/contracts`, { AccountTypeCodes: ['sep-ira'] });

      const add = await op('PUT', `/v1/providers/${pid}/contracts/roth-ira`);
      expect(add.json).toMatchObject({ Status: 1, ProviderId: pid, AccountTypeCodes: ['sep-ira', 'roth-ira'] });
      const again = await op('PUT', `/v1/providers/${pid}/contracts/roth-ira`, {});
      expect(again.json['AccountTypeCodes']).toEqual(['sep-ira', 'roth-ira']);
      expect((await op('GET', `/v1/providers/${pid}`)).json['AccountTypeCodes']).toEqual(['sep-ira', 'roth-ira']);

      const removed = await op('DELETE', `/v1/providers/${pid}/contracts/sep-ira`);
      expect(removed.json['AccountTypeCodes']).toEqual(['roth-ira']);
      const removedAgain = await op('DELETE', `/v1/providers/${pid}/contracts/sep-ira`);
      expect(removedAgain.json).toMatchObject({ Status: 1, AccountTypeCodes: ['roth-ira'] });
      expect((await op('GET', `/v1/providers/${pid}`)).json['AccountTypeCodes']).toEqual(['roth-ira']);
    });

    it('a removed contract stops new accounts of the type at once; adding it back allows them', async () => {
      const pid = f.providerB.ProviderId;
      const client = await f.send('POST', '/v1/clients', {
        key: f.providerB.key,
        body: { ClientType: 'Individual', Contact: { FirstName: 'Ada', LastName: 'L', DateOfBirth: '1985-12-10' } },
      });
      const ClientId = String(client.json['ClientId']);
      const open = () =>
        f.send('POST', '/v1/accounts', {
          key: f.providerB.key,
          body: { ClientId, AccountTypeCode: 'sep-ira', InstitutionId: f.institutionAll },
        });
      await op('DELETE', `/v1/providers/${pid}/contracts/sep-ira`);
      expect((await open()).json.ResponseStatus?.ErrorCode).toBeDefined();
      await op('PUT', `/v1/providers/${pid}/contracts/sep-ira`);
      expect((await open()).json.Status).toBe(1);
    });

    it('adds and removes a gate; a ship type warns GateNotNeeded', async () => {
      const p = await op('POST', '/v1/providers', { Name: 'Gates One By One' });
      const pid = String(p.json['ProviderId']);
      const add = await op('PUT', `/v1/providers/${pid}/gates/trump-account`);
      expect(add.json).toMatchObject({ Status: 1, SatisfiedGates: ['trump-account'] });
      expect(add.json).not.toHaveProperty('Warnings');
      const ship = await op('PUT', `/v1/providers/${pid}/gates/roth-ira`);
      expect(ship.json['SatisfiedGates']).toEqual(['trump-account', 'roth-ira']);
      expect((ship.json['Warnings'] as { Code: string }[])[0]?.Code).toBe('GateNotNeeded');
      const del = await op('DELETE', `/v1/providers/${pid}/gates/roth-ira`);
      expect(del.json['SatisfiedGates']).toEqual(['trump-account']);
      expect((await op('GET', `/v1/providers/${pid}`)).json['SatisfiedGates']).toEqual(['trump-account']);
    });

    it(
      'refuses unknown slugs (naming the slug of a legacy code), unknown providers, bodies with fields and ' +
        'provider keys',
      async () => {
        const pid = f.providerA.ProviderId;
        const legacy = await op('PUT', `/v1/providers/${pid}/contracts/HFS`);
        expect(legacy.json.ResponseStatus?.ErrorCode).toBe('UnknownAccountType');
        expect(legacy.json.ResponseStatus?.Message).toMatch(/legacy code: use its slug/);
        const unknown = await op('DELETE', `/v1/providers/${pid}/gates/no-such-type`);
        expect(unknown.json.ResponseStatus?.ErrorCode).toBe('UnknownAccountType');
        expect(unknown.json.ResponseStatus?.Message).toContain('GET /v1/account-types');
        for (const target of [`/v1/providers/${NO_SUCH}/contracts/roth-ira`, '/v1/providers/x/gates/roth-ira']) {
          const nf = await op('PUT', target);
          expect(nf.json.ResponseStatus?.ErrorCode).toBe('ProviderNotFound');
        }
        const body = await op('PUT', `/v1/providers/${pid}/contracts/roth-ira`, { AccountTypeCodes: ['x'] });
        expect(body.json.ResponseStatus?.ErrorCode).toBe('InvalidRequest');
        const forbidden = await f.send('PUT', `/v1/providers/${pid}/contracts/roth-ira`, { key: f.providerA.key });
        expect(forbidden.status).toBe(403);
      },
    );

    it('the OpenAPI document describes each new operation', async () => {
      const doc = (await (await f.fetch(new Request('http://acctos.test/openapi.json'))).json()) as {
        paths: Record<string, Record<string, { operationId?: string; summary?: string; description?: string }>>;
      };
      const expected: [string, string, string][] = [
        ['/v1/providers', 'get', 'ListProviders'],
        ['/v1/providers/{ProviderId}', 'get', 'GetProvider'],
        ['/v1/providers/{ProviderId}/keys', 'get', 'ListProviderKeys'],
        ['/v1/keys/{KeyId}', 'get', 'GetKey'],
        ['/v1/institutions', 'get', 'ListInstitutions'],
        ['/v1/providers/{ProviderId}/contracts/{AccountTypeCode}', 'put', 'AddProviderContract'],
        ['/v1/providers/{ProviderId}/contracts/{AccountTypeCode}', 'delete', 'RemoveProviderContract'],
        ['/v1/providers/{ProviderId}/gates/{AccountTypeCode}', 'put', 'AddProviderGate'],
        ['/v1/providers/{ProviderId}/gates/{AccountTypeCode}', 'delete', 'RemoveProviderGate'],
      ];
      for (const [path, method, id] of expected) {
        const o = doc.paths[path]?.[method];
        expect(o?.operationId, `${method} ${path}`).toBe(id);
        expect(o?.summary).toBeTruthy();
        expect(o?.description).toBeTruthy();
      }
    });
  });
});
