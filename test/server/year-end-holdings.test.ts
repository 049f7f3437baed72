// The year-end value over HTTP, on both databases: GET .../required-distributions and
// GET .../tax-forms value an IRA's December 31 as its ledger cash plus its positions that day
// (today's quantity less later trades) at the last stored price on or before December 31
// (26 CFR 1.408-8 Q&A-6; Instructions for Form 5498, box 5). The suite ends with the ledger check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, makeFixture, OPERATOR } from './fixture.js';

const backends = await availableBackends();

describe.each(backends)('year-end value with holdings on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2025-12-01T15:00:00Z');
  const A = () => f.providerA.key;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db, 100_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  it(
    'an IRA priced on December 30 and again on January 2 uses the December 30 price for the 2026 RMD and ' +
      'Form 5498 box 5',
    async () => {
      clock.set('2025-12-01T15:00:00Z');
      const inst = await f.send('POST', '/v1/instruments', {
        key: OPERATOR,
        body: {
          Identifier: { Scheme: 'Cusip', Value: '037833100' },
          AssetClass: 'StocksAndEtfs',
          Name: 'Apple Inc.',
          Prices: [{ Date: '2025-12-01', Price: '90' }],
        },
      });
      expect(inst.json.Status, JSON.stringify(inst.json)).toBe(1);
      const instrumentId = String(inst.json['InstrumentId']);
      // Born 1950-06-15: 76 in 2026 (Uniform Lifetime divisor 23.7).
      const c = await f.send('POST', '/v1/clients', {
        key: A(),
        body: {
          ClientType: 'Individual',
          Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: '1950-06-15' },
        },
      });
      const a = await f.send('POST', '/v1/accounts', {
        key: A(),
        body: { ClientId: c.json['ClientId'], AccountTypeCode: 'traditional-ira', InstitutionId: f.institutionAll },
      });
      expect(a.json.Status, JSON.stringify(a.json)).toBe(1);
      const id = String(a.json['AccountId']);
      const funded = await f.send('POST', `/v1/accounts/${id}/fund`, {
        key: A(),
        body: { Amount: 10_000, Currency: 'USD', PaymentMethodType: 'Wire', ContributionSource: 'Rollover' },
      });
      expect(funded.json.Status, JSON.stringify(funded.json)).toBe(1);
      const trade = (body: Record<string, unknown>) =>
        f.send('POST', `/v1/accounts/${id}/investments`, {
          key: A(),
          body: { InstrumentId: instrumentId, Currency: 'USD', ...body },
        });
      // 10 units bought at 90 in December (cash 9,100 at the year's end).
      expect((await trade({ Side: 'Purchase', Quantity: '10', Price: '90' })).json.Status).toBe(1);
      clock.set('2026-01-05T15:00:00Z');
      const priced = await f.send('PATCH', `/v1/instruments/${instrumentId}`, {
        key: OPERATOR,
        body: {
          Prices: [
            { Date: '2025-12-30', Price: '100' },
            { Date: '2026-01-02', Price: '150' },
          ],
        },
      });
      expect(priced.json.Status, JSON.stringify(priced.json)).toBe(1);
      // 4 units sold in January: the position on December 31 was still 10.
      expect((await trade({ Side: 'Sale', Quantity: '4', Price: '150' })).json.Status).toBe(1);

      const rmd = await f.send('GET', `/v1/accounts/${id}/required-distributions?Year=2026`, { key: A() });
      expect(rmd.json.Status, JSON.stringify(rmd.json)).toBe(1);
      // 9,100 cash + 10 x 100 = 10,100 on 2025-12-31; 10,100 / 23.7 = 426.16.
      expect(rmd.json['Account']).toMatchObject({ AccountId: id, RequiredAmount: 426.16 });

      const forms = await f.send('GET', `/v1/accounts/${id}/tax-forms?TaxYear=2025`, { key: A() });
      expect(forms.json.Status, JSON.stringify(forms.json)).toBe(1);
      expect(forms.json['Form5498']).toMatchObject({ FairMarketValue: 10100 });
      expect(forms.json['Ledger']).toMatchObject({ CashAtYearEnd: 9100 });
      expect(JSON.stringify(forms.json['Unchecked'] ?? [])).not.toContain('HoldingsValueAtYearEnd');
    },
  );
});
