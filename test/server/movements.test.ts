// Money between accounts over HTTP on both databases (issue 11; design.md section 8;
// docs/movements.md): each route end to end with exactly one event, its idempotency (a retry
// answers the original, a changed payload is IdempotencyConflict, nothing is written twice), and
// provider isolation (another provider's account in either position answers exactly as an
// unknown one). The suite's cleanup runs the ledger check (every transaction sums to zero).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, makeFixture } from './fixture.js';
import { movementSteps } from './movement-steps.js';

const backends = await availableBackends();
const UNKNOWN = '00000000-0000-4000-8000-00000000beef';

describe.each(backends)('movement routes on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2026-04-10T15:00:00Z');
  const A = () => f.providerA.key;
  const B = () => f.providerB.key;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db, 100_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  const { post, newClient, open, fund, settled, counts } = movementSteps(
    () => f,
    () => db,
  );
  /** The same request with an unknown id and with provider B's account: the answers are equal but for RequestId. */
  async function sameAsUnknown(target: string, body: (id: string) => unknown, foreign: string) {
    const before = await counts();
    const unknown = await post(target, body(UNKNOWN));
    const other = await post(target, body(foreign));
    expect(unknown.status).toBe(200);
    expect({ ...other.json, RequestId: 0 }).toEqual({ ...unknown.json, RequestId: 0 });
    expect(await counts()).toEqual(before);
    return unknown.json;
  }

  it('POST /v1/transfers: end to end with one transfer.completed, idempotent, isolated by provider', async () => {
    const owner = await newClient(A());
    const from = await open(A(), owner, 'traditional-ira');
    const to = await open(A(), owner, 'sep-ira');
    await fund(A(), from, 5000, { TaxYear: 2026 });
    const before = await counts();
    const body = {
      ProviderReferenceId: 'xfer-1',
      FromAccountId: from,
      ToAccountId: to,
      Amount: 1234.56,
      Currency: 'USD',
    };
    const first = await post('/v1/transfers', body);
    expect(first.json).toMatchObject({ Status: 1, Amount: 1234.56, Currency: 'USD', TaxableAmount: 0 });
    const after = await counts();
    expect(after).toEqual({
      movements: before['movements']! + 1,
      movement_transactions: before['movement_transactions']! + 2,
      transactions: before['transactions']! + 2,
      postings: before['postings']! + 4,
      idempotency_keys: before['idempotency_keys']! + 1,
      events: before['events']! + 1,
    });
    expect(f.events.at(-1)).toMatchObject({
      EventType: 'transfer.completed',
      Data: {
        MovementId: first.json['MovementId'],
        FromAccountId: from,
        ToAccountId: to,
        FromTransactionId: first.json['FromTransactionId'],
        ToTransactionId: first.json['ToTransactionId'],
        Amount: 1234.56,
        Status: 'Completed',
      },
    });
    expect(await settled(A(), from)).toBe(3765.44);
    expect(await settled(A(), to)).toBe(1234.56);
    const out = await f.send('GET', `/v1/transactions/${String(first.json['FromTransactionId'])}`, { key: A() });
    expect(out.json).toMatchObject({ Status: 1, EntryType: 'TransferOut', Direction: 'Debit', Amount: 1234.56 });

    const retry = await post('/v1/transfers', body);
    expect({ ...retry.json, RequestId: 0 }).toEqual({ ...first.json, RequestId: 0 });
    expect(await counts()).toEqual(after);
    const changed = await post('/v1/transfers', { ...body, Amount: 10 });
    expect(changed.json.ResponseStatus).toMatchObject({ ErrorCode: 'IdempotencyConflict' });

    const bAccount = await open(B(), await newClient(B()), 'traditional-ira');
    await fund(B(), bAccount, 100, { TaxYear: 2026 });
    const asTo = await sameAsUnknown(
      '/v1/transfers',
      (id) => ({ FromAccountId: from, ToAccountId: id, Amount: 1, Currency: 'USD' }),
      bAccount,
    );
    expect(asTo.ResponseStatus).toMatchObject({ ErrorCode: 'AccountNotFound', Errors: [{ FieldName: 'ToAccountId' }] });
    const asFrom = await sameAsUnknown(
      '/v1/transfers',
      (id) => ({ FromAccountId: id, ToAccountId: to, Amount: 1, Currency: 'USD' }),
      bAccount,
    );
    expect(asFrom.ResponseStatus).toMatchObject({
      ErrorCode: 'AccountNotFound',
      Errors: [{ FieldName: 'FromAccountId' }],
    });
    expect(await settled(B(), bAccount)).toBe(100);
  });

  it(
    'POST /v1/rollovers: an indirect rollover with one rollover.completed; a second inside 12 months refused ' +
      'and nothing written; isolated by provider',
    async () => {
      const owner = await newClient(A());
      const iraA = await open(A(), owner, 'traditional-ira');
      const iraB = await open(A(), owner, 'traditional-ira');
      const before = await counts();
      const body = {
        ProviderReferenceId: 'roll-1',
        FromAccountId: iraA,
        ToAccountId: iraA,
        Kind: 'Indirect',
        DistributionDate: '2026-03-02',
        Amount: '4000.00',
        Currency: 'USD',
      };
      const first = await post('/v1/rollovers', body);
      expect(first.json).toMatchObject({
        Status: 1,
        FromTransactionId: null,
        Amount: 4000,
        RolloverDeadline: '2026-05-01',
        NextIndirectRolloverOn: '2027-03-02',
      });
      expect(first.json['Warnings']).toEqual(
        expect.arrayContaining([expect.objectContaining({ Code: 'RolloversElsewhereNotKnown' })]),
      );
      const after = await counts();
      expect(after['events']).toBe(before['events']! + 1);
      expect(after['transactions']).toBe(before['transactions']! + 1);
      expect(f.events.at(-1)).toMatchObject({
        EventType: 'rollover.completed',
        Data: { RolloverKind: 'Indirect', ToAccountId: iraA },
      });
      expect(await settled(A(), iraA)).toBe(4000);
      const retry = await post('/v1/rollovers', body);
      expect({ ...retry.json, RequestId: 0 }).toEqual({ ...first.json, RequestId: 0 });
      expect(await counts()).toEqual(after);

      // A distribution from the other IRA on 2026-03-20: inside 12 months of 2026-03-02, across IRAs.
      const second = await post('/v1/rollovers', {
        ...body,
        ProviderReferenceId: 'roll-2',
        FromAccountId: iraB,
        ToAccountId: iraB,
        DistributionDate: '2026-03-20',
      });
      expect(second.json.ResponseStatus).toMatchObject({ ErrorCode: 'RolloverNotPermitted' });
      expect(String((second.json.ResponseStatus as { Message: string }).Message)).toMatch(/NextAllowedOn 2027-03-02/);
      expect(await counts()).toEqual(after);

      // From a plan outside the service: ExternalClearing to the IRA, not counted.
      const external = await post('/v1/rollovers', {
        FromAccountTypeCode: 'employee-stock-ownership-plan',
        ToAccountId: iraB,
        Kind: 'Direct',
        Amount: 2500,
        Currency: 'USD',
      });
      expect(external.json).toMatchObject({ Status: 1, FromTransactionId: null, NextIndirectRolloverOn: null });

      const bAccount = await open(B(), await newClient(B()), 'traditional-ira');
      const indirect = (from: string, to: string) => ({
        FromAccountId: from,
        ToAccountId: to,
        Kind: 'Indirect',
        DistributionDate: '2026-04-01',
        Amount: 10,
        Currency: 'USD',
      });
      await sameAsUnknown('/v1/rollovers', (id) => indirect(id, iraB), bAccount);
      await sameAsUnknown('/v1/rollovers', (id) => indirect(iraB, id), bAccount);
    },
  );

  it(
    'POST /v1/rollovers: the year’s required distribution (from the ledger) cannot be rolled over; the rest ' +
      'can (1.408-8 Q&A-4)',
    async () => {
      // Owner born 1950-06-01: 2026 divisor 23.7 (age 76); 100,000 on 2025-12-31: 4,219.41 required.
      clock.set('2025-12-01T15:00:00Z');
      const r = await post('/v1/clients', {
        ClientType: 'Individual',
        Contact: { FirstName: 'Ann', LastName: 'Old', DateOfBirth: '1950-06-01' },
      });
      const owner = String(r.json['ClientId']);
      const ira = await open(A(), owner, 'traditional-ira');
      const other = await open(A(), owner, 'traditional-ira');
      await fund(A(), ira, 100000, { ContributionSource: 'Rollover' });
      clock.set('2026-04-01T15:00:00Z');
      const paid = await post(`/v1/accounts/${ira}/transact`, {
        EntryType: 'Distribution',
        Amount: 10000,
        Currency: 'USD',
      });
      expect(paid.json.Status).toBe(1);
      clock.set('2026-04-20T15:00:00Z');
      const body = {
        FromAccountId: ira,
        ToAccountId: other,
        Kind: 'Indirect',
        DistributionDate: '2026-04-01',
        Currency: 'USD',
        DistributionAmount: 10000,
      };
      const all = await post('/v1/rollovers', { ...body, Amount: 10000 });
      expect(all.json.ResponseStatus).toMatchObject({ ErrorCode: 'RolloverNotPermitted' });
      expect(String((all.json.ResponseStatus as { Message: string }).Message)).toMatch(
        /RequiredDistributionPart 4219.41; EligibleAmount 5780.59/,
      );
      const rest = await post('/v1/rollovers', { ...body, Amount: 5780.59 });
      expect(rest.json).toMatchObject({ Status: 1, Amount: 5780.59 });
      expect(rest.json['Unchecked'] ?? []).not.toContain('RequiredDistributionRemaining');
      clock.set('2026-04-10T18:00:00Z');
    },
  );

  it(
    'POST /v1/rollovers before April 1 after the first distribution year: the unpaid first-year amount is ' +
      'not rollable either (1.402(c)-2 Q&A-7(a))',
    async () => {
      // Born 1952-03-01: 73 in 2025, the first distribution year (RBD 2026-04-01). 26,500 on 2024-12-31 and on
      // 2025-12-31: 26,500 / 26.5 = 1,000 for 2025 and 26,500 / 25.5 = 1,039.22 for 2026, nothing paid.
      clock.set('2024-12-01T15:00:00Z');
      const r = await post('/v1/clients', {
        ClientType: 'Individual',
        Contact: { FirstName: 'Bo', LastName: 'First', DateOfBirth: '1952-03-01' },
      });
      const owner = String(r.json['ClientId']);
      const ira = await open(A(), owner, 'traditional-ira');
      const other = await open(A(), owner, 'traditional-ira');
      await fund(A(), ira, 26500, { ContributionSource: 'Rollover' });
      clock.set('2026-02-10T15:00:00Z');
      const paid = await post(`/v1/accounts/${ira}/transact`, {
        EntryType: 'Distribution',
        Amount: 5000,
        Currency: 'USD',
      });
      expect(paid.json.Status).toBe(1);
      const body = {
        FromAccountId: ira,
        ToAccountId: other,
        Kind: 'Indirect',
        DistributionDate: '2026-02-10',
        Currency: 'USD',
        DistributionAmount: 5000,
      };
      const all = await post('/v1/rollovers', { ...body, Amount: 5000 });
      expect(String((all.json.ResponseStatus as { Message: string }).Message)).toMatch(
        /RequiredDistributionPart 2039.22; EligibleAmount 2960.78/,
      );
      clock.set('2026-04-10T18:00:00Z');
    },
  );

  it(
    'POST /v1/roth-conversions: all taxable without basis, code 2, one rothconversion.completed, idempotent, ' +
      'isolated',
    async () => {
      const owner = await newClient(A());
      const ira = await open(A(), owner, 'traditional-ira');
      const roth = await open(A(), owner, 'roth-ira');
      await fund(A(), ira, 7000, { TaxYear: 2026 });
      const before = await counts();
      const body = {
        ProviderReferenceId: 'conv-1',
        FromAccountId: ira,
        ToAccountId: roth,
        Amount: 7000,
        Currency: 'USD',
      };
      const first = await post('/v1/roth-conversions', body);
      expect(first.json).toMatchObject({
        Status: 1,
        TaxableAmount: 7000,
        TaxableAmountMethod: 'AllTaxable',
        FiveYearPeriod: { Begins: '2026-01-01', Ends: '2030-12-31' },
        Unchecked: expect.arrayContaining(['Basis']),
      });
      expect(f.events.at(-1)).toMatchObject({
        EventType: 'rothconversion.completed',
        Data: { FiveYearPeriodBegins: '2026-01-01' },
      });
      const forms = await db.query<{ form_1099r: unknown; form_5498: unknown; five_year_period_begins: unknown }>(
        'SELECT form_1099r, form_5498, five_year_period_begins::text AS five_year_period_begins FROM ' +
          'movement_transactions WHERE transaction_id = $1 OR transaction_id = $2 ORDER BY form_1099r IS NULL',
        [first.json['FromTransactionId'], first.json['ToTransactionId']],
      );
      const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
      expect(json(forms.rows[0]?.form_1099r)).toEqual({
        DistributionCode: '2',
        GrossDistribution: '7000',
        TaxableAmount: '7000',
      });
      expect(json(forms.rows[1]?.form_5498)).toEqual({ Box: '3', Amount: '7000' });
      expect(String(forms.rows[1]?.five_year_period_begins)).toBe('2026-01-01');
      // The tax forms read them back (Instructions for Forms 1099-R and 5498: the conversion is a
      // code 2 distribution of the traditional IRA, and box 3 of the Roth IRA's 5498).
      const iraForms = await f.send('GET', `/v1/accounts/${ira}/tax-forms?TaxYear=2026`, { key: A() });
      expect(iraForms.json['Forms1099R']).toEqual([
        expect.objectContaining({
          DistributionCode: '2',
          GrossDistribution: 7000,
          TaxableAmount: 7000,
          IraSepSimple: true,
        }),
      ]);
      const rothForms = await f.send('GET', `/v1/accounts/${roth}/tax-forms?TaxYear=2026`, { key: A() });
      expect(rothForms.json['Form5498']).toMatchObject({ RothIraConversionAmount: 7000, RolloverContributions: 0 });
      const after = await counts();
      expect(after['events']).toBe(before['events']! + 1);
      const retry = await post('/v1/roth-conversions', body);
      expect({ ...retry.json, RequestId: 0 }).toEqual({ ...first.json, RequestId: 0 });
      expect(await counts()).toEqual(after);
      expect(await settled(A(), roth)).toBe(7000);

      const bRoth = await open(B(), await newClient(B()), 'roth-ira');
      await sameAsUnknown(
        '/v1/roth-conversions',
        (id) => ({ FromAccountId: ira, ToAccountId: id, Amount: 1, Currency: 'USD' }),
        bRoth,
      );
    },
  );

  it(
    'POST /v1/roth-conversions with a W-4R election: 10 percent of 10,000 withheld is a code 1 distribution ' +
      'of its own (box 4), 9,000 converted under code 2 (3405(b); Instructions for Forms 1099-R and 5498)',
    async () => {
      const owner = await newClient(A());
      const ira = await open(A(), owner, 'traditional-ira');
      const roth = await open(A(), owner, 'roth-ira');
      await fund(A(), ira, 10000, { ContributionSource: 'Rollover' });
      const body = {
        ProviderReferenceId: 'conv-withheld',
        FromAccountId: ira,
        ToAccountId: roth,
        Amount: 10000,
        Currency: 'USD',
        FederalWithholdingPercent: 10,
      };
      const first = await post('/v1/roth-conversions', body);
      expect(first.json).toMatchObject({ Status: 1, Amount: 9000, GrossDistribution: 10000, FederalWithheld: 1000 });
      expect(first.json['Unchecked'] ?? []).not.toContain('FederalWithholdingPercent');
      expect(f.events.at(-1)).toMatchObject({
        EventType: 'rothconversion.completed',
        Data: { Amount: 9000, FederalWithheld: 1000, WithholdingTransactionId: first.json['WithholdingTransactionId'] },
      });
      expect(await settled(A(), ira)).toBe(0);
      expect(await settled(A(), roth)).toBe(9000);
      const iraForms = await f.send('GET', `/v1/accounts/${ira}/tax-forms?TaxYear=2026`, { key: A() });
      const forms = iraForms.json['Forms1099R'] as Record<string, unknown>[];
      expect(forms).toHaveLength(2);
      expect(forms).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ DistributionCode: '2', GrossDistribution: 9000, FederalIncomeTaxWithheld: 0 }),
          expect.objectContaining({ DistributionCode: '1', GrossDistribution: 1000, FederalIncomeTaxWithheld: 1000 }),
        ]),
      );
      const rothForms = await f.send('GET', `/v1/accounts/${roth}/tax-forms?TaxYear=2026`, { key: A() });
      expect(rothForms.json['Form5498']).toMatchObject({ RothIraConversionAmount: 9000 });
      const after = await counts();
      const retry = await post('/v1/roth-conversions', body);
      expect({ ...retry.json, RequestId: 0 }).toEqual({ ...first.json, RequestId: 0 });
      expect(await counts()).toEqual(after);
    },
  );

  it(
    "a conversion's nontaxable part stays out of the five-year recapture (408A(d)(3)(F); 1.408A-6 Q&A-5): " +
      'half of 10,000 is basis, so a withdrawal of it all before 59 1/2 owes 10 percent of 5,000',
    async () => {
      const owner = await newClient(A());
      const ira = await open(A(), owner, 'traditional-ira');
      const roth = await open(A(), owner, 'roth-ira');
      await fund(A(), ira, 10000, { ContributionSource: 'Rollover' });
      const c = await post('/v1/roth-conversions', {
        FromAccountId: ira,
        ToAccountId: roth,
        Amount: 10000,
        Currency: 'USD',
        Basis: { NondeductibleContributions: 0, PriorBasis: 5000, YearEndValue: 0, Distributions: 0 },
      });
      expect(c.json).toMatchObject({ Status: 1, TaxableAmount: 5000, TaxableAmountMethod: 'Form8606ProRata' });
      const w = await post(`/v1/accounts/${roth}/withdrawals`, {
        Amount: 10000,
        Currency: 'USD',
        DistributionReason: 'Normal',
        FederalWithholdingPercent: 0,
      });
      expect(w.json).toMatchObject({ Status: 1, TaxableAmount: 0 });
      const detail = await db.query<{ detail: unknown }>(
        'SELECT detail FROM withdrawal_details WHERE transaction_id = $1',
        [w.json['TransactionId']],
      );
      const d = detail.rows[0]?.detail;
      expect((typeof d === 'string' ? JSON.parse(d) : d) as Record<string, unknown>).toMatchObject({
        AdditionalTaxAmount: '500',
      });
    },
  );

  it(
    'POST /v1/recharacterizations: 400 of a 1,600 contribution with market values 6,400 and 7,600: 75.00 of ' +
      'net income, one recharacterization.completed, idempotent, isolated',
    async () => {
      const owner = await newClient(A());
      const roth = await open(A(), owner, 'roth-ira');
      const ira = await open(A(), owner, 'traditional-ira');
      const contribution = await fund(A(), roth, 1600, { TaxYear: 2026 });
      const before = await counts();
      const body = {
        ProviderReferenceId: 'rechar-1',
        FromAccountId: roth,
        ToAccountId: ira,
        ContributionTransactionId: contribution,
        Amount: 400,
        Currency: 'USD',
        AdjustedOpeningBalance: 6400,
        AdjustedClosingBalance: 7600,
      };
      const first = await post('/v1/recharacterizations', body);
      expect(first.json).toMatchObject({
        Status: 1,
        RecharacterizedAmount: 400,
        NetIncome: 75,
        Amount: 475,
        Deadline: '2027-10-15',
      });
      expect(f.events.at(-1)).toMatchObject({
        EventType: 'recharacterization.completed',
        Data: { ContributionTransactionId: contribution, NetIncome: 75, Amount: 475, TaxYear: 2026 },
      });
      const after = await counts();
      expect(after['events']).toBe(before['events']! + 1);
      expect(await settled(A(), roth)).toBe(1125);
      expect(await settled(A(), ira)).toBe(475);
      const retry = await post('/v1/recharacterizations', body);
      expect({ ...retry.json, RequestId: 0 }).toEqual({ ...first.json, RequestId: 0 });
      expect(await counts()).toEqual(after);

      const bOwner = await newClient(B());
      const bIra = await open(B(), bOwner, 'traditional-ira');
      const bRoth = await open(B(), bOwner, 'roth-ira');
      const bContribution = await fund(B(), bRoth, 100, { TaxYear: 2026 });
      const asked = (to: string, c: string) => ({
        FromAccountId: roth,
        ToAccountId: to,
        ContributionTransactionId: c,
        Amount: 1,
        Currency: 'USD',
      });
      await sameAsUnknown('/v1/recharacterizations', (id) => asked(id, contribution), bIra);
      const notFound = await sameAsUnknown('/v1/recharacterizations', (id) => asked(ira, id), bContribution);
      expect(notFound.ResponseStatus).toMatchObject({ ErrorCode: 'TransactionNotFound' });
    },
  );

  it(
    'POST /v1/transfers between two Trump accounts of one child in the growth period: the whole balance is a ' +
      'qualified rollover, a part is TransferNotPermitted (26 U.S.C. 530A)',
    async () => {
      // Contributions open 2026-07-04; a child born 2012-03-10 is in the growth period until 2029-12-31.
      clock.set('2026-09-01T12:00:00Z');
      try {
        const child = await newClient(A());
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
        const initial = await trump('Initial');
        const successor = await trump('Rollover');
        // A qualified general contribution (139J) is itself outside the annual limit.
        await fund(A(), initial, 1000, { ContributionSource: 'QualifiedGeneral' });
        const body = (Amount: number, ProviderReferenceId: string) => ({
          ProviderReferenceId,
          FromAccountId: initial,
          ToAccountId: successor,
          Amount,
          Currency: 'USD',
        });

        const before = await counts();
        const partial = await post('/v1/transfers', body(400, 'trump-part'));
        expect(partial.json.ResponseStatus).toMatchObject({
          ErrorCode: 'TransferNotPermitted',
          Errors: [{ FieldName: 'Amount', ErrorCode: 'TransferNotPermitted' }],
        });
        expect(partial.json.ResponseStatus?.Message).toMatch(
          /rule trump-whole-balance; Amount 400; EntireBalance 1000;.*530A/,
        );
        expect(JSON.stringify(partial.json.ResponseStatus?.Errors)).toMatch(/400 is not the whole balance 1000/);
        expect(await counts()).toEqual(before);

        const whole = await post('/v1/transfers', body(1000, 'trump-whole'));
        expect(whole.json).toMatchObject({ Status: 1, Amount: 1000, TaxableAmount: 0 });
        expect(f.events.at(-1)).toMatchObject({
          EventType: 'transfer.completed',
          Data: { TransferKind: 'TrumpQualifiedRollover', FromAccountId: initial, ToAccountId: successor },
        });
        expect(await settled(A(), initial)).toBe(0);
        expect(await settled(A(), successor)).toBe(1000);
        const credit = await f.send('GET', `/v1/transactions/${String(whole.json['ToTransactionId'])}`, { key: A() });
        expect(credit.json).toMatchObject({
          Status: 1,
          EntryType: 'TransferIn',
          Direction: 'Credit',
          Amount: 1000,
          ContributionSource: 'Rollover',
        });
        // The rolled-over money is outside the $5,000 limit: 5,000 may still be contributed in 2026.
        await fund(A(), successor, 5000, { ContributionSource: 'Participant' });
      } finally {
        clock.set('2026-04-10T15:00:00Z');
      }
    },
  );

  it('the OpenAPI document describes the four routes and their bodies', async () => {
    const r = await f.send('GET', '/openapi.json', {});
    const doc = r.json as unknown as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    for (const p of ['/v1/transfers', '/v1/rollovers', '/v1/roth-conversions', '/v1/recharacterizations'])
      expect(Object.keys(doc.paths)).toContain(p);
    expect(JSON.stringify(doc.components.schemas['RolloverRequest'])).toMatch(/StateUnclaimedPropertyFund/);
  });
});
