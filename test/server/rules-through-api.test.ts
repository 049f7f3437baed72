// Issue 15: every rule the engine knows, enforced through the API. Each reproduction of the
// issue is a named test, run once per backend (PGlite, and PostgreSQL when it answers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerYearFactsSchema } from '../../src/core/decisions/owner/owner-year-facts.js';
import { defaultCatalog } from '../../src/index.js';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { type Fixture, makeFixture, OPERATOR } from './fixture.js';

const backends = await availableBackends();
const YEAR = new Date().getUTCFullYear();

describe.each(backends)('rules through the API (issue 15) on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const A = () => f.providerA.key;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db);
    // Every type the engine knows (commuter-benefits and simple-ira included), contracted and gated.
    const all = defaultCatalog.types.map((t) => t.Slug);
    await f.send('PUT', `/v1/providers/${f.providerA.ProviderId}/contracts`, {
      key: OPERATOR,
      body: { AccountTypeCodes: all },
    });
    await f.send('PUT', `/v1/providers/${f.providerA.ProviderId}/gates`, {
      key: OPERATOR,
      body: { SatisfiedGates: all },
    });
  });
  afterAll(async () => {
    await cleanup();
  });

  const ok = (r: { json: Record<string, unknown> }) => expect(r.json['Status'], JSON.stringify(r.json)).toBe(1);
  const code = (r: { json: { ResponseStatus?: { ErrorCode: string } } }) => r.json.ResponseStatus?.ErrorCode;

  async function client(DateOfBirth = '1985-12-10'): Promise<string> {
    const r = await f.send('POST', '/v1/clients', {
      key: A(),
      body: { ClientType: 'Individual', Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth } },
    });
    ok(r);
    return String(r.json['ClientId']);
  }
  const benefit = (slug: string) => defaultCatalog.typeBySlug.get(slug)?.Nature === 'BenefitObligation';
  async function account(ClientId: string, AccountTypeCode: string, extra: Record<string, unknown> = {}) {
    const r = await f.send('POST', '/v1/accounts', {
      key: A(),
      body: {
        ClientId,
        AccountTypeCode,
        ...(benefit(AccountTypeCode) ? {} : { InstitutionId: f.institutionAll }),
        ...extra,
      },
    });
    ok(r);
    return String(r.json['AccountId']);
  }
  const fund = (id: string, Amount: number | string, extra: Record<string, unknown> = {}) =>
    f.send('POST', `/v1/accounts/${id}/fund`, {
      key: A(),
      body: { Amount, Currency: 'USD', PaymentMethodType: 'Wire', ...extra },
    });
  const putYear = (clientId: string, year: number, body: Record<string, unknown>) =>
    f.send('PUT', `/v1/clients/${clientId}/tax-years/${year}`, { key: A(), body });

  it('owner facts by tax year: PUT then GET answers the stated facts; an unknown fact is refused', async () => {
    const c = await client();
    ok(await putYear(c, YEAR, { Compensation: '52000', FilingStatus: 'Single', ModifiedAgi: 60000 }));
    const g = await f.send('GET', `/v1/clients/${c}/tax-years/${YEAR}`, { key: A() });
    ok(g);
    expect(g.json['Facts']).toEqual({ Compensation: '52000', FilingStatus: 'Single', ModifiedAgi: 60000 });
    const bad = await putYear(c, YEAR, { Salary: 1 });
    expect(code(bad)).toBe('InvalidRequest');
  });

  it('a child Roth IRA for a child with Compensation 0 refuses a 7,500 deposit (26 U.S.C. 219(b)(1)(B))', async () => {
    const parent = await client('1980-01-01');
    const child = await client('2014-06-01');
    const id = await account(child, 'child-roth-ira', { ResponsibleIndividualId: parent });
    ok(await putYear(child, YEAR, { Compensation: '0', FilingStatus: 'Single', ModifiedAgi: '0' }));
    const r = await fund(id, 7500, { TaxYear: YEAR });
    expect(code(r), JSON.stringify(r.json)).toBe('ContributionLimitExceeded');
    expect(JSON.stringify(r.json)).toMatch(/compensation/i);
    // A child with no stated facts: accepted, and Compensation is listed as unchecked.
    const sibling = await client('2015-06-01');
    const other = await account(sibling, 'child-roth-ira', { ResponsibleIndividualId: parent });
    const unchecked = await fund(other, 100, { TaxYear: YEAR });
    ok(unchecked);
    expect(unchecked.json['Unchecked']).toEqual(expect.arrayContaining(['Compensation']));
  });

  it(
    'without stated facts a Roth IRA deposit is accepted ' + 'and lists the facts it could not check in Unchecked',
    async () => {
      const c = await client();
      const id = await account(c, 'roth-ira');
      const r = await fund(id, 1000, { TaxYear: YEAR });
      ok(r);
      expect(r.json['Unchecked']).toEqual(expect.arrayContaining(['Compensation', 'OtherIraContributions']));
    },
  );

  it(
    "an HSA reads the owner's Medicare entitlement, coverage and spouse from the year's facts " +
      '(26 U.S.C. 223(b)(7)): entitled from January 1, no deposit for the year',
    async () => {
      const c = await client('1958-03-01');
      const id = await account(c, 'health-savings-account', {
        CoverageTier: 'SelfOnly',
        HighDeductiblePlanStartDate: `${YEAR}-01-01`,
      });
      const before = await fund(id, 100, { TaxYear: YEAR });
      ok(before);
      expect(before.json['Unchecked']).toEqual(
        expect.arrayContaining(['MedicareEntitlementDate', 'ClaimedAsDependent', 'DisqualifyingCoveragePeriods']),
      );
      ok(
        await putYear(c, YEAR, {
          MedicareEntitlementDate: `${YEAR}-01-01`,
          SpouseHdhpCoverage: 'None',
          HdhpCoveragePeriods: [{ From: `${YEAR}-01-01`, CoverageTier: 'SelfOnly' }],
          FamilyLimitSharePercent: 50,
          ClaimedAsDependent: false,
          DisqualifyingCoveragePeriods: [],
        }),
      );
      const after = await fund(id, 100, { TaxYear: YEAR });
      expect(code(after), JSON.stringify(after.json)).toBe('ContributionLimitExceeded');
      const bad = await putYear(c, YEAR, { MedicareEntitlementDate: 'soon', FamilyLimitSharePercent: 101 });
      expect(code(bad)).toBe('InvalidRequest');
      // Facts Fund Account would refuse later are refused when stated.
      for (const body of [
        { MedicareEntitlementDate: `${YEAR}-02-30` },
        { DisqualifyingCoveragePeriods: [{ From: `${YEAR}-05-01`, To: `${YEAR}-04-01` }] },
        { FamilyLimitSharePercent: 33.33333 },
        { DateOfBirth: '1990-02-30' },
      ])
        expect(code(await putYear(c, YEAR, body)), JSON.stringify(body)).toBe('InvalidRequest');
    },
  );

  it('a SIMPLE IRA refuses a 50,000 employer deposit (26 U.S.C. 408(p)(2)(A)(iii), (B))', async () => {
    const c = await client();
    const id = await account(c, 'simple-ira', { SimpleEmployerContribution: 'Match' });
    ok(await putYear(c, YEAR, { Compensation: '80000', SimpleEmployerContribution: 'Match' }));
    const r = await fund(id, 50000, { TaxYear: YEAR, ContributionSource: 'Employer' });
    expect(code(r), JSON.stringify(r.json)).toBe('ContributionLimitExceeded');
  });

  it(
    'two Roth IRAs of one client each accepting 8,600 for the same tax year: the second is refused ' +
      '(219(b)(1), 408A(c)(2))',
    async () => {
      const c = await client('1960-03-03'); // 50 or older: 7,000 + 1,000 catch-up (2024) or more
      ok(await putYear(c, YEAR, { Compensation: '90000', ModifiedAgi: '90000', FilingStatus: 'Single' }));
      const one = await account(c, 'roth-ira');
      const two = await account(c, 'roth-ira');
      const first = await fund(one, 8000, { TaxYear: YEAR });
      ok(first);
      const second = await fund(two, 8600, { TaxYear: YEAR });
      expect(code(second), JSON.stringify(second.json)).toBe('ContributionLimitExceeded');
      const third = await fund(two, 100, { TaxYear: YEAR });
      ok(third);
    },
  );

  it(
    'two concurrent deposits to two Roth IRAs of one person that together exceed the limit: exactly one is ' +
      'accepted',
    async () => {
      const c = await client('1990-03-03');
      ok(await putYear(c, YEAR, { Compensation: '90000', ModifiedAgi: '90000', FilingStatus: 'Single' }));
      const one = await account(c, 'roth-ira');
      const two = await account(c, 'roth-ira');
      const [a, b] = await Promise.all([fund(one, 5000, { TaxYear: YEAR }), fund(two, 5000, { TaxYear: YEAR })]);
      const statuses = [a.json['Status'], b.json['Status']].sort();
      expect(statuses, JSON.stringify([a.json, b.json])).toEqual([0, 1]);
      expect([code(a), code(b)]).toContain('ContributionLimitExceeded');
    },
  );

  it('a commuter deposit is accepted with its SubAccount, and its balance is per sub-account (132(f)(2))', async () => {
    const c = await client();
    const id = await account(c, 'commuter-benefits', {
      EmployerId: f.providerA.ProviderId,
      PlanYear: YEAR,
      AnnualElection: 1200,
      UniformCoverage: 'DoesNotApply',
    });
    const r = await fund(id, 100, { PlanYear: YEAR, SubAccount: 'Transit' });
    ok(r);
    const missing = await fund(id, 100, { PlanYear: YEAR });
    expect(code(missing)).toBe('InvalidRequest');
    const tx = await f.send('GET', `/v1/transactions/${r.json['TransactionId']}`, { key: A() });
    expect(JSON.stringify(tx.json)).toContain('"SubAccount":"Transit"');
    ok(await fund(id, 40, { PlanYear: YEAR, SubAccount: 'Parking' }));
    const view = await f.send('GET', `/v1/accounts/${id}`, { key: A() });
    expect((view.json['AccountBalance'] as Record<string, unknown>)['SubAccountBalances']).toEqual({
      Transit: 100,
      Parking: 40,
    });
    const notCommuter = await fund(await account(c, 'roth-ira'), 10, { TaxYear: YEAR, SubAccount: 'Transit' });
    expect(code(notCommuter)).toBe('InvalidRequest');
  });

  it('a Deceased client’s own IRA refuses a deposit (IRS Pub. 590-A)', async () => {
    const c = await client();
    const id = await account(c, 'traditional-ira');
    ok(await f.send('PATCH', `/v1/clients/${c}`, { key: A(), body: { ClientStatus: 'Deceased' } }));
    const r = await fund(id, 100, { TaxYear: YEAR });
    expect(code(r)).toBe('InvalidRequest');
    expect(JSON.stringify(r.json)).toContain('ClientStatusNotPermitted');
  });

  it('closing a client with open accounts is refused and lists their ids', async () => {
    const c = await client();
    const id = await account(c, 'irrevocable-trust');
    const r = await f.send('PATCH', `/v1/clients/${c}`, { key: A(), body: { ClientStatus: 'Closed' } });
    expect(code(r)).toBe('InvalidRequest');
    expect(JSON.stringify(r.json)).toContain(id);
    ok(await f.send('PATCH', `/v1/accounts/${id}`, { key: A(), body: { AccountStatus: 'Closed' } }));
    ok(await f.send('PATCH', `/v1/clients/${c}`, { key: A(), body: { ClientStatus: 'Closed' } }));
  });

  it('an InvestmentId above 2^53 round-trips exactly (9223372036854775807)', async () => {
    const c = await client();
    const id = await account(c, 'roth-ira', { InvestmentId: '9223372036854775807' });
    const view = await f.send('GET', `/v1/accounts/${id}`, { key: A() });
    expect(view.json['InvestmentId']).toBe('9223372036854775807');
    const small = await account(c, 'roth-ira', { InvestmentId: 9007199254 });
    expect((await f.send('GET', `/v1/accounts/${small}`, { key: A() })).json['InvestmentId']).toBe(9007199254);
  });

  it(
    'PLESA principal is its own figure: fund 2,400, Interest 200 gives ParticipantPrincipal 2,400 of 2,600 ' +
      '(ERISA 801(c)(2))',
    async () => {
      const c = await client();
      const id = await account(c, 'emergency-savings-plesa', {
        TrusteeId: '6b1f3c2d-8e4a-4f5b-9c6d-7e8f9a0b1c2d',
        PlanId: '7c2a4d3e-9f5b-4a6c-8d7e-8f9a0b1c2d3e',
        IsNonHighlyCompensated: true,
      });
      ok(await fund(id, 2400, { PlanYear: YEAR }));
      ok(
        await f.send('POST', `/v1/accounts/${id}/transact`, {
          key: A(),
          body: { EntryType: 'Interest', Amount: 200, Currency: 'USD' },
        }),
      );
      const view = await f.send('GET', `/v1/accounts/${id}`, { key: A() });
      expect(view.json['AccountBalance']).toMatchObject({ AvailableBalance: 2600, ParticipantPrincipal: 2400 });
    },
  );

  it('the OpenAPI document describes every added field and route', async () => {
    const doc = (await (await f.fetch(new Request('http://acctos.test/openapi.json'))).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
      components: { schemas: Record<string, { properties?: Record<string, { description?: string }> }> };
    };
    const year = doc.paths['/v1/clients/{ClientId}/tax-years/{TaxYear}'];
    expect(year?.['put']?.operationId).toBe('PutOwnerTaxYear');
    expect(year?.['get']?.operationId).toBe('GetOwnerTaxYear');
    const props = (name: string) => Object.keys(doc.components.schemas[name]?.properties ?? {});
    expect(props('AccountBalance')).toEqual(expect.arrayContaining(['SubAccountBalances', 'ParticipantPrincipal']));
    expect(props('FundAccountRequest')).toContain('SubAccount');
    expect(props('PutOwnerYearRequest')).toEqual(
      expect.arrayContaining([
        'Compensation',
        'ModifiedAgi',
        'FilingStatus',
        'SpouseCompensation',
        'CoveredByWorkplacePlan',
      ]),
    );
    // Every fact the engine takes for a year is in the document (the wire schema cannot drop one).
    expect(
      props('PutOwnerYearRequest')
        .filter((k) => k !== 'ProviderReferenceId')
        .sort(),
    ).toEqual(Object.keys(OwnerYearFactsSchema.shape).sort());
    expect(props('OwnerYearIdResponse')).toEqual(expect.arrayContaining(['Warnings', 'Unchecked']));
    expect(doc.components.schemas['AccountBalance']?.properties?.['ParticipantPrincipal']?.description).toMatch(
      /PLESA/,
    );
  });

  it(
    'plans: a health FSA plan with a carryover is created and read back; grace with carryover, and a ' +
      'dependent-care grace period, are refused (Notice 2013-71; spec 2.5)',
    async () => {
      const EmployerId = f.providerA.ProviderId;
      const created = await f.send('POST', '/v1/plans', {
        key: A(),
        body: {
          EmployerId,
          AccountTypeCode: 'health-care-fsa',
          PlanYear: 2025,
          CarryoverAmount: '660',
          RunOutDays: 90,
        },
      });
      ok(created);
      const got = await f.send('GET', `/v1/plans/${created.json['PlanId']}`, { key: A() });
      expect(got.json).toMatchObject({ Mode: 'Carryover', CarryoverAmount: 660, RunOutDays: 90, PlanYear: 2025 });
      const both = await f.send('POST', '/v1/plans', {
        key: A(),
        body: {
          EmployerId,
          AccountTypeCode: 'health-care-fsa',
          PlanYear: 2025,
          CarryoverAmount: 660,
          GracePeriodMonths: 2.5,
        },
      });
      expect(JSON.stringify(both.json)).toContain('GracePeriodAndCarryoverExclusive');
      const dc = await f.send('POST', '/v1/plans', {
        key: A(),
        body: { EmployerId, AccountTypeCode: 'dependent-care-fsa', PlanYear: 2025, GracePeriodMonths: 2.5 },
      });
      expect(JSON.stringify(dc.json)).toContain('GracePeriodNotPermitted');
    },
  );
});
