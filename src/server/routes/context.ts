import type { Logger } from 'pino';
import { isGuidText } from '../../index.js';
import type { ServerDeps } from '../app-env.js';
import type { EnqueueEvent } from '../events.js';

/** What every route module receives. */
export interface RouteDeps extends ServerDeps {
  readonly enqueueEvent: EnqueueEvent;
  readonly logger: Logger;
}

export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** A path id that is not a Guid (the engine's format) cannot name a record: the caller answers "not found". */
export function isGuid(s: string | undefined): s is string {
  return isGuidText(s);
}

export function referenceOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const v = (body as Record<string, unknown>)['ProviderReferenceId'];
  return typeof v === 'string' && v !== '' ? v : undefined;
}
