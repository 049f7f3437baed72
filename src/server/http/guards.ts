import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { transportFail } from './envelope.js';

/** 403 unless the operator key signed the request. */
export function requireOperator(c: Context<AppEnv>): Response | undefined {
  if (c.var.principal.Kind !== 'operator') return transportFail(c, 'Forbidden', 'This route needs the operator key.');
  return undefined;
}

/** The calling provider, or a 403 response when the operator key signed a provider route. */
export function providerOf(c: Context<AppEnv>): { ProviderId: string } | Response {
  const p = c.var.principal;
  if (p.Kind !== 'provider')
    return transportFail(c, 'Forbidden', 'This route acts for a provider; sign it with a provider key.');
  return { ProviderId: p.ProviderId };
}
