import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyInstrumentChange,
  defaultCatalog,
  type InstrumentRecord,
  priceOnOrBefore,
  validateInstrument,
} from '../../src/index.js';
import { arbitraryJson, neverThrowsOnArbitraryJson } from '../../src/testing/index.js';

const cat = defaultCatalog;
const APPLE = { Identifier: { Scheme: 'Cusip', Value: '037833100' }, AssetClass: 'StocksAndEtfs' };

function valid(input: unknown): InstrumentRecord {
  const r = validateInstrument(cat, input);
  if (!r.ok) throw new Error(r.Message);
  return r.value;
}

describe('validateInstrument', () => {
  it('defaults: USD, QuantityScale 6, no attributes, no prices', () => {
    expect(valid(APPLE)).toEqual({
      Identifier: { Scheme: 'Cusip', Value: '037833100' },
      AssetClass: 'StocksAndEtfs',
      Currency: 'USD',
      QuantityScale: 6,
      Attributes: {},
      Prices: [],
    });
  });
  it('prices come back sorted by date, as plain decimals', () => {
    const r = valid({
      ...APPLE,
      Prices: [
        { Date: '2025-12-31', Price: '250.420' },
        { Date: '2025-12-30', Price: 249 },
      ],
    });
    expect(r.Prices).toEqual([
      { Date: '2025-12-30', Price: '249' },
      { Date: '2025-12-31', Price: '250.42' },
    ]);
  });
  it(
    'refuses a bad check digit, an unknown class, a duplicate date, a zero price and a mistyped attribute at ' + 'once',
    () => {
      const r = validateInstrument(cat, {
        Identifier: { Scheme: 'Isin', Value: 'US0378331006' },
        AssetClass: 'Stocks',
        Attributes: { IsLifeInsuranceContract: 'no' },
        Prices: [
          { Date: '2025-12-31', Price: '1' },
          { Date: '2025-12-31', Price: '2' },
          { Date: '2025-12-30', Price: 0 },
        ],
      });
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.ErrorCode).toBe('InvalidRequest');
      expect(r.Errors.map((e) => [e.FieldName, e.ErrorCode])).toEqual([
        ['Identifier.Value', 'CheckDigitMismatch'],
        ['AssetClass', 'InvalidValue'],
        ['Attributes.IsLifeInsuranceContract', 'InvalidValue'],
        ['Prices[1].Date', 'Duplicate'],
        ['Prices[2].Price', 'OutOfRange'],
      ]);
    },
  );
  it('attributes the catalog compares keep their type; others are free', () => {
    expect(
      valid({ ...APPLE, Attributes: { InvestsPrimarilyInEmployerSecurities: true, Sector: 'Tech' } }).Attributes,
    ).toEqual({
      InvestsPrimarilyInEmployerSecurities: true,
      Sector: 'Tech',
    });
    const r = validateInstrument(cat, { ...APPLE, Attributes: { AnnualExpenseRatioPercent: '0.05', lower: 1 } });
    expect(r.ok ? [] : r.Errors.map((e) => e.FieldName)).toEqual([
      'Attributes.AnnualExpenseRatioPercent',
      'Attributes.lower',
    ]);
  });
  it('QuantityScale 0 to 8; a price has at most 8 decimals', () => {
    expect(valid({ ...APPLE, QuantityScale: 8 }).QuantityScale).toBe(8);
    expect(validateInstrument(cat, { ...APPLE, QuantityScale: 9 }).ok).toBe(false);
    expect(validateInstrument(cat, { ...APPLE, Prices: [{ Date: '2025-01-02', Price: '0.000000001' }] }).ok).toBe(
      false,
    );
  });
  it('an envelope field is refused unless the route passes it over', () => {
    expect(validateInstrument(cat, { ...APPLE, ProviderReferenceId: 'r-1' }).ok).toBe(false);
    expect(
      validateInstrument(cat, { ...APPLE, ProviderReferenceId: 'r-1' }, { ignoreKeys: ['ProviderReferenceId'] }).ok,
    ).toBe(true);
  });
  it('never throws on arbitrary JSON', () => {
    fc.assert(neverThrowsOnArbitraryJson((body) => validateInstrument(cat, body), { catalog: cat }));
  });
});

describe('applyInstrumentChange', () => {
  const base = valid({
    ...APPLE,
    Name: 'Apple',
    Attributes: { IsLifeInsuranceContract: false, Sector: 'Tech' },
    Prices: [{ Date: '2025-12-30', Price: '249' }],
  });
  it('reports each change and asks for re-evaluation when an attribute or the class changes', () => {
    const r = applyInstrumentChange(cat, base, {
      AssetClass: 'MutualFunds',
      Attributes: { IsLifeInsuranceContract: true, Sector: null, Rating: 'A' },
      Prices: [
        { Date: '2025-12-30', Price: '250' },
        { Date: '2025-12-31', Price: '251' },
      ],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.Reevaluate).toBe(true);
    expect(r.value.Changes).toEqual({
      AssetClass: { From: 'StocksAndEtfs', To: 'MutualFunds' },
      Attributes: [
        { Attribute: 'IsLifeInsuranceContract', From: false, To: true },
        { Attribute: 'Rating', To: 'A' },
        { Attribute: 'Sector', From: 'Tech' },
      ],
      PricesAdded: ['2025-12-31'],
      PricesChanged: ['2025-12-30'],
    });
    expect(r.value.Instrument.Attributes).toEqual({ IsLifeInsuranceContract: true, Rating: 'A' });
    expect(r.value.Instrument.Prices).toEqual([
      { Date: '2025-12-30', Price: '250' },
      { Date: '2025-12-31', Price: '251' },
    ]);
  });
  it('prices or the name alone do not ask for re-evaluation; the same values change nothing', () => {
    const prices = applyInstrumentChange(cat, base, { Name: 'Apple Inc.', Prices: [{ Date: '2026-01-02', Price: 1 }] });
    expect(prices.ok && prices.value.Reevaluate).toBe(false);
    const same = applyInstrumentChange(cat, base, { AssetClass: 'StocksAndEtfs', Attributes: { Sector: 'Tech' } });
    expect(same.ok && same.value).toMatchObject({
      Reevaluate: false,
      Changes: { Attributes: [], PricesAdded: [], PricesChanged: [] },
    });
  });
  it('the identifier and the currency never change; QuantityScale only grows', () => {
    const r = applyInstrumentChange(cat, base, {
      Identifier: { Scheme: 'Isin', Value: 'US0378331005' },
      Currency: 'EUR',
      QuantityScale: 2,
    });
    expect(r.ok ? [] : r.Errors.map((e) => [e.FieldName, e.ErrorCode])).toEqual([
      ['QuantityScale', 'OutOfRange'],
      ['Identifier', 'NotAllowed'],
      ['Currency', 'NotAllowed'],
    ]);
    const grow = applyInstrumentChange(cat, base, { QuantityScale: 8 });
    expect(grow.ok && grow.value.Changes.QuantityScale).toEqual({ From: 6, To: 8 });
  });
  it('property: never mutates its inputs, never throws, and applying the same patch twice changes nothing more', () => {
    fc.assert(
      fc.property(arbitraryJson(cat), (patch) => {
        const before = JSON.stringify(base);
        const patchText = JSON.stringify(patch);
        const once = applyInstrumentChange(cat, base, patch);
        expect(JSON.stringify(base)).toBe(before);
        expect(JSON.stringify(patch)).toBe(patchText);
        if (!once.ok) return;
        const twice = applyInstrumentChange(cat, once.value.Instrument, patch);
        expect(twice.ok && twice.value.Reevaluate).toBe(false);
        expect(twice.ok && twice.value.Instrument).toEqual(once.value.Instrument);
      }),
    );
  });
});

describe('priceOnOrBefore', () => {
  const prices = [
    { Date: '2025-12-31', Price: '3' },
    { Date: '2025-12-29', Price: '1' },
    { Date: '2026-01-02', Price: '4' },
  ];
  it('the last price on or before the date, in any order', () => {
    expect(priceOnOrBefore(prices, '2025-12-31')).toEqual({ Date: '2025-12-31', Price: '3' });
    expect(priceOnOrBefore(prices, '2025-12-30')).toEqual({ Date: '2025-12-29', Price: '1' });
    expect(priceOnOrBefore(prices, '2025-12-28')).toBeUndefined();
  });
});
