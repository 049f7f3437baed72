/** The event catalog of spec part 6.2. */
export const EVENT_TYPES = [
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
export type EventType = (typeof EVENT_TYPES)[number];

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

/** The delivery body (spec part 6.3). */
export interface WebhookEvent {
  readonly EventId: string;
  readonly EventType: string;
  readonly OccurredAt: string;
  readonly Data: Record<string, unknown>;
}
