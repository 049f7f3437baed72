import { Decimal } from 'decimal.js';
import { CURRENCIES } from '../requests/money/transaction-enums.js';
import { MAX_AMOUNT } from '../shared/money.js';
import { DecisionFactsError } from './facts-error.js';

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
  /**
   * Money moving between two client accounts of the service in one transfer, rollover, Roth
   * conversion or recharacterization: each side's transaction balances against it, and every
   * movement nets it to zero (docs/movements.md).
   */
  'MovementsInTransit',
] as const;
export type ServiceLedgerAccount = (typeof SERVICE_LEDGER_ACCOUNTS)[number];

/** A client account's buckets: Pending money has not settled yet. */
export const CLIENT_BUCKETS = ['Settled', 'Pending'] as const;
export type ClientBucket = (typeof CLIENT_BUCKETS)[number];

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
 * One side of a double-entry posting. `Amount` is a signed decimal string in plain notation
 * (`"125.5"`, `"-0.01"`), never zero, with at most the currency's minor units and at most
 * MAX_AMOUNT in size: positive increases the ledger account's balance, negative decreases it.
 * Every decision's entries sum to zero per currency (`entriesBalance`).
 *
 * Why decimal strings and not integer minor units: every amount of the engine is already a
 * decimal.js value read from a JSON number or string, the database column is NUMERIC, and the
 * wire carries JSON numbers; a string converts exactly to all three, where a bigint of minor
 * units would need a conversion (and the currency's exponent) at each boundary and cannot be
 * written to JSON at all (docs/decisions/91-decisions-core.md).
 */
export interface LedgerEntry {
  readonly Account: LedgerAccountRef;
  readonly Amount: string;
  readonly Currency: string;
}

/** Most entries one decision may carry (a deposit has 2; a withholding distribution would have 4). */
export const MAX_DECISION_ENTRIES = 64;

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

/** Digits after the decimal point of a currency the engine books; undefined for any other. */
export function minorUnitsOf(currency: string): number | undefined {
  return Object.hasOwn(CURRENCIES, currency) ? CURRENCIES[currency]?.MinorUnits : undefined;
}

const PLAIN_DECIMAL = /^-?(0|[1-9]\d{0,15})(\.\d{1,18})?$/;

/** Why `amount` cannot be a ledger amount in `currency` (undefined when it can). Never throws. */
export function ledgerAmountProblem(amount: string, currency: string, signed = true): string | undefined {
  const minor = minorUnitsOf(currency);
  if (minor === undefined) return `currency ${JSON.stringify(currency.slice(0, 8))} is not booked by the engine`;
  if (typeof amount !== 'string' || !PLAIN_DECIMAL.test(amount)) return 'not a plain decimal string';
  const value = new Decimal(amount);
  if (value.isZero()) return 'zero';
  if (!signed && value.isNegative()) return 'negative';
  if (value.decimalPlaces() > minor) return `more than ${minor} digits after the decimal point`;
  if (value.abs().gt(MAX_AMOUNT)) return 'larger than MAX_AMOUNT';
  return undefined;
}

/**
 * Moves `amount` (a positive decimal string) from one ledger account to another: two entries
 * that sum to zero. `from` decreases, `to` increases. An amount that is not a positive ledger
 * amount of the currency is a fault of the caller's code, not of a request: it throws.
 */
export function transferEntries(
  from: LedgerAccountRef,
  to: LedgerAccountRef,
  amount: string,
  Currency: string,
): readonly [LedgerEntry, LedgerEntry] {
  const problem = ledgerAmountProblem(amount, Currency, false);
  if (problem !== undefined) throw new DecisionFactsError(`transfer amount ${amount.slice(0, 32)}: ${problem}`);
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
