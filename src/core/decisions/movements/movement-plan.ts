import type { MovementKind } from '../../movements/types.js';
import type { StoredAccount } from '../facts.js';
import { clientAccount, type LedgerEntry, serviceAccount, transferEntries } from '../ledger.js';
import type { WithdrawalRecords } from '../withdrawal/assemble.js';
import {
  MOVEMENT_ENTRY_TYPES,
  type MovementForm1099R,
  type MovementForm5498,
  type MovementRecords,
  type MovementTransactionRecord,
} from './movement-records.js';

/** What a movement decision has established, to be written as records and ledger entries. */
export interface MovementPlan {
  readonly Kind: MovementKind;
  readonly NewIds: {
    readonly MovementId: string;
    readonly FromTransactionId: string;
    readonly ToTransactionId: string;
  };
  /** The sending account of the service, debited now; null when the money comes from outside the service. */
  readonly Debit: StoredAccount | null;
  /** The sending account's id and type as the movement record keeps them (id null when outside the service). */
  readonly FromAccountId: string | null;
  readonly FromAccountTypeCode: string;
  readonly To: StoredAccount;
  /** What moves (credited to `To`). */
  readonly Amount: string;
  readonly Currency: string;
  readonly DistributionDate: string;
  readonly Today: string;
  readonly Now: string;
  readonly ProviderReferenceId?: string | undefined;
  readonly TaxableAmount: string;
  readonly Form1099R?: MovementForm1099R;
  readonly Form5498?: MovementForm5498;
  /** How the receiving account's contribution rules will read the credit. */
  readonly ContributionSource: 'Transfer' | 'Rollover' | 'Participant';
  readonly TaxYear?: number;
  /** A recharacterization: the contribution moved, without its net income (on both transactions, with TaxYear). */
  readonly RecharacterizedContribution?: string;
  /** A recharacterization: the contribution's TransactionId, on the FIRST IRA's debit. */
  readonly RecharacterizedTransactionId?: string;
  readonly FiveYearPeriodBegins?: string;
  /** A Roth conversion's withheld part, a distribution of the sending account (conversion-withholding.ts). */
  readonly Withholding?: WithdrawalRecords;
}

/**
 * The records and the balanced entries of a movement: the movement, a debit transaction on the
 * sending account when it is one of the service's, and a posted credit on the receiving account;
 * the entries are `movementPostings` of the records.
 */
export function movementRecordsAndEntries(p: MovementPlan): {
  readonly Records: MovementRecords;
  readonly Entries: readonly LedgerEntry[];
} {
  const types = MOVEMENT_ENTRY_TYPES[p.Kind];
  const ref = p.ProviderReferenceId !== undefined ? { ProviderReferenceId: p.ProviderReferenceId } : {};
  const common = { MovementId: p.NewIds.MovementId, Currency: p.Currency, Status: 'Posted' as const, ...ref };
  const stamp = { CreatedDate: p.Now, PostedDate: p.Now };
  // Both sides name the contribution recharacterized and its tax year: the limits read them on either side.
  const recharacterized =
    p.RecharacterizedContribution === undefined
      ? {}
      : {
          RecharacterizedContribution: p.RecharacterizedContribution,
          ...(p.TaxYear !== undefined ? { TaxYear: p.TaxYear } : {}),
        };
  const FromTransaction: MovementTransactionRecord | undefined =
    p.Debit === null
      ? undefined
      : {
          TransactionId: p.NewIds.FromTransactionId,
          AccountId: p.Debit.AccountId,
          Kind: 'Entry',
          EntryType: types.Out,
          Direction: 'Debit',
          Amount: p.Amount,
          PaymentMethodType: 'Internal',
          ...recharacterized,
          ...(p.RecharacterizedTransactionId !== undefined
            ? { RecharacterizedTransactionId: p.RecharacterizedTransactionId }
            : {}),
          CounterpartyAccountId: p.To.AccountId,
          ...(p.Form1099R !== undefined ? { Form1099R: p.Form1099R, TaxableAmount: p.TaxableAmount } : {}),
          ...common,
          ...stamp,
        };
  const ToTransaction: MovementTransactionRecord = {
    TransactionId: p.NewIds.ToTransactionId,
    AccountId: p.To.AccountId,
    Kind: 'Deposit',
    EntryType: types.In,
    Direction: 'Credit',
    Amount: p.Amount,
    PaymentMethodType: 'Internal',
    ContributionSource: p.ContributionSource,
    ...(p.TaxYear !== undefined ? { TaxYear: p.TaxYear } : {}),
    ...recharacterized,
    CounterpartyAccountId: p.Debit?.AccountId ?? p.FromAccountId,
    ...(p.Form5498 !== undefined ? { Form5498: p.Form5498 } : {}),
    // A conversion's taxable part stays with the Roth IRA's credit: the ordering rules recapture only it
    // (408A(d)(3)(F); 1.408A-6 Q&A-5), so a host's history reads it back as ConversionTaxablePart.
    ...(p.Kind === 'RothConversion' ? { TaxableAmount: p.TaxableAmount } : {}),
    ...(p.FiveYearPeriodBegins !== undefined ? { FiveYearPeriodBegins: p.FiveYearPeriodBegins } : {}),
    ...common,
    ...stamp,
  };
  const Records: MovementRecords = {
    Movement: {
      MovementId: p.NewIds.MovementId,
      Kind: p.Kind,
      ClientId: p.To.ClientId,
      FromAccountId: p.FromAccountId,
      FromAccountTypeCode: p.FromAccountTypeCode,
      ToAccountId: p.To.AccountId,
      ToAccountTypeCode: p.To.AccountTypeCode,
      Amount: p.Amount,
      Currency: p.Currency,
      DistributionDate: p.DistributionDate,
      CompletedDate: p.Today,
      TaxableAmount: p.TaxableAmount,
      ...ref,
      CreatedDate: p.Now,
    },
    ...(FromTransaction !== undefined ? { FromTransaction } : {}),
    ToTransaction,
    ...(p.Withholding !== undefined ? { Withholding: p.Withholding } : {}),
  };
  return { Records, Entries: movementPostings(Records).flatMap((h) => h.Entries) };
}

/** The entries of one transaction of a movement: they sum to zero on their own. */
export interface MovementPosting {
  readonly TransactionId: string;
  readonly Entries: readonly LedgerEntry[];
}

/**
 * A movement's ledger entries, per transaction, each transaction balanced on its own (a host that
 * books entries by transaction, as the reference service does, applies them this way): the
 * sending account's Settled bucket to MovementsInTransit under the debit transaction, then
 * MovementsInTransit to the receiving account's Settled bucket under the credit. Money from
 * outside the service comes from ExternalClearing, in the credit transaction alone. A conversion's
 * withholding is the sending account's Settled bucket to FederalWithholdingPayable, under its own
 * distribution transaction. MovementsInTransit nets to zero in every movement.
 */
export function movementPostings(r: MovementRecords): readonly MovementPosting[] {
  const to = r.ToTransaction;
  const into = clientAccount(to.AccountId, 'Settled');
  const from = r.FromTransaction;
  if (from === undefined)
    return [
      {
        TransactionId: to.TransactionId,
        Entries: transferEntries(serviceAccount('ExternalClearing'), into, to.Amount, to.Currency),
      },
    ];
  const transit = serviceAccount('MovementsInTransit');
  const withheld = r.Withholding;
  return [
    {
      TransactionId: from.TransactionId,
      Entries: transferEntries(clientAccount(from.AccountId, 'Settled'), transit, from.Amount, from.Currency),
    },
    ...(withheld === undefined
      ? []
      : [
          {
            TransactionId: withheld.Transaction.TransactionId,
            Entries: transferEntries(
              clientAccount(from.AccountId, 'Settled'),
              serviceAccount('FederalWithholdingPayable'),
              withheld.Withdrawal.FederalWithheld,
              from.Currency,
            ),
          },
        ]),
    { TransactionId: to.TransactionId, Entries: transferEntries(transit, into, to.Amount, to.Currency) },
  ];
}

/**
 * The parts of a MovementPlan every movement between two accounts of the service shares (a
 * transfer, a Roth conversion, a recharacterization): From is debited today, To credited. The
 * caller adds the Kind, the Amount and what it reports.
 */
export function betweenAccounts(
  from: { readonly account: StoredAccount; readonly type: { readonly Slug: string } },
  to: { readonly account: StoredAccount },
  facts: { readonly NewIds: MovementPlan['NewIds']; readonly Now: string },
  input: { readonly Currency: string; readonly ProviderReferenceId?: string | undefined },
  today: string,
): Pick<
  MovementPlan,
  | 'NewIds'
  | 'Debit'
  | 'FromAccountId'
  | 'FromAccountTypeCode'
  | 'To'
  | 'Currency'
  | 'DistributionDate'
  | 'Today'
  | 'Now'
  | 'ProviderReferenceId'
> {
  return {
    NewIds: facts.NewIds,
    Debit: from.account,
    FromAccountId: from.account.AccountId,
    FromAccountTypeCode: from.type.Slug,
    To: to.account,
    Currency: input.Currency,
    DistributionDate: today,
    Today: today,
    Now: facts.Now,
    ProviderReferenceId: input.ProviderReferenceId,
  };
}
