import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { TransportFailure } from '../shell/handled-failure.js';
import { transportFail } from './envelope.js';

/** Who may call a route group: a provider key, the operator key, or either. */
export type Audience = 'provider' | 'operator' | 'any';

const PROVIDER_ONLY = 'This route acts for a provider; sign it with a provider key.';
const OPERATOR_ONLY = 'This route needs the operator key.';

/**
 * The one guard of a route group (routes/define.ts applies it before every handler of the group):
 * a 403 Forbidden, thrown and mapped by the app's onError, when the wrong kind of key signed.
 */
export function checkAudience(c: Context<AppEnv>, audience: Audience): void {
  const kind = c.get('principal').Kind;
  if (audience === 'provider' && kind !== 'provider') throw new TransportFailure('Forbidden', PROVIDER_ONLY);
  if (audience === 'operator' && kind !== 'operator') throw new TransportFailure('Forbidden', OPERATOR_ONLY);
}

/** The calling provider's id, in a handler of a provider route group. */
export function callerProviderId(c: Context<AppEnv>): string {
  const p = c.get('principal');
  if (p.Kind !== 'provider') throw new TransportFailure('Forbidden', PROVIDER_ONLY);
  return p.ProviderId;
}

/** 403 unless the operator key signed the request (kept for the webhook routes' own handlers). */
export function requireOperator(c: Context<AppEnv>): Response | undefined {
  if (c.get('principal').Kind !== 'operator') return transportFail(c, 'Forbidden', OPERATOR_ONLY);
  return undefined;
}

/** The calling provider, or a 403 response (kept for the webhook routes' own handlers). */
export function providerOf(c: Context<AppEnv>): { ProviderId: string } | Response {
  const p = c.get('principal');
  if (p.Kind !== 'provider') return transportFail(c, 'Forbidden', PROVIDER_ONLY);
  return { ProviderId: p.ProviderId };
}
