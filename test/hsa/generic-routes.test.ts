// The health-savings-account works through the service's existing generic routes, with no server
// change: Create Account validates its catalog fields, Fund Account applies the engine's HSA limit
// (the account's stored CoverageTier and HighDeductiblePlanStartDate are contribution facts),
// Transact takes a Distribution. PGlite only; the route code is the same on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBackend } from '../server/backends.js';
import { TestClock } from '../server/clock.js';
import { type Fixture, individual, makeFixture } from '../server/fixture.js';

describe('health-savings-account through the generic routes', () => {
  let f: Fixture;
  let cleanup: () => Promise<void>;
  const clock = new TestClock('2026-03-02T12:00:00Z');
  const A = () => f.providerA.key;
  const codeOf = (r: { json: { ResponseStatus?: { ErrorCode: string } } }) => r.json.ResponseStatus?.ErrorCode;

  beforeAll(async () => {
    const opened = await pgliteBackend.open();
    cleanup = opened.cleanup;
    f = await makeFixture(opened.db, 100_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  it(
    'opens, is funded up to the 2026 self-only limit of 4,400 (Rev. Proc. 2025-19) and no further, and pays ' +
      'a distribution',
    async () => {
      const c = await f.send('POST', '/v1/clients', { key: A(), body: individual() });
      const missing = await f.send('POST', '/v1/accounts', {
        key: A(),
        body: {
          ClientId: c.json['ClientId'],
          AccountTypeCode: 'health-savings-account',
          InstitutionId: f.institutionAll,
        },
      });
      expect(codeOf(missing)).toBe('InvalidRequest');
      const r = await f.send('POST', '/v1/accounts', {
        key: A(),
        body: {
          ClientId: c.json['ClientId'],
          AccountTypeCode: 'health-savings-account',
          InstitutionId: f.institutionAll,
          CoverageTier: 'SelfOnly',
          HighDeductiblePlanStartDate: '2026-01-01',
        },
      });
      expect(r.json.Status, JSON.stringify(r.json)).toBe(1);
      const id = String(r.json['AccountId']);
      const fund = (Amount: number, extra: Record<string, unknown> = {}) =>
        f.send('POST', `/v1/accounts/${id}/fund`, {
          key: A(),
          body: { Amount, Currency: 'USD', PaymentMethodType: 'Wire', ...extra },
        });
      expect((await fund(2400, { ContributionSource: 'Employer' })).json.Status).toBe(1);
      expect((await fund(2000)).json.Status).toBe(1);
      const over = await fund(0.01);
      expect(codeOf(over)).toBe('ContributionLimitExceeded');
      // Coverage began in 2026: no month of 2025 was eligible, so nothing may count for 2025.
      expect(codeOf(await fund(10, { TaxYear: 2025 }))).toBe('ContributionLimitExceeded');
      const out = await f.send('POST', `/v1/accounts/${id}/transact`, {
        key: A(),
        body: { EntryType: 'Distribution', Amount: 150, Currency: 'USD' },
      });
      expect(out.json.Status, JSON.stringify(out.json)).toBe(1);
      const got = await f.send('GET', `/v1/accounts/${id}`, { key: A() });
      expect(got.json).toMatchObject({
        AccountTypeCode: 'health-savings-account',
        Phase: 'Standard',
        Attributes: { CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2026-01-01' },
      });
    },
  );
});
