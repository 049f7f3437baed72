// The in-memory host of test/decisions with withdrawals: it loads the account's history (with
// each withdrawal's detail), calls decideWithdrawal and applies what it decides. No rule here.
import {
  type ContributionKind,
  decideWithdrawal,
  type HistoryTransaction,
  type OtherIraQualifiedCharitableDistribution,
  type RothFacts,
  type StoredOwnerYear,
  type WithdrawalDetail,
  type WithdrawalPlanTerms,
} from '../../src/index.js';
import {
  ALL_AUTHORITIES,
  catalog,
  EMPLOYER_ID,
  expectOk,
  guid,
  MemoryHost,
  openAccount,
  PLAN_ID,
  TRUSTEE_ID,
} from '../decisions/memory-host.js';

/** A number as two digits (`7` -> `07`). */
const two = (n: number): string => String(n).padStart(2, '0');

export { ALL_AUTHORITIES, catalog, EMPLOYER_ID, expectOk, guid, openAccount, PLAN_ID, TRUSTEE_ID };

export const INST = { InstitutionId: ALL_AUTHORITIES.InstitutionId };

export class WithdrawalHost extends MemoryHost {
  readonly details = new Map<string, WithdrawalDetail>();
  readonly kinds = new Map<string, { ContributionKind?: ContributionKind; SubAccount?: string }>();
  private ids = 700_000;
  private ticks = 0;

  /** The account's transactions oldest first, with withdrawal details and deposit tags. */
  history(accountId: string): HistoryTransaction[] {
    return this.transactions
      .filter((t) => t.AccountId === accountId)
      .map((t) => ({
        ...t,
        ...this.kinds.get(t.TransactionId),
        Withdrawal: this.details.get(t.TransactionId) ?? null,
      }));
  }

  /** A Wire deposit (posts at once), optionally tagged for Form 5498 or a commuter sub-balance. */
  deposit(
    accountId: string,
    body: Record<string, unknown>,
    tag?: { ContributionKind?: ContributionKind; SubAccount?: string },
  ): string {
    const d = expectOk(this.fund(accountId, { Currency: 'USD', PaymentMethodType: 'Wire', ...body }));
    if (tag) this.kinds.set(d.Result.TransactionId, tag);
    return d.Result.TransactionId;
  }

  /**
   * A posted credit written straight into the ledger, for what Fund Account cannot take yet (a
   * commuter deposit names no sub-account): ExternalClearing to the client's Settled bucket.
   */
  credit(accountId: string, amount: string, tag: { SubAccount?: string; ContributionKind?: ContributionKind }): string {
    const TransactionId = guid(this.ids++);
    this.transactions.push({
      TransactionId,
      AccountId: accountId,
      Kind: 'Deposit',
      EntryType: 'Deposit',
      Direction: 'Credit',
      Amount: amount,
      Currency: 'USD',
      Status: 'Posted',
      ContributionSource: null,
      TaxYear: null,
      PlanYear: null,
      CreatedDate: `${this.today}T19:00:00.000Z`,
    });
    this.kinds.set(TransactionId, tag);
    this.entries.push(
      { Account: { Kind: 'Service', Name: 'ExternalClearing' }, Amount: `-${amount}`, Currency: 'USD' },
      { Account: { Kind: 'Client', AccountId: accountId, Bucket: 'Settled' }, Amount: amount, Currency: 'USD' },
    );
    return TransactionId;
  }

  withdraw(
    accountId: string,
    request: unknown,
    extra: {
      Plan?: WithdrawalPlanTerms;
      Roth?: RothFacts;
      OtherIraQualifiedCharitableDistributions?: readonly OtherIraQualifiedCharitableDistribution[];
      OwnerYears?: readonly StoredOwnerYear[];
    } = {},
  ) {
    const account = this.accounts.get(accountId) ?? null;
    this.ticks += 1;
    const d = decideWithdrawal(
      catalog,
      {
        Now: `${this.today}T20:${two(Math.floor(this.ticks / 60) % 60)}:${two(this.ticks % 60)}.000Z`,
        Account: account,
        Client: account === null ? null : (this.clients.get(account.ClientId) ?? null),
        Balances: this.balances(accountId),
        Transactions: this.history(accountId),
        ...extra,
        NewIds: { TransactionId: guid(this.ids++) },
      },
      request,
      this.today,
    );
    if (d.ok) {
      const r = d.Records.Transaction;
      this.transactions.push({
        TransactionId: r.TransactionId,
        AccountId: r.AccountId,
        Kind: r.Kind,
        EntryType: r.EntryType,
        Direction: r.Direction,
        Amount: r.Amount,
        Currency: r.Currency,
        Status: r.Status,
        ContributionSource: null,
        TaxYear: r.TaxYear ?? null,
        PlanYear: null,
        CreatedDate: r.CreatedDate,
      });
      this.details.set(r.TransactionId, d.Records.Withdrawal);
      this.entries.push(...d.Entries);
      this.events.push(...d.Events);
    }
    return d;
  }
}

/** A host with one client born `dateOfBirth`, on `today`. */
export function withdrawalHost(today: string, dateOfBirth = '1980-06-15'): { host: WithdrawalHost; clientId: string } {
  const host = new WithdrawalHost(today);
  const d = host.createClient({
    ClientType: 'Individual',
    Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: dateOfBirth },
  });
  if (!d.ok) throw new Error(`test set-up: ${d.Message}`);
  return { host, clientId: d.Result.ClientId };
}

export const BENEFIT = { EmployerId: EMPLOYER_ID, PlanYear: 2026 };
export const DEPOSIT = { ...INST, ProductType: 'Checking', AnnualPercentageYield: 0.1 };
