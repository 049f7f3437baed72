// The robustness fuzz of fuzz-routes.test.ts carried to the routes it leaves out: the operator
// routes (providers, keys, institutions, contracts, gates, signing keys), Create and Update Client
// and Account with every field of the spec (addresses, OFAC, the type fields of every contracted
// account type: beneficiary and decedent facts, Trump-account and inherited-IRA fields), Transact
// with every EntryType, the webhook endpoint and event routes, and the list GETs with paging and
// filters. Every answer is the envelope with a typed ErrorCode when refused, never a 5xx (but a 503)
// or a stack trace, and a refusal changes no row, event or ledger balance. PGlite only.
// FUZZ_RUNS=N multiplies the runs, FUZZ_COLLECT=1 logs every finding instead of stopping at the
// first, FUZZ_STATS=1 logs each answer's status and ErrorCode.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/index.js';
import { type Database, ledgerCheck } from '../../src/server/index.js';
import { createAccountExample } from '../../src/server/schemas/create-account.js';
import { LOOPBACK_EGRESS } from '../webhooks/harness.js';
import { pgliteBackend } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, makeFixture, OPERATOR } from './fixture.js';
import {
  type Body,
  countedTables,
  expectSafe,
  fuzzSteps,
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
  readonly body?: () => Body;
  readonly key?: () => TestKey;
  readonly runs?: number;
  /** The valid body may be refused (a trump account takes no money before 2026-07-04). */
  readonly refused?: boolean;
}

const CONTRACTED = [
  ...defaultCatalog.types.filter((t) => t.Status === 'ship').map((t) => t.Slug),
  'health-care-fsa',
  'demand-deposit-checking',
  'employee-stock-ownership-plan',
  'trump-account',
  'health-reimbursement-arrangement',
];

describe('fuzzed inputs on the operator, client, account, transact, webhook and list routes (PGlite)', () => {
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
    fsa: '',
    trump: '',
    deposit: '',
    patchable: '',
    foreign: '',
    providerC: '',
    keyC: '',
    endpoint: '',
    event: '',
    transaction: '',
  };

  beforeAll(async () => {
    ({ db, cleanup } = await pgliteBackend.open());
    f = await makeFixture(db, 100_000, clock, { webhookEgress: LOOPBACK_EGRESS, outbox: true });
    tables = await countedTables(db);
    ids.owner = await steps.newClient(A(), '1960-03-01');
    ids.ira = await steps.open(A(), ids.owner, 'traditional-ira');
    ids.patchable = await steps.open(A(), ids.owner, 'sep-ira');
    const openFull = async (slug: string, ClientId = ids.owner) => {
      const r = await f.send('POST', '/v1/accounts', { key: A(), body: { ...accountBody(slug), ClientId } });
      expect(r.json.Status, JSON.stringify(r.json)).toBe(1);
      return String(r.json['AccountId']);
    };
    ids.fsa = await openFull('health-care-fsa');
    ids.trump = await openFull('trump-account', await steps.newClient(A(), '2015-04-01'));
    ids.deposit = await openFull('demand-deposit-checking');
    ids.foreign = await steps.open(B(), await steps.newClient(B()), 'traditional-ira');
    ids.transaction = await steps.fund(A(), ids.ira, 5000, { TaxYear: 2026 });
    await steps.fund(A(), ids.deposit, 5000);
    await steps.fund(B(), ids.foreign, 100, { TaxYear: 2026 });
    const op = (method: string, target: string, body?: unknown) =>
      f.send(method, target, { key: OPERATOR, ...(body !== undefined ? { body } : {}) });
    const c = await op('POST', '/v1/providers', { Name: 'Provider C' });
    ids.providerC = String(c.json['ProviderId']);
    const k = await op('POST', `/v1/providers/${ids.providerC}/keys`, {});
    ids.keyC = String(k.json['KeyId']);
    const ep = await f.send('POST', '/v1/webhook-endpoints', {
      key: A(),
      body: { EventType: 'deposit.posted', Url: 'http://127.0.0.1:9/hook' },
    });
    expect(ep.json.Status, JSON.stringify(ep.json)).toBe(1);
    ids.endpoint = String(ep.json['WebhookEndpointId']);
    const ev = await f.send('GET', '/v1/events', { key: A() });
    const list = ev.json['Events'] as { EventId: string; EventType: string }[] | undefined;
    const deposit = list?.find((e) => e.EventType === 'deposit.posted');
    expect(deposit, JSON.stringify(ev.json).slice(0, 400)).toBeDefined();
    ids.event = String(deposit?.EventId);
  });
  afterAll(async () => {
    await cleanup();
  });

  const { counts, sendChecked } = fuzzSteps(() => ({ db, tables, fixture: f }));

  const address = {
    Line1: '1 Main St',
    Line2: 'Apt 2',
    City: 'Albany',
    Region: 'NY',
    PostalCode: '12207-1234',
    Country: 'US',
  };
  const fullContact = {
    FirstName: 'Ada',
    MiddleName: 'King',
    LastName: 'Lovelace',
    DateOfBirth: '1985-12-10',
    Email: 'ada@example.com',
    Phone: '+12025550123',
    Address: address,
    TaxIdLast4: '1234',
  };
  const ofac = {
    Status: 'Clear',
    ScreenedAt: '2026-04-01T10:00:00Z',
    ListVersion: '2026-03',
    ScreeningReference: 'scr-1',
  };
  const accountBody = (slug: string): Body => {
    const type = defaultCatalog.types.find((t) => t.Slug === slug)!;
    const body: Body = { ...createAccountExample(type), ClientId: ids.owner };
    if ('InstitutionId' in body) body['InstitutionId'] = f.institutionAll;
    return body;
  };
  const transact = (EntryType: string, more: Body = {}): Body => ({
    EntryType,
    Amount: 1,
    Currency: 'USD',
    PaymentMethodType: 'Wire',
    Description: 'fuzz',
    ...more,
  });
  const trumpAccount = () => ids.trump;
  const routes: Route[] = [
    {
      name: 'create provider',
      method: 'POST',
      target: () => '/v1/providers',
      key: () => OPERATOR,
      body: () => ({ Name: 'Fuzz Provider' }),
    },
    {
      name: 'create provider key',
      method: 'POST',
      target: () => `/v1/providers/${ids.providerC}/keys`,
      key: () => OPERATOR,
      body: () => ({}),
    },
    {
      name: 'create institution',
      method: 'POST',
      target: () => '/v1/institutions',
      key: () => OPERATOR,
      body: () => ({
        Name: 'Fuzz Trust',
        Authorities: ['IrsNonbankCustodian', 'Bank'],
        AssetScopes: { IrsNonbankCustodian: ['StocksAndEtfs'] },
      }),
    },
    {
      name: 'set contracts',
      method: 'PUT',
      target: () => `/v1/providers/${ids.providerC}/contracts`,
      key: () => OPERATOR,
      body: () => ({ AccountTypeCodes: ['traditional-ira', 'roth-ira', 'trump-account'] }),
    },
    {
      name: 'set gates',
      method: 'PUT',
      target: () => `/v1/providers/${ids.providerC}/gates`,
      key: () => OPERATOR,
      body: () => ({ SatisfiedGates: ['trump-account', 'health-care-fsa'] }),
    },
    {
      name: 'add contract',
      method: 'PUT',
      target: () => `/v1/providers/${ids.providerC}/contracts/sep-ira`,
      key: () => OPERATOR,
      body: () => ({}),
      runs: 10,
    },
    {
      name: 'add gate',
      method: 'PUT',
      target: () => `/v1/providers/${ids.providerC}/gates/trump-account`,
      key: () => OPERATOR,
      body: () => ({}),
      runs: 10,
    },
    {
      name: 'rotate signing key',
      method: 'POST',
      target: () => '/v1/signing-keys/rotate',
      key: () => OPERATOR,
      body: () => ({}),
      runs: 10,
    },
    {
      name: 'create client (Individual, every field)',
      method: 'POST',
      target: () => '/v1/clients',
      body: () => ({ ClientType: 'Individual', Contact: fullContact, OFAC: ofac }),
    },
    {
      name: 'create client (Trust, foreign address)',
      method: 'POST',
      target: () => '/v1/clients',
      body: () => ({
        ClientType: 'Trust',
        Contact: {
          EntityName: 'The Ada Trust',
          Email: 'trust@example.com',
          Address: { Line1: '1 High St', City: 'London', Region: 'LDN', PostalCode: 'SW1A 1AA', Country: 'GB' },
        },
        SponsorId: ids.owner,
        OFAC: { Status: 'NotScreened' },
      }),
    },
    {
      name: 'update client (every field)',
      method: 'PATCH',
      target: () => `/v1/clients/${ids.owner}`,
      body: () => ({ ClientStatus: 'Active', Contact: { ...fullContact, DateOfBirth: '1960-03-01' }, OFAC: ofac }),
    },
    {
      name: 'update account',
      method: 'PATCH',
      target: () => `/v1/accounts/${ids.patchable}`,
      body: () => ({ AccountStatus: 'Active', ProviderReferenceId: 'patch-1' }),
    },
    ...[
      ['Fee', () => ids.ira, {}],
      ['Distribution', () => ids.ira, {}],
      ['Withdrawal', () => ids.deposit, {}],
      ['Reimbursement', () => ids.fsa, {}],
      ['Interest', () => ids.deposit, {}],
      ['Adjustment', () => ids.ira, { Amount: -1 }],
      ['Distribution', trumpAccount, { DistributionReason: 'Death' }],
    ].map(
      ([entry, account, more]) =>
        ({
          name: `transact ${entry as string}`,
          method: 'POST',
          target: () => `/v1/accounts/${(account as () => string)()}/transact`,
          body: () => transact(entry as string, more as Body),
          runs: 15,
          refused: account === trumpAccount,
        }) satisfies Route,
    ),
    {
      name: 'owner tax year (every fact)',
      method: 'PUT',
      target: () => `/v1/clients/${ids.owner}/tax-years/2026`,
      body: () => ({
        Compensation: 50_000,
        ModifiedAgi: '60000.50',
        FilingStatus: 'MarriedFilingJointly',
        LivedApartFromSpouseAllYear: false,
        SpouseCompensation: 10_000,
        SpouseIraContributions: 0,
        CoveredByWorkplacePlan: true,
        DateOfBirth: '1960-03-01',
        OtherIraContributions: 100,
        OtherRothIraContributions: 0,
        OtherCoverdellContributions: 0,
        SpouseDependentCareContributions: 0,
        OtherElectiveDeferrals: 0,
        OtherHsaContributions: 0,
        OtherTrumpAccountContributions: 0,
        OtherQualifiedCharitableDistributions: 0,
        SimpleEmployerContribution: 'Match',
        SimpleMatchPercent: 3,
        SimpleApplicableEmployer: 'No',
        SimpleAdditionalNonElective: false,
        HdhpCoveragePeriods: [
          { From: '2026-01-01', To: '2026-06-30', CoverageTier: 'Family', SpouseHdhpCoverage: 'None' },
        ],
        MedicareEntitlementDate: null,
        SpouseHdhpCoverage: 'None',
        FamilyLimitSharePercent: 50,
        ClaimedAsDependent: false,
      }),
    },
    {
      name: 'create plan',
      method: 'POST',
      target: () => '/v1/plans',
      body: () => ({
        EmployerId: f.providerA.ProviderId,
        AccountTypeCode: 'health-care-fsa',
        PlanYear: 2026,
        PlanYearStartDate: '2026-01-01',
        CarryoverAmount: '660',
        RunOutDays: 90,
      }),
    },
    {
      name: 'create webhook endpoint',
      method: 'POST',
      target: () => '/v1/webhook-endpoints',
      body: () => ({
        EventType: 'withdrawal.posted',
        Url: 'https://127.0.0.1:9/fuzz',
        Algorithm: 'ed25519',
        ProviderReferenceId: 'wh-1',
      }),
    },
    {
      name: 'redeliver event',
      method: 'POST',
      target: () => `/v1/events/${ids.event}/redeliver`,
      body: () => ({}),
      runs: 15,
    },
  ];

  // Percent-encoded as a client sends them: a raw space or '..' is changed by the URL parser, and the
  // signature over the unchanged target then fails before the route is reached.
  const badIds = fc.constantFrom('not-a-uuid', OTHER_UUID, '%00', 'x'.repeat(300), '0', '%2F', '%20', '%E2%80%AE');
  /** A query value as a client sends it: every reserved character encoded, percent-junk left as it is. */
  const enc = (v: string) =>
    /^%|%0|%F|%2$/.test(v)
      ? v
      : encodeURIComponent(v).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

  const retarget = (target: string, foreign: string) =>
    fc.oneof(badIds, fc.constant(null)).map((id) => {
      const uuid = /[0-9a-f]{8}-[0-9a-f-]{27}/;
      return uuid.test(target) ? target.replace(uuid, id ?? foreign) : target;
    });

  for (const route of routes) {
    it(`${route.method} ${route.name}: mutated bodies and targets`, async () => {
      const valid = route.body?.() ?? {};
      const key = route.key?.() ?? A();
      const ok = await f.send(route.method, route.target(), { key, body: valid });
      expectSafe(ok, `${route.name}: the valid body`);
      if (route.refused !== true)
        expect(ok.json.Status, `${route.name}: the valid body ${JSON.stringify(ok.json)}`).toBe(1);
      const cases = fc.oneof(
        { weight: 6, arbitrary: mutated(valid, () => ids.foreign).map((b) => ({ target: route.target(), b })) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((b) => ({ target: route.target(), b })) },
        { weight: 1, arbitrary: retarget(route.target(), ids.foreign).map((target) => ({ target, b: valid })) },
      );
      await fc.assert(
        fc.asyncProperty(cases, async ({ target, b }) => {
          await sendChecked(route.method, target, { key, body: b }, `${route.method} ${target} ${JSON.stringify(b)}`);
        }),
        { numRuns: (route.runs ?? 20) * RUNS, endOnFailure: true },
      );
    });
  }

  it('POST create account: every contracted type with every field, mutated', async () => {
    for (const slug of ['trump-account', 'inherited-traditional-ira', 'health-savings-account']) {
      const r = await f.send('POST', '/v1/accounts', { key: A(), body: accountBody(slug) });
      expectSafe(r, `${slug}: the example body`);
    }
    const cases = fc
      .constantFrom(...CONTRACTED)
      .chain((slug) =>
        fc.oneof({ weight: 5, arbitrary: mutated(accountBody(slug), () => ids.foreign) }, fc.jsonValue()),
      );
    await fc.assert(
      fc.asyncProperty(cases, async (b) => {
        await sendChecked('POST', '/v1/accounts', { key: A(), body: b }, `POST /v1/accounts ${JSON.stringify(b)}`);
      }),
      { numRuns: 60 * RUNS, endOnFailure: true },
    );
  });

  it('DELETE routes: keys and webhook endpoints with bad and foreign ids', async () => {
    const targets = fc.oneof(
      badIds.map((id) => `/v1/keys/${id}`),
      fc.constantFrom('/v1/keys/', `/v1/keys/${A().KeyId}x`, `/v1/keys/${ids.keyC.toUpperCase()}`),
      badIds.map((id) => `/v1/webhook-endpoints/${id}`),
      fc.constant(`/v1/webhook-endpoints/${ids.endpoint}`.toUpperCase()),
    );
    await fc.assert(
      fc.asyncProperty(targets, async (target) => {
        const key = target.startsWith('/v1/keys') ? OPERATOR : B();
        await sendChecked('DELETE', target, { key }, `DELETE ${target}`);
      }),
      { numRuns: 25 * RUNS, endOnFailure: true },
    );
    // B may not delete A's endpoint; then the real deletions (repeating one answers it again).
    await sendChecked('DELETE', `/v1/webhook-endpoints/${ids.endpoint}`, { key: B() }, 'B deletes A endpoint');
    for (const [target, key] of [
      [`/v1/keys/${ids.keyC}`, OPERATOR],
      [`/v1/keys/${ids.keyC}`, OPERATOR],
      [`/v1/webhook-endpoints/${ids.endpoint}`, A()],
      [`/v1/webhook-endpoints/${ids.endpoint}`, A()],
    ] as const) {
      const r = await f.send('DELETE', target, { key, body: { Unknown: 1 } });
      expectSafe(r, `DELETE ${target} with a body`);
      const r2 = await f.send('DELETE', target, { key });
      expectSafe(r2, `DELETE ${target}`);
    }
  });

  it('non-JSON bodies and wrong content types on every write route', async () => {
    await nonJsonBodies(routes, A, sendChecked, { runs: 40 * RUNS, sample: '{"Name":1,}' });
  });

  it('GETs: lists with paging and filters, single records, foreign and bad ids', async () => {
    const pageValue = fc
      .oneof(
        fc.constantFrom('', '0', '-1', '1e3', '101', '100', '1', '999999999999', '1.5', ' 1', '1 ', '0x10', '+1', '٣'),
        fc.constantFrom('%FF', '%00', '%', '%2', '%E2%80%AE', '1%00', LONG.slice(0, 3000), 'Infinity', 'NaN'),
        fc.string({ maxLength: 8 }),
      )
      .map(enc);
    const filterValue = fc.oneof(
      fc.constantFrom('', 'not-a-uuid', OTHER_UUID, '%FF', LONG.slice(0, 3000), '%00'),
      fc.constant(null).map(() => ids.owner),
      fc.constant(null).map(() => f.institutionAll),
      fc.constant(null).map(() => ids.foreign),
    );
    const query = fc
      .tuple(
        fc.option(pageValue),
        fc.option(pageValue),
        fc.option(pageValue),
        fc.option(fc.constantFrom('Unknown=1', 'pagesize=2', 'PageSize', '=', '&&', '%5B%5D=1')),
      )
      .map(([n, s, s2, extra]) =>
        [
          n === null ? '' : `PageNumber=${n}`,
          s === null ? '' : `PageSize=${s}`,
          s2 === null ? '' : `PageSize=${s2}`,
          extra ?? '',
        ]
          .filter((x) => x !== '')
          .join('&'),
      );
    const lists = fc.oneof(
      query.map((q) => `/v1/clients?${q}`),
      fc.tuple(query, filterValue).map(([q, c]) => `/v1/accounts?ClientId=${c}&${q}`),
      fc.tuple(query, fc.oneof(fc.constant(ids.ira), badIds)).map(([q, a]) => `/v1/accounts/${a}/transactions?${q}`),
      fc.tuple(query, filterValue).map(([q, i]) => `/v1/account-types?InstitutionId=${i}&${q}`),
      query.map((q) => `/v1/webhook-endpoints?${q}`),
      fc
        .tuple(
          query,
          fc.option(fc.constantFrom('deposit.posted', 'x', '', 'a.b.c.d.e', '%FF', 'Deposit.Posted', 'ü.x').map(enc)),
          fc.option(
            fc.constantFrom(
              '2026-01-01T00:00:00Z',
              '2026-01-01',
              '',
              '9999-99-99T99:99Z',
              '2026-02-30T00:00Z',
              '0000-01-01T00:00:00Z',
              '1899-12-31T23:59:59-05:00',
              '2026-01-01T00:00:00+99:99',
            ),
          ),
        )
        .map(
          ([q, t, a]) =>
            `/v1/events?${q}${t === null ? '' : `&Type=${t}`}` +
            `${a === null ? '' : `&CreatedAfter=${encodeURIComponent(a)}`}`,
        ),
      fc.oneof(badIds, fc.constant(null)).map((id) => `/v1/events/${id ?? ids.event}`),
      fc.oneof(badIds, fc.constant(null)).map((id) => `/v1/institutions/${id ?? f.institutionAll}`),
      fc.tuple(query, fc.option(badIds)).map(([q, id]) => `/v1/providers/${id ?? ids.providerC}/keys?${q}`),
      query.map((q) => `/v1/providers?${q}`),
      query.map((q) => `/v1/institutions?${q}`),
      fc.oneof(badIds, fc.constant(null)).map((id) => `/v1/keys/${id ?? ids.keyC}`),
      fc
        .tuple(
          fc.oneof(badIds, fc.constant(null)),
          fc.constantFrom('2026', '0000', '1899', '2201', '26', 'x', '2026.0'),
        )
        .map(([id, y]) => `/v1/clients/${id ?? ids.owner}/tax-years/${y}`),
      fc.oneof(badIds, fc.constant(null)).map((id) => `/v1/plans/${id ?? OTHER_UUID}`),
      query.map((q) => `/v1/holdings/flagged?${q}`),
    );
    const operatorOnly = /^\/v1\/(providers|keys|institutions\?|holdings\/flagged)/;
    await fc.assert(
      fc.asyncProperty(lists, fc.boolean(), async (target, asB) => {
        const key = operatorOnly.test(target) ? OPERATOR : asB ? B() : A();
        await sendChecked('GET', target, { key }, `GET ${target.slice(0, 300)}`);
      }),
      { numRuns: 100 * RUNS, endOnFailure: true },
    );
  });

  // Regressions: each input the fuzz found, exactly as it was sent.
  it('POST /v1/signing-keys/rotate with a body other than {} is InvalidRequest and rotates nothing', async () => {
    for (const raw of [
      'null',
      '[]',
      '"$.&"',
      'true',
      '-1.7976931348623121e+308',
      '{"Unknown":true}',
      '{"constructor":null}',
    ]) {
      const before = await counts();
      const r = await f.send('POST', '/v1/signing-keys/rotate', { key: OPERATOR, raw });
      expectSafe(r, `rotate ${raw}`);
      expect(r.json.ResponseStatus, raw).toMatchObject({ ErrorCode: 'InvalidRequest' });
      expect(await counts(), raw).toEqual(before);
    }
    for (const opts of [{}, { body: {} }]) {
      const r = await f.send('POST', '/v1/signing-keys/rotate', { key: OPERATOR, ...opts });
      expect(r.json.Status, JSON.stringify(r.json)).toBe(1);
    }
  });

  it('a JSON null body on the operator writes that take no fields is InvalidRequest, not {}', async () => {
    for (const target of [
      `/v1/providers/${ids.providerC}/keys`,
      `/v1/providers/${ids.providerC}/contracts/sep-ira`,
      `/v1/providers/${ids.providerC}/gates/trump-account`,
      `/v1/providers/${ids.providerC}/contracts/roth-ira`,
    ]) {
      const method = target.endsWith('/keys') ? 'POST' : 'PUT';
      for (const m of method === 'PUT' ? ['PUT', 'DELETE'] : [method]) {
        const before = await counts();
        const r = await f.send(m, target, { key: OPERATOR, raw: 'null' });
        expectSafe(r, `${m} ${target} null`);
        expect(r.json.ResponseStatus, `${m} ${target}`).toMatchObject({
          ErrorCode: 'InvalidRequest',
          Errors: [{ FieldName: '', ErrorCode: 'InvalidFormat' }],
        });
        expect(await counts(), `${m} ${target}`).toEqual(before);
      }
    }
    const none = await f.send('POST', `/v1/providers/${ids.providerC}/keys`, { key: OPERATOR });
    expect(none.json.Status, JSON.stringify(none.json)).toBe(1);
  });

  it('GET /v1/events?CreatedAfter=0000-01-01T00:00:00Z is InvalidRequest OutOfRange, not a 500', async () => {
    const cases: [string, string][] = [
      ['0000-01-01T00:00:00Z', 'OutOfRange'],
      ['1899-12-31T23:59:59Z', 'OutOfRange'],
      ['2026-02-30T00:00:00Z', 'InvalidValue'],
      ['2026-13-01T00:00:00Z', 'InvalidValue'],
      ['2025-02-29T00:00:00Z', 'InvalidValue'],
    ];
    for (const [after, code] of cases) {
      const r = await f.send('GET', `/v1/events?CreatedAfter=${encodeURIComponent(after)}`, { key: A() });
      expectSafe(r, after);
      expect(r.json.ResponseStatus, after).toMatchObject({
        ErrorCode: 'InvalidRequest',
        Errors: [{ FieldName: 'CreatedAfter', ErrorCode: code }],
      });
    }
    for (const after of ['2024-02-29T00:00:00Z', '1900-01-01T00:00:00+01:00', '9999-12-31T00:00:00Z']) {
      const r = await f.send('GET', `/v1/events?CreatedAfter=${encodeURIComponent(after)}`, { key: A() });
      expect(r.json.Status, `${after} ${JSON.stringify(r.json).slice(0, 300)}`).toBe(1);
    }
  });

  it('the ledger still balances after the fuzz', async () => {
    const check = await ledgerCheck(db);
    expect(check.problems).toEqual([]);
  });
});
