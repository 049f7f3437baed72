// A Trump account's annual limit is the beneficiary's, not the account's (26 U.S.C.
// 530A(b)(1)(C)(i)(II): aggregate contributions other than exempt ones for the calendar year; one
// funded Trump account per child, a rollover account continuing the one it was funded from). Over
// HTTP on each backend: after a qualified rollover of the whole balance (POST /v1/transfers), the
// receiving account's limit still sees the year's contributions made to the sending account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, individual, makeFixture } from './fixture.js';

const backends = await availableBackends();

describe.each(backends)('the Trump annual limit across the beneficiary’s Trump accounts on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  // Contributions open 2026-07-04; a child born 2012-03-10 is in the growth period until 2029-12-31.
  const clock = new TestClock('2026-09-01T12:00:00Z');
  const A = () => f.providerA.key;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db, 100_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  const post = (target: string, body: unknown) => f.send('POST', target, { key: A(), body });
  const fund = (accountId: string, Amount: number) =>
    post(`/v1/accounts/${accountId}/fund`, {
      Amount,
      Currency: 'USD',
      PaymentMethodType: 'Wire',
      ContributionSource: 'Participant',
    });
  const code = (r: { json: { ResponseStatus?: { ErrorCode: string } } }) => r.json.ResponseStatus?.ErrorCode;

  it(
    '3,000 funded into A, the whole of A rolled into B: 2,001 more into B the same year is refused ' +
      '(ContributionLimitExceeded), 2,000 accepted; the next year starts again',
    async () => {
      const c = await post('/v1/clients', individual());
      expect(c.json.Status).toBe(1);
      const child = String(c.json['ClientId']);
      const trump = async (AccountOrigin: string) => {
        const r = await post('/v1/accounts', {
          ClientId: child,
          AccountTypeCode: 'trump-account',
          InstitutionId: f.institutionAll,
          BeneficiaryDateOfBirth: '2012-03-10',
          AccountOrigin,
        });
        expect(r.json.ResponseStatus, JSON.stringify(r.json)).toBeUndefined();
        return String(r.json['AccountId']);
      };
      const a = await trump('Initial');
      const b = await trump('Rollover');

      const first = await fund(a, 3000);
      expect(first.json.ResponseStatus, JSON.stringify(first.json)).toBeUndefined();
      const moved = await post('/v1/transfers', {
        ProviderReferenceId: 'trump-shared-cap-rollover',
        FromAccountId: a,
        ToAccountId: b,
        Amount: 3000,
        Currency: 'USD',
      });
      expect(moved.json, JSON.stringify(moved.json)).toMatchObject({ Status: 1, Amount: 3000 });
      expect(f.events.at(-1)).toMatchObject({ Data: { TransferKind: 'TrumpQualifiedRollover' } });

      const over = await fund(b, 2001);
      expect(code(over), JSON.stringify(over.json)).toBe('ContributionLimitExceeded');
      expect(over.json.ResponseStatus?.Message).toMatch(/5,001\.00 would exceed the limit of 5,000\.00/);
      const at = await fund(b, 2000);
      expect(at.json.ResponseStatus, JSON.stringify(at.json)).toBeUndefined();
      // Nothing was stated for a Trump account of the child at another trustee.
      expect(at.json['Unchecked']).toEqual(expect.arrayContaining(['OtherTrumpAccountContributions']));
      expect(code(await fund(b, 0.01))).toBe('ContributionLimitExceeded');

      // 2027: the 2026 contributions no longer count; 1,000 stated as made to a Trump account elsewhere does.
      clock.set('2027-02-01T12:00:00Z');
      try {
        const year = await f.send('PUT', `/v1/clients/${child}/tax-years/2027`, {
          key: A(),
          body: { OtherTrumpAccountContributions: '1000' },
        });
        expect(year.json.Status, JSON.stringify(year.json)).toBe(1);
        expect(code(await fund(b, 4000.01))).toBe('ContributionLimitExceeded');
        const next = await fund(b, 4000);
        expect(next.json.ResponseStatus, JSON.stringify(next.json)).toBeUndefined();
        expect(next.json['Unchecked'] ?? []).not.toContain('OtherTrumpAccountContributions');
      } finally {
        clock.set('2026-09-01T12:00:00Z');
      }
    },
  );

  it(
    'after the growth period the IRA limit is shared: 6,000 in an 18-year-old’s Trump account, then 7,000 ' +
      'into a Roth IRA refused (the account’s BeneficiaryDateOfBirth read from its attributes), 1,000 accepted',
    async () => {
      const c = await post('/v1/clients', individual());
      const adult = String(c.json['ClientId']);
      // Opened in 2026 at 17; from 2027-01-01 the account is a traditional IRA (530A(a)).
      const t = await post('/v1/accounts', {
        ClientId: adult,
        AccountTypeCode: 'trump-account',
        InstitutionId: f.institutionAll,
        BeneficiaryDateOfBirth: '2009-05-01',
        AccountOrigin: 'Initial',
      });
      expect(t.json.ResponseStatus, JSON.stringify(t.json)).toBeUndefined();
      const roth = await post('/v1/accounts', {
        ClientId: adult,
        AccountTypeCode: 'roth-ira',
        InstitutionId: f.institutionAll,
      });
      expect(roth.json.ResponseStatus, JSON.stringify(roth.json)).toBeUndefined();
      clock.set('2027-02-01T12:00:00Z');
      try {
        const year = await f.send('PUT', `/v1/clients/${adult}/tax-years/2027`, {
          key: A(),
          body: { Compensation: '50000' },
        });
        expect(year.json.Status, JSON.stringify(year.json)).toBe(1);
        const inTrump = await fund(String(t.json['AccountId']), 6000);
        expect(inTrump.json.ResponseStatus, JSON.stringify(inTrump.json)).toBeUndefined();
        const over = await fund(String(roth.json['AccountId']), 7000);
        expect(code(over), JSON.stringify(over.json)).toBe('ContributionLimitExceeded');
        const within = await fund(String(roth.json['AccountId']), 1000);
        expect(within.json.ResponseStatus, JSON.stringify(within.json)).toBeUndefined();
      } finally {
        clock.set('2026-09-01T12:00:00Z');
      }
    },
  );
});
