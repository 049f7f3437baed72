import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, entriesBalance } from '../../src/index.js';
import { HoldingsHost } from './holdings-host.js';
import { ALL_AUTHORITIES, EMPLOYER_ID, expectOk, PLAN_ID, TRUSTEE_ID } from './memory-host.js';

const TODAY = '2026-03-02';
const INST = { InstitutionId: ALL_AUTHORITIES.InstitutionId };
const APPLE = { Identifier: { Scheme: 'Cusip', Value: '037833100' }, AssetClass: 'StocksAndEtfs' };

function host(slug = 'sep-ira', fields: Record<string, unknown> = INST, dateOfBirth = '1980-06-15') {
  const h = new HoldingsHost(TODAY);
  const clientId = expectOk(
    h.createClient({ ClientType: 'Individual', Contact: { FirstName: 'A', LastName: 'B', DateOfBirth: dateOfBirth } }),
  ).Result.ClientId;
  const id = expectOk(h.createAccount({ AccountTypeCode: slug, ClientId: clientId, ...fields })).Result.AccountId;
  return { h, id };
}

function withInstrument(h: HoldingsHost, body: Record<string, unknown> = APPLE): string {
  return expectOk(h.createInstrument(body)).Result.InstrumentId;
}

const order = (InstrumentId: string, Side: 'Purchase' | 'Sale', Quantity: string | number, Price: string | number) => ({
  Side,
  InstrumentId,
  Quantity,
  Price,
  Currency: 'USD',
});

describe('decideInvestment: purchase and sale with holdings (design.md section 8)', () => {
  it(
    'a purchase pays Quantity x Price from Settled to ExternalClearing and opens the position; ' +
      'investment.purchased',
    () => {
      const { h, id } = host();
      expectOk(h.fund(id, { Amount: 1000, Currency: 'USD', PaymentMethodType: 'Wire' }));
      const inst = withInstrument(h);
      const d = expectOk(h.trade(id, order(inst, 'Purchase', '2.25', '40.10')));
      // 2.25 x 40.10 = 90.225, rounded half up to 90.23
      expect(d.Entries).toEqual([
        { Account: { Kind: 'Client', AccountId: id, Bucket: 'Settled' }, Amount: '-90.23', Currency: 'USD' },
        { Account: { Kind: 'Service', Name: 'ExternalClearing' }, Amount: '90.23', Currency: 'USD' },
      ]);
      expect(d.Records.Holding).toMatchObject({
        Insert: true,
        Quantity: '2.25',
        QuantityDelta: '2.25',
        Eligible: true,
      });
      expect(d.Records.Transaction).toMatchObject({
        EntryType: 'InvestmentPurchase',
        Direction: 'Debit',
        Amount: '90.23',
      });
      expect(d.Records.Trade).toMatchObject({ Side: 'Purchase', Quantity: '2.25', Price: '40.1', CashAmount: '90.23' });
      expect(d.Events).toEqual([
        {
          EventType: 'investment.purchased',
          OccurredAt: d.Records.Transaction.CreatedDate,
          Data: {
            AccountId: id,
            TransactionId: d.Result.TransactionId,
            HoldingId: d.Result.HoldingId,
            InstrumentId: inst,
            AssetClass: 'StocksAndEtfs',
            Side: 'Purchase',
            Quantity: '2.25',
            Price: '40.1',
            Amount: 90.23,
            Currency: 'USD',
            PositionQuantity: '2.25',
            Status: 'Posted',
          },
        },
      ]);
      expect(h.balances(id).Settled).toBe('909.77');
    },
  );

  it('a second purchase adds to the same holding; a sale reduces it and credits the cash; investment.sold', () => {
    const { h, id } = host();
    expectOk(h.fund(id, { Amount: 1000, Currency: 'USD', PaymentMethodType: 'Wire' }));
    const inst = withInstrument(h);
    const first = expectOk(h.trade(id, order(inst, 'Purchase', 3, 100)));
    const second = expectOk(h.trade(id, order(inst, 'Purchase', '1.5', 100)));
    expect(second.Records.Holding).toMatchObject({ Insert: false, HoldingId: first.Result.HoldingId, Quantity: '4.5' });
    const sale = expectOk(h.trade(id, order(inst, 'Sale', '4', '110.005')));
    expect(sale.Records.Holding).toMatchObject({ Quantity: '0.5', QuantityDelta: '-4' });
    expect(sale.Records.Transaction).toMatchObject({
      EntryType: 'InvestmentSale',
      Direction: 'Credit',
      Amount: '440.02',
    });
    expect(sale.Events[0]?.EventType).toBe('investment.sold');
    expect(h.balances(id).Settled).toBe('990.02');
    const rest = expectOk(h.trade(id, order(inst, 'Sale', '0.5', 100)));
    expect(rest.Result.PositionQuantity).toBe('0');
  });

  it('InsufficientFunds, InsufficientPosition (no short sale), InstrumentNotFound, quantity beyond the scale', () => {
    const { h, id } = host();
    expectOk(h.fund(id, { Amount: 100, Currency: 'USD', PaymentMethodType: 'Wire' }));
    const inst = withInstrument(h, { ...APPLE, QuantityScale: 2 });
    const code = (r: { ok: boolean; ErrorCode?: string }) => (r.ok ? 'accepted' : r.ErrorCode);
    expect(code(h.trade(id, order(inst, 'Purchase', 2, '50.01')))).toBe('InsufficientFunds');
    expect(code(h.trade(id, order(inst, 'Sale', 1, 10)))).toBe('InsufficientPosition');
    expectOk(h.trade(id, order(inst, 'Purchase', 2, 50)));
    const oversell = h.trade(id, order(inst, 'Sale', '2.01', 50));
    expect(code(oversell)).toBe('InsufficientPosition');
    if (!oversell.ok) expect(oversell.Errors[0]).toMatchObject({ FieldName: 'Quantity', ErrorCode: 'OutOfRange' });
    expect(code(h.trade(id, order('00000000-0000-4000-8000-999999999999', 'Purchase', 1, 1)))).toBe(
      'InstrumentNotFound',
    );
    const scale = h.trade(id, order(inst, 'Sale', '0.001', 1));
    expect(code(scale)).toBe('InvalidRequest');
    if (!scale.ok) expect(scale.Errors[0]?.FieldName).toBe('Quantity');
    expect(code(h.trade(id, { ...order(inst, 'Sale', 1, 1), Side: 'Short' }))).toBe('InvalidRequest');
    expect(h.holdingOf(id, inst)?.Quantity).toBe('2');
  });

  it('benefit and deposit accounts are AccountTypeNotInvestable (spec 7.2)', () => {
    const { h, id } = host('health-care-fsa', {
      EmployerId: EMPLOYER_ID,
      PlanYear: 2026,
      AnnualElection: 500,
      UniformCoverage: 'Applies',
    });
    const inst = withInstrument(h);
    const r = h.trade(id, order(inst, 'Purchase', 1, 1));
    expect(r.ok ? 'accepted' : r.ErrorCode).toBe('AccountTypeNotInvestable');
  });

  it('a Coverdell ESA never holds life insurance (26 U.S.C. 530(b)(1)(C)), whatever the asset class', () => {
    const { h, id } = host('coverdell-esa', INST, '2014-05-01');
    expectOk(h.fund(id, { Amount: 500, Currency: 'USD', PaymentMethodType: 'Wire' }));
    const policy = withInstrument(h, { ...APPLE, Attributes: { IsLifeInsuranceContract: true } });
    const r = h.trade(id, order(policy, 'Purchase', 1, 10));
    expect(r.ok ? 'accepted' : r.ErrorCode).toBe('AssetNotEligible');
    if (!r.ok) expect(r.Errors.map((e) => e.ErrorCode)).toContain('InstrumentExcluded');
  });

  it(
    'an ESOP holds a Conditional class only when the instrument invests primarily in employer securities (26 ' +
      'U.S.C. 4975(e)(7))',
    () => {
      const { h, id } = host('employee-stock-ownership-plan', { ...INST, PlanId: PLAN_ID, TrusteeId: TRUSTEE_ID });
      expectOk(
        h.fund(id, {
          Amount: 500,
          Currency: 'USD',
          PaymentMethodType: 'Wire',
          ContributionSource: 'Employer',
          PlanYear: 2026,
        }),
      );
      const cusip = (v: string) => ({ Scheme: 'Cusip', Value: v });
      const notEmployer = withInstrument(h, {
        Identifier: cusip('594918104'),
        AssetClass: 'PrivateEquityAndVenture',
        Attributes: { InvestsPrimarilyInEmployerSecurities: false },
      });
      const employer = withInstrument(h, {
        Identifier: cusip('17275R102'),
        AssetClass: 'PrivateEquityAndVenture',
        Attributes: { InvestsPrimarilyInEmployerSecurities: true },
      });
      const unknown = withInstrument(h, { Identifier: cusip('38259P508'), AssetClass: 'PrivateEquityAndVenture' });
      const refused = h.trade(id, order(notEmployer, 'Purchase', 1, 10));
      expect(refused.ok ? 'accepted' : refused.ErrorCode).toBe('AssetNotEligible');
      const missing = h.trade(id, order(unknown, 'Purchase', 1, 10));
      expect(missing.ok ? 'accepted' : missing.ErrorCode).toBe('AssetNotEligible');
      expectOk(h.trade(id, order(employer, 'Purchase', 1, 10)));
    },
  );

  it('a Restricted account may sell (curing a holding) but not buy; a flagged holding sells with a warning', () => {
    const { h, id } = host();
    expectOk(h.fund(id, { Amount: 100, Currency: 'USD', PaymentMethodType: 'Wire' }));
    const inst = withInstrument(h);
    expectOk(h.trade(id, order(inst, 'Purchase', 2, 10)));
    expectOk(h.changeInstrument(inst, { Attributes: { IsLifeInsuranceContract: true } }));
    expectOk(h.updateAccount(id, { AccountStatus: 'Restricted' }));
    const buy = h.trade(id, order(inst, 'Purchase', 1, 10));
    expect(buy.ok ? 'accepted' : buy.ErrorCode).toBe('InvalidRequest');
    const sale = expectOk(h.trade(id, order(inst, 'Sale', 1, 10)));
    expect(sale.Warnings.map((w) => w.Code)).toEqual(['HoldingNotEligible']);
    expect(sale.Records.Holding).toMatchObject({ Quantity: '1', Eligible: false });
    expect(sale.Records.Holding.Reasons.map((r) => r.Code)).toEqual(['InstrumentExcluded']);
  });
});

describe('decideInvestment properties', () => {
  const step = fc.record({
    Side: fc.constantFrom('Purchase' as const, 'Sale' as const),
    Quantity: fc.oneof(
      fc.integer({ min: 0, max: 40 }).map((n) => (n / 4).toString()),
      fc.constantFrom('0.000001', '1e3', '-1', 'x', 10_000),
    ),
    Price: fc.oneof(
      fc.integer({ min: 1, max: 50_000 }).map((n) => (n / 100).toFixed(2)),
      fc.constantFrom('0', '-1'),
    ),
  });
  it('entries sum to zero, a refusal changes nothing, and no sale makes a position negative', () => {
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 0, max: 2_000 }),
        (steps, cash) => {
          const { h, id } = host();
          if (cash > 0) expectOk(h.fund(id, { Amount: cash, Currency: 'USD', PaymentMethodType: 'Wire' }));
          const inst = withInstrument(h);
          for (const s of steps) {
            const entries = h.entries.length;
            const events = h.events.length;
            const before = JSON.stringify([...h.holdings.values()]);
            const held = Number(h.holdingOf(id, inst)?.Quantity ?? '0');
            const r = h.trade(id, order(inst, s.Side, s.Quantity, s.Price));
            if (!r.ok) {
              expect(Object.keys(r).sort()).toEqual(['ErrorCode', 'Errors', 'Message', 'ok']);
              expect(ERROR_CODES as readonly string[]).toContain(r.ErrorCode);
              expect(h.entries.length).toBe(entries);
              expect(h.events.length).toBe(events);
              expect(JSON.stringify([...h.holdings.values()])).toBe(before);
              const priced = Number(s.Quantity) * Number(s.Price) >= 0.01 && Number(s.Price) > 0;
              if (s.Side === 'Sale' && Number(s.Quantity) > held && priced && /^\d+(\.\d{1,6})?$/.test(`${s.Quantity}`))
                expect(r.ErrorCode).toBe('InsufficientPosition');
            } else {
              expect(entriesBalance(r.Entries)).toBe(true);
              expect(r.Entries).toHaveLength(2);
              expect(r.Events).toHaveLength(1);
            }
            const q = h.holdingOf(id, inst)?.Quantity ?? '0';
            expect(q.startsWith('-')).toBe(false);
            expect(Number(h.balances(id).Settled)).toBeGreaterThanOrEqual(0);
          }
          expect(entriesBalance(h.entries)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
