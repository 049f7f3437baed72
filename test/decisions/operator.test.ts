import { describe, expect, it } from 'vitest';
import {
  decideCreateInstitution,
  decideCreateProvider,
  decideIssueKey,
  decidePutContracts,
  decidePutGates,
  decideRevokeKey,
} from '../../src/index.js';
import { catalog, expectOk, guid } from './memory-host.js';

const NOW = '2026-03-02T09:00:00.000Z';
const TODAY = '2026-03-02';
const PROVIDER = { ProviderId: guid(1) };

describe('operator writes (design.md section 5)', () => {
  it('Create Provider: Name 1..200 characters, no other field', () => {
    const d = expectOk(
      decideCreateProvider(catalog, { Now: NOW, NewIds: { ProviderId: guid(2) } }, { Name: 'Acme' }, TODAY),
    );
    expect(d.Records.Provider).toEqual({ ProviderId: guid(2), Name: 'Acme', CreatedDate: NOW });
    expect(d.Result).toEqual({ ProviderId: guid(2) });
    for (const body of [{}, { Name: '' }, { Name: 'x'.repeat(201) }, { Name: 'A', Other: 1 }, []])
      expect(decideCreateProvider(catalog, { Now: NOW, NewIds: { ProviderId: guid(2) } }, body, TODAY).ok).toBe(false);
  });

  it('Issue Key: the body takes no field and the provider must exist; the secret is the host’s randomness', () => {
    const NewKey = { KeyId: 'ak_0123456789abcdef0123', Secret: 's'.repeat(43) };
    const d = expectOk(decideIssueKey(catalog, { Now: NOW, Provider: PROVIDER, NewKey }, {}, TODAY));
    expect(d.Result).toEqual({ ...NewKey, ProviderId: guid(1) });
    expect(d.Records.Key).toEqual({ ...NewKey, ProviderId: guid(1), CreatedDate: NOW });
    expect(expectOk(decideIssueKey(catalog, { Now: NOW, Provider: PROVIDER, NewKey }, undefined, TODAY)).ok).toBe(true);
    expect(decideIssueKey(catalog, { Now: NOW, Provider: null, NewKey }, {}, TODAY)).toMatchObject({
      ErrorCode: 'ProviderNotFound',
    });
    expect(decideIssueKey(catalog, { Now: NOW, Provider: PROVIDER, NewKey }, { Scope: 'x' }, TODAY)).toMatchObject({
      ErrorCode: 'InvalidRequest',
    });
  });

  it('Revoke Key: idempotent, the first revocation time stands; unknown is KeyNotFound', () => {
    const key = { KeyId: 'ak_1', ProviderId: guid(1), RevokedDate: null };
    const d = expectOk(decideRevokeKey(catalog, { Now: NOW, Key: key }, undefined, TODAY));
    expect(d.Records.Revocation).toEqual({ KeyId: 'ak_1', RevokedDate: NOW });
    const again = expectOk(
      decideRevokeKey(catalog, { Now: '2026-03-03T00:00:00Z', Key: { ...key, RevokedDate: NOW } }, undefined, TODAY),
    );
    expect(again.Records).toEqual({});
    expect(again.Result).toEqual({ KeyId: 'ak_1', RevokedDate: NOW });
    expect(decideRevokeKey(catalog, { Now: NOW, Key: null }, undefined, TODAY)).toMatchObject({
      ErrorCode: 'KeyNotFound',
    });
  });
});

describe('institution validation (spec part 2.5: authorities; design.md section 5: AssetScopes)', () => {
  const facts = { Now: NOW, NewIds: { InstitutionId: guid(3) } };

  it('stores catalog authorities de-duplicated, and scopes over held authorities and catalog asset classes', () => {
    const d = expectOk(
      decideCreateInstitution(
        catalog,
        facts,
        {
          Name: 'Trust Co',
          Authorities: ['Bank', 'IrsNonbankCustodian', 'Bank'],
          AssetScopes: { IrsNonbankCustodian: ['StocksAndEtfs'] },
        },
        TODAY,
      ),
    );
    expect(d.Records.Institution).toEqual({
      InstitutionId: guid(3),
      Name: 'Trust Co',
      Authorities: ['Bank', 'IrsNonbankCustodian'],
      AssetScopes: { IrsNonbankCustodian: ['StocksAndEtfs'] },
      CreatedDate: NOW,
    });
  });

  it('refuses an unknown authority, a scope for an authority not held, and an unknown asset class', () => {
    const r = decideCreateInstitution(
      catalog,
      facts,
      {
        Name: 'X',
        Authorities: ['Bank', 'Wizard'],
        AssetScopes: { IrsNonbankCustodian: ['StocksAndEtfs'], Bank: ['Tulips'] },
      },
      TODAY,
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.Errors.map((e) => `${e.FieldName}: ${e.Message}`)).toEqual([
        'Authorities: Unknown authority Wizard.',
        'AssetScopes.IrsNonbankCustodian: An asset scope must name an authority the institution holds.',
        'AssetScopes.Bank: Unknown asset class Tulips.',
      ]);
    for (const body of [
      { Name: 'X' },
      { Name: 'X', Authorities: 'Bank' },
      { Name: 'X', Authorities: [1] },
      { Name: 'X', Authorities: [], AssetScopes: [] },
    ])
      expect(decideCreateInstitution(catalog, facts, body, TODAY).ok).toBe(false);
  });
});

describe('contracts and gates (design.md sections 2 and 5; spec part 9: legacy codes are not accepted)', () => {
  it('replaces the list with catalog slugs, de-duplicated', () => {
    const d = expectOk(
      decidePutContracts(
        catalog,
        { Now: NOW, Provider: PROVIDER },
        { AccountTypeCodes: ['sep-ira', 'roth-ira', 'sep-ira'] },
        TODAY,
      ),
    );
    expect(d.Records.Contracts).toEqual({ ProviderId: guid(1), AccountTypeCodes: ['sep-ira', 'roth-ira'] });
    expect(d.Result).toEqual({ ProviderId: guid(1), AccountTypeCodes: ['sep-ira', 'roth-ira'] });
  });

  it('a legacy three-letter code is UnknownAccountType naming the slug; slugs are checked before the provider', () => {
    const r = decidePutContracts(catalog, { Now: NOW, Provider: null }, { AccountTypeCodes: ['PLE'] }, TODAY);
    expect(r).toMatchObject({ ok: false, ErrorCode: 'UnknownAccountType' });
    if (!r.ok) expect(r.Errors[0]?.Message).toBe('PLE is not in the catalog (legacy code of emergency-savings-plesa).');
    expect(decidePutContracts(catalog, { Now: NOW, Provider: null }, { AccountTypeCodes: [] }, TODAY)).toMatchObject({
      ErrorCode: 'ProviderNotFound',
    });
  });

  it('gates: a gate for a ship type is stored with a GateNotNeeded warning', () => {
    const d = expectOk(
      decidePutGates(
        catalog,
        { Now: NOW, Provider: PROVIDER },
        { SatisfiedGates: ['trump-account', 'sep-ira'] },
        TODAY,
      ),
    );
    expect(d.Records.Gates.SatisfiedGates).toEqual(['trump-account', 'sep-ira']);
    expect(d.Warnings.map((w) => w.Code)).toEqual(['GateNotNeeded']);
    expect(
      expectOk(decidePutGates(catalog, { Now: NOW, Provider: PROVIDER }, { SatisfiedGates: ['trump-account'] }, TODAY))
        .Warnings,
    ).toEqual([]);
  });
});
