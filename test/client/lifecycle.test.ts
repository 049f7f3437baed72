// The typed methods of acctos/client for the rest of the lifecycle (design.md section 8), the
// operator's directory and the event log, run against createApp in-process (PGlite) as
// client.test.ts does: per family at least one call answered Status 1 with a field of the answer,
// and one refused call whose typed ErrorCode arrives.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AcctosClient, type ApiResult, createClient } from '../../src/client/index.js';
import { defaultCatalog } from '../../src/index.js';
import type { Database } from '../../src/server/index.js';
import { TestClock } from '../server/clock.js';
import { inProcessApp } from './in-process-app.js';

const ENC = 'b'.repeat(64);
const ADMIN = { KeyId: 'admin_lifecycle', Secret: 'admin-lifecycle-secret' };
const UNKNOWN = '00000000-0000-4000-8000-0000000000ff';
const EMPLOYER = '00000000-0000-4000-8000-000000900031';
const APPLE = {
  Identifier: { Scheme: 'Cusip', Value: '037833100' },
  AssetClass: 'StocksAndEtfs',
  Name: 'Apple Inc.',
  Prices: [{ Date: '2026-03-31', Price: '100.10' }],
} as const;

/** The success fields of a result; fails the test (with the answer) when it was refused. */
function ok<T>(r: ApiResult<T>): Extract<ApiResult<T>, { Status: 1 }> {
  expect(r, JSON.stringify(r)).toMatchObject({ Status: 1 });
  if (r.Status !== 1) throw new Error('unreachable');
  return r;
}
/** The ErrorCode of a refused result. */
function code<T>(r: ApiResult<T>): string | undefined {
  return r.Status === 0 ? r.ResponseStatus.ErrorCode : undefined;
}

describe('acctos/client lifecycle, operator directory and event methods against createApp (PGlite)', () => {
  const clock = new TestClock('2026-04-10T15:00:00Z');
  let db: Database;
  let operator: AcctosClient;
  let provider: AcctosClient;
  let providerId: string;
  let keyId: string;
  let institutionId: string;
  let ownerId: string;
  let instrumentId: string;

  beforeAll(async () => {
    const served = await inProcessApp({ adminKey: ADMIN, encryptionKey: ENC, now: clock.now });
    db = served.db;
    const fetchApp = served.fetch;
    const now = () => clock.now().getTime();
    operator = createClient({
      baseUrl: 'http://acctos.test',
      keyId: ADMIN.KeyId,
      secret: ADMIN.Secret,
      fetch: fetchApp,
      now,
    });
    const p = ok(await operator.createProvider({ Name: 'Lifecycle Provider' }));
    providerId = p.ProviderId;
    const k = ok(await operator.createKey(providerId));
    keyId = k.KeyId;
    provider = createClient({ baseUrl: 'http://acctos.test', keyId: k.KeyId, secret: k.Secret, fetch: fetchApp, now });
    const all = defaultCatalog.types.map((t) => t.Slug);
    ok(await operator.setContracts(providerId, { AccountTypeCodes: all }));
    ok(await operator.setGates(providerId, { SatisfiedGates: all }));
    const authorities = defaultCatalog.authorities.map((a) => a.Name);
    institutionId = ok(
      await operator.createInstitution({ Name: 'Lifecycle Trust', Authorities: authorities }),
    ).InstitutionId;
  });
  // A new owner per test: IRA contribution limits are the owner's, across accounts.
  beforeEach(async () => {
    ownerId = ok(
      await provider.createClient({
        ClientType: 'Individual',
        Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: '1985-12-10' },
      }),
    ).ClientId;
  });
  afterAll(async () => {
    await db.close();
  });

  /** An account of the test's owner; a benefit account takes no institution (give `more` without one). */
  async function open(AccountTypeCode: string, more?: Record<string, unknown>): Promise<string> {
    const fields = more ?? { InstitutionId: institutionId };
    return ok(await provider.createAccount({ ClientId: ownerId, AccountTypeCode, ...fields })).AccountId;
  }
  async function fund(accountId: string, Amount: number, more: Record<string, unknown> = {}): Promise<string> {
    return ok(await provider.fundAccount(accountId, { Amount, Currency: 'USD', PaymentMethodType: 'Wire', ...more }))
      .TransactionId;
  }

  it('operator directory: providers, keys, institutions, one contract or gate at a time', async () => {
    const list = ok(await operator.listProviders({ PageSize: 10 }));
    expect(list.Providers.map((p) => p.ProviderId)).toContain(providerId);
    expect(ok(await operator.getProvider(providerId))).toMatchObject({ Name: 'Lifecycle Provider', ActiveKeyCount: 1 });
    expect(ok(await operator.listKeys(providerId)).Keys).toMatchObject([{ KeyId: keyId, KeyStatus: 'Active' }]);
    expect(ok(await operator.getKey(keyId))).toMatchObject({ ProviderId: providerId, KeyStatus: 'Active' });
    expect(ok(await operator.listInstitutions()).Institutions.map((i) => i.InstitutionId)).toContain(institutionId);
    const changed = ok(await operator.changeInstitution(institutionId, { Name: 'Lifecycle Trust Company' }));
    expect(changed.Changed).toEqual(['Name']);

    expect(ok(await operator.removeContract(providerId, 'sep-ira')).AccountTypeCodes).not.toContain('sep-ira');
    expect(ok(await operator.addContract(providerId, 'sep-ira')).AccountTypeCodes).toContain('sep-ira');
    expect(ok(await operator.removeGate(providerId, 'trump-account')).SatisfiedGates).not.toContain('trump-account');
    expect(ok(await operator.addGate(providerId, 'trump-account')).SatisfiedGates).toContain('trump-account');

    expect(code(await operator.getProvider(UNKNOWN))).toBe('ProviderNotFound');
    expect(code(await operator.getKey('ak_00000000000000000000'))).toBe('KeyNotFound');
    expect(code(await operator.addContract(providerId, 'no-such-type'))).toBe('UnknownAccountType');
    expect(await provider.listProviders()).toMatchObject({
      Status: 0,
      HttpStatus: 403,
      ResponseStatus: { ErrorCode: 'Forbidden' },
    });
  });

  it('instruments: register, change and read; an unknown id and a second registration refused', async () => {
    const created = ok(await operator.createInstrument(APPLE));
    instrumentId = created.InstrumentId;
    expect(created.Instrument).toMatchObject({ AssetClass: 'StocksAndEtfs', Identifier: APPLE.Identifier });
    const change = ok(await operator.changeInstrument(instrumentId, { Name: 'Apple Inc. (common)' }));
    expect(change).toMatchObject({ InstrumentId: instrumentId, Reevaluated: false });
    expect(ok(await provider.getInstrument(instrumentId))).toMatchObject({
      Name: 'Apple Inc. (common)',
      Prices: [{ Date: '2026-03-31' }],
    });
    expect(code(await provider.getInstrument(UNKNOWN))).toBe('InstrumentNotFound');
    expect(code(await operator.createInstrument(APPLE))).toBe('InvalidRequest');
    expect(code(await operator.changeInstrument(UNKNOWN, { Name: 'x' }))).toBe('InstrumentNotFound');
  });

  it('investments and holdings: a purchase and its holding; one beyond the cash: InsufficientFunds', async () => {
    const roth = await open('roth-ira');
    await fund(roth, 1000, { TaxYear: 2026 });
    const buy = ok(
      await provider.invest(roth, {
        Side: 'Purchase',
        InstrumentId: instrumentId,
        Quantity: '2.5',
        Price: '100.10',
        Currency: 'USD',
      }),
    );
    expect(buy).toMatchObject({ Side: 'Purchase', PositionQuantity: '2.5', Amount: 250.25, Eligible: true });
    const held = ok(await provider.listHoldings(roth));
    expect(held.TotalCount).toBe(1);
    expect(held.Holdings[0]).toMatchObject({ InstrumentId: instrumentId, Quantity: '2.5', Eligible: true });
    expect(ok(await operator.listFlaggedHoldings()).TotalCount).toBe(0);
    expect(
      code(
        await provider.invest(roth, {
          Side: 'Purchase',
          InstrumentId: instrumentId,
          Quantity: '100',
          Price: '110',
          Currency: 'USD',
        }),
      ),
    ).toBe('InsufficientFunds');
    expect(code(await provider.listHoldings(UNKNOWN))).toBe('AccountNotFound');
  });

  it('withdrawals: a distribution with its figures; one larger than the balance is InsufficientFunds', async () => {
    const roth = await open('roth-ira');
    await fund(roth, 1000, { TaxYear: 2026 });
    const w = ok(await provider.withdraw(roth, { Amount: 100, Currency: 'USD', DistributionReason: 'Early' }));
    expect(w).toMatchObject({ TransactionStatus: 'Posted', Amount: 100, TaxForm: '1099-R' });
    expect(typeof w.DistributionCode).toBe('string');
    const refused = await provider.withdraw(roth, { Amount: 1_000_000, Currency: 'USD', DistributionReason: 'Early' });
    expect(refused).toMatchObject({ Status: 0, HttpStatus: 200, ResponseStatus: { ErrorCode: 'InsufficientFunds' } });
  });

  it('beneficiaries: replace the list and read it; tiers not summing to 100 are InvalidRequest', async () => {
    const ira = await open('traditional-ira');
    const person = (Name: string, SharePercent: number) =>
      ({ Kind: 'Person', Name, Relationship: 'Child', DateOfBirth: '2010-01-01', SharePercent }) as const;
    const put = ok(
      await provider.putBeneficiaries(ira, {
        Primary: [person('Ann', 100)],
        Contingent: [{ Kind: 'Estate', SharePercent: 100 }],
      }),
    );
    expect(put).toMatchObject({ AccountId: ira, Changed: true, Primary: [{ Name: 'Ann' }] });
    expect(ok(await provider.getBeneficiaries(ira))).toMatchObject({ DesignationSetId: put.DesignationSetId });
    expect(ok(await provider.getBeneficiaries(ira, { AsOf: '2000-01-01' })).Primary).toEqual([]);
    const bad = await provider.putBeneficiaries(ira, { Primary: [person('Ann', 50), person('Bob', 49.99)] });
    expect(code(bad)).toBe('InvalidRequest');
    expect(code(await provider.getBeneficiaries(ira, { AsOf: 'yesterday' }))).toBe('InvalidRequest');
  });

  it('movements: transfer, rollover, Roth conversion and recharacterization, each with a typed refusal', async () => {
    const ira = await open('traditional-ira');
    const sep = await open('sep-ira');
    const roth = await open('roth-ira');
    await fund(ira, 5000, { TaxYear: 2026 });

    const t = ok(await provider.transfer({ FromAccountId: ira, ToAccountId: sep, Amount: 1000, Currency: 'USD' }));
    expect(t).toMatchObject({ Amount: 1000, TaxableAmount: 0 });
    expect(typeof t.FromTransactionId).toBe('string');
    expect(code(await provider.transfer({ FromAccountId: ira, ToAccountId: roth, Amount: 1, Currency: 'USD' }))).toBe(
      'TransferNotPermitted',
    );
    expect(
      code(await provider.transfer({ FromAccountId: ira, ToAccountId: UNKNOWN, Amount: 1, Currency: 'USD' })),
    ).toBe('AccountNotFound');

    const indirect = {
      FromAccountId: sep,
      ToAccountId: sep,
      Kind: 'Indirect',
      DistributionDate: '2026-03-02',
      Amount: '400.00',
      Currency: 'USD',
    } as const;
    const r = ok(await provider.rollover(indirect));
    expect(r).toMatchObject({ Amount: 400, RolloverDeadline: '2026-05-01', NextIndirectRolloverOn: '2027-03-02' });
    expect(code(await provider.rollover({ ...indirect, DistributionDate: '2026-04-01', Amount: 10 }))).toBe(
      'RolloverNotPermitted',
    );

    const c = ok(
      await provider.rothConversion({ FromAccountId: ira, ToAccountId: roth, Amount: 2000, Currency: 'USD' }),
    );
    expect(c).toMatchObject({ TaxableAmount: 2000, TaxableAmountMethod: 'AllTaxable' });
    expect(c.FiveYearPeriod.Begins).toBe('2026-01-01');
    expect(
      code(await provider.rothConversion({ FromAccountId: roth, ToAccountId: ira, Amount: 1, Currency: 'USD' })),
    ).toBe('RothConversionNotPermitted');

    const roth2 = await open('roth-ira');
    const contribution = await fund(roth2, 1600, { TaxYear: 2026 });
    const body = {
      FromAccountId: roth2,
      ToAccountId: ira,
      ContributionTransactionId: contribution,
      Amount: 400,
      Currency: 'USD',
      AdjustedOpeningBalance: 6400,
      AdjustedClosingBalance: 7600,
    };
    expect(ok(await provider.recharacterize(body))).toMatchObject({ RecharacterizedAmount: 400, NetIncome: 75 });
    expect(code(await provider.recharacterize({ ...body, ToAccountId: roth }))).toBe('RecharacterizationNotPermitted');
  });

  it('required distributions and tax forms (JSON and the HTML page); an unknown account refused, typed', async () => {
    const ira = await open('traditional-ira');
    await fund(ira, 3000, { TaxYear: 2026 });
    ok(await provider.withdraw(ira, { Amount: 500, Currency: 'USD', DistributionReason: 'Early' }));

    const rmd = ok(await provider.getRequiredDistributions(ira, 2026));
    expect(rmd).toMatchObject({ Year: 2026, Account: { AccountId: ira } });
    expect(code(await provider.getRequiredDistributions(UNKNOWN, 2026))).toBe('AccountNotFound');

    const forms = ok(await provider.getTaxForms(ira, 2026));
    expect(forms).toMatchObject({ TaxYear: 2026, AccountId: ira, Recipient: { ClientId: ownerId } });
    expect(forms.Forms1099R.length).toBeGreaterThan(0);
    expect(code(await provider.getTaxForms(UNKNOWN, 2026))).toBe('AccountNotFound');

    const page = ok(await provider.getTaxFormsHtml(ira, 2026));
    expect(page.HttpStatus).toBe(200);
    expect(page.RequestId).toBeGreaterThan(0);
    expect(page.Html).toMatch(/<html[\s>]/i);
    expect(page.Html).toContain('1099-R');
    expect(await provider.getTaxFormsHtml(UNKNOWN, 2026)).toMatchObject({
      Status: 0,
      HttpStatus: 200,
      ResponseStatus: { ErrorCode: 'AccountNotFound' },
    });
  });

  it('forfeitures: a commuter termination forfeits the unused sub-balances; an IRA has none (typed)', async () => {
    const commuter = await open('commuter-benefits', {
      EmployerId: EMPLOYER,
      PlanYear: 2026,
      AnnualElection: 1200,
      UniformCoverage: 'DoesNotApply',
    });
    await fund(commuter, 300, { PlanYear: 2026, SubAccount: 'Transit' });
    const f = ok(
      await provider.forfeit(commuter, { Currency: 'USD', Reason: 'Termination', TerminationDate: '2026-04-01' }),
    );
    expect(f).toMatchObject({ AccountId: commuter, Forfeited: 300, ForfeitedTransit: 300, CarriedOver: 0 });
    const ira = await open('traditional-ira');
    const refused = await provider.forfeit(ira, {
      Currency: 'USD',
      Reason: 'Termination',
      TerminationDate: '2026-04-01',
    });
    expect(refused).toMatchObject({
      Status: 0,
      ResponseStatus: {
        ErrorCode: 'InvalidRequest',
        Errors: [{ FieldName: 'AccountId', ErrorCode: 'ForfeitureNotApplicable' }],
      },
    });
    expect(code(await provider.forfeit(UNKNOWN, { Currency: 'USD', Reason: 'PlanYearEnd' }))).toBe('AccountNotFound');
  });

  it('event log: list and get the provider’s events; a redelivery without an endpoint is refused, typed', async () => {
    const events = ok(await provider.listEvents({ Type: 'transfer.completed' }));
    expect(events.TotalCount).toBe(1);
    const first = events.Events[0];
    expect(first?.EventType).toBe('transfer.completed');
    if (first === undefined) return;
    expect(ok(await provider.getEvent(first.EventId))).toMatchObject({ EventId: first.EventId, Deliveries: [] });
    expect(code(await provider.getEvent(UNKNOWN))).toBe('EventNotFound');
    expect(code(await provider.redeliverEvent(first.EventId))).toBe('WebhookEndpointNotFound');
    expect(code(await provider.listEvents({ CreatedAfter: 'yesterday' }))).toBe('InvalidRequest');
  });

  it('writes keep the request as given: a ProviderReferenceId sent twice answers the first result', async () => {
    const ira = await open('traditional-ira');
    await fund(ira, 500, { TaxYear: 2026 });
    const body = { Amount: 50, Currency: 'USD', DistributionReason: 'Early', ProviderReferenceId: 'w-ref-1' } as const;
    const first = ok(await provider.withdraw(ira, body));
    const again = ok(await provider.withdraw(ira, body));
    expect(again.TransactionId).toBe(first.TransactionId);
    expect(code(await provider.withdraw(ira, { ...body, Amount: 60 }))).toBe('IdempotencyConflict');
  });

  it('tax forms HTML asks for text/html; a 2xx neither page nor envelope stays ClientInvalidResponse', async () => {
    const seen: { url: string; accept: string | undefined }[] = [];
    const answer = (body: string, type: string) =>
      createClient({
        baseUrl: 'http://x',
        keyId: 'k',
        secret: 's',
        fetch: (async (u: RequestInfo | URL, init?: RequestInit) => {
          seen.push({ url: String(u), accept: (init?.headers as Record<string, string> | undefined)?.['accept'] });
          return new Response(body, {
            status: 200,
            headers: { 'content-type': type, 'x-request-id': '1000000000042' },
          });
        }) as typeof fetch,
      });
    expect(await answer('<html>forms</html>', 'text/html; charset=UTF-8').getTaxFormsHtml('a/b', 2026)).toEqual({
      RequestId: 1000000000042,
      Status: 1,
      HttpStatus: 200,
      Html: '<html>forms</html>',
    });
    expect(seen[0]).toEqual({
      url: 'http://x/v1/accounts/a%2Fb/tax-forms?TaxYear=2026&Format=html',
      accept: 'text/html',
    });
    expect(await answer('plain', 'text/plain').getTaxFormsHtml('a', 2026)).toMatchObject({
      Status: 0,
      ResponseStatus: { ErrorCode: 'ClientInvalidResponse' },
    });
    await answer('{"RequestId":1,"Status":1}', 'application/json').addContract('p', 'roth ira/x');
    expect(seen.at(-1)?.url).toBe('http://x/v1/providers/p/contracts/roth%20ira%2Fx');
  });
});
