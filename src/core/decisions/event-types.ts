/** The specification's event types (part 6.2). A decision names the events it emits. */
export const DECISION_EVENT_TYPES = [
  'account.created',
  'account.updated',
  'client.created',
  'client.updated',
  'deposit.posted',
  'withdrawal.posted',
  'transfer.completed',
  'rollover.completed',
  'investment.purchased',
  'investment.sold',
  'recharacterization.completed',
  'rothconversion.completed',
] as const;
export type DecisionEventType = (typeof DECISION_EVENT_TYPES)[number];
