import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yearEndFairMarketValue } from '../../src/index.js';
import { arbitraryJson } from '../../src/testing/index.js';

describe('yearEndFairMarketValue', () => {
  const prices = [
    { Date: '2025-12-30', Price: '99' },
    { Date: '2026-01-02', Price: '500' }, // after December 31: never used for 2025
    { Date: '2025-12-31', Price: '100.005' },
  ];
  it('each position at its last price on or before December 31, rounded per position, plus cash', () => {
    const r = yearEndFairMarketValue({
      Year: 2025,
      Cash: '1000.10',
      Positions: [
        { InstrumentId: 'a', Quantity: '1.5', Prices: prices },
        { InstrumentId: 'b', Quantity: '10', Prices: [{ Date: '2025-06-30', Price: '2.5' }] },
      ],
    });
    expect(r).toEqual({
      ok: true,
      Year: 2025,
      ValuationDate: '2025-12-31',
      Cash: '1000.10',
      Positions: [
        { InstrumentId: 'a', Quantity: '1.5', PriceDate: '2025-12-31', Price: '100.005', Value: '150.01' },
        { InstrumentId: 'b', Quantity: '10', PriceDate: '2025-06-30', Price: '2.5', Value: '25.00' },
      ],
      HoldingsValue: '175.01',
      FairMarketValue: '1175.11',
      Warnings: [],
    });
  });
  it('a price from an earlier year is used and warned about (StalePrice)', () => {
    const r = yearEndFairMarketValue({
      Year: 2025,
      Cash: '0',
      Positions: [{ InstrumentId: 'x', Quantity: '2', Prices: [{ Date: '2024-12-31', Price: '3' }] }],
    });
    expect(r).toMatchObject({ ok: true, FairMarketValue: '6.00', Warnings: [{ Code: 'StalePrice' }] });
  });
  it('a position with no price on or before December 31 is refused; a zero position needs none', () => {
    const r = yearEndFairMarketValue({
      Year: 2025,
      Cash: '0',
      Positions: [
        { InstrumentId: 'late', Quantity: '1', Prices: [{ Date: '2026-01-02', Price: '3' }] },
        { InstrumentId: 'gone', Quantity: '0', Prices: [] },
      ],
    });
    expect(r).toMatchObject({ ok: false, Errors: [{ FieldName: 'Positions[0].Prices', ErrorCode: 'PriceMissing' }] });
    const zero = yearEndFairMarketValue({
      Year: 2025,
      Cash: '-5.00',
      Positions: [{ InstrumentId: 'gone', Quantity: '0', Prices: [] }],
    });
    expect(zero).toMatchObject({ ok: true, HoldingsValue: '0.00', FairMarketValue: '-5.00' });
  });
  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(arbitraryJson(), (junk) => {
        yearEndFairMarketValue(junk as never);
        yearEndFairMarketValue({ Year: 2025, Cash: '1', Positions: [junk] } as never);
      }),
    );
  });
});
