import type { Queryable } from './db/types.js';
import { enqueueEvent as webhooksEnqueue } from './webhooks/index.js';

/** An event written to the outbox in the same transaction as the change it reports. */
export interface OutboxEvent {
  readonly ProviderId: string;
  readonly EventType: string;
  readonly Data: Record<string, unknown>;
  readonly OccurredAt: string;
}

export type EnqueueEvent = (tx: Queryable, e: OutboxEvent) => Promise<void>;

/** The webhooks module's outbox writer (src/server/webhooks). */
export const enqueueEvent: EnqueueEvent = (tx, e) => webhooksEnqueue(tx, e);
