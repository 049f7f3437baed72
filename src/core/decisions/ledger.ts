import { Decimal } from 'decimal.js';

/**
 * The service's own ledger accounts (design.md section 7). Money that enters or leaves a
 * client's account always has one of these, or another client account, on the other side.
 */
export const SERVICE_LEDGER_ACCOUNTS = [
  /** Money arriving from or leaving to the outside world (banks, payers, brokers). */
  'ExternalClearing',
  /** Fees charged to client accounts. */
  'FeesEarned',
  /** Federal income tax withheld from distributions, owed to the IRS. */
  'FederalWithholdingPayable',
  /** State income tax withheld from distributions, owed to the state. */
  'StateWithholdingPayable',
  /** Benefit balances forfeited at a plan's end (use-it-or-lose-it). */
  'Forfeitures',
] as const;
export type ServiceLedgerAccount = (typeof SERVICE_LEDGER_ACCOUNTS)[number];

/** A client account's buckets: Pending money has not settled yet. */
export type ClientBucket = 'Settled' | 'Pending';

export type LedgerAccountRef =
  | {
      readonly Kind: 'Client';
      readonly AccountId: string;
      readonly Bucket: ClientBucket;
      /** A commuter account's Transit or Parking, where the type keeps sub-balances. */
      readonly SubAccount?: string;
    }
  | { readonly Kind: 'Service'; readonly Name: ServiceLedgerAccount };

/**
 * One side of a double-entry posting. `Amount` is a signed decimal string in plain notation:
 * positive increases the ledger account's balance, negative decreases it. Every decision's
 * entries sum to zero per currency (`entriesBalance`).
 */
export interface LedgerEntry {
  readonly Account: LedgerAccountRef;
  readonly Amount: string;
  readonly Currency: string;
}

export function clientAccount(
  AccountId: string,
  Bucket: ClientBucket = 'Settled',
  SubAccount?: string,
): LedgerAccountRef {
  return SubAccount === undefined
    ? { Kind: 'Client', AccountId, Bucket }
    : { Kind: 'Client', AccountId, Bucket, SubAccount };
}

export function serviceAccount(Name: ServiceLedgerAccount): LedgerAccountRef {
  return { Kind: 'Service', Name };
}

/**
 * Moves `amount` (a positive decimal string) from one ledger account to another: two entries
 * that sum to zero. `from` decreases, `to` increases.
 */
export function transferEntries(
  from: LedgerAccountRef,
  to: LedgerAccountRef,
  amount: string,
  Currency: string,
): readonly [LedgerEntry, LedgerEntry] {
  const value = new Decimal(amount);
  return [
    { Account: from, Amount: value.negated().toFixed(), Currency },
    { Account: to, Amount: value.toFixed(), Currency },
  ];
}

/** The sum of the entries per currency (decimal strings). */
export function entrySums(entries: readonly LedgerEntry[]): ReadonlyMap<string, string> {
  const sums = new Map<string, Decimal>();
  for (const e of entries) sums.set(e.Currency, (sums.get(e.Currency) ?? new Decimal(0)).plus(e.Amount));
  return new Map([...sums].map(([currency, sum]) => [currency, sum.toFixed()]));
}

/** True when the entries sum to zero in every currency: the double-entry invariant. */
export function entriesBalance(entries: readonly LedgerEntry[]): boolean {
  for (const sum of entrySums(entries).values()) if (!new Decimal(sum).isZero()) return false;
  return true;
}

/** The key that identifies a ledger account, for summing balances. */
export function ledgerAccountKey(ref: LedgerAccountRef): string {
  if (ref.Kind === 'Service') return `service:${ref.Name}`;
  return `client:${ref.AccountId}:${ref.Bucket}${ref.SubAccount === undefined ? '' : `:${ref.SubAccount}`}`;
}
