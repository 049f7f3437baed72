// Bad input on every lifecycle write route and the GETs with query parameters (issue: robustness):
// a valid body with one or two fields mutated (wrong JSON type, out-of-range number, 10k-character
// string, unknown enum, non-uuid or foreign id, impossible date, extra field, duplicated or huge
// array, deep nesting), wholly random JSON, and non-JSON bodies. Every answer is the envelope with a
// typed ErrorCode when refused, never a 500 or a stack trace, and a refusal changes no row, event or
// ledger balance. PGlite only (the PostgreSQL run of the same code is the write-shell suite's).
// Exploring: FUZZ_RUNS=N multiplies the runs, FUZZ_COLLECT=1 logs every finding instead of stopping
// at the first, FUZZ_STATS=1 logs each answer's status and ErrorCode.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, ledgerCheck } from '../../src/server/index.js';
import { pgliteBackend } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, makeFixture, OPERATOR } from './fixture.js';
import {
  type Body,
  countedTables,
  expectSafe,
  fuzzSteps,
  type Json,
  LONG,
  mutated,
  nonJsonBodies,
  OTHER_UUID,
} from './fuzz-arbitraries.js';
import { movementSteps } from './movement-steps.js';
import type { TestKey } from './sign.js';

interface Route {
  readonly name: string;
  readonly method: string;
  readonly target: () => string;
  readonly body: () => Body;
  readonly key?: () => TestKey;
}

describe('fuzzed inputs on the lifecycle routes (PGlite)', () => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  let tables: string[];
  const RUNS = Number(process.env['FUZZ_RUNS'] ?? 1);
  const clock = new TestClock('2026-04-10T15:00:00Z');
  const A = () => f.providerA.key;
  const B = () => f.providerB.key;
  const steps = movementSteps(
    () => f,
    () => db,
  );
  const ids = {
    owner: '',
    ira: '',
    roth: '',
    sep: '',
    patchable: '',
    foreign: '',
    instrument: '',
    contribution: '',
    withdrawal: '',
  };

  beforeAll(async () => {
    ({ db, cleanup } = await pgliteBackend.open());
    f = await makeFixture(db, 100_000, clock);
    tables = await countedTables(db);
    ids.owner = await steps.newClient(A(), '1960-03-01');
    ids.ira = await steps.open(A(), ids.owner, 'traditional-ira');
    ids.roth = await steps.open(A(), ids.owner, 'roth-ira');
    ids.sep = await steps.open(A(), ids.owner, 'sep-ira');
    ids.patchable = await steps.open(A(), ids.owner, 'sep-ira');
    ids.foreign = await steps.open(B(), await steps.newClient(B()), 'traditional-ira');
    await steps.fund(A(), ids.ira, 5000, { TaxYear: 2026 });
    await steps.fund(A(), ids.sep, 5000);
    await steps.fund(B(), ids.foreign, 100, { TaxYear: 2026 });
    ids.contribution = await steps.fund(A(), ids.roth, 1000, { TaxYear: 2026 });
    const w = await steps.post(`/v1/accounts/${ids.ira}/withdrawals`, {
      Amount: 10,
      Currency: 'USD',
      DistributionReason: 'Normal',
    });
    expect(w.json.Status, JSON.stringify(w.json)).toBe(1);
    ids.withdrawal = String(w.json['TransactionId']);
    const inst = await f.send('POST', '/v1/instruments', {
      key: OPERATOR,
      body: { Identifier: { Scheme: 'Cusip', Value: '037833100' }, AssetClass: 'StocksAndEtfs', Name: 'Apple Inc.' },
    });
    expect(inst.json.Status, JSON.stringify(inst.json)).toBe(1);
    ids.instrument = String(inst.json['InstrumentId']);
  });
  afterAll(async () => {
    await cleanup();
  });

  const { counts, sendChecked } = fuzzSteps(() => ({ db, tables, fixture: f }));

  const person = (Name: string, SharePercent: number) => ({
    Kind: 'Person',
    Name,
    Relationship: 'Child',
    DateOfBirth: '1990-01-01',
    SharePercent,
  });
  const routes: Route[] = [
    {
      name: 'fund',
      method: 'POST',
      target: () => `/v1/accounts/${ids.roth}/fund`,
      body: () => ({ Amount: 1, Currency: 'USD', PaymentMethodType: 'Wire', TaxYear: 2026 }),
    },
    {
      name: 'fund repayment',
      method: 'POST',
      target: () => `/v1/accounts/${ids.ira}/fund`,
      body: () => ({
        Amount: 1,
        Currency: 'USD',
        PaymentMethodType: 'Wire',
        ContributionSource: 'Repayment',
        RepaymentOf: 'BirthOrAdoption',
        RepaidTransactionId: ids.withdrawal,
        TaxYear: 2026,
      }),
    },
    {
      name: 'withdrawal',
      method: 'POST',
      target: () => `/v1/accounts/${ids.ira}/withdrawals`,
      body: () => ({
        Amount: 1,
        Currency: 'USD',
        DistributionReason: 'Early',
        ExceptionClaimed: 'EmergencyPersonalExpense',
        ExceptionFacts: {
          QualifyingAmount: 1,
          EventDate: '2026-01-05',
          PriorEmergencyDistributions: [{ Date: '2025-01-01', Amount: 1, RepaidOrRecontributed: true }],
        },
        FederalWithholdingPercent: 10,
        PaymentMethodType: 'Wire',
      }),
    },
    {
      name: 'beneficiaries',
      method: 'PUT',
      target: () => `/v1/accounts/${ids.sep}/beneficiaries`,
      body: () => ({
        Primary: [person('Ann', 100)],
        Contingent: [person('Bob', 50), person('Cy', 50)],
        OwnerIsMarried: false,
        OwnerStateOfResidence: 'NY',
      }),
    },
    {
      name: 'investment',
      method: 'POST',
      target: () => `/v1/accounts/${ids.sep}/investments`,
      body: () => ({ Side: 'Purchase', InstrumentId: ids.instrument, Quantity: '1', Price: '1', Currency: 'USD' }),
    },
    {
      name: 'create instrument',
      method: 'POST',
      target: () => '/v1/instruments',
      key: () => OPERATOR,
      body: () => ({
        Identifier: { Scheme: 'Cusip', Value: '594918104' },
        AssetClass: 'StocksAndEtfs',
        Name: 'Microsoft',
        Currency: 'USD',
        QuantityScale: 4,
        Attributes: { IsLifeInsuranceContract: false },
        Prices: [{ Date: '2026-01-02', Price: '10.5' }],
      }),
    },
    {
      name: 'change instrument',
      method: 'PATCH',
      target: () => `/v1/instruments/${ids.instrument}`,
      key: () => OPERATOR,
      body: () => ({ Name: 'Apple Inc.', Attributes: { IsLifeInsuranceContract: null } }),
    },
    {
      name: 'transfer',
      method: 'POST',
      target: () => '/v1/transfers',
      body: () => ({ FromAccountId: ids.ira, ToAccountId: ids.sep, Amount: 1, Currency: 'USD' }),
    },
    {
      name: 'rollover',
      method: 'POST',
      target: () => '/v1/rollovers',
      body: () => ({
        FromAccountId: ids.ira,
        ToAccountId: ids.sep,
        Kind: 'Indirect',
        Amount: 1,
        Currency: 'USD',
        DistributionDate: '2026-04-01',
        DistributionAmount: 1,
        SelfCertificationReason: 'PostalError',
        SelfCertifiedOn: '2026-04-02',
        ReasonEndedOn: '2026-04-02',
      }),
    },
    {
      name: 'roth conversion',
      method: 'POST',
      target: () => '/v1/roth-conversions',
      body: () => ({ FromAccountId: ids.ira, ToAccountId: ids.roth, Amount: 1, Currency: 'USD' }),
    },
    {
      name: 'recharacterization',
      method: 'POST',
      target: () => '/v1/recharacterizations',
      body: () => ({
        FromAccountId: ids.roth,
        ToAccountId: ids.ira,
        ContributionTransactionId: ids.contribution,
        Amount: 1,
        Currency: 'USD',
        TaxYear: 2026,
        AdjustedOpeningBalance: 1000,
        AdjustedClosingBalance: 1000,
      }),
    },
    {
      name: 'update client',
      method: 'PATCH',
      target: () => `/v1/clients/${ids.owner}`,
      body: () => ({
        ClientStatus: 'Active',
        Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: '1960-03-01' },
      }),
    },
    {
      name: 'update account',
      method: 'PATCH',
      target: () => `/v1/accounts/${ids.patchable}`,
      body: () => ({ AccountStatus: 'Active' }),
    },
  ];

  const badIds = fc.constantFrom('not-a-uuid', OTHER_UUID, '%00', 'x'.repeat(300), '..', '0');
  /** The route's target with its id replaced (non-uuid, unknown, provider B's). */
  const retarget = (target: string) =>
    fc.oneof(badIds, fc.constant(null)).map((id) => {
      const uuid = /[0-9a-f]{8}-[0-9a-f-]{27}/;
      return uuid.test(target) ? target.replace(uuid, id ?? ids.foreign) : target;
    });

  for (const route of routes) {
    it(`${route.method} ${route.name}: mutated bodies and targets`, async () => {
      const valid = route.body();
      const key = route.key?.() ?? A();
      const ok = await f.send(route.method, route.target(), { key, body: valid });
      expectSafe(ok, `${route.name}: the valid body`);
      const cases = fc.oneof(
        { weight: 6, arbitrary: mutated(valid, () => ids.foreign).map((b) => ({ target: route.target(), b })) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((b) => ({ target: route.target(), b })) },
        { weight: 1, arbitrary: retarget(route.target()).map((target) => ({ target, b: valid as Json })) },
      );
      await fc.assert(
        fc.asyncProperty(cases, async ({ target, b }) => {
          await sendChecked(route.method, target, { key, body: b }, `${route.method} ${target} ${JSON.stringify(b)}`);
        }),
        { numRuns: 30 * RUNS, endOnFailure: true },
      );
    });
  }

  it('non-JSON bodies and wrong content types on every route', async () => {
    await nonJsonBodies(routes, A, sendChecked, {
      extraContentTypes: ['multipart/form-data; boundary=x'],
      runs: 40 * RUNS,
      sample: '{"Amount":1,}',
    });
  });

  it('GETs with query parameters', async () => {
    const weird = fc.oneof(
      fc.constantFrom('2026', '0000', '99999', '-1', '1e3', 'NaN', '', ' 2026', '2026.5', LONG, '%FF', '%00', 'html'),
      fc.string({ maxLength: 12 }),
    );
    const enc = (s: string) => (s.startsWith('%') ? s : encodeURIComponent(s));
    const gets = fc.oneof(
      weird.map((y) => `/v1/accounts/${ids.ira}/required-distributions?Year=${enc(y)}`),
      fc
        .tuple(weird, fc.option(weird))
        .map(
          ([y, fmt]) =>
            `/v1/accounts/${ids.ira}/tax-forms?TaxYear=${enc(y)}${fmt === null ? '' : `&Format=${enc(fmt)}`}`,
        ),
      fc.oneof(badIds, fc.constant(ids.contribution)).map((id) => `/v1/transactions/${id}`),
      fc
        .tuple(weird, weird)
        .map(([n, s]) => `/v1/accounts/${ids.sep}/holdings?PageNumber=${enc(n)}&PageSize=${enc(s)}`),
      fc.constantFrom(
        `/v1/accounts/${ids.ira}/required-distributions?Year=2026&Year=2027`,
        `/v1/accounts/${ids.ira}/required-distributions`,
        `/v1/accounts/${ids.foreign}/required-distributions?Year=2026`,
        `/v1/accounts/${ids.ira}/tax-forms?TaxYear=2026&Format=html`,
        `/v1/accounts/${ids.ira}/tax-forms?TaxYear=2026&Format=pdf`,
        `/v1/accounts/${ids.sep}/holdings?PageNumber=0&PageSize=0`,
        `/v1/accounts/${ids.sep}/holdings?PageNumber=999999999&PageSize=999999999`,
      ),
    );
    await fc.assert(
      fc.asyncProperty(gets, async (target) => {
        const r = await f.send('GET', target, { key: A() });
        if (r.json.Status === -1 && r.status === 200) return; // Format=html answers a page, not JSON
        try {
          expectSafe(r, `GET ${target}`);
        } catch (err) {
          if (process.env['FUZZ_COLLECT'] === undefined) throw err;
          console.log('FINDING', String(err).slice(0, 900));
        }
      }),
      { numRuns: 60 * RUNS, endOnFailure: true },
    );
  });

  // Regressions: each input the fuzz found, exactly as it was sent.
  it('GET required-distributions?Year=0000 (and 0012, 1899, 2201) is InvalidRequest OutOfRange, not 500', async () => {
    for (const y of ['0000', '0012', '1899', '2201']) {
      const r = await f.send('GET', `/v1/accounts/${ids.sep}/required-distributions?Year=${y}`, { key: A() });
      expectSafe(r, `Year=${y}`);
      expect(r.json.ResponseStatus, y).toMatchObject({
        ErrorCode: 'InvalidRequest',
        Message: 'Year must be a four-digit year from 1900 to 2200.',
        Errors: [{ FieldName: 'Year', ErrorCode: 'OutOfRange' }],
      });
    }
    const missing = await f.send('GET', `/v1/accounts/${ids.sep}/required-distributions`, { key: A() });
    expect(missing.json.ResponseStatus).toMatchObject({ Errors: [{ FieldName: 'Year', ErrorCode: 'Required' }] });
    const fine = await f.send('GET', `/v1/accounts/${ids.sep}/required-distributions?Year=2026`, { key: A() });
    expect(fine.json.Status, JSON.stringify(fine.json)).toBe(1);
  });

  it('GET tax-forms?TaxYear=0000 is InvalidRequest OutOfRange, not a 500', async () => {
    const r = await f.send('GET', `/v1/accounts/${ids.sep}/tax-forms?TaxYear=0000`, { key: A() });
    expectSafe(r, 'TaxYear=0000');
    expect(r.json.ResponseStatus).toMatchObject({ Errors: [{ FieldName: 'TaxYear', ErrorCode: 'OutOfRange' }] });
  });

  it('a ProviderReferenceId not a string of 1..128 is refused on the instrument and beneficiary writes', async () => {
    const msft = {
      Identifier: { Scheme: 'Cusip', Value: '594918104' },
      AssetClass: 'StocksAndEtfs',
      Name: 'Microsoft',
    };
    const cases: [string, string, Body, TestKey][] = [
      ['POST', '/v1/instruments', { ...msft, ProviderReferenceId: -1 }, OPERATOR],
      [
        'PATCH',
        `/v1/instruments/${ids.instrument}`,
        { Name: 'Apple Inc.', Attributes: { IsLifeInsuranceContract: null }, ProviderReferenceId: [1, 1] },
        OPERATOR,
      ],
      ['PATCH', `/v1/instruments/${ids.instrument}`, { Name: 'Apple Inc.', ProviderReferenceId: LONG }, OPERATOR],
      [
        'PUT',
        `/v1/accounts/${ids.sep}/beneficiaries`,
        { Primary: [person('Ann', 100)], ProviderReferenceId: { F0: 0 } },
        A(),
      ],
    ];
    for (const [method, target, body, key] of cases) {
      const before = await counts();
      const r = await f.send(method, target, { key, body });
      expectSafe(r, `${method} ${target}`);
      expect(r.json.ResponseStatus, `${method} ${target}`).toMatchObject({
        ErrorCode: 'InvalidRequest',
        Errors: expect.arrayContaining([expect.objectContaining({ FieldName: 'ProviderReferenceId' })]),
      });
      expect(await counts()).toEqual(before);
    }
  });

  it('a JSON null body is refused with InvalidRequest on every route, the PATCHes included', async () => {
    for (const route of routes) {
      const before = await counts();
      const r = await f.send(route.method, route.target(), { key: route.key?.() ?? A(), raw: 'null' });
      expectSafe(r, `${route.name} null`);
      expect(r.json.ResponseStatus, route.name).toMatchObject({ ErrorCode: 'InvalidRequest' });
      expect(await counts()).toEqual(before);
    }
  });

  it('the ledger still balances after the fuzz', async () => {
    const check = await ledgerCheck(db);
    expect(check.problems).toEqual([]);
  });
});
