// A host in memory: it loads facts, calls the decide functions and applies what they decide, the
// way the reference service does in one database transaction. Tests drive whole lifecycles
// through it; it holds no rule of its own.
import {
  type AccountBalances,
  accountBalancesFromEntries,
  type Catalog,
  type ClientRecord,
  type Decision,
  type DecisionEvent,
  decideCreateAccount,
  decideCreateClient,
  decideFundAccount,
  decideInvestmentPurchase,
  decideSettleDeposit,
  decideTransact,
  decideUpdateAccount,
  decideUpdateClient,
  defaultCatalog,
  type Failure,
  type InstitutionRecord,
  type LedgerEntry,
  type StoredAccount,
  type StoredClient,
  type StoredTransaction,
  type TransactionRecordToInsert,
} from '../../src/index.js';

export const catalog: Catalog = defaultCatalog;

/** Deterministic Guids: 00000000-0000-4000-8000-000000000001, ... */
export function guid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const ALL_AUTHORITIES: InstitutionRecord = {
  InstitutionId: guid(900_001),
  Authorities: catalog.authorities.map((a) => a.Name),
};
export const TRUSTEE_ID = guid(900_002);
export const PLAN_ID = guid(900_003);
export const EMPLOYER_ID = guid(900_004);

type Outcome = Decision<unknown, unknown> | Failure<string>;

export class MemoryHost {
  readonly clients = new Map<string, StoredClient>();
  readonly accounts = new Map<string, StoredAccount>();
  readonly transactions: StoredTransaction[] = [];
  readonly entries: LedgerEntry[] = [];
  readonly events: DecisionEvent[] = [];
  readonly institutions = new Map<string, InstitutionRecord>([[ALL_AUTHORITIES.InstitutionId, ALL_AUTHORITIES]]);
  protected next = 1;
  protected seconds = 0;

  constructor(
    public today: string,
    readonly contract = {
      ContractedTypes: catalog.types.map((t) => t.Slug),
      SatisfiedGates: catalog.types.map((t) => t.Slug),
    },
  ) {}

  protected newId(): string {
    return guid(this.next++);
  }

  /** A strictly increasing Now on `today`, so the transactions keep their order. */
  protected now(): string {
    this.seconds += 1;
    const hh = String(Math.floor(this.seconds / 3600) % 24).padStart(2, '0');
    const mm = String(Math.floor(this.seconds / 60) % 60).padStart(2, '0');
    const ss = String(this.seconds % 60).padStart(2, '0');
    return `${this.today}T${hh}:${mm}:${ss}.000Z`;
  }

  balances(accountId: string): AccountBalances {
    return accountBalancesFromEntries(accountId, this.entries);
  }

  createClient(request: unknown) {
    const d = decideCreateClient(
      catalog,
      { Now: this.now(), NewIds: { ClientId: this.newId(), ClientNumber: `C${this.next}` } },
      request,
      this.today,
    );
    if (d.ok) {
      const c = d.Records.Client;
      this.clients.set(c.ClientId, {
        ClientId: c.ClientId,
        ClientType: c.ClientType,
        ClientStatus: c.ClientStatus,
        Contact: { ...c.Contact },
        ...(c.OFAC !== undefined ? { OFAC: { Status: c.OFAC.Status } } : {}),
      });
    }
    return this.applyCommon(d);
  }

  updateClient(clientId: string, request: unknown) {
    const d = decideUpdateClient(
      catalog,
      { Now: this.now(), Client: this.clients.get(clientId) ?? null },
      request,
      this.today,
    );
    if (d.ok) {
      const u = d.Records.ClientUpdate;
      const c = this.clients.get(u.ClientId)!;
      this.clients.set(u.ClientId, {
        ...c,
        ...(u.ClientStatus !== undefined ? { ClientStatus: u.ClientStatus } : {}),
        ...(u.Contact !== undefined ? { Contact: { ...u.Contact } } : {}),
        ...(u.OFAC !== undefined ? { OFAC: { Status: u.OFAC.Status } } : {}),
      });
    }
    return this.applyCommon(d);
  }

  createAccount(request: Record<string, unknown>) {
    const clientId = typeof request['ClientId'] === 'string' ? request['ClientId'] : '';
    const institutionId = typeof request['InstitutionId'] === 'string' ? request['InstitutionId'] : '';
    const client = this.clients.get(clientId);
    const d = decideCreateAccount(
      catalog,
      {
        Now: this.now(),
        Client: client === undefined ? null : (client as ClientRecord),
        Institution: this.institutions.get(institutionId) ?? null,
        Provider: this.contract,
        NewIds: { AccountId: this.newId(), AccountNumber: `A${this.next}` },
      },
      request,
      this.today,
    );
    if (d.ok) {
      const a = d.Records.Account;
      this.accounts.set(a.AccountId, {
        AccountId: a.AccountId,
        ClientId: a.ClientId,
        AccountTypeCode: a.AccountTypeCode,
        AccountStatus: a.AccountStatus,
        Phase: a.Phase,
        Currency: a.Currency,
        InstitutionId: a.InstitutionId ?? null,
        Attributes: a.Attributes,
      });
    }
    return this.applyCommon(d);
  }

  updateAccount(accountId: string, request: unknown) {
    const d = decideUpdateAccount(
      catalog,
      { Now: this.now(), Account: this.accounts.get(accountId) ?? null, Balances: this.balances(accountId) },
      request,
      this.today,
    );
    if (d.ok && d.Records.StatusChange !== undefined) {
      const s = d.Records.StatusChange;
      this.accounts.set(s.AccountId, { ...this.accounts.get(s.AccountId)!, AccountStatus: s.AccountStatus });
    }
    return this.applyCommon(d);
  }

  fund(accountId: string, request: unknown) {
    const account = this.accounts.get(accountId) ?? null;
    const d = decideFundAccount(
      catalog,
      {
        Now: this.now(),
        Account: account,
        Client: account === null ? null : (this.clients.get(account.ClientId) ?? null),
        Transactions: this.transactions.filter((t) => t.AccountId === accountId),
        NewIds: { TransactionId: this.newId() },
      },
      request,
      this.today,
    );
    if (d.ok) this.insertTransaction(d.Records.Transaction);
    return this.applyCommon(d);
  }

  transact(accountId: string, request: unknown) {
    const d = decideTransact(
      catalog,
      {
        Now: this.now(),
        Account: this.accounts.get(accountId) ?? null,
        Balances: this.balances(accountId),
        NewIds: { TransactionId: this.newId() },
      },
      request,
      this.today,
    );
    if (d.ok) this.insertTransaction(d.Records.Transaction);
    return this.applyCommon(d);
  }

  invest(accountId: string, request: unknown) {
    const account = this.accounts.get(accountId) ?? null;
    const d = decideInvestmentPurchase(
      catalog,
      {
        Now: this.now(),
        Account: account,
        Balances: this.balances(accountId),
        Institution: account?.InstitutionId ? (this.institutions.get(account.InstitutionId) ?? null) : null,
        NewIds: { TransactionId: this.newId() },
      },
      request,
      this.today,
    );
    if (d.ok) this.insertTransaction(d.Records.Transaction);
    return this.applyCommon(d);
  }

  settle(transactionId: string) {
    const t = this.transactions.find((x) => x.TransactionId === transactionId) ?? null;
    const d = decideSettleDeposit(catalog, { Now: this.now(), Transaction: t }, undefined, this.today);
    if (d.ok && d.Records.Settlement !== undefined) {
      const i = this.transactions.findIndex((x) => x.TransactionId === transactionId);
      this.transactions[i] = { ...this.transactions[i]!, Status: 'Posted' };
    }
    return this.applyCommon(d);
  }

  protected insertTransaction(r: TransactionRecordToInsert): void {
    this.transactions.push({
      TransactionId: r.TransactionId,
      AccountId: r.AccountId,
      Kind: r.Kind,
      EntryType: r.EntryType,
      Direction: r.Direction,
      Amount: r.Amount,
      Currency: r.Currency,
      Status: r.Status,
      ContributionSource: (r.ContributionSource ?? null) as StoredTransaction['ContributionSource'],
      TaxYear: r.TaxYear ?? null,
      PlanYear: r.PlanYear ?? null,
      ...(r.RepaymentOf !== undefined ? { RepaymentOf: r.RepaymentOf } : {}),
      ...(r.RepaidTransactionId !== undefined ? { RepaidTransactionId: r.RepaidTransactionId } : {}),
      CreatedDate: r.CreatedDate,
    });
  }

  /** Entries and events of an accepted decision; a failure changes nothing. */
  protected applyCommon<T extends Outcome>(d: T): T {
    if (!d.ok) return d;
    this.entries.push(...d.Entries);
    this.events.push(...d.Events);
    return d;
  }
}

/** A host with one Active individual client; returns the client's id. */
/** A host with one client; a null date of birth leaves it off the client. */
export function hostWithClient(
  today: string,
  dateOfBirth: string | null = '1980-06-15',
): { host: MemoryHost; clientId: string } {
  const host = new MemoryHost(today);
  const d = host.createClient({
    ClientType: 'Individual',
    Contact: { FirstName: 'Ada', LastName: 'Lovelace', ...(dateOfBirth !== null ? { DateOfBirth: dateOfBirth } : {}) },
  });
  if (!d.ok) throw new Error(`test set-up: ${d.Message}`);
  return { host, clientId: d.Result.ClientId };
}

/** Opens an account of `slug` with `fields` for the host's client; throws when refused. */
export function openAccount(host: MemoryHost, clientId: string, slug: string, fields: Record<string, unknown>): string {
  const d = host.createAccount({ AccountTypeCode: slug, ClientId: clientId, ...fields });
  if (!d.ok) throw new Error(`test set-up: ${d.ErrorCode} ${d.Message}`);
  return d.Result.AccountId;
}

export const PLESA_FIELDS = {
  InstitutionId: ALL_AUTHORITIES.InstitutionId,
  TrusteeId: TRUSTEE_ID,
  PlanId: PLAN_ID,
  IsNonHighlyCompensated: true,
};

export function expectOk<T extends Outcome>(d: T): Extract<T, { ok: true }> {
  if (!d.ok) throw new Error(`expected a decision, got ${d.ErrorCode}: ${d.Message}`);
  return d as Extract<T, { ok: true }>;
}
