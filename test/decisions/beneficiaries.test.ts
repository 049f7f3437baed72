import { describe, expect, it } from 'vitest';
import { designationsInForce } from '../../src/index.js';
import { HoldingsHost } from './holdings-host.js';
import { ALL_AUTHORITIES, expectOk } from './memory-host.js';

const TODAY = '2026-03-02';
const person = (Name: string, SharePercent: string | number, over: Record<string, unknown> = {}) => ({
  Kind: 'Person',
  Name,
  Relationship: 'Child',
  DateOfBirth: '1990-05-05',
  SharePercent,
  ...over,
});

function account(address?: Record<string, unknown>) {
  const h = new HoldingsHost(TODAY);
  const clientId = expectOk(
    h.createClient({
      ClientType: 'Individual',
      Contact: {
        FirstName: 'A',
        LastName: 'B',
        DateOfBirth: '1960-01-01',
        ...(address !== undefined ? { Address: address } : {}),
      },
    }),
  ).Result.ClientId;
  const id = expectOk(
    h.createAccount({ AccountTypeCode: 'roth-ira', ClientId: clientId, InstitutionId: ALL_AUTHORITIES.InstitutionId }),
  ).Result.AccountId;
  return { h, id };
}

describe('decideBeneficiaries (PUT /v1/accounts/{AccountId}/beneficiaries: replace all)', () => {
  it('records the list with its effective time and emits account.updated without personal data', () => {
    const { h, id } = account();
    const d = expectOk(
      h.putBeneficiaries(id, {
        Primary: [person('Ann', 60, { PerStirpes: true }), person('Bob', 40)],
        Contingent: [{ Kind: 'Charity', Name: 'Red Cross', SharePercent: 100 }],
        ProviderReferenceId: 'b-1',
      }),
    );
    expect(d.Records.Designations).toMatchObject({
      AccountId: id,
      EffectiveFrom: d.Result.EffectiveFrom,
      EffectiveTo: null,
      SpousalConsentRequired: null,
    });
    expect(d.Records.Designations?.Primary[0]).toMatchObject({ Name: 'Ann', SharePercent: '60', PerStirpes: true });
    expect(d.Records.Supersede).toBeUndefined();
    expect(d.Events).toEqual([
      {
        EventType: 'account.updated',
        OccurredAt: d.Result.EffectiveFrom,
        Data: {
          AccountId: id,
          Reason: 'BeneficiariesReplaced',
          DesignationSetId: d.Result.DesignationSetId,
          PrimaryCount: 2,
          ContingentCount: 1,
        },
      },
    ]);
    expect(d.Unchecked).toEqual(['OwnerStateOfResidence', 'OwnerIsMarried']);
  });

  it('shares that do not sum to 100 are refused per tier, and nothing is recorded', () => {
    const { h, id } = account();
    const r = h.putBeneficiaries(id, {
      Primary: [person('Ann', '50'), person('Bob', '49.99')],
      Contingent: [person('Cy', 60), person('Di', '40.01')],
    });
    expect(r.ok ? 'accepted' : r.ErrorCode).toBe('InvalidRequest');
    if (!r.ok)
      expect(r.Errors.map((e) => [e.FieldName, e.ErrorCode])).toEqual([
        ['Primary', 'SharesDoNotSumTo100'],
        ['Contingent', 'SharesDoNotSumTo100'],
      ]);
    expect(h.designations).toEqual([]);
    expect(h.events.filter((e) => e.Data['Reason'] === 'BeneficiariesReplaced')).toEqual([]);
  });

  it(
    'a married owner in a community-property state (California, from the address) needs SpousalConsent on a ' +
      'non-spouse primary',
    () => {
      const { h, id } = account({
        Line1: '1 Main St',
        City: 'Fresno',
        Region: 'CA',
        PostalCode: '93701',
        Country: 'US',
      });
      const r = h.putBeneficiaries(id, { Primary: [person('Ann', 100)], OwnerIsMarried: true });
      expect(r.ok ? 'accepted' : r.Errors[0]).toMatchObject({
        FieldName: 'Primary[0].SpousalConsent',
        ErrorCode: 'SpousalConsentRequired',
      });
      const ok = expectOk(
        h.putBeneficiaries(id, { Primary: [person('Ann', 100, { SpousalConsent: true })], OwnerIsMarried: true }),
      );
      expect(ok.Records.Designations).toMatchObject({
        OwnerStateOfResidence: 'CA',
        OwnerIsMarried: true,
        SpousalConsentRequired: true,
      });
      // The body's state overrides the address: New York is not a community-property state.
      expectOk(
        h.putBeneficiaries(id, { Primary: [person('Ann', 100)], OwnerIsMarried: true, OwnerStateOfResidence: 'NY' }),
      );
    },
  );

  it(
    'replacing keeps the history: GET ?AsOf= answers the list in force then; repeating the list writes ' + 'nothing',
    () => {
      const { h, id } = account();
      const first = expectOk(h.putBeneficiaries(id, { Primary: [person('Ann', 100)] }));
      const second = expectOk(h.putBeneficiaries(id, { Primary: [person('Bob', 100)] }));
      expect(second.Records.Supersede).toEqual({
        DesignationSetId: first.Result.DesignationSetId,
        EffectiveTo: second.Result.EffectiveFrom,
      });
      const history = h.designations.filter((s) => s.AccountId === id);
      expect(history).toHaveLength(2);
      expect(designationsInForce(history, first.Result.EffectiveFrom)?.Primary[0]?.Name).toBe('Ann');
      expect(designationsInForce(history, second.Result.EffectiveFrom)?.Primary[0]?.Name).toBe('Bob');
      expect(designationsInForce(history, TODAY)?.Primary[0]?.Name).toBe('Bob');
      expect(designationsInForce(history, '2026-03-01')).toBeUndefined();
      expect(designationsInForce(history, 'yesterday')).toBeUndefined();
      const again = expectOk(h.putBeneficiaries(id, { Primary: [person('Bob', 100)] }));
      expect(again.Records).toEqual({});
      expect(again.Events).toEqual([]);
      expect(again.Result).toMatchObject({ DesignationSetId: second.Result.DesignationSetId, Changed: false });
    },
  );

  it('an unknown or closed account takes no list', () => {
    const { h, id } = account();
    const r = h.putBeneficiaries('00000000-0000-4000-8000-999999999999', { Primary: [] });
    expect(r.ok ? 'accepted' : r.ErrorCode).toBe('AccountNotFound');
    expectOk(h.updateAccount(id, { AccountStatus: 'Closed' }));
    const closed = h.putBeneficiaries(id, { Primary: [] });
    expect(closed.ok ? 'accepted' : closed.Errors[0]?.ErrorCode).toBe('AccountClosed');
  });
});

describe('a stored list read back with its keys in another order (jsonb) is still the same list', () => {
  it('repeating it writes nothing', () => {
    const { h, id } = account();
    const first = expectOk(h.putBeneficiaries(id, { Primary: [person('Ann', 100)], OwnerIsMarried: false }));
    const i = h.designations.findIndex((s) => s.DesignationSetId === first.Result.DesignationSetId);
    const stored = h.designations[i]!;
    const reordered = stored.Primary.map((d) => Object.fromEntries(Object.entries(d).reverse()) as typeof d);
    h.designations[i] = { ...stored, Primary: reordered };
    const again = expectOk(h.putBeneficiaries(id, { Primary: [person('Ann', 100)], OwnerIsMarried: false }));
    expect(again.Result.Changed).toBe(false);
    const changed = expectOk(h.putBeneficiaries(id, { Primary: [person('Ann', 100)], OwnerIsMarried: true }));
    expect(changed.Result.Changed).toBe(true);
  });
});
