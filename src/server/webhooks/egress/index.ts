import { type EgressPolicy, egressPolicy } from './egress-policy.js';

export * from './address-ranges.js';
export * from './classify-address.js';
export * from './egress-policy.js';

/** The switch that lets webhooks reach loopback, for development on one machine only. */
export const ALLOW_LOOPBACK_ENV = 'ACCTOS_WEBHOOK_ALLOW_LOOPBACK';

/**
 * The egress policy of a host's deps: given explicitly, else the development switch from the
 * environment (`ACCTOS_WEBHOOK_ALLOW_LOOPBACK=1`); off by default.
 */
export function egressPolicyOf(deps: { readonly webhookEgress?: Partial<EgressPolicy> }): EgressPolicy {
  return egressPolicy({ allowLoopback: process.env[ALLOW_LOOPBACK_ENV] === '1', ...deps.webhookEgress });
}
