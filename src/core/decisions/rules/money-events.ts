import type { DecisionEvent } from '../decision.js';

/** Transact entry types whose debit emits withdrawal.posted (spec 6.2: "a withdrawal directive posted"). */
export const WITHDRAWAL_EVENT_ENTRY_TYPES: readonly string[] = ['Distribution', 'Withdrawal', 'Reimbursement'];

/** deposit.posted Data (spec 6.3): AccountId, TransactionId, Amount (a JSON number), Status Posted. */
export function depositPostedEvent(
  accountId: string,
  transactionId: string,
  amount: string,
  occurredAt: string,
): DecisionEvent {
  return {
    EventType: 'deposit.posted',
    OccurredAt: occurredAt,
    Data: { AccountId: accountId, TransactionId: transactionId, Amount: Number(amount), Status: 'Posted' },
  };
}

export interface PostedEntry {
  readonly AccountId: string;
  readonly TransactionId: string;
  readonly EntryType: string;
  readonly Direction: 'Credit' | 'Debit';
  /** Unsigned. */
  readonly Amount: string;
  readonly DistributionReason?: string | undefined;
}

/**
 * The event a posted Transact entry emits: withdrawal.posted for a debit of a
 * WITHDRAWAL_EVENT_ENTRY_TYPES entry (Data: AccountId, TransactionId, EntryType, Amount, Status,
 * and DistributionReason when the request carried one); none for a Fee, Interest or Adjustment.
 */
export function transactEvents(e: PostedEntry, occurredAt: string): DecisionEvent[] {
  if (e.Direction !== 'Debit' || !WITHDRAWAL_EVENT_ENTRY_TYPES.includes(e.EntryType)) return [];
  return [
    {
      EventType: 'withdrawal.posted',
      OccurredAt: occurredAt,
      Data: {
        AccountId: e.AccountId,
        TransactionId: e.TransactionId,
        EntryType: e.EntryType,
        Amount: Number(e.Amount),
        Status: 'Posted',
        ...(e.DistributionReason !== undefined ? { DistributionReason: e.DistributionReason } : {}),
      },
    },
  ];
}
