import { isGuidText } from '../../../core/requests/fields/parse-guid.js';
import type { WriteContext } from '../operation.js';

/** A path (or body) id as a lower-case Guid, or undefined: a non-Guid names no record. */
export function guidOf(value: unknown): string | undefined {
  return typeof value === 'string' && isGuidText(value) ? value.toLowerCase() : undefined;
}

export function pathGuid(ctx: WriteContext, name: string): string | undefined {
  return guidOf(ctx.params[name]);
}

/** A string field of the body (before validation: only to know what facts to load). */
export function bodyField(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/** The calling provider: every provider write runs behind the provider guard. */
export function callerOf(ctx: WriteContext): string {
  if (ctx.providerId === null) throw new Error('a provider write ran without a provider');
  return ctx.providerId;
}
