import { describe, expect, it } from 'vitest';
import { HoldingsHost } from './holdings-host.js';
import { ALL_AUTHORITIES, expectOk } from './memory-host.js';

const TODAY = '2026-03-02';
const INST = { InstitutionId: ALL_AUTHORITIES.InstitutionId };
const APPLE = { Identifier: { Scheme: 'Cusip', Value: '037833100' }, AssetClass: 'StocksAndEtfs', Name: 'Apple Inc.' };

function client(host: HoldingsHost, dateOfBirth: string): string {
  const d = expectOk(
    host.createClient({
      ClientType: 'Individual',
      Contact: { FirstName: 'Ada', LastName: 'L', DateOfBirth: dateOfBirth },
    }),
  );
  return d.Result.ClientId;
}

function open(host: HoldingsHost, clientId: string, slug: string, fields: Record<string, unknown> = INST): string {
  return expectOk(host.createAccount({ AccountTypeCode: slug, ClientId: clientId, ...fields })).Result.AccountId;
}

function fund(host: HoldingsHost, id: string, amount = 1000): void {
  expectOk(host.fund(id, { Amount: amount, Currency: 'USD', PaymentMethodType: 'Wire' }));
}

/** A host with an instrument and four funded accounts: two types exclude life insurance, two do not. */
function setUp() {
  const host = new HoldingsHost(TODAY);
  const adult = client(host, '1980-06-15');
  const child = client(host, '2014-05-01');
  const accounts = {
    sep: open(host, adult, 'sep-ira'),
    esa: open(host, child, 'coverdell-esa'),
    trust: open(host, adult, 'irrevocable-trust'),
    sep2: open(host, adult, 'sep-ira'),
  };
  for (const id of Object.values(accounts)) fund(host, id);
  const instrumentId = expectOk(host.createInstrument(APPLE)).Result.InstrumentId;
  return { host, accounts, instrumentId };
}

describe('decideCreateInstrument (POST /v1/instruments)', () => {
  it('registers a validated instrument and refuses the same identifier twice', () => {
    const host = new HoldingsHost(TODAY);
    const d = expectOk(host.createInstrument({ ...APPLE, Identifier: { Scheme: 'Cusip', Value: '037833100' } }));
    expect(d.Records.Instrument).toMatchObject({
      InstrumentId: d.Result.InstrumentId,
      Identifier: { Scheme: 'Cusip', Value: '037833100' },
      AssetClass: 'StocksAndEtfs',
      Currency: 'USD',
      QuantityScale: 6,
      Attributes: {},
      Prices: [],
    });
    expect(d.Events).toEqual([]);
    const again = host.createInstrument(APPLE);
    expect(again.ok).toBe(false);
    if (!again.ok) {
      expect(again.ErrorCode).toBe('InvalidRequest');
      expect(again.Errors[0]).toMatchObject({ FieldName: 'Identifier.Value', ErrorCode: 'AlreadyRegistered' });
      expect(again.Message).toContain(d.Result.InstrumentId);
    }
  });
  it('a miskeyed CUSIP (Oracle 68389X106; 5 is the check digit) and ISIN are refused with the field', () => {
    const host = new HoldingsHost(TODAY);
    const cusip = host.createInstrument({ ...APPLE, Identifier: { Scheme: 'Cusip', Value: '68389X106' } });
    expect(cusip).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
    if (!cusip.ok)
      expect(cusip.Errors[0]).toMatchObject({ FieldName: 'Identifier.Value', ErrorCode: 'CheckDigitMismatch' });
    const isin = host.createInstrument({ ...APPLE, Identifier: { Scheme: 'Isin', Value: 'US0373831005' } });
    if (!isin.ok) expect(isin.Errors[0]).toMatchObject({ ErrorCode: 'CheckDigitMismatch' });
    expect(isin.ok).toBe(false);
    expect(host.instruments.size).toBe(0);
    expectOk(host.createInstrument({ ...APPLE, Identifier: { Scheme: 'Cusip', Value: '68389X105' } }));
    expectOk(host.createInstrument({ ...APPLE, Identifier: { Scheme: 'Isin', Value: 'US0378331005' } }));
  });
  it('the envelope’s ProviderReferenceId is accepted, any other unknown field is not', () => {
    const host = new HoldingsHost(TODAY);
    expectOk(host.createInstrument({ ...APPLE, ProviderReferenceId: 'ref-1' }));
    const r = host.createInstrument({ ...APPLE, Identifier: { Scheme: 'Ticker', Value: 'MSFT' }, Colour: 'red' });
    expect(r.ok ? 'accepted' : r.ErrorCode).toBe('InvalidRequest');
  });
});

describe('decideInstrumentChange: continuous eligibility (spec 2.5; issue 12 must-show 2)', () => {
  it(
    'an attribute change flags exactly the affected holdings, one account.updated each; changing it back ' +
      'unflags them',
    () => {
      const { host, accounts, instrumentId } = setUp();
      for (const id of Object.values(accounts))
        expectOk(
          host.trade(id, {
            Side: 'Purchase',
            InstrumentId: instrumentId,
            Quantity: '2.5',
            Price: '100',
            Currency: 'USD',
          }),
        );
      expect([...host.holdings.values()].every((h) => h.Eligible)).toBe(true);
      const before = host.events.length;

      const d = expectOk(host.changeInstrument(instrumentId, { Attributes: { IsLifeInsuranceContract: true } }));
      const flagged = [...host.holdings.values()]
        .filter((h) => !h.Eligible)
        .map((h) => h.AccountId)
        .sort();
      // sep-ira (26 U.S.C. 408(a)(3)) and coverdell-esa (530(b)(1)(C)) exclude life insurance; an irrevocable trust
      // does not.
      expect(flagged).toEqual([accounts.sep, accounts.esa, accounts.sep2].sort());
      expect(d.Result).toMatchObject({
        Reevaluated: true,
        HoldingsEvaluated: 4,
        HoldingsFlagged: 3,
        HoldingsUnflagged: 0,
        AccountsAffected: 3,
      });
      for (const h of host.holdings.values())
        if (!h.Eligible) expect(h.Reasons.map((r) => r.Code)).toEqual(['InstrumentExcluded']);
      const events = host.events.slice(before);
      expect(events.map((e) => e.EventType)).toEqual(['account.updated', 'account.updated', 'account.updated']);
      expect(events.map((e) => e.Data['AccountId']).sort()).toEqual(flagged);
      for (const e of events) {
        const h = host.holdingOf(e.Data['AccountId'] as string, instrumentId)!;
        expect(e.Data).toEqual({
          AccountId: h.AccountId,
          Reason: 'HoldingEligibilityChanged',
          InstrumentId: instrumentId,
          HoldingsFlagged: [h.HoldingId],
          HoldingsUnflagged: [],
        });
      }
      expect(host.instruments.get(instrumentId)?.Attributes).toEqual({ IsLifeInsuranceContract: true });

      // The same change again changes nothing and emits nothing.
      const same = expectOk(host.changeInstrument(instrumentId, { Attributes: { IsLifeInsuranceContract: true } }));
      expect(same.Events).toEqual([]);
      expect(same.Records).toEqual({ PricesToWrite: [], HoldingEligibility: [] });

      const back = expectOk(host.changeInstrument(instrumentId, { Attributes: { IsLifeInsuranceContract: null } }));
      expect([...host.holdings.values()].every((h) => h.Eligible && h.Reasons.length === 0)).toBe(true);
      expect(back.Result).toMatchObject({ HoldingsFlagged: 0, HoldingsUnflagged: 3, AccountsAffected: 3 });
      expect(back.Events.map((e) => e.Data['AccountId']).sort()).toEqual(flagged);
      for (const e of back.Events) expect(e.Data['HoldingsUnflagged']).toHaveLength(1);
    },
  );

  it('a price-only change re-evaluates nothing; an unknown instrument is InstrumentNotFound', () => {
    const { host, accounts, instrumentId } = setUp();
    expectOk(
      host.trade(accounts.sep, {
        Side: 'Purchase',
        InstrumentId: instrumentId,
        Quantity: 1,
        Price: 10,
        Currency: 'USD',
      }),
    );
    const d = expectOk(host.changeInstrument(instrumentId, { Prices: [{ Date: '2026-02-27', Price: '241.84' }] }));
    expect(d.Result).toMatchObject({ Reevaluated: false, HoldingsEvaluated: 0 });
    expect(d.Result.Changes.PricesAdded).toEqual(['2026-02-27']);
    expect(d.Records.PricesToWrite).toEqual([{ Date: '2026-02-27', Price: '241.84' }]);
    const changed = expectOk(
      host.changeInstrument(instrumentId, {
        Prices: [
          { Date: '2026-02-27', Price: '241.85' },
          { Date: '2026-02-26', Price: '240' },
          { Date: '2026-02-25', Price: '239' },
        ],
      }),
    );
    expect(changed.Records.PricesToWrite.map((p) => p.Date)).toEqual(['2026-02-25', '2026-02-26', '2026-02-27']);
    expect(changed.Records.Instrument?.Prices).toHaveLength(3);
    expect(d.Events).toEqual([]);
    const r = host.changeInstrument('00000000-0000-4000-8000-999999999999', { Name: 'x' });
    expect(r.ok ? 'accepted' : r.ErrorCode).toBe('InstrumentNotFound');
    const bad = host.changeInstrument(instrumentId, { Identifier: { Scheme: 'Ticker', Value: 'AAPL' } });
    expect(bad.ok ? 'accepted' : bad.ErrorCode).toBe('InvalidRequest');
  });

  it('an asset class change flags the holdings whose type’s matrix refuses the new class', () => {
    const { host, accounts, instrumentId } = setUp();
    for (const id of Object.values(accounts))
      expectOk(
        host.trade(id, { Side: 'Purchase', InstrumentId: instrumentId, Quantity: 1, Price: 10, Currency: 'USD' }),
      );
    const d = expectOk(host.changeInstrument(instrumentId, { AssetClass: 'PreciousMetals' }));
    // PreciousMetals: NotPermitted for sep-ira and coverdell-esa, Permitted for an irrevocable trust.
    expect(d.Result.HoldingsFlagged).toBe(3);
    expect(host.holdingOf(accounts.trust, instrumentId)?.Eligible).toBe(true);
    expect(host.holdingOf(accounts.sep, instrumentId)?.Reasons[0]?.Code).toBe('NotPermittedForAccountType');
  });
});

describe('decideInstitutionChange: the institution’s authorities and asset scopes', () => {
  it('narrowing an authority’s asset scope flags the holdings at the institution, widening it unflags them', () => {
    const { host, accounts, instrumentId } = setUp();
    for (const id of Object.values(accounts))
      expectOk(
        host.trade(id, { Side: 'Purchase', InstrumentId: instrumentId, Quantity: 1, Price: 10, Currency: 'USD' }),
      );
    const authorities = ALL_AUTHORITIES.Authorities;
    const narrowed = Object.fromEntries(authorities.map((a) => [a, ['CashAndMoneyMarket']]));
    const d = expectOk(host.changeInstitution(ALL_AUTHORITIES.InstitutionId, { AssetScopes: narrowed }));
    expect(d.Result.Changed).toEqual(['AssetScopes']);
    expect(d.Result.HoldingsFlagged).toBeGreaterThan(0);
    const flagged = [...host.holdings.values()].filter((h) => !h.Eligible);
    expect(flagged.length).toBe(d.Result.HoldingsFlagged);
    expect(d.Events.map((e) => e.Data['AccountId']).sort()).toEqual(
      [...new Set(flagged.map((h) => h.AccountId))].sort(),
    );
    for (const e of d.Events) expect(e.Data['InstitutionId']).toBe(ALL_AUTHORITIES.InstitutionId);
    const back = expectOk(host.changeInstitution(ALL_AUTHORITIES.InstitutionId, { AssetScopes: {} }));
    expect(back.Result.HoldingsUnflagged).toBe(flagged.length);
    expect([...host.holdings.values()].every((h) => h.Eligible)).toBe(true);
    const unknown = host.changeInstitution('00000000-0000-4000-8000-999999999998', { Name: 'x' });
    expect(unknown.ok ? 'accepted' : unknown.ErrorCode).toBe('InstitutionNotFound');
  });
});

describe('Trump account after its growth period: traditional IRA asset rules (530A(b)(1)(C)(iii))', () => {
  // Beneficiary born 2009-03-01: turns 18 in 2027, so the growth period ends 2026-12-31.
  const TRUMP = { ...INST, BeneficiaryDateOfBirth: '2009-03-01', AccountOrigin: 'Initial' };
  const BOND_FUND = {
    Identifier: { Scheme: 'Cusip', Value: '921937835' },
    AssetClass: 'MutualFunds',
    Name: 'A total bond market index fund',
    Attributes: { TracksQualifiedIndex: false, UsesLeverage: false, AnnualExpenseRatioPercent: 0.03 },
  };
  const buy = (host: HoldingsHost, id: string, instrumentId: string) =>
    host.trade(id, { Side: 'Purchase', InstrumentId: instrumentId, Quantity: 1, Price: 10, Currency: 'USD' });

  it('a bond fund is refused on 2026-12-31 (growth period) and bought on 2027-01-04, saying why', () => {
    const host = new HoldingsHost('2026-07-06');
    const id = open(host, client(host, '2009-03-01'), 'trump-account', TRUMP);
    expectOk(
      host.fund(id, { Amount: 1000, Currency: 'USD', PaymentMethodType: 'Wire', ContributionSource: 'Participant' }),
    );
    const instrumentId = expectOk(host.createInstrument(BOND_FUND)).Result.InstrumentId;
    host.today = '2026-12-31';
    expect(buy(host, id, instrumentId)).toMatchObject({ ok: false, ErrorCode: 'AssetNotEligible' });
    host.today = '2027-01-04';
    const d = expectOk(buy(host, id, instrumentId));
    expect(d.Result.Eligible).toBe(true);
    expect(d.Reasons[0]).toMatchObject({ Rule: 'TreatedAsAfterGrowthPeriod' });
    expect(d.Reasons[0]?.Message).toContain('2026-12-31');
  });

  it('after the growth period an instrument change does not flag a holding by the growth-period limits', () => {
    const host = new HoldingsHost('2026-07-06');
    const id = open(host, client(host, '2009-03-01'), 'trump-account', TRUMP);
    expectOk(
      host.fund(id, { Amount: 1000, Currency: 'USD', PaymentMethodType: 'Wire', ContributionSource: 'Participant' }),
    );
    const indexFund = { ...BOND_FUND, Attributes: { ...BOND_FUND.Attributes, TracksQualifiedIndex: true } };
    const instrumentId = expectOk(host.createInstrument(indexFund)).Result.InstrumentId;
    expectOk(buy(host, id, instrumentId));
    // In the growth period a fee rise above 0.1 percent flags the holding; after it, it does not.
    const during = expectOk(host.changeInstrument(instrumentId, { Attributes: { AnnualExpenseRatioPercent: 0.5 } }));
    expect(during.Records.HoldingEligibility.map((c) => c.Eligible)).toEqual([false]);
    expectOk(host.changeInstrument(instrumentId, { Attributes: { AnnualExpenseRatioPercent: 0.03 } }));
    host.today = '2027-01-04';
    const after = expectOk(host.changeInstrument(instrumentId, { Attributes: { AnnualExpenseRatioPercent: 0.5 } }));
    expect(after.Records.HoldingEligibility).toEqual([]);
  });
});
