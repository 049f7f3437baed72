import { describe, expect, it } from 'vitest';
import {
  accountPhaseOn,
  attributesFromCreateAccount,
  BOOKED_CURRENCY,
  decideCreateAccount,
  decideCreateClient,
  decideUpdateAccount,
  decideUpdateClient,
  OPENING_ACCOUNT_STATUS,
  validateCreateAccount,
  ZERO_BALANCES,
} from '../../src/index.js';
import { ALL_AUTHORITIES, catalog, expectOk, guid, hostWithClient, MemoryHost, openAccount } from './memory-host.js';

const NOW = '2026-03-02T09:00:00.000Z';
const PERSON = { ClientType: 'Individual', Contact: { FirstName: 'Ada', LastName: 'Lovelace' } };
const INST = { InstitutionId: ALL_AUTHORITIES.InstitutionId };

describe('decideCreateClient (spec 4.5)', () => {
  it('inserts the client with the host’s id and number and emits client.created with the route’s Data', () => {
    const d = expectOk(
      decideCreateClient(
        catalog,
        { Now: NOW, NewIds: { ClientId: guid(1), ClientNumber: 'C000000001' } },
        { ...PERSON, ProviderReferenceId: 'r-1' },
        '2026-03-02',
      ),
    );
    expect(d.Records.Client).toEqual({
      ClientId: guid(1),
      ClientNumber: 'C000000001',
      ClientType: 'Individual',
      Contact: { FirstName: 'Ada', LastName: 'Lovelace' },
      ClientStatus: 'Active',
      ProviderReferenceId: 'r-1',
      CreatedDate: NOW,
    });
    expect(d.Events).toEqual([
      {
        EventType: 'client.created',
        OccurredAt: NOW,
        Data: { ClientId: guid(1), ClientNumber: 'C000000001', ClientType: 'Individual', ClientStatus: 'Active' },
      },
    ]);
    expect(d.Result).toEqual({ ClientId: guid(1) });
    expect(d.Entries).toEqual([]);
  });

  it('an OFAC PotentialMatch opens Restricted with a warning; a ConfirmedMatch is refused (31 CFR 501.603)', () => {
    const facts = { Now: NOW, NewIds: { ClientId: guid(1), ClientNumber: 'C1' } };
    const potential = expectOk(
      decideCreateClient(
        catalog,
        facts,
        { ...PERSON, OFAC: { Status: 'PotentialMatch', ScreenedAt: '2026-03-01T00:00:00Z' } },
        '2026-03-02',
      ),
    );
    expect(potential.Records.Client.ClientStatus).toBe('Restricted');
    expect(potential.Warnings.map((w) => w.Code)).toContain('OfacPotentialMatch');
    const confirmed = decideCreateClient(
      catalog,
      facts,
      { ...PERSON, OFAC: { Status: 'ConfirmedMatch', ScreenedAt: '2026-03-01T00:00:00Z' } },
      '2026-03-02',
    );
    expect(confirmed.ok ? 'created' : confirmed.Errors.map((e) => e.ErrorCode)).toContain('OfacConfirmedMatch');
  });

  it('asserts the host’s facts: a new id that is not a Guid is a fault, not an answer', () => {
    expect(() =>
      decideCreateClient(catalog, { Now: NOW, NewIds: { ClientId: 'x', ClientNumber: 'C1' } }, PERSON, '2026-03-02'),
    ).toThrow(/Guid/);
    expect(() =>
      decideCreateClient(
        catalog,
        { Now: 'now', NewIds: { ClientId: guid(1), ClientNumber: 'C1' } },
        PERSON,
        '2026-03-02',
      ),
    ).toThrow(/Now/);
  });
});

describe('decideUpdateClient (CLIENT_STATUS_MACHINE)', () => {
  it('unknown client: ClientNotFound; a change emits client.updated { ClientId, ClientStatus, StatusChanged }', () => {
    expect(decideUpdateClient(catalog, { Now: NOW, Client: null }, {}, '2026-03-02')).toMatchObject({
      ok: false,
      ErrorCode: 'ClientNotFound',
    });
    const stored = { ClientId: guid(1), ClientType: 'Individual', ClientStatus: 'Active', Contact: {} };
    const d = expectOk(
      decideUpdateClient(catalog, { Now: NOW, Client: stored }, { ClientStatus: 'Deceased' }, '2026-03-02'),
    );
    expect(d.Records.ClientUpdate).toEqual({ ClientId: guid(1), ClientStatus: 'Deceased', UpdatedDate: NOW });
    expect(d.Events[0]).toEqual({
      EventType: 'client.updated',
      OccurredAt: NOW,
      Data: { ClientId: guid(1), ClientStatus: 'Deceased', StatusChanged: true },
    });
    const entity = { ...stored, ClientType: 'Entity' };
    expect(
      decideUpdateClient(catalog, { Now: NOW, Client: entity }, { ClientStatus: 'Deceased' }, '2026-03-02').ok,
    ).toBe(false);
  });

  it('a new OFAC ConfirmedMatch moves an Active client to Restricted', () => {
    const stored = { ClientId: guid(1), ClientType: 'Individual', ClientStatus: 'Active', Contact: {} };
    const d = expectOk(
      decideUpdateClient(
        catalog,
        { Now: NOW, Client: stored },
        { OFAC: { Status: 'ConfirmedMatch', ScreenedAt: '2026-03-01T00:00:00Z' } },
        '2026-03-02',
      ),
    );
    expect(d.Records.ClientUpdate.ClientStatus).toBe('Restricted');
    expect(d.Events[0]?.Data).toMatchObject({ ClientStatus: 'Restricted', StatusChanged: true });
  });
});

describe('decideCreateAccount (spec 4.2): opening status, currency and phase', () => {
  it('opens Active, in USD, with the type-specific fields as attributes, and emits account.created', () => {
    expect(OPENING_ACCOUNT_STATUS).toBe('Active');
    expect(BOOKED_CURRENCY).toBe('USD');
    const { host, clientId } = hostWithClient('2026-03-02');
    const d = expectOk(
      host.createAccount({
        AccountTypeCode: 'demand-deposit-checking',
        ClientId: clientId.toUpperCase(),
        ...INST,
        ProductType: 'Checking',
        OverdraftPermitted: true,
        AnnualPercentageYield: 0.25,
        ProviderReferenceId: 'acct-1',
      }),
    );
    const a = d.Records.Account;
    expect(a).toMatchObject({
      ClientId: clientId,
      AccountTypeCode: 'demand-deposit-checking',
      Phase: 'Standard',
      AccountStatus: 'Active',
      Currency: 'USD',
      InstitutionId: ALL_AUTHORITIES.InstitutionId,
      ProviderReferenceId: 'acct-1',
      Attributes: { ProductType: 'Checking', OverdraftPermitted: true, AnnualPercentageYield: '0.25' },
    });
    expect(d.Events).toEqual([
      {
        EventType: 'account.created',
        OccurredAt: a.EstablishedDate,
        Data: {
          AccountId: a.AccountId,
          AccountNumber: a.AccountNumber,
          ClientId: clientId,
          AccountTypeCode: 'demand-deposit-checking',
          Phase: 'Standard',
          AccountStatus: 'Active',
        },
      },
    ]);
  });

  it(
    'the opening Phase: GrowthPeriod for a young Trump account beneficiary (530A(b)(1)(C)), ' +
      'InheritedDistribution for inherited IRAs',
    () => {
      const { host, clientId } = hostWithClient('2026-08-03');
      const trump = host.createAccount({
        AccountTypeCode: 'trump-account',
        ClientId: clientId,
        ...INST,
        BeneficiaryDateOfBirth: '2020-05-01',
        AccountOrigin: 'Initial',
      });
      expect(expectOk(trump).Records.Account).toMatchObject({
        Phase: 'GrowthPeriod',
        Attributes: { BeneficiaryDateOfBirth: '2020-05-01', GrowthPeriodEndsOn: '2037-12-31' },
      });
      const inherited = expectOk(
        host.createAccount({
          AccountTypeCode: 'inherited-traditional-ira',
          ClientId: clientId,
          ...INST,
          DecedentDateOfDeath: '2023-05-10',
          DecedentDiedOnOrAfterRbd: true,
          BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
          BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
        }),
      );
      expect(inherited.Records.Account.Phase).toBe('InheritedDistribution');
      const type = catalog.typeBySlug.get('trump-account')!;
      expect(accountPhaseOn(type, { BeneficiaryDateOfBirth: '2020-05-01' }, 'GrowthPeriod', '2038-01-01')).toBe(
        'PostGrowth',
      );
      expect(accountPhaseOn(type, {}, 'GrowthPeriod', '2038-01-01')).toBe('GrowthPeriod');
    },
  );

  it('availability: a type the provider is not contracted for is AccountTypeNotAvailable', () => {
    const host = new MemoryHost('2026-03-02', { ContractedTypes: [], SatisfiedGates: [] });
    const c = expectOk(host.createClient(PERSON));
    const r = host.createAccount({ AccountTypeCode: 'sep-ira', ClientId: c.Result.ClientId, ...INST });
    expect(r.ok ? 'opened' : r.ErrorCode).toBe('AccountTypeNotAvailable');
    expect(host.accounts.size).toBe(0);
  });

  it('attributes exclude the common fields and the derived Nature, Phase and Warnings', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const v = validateCreateAccount(
      catalog,
      { AccountTypeCode: 'sep-ira', ClientId: clientId, ...INST, InvestmentId: 42 },
      {
        Client: host.clients.get(clientId)!,
        Institution: ALL_AUTHORITIES,
        ContractedTypes: ['sep-ira'],
        SatisfiedGates: [],
        Today: '2026-03-02',
      },
    );
    expect(v.ok && attributesFromCreateAccount(v.value)).toEqual({ InvestmentId: '42' });
  });

  it('asserts the host facts’ new AccountId', () => {
    expect(() =>
      decideCreateAccount(
        catalog,
        {
          Now: NOW,
          Client: null,
          Institution: null,
          Provider: { ContractedTypes: [], SatisfiedGates: [] },
          NewIds: { AccountId: '', AccountNumber: 'A1' },
        },
        {},
        '2026-03-02',
      ),
    ).toThrow();
  });
});

describe('decideUpdateAccount (ACCOUNT_STATUS_MACHINE)', () => {
  it('no status change writes nothing and emits nothing', () => {
    const { host, clientId } = hostWithClient('2026-03-02');
    const id = openAccount(host, clientId, 'sep-ira', INST);
    const d = expectOk(host.updateAccount(id, { ProviderReferenceId: 'u1' }));
    expect(d.Records).toEqual({});
    expect(d.Events).toEqual([]);
    expect(d.Result).toEqual({ AccountId: id });
  });

  it(
    'closing needs a zero balance (Settled plus Pending); a change emits account.updated with the previous ' + 'status',
    () => {
      const { host, clientId } = hostWithClient('2026-03-02');
      const id = openAccount(host, clientId, 'sep-ira', INST);
      expectOk(host.fund(id, { Amount: 5, Currency: 'USD', PaymentMethodType: 'ACH' }));
      const r = host.updateAccount(id, { AccountStatus: 'Closed' });
      expect(r.ok ? 'closed' : r.Errors[0]?.ErrorCode).toBe('BalanceNotZero');
      const id2 = openAccount(host, clientId, 'sep-ira', INST);
      const d = expectOk(host.updateAccount(id2, { AccountStatus: 'Closed' }));
      expect(d.Events[0]?.Data).toEqual({ AccountId: id2, AccountStatus: 'Closed', PreviousAccountStatus: 'Active' });
      expect(d.Records.StatusChange).toMatchObject({ AccountStatus: 'Closed', PreviousAccountStatus: 'Active' });
    },
  );

  it('unknown account: AccountNotFound', () => {
    expect(
      decideUpdateAccount(catalog, { Now: NOW, Account: null, Balances: ZERO_BALANCES }, {}, '2026-03-02'),
    ).toMatchObject({
      ok: false,
      ErrorCode: 'AccountNotFound',
    });
  });
});
