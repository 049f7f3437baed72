import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashAmount,
  defaultCatalog,
  type InvestableInstrument,
  type InvestmentFacts,
  investmentTreatment,
  parseQuantity,
} from '../../src/index.js';
import { arbitraryJson } from '../../src/testing/index.js';

const cat = defaultCatalog;
const STOCK: InvestableInstrument = { AssetClass: 'StocksAndEtfs', Attributes: {}, QuantityScale: 6, Currency: 'USD' };
const facts = (over: Partial<InvestmentFacts> = {}): InvestmentFacts => ({
  AccountTypeCode: 'roth-ira',
  Instrument: STOCK,
  AvailableCash: '1000.00',
  PositionQuantity: '0',
  ...over,
});
const buy = (Quantity: string | number, Price: string | number = '100') => ({
  Side: 'Purchase' as const,
  Quantity,
  Price,
  Currency: 'USD',
});
const sell = (Quantity: string | number, Price: string | number = '100') => ({
  ...buy(Quantity, Price),
  Side: 'Sale' as const,
});

describe('cash and position arithmetic', () => {
  it('quantity x price, exact, rounded half up to cents', () => {
    expect(cashAmount('3.333333', '100.005')).toBe('333.35'); // 333.349966665
    expect(cashAmount('1.5', '10.005')).toBe('15.01'); // 15.0075
    expect(cashAmount('1', '0.005')).toBe('0.01'); // exactly half a cent rounds up
    expect(cashAmount('1', '0.00499999')).toBe('0.00');
    // no float, no 20-digit cut
    expect(cashAmount('1000000000000', '999999999.99999999')).toBe('999999999999999990000.00');
  });
  it('a purchase: the cash leaves, the position grows', () => {
    const r = investmentTreatment(cat, facts({ PositionQuantity: '1.5' }), buy('2.25', '40.10'));
    expect(r).toMatchObject({
      ok: true,
      Side: 'Purchase',
      Quantity: '2.25',
      Price: '40.1',
      CashAmount: '90.23', // 90.225
      CashDelta: '-90.23',
      PositionDelta: '2.25',
      PositionAfter: '3.75',
      ClosesPosition: false,
      Eligibility: { Eligibility: 'Permitted', Eligible: true },
    });
  });
  it('a sale: the cash comes in, the position shrinks; selling it all closes it', () => {
    const r = investmentTreatment(cat, facts({ PositionQuantity: '2.25' }), sell('2.25', '41'));
    expect(r).toMatchObject({
      CashAmount: '92.25',
      CashDelta: '92.25',
      PositionDelta: '-2.25',
      PositionAfter: '0',
      ClosesPosition: true,
    });
  });
  it('the quantity has at most the instrument QuantityScale decimals', () => {
    const r = investmentTreatment(cat, facts({ Instrument: { ...STOCK, QuantityScale: 3 } }), buy('1.0001'));
    expect(r).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
      Errors: [{ FieldName: 'Quantity', ErrorCode: 'InvalidFormat' }],
    });
    expect(investmentTreatment(cat, facts({ Instrument: { ...STOCK, QuantityScale: 0 } }), buy('2')).ok).toBe(true);
    expect(parseQuantity('0.00000001', 8)).toEqual({ ok: true, value: '0.00000001' });
    expect(parseQuantity('1e3', 8).ok).toBe(false);
  });
  it('a trade whose cash rounds to zero is refused; a currency other than the instrument’s too', () => {
    expect(investmentTreatment(cat, facts(), buy('0.000001', '1'))).toMatchObject({ ErrorCode: 'InvalidRequest' });
    expect(investmentTreatment(cat, facts(), { ...buy('1'), Currency: 'EUR' })).toMatchObject({
      ErrorCode: 'InvalidRequest',
      Errors: [{ FieldName: 'Currency' }],
    });
  });
});

describe('purchase and sale checks', () => {
  it('InsufficientFunds: the cash must be available', () => {
    expect(investmentTreatment(cat, facts({ AvailableCash: '99.99' }), buy('1', '100'))).toMatchObject({
      ErrorCode: 'InsufficientFunds',
    });
    expect(investmentTreatment(cat, facts({ AvailableCash: '100.00' }), buy('1', '100')).ok).toBe(true);
  });
  it('InsufficientPosition: no sale beyond the position', () => {
    expect(investmentTreatment(cat, facts({ PositionQuantity: '1.999999' }), sell('2'))).toMatchObject({
      ErrorCode: 'InsufficientPosition',
      Errors: [{ FieldName: 'Quantity', ErrorCode: 'OutOfRange' }],
    });
  });
  it('AccountTypeNotInvestable: benefit, deposit and servicing accounts hold no securities', () => {
    for (const slug of ['health-care-fsa', 'demand-deposit-checking', 'commuter-benefits'])
      expect(investmentTreatment(cat, facts({ AccountTypeCode: slug }), buy('1'))).toMatchObject({
        ErrorCode: 'AccountTypeNotInvestable',
      });
  });
  it('Coverdell ESAs never hold life insurance, in any asset class (26 U.S.C. 530(b)(1)(C))', () => {
    for (const AssetClass of ['StocksAndEtfs', 'MutualFunds', 'BondsAndFixedIncome', 'PrivateCreditAndNotes']) {
      const r = investmentTreatment(
        cat,
        facts({
          AccountTypeCode: 'coverdell-esa',
          Instrument: {
            ...STOCK,
            AssetClass,
            Attributes: { IsLifeInsuranceContract: true, InvolvesDisqualifiedPerson: false },
          },
        }),
        buy('1'),
      );
      expect(r).toMatchObject({ ok: false, ErrorCode: 'AssetNotEligible' });
      expect(r.ok ? '' : r.Errors[0]!.Message).toMatch(/life insurance/);
    }
  });
  it('IRAs never hold life insurance either (26 U.S.C. 408(a)(3))', () => {
    const r = investmentTreatment(
      cat,
      facts({ AccountTypeCode: 'sep-ira', Instrument: { ...STOCK, Attributes: { IsLifeInsuranceContract: true } } }),
      buy('1'),
    );
    expect(r).toMatchObject({ ErrorCode: 'AssetNotEligible', Errors: [{ ErrorCode: 'InstrumentExcluded' }] });
  });
  it('ESOP holdings in a conditional class must invest primarily in employer securities (26 U.S.C. 4975(e)(7))', () => {
    const esop = (v?: boolean) =>
      investmentTreatment(
        cat,
        facts({
          AccountTypeCode: 'employee-stock-ownership-plan',
          Instrument: {
            ...STOCK,
            AssetClass: 'PrivateEquityAndVenture',
            Attributes: v === undefined ? {} : { InvestsPrimarilyInEmployerSecurities: v },
          },
        }),
        buy('1'),
      );
    expect(esop(true).ok).toBe(true);
    expect(esop(false)).toMatchObject({ ErrorCode: 'AssetNotEligible', Errors: [{ ErrorCode: 'PredicateFailed' }] });
    expect(esop()).toMatchObject({ ErrorCode: 'AssetNotEligible', Errors: [{ ErrorCode: 'AttributeMissing' }] });
  });
  it("the institution's asset scope bounds a purchase", () => {
    const r = investmentTreatment(
      cat,
      facts({
        InstitutionAssetScope: {
          Authorities: ['IrsNonbankCustodian'],
          AssetScopes: { IrsNonbankCustodian: ['MutualFunds'] },
        },
      }),
      buy('1'),
    );
    expect(r).toMatchObject({ ErrorCode: 'AssetNotEligible', Errors: [{ ErrorCode: 'OutsideInstitutionAssetScope' }] });
  });
  it('a sale of an ineligible holding goes through, with a warning (selling cures it)', () => {
    const r = investmentTreatment(
      cat,
      facts({
        AccountTypeCode: 'coverdell-esa',
        PositionQuantity: '5',
        Instrument: { ...STOCK, Attributes: { IsLifeInsuranceContract: true } },
      }),
      sell('5'),
    );
    expect(r).toMatchObject({ ok: true, ClosesPosition: true, Warnings: [{ Code: 'HoldingNotEligible' }] });
  });
});

describe('properties', () => {
  const decimal = (scale: number) =>
    fc
      .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10 ** scale - 1 }))
      .map(([i, f]) => (scale === 0 ? String(i) : `${i}.${String(f).padStart(scale, '0')}`));
  it('a purchase then a sale of the same quantity at the same price restores the position and the cash', () => {
    fc.assert(
      fc.property(decimal(4), decimal(6), decimal(2), (price, quantity, position) => {
        const bought = investmentTreatment(
          cat,
          facts({ AvailableCash: '9999999999.00', PositionQuantity: position }),
          buy(quantity, price),
        );
        if (!bought.ok) return; // zero quantity, zero price or cash under half a cent
        const sold = investmentTreatment(cat, facts({ PositionQuantity: bought.PositionAfter }), sell(quantity, price));
        expect(sold.ok).toBe(true);
        if (!sold.ok) return;
        expect(Number(sold.PositionAfter)).toBe(Number(position));
        expect(sold.CashDelta).toBe(bought.CashAmount);
        expect(bought.CashDelta).toBe(`-${bought.CashAmount}`);
      }),
    );
  });
  it('a sale never leaves a negative position; a refused order changes nothing', () => {
    fc.assert(
      fc.property(decimal(2), decimal(2), (position, quantity) => {
        const r = investmentTreatment(cat, facts({ PositionQuantity: position }), sell(quantity));
        if (r.ok) expect(Number(r.PositionAfter)).toBeGreaterThanOrEqual(0);
        else expect(['InsufficientPosition', 'InvalidRequest']).toContain(r.ErrorCode);
      }),
    );
  });
  it('never throws on arbitrary orders and facts', () => {
    fc.assert(
      fc.property(arbitraryJson(cat), arbitraryJson(cat), (order, junk) => {
        investmentTreatment(cat, facts(), order as never);
        investmentTreatment(cat, junk as never, order as never);
        investmentTreatment(cat, { ...facts(), Instrument: junk as never }, buy('1'));
      }),
    );
  });
});
