import { Decimal, decimalString } from '../../shared/money.js';
import type { DecisionEvent } from '../decision.js';
import { clientAccount, type LedgerEntry, serviceAccount, transferEntries } from '../ledger.js';
import type { TransactionRecordToInsert } from '../operations/transaction-record.js';
import type { WithdrawalDetail } from './facts.js';
import type { WithdrawalContext, WithdrawalFigures } from './figures.js';

/** What a withdrawal answers (amounts as JSON numbers, design.md section 2). */
export interface WithdrawalAnswer {
  readonly TransactionId: string;
  readonly TransactionStatus: 'Posted';
  readonly DistributionReason: string;
  readonly Amount: number;
  readonly NetAmount: number;
  readonly FederalWithheld: number;
  readonly StateWithheld: number;
  readonly Fee: number;
  /** Form 1099-R box 7 codes joined (`"7"`, `"J8"`); null when none or not determined. */
  readonly DistributionCode: string | null;
  readonly TaxableAmount: number | null;
  readonly TaxForm: string | null;
}

export interface WithdrawalRecords {
  /** The transaction row (EntryType Distribution, Withdrawal or Reimbursement; Amount is the gross). */
  readonly Transaction: TransactionRecordToInsert;
  /** The withdrawal's tax and claim figures, stored beside the transaction. */
  readonly Withdrawal: WithdrawalDetail;
}

/**
 * The ledger entries of a withdrawal, all from the client's Settled bucket: the net to
 * ExternalClearing (paid out), federal and state withholding to their payable accounts (owed to
 * the tax authorities, never lost), the fee or penalty to FeesEarned. Zero amounts are omitted.
 */
export function withdrawalEntries(
  accountId: string,
  f: WithdrawalFigures,
  net: string,
  currency: string,
): LedgerEntry[] {
  // A commuter claim is paid from its sub-balance (Transit or Parking), where its deposits went.
  const client = clientAccount(accountId, 'Settled', f.SubAccount);
  const out: LedgerEntry[] = [];
  const move = (to: Parameters<typeof serviceAccount>[0], amount: string) => {
    if (new Decimal(amount).gt(0)) out.push(...transferEntries(client, serviceAccount(to), amount, currency));
  };
  move('ExternalClearing', net);
  move('FederalWithholdingPayable', decimalString(f.Federal));
  move('StateWithholdingPayable', decimalString(f.State));
  move('FeesEarned', decimalString(f.Fee));
  return out;
}

export function withdrawalDetail(
  ctx: WithdrawalContext,
  f: WithdrawalFigures,
  transactionId: string,
  net: string,
): WithdrawalDetail {
  return {
    TransactionId: transactionId,
    AccountId: ctx.account.AccountId,
    DistributionReason: ctx.reason,
    TaxYear: Number(ctx.today.slice(0, 4)),
    DistributionDate: ctx.today,
    GrossAmount: decimalString(ctx.gross),
    FederalWithheld: decimalString(f.Federal),
    FederalWithholdingPercent: f.FederalPercent,
    StateWithheld: decimalString(f.State),
    NetAmount: net,
    Fee: decimalString(f.Fee),
    DistributionCodes: f.Codes,
    IraSepSimple: f.IraSepSimple,
    TaxableAmount: f.Taxable,
    TaxableAmountNotDetermined: f.NotDetermined,
    ExceptionClaimed: ctx.request.ExceptionClaimed ?? null,
    AdditionalTaxAmount: f.AdditionalTax,
    CountsTowardRequiredDistribution: f.Counts,
    TaxForm: f.TaxForm,
    ...(f.SubAccount !== undefined ? { SubAccount: f.SubAccount } : {}),
    ...(f.ExpenseDate !== undefined ? { ExpenseDate: f.ExpenseDate } : {}),
    ...(f.ReportableWages !== undefined ? { ReportableWages: f.ReportableWages } : {}),
    ...(f.QualifiedExpenseAmount !== undefined ? { QualifiedExpenseAmount: f.QualifiedExpenseAmount } : {}),
    ...(f.HsaDistributionCode !== undefined ? { HsaDistributionCode: f.HsaDistributionCode } : {}),
    ...(f.HsaFairMarketValueAtDeath !== undefined ? { HsaFairMarketValueAtDeath: f.HsaFairMarketValueAtDeath } : {}),
  };
}

export function withdrawalAnswer(d: WithdrawalDetail): WithdrawalAnswer {
  return {
    TransactionId: d.TransactionId,
    TransactionStatus: 'Posted',
    DistributionReason: d.DistributionReason,
    Amount: Number(d.GrossAmount),
    NetAmount: Number(d.NetAmount),
    FederalWithheld: Number(d.FederalWithheld),
    StateWithheld: Number(d.StateWithheld),
    Fee: Number(d.Fee),
    DistributionCode:
      d.DistributionCodes === null || d.DistributionCodes.length === 0 ? null : d.DistributionCodes.join(''),
    TaxableAmount: d.TaxableAmount === null ? null : Number(d.TaxableAmount),
    TaxForm: d.TaxForm,
  };
}

/**
 * withdrawal.posted (spec 6.2). Data: AccountId, TransactionId, EntryType, Status Posted, and the
 * answer's figures: DistributionReason, Amount (gross), NetAmount, FederalWithheld,
 * StateWithheld, Fee, DistributionCode, TaxableAmount, TaxForm (docs/withdrawals.md).
 */
export function withdrawalPostedEvent(d: WithdrawalDetail, entryType: string, occurredAt: string): DecisionEvent {
  const a = withdrawalAnswer(d);
  return {
    EventType: 'withdrawal.posted',
    OccurredAt: occurredAt,
    Data: {
      AccountId: d.AccountId,
      TransactionId: d.TransactionId,
      EntryType: entryType,
      Status: 'Posted',
      DistributionReason: a.DistributionReason,
      Amount: a.Amount,
      NetAmount: a.NetAmount,
      FederalWithheld: a.FederalWithheld,
      StateWithheld: a.StateWithheld,
      Fee: a.Fee,
      DistributionCode: a.DistributionCode,
      TaxableAmount: a.TaxableAmount,
      TaxForm: a.TaxForm,
    },
  };
}
