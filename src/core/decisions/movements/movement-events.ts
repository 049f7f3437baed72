import type { DecisionEvent } from '../decision.js';
import type { DecisionEventType } from '../event-types.js';
import type { MovementRecords } from './movement-records.js';

/**
 * The one event of a movement (spec part 6.2; its Data is decided in docs/movements.md): the
 * movement, both accounts and transactions, the amount (a JSON number, as deposit.posted),
 * the currency, Status `Completed`, and the operation's own figures.
 */
export function movementEvent(
  EventType: Extract<
    DecisionEventType,
    'transfer.completed' | 'rollover.completed' | 'rothconversion.completed' | 'recharacterization.completed'
  >,
  records: MovementRecords,
  occurredAt: string,
  extra: Readonly<Record<string, unknown>> = {},
): DecisionEvent {
  const m = records.Movement;
  return {
    EventType,
    OccurredAt: occurredAt,
    Data: {
      MovementId: m.MovementId,
      FromAccountId: m.FromAccountId,
      ToAccountId: m.ToAccountId,
      FromTransactionId: records.FromTransaction?.TransactionId ?? null,
      ToTransactionId: records.ToTransaction.TransactionId,
      Amount: Number(m.Amount),
      Currency: m.Currency,
      Status: 'Completed',
      ...extra,
    },
  };
}
