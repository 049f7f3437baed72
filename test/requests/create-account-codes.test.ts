import { describe, expect, it } from 'vitest';
import { type CreateAccountErrorCode, validateCreateAccount } from '../../src/index.js';
import { ALL_SLUGS, CLIENT_ID, catalog, fullContext, INSTITUTION_ID, MINIMAL, minimal, without } from './fixtures.js';

const run = (body: unknown, ctx = fullContext()) => validateCreateAccount(catalog, body, ctx);

function fail(r: ReturnType<typeof run>) {
  if (r.ok) throw new Error(`expected a failure, got ${JSON.stringify(r.value)}`);
  return r;
}

describe('validateCreateAccount: a valid minimal request for every type', () => {
  it('the fixture covers all 23 catalog types', () => {
    expect(Object.keys(MINIMAL).sort()).toEqual([...ALL_SLUGS].sort());
    expect(ALL_SLUGS).toHaveLength(23);
  });
  for (const slug of ALL_SLUGS) {
    it(`${slug} passes with its nature, phase and no warnings`, () => {
      const r = run(minimal(slug));
      if (!r.ok) throw new Error(`${slug}: ${r.Message}`);
      const type = catalog.typeBySlug.get(slug)!;
      expect(r.value.AccountTypeCode).toBe(slug);
      expect(r.value.Nature).toBe(type.Nature);
      expect(r.value.ClientId).toBe(CLIENT_ID);
      expect(r.value.Warnings).toEqual([]);
      const expected = slug.startsWith('inherited-')
        ? 'InheritedDistribution'
        : slug === 'trump-account'
          ? 'GrowthPeriod'
          : 'Standard';
      expect(r.value.Phase).toBe(expected);
    });
  }
});

describe('validateCreateAccount: every top-level error code is reachable', () => {
  const reached = new Set<CreateAccountErrorCode>();
  const expectCode = (r: ReturnType<typeof run>, code: CreateAccountErrorCode) => {
    const f = fail(r);
    expect(f.ErrorCode).toBe(code);
    expect(f.Message.length).toBeGreaterThan(10);
    reached.add(code);
    return f;
  };

  it('InvalidRequest: body not an object (array, string, null, number)', () => {
    for (const b of [[], 'x', null, 3, true, undefined]) {
      const f = expectCode(run(b), 'InvalidRequest');
      expect(f.Message).toMatch(/JSON object/);
    }
  });
  it('UnknownAccountType: a TaxType key, with a message saying it was removed', () => {
    const f = expectCode(run({ ...minimal('sep-ira'), TaxType: 'Traditional' }), 'UnknownAccountType');
    expect(f.Message).toMatch(/TaxType was removed/);
    expect(f.Errors[0]).toMatchObject({ FieldName: 'TaxType', ErrorCode: 'FieldRemoved' });
  });
  it('TaxType is reported even before a missing AccountTypeCode', () => {
    expectCode(run({ TaxType: 'ROTH' }), 'UnknownAccountType');
  });
  it('InvalidRequest: AccountTypeCode missing, null or not a string', () => {
    expect(expectCode(run(without(minimal('sep-ira'), 'AccountTypeCode')), 'InvalidRequest').Errors[0]).toMatchObject({
      FieldName: 'AccountTypeCode',
      ErrorCode: 'Required',
    });
    expect(expectCode(run(minimal('sep-ira', { AccountTypeCode: null })), 'InvalidRequest').Errors[0]?.ErrorCode).toBe(
      'Required',
    );
    expect(expectCode(run(minimal('sep-ira', { AccountTypeCode: 7 })), 'InvalidRequest').Errors[0]?.ErrorCode).toBe(
      'InvalidFormat',
    );
  });
  it('UnknownAccountType: not a slug', () => {
    const f = expectCode(run(minimal('sep-ira', { AccountTypeCode: 'hsa' })), 'UnknownAccountType');
    expect(f.Message).toMatch(/not an account type/);
  });
  it('UnknownAccountType: every legacy three-letter code names its slug and says codes are not accepted', () => {
    expect(catalog.legacyCodes.size).toBeGreaterThan(15);
    for (const [code, slug] of catalog.legacyCodes) {
      const f = expectCode(run(minimal(slug, { AccountTypeCode: code })), 'UnknownAccountType');
      expect(f.Message).toContain(`"${slug}"`);
      expect(f.Message).toMatch(/legacy codes are not accepted/);
    }
  });
  it('UnknownAccountType: an upper-case slug suggests the lower-case slug', () => {
    expect(expectCode(run(minimal('sep-ira', { AccountTypeCode: 'SEP-IRA' })), 'UnknownAccountType').Message).toMatch(
      /did you mean "sep-ira"/,
    );
  });
  it('TrusteeRequired: TrusteeId missing or null on a PlanHolding type, with all field problems listed', () => {
    for (const slug of ['emergency-savings-plesa', 'employee-stock-ownership-plan']) {
      const f = expectCode(run(without(minimal(slug), 'TrusteeId', 'PlanId')), 'TrusteeRequired');
      expect(f.Errors.map((e) => e.FieldName).sort()).toEqual(['PlanId', 'TrusteeId']);
      expectCode(run(minimal(slug, { TrusteeId: null })), 'TrusteeRequired');
    }
  });
  it('a malformed TrusteeId on a PlanHolding type is InvalidRequest, not TrusteeRequired', () => {
    expectCode(run(minimal('employee-stock-ownership-plan', { TrusteeId: 'nope' })), 'InvalidRequest');
  });
  it('ClientNotFound: no client record, or one for another ClientId', () => {
    expectCode(run(minimal('sep-ira'), fullContext({ Client: null })), 'ClientNotFound');
    const other = { ClientId: INSTITUTION_ID, ClientType: 'Individual', Contact: {}, ClientStatus: 'Active' };
    expectCode(run(minimal('sep-ira'), fullContext({ Client: other })), 'ClientNotFound');
  });
  it('field errors come before ClientNotFound', () => {
    expectCode(run(minimal('sep-ira', { ClientId: 'x' }), fullContext({ Client: null })), 'InvalidRequest');
  });
  it('a client that is not Active cannot open an account (InvalidRequest, ClientNotActive)', () => {
    const ctx = fullContext();
    const f = expectCode(
      run(minimal('sep-ira'), { ...ctx, Client: { ...ctx.Client!, ClientStatus: 'Closed' } }),
      'InvalidRequest',
    );
    expect(f.Errors[0]?.ErrorCode).toBe('ClientNotActive');
  });
  it('InstitutionNotFound: the type takes one and none was found', () => {
    expectCode(run(minimal('sep-ira'), fullContext({ Institution: null })), 'InstitutionNotFound');
  });
  it('BenefitObligation needs no institution record', () => {
    expect(run(minimal('health-care-fsa'), fullContext({ Institution: null })).ok).toBe(true);
  });
  it('InstitutionNotAuthorizedForAccountType: names each unmet group with its alternatives', () => {
    const f = expectCode(
      run(
        minimal('emergency-savings-plesa'),
        fullContext({ Institution: { InstitutionId: INSTITUTION_ID, Authorities: ['BrokerDealer'] } }),
      ),
      'InstitutionNotAuthorizedForAccountType',
    );
    expect(f.Errors).toHaveLength(2);
    expect(f.Message).toContain('ErisaTrustee');
    expect(f.Message).toContain('IrsNonbankCustodian OR Bank OR StateTrustCompany');
  });
  it('AccountTypeNotAvailable: not contracted, and gated without the gate, with the reasons', () => {
    const f = expectCode(run(minimal('sep-ira'), fullContext({ ContractedTypes: [] })), 'AccountTypeNotAvailable');
    expect(f.Errors[0]).toMatchObject({ FieldName: 'AccountTypeCode', ErrorCode: 'NotContracted' });
    const g = expectCode(run(minimal('sarsep-ira'), fullContext({ SatisfiedGates: [] })), 'AccountTypeNotAvailable');
    expect(g.Errors[0]).toMatchObject({ ErrorCode: 'GateNotSatisfied' });
    expect(g.Message).toMatch(/gated/);
  });
  it('authority is checked before availability', () => {
    expectCode(
      run(
        minimal('sep-ira'),
        fullContext({ ContractedTypes: [], Institution: { InstitutionId: INSTITUTION_ID, Authorities: [] } }),
      ),
      'InstitutionNotAuthorizedForAccountType',
    );
  });
  it('InvalidRequest: a host context without a valid Today', () => {
    expect(
      expectCode(run(minimal('sep-ira'), fullContext({ Today: '2026-13-01' })), 'InvalidRequest').Errors[0]?.FieldName,
    ).toBe('Today');
  });
  it('reached all seven codes', () => {
    expect([...reached].sort()).toEqual(
      [
        'AccountTypeNotAvailable',
        'ClientNotFound',
        'InstitutionNotAuthorizedForAccountType',
        'InstitutionNotFound',
        'InvalidRequest',
        'TrusteeRequired',
        'UnknownAccountType',
      ].sort(),
    );
  });
});
