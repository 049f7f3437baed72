// The in-memory host of memory-host.ts with the four movement decisions: it loads their facts from
// its own records (both accounts, their owners and balances, the owner's movements, the FIRST
// IRA's transactions) and applies what they decide. It holds no rule of its own.
import {
  type Decision,
  decideRecharacterization,
  decideRollover,
  decideRothConversion,
  decideTransfer,
  type MovementAccountFacts,
  type MovementRecords,
  type MovementRecordToInsert,
  type MovementTransactionRecord,
  movementHistoryEntry,
  type OwnerMovement,
  type StoredOwnerYear,
  type StoredTransaction,
  simpleFirstParticipationDate,
} from '../../src/index.js';
import {
  ALL_AUTHORITIES,
  catalog,
  expectOk,
  guid,
  hostWithClient,
  type MemoryHost,
  openAccount,
} from './memory-host.js';

export const INST = { InstitutionId: ALL_AUTHORITIES.InstitutionId };

export class MovementHost {
  readonly movements: MovementRecordToInsert[] = [];
  /** Of the year's required distribution, what each account still owes (the host's figure). */
  readonly requiredRemaining = new Map<string, string>();
  /** The owner's stated tax years, read by a qualified HSA funding distribution's HSA limit. */
  ownerYears: StoredOwnerYear[] = [];
  private next = 700_000;
  private tick = 0;

  constructor(
    readonly host: MemoryHost,
    readonly clientId: string,
  ) {}

  static start(today: string, dateOfBirth: string | null = '1980-06-15'): MovementHost {
    const { host, clientId } = hostWithClient(today, dateOfBirth);
    return new MovementHost(host, clientId);
  }

  get today(): string {
    return this.host.today;
  }

  set today(day: string) {
    this.host.today = day;
  }

  /** Another client of the same host (a second owner). */
  addClient(dateOfBirth = '1985-01-01'): string {
    const d = expectOk(
      this.host.createClient({
        ClientType: 'Individual',
        Contact: { FirstName: 'Bo', LastName: 'Other', DateOfBirth: dateOfBirth },
      }),
    );
    return d.Result.ClientId;
  }

  open(slug: string, fields: Record<string, unknown> = INST, clientId = this.clientId): string {
    return openAccount(this.host, clientId, slug, fields);
  }

  /** Funds an account (posted at once by Wire); throws when refused. */
  fund(accountId: string, amount: string, more: Record<string, unknown> = {}): string {
    const d = this.host.fund(accountId, { Amount: amount, Currency: 'USD', PaymentMethodType: 'Wire', ...more });
    return expectOk(d).Result.TransactionId;
  }

  settled(accountId: string): string {
    return this.host.balances(accountId).Settled;
  }

  private ids() {
    this.next += 4;
    return {
      MovementId: guid(this.next),
      FromTransactionId: guid(this.next + 1),
      ToTransactionId: guid(this.next + 2),
      WithholdingTransactionId: guid(this.next + 3),
    };
  }

  private now(): string {
    this.tick += 1;
    return `${this.today}T20:00:${String(this.tick % 60).padStart(2, '0')}.000Z`;
  }

  side(id: unknown): MovementAccountFacts {
    const account = typeof id === 'string' ? (this.host.accounts.get(id.toLowerCase()) ?? null) : null;
    const own = account === null ? [] : this.host.transactions.filter((t) => t.AccountId === account.AccountId);
    const simple = simpleFirstParticipationDate(own);
    return {
      Account: account,
      Client: account === null ? null : (this.host.clients.get(account.ClientId) ?? null),
      Balances: this.host.balances(account?.AccountId ?? ''),
      ...(simple !== undefined ? { SimpleFirstParticipationDate: simple } : {}),
    };
  }

  history(toAccountId: unknown): OwnerMovement[] {
    const owner = typeof toAccountId === 'string' ? this.host.accounts.get(toAccountId)?.ClientId : undefined;
    return this.movements.filter((m) => m.ClientId === owner).map(movementHistoryEntry);
  }

  transfer(body: Record<string, unknown>) {
    const d = decideTransfer(
      catalog,
      {
        Now: this.now(),
        From: this.side(body['FromAccountId']),
        To: this.side(body['ToAccountId']),
        NewIds: this.ids(),
        ...(body['HsaFundingDistribution'] === true ? { HsaFunding: this.hsaFunding(body) } : {}),
      },
      body,
      this.today,
    );
    if (d.ok) this.apply(d);
    return d;
  }

  /** A qualified HSA funding distribution's facts, as the reference service loads them (movement-operations.ts). */
  hsaFunding(body: Record<string, unknown>) {
    const from = String(body['FromAccountId']);
    const to = String(body['ToAccountId']);
    const owner = this.host.accounts.get(to)?.ClientId;
    const hsaTypes = catalog.types.filter((t) => t.MovementRules?.TaxCharacter === 'Hsa').map((t) => t.Slug);
    const own = (id: string) => this.host.transactions.filter((t) => t.AccountId === id && t.Kind === 'Deposit');
    return {
      History: this.movements
        .filter((m) => m.ClientId === owner && m.Kind === 'TrusteeTransfer' && hsaTypes.includes(m.ToAccountTypeCode))
        .map(movementHistoryEntry),
      FromTransactions: own(from),
      ToTransactions: own(to),
      OwnerYears: this.ownerYears,
      PersonAccounts: [],
    };
  }

  rollover(body: Record<string, unknown>) {
    const from = typeof body['FromAccountId'] === 'string' ? body['FromAccountId'] : undefined;
    const remaining = from === undefined ? undefined : this.requiredRemaining.get(from);
    const d = decideRollover(
      catalog,
      {
        Now: this.now(),
        From: this.side(from),
        To: this.side(body['ToAccountId']),
        History: this.history(body['ToAccountId']),
        ...(remaining !== undefined ? { RequiredDistributionRemaining: remaining } : {}),
        NewIds: this.ids(),
      },
      body,
      this.today,
    );
    if (d.ok) this.apply(d);
    return d;
  }

  convert(body: Record<string, unknown>) {
    const from = typeof body['FromAccountId'] === 'string' ? body['FromAccountId'] : '';
    const remaining = this.requiredRemaining.get(from);
    const d = decideRothConversion(
      catalog,
      {
        Now: this.now(),
        From: this.side(from),
        To: this.side(body['ToAccountId']),
        History: this.history(body['ToAccountId']),
        ...(remaining !== undefined ? { RequiredDistributionRemaining: remaining } : {}),
        NewIds: this.ids(),
      },
      body,
      this.today,
    );
    if (d.ok) this.apply(d);
    return d;
  }

  recharacterize(body: Record<string, unknown>) {
    const from = typeof body['FromAccountId'] === 'string' ? body['FromAccountId'] : '';
    const id = body['ContributionTransactionId'];
    const d = decideRecharacterization(
      catalog,
      {
        Now: this.now(),
        From: this.side(from),
        To: this.side(body['ToAccountId']),
        Contribution: this.host.transactions.find((t) => t.TransactionId === id) ?? null,
        FromTransactions: this.host.transactions.filter((t) => t.AccountId === from),
        NewIds: this.ids(),
      },
      body,
      this.today,
    );
    if (d.ok) this.apply(d);
    return d;
  }

  private apply(d: Decision<MovementRecords, unknown>): void {
    this.movements.push(d.Records.Movement);
    for (const t of [d.Records.FromTransaction, d.Records.ToTransaction]) if (t) this.host.transactions.push(stored(t));
    const withheld = d.Records.Withholding;
    if (withheld !== undefined)
      this.host.transactions.push(stored({ ...withheld.Transaction, MovementId: '', CounterpartyAccountId: null }));
    this.host.entries.push(...d.Entries);
    this.host.events.push(...d.Events);
  }
}

function stored(r: MovementTransactionRecord): StoredTransaction {
  return {
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
    ...(r.RecharacterizedContribution !== undefined
      ? { RecharacterizedContribution: r.RecharacterizedContribution }
      : {}),
    ...(r.RecharacterizedTransactionId !== undefined
      ? { RecharacterizedTransactionId: r.RecharacterizedTransactionId }
      : {}),
    CreatedDate: r.CreatedDate,
  };
}
