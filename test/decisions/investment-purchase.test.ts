import { describe, expect, it } from 'vitest';
import { validateInvestmentPurchaseRequest } from '../../src/index.js';
import {
  ALL_AUTHORITIES,
  catalog,
  EMPLOYER_ID,
  expectOk,
  guid,
  hostWithClient,
  MemoryHost,
  openAccount,
} from './memory-host.js';

const INST = { InstitutionId: ALL_AUTHORITIES.InstitutionId };
const BUY = { AssetClass: 'StocksAndEtfs', Amount: 60, Currency: 'USD' };

function funded(slug = 'sep-ira', fields: Record<string, unknown> = INST) {
  const { host, clientId } = hostWithClient('2026-03-02');
  const id = openAccount(host, clientId, slug, fields);
  return { host, id };
}

describe('investment purchase (today’s route; holdings come with decideInvestment, design.md section 8)', () => {
  it('cash leaves the client’s Settled bucket to ExternalClearing and investment.purchased is emitted', () => {
    const { host, id } = funded();
    expectOk(host.fund(id, { Amount: 100, Currency: 'USD', PaymentMethodType: 'Wire' }));
    const d = expectOk(host.invest(id, BUY));
    expect(d.Records.Transaction).toMatchObject({
      Kind: 'Entry',
      EntryType: 'InvestmentPurchase',
      Direction: 'Debit',
      Amount: '60',
      Status: 'Posted',
      Description: 'Purchase StocksAndEtfs',
    });
    expect(d.Entries).toEqual([
      { Account: { Kind: 'Client', AccountId: id, Bucket: 'Settled' }, Amount: '-60', Currency: 'USD' },
      { Account: { Kind: 'Service', Name: 'ExternalClearing' }, Amount: '60', Currency: 'USD' },
    ]);
    expect(d.Events).toEqual([
      {
        EventType: 'investment.purchased',
        OccurredAt: d.Records.Transaction.CreatedDate,
        Data: {
          AccountId: id,
          TransactionId: d.Result.TransactionId,
          AssetClass: 'StocksAndEtfs',
          Amount: 60,
          Status: 'Posted',
        },
      },
    ]);
    expect(host.balances(id).Settled).toBe('40');
  });

  it('BenefitObligation and DepositLiability accounts are AccountTypeNotInvestable (spec 6.2, 7.2)', () => {
    const fsa = funded('health-care-fsa', {
      EmployerId: EMPLOYER_ID,
      PlanYear: 2026,
      AnnualElection: 500,
      UniformCoverage: 'Applies',
    });
    const a = fsa.host.invest(fsa.id, BUY);
    expect(a.ok ? 'accepted' : a.ErrorCode).toBe('AccountTypeNotInvestable');
    const dda = funded('demand-deposit-checking', {
      ...INST,
      ProductType: 'Checking',
      OverdraftPermitted: true,
      AnnualPercentageYield: 1,
    });
    const b = dda.host.invest(dda.id, BUY);
    expect(b.ok ? 'accepted' : b.ErrorCode).toBe('AccountTypeNotInvestable');
  });

  it(
    'an asset class the type’s matrix row does not permit is AssetNotEligible (spec 2.5: SEP IRA, real ' + 'estate N)',
    () => {
      const { host, id } = funded();
      expectOk(host.fund(id, { Amount: 100, Currency: 'USD', PaymentMethodType: 'Wire' }));
      const r = host.invest(id, { ...BUY, AssetClass: 'RealEstate' });
      expect(r.ok ? 'accepted' : r.ErrorCode).toBe('AssetNotEligible');
      if (!r.ok)
        expect(r.Errors[0]).toMatchObject({ FieldName: 'AssetClass', ErrorCode: 'NotPermittedForAccountType' });
      const unknown = host.invest(id, { ...BUY, AssetClass: 'Tulips' });
      expect(unknown.ok ? 'accepted' : unknown.Errors[0]?.ErrorCode).toBe('UnknownAssetClass');
    },
  );

  it('the institution’s asset scope bounds what the account may hold', () => {
    const host = new MemoryHost('2026-03-02');
    const narrow = {
      InstitutionId: guid(800),
      Authorities: ['IrsNonbankCustodian'],
      AssetScopes: { IrsNonbankCustodian: ['MutualFunds'] },
    };
    host.institutions.set(narrow.InstitutionId, narrow);
    const c = expectOk(host.createClient({ ClientType: 'Individual', Contact: { FirstName: 'A', LastName: 'B' } }));
    const id = openAccount(host, c.Result.ClientId, 'sep-ira', { InstitutionId: narrow.InstitutionId });
    expectOk(host.fund(id, { Amount: 100, Currency: 'USD', PaymentMethodType: 'Wire' }));
    const r = host.invest(id, BUY);
    expect(r.ok ? 'accepted' : r.Errors.map((e) => e.ErrorCode)).toContain('OutsideInstitutionAssetScope');
    expectOk(host.invest(id, { ...BUY, AssetClass: 'MutualFunds' }));
  });

  it('InsufficientFunds over the available balance; a Restricted account refuses purchases', () => {
    const { host, id } = funded();
    expectOk(host.fund(id, { Amount: 50, Currency: 'USD', PaymentMethodType: 'Wire' }));
    const r = host.invest(id, BUY);
    expect(r.ok ? 'accepted' : r.ErrorCode).toBe('InsufficientFunds');
    expectOk(host.updateAccount(id, { AccountStatus: 'Restricted' }));
    const s = host.invest(id, { ...BUY, Amount: 1 });
    expect(s.ok ? 'accepted' : s.Errors[0]?.ErrorCode).toBe('AccountStatusNotPermitted');
  });

  it('request validation: every field checked, nothing thrown', () => {
    expect(validateInvestmentPurchaseRequest(catalog, BUY)).toMatchObject({
      ok: true,
      value: { AssetClass: 'StocksAndEtfs', Amount: '60' },
    });
    const bad = validateInvestmentPurchaseRequest(catalog, {
      AssetClass: '',
      Amount: '1.001',
      Currency: 'EUR',
      Extra: 1,
      Instrument: { Attributes: { IsCollectible: [1] } },
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.Errors.map((e) => e.FieldName).sort()).toEqual(
        ['AssetClass', 'Amount', 'Currency', 'Extra', 'Instrument.Attributes.IsCollectible'].sort(),
      );
    for (const body of [null, [], 'x', 7, { Instrument: 'x', AssetClass: 'StocksAndEtfs', Amount: 1, Currency: 'USD' }])
      expect(validateInvestmentPurchaseRequest(catalog, body).ok).toBe(false);
  });
});
